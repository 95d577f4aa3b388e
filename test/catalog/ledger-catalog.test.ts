// One table over every LedgerApi row: the spec's names and parameters, and the request facts of the
// Xero operation each performs (method, path, path parameter formats, query and header names, body),
// from fixtures copied out of the spec and the official OpenAPI spec 16.1.0. The rows take those facts
// from lib/catalog/ledger/operations.generated.ts; this holds the built rows against the official ones.
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parametersSchema } from "../../lib/catalog/json-schema";
import { ledgerTools } from "../../lib/catalog/ledger/index";
import type { ParamSpec, ToolRow } from "../../lib/catalog/types";
import facts from "../fixtures/ledger-operations.json";
import spec from "../fixtures/ledger-tool-interfaces.json";

type Fact = (typeof facts.operations)[number];
type Wire = { name: string; required: boolean; type: string; format?: string; items?: string };

const factOf = new Map(facts.operations.map((op) => [op.tool, op as Fact]));
const specOf = new Map(spec.tools.map((tool) => [tool.tool, tool]));

/** Tools beyond the spec's 153, over Xero's identity API rather than the accounting spec. */
const BEYOND_SPEC = new Set(["LedgerApi.GetConnectedTenants"]);
/** The seed's tools: the interface spec's 153, held to it exactly. */
const specRows = ledgerTools.filter((row) => specOf.has(row.name));
/** Xero operations the seed left out (issue 24, docs/full-coverage.md): held to the operation facts. */
const beyondSeed = ledgerTools.filter((row) => !specOf.has(row.name) && !BEYOND_SPEC.has(row.name));

/** Optional parameters this project adds beyond the spec (allowed by the contract). */
const ADDITIONS: Record<string, string[]> = Object.fromEntries(
  facts.operations
    .filter((op) => /^create\w*History/.test(op.operationId))
    .map((op) => [op.tool, ["history_details"]]),
);

const PDF_OPERATIONS = new Set([
  "getInvoiceAsPdf",
  "getCreditNoteAsPdf",
  "getQuoteAsPdf",
  "getPurchaseOrderAsPdf",
]);

function expectedFamily(fact: Fact): string {
  // Xero deletes payments, batch payments and bank transfers by a status write: deletes all the same.
  if (fact.method === "DELETE" || fact.operationId.startsWith("delete")) return "ledger-delete";
  if (fact.method === "PUT" || fact.method === "POST") return "ledger-write";
  if (fact.path.startsWith("/Reports")) return "ledger-reports";
  if (/Attachments/.test(fact.path) || PDF_OPERATIONS.has(fact.operationId)) return "ledger-files";
  return "ledger-read";
}

const mapped = (row: ToolRow, location: ParamSpec["in"]) =>
  row.params.filter((param) => param.in === location);

