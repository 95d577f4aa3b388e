// Values are checked for what they mean, not only their JSON type: integers are finite safe integers
// within their range (`1e400` parses to Infinity), dates and date-times name real days and times,
// ids are bare UUIDs, header values are header-safe, text is well-formed Unicode. Every refusal
// names the parameter and what is allowed.
import { describe, expect, it } from "vitest";
import { bodySchemas } from "../../lib/catalog/bodies/index";
import { allTools, findTool } from "../../lib/catalog/index";
import { validationSchema } from "../../lib/catalog/json-schema";
import type { JsonSchema, ToolRow } from "../../lib/catalog/types";
import { ToolError } from "../../lib/runtime/errors";
import { assertValid } from "../../lib/runtime/validate";

const TENANT = "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f";
const ID = "9d7d0c6a-9a2e-4a51-8f2a-0c1a2b3c4d5e";

interface Problem {
  parameter: string;
  message: string;
}

/** The problems validation reports for `input` to `tool`; empty when it is valid. */
function problemsOf(tool: string, input: Record<string, unknown>): Problem[] {
  const row = findTool(tool) as ToolRow;
  try {
    assertValid(validationSchema(row), input, { subject: `parameters for ${tool}` });
    return [];
  } catch (error) {
    if (!(error instanceof ToolError) || error.type !== "ValidationError") throw error;
    return (error.details as { problems: Problem[] }).problems;
  }
}

function bodyProblems(schema: string, body: unknown): Problem[] {
  try {
    assertValid(bodySchemas[schema] as JsonSchema, body, { subject: "request_body", prefix: "request_body" });
    return [];
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return (error.details as { problems: Problem[] }).problems;
  }
}

const named = (problems: Problem[]) => problems.map((problem) => problem.parameter);

describe("integers", () => {
  it.each([
    [
      "LedgerApi.RetrieveJournalByNumber",
      { journal_number: Number.POSITIVE_INFINITY, tenant_identifier: TENANT },
    ],
    ["LedgerApi.RetrieveInvoices", { ledger_tenant_id: TENANT, page_number: Number.POSITIVE_INFINITY }],
    ["TasksApi.CreateProjectInTasks", { project_name: "x", project_sort_order: Number.NEGATIVE_INFINITY }],
    ["TasksApi.CreateProjectInTasks", { project_name: "x", project_sort_order: 2 ** 53 }],
    ["LedgerApi.RetrieveInvoices", { ledger_tenant_id: TENANT, page_number: 1e21 }],
  ])("%s refuses a non-finite or unsafe integer, naming the parameter and its range", (tool, input) => {
    const problems = problemsOf(tool, input);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/ from -?\d+ to \d+$/);
  });

  it("states the range the spec gives: periods 1 to 12, page from 1, page size 1 to 100", () => {
    expect(
      problemsOf("LedgerApi.GetBalanceSheetReport", {
        ledger_tenant_identifier: TENANT,
        number_of_periods: 13,
      }),
    ).toEqual([{ parameter: "number_of_periods", message: "must be a whole number from 1 to 12" }]);
    expect(
      named(problemsOf("LedgerApi.RetrieveInvoices", { ledger_tenant_id: TENANT, page_number: 0 })),
    ).toEqual(["page_number"]);
    expect(
      problemsOf("LedgerApi.RetrieveInvoices", { ledger_tenant_id: TENANT, records_per_page: 101 }),
    ).toEqual([{ parameter: "records_per_page", message: "must be a whole number from 1 to 100" }]);
  });

  it("refuses Infinity inside a schema-mode body (JSON `1e400`)", () => {
    const body = JSON.parse('{"title":"x","sortOrder":1e400,"items":[{"title":"a","sortOrder":-1e400}]}');
    expect(named(bodyProblems("TickTickTaskCreate", body))).toEqual([
      "request_body.sortOrder",
      "request_body.items.0.sortOrder",
    ]);
    expect(
      named(bodyProblems("XeroSetup", JSON.parse('{"ConversionDate":{"Month":1e400,"Year":2026}}'))),
    ).toEqual(["request_body.ConversionDate.Month"]);
    expect(
      named(bodyProblems("XeroSetup", JSON.parse('{"ConversionBalances":[{"Balance":1e400}]}'))),
    ).toEqual(["request_body.ConversionBalances.0.Balance"]);
  });
});

