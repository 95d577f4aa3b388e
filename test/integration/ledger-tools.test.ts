// Every LedgerApi tool end to end: the real family handler (direct invokes, as Step Functions
// makes them) and the local gateway of `npm start` (HTTP -> API Gateway event -> handler), against
// the Xero sandbox organisation over HTTP. Each call asserts something true of the starting data.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as deleteHandler } from "../../functions/ledger-delete";
import { handler as filesHandler } from "../../functions/ledger-files";
import { handler as readHandler } from "../../functions/ledger-read";
import { handler as reportsHandler } from "../../functions/ledger-reports";
import { handler as writeHandler } from "../../functions/ledger-write";
import { validationSchema } from "../../lib/catalog/json-schema";
import { ledgerTools } from "../../lib/catalog/ledger/index";
import type { ToolRow } from "../../lib/catalog/types";
import { ToolError } from "../../lib/runtime/errors";
import { assertValid } from "../../lib/runtime/validate";
import type { XeroRecord } from "../../local/sandbox/ledger/types";
import { type LocalStack, startLocalStack } from "../../local/stack";
import { WRITE_CHECKS } from "../support/ledger-write-checks/index";
import { type Call, directTransport, gatewayTransport } from "../support/transports";
import { attachmentFor, inputFor, P, S, SETUP_BODY, startingData, wrapperOf } from "./ledger-cases";

const HANDLERS = {
  "ledger-read": readHandler,
  "ledger-write": writeHandler,
  "ledger-delete": deleteHandler,
  "ledger-reports": reportsHandler,
  "ledger-files": filesHandler,
} as const;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Every secondary-tenant starting-data id has this shape; none may leak into a primary answer. */
const SECONDARY_ID = /00000000-0000-4000-8000-000000b/;

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
});
afterAll(() => stack.close());
beforeEach(() => stack.ledgerSandbox?.reset());

const byHandler = (row: ToolRow): Call => directTransport(HANDLERS[row.family as keyof typeof HANDLERS]);
const transports: [string, (row: ToolRow) => Call][] = [
  ["family handler", byHandler],
  ["local gateway", () => gatewayTransport(stack.url)],
];

type Json = Record<string, unknown>;
type FileResult = { contentType: string; fileName?: string; size: number; encoding: string; data: string };

async function callOk(call: Call, tool: string, input: Json): Promise<unknown> {
  const reply = await call(tool, input);
  expect(reply.body.error, `${tool}: ${JSON.stringify(reply.body.error)}`).toBeUndefined();
  expect(reply.status).toBe(200);
  expect(reply.body.tool).toBe(tool);
  return reply.body.result;
}

/** The id a by-id or by-number read asked for, and the field of the record that must carry it. */
function requestedKey(row: ToolRow, input: Json): [string, unknown] | undefined {
  const last = /\{(\w+)\}$/.exec(row.path)?.[1];
  if (!last) return undefined;
  const param = row.params.find((candidate) => candidate.as === last);
  return [last, param ? input[param.name] : undefined];
}

function checkFile(row: ToolRow, input: Json, result: unknown): void {
  const file = result as FileResult;
  const bytes = Buffer.from(file.data, "base64");
  expect(file.encoding).toBe("base64");
  expect(file.size).toBe(bytes.length);
  if (row.accept === "application/pdf") {
    expect(file.contentType).toBe("application/pdf");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-6).toString("latin1")).toContain("%%EOF");
    return;
  }
  const startingAttachment = attachmentFor(row);
  if (!startingAttachment) throw new Error(`${row.name} reads no attachment`);
  // Xero serves attachments as octet-stream: the type is the one the caller named, the starting-data one.
  expect(file.contentType).toBe(startingAttachment.ref.mimeType);
  expect(Buffer.compare(bytes, Buffer.from(startingAttachment.file.bytes))).toBe(0);
  if (row.path.endsWith("{FileName}")) {
    // No Content-Disposition comes back: the name is the one asked for in the path.
    const asked = row.params.find((param) => param.as === "FileName")?.name ?? "";
    expect(input[asked]).toBe(startingAttachment.ref.fileName);
    expect(file.fileName).toBe(startingAttachment.ref.fileName);
  } else {
    expect(file).not.toHaveProperty("fileName");
  }
}