describe("LedgerApi catalog", () => {
  it("has no tool twice: the seed's, GetConnectedTenants, and Xero operations of the facts", () => {
    expect(new Set(ledgerTools.map((row) => row.name)).size).toBe(ledgerTools.length);
    for (const row of beyondSeed) expect(factOf.get(row.name)?.operationId, row.name).toBe(row.operationId);
    const operations = ledgerTools.map((row) => row.operationId);
    expect(new Set(operations).size).toBe(operations.length);
  });

  it("has a row for every tool of the spec (153), GetConnectedTenants, and every other operation of Xero's spec", () => {
    expect(specRows.length).toBe(153);
    // The facts hold all 235 operations of Xero's Accounting API spec 16.1.0; each is one tool.
    expect(facts.operations).toHaveLength(235);
    const rowNames = new Set(beyondSeed.map((row) => row.name));
    const missing = facts.operations.filter((op) => !specOf.has(op.tool) && !rowNames.has(op.tool));
    expect(missing.map((op) => op.operationId)).toEqual([]);
    expect(ledgerTools.length).toBe(236);
    const rows = new Set(ledgerTools.map((row) => row.name));
    expect(spec.tools.map((tool) => tool.tool).filter((name) => !rows.has(name))).toEqual([]);
  });

  describe("LedgerApi.GetConnectedTenants", () => {
    const row = ledgerTools.find(
      (candidate) => candidate.name === "LedgerApi.GetConnectedTenants",
    ) as ToolRow;

    it("reads Xero's connections beside the accounting API, with no parameters and no tenant", () => {
      expect(row).toMatchObject({
        family: "ledger-read",
        method: "GET",
        path: "/connections",
        fromOrigin: true,
      });
      expect(row.params).toEqual([]);
      expect(row.flags).toEqual({ readOnly: true, destructive: false, idempotent: true });
      expect(row.description).toMatch(/^Call this first/);
      expect(row.description).toMatch(/tenantId/);
    });
  });

  describe.each(beyondSeed.map((row) => [row.name, row] as const))("%s (beyond the seed)", (name, row) => {
    const fact = factOf.get(name) as Fact;
    const sent = (location: ParamSpec["in"]) =>
      mapped(row, location)
        .map((param) => param.as)
        .sort();

    it("performs its Xero operation, in the right family, keyed", () => {
      expect(row).toMatchObject({ operationId: fact.operationId, method: fact.method, path: fact.path });
      expect(row.family).toBe(expectedFamily(fact));
      // An update can void or delete through the status, an upload replaces a file of the same
      // name, a delete removes: destructive; another create is not.
      const losesData =
        /^(update|delete)/.test(fact.operationId) || /AttachmentByFileName$/.test(fact.operationId);
      expect(row.flags).toEqual({ readOnly: false, destructive: losesData, idempotent: false });
      expect(sent("header")).toContain("Idempotency-Key");
    });

    it("maps every query and header parameter of the operation once, and sends the body's collection", () => {
      expect(sent("query")).toEqual((fact.queryParams as Wire[]).map((wire) => wire.name).sort());
      expect(sent("path")).toEqual((fact.pathParams as Wire[]).map((wire) => wire.name).sort());
      const headers = (fact.headerParams as Wire[]).map((wire) => wire.name);
      if (fact.requestBody?.contentTypes.includes("application/octet-stream")) {
        // A file upload: the body is one `file` parameter's bytes, their media type the Content-Type.
        expect(sent("header")).toEqual([...headers, "Content-Type"].sort());
        expect(mapped(row, "file").map((param) => param.required)).toEqual([true]);
        expect(mapped(row, "body")).toEqual([]);
        return;
      }
      expect(sent("header")).toEqual(headers.sort());
      // The wrapper's collection, as the spec names it (x-objectArrayKey: invoices → {"Invoices": [...]}).
      const wrappers = facts.bodySchemas as unknown as Record<
        string,
        { "x-objectArrayKey"?: string; properties?: object }
      >;
      const wrapper = wrappers[fact.requestBody?.schema ?? ""];
      const body = mapped(row, "body");
      if (!wrapper?.["x-objectArrayKey"]) {
        // A bare record (PUT /Accounts sends one Account): each body parameter is one of its members.
        const members = Object.keys(wrapper?.properties ?? {});
        expect(
          body.map((param) => param.as).filter((as) => !members.includes(as?.split(".")[0] ?? "")),
        ).toEqual([]);
        return;
      }
      const key = (name: string) => name.replaceAll("_", "").toLowerCase();
      const collection = Object.keys(wrapper?.properties ?? {}).find(
        (name) => key(name) === key(wrapper?.["x-objectArrayKey"] ?? ""),
      );
      expect(body.map((param) => (param.as ?? "").replace(/\.0$/, ""))).toEqual([collection]);
      expect(body.every((param) => param.required && param.fields)).toBe(true);
      // The collection as a list (up to 50), or one record of it in a path-addressed update.
      const [record] = body;
      expect(record?.as).toBe(record?.type === "array" ? collection : `${collection}.0`);
    });
  });

  describe.each(specRows.map((row) => [row.name, row] as const))("%s", (name, row) => {
    const fact = factOf.get(name) as Fact;
    const entry = specOf.get(name) as (typeof spec.tools)[number];

    it("performs the spec's Xero operation, in the right family", () => {
      expect(row.toolkit).toBe("LedgerApi");
      expect(row.operationId).toBe(entry.operation);
      expect(row.operationId).toBe(fact.operationId);
      expect(row.method).toBe(fact.method);
      // The 4 PDF operations are declared as `<resource>/pdf` but served by the resource URL with
      // Accept: application/pdf (the spec's x-path, which Xero's SDKs call).
      expect(row.path).toBe(
        PDF_OPERATIONS.has(fact.operationId) ? fact.path.replace(/\/pdf$/, "") : fact.path,
      );
      expect(row.family).toBe(expectedFamily(fact));
    });

    it("takes exactly the spec's parameters", () => {
      const names = row.params.map((param) => param.name).sort();
      const expected = [
        ...Object.keys(entry.required),
        ...Object.keys(entry.optional),
        ...(ADDITIONS[name] ?? []),
      ];
      expect(names).toEqual(expected.sort());
      const required = row.params.filter((param) => param.required).map((param) => param.name);
      expect(required.sort()).toEqual(Object.keys(entry.required).sort());
      for (const [param, note] of Object.entries({ ...entry.required, ...entry.optional })) {
        const type = row.params.find((candidate) => candidate.name === param)?.type;
        if (/^integer/.test(note)) expect(type, param).toBe("integer");
        if (/^boolean/.test(note)) expect(type, param).toBe("boolean");
        if (/^array/.test(note)) expect(type, param).toBe("array");
      }
    });

    it("fills each path parameter with Xero's name and format", () => {
      const path = mapped(row, "path");
      expect(path.map((param) => param.as).sort()).toEqual(fact.pathParams.map((param) => param.name).sort());
      for (const wire of fact.pathParams as Wire[]) {
        const param = path.find((candidate) => candidate.as === wire.name) as ParamSpec;
        expect(param.required, wire.name).toBe(true);
        if (wire.format === "uuid") expect(param.format, wire.name).toBe("uuid");
        if (wire.type === "integer") expect(param.type, wire.name).toBe("integer");
      }
    });

    it("sends query parameters under Xero's names and types", () => {
      for (const param of mapped(row, "query")) {
        const wire = (fact.queryParams as Wire[]).find((candidate) => candidate.name === param.as);
        expect(wire, `${param.name} -> ${param.as}`).toBeDefined();
        if (wire?.type === "array") expect(param.type).toBe("array");
        if (wire?.type === "integer") expect(param.type).toBe("integer");
        if (wire?.type === "boolean") expect(param.type).toBe("boolean");
        if (wire?.items === "string:uuid") expect(param.items?.format).toBe("uuid");
      }
    });

    it("sends headers under Xero's names, every required one mapped", () => {
      const headers = mapped(row, "header");
      for (const param of headers) {
        expect(
          (fact.headerParams as Wire[]).map((wire) => wire.name),
          param.name,
        ).toContain(param.as);
      }
      for (const wire of (fact.headerParams as Wire[]).filter((candidate) => candidate.required)) {
        const param = headers.find((candidate) => candidate.as === wire.name);
        expect(param, wire.name).toBeDefined();
        // SetupConversionDetails needs its tenant only when executing (schema mode).
        if (!row.schemaMode) expect(param?.required, wire.name).toBe(true);
      }
      if (row.schemaMode) expect(row.schemaMode.requiredInExecute).toContain("tenant_identifier");
    });

    it("sends a body when Xero requires one, and reads files as files", () => {
      if (fact.requestBody?.required)
        expect(mapped(row, "body").length > 0 || Boolean(row.schemaMode)).toBe(true);
      const success = Object.entries(fact.responses).find(([status]) => status.startsWith("2"))?.[1] ?? [];
      const binary = (success as string[]).some((type) => /application\/(pdf|octet-stream)/.test(type));
      expect(row.result === "file", "file result").toBe(binary);
      if (PDF_OPERATIONS.has(fact.operationId)) expect(row.accept).toBe("application/pdf");
    });

    it("has flags and a description that say what it does", () => {
      expect(row.flags.readOnly).toBe(row.method === "GET");
      // The Setup can rename or retype existing accounts and overwrite conversion balances.
      expect(row.flags.destructive).toBe(
        row.method === "DELETE" || row.name === "LedgerApi.SetupConversionDetails",
      );
      if (row.method === "DELETE") expect(row.description).toMatch(/permanently/i);
      expect(row.description.length).toBeGreaterThan(40);
      for (const param of row.params) {
        expect(param.description.length, param.name).toBeGreaterThan(10);
        if (param.in === "none") expect(param.note, param.name).toBeTruthy();
      }
    });

    it("derives a JSON Schema that compiles", () => {
      expect(() => new Ajv({ strict: false, logger: false }).compile(parametersSchema(row))).not.toThrow();
    });
  });
});