describe("dates and date-times", () => {
  const dateParams = allTools.flatMap((row) =>
    row.params.filter((param) => param.format === "date").map((param) => [row.name, param.name] as const),
  );

  it("every date parameter of every tool refuses days that do not exist and accepts a leap day", () => {
    expect(dateParams.length).toBeGreaterThanOrEqual(20);
    for (const [tool, name] of dateParams) {
      const row = findTool(tool) as ToolRow;
      for (const impossible of ["2024-13-01", "2023-02-29", "2026-04-31", "2026-00-10"]) {
        expect(
          problemsOf(tool, minimalInput(row, { [name]: impossible })),
          `${tool} ${name} ${impossible}`,
        ).toEqual([
          { parameter: name, message: expect.stringContaining("a real calendar day as YYYY-MM-DD") },
        ]);
      }
      expect(problemsOf(tool, minimalInput(row, { [name]: "2024-02-29" })), `${tool} ${name}`).toEqual([]);
    }
  });

  it("RetrievePurchaseOrders' date filters are real dates", () => {
    const problems = problemsOf("LedgerApi.RetrievePurchaseOrders", {
      ledger_tenant_id: TENANT,
      filter_by_start_date: "2024-13-01",
      filter_by_end_date: "2024-02-30",
    });
    expect(named(problems).sort()).toEqual(["filter_by_end_date", "filter_by_start_date"]);
  });

  it("If-Modified-Since is a real date-time", () => {
    const tool = "LedgerApi.RetrieveManualJournals";
    expect(
      named(
        problemsOf(tool, { tenant_identifier: TENANT, modified_since_timestamp: "2026-02-30T00:00:00Z" }),
      ),
    ).toEqual(["modified_since_timestamp"]);
    expect(
      problemsOf(tool, { tenant_identifier: TENANT, modified_since_timestamp: "2026-01-01T24:00:00Z" }),
    ).toHaveLength(1);
    expect(
      problemsOf(tool, { tenant_identifier: TENANT, modified_since_timestamp: "2026-01-31T00:00:00Z" }),
    ).toEqual([]);
  });

  it("TickTick task dates are real date-times in TickTick's forms", () => {
    for (const bad of [
      "2026-02-30T10:00:00+0000",
      "2026-13-01T10:00:00Z",
      "2026-01-01T25:00:00",
      "2026-01-01T10:61:00Z",
    ]) {
      expect(named(bodyProblems("TickTickTaskCreate", { title: "x", dueDate: bad })), bad).toEqual([
        "request_body.dueDate",
      ]);
    }
    for (const good of [
      "2026-11-21T09:00:00+0000",
      "2024-02-29T23:59:59.999Z",
      "2026-11-21T09:00:00+05:30",
      "2026-11-21T09:00:00",
    ]) {
      expect(
        bodyProblems("TickTickTaskCreate", {
          title: "x",
          dueDate: good,
          items: [{ title: "a", startDate: good }],
        }),
        good,
      ).toEqual([]);
    }
  });
});

