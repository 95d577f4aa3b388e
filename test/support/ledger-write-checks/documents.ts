// What the end-to-end test (test/integration/ledger-tools.test.ts) asserts of the answers of these
// writes: credit notes, quotes, purchase orders and repeating invoice templates. Their list reads
// take no IDs filter, so each written record is read back by its own GET; what was sent is what
// is stored, and the lines add up to the subtotal.
import { expect } from "vitest";
import { ledgerTools } from "../../../lib/catalog/ledger/index";
import type { FieldSpec, ToolRow } from "../../../lib/catalog/types";
import type { WriteCheckContext, WriteChecks } from "./types";

type Json = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ID_FIELDS: Readonly<Record<string, string>> = {
  CreditNotes: "CreditNoteID",
  Quotes: "QuoteID",
  PurchaseOrders: "PurchaseOrderID",
  RepeatingInvoices: "RepeatingInvoiceID",
};

/** The 12 writes: on the collection, or on one record by its id (not its history, allocations or files). */
const TOOLS = Object.entries(ID_FIELDS).flatMap(([records, idField]) =>
  ledgerTools.filter(
    (row) => row.family === "ledger-write" && [`/${records}`, `/${records}/{${idField}}`].includes(row.path),
  ),
);

/** The records sent: the batch's list, or the one change of an update by id. */
function sentRecords(row: ToolRow, input: Json): { records: Json[]; fields: readonly FieldSpec[] } {
  const body = row.params.find((param) => param.in === "body" && param.fields);
  if (!body) throw new Error(`${row.name} has no record parameter`);
  const value = input[body.name];
  return { records: (Array.isArray(value) ? value : [value]) as Json[], fields: body.fields ?? [] };
}

/** Each scalar field sent, read back under its Xero name (dates as their day). */
function expectStored(record: Json, sent: Json, fields: readonly FieldSpec[]) {
  for (const field of fields) {
    const value = sent[field.name];
    if (value === undefined) continue;
    if (field.fields && field.type === "object") {
      expectStored(record[field.as] as Json, value as Json, field.fields);
    } else if (field.type !== "array" && !field.as.includes(".")) {
      const stored = record[field.as];
      expect(field.format === "date" ? String(stored).slice(0, 10) : stored, field.name).toEqual(value);
    }
  }
}

/** Lines sent: the subtotal is their quantities times unit amounts (amounts exclude tax). */
function expectLines(record: Json, sent: Json) {
  const lines = sent.line_items as Json[] | undefined;
  if (!lines) return;
  const subTotal = lines.reduce(
    (sum, line) => sum + Number(line.quantity ?? 1) * Number(line.unit_amount),
    0,
  );
  expect(record.SubTotal).toBeCloseTo(subTotal, 2);
  expect(Number(record.Total)).toBeGreaterThanOrEqual(subTotal);
  expect(record.LineItems as unknown[]).toHaveLength(lines.length);
}

async function checkDocument({ row, input, result, read }: WriteCheckContext) {
  const collection = row.path.split("/")[1] ?? "";
  const idField = ID_FIELDS[collection] ?? "";
  const written = (result as Json)[collection] as Json[];
  const { records, fields } = sentRecords(row, input);
  expect(written).toHaveLength(records.length);
  const pathId = row.params.find((param) => param.in === "path");
  const readTool = ledgerTools.find(
    (candidate) => candidate.method === "GET" && candidate.path === `/${collection}/{${idField}}`,
  ) as ToolRow;
  for (const [index, record] of written.entries()) {
    const sent = records[index] as Json;
    expect(record.HasErrors ?? false).toBe(false);
    expect(String(record[idField])).toMatch(UUID);
    if (pathId) expect(record[idField]).toBe(input[pathId.name]);
    expectStored(record, sent, fields);
    expectLines(record, sent);
    const back = (await read(readTool.name, {
      [readTool.params.find((param) => param.in === "path")?.name ?? ""]: record[idField],
      [readTool.params.find((param) => param.as === "xero-tenant-id")?.name ?? ""]: input.tenant_id,
    })) as Json;
    const stored = (back[collection] as Json[])[0] as Json;
    for (const key of [idField, "Status", "Total", "Reference"])
      expect(stored[key], key).toEqual(record[key]);
  }
}

export const DOCUMENTS_CHECKS: WriteChecks = Object.fromEntries(
  TOOLS.map((row) => [row.name, checkDocument]),
);
