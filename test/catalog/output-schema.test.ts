// Every tool's outputSchema (lib/catalog/output-schema.ts): generated from today's facts, listed the
// same on every path, compiled by the validators the official clients use (SDK 1.x: Ajv draft-07;
// SDK 2.x: Ajv2020) even in strict mode, small, and not a schema that lets everything through: a
// wrong answer (the collection missing, not an array, a record field of the wrong type) is refused.
import { readFileSync } from "node:fs";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { allTools, findTool } from "../../lib/catalog/index";
import { clientNameOf } from "../../lib/catalog/names";
import { outputSchemaOf } from "../../lib/catalog/output-schema";
import { LEDGER_RESPONSES } from "../../lib/catalog/output-schema-ledger.generated";
import type { JsonSchema } from "../../lib/catalog/types";
import { deploymentBudget } from "../../lib/mcp/calling/budget";
import { listedTools } from "../../lib/mcp/listing/from-rows";
import { RESPONSES_FILE, responsesSource } from "../../scripts/ledger-operations";
import { mcpList } from "../../scripts/mcp-listing";

const schemaOf = (name: string): JsonSchema => {
  const row = findTool(name);
  if (!row) throw new Error(`no tool ${name}`);
  return outputSchemaOf(row, LEDGER_RESPONSES);
};

const strict = new Ajv2020({ strict: true, strictRequired: false, allErrors: true });
const valid = (name: string, answer: unknown) => strict.validate(schemaOf(name), answer);