describe("values sent in headers", () => {
  const tenantNames = [
    ...new Set(
      allTools.flatMap((row) => row.params.filter((p) => p.as === "xero-tenant-id").map((p) => p.name)),
    ),
  ];

  it.each(tenantNames)("tenant parameter %s takes only a UUID", (name) => {
    const row = allTools.find((candidate) =>
      candidate.params.some((param) => param.name === name && param.required),
    ) as ToolRow;
    for (const bad of [
      `${TENANT}\r\n`,
      "a\u0000b",
      "😀",
      `\u200f${TENANT}`,
      "tenant-1",
      `urn:uuid:${TENANT}`,
      "",
    ]) {
      expect(named(problemsOf(row.name, minimalInput(row, { [name]: bad }))), JSON.stringify(bad)).toContain(
        name,
      );
    }
    expect(problemsOf(row.name, minimalInput(row, { [name]: TENANT.toUpperCase() }))).toEqual([]);
  });

  it("an idempotency key is 1-128 printable ASCII characters", () => {
    const tool = "LedgerApi.CreateInvoiceHistory";
    const input = (key: string) => ({ invoice_id: ID, tenant_identifier: TENANT, idempotency_key: key });
    for (const good of ["k", "x".repeat(128), "order 42: retry #1", "~!@#$%^&*()"]) {
      expect(problemsOf(tool, input(good)), good).toEqual([]);
    }
    for (const bad of [
      "",
      "x".repeat(129),
      "k\r\nX-Injected: 1",
      "k\u0000",
      "😀",
      "clé",
      " leading",
      "trailing ",
    ]) {
      expect(named(problemsOf(tool, input(bad))), JSON.stringify(bad)).toContain("idempotency_key");
    }
  });
});

describe("text", () => {
  it("refuses an unpaired surrogate anywhere, naming where", () => {
    expect(
      problemsOf("LedgerApi.RetrieveInvoices", { ledger_tenant_id: TENANT, filter_by_condition: "a\ud800b" }),
    ).toEqual([
      { parameter: "filter_by_condition", message: expect.stringContaining("well-formed Unicode") },
    ]);
    expect(named(bodyProblems("TickTickTaskCreate", { title: "x", items: [{ title: "\udc00" }] }))).toEqual([
      "request_body.items.0.title",
    ]);
    expect(
      problemsOf("LedgerApi.RetrieveInvoices", { ledger_tenant_id: TENANT, filter_by_condition: "😀 ok" }),
    ).toEqual([]);
  });

  it("a list item may not hold a comma (the list is sent comma-separated)", () => {
    expect(
      named(
        problemsOf("LedgerApi.RetrieveInvoices", {
          ledger_tenant_id: TENANT,
          filter_by_invoice_numbers: ["INV-1,INV-2"],
        }),
      ),
    ).toEqual(["filter_by_invoice_numbers.0"]);
  });

  it("a UUID is the bare 8-4-4-4-12 form", () => {
    const tool = "LedgerApi.GetInvoiceDetails";
    for (const bad of [`urn:uuid:${ID}`, `{${ID}}`, ID.replaceAll("-", "")]) {
      expect(problemsOf(tool, { invoice_identifier: bad, ledger_tenant_id: TENANT })).toEqual([
        {
          parameter: "invoice_identifier",
          message: expect.stringContaining("8-4-4-4-12 hexadecimal digits"),
        },
      ]);
    }
  });

  it("TickTick names and titles may not be blank", () => {
    expect(named(problemsOf("TasksApi.CreateProjectInTasks", { project_name: " \n\t" }))).toEqual([
      "project_name",
    ]);
    expect(named(bodyProblems("TickTickTaskCreate", { title: "\u00a0" }))).toEqual(["request_body.title"]);
  });
});

/** Values for the row's other required parameters, so a problem belongs to the parameter under test. */
function minimalInput(row: ToolRow, input: Record<string, unknown>): Record<string, unknown> {
  const filled: Record<string, unknown> = {};
  for (const param of row.params) {
    if (!param.required || input[param.name] !== undefined) continue;
    if (param.format === "uuid") filled[param.name] = ID;
    else if (param.type === "integer" || param.type === "number") filled[param.name] = 1;
    else if (param.enum) filled[param.name] = param.enum[0];
    else if (param.as === "contentType") filled[param.name] = "application/pdf";
    else filled[param.name] = "x";
  }
  return { ...filled, ...input };
}