/** An attachment listing: exactly the starting-data files on that record, with their names, types and sizes. */
function checkAttachmentList(row: ToolRow, input: Json, result: Json): void {
  const startingAttachment = attachmentFor(row);
  if (!startingAttachment) throw new Error(`${row.name} lists no attachments`);
  const recordId = String(input[row.params[0]?.name ?? ""]);
  expect(recordId).toBe(startingAttachment.ref.recordId);
  const files = startingData.attachments[recordId] ?? [];
  expect(files.map((file) => file.FileName)).toContain(startingAttachment.ref.fileName);
  const listed = result.Attachments as XeroRecord[];
  expect(listed).toEqual(
    files.map((file) => ({
      AttachmentID: file.AttachmentID,
      FileName: file.FileName,
      Url: `${stack.ledgerSandbox?.url}/${startingAttachment.ref.collection}/${recordId}/Attachments/${encodeURIComponent(file.FileName)}`,
      MimeType: file.MimeType,
      ContentLength: file.bytes.length,
      IncludeOnline: file.IncludeOnline,
    })),
  );
}

/** The sandbox token reaches both starting-data organisations: one connection each, by tenant id and name. */
function checkConnections(result: unknown): void {
  expect(Array.isArray(result)).toBe(true);
  const connections = result as XeroRecord[];
  expect(connections.map((connection) => [connection.tenantId, connection.tenantName])).toEqual([
    [P.tenantId, P.name],
    [S.tenantId, S.name],
  ]);
  for (const connection of connections) {
    expect(connection.tenantType).toBe("ORGANISATION");
    expect(String(connection.id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  }
}

function checkRead(row: ToolRow, input: Json, result: Json): void {
  const records = result[wrapperOf(row)] as XeroRecord[] | undefined;
  expect(Array.isArray(records), `${wrapperOf(row)} in ${JSON.stringify(result).slice(0, 200)}`).toBe(true);
  const list = records as XeroRecord[];
  if (row.path.endsWith("/History")) {
    const id = String(input[row.params[0]?.name ?? ""]);
    expect(list.length).toBe(startingData.histories[id]?.length ?? 0);
    expect(list.length).toBeGreaterThan(0);
    for (const record of list) expect(String(record.DateUTC)).toMatch(ISO);
    return;
  }
  expect(list.length).toBeGreaterThan(0);
  const key = requestedKey(row, input);
  if (key && !row.path.endsWith("/CISSettings") && !row.path.endsWith("/PaymentServices")) {
    const [field, value] = key;
    expect(list).toHaveLength(1);
    expect(String(list[0]?.[field])).toBe(String(value));
  }
}

function checkReport(row: ToolRow, input: Json, result: Json): void {
  const reports = result.Reports as XeroRecord[];
  expect(reports.length).toBeGreaterThan(0);
  if (row.name === "LedgerApi.RetrieveUniqueReportsList" || row.name === "LedgerApi.Retrieve1099Reports") {
    for (const report of reports) expect(report.ReportName).toBeTruthy();
    return;
  }
  const report = reports[0] as XeroRecord;
  expect((report.Rows as unknown[]).length).toBeGreaterThan(0);
  const titles = report.ReportTitles as string[];
  if (row.name === "LedgerApi.RetrieveSpecificReport") {
    expect(report.ReportID).toBe(input.report_id);
    return;
  }
  // The report asked for, about this organisation (or, for aged reports, about the contact asked for).
  expect(report.ReportType).toBe(/\/Reports\/(\w+)$/.exec(row.path)?.[1]);
  if (row.name.includes("Aged")) {
    const contact = startingData.collections.Contacts?.find(
      (candidate) => candidate.ContactID === input[row.params[0]?.name ?? ""],
    );
    expect(titles[1]).toBe(contact?.Name);
  } else {
    expect(titles[1]).toBe(P.name);
  }
}

describe.each(transports)("every LedgerApi tool through the %s", (_name, transportFor) => {
  it.each(ledgerTools.map((row) => [row.name, row] as const))("%s", async (name, row) => {
    const call = transportFor(row);
    const input = inputFor(row);
    const result = await callOk(call, name, input);
    // The one tool that answers about every organisation the token reaches.
    if (row.name === "LedgerApi.GetConnectedTenants") return checkConnections(result);
    // Xero's /Date()/ values never reach a caller, and nothing of the other tenant does.
    expect(JSON.stringify(result ?? null)).not.toContain("/Date(");
    expect(JSON.stringify(result ?? null)).not.toMatch(SECONDARY_ID);

    if (row.result === "file") return checkFile(row, input, result);
    const writeCheck = WRITE_CHECKS[row.name];
    if (writeCheck) {
      const read = (tool: string, extra: Json) => {
        const target = ledgerTools.find((candidate) => candidate.name === tool) as ToolRow;
        return callOk(byHandler(target), tool, extra);
      };
      return writeCheck({ row, input, result, read });
    }
    switch (row.family) {
      case "ledger-read":
        return checkRead(row, input, result as Json);
      case "ledger-reports":
        return checkReport(row, input, result as Json);
      case "ledger-write": {
        if (row.schemaMode) {
          const summary = (result as Json).ImportSummary as { Accounts: Json };
          expect(summary.Accounts.New).toBe(SETUP_BODY.Accounts.length);
          return;
        }
        if (!row.path.endsWith("/History")) return checkCreated(row, input, result as Json);
        const created = ((result as Json).HistoryRecords as XeroRecord[])[0];
        expect(created?.Details).toBe(input.history_details);
        expect(String(created?.DateUTC)).toMatch(ISO);
        // The note is now part of the record's history.
        const readTool = ledgerTools.find(
          (candidate) => candidate.method === "GET" && candidate.path === row.path,
        ) as ToolRow;
        const history = (await callOk(byHandler(readTool), readTool.name, {
          [readTool.params[0]?.name ?? ""]: input[row.params[0]?.name ?? ""],
          [readTool.params[1]?.name ?? ""]: P.tenantId,
        })) as Json;
        const details = (history.HistoryRecords as XeroRecord[]).map((record) => record.Details);
        expect(details).toContain(input.history_details);
        return;
      }
      case "ledger-delete":
        return checkDelete(row, input, result);
      case "ledger-files":
        return checkAttachmentList(row, input, result as Json);
      default:
        throw new Error(`no expectation for ${row.name} (${row.family})`);
    }
  });
});

/** The first starting-data member of a contact group. */
function groupMemberOf(groupId: string): unknown {
  const group = startingData.collections.ContactGroups?.find(
    (candidate) => candidate.ContactGroupID === groupId,
  );
  return (group?.Contacts as XeroRecord[] | undefined)?.[0]?.ContactID;
}

/** What each deletion answers and what it leaves behind, read back through the read tools. */
async function checkDelete(row: ToolRow, input: Json, result: unknown): Promise<void> {
  const read = (tool: string, extra: Json) => directTransport(readHandler)(tool, { ...extra });
  switch (row.name) {
    case "LedgerApi.DeleteAccount": {
      expect(((result as Json).Accounts as XeroRecord[])[0]?.Status).toBe("DELETED");
      const reply = await read("LedgerApi.RetrieveAccountDetails", {
        account_id: P.accounts.deletable,
        ledger_tenant_identifier: P.tenantId,
      });
      expect(reply.body.error?.type).toBe("NotFound");
      return;
    }
    case "LedgerApi.DeleteInventoryItem":
    case "LedgerApi.DeleteLinkedTransaction":
    case "LedgerApi.RemoveContactFromGroup":
    case "LedgerApi.RemoveContactsFromGroup": {
      expect(result).toBeNull(); // Xero answers 204
      if (row.name === "LedgerApi.DeleteInventoryItem") {
        const reply = await read("LedgerApi.RetrieveLedgerItem", {
          item_identifier: P.items.deletable,
          ledger_tenant_identifier: P.tenantId,
        });
        expect(reply.body.error?.type).toBe("NotFound");
      }
      if (row.name === "LedgerApi.DeleteLinkedTransaction") {
        const reply = await read("LedgerApi.GetLinkedTransaction", {
          linked_transaction_id: input.linked_transaction_id,
          tenant_id: P.tenantId,
        });
        expect(reply.body.error?.type).toBe("NotFound");
      }
      if (row.name.startsWith("LedgerApi.RemoveContact")) {
        const group = (await callOk(directTransport(readHandler), "LedgerApi.RetrieveContactGroup", {
          contact_group_id: P.contactGroups.preferredCustomers,
          ledger_tenant_id: P.tenantId,
        })) as Json;
        const members = ((group.ContactGroups as XeroRecord[])[0]?.Contacts ?? []) as XeroRecord[];
        if (row.name === "LedgerApi.RemoveContactsFromGroup") expect(members).toHaveLength(0);
        else {
          expect(input.contact_identifier).toBe(groupMemberOf(P.contactGroups.preferredCustomers));
          expect(members.map((member) => member.ContactID)).not.toContain(input.contact_identifier);
        }
      }
      return;
    }
    case "LedgerApi.DeleteCreditNoteAllocation":
    case "LedgerApi.DeleteOverpaymentAllocation":
    case "LedgerApi.DeletePrepaymentAllocation": {
      const allocation = result as Json;
      expect(allocation.IsDeleted).toBe(true);
      expect(allocation.AllocationID).toBe(input.allocation_id);
      return;
    }
    case "LedgerApi.DeleteTrackingOption":
      expect(((result as Json).Options as XeroRecord[])[0]?.TrackingOptionID).toBe(input.tracking_option_id);
      return;
    case "LedgerApi.RemoveTrackingCategory":
      expect(((result as Json).TrackingCategories as XeroRecord[])[0]?.Status).toBe("DELETED");
      return;
    default:
      throw new Error(`no expectation for ${row.name}`);
  }
}

describe("tenant isolation", () => {
  it("a record of one tenant is not found with the other tenant's id", async () => {
    const call = directTransport(readHandler);
    const reply = await call("LedgerApi.GetInvoiceDetails", {
      invoice_identifier: P.invoices.authorisedOverdue,
      ledger_tenant_id: S.tenantId,
    });
    expect(reply.status).toBe(404);
    expect(reply.body.error?.type).toBe("NotFound");
  });

  it("lists answer only the tenant's own records", async () => {
    const call = directTransport(readHandler);
    const secondary = (await callOk(call, "LedgerApi.RetrieveInvoices", {
      ledger_tenant_id: S.tenantId,
    })) as Json;
    const ids = (secondary.Invoices as XeroRecord[]).map((invoice) => invoice.InvoiceID);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(expect.arrayContaining(Object.values(S.invoices)));
    for (const id of ids) expect(String(id)).toMatch(SECONDARY_ID);
  });

  it("a tenant the token cannot reach is Forbidden", async () => {
    const reply = await directTransport(readHandler)("LedgerApi.GetLedgerOrganisationDetails", {
      ledger_tenant_id: "11111111-2222-4333-8444-555555555555",
    });
    expect(reply.status).toBe(403);
    expect(reply.body.error?.type).toBe("Forbidden");
  });
});

/**
 * A record write (beyond the seed): the records come back with Xero's ids and no validation errors,
 * and read back through the collection's GET.
 */
async function checkCreated(row: ToolRow, input: Record<string, unknown>, result: Json) {
  const collection = wrapperOf(row);
  const created = result[collection] as XeroRecord[];
  const sent = Object.values(input).find(Array.isArray);
  expect(created).toHaveLength(sent ? sent.length : 1);
  for (const record of created) {
    expect(record.HasErrors ?? false).toBe(false);
    expect(Object.values(record).some((value) => typeof value === "string" && UUID.test(value))).toBe(true);
  }
  // The list the records are in: the write's path without a record id (`/Invoices/{InvoiceID}`).
  const listPath = row.path.replace(/\/\{\w+\}$/, "");
  const readTool = ledgerTools.find(
    (candidate) => candidate.method === "GET" && candidate.path === listPath,
  ) as ToolRow;
  const idField = `${collection.replace(/s$/, "")}ID`;
  const read = (await callOk(byHandler(readTool), readTool.name, {
    [readTool.params.find((param) => param.as === "xero-tenant-id")?.name ?? ""]: P.tenantId,
    [readTool.params.find((param) => param.as === "IDs")?.name ?? ""]: created.map(
      (record) => record[idField],
    ),
  })) as Json;
  expect((read[collection] as XeroRecord[]).map((record) => record[idField])).toEqual(
    created.map((record) => record[idField]),
  );
}

it("covers every ledger tool exactly once, each with an input its schema accepts", () => {
  expect(ledgerTools).toHaveLength(236);
  expect(new Set(ledgerTools.map((row) => row.name)).size).toBe(236);
  for (const row of ledgerTools) {
    expect(Object.keys(HANDLERS), row.name).toContain(row.family);
    expect(validationProblems(row, inputFor(row)), row.name).toEqual([]);
  }
});

/** What validation says of `input` for `row`: nothing when the call would be sent. */
function validationProblems(row: ToolRow, input: Json): unknown[] {
  try {
    assertValid(validationSchema(row), input, { subject: row.name });
    return [];
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return (error.details as { problems: unknown[] }).problems;
  }
}