describe("the output schemas", () => {
  it("are derived from the fixture's facts as they are today (npm run docs)", () => {
    expect(readFileSync(RESPONSES_FILE, "utf8")).toBe(responsesSource());
  });

  it("are on every tool, the same in the generated list and the list over rows", async () => {
    const generated = mcpList();
    const listed = await listedTools(allTools, "tools", deploymentBudget({}));
    expect(listed).toHaveLength(allTools.length);
    for (const [i, row] of allTools.entries()) {
      const schema = outputSchemaOf(row, LEDGER_RESPONSES);
      expect(schema.type).toBe("object");
      expect(generated[row.name]?.tool.outputSchema).toEqual(schema);
      expect(listed[i]?.name).toBe(clientNameOf(row));
      expect(listed[i]?.outputSchema).toEqual(schema);
    }
  });

  it("compile in strict Ajv2020 and in the SDK client's validator, each within 3 KB", () => {
    const client = new AjvJsonSchemaValidator();
    for (const row of allTools) {
      const schema = outputSchemaOf(row, LEDGER_RESPONSES);
      expect(() => strict.compile(schema), row.name).not.toThrow();
      expect(() => client.getValidator(schema), row.name).not.toThrow();
      expect(JSON.stringify(schema).length, row.name).toBeLessThanOrEqual(3_000);
    }
  });

  it("take a Xero wrapper with its collection, and refuse one without it or with it not a list", () => {
    const invoice = { InvoiceID: "243216c5-369e-4056-ac67-05388f86dc81", Total: 12.5, LineItems: [] };
    expect(valid("LedgerApi.RetrieveInvoices", { Id: "x", Invoices: [invoice, { Extra: 1 }] })).toBe(true);
    expect(valid("LedgerApi.RetrieveInvoices", { Invoices: [] })).toBe(true);
    expect(valid("LedgerApi.RetrieveInvoices", { Id: "x", Status: "OK" })).toBe(false);
    expect(valid("LedgerApi.RetrieveInvoices", { Invoices: invoice })).toBe(false);
    expect(valid("LedgerApi.RetrieveInvoices", { Invoices: [{ ...invoice, Total: "12.50" }] })).toBe(false);
    expect(valid("LedgerApi.RetrieveInvoices", { Contacts: [] })).toBe(false);
    // Reports answer `{Reports: [...]}`; contacts `{Contacts: [...]}`.
    expect(valid("LedgerApi.GetBalanceSheetReport", { Reports: [{ ReportID: "BalanceSheet" }] })).toBe(true);
    expect(valid("LedgerApi.GetBalanceSheetReport", { Reports: "BalanceSheet" })).toBe(false);
  });

  it("take the budget's partial answer, a stored answer's link, a summary and a tool error", () => {
    const partial = { note: "Partial answer: records 1 to 2.", shown: 2, next: { tool: "t", arguments: {} } };
    expect(valid("LedgerApi.RetrieveInvoices", { Invoices: [{}, {}], _partial: partial })).toBe(true);
    expect(valid("LedgerApi.RetrieveInvoices", { Invoices: [{}], _partial: { shown: 1 } })).toBe(false);
    const resultLocation = { url: "https://results.example/x", expiresAt: "2026-11-25T12:15:00.000Z" };
    const stored = { _partial: { note: "stored", shown: 0 }, resultLocation };
    expect(valid("LedgerApi.RetrieveInvoices", stored)).toBe(true);
    expect(valid("LedgerApi.RetrieveInvoices", { ...stored, resultLocation: { expiresAt: "x" } })).toBe(
      false,
    );
    const summary = { Id: "x", _partial: { note: "summarised", shown: 1, summarised: true } };
    expect(valid("LedgerApi.RetrieveInvoices", summary)).toBe(true);
    expect(
      valid("LedgerApi.RetrieveInvoices", { Id: "x", _partial: { ...summary._partial, summarised: 1 } }),
    ).toBe(false);
    expect(valid("LedgerApi.RetrieveInvoices", { Id: "x", Status: "OK", Note: "no records" })).toBe(false);
    expect(
      valid("LedgerApi.RetrieveInvoices", { error: { type: "NotFound", message: "No such invoice." } }),
    ).toBe(true);
    expect(valid("LedgerApi.RetrieveInvoices", { error: "NotFound" })).toBe(false);
  });

  it("take a destructive tool's confirmation and a schema-mode tool's body schema, on those tools only", () => {
    const confirmation = { confirmationRequired: true, confirmationToken: "t", tool: "x" };
    expect(valid("LedgerApi.DeleteInventoryItem", confirmation)).toBe(true);
    expect(valid("LedgerApi.DeleteInventoryItem", { result: null })).toBe(true);
    expect(valid("LedgerApi.DeleteInventoryItem", { result: "deleted" })).toBe(false);
    expect(valid("LedgerApi.RetrieveInvoices", confirmation)).toBe(false);
    const body = { type: "object", properties: { title: { type: "string" } } };
    expect(valid("TasksApi.CreateTaskTasks", body)).toBe(true);
    expect(valid("TasksApi.CreateTaskTasks", { id: "5eed", title: "Write", priority: 3 })).toBe(true);
    expect(valid("TasksApi.CreateTaskTasks", { title: "Write" })).toBe(false);
    expect(valid("TasksApi.RetrieveTaskDetails", body)).toBe(false);
  });

  it("describe TickTick's and the identity API's answers from their references", () => {
    expect(valid("TasksApi.GetUserProjects", { result: [{ id: "p1", name: "Work", sortOrder: 0 }] })).toBe(
      true,
    );
    expect(valid("TasksApi.GetUserProjects", { result: [{ name: "Work" }] })).toBe(false);
    expect(valid("TasksApi.RetrieveProjectWithTasks", { project: { id: "p" }, tasks: [], columns: [] })).toBe(
      true,
    );
    expect(valid("TasksApi.RetrieveProjectWithTasks", { project: { id: "p" } })).toBe(false);
    expect(valid("TasksApi.MoveTasksBetweenProjects", { result: [{ id: "t", etag: "e" }] })).toBe(true);
    expect(valid("LedgerApi.GetConnectedTenants", { result: [{ tenantId: "t", tenantType: "X" }] })).toBe(
      true,
    );
    expect(valid("LedgerApi.GetConnectedTenants", { result: { tenantId: "t" } })).toBe(false);
  });

  it("describe a file tool's answer by the file, not by its bytes", () => {
    const pdf = { contentType: "application/pdf", fileName: "INV-0001.pdf", size: 2048 };
    expect(valid("LedgerApi.RetrieveInvoicePdf", pdf)).toBe(true);
    expect(valid("LedgerApi.RetrieveInvoicePdf", { ...pdf, url: "https://x", expiresAt: "t" })).toBe(true);
    expect(valid("LedgerApi.RetrieveInvoicePdf", { contentType: "application/pdf" })).toBe(false);
    expect(valid("LedgerApi.RetrieveInvoicePdf", { ...pdf, size: "2 KB" })).toBe(false);
  });
});
