// Documented value sets and ranges are enforced where Xero's spec defines them: a status Xero does
// not know, or a number past its 32-bit integers, is a 400 naming the parameter and what is allowed,
// before anything is sent (Xero would refuse it, or answer as if the filter were not there).
// The sets are the spec's facts (test/fixtures/ledger-operations.json); the exposed JSON Schema
// carries each one, so clients see it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as readHandler } from "../../functions/ledger-read";
import { handler as reportsHandler } from "../../functions/ledger-reports";
import { parametersSchema } from "../../lib/catalog/json-schema";
import { ledgerTools } from "../../lib/catalog/ledger/index";
import type { JsonSchema, ToolRow } from "../../lib/catalog/types";
import type { LedgerSandbox } from "../../local/sandbox/ledger/index";
import { type LocalStack, startLocalStack } from "../../local/stack";
import facts from "../fixtures/ledger-operations.json";
import { P } from "../integration/ledger-cases";
import { directTransport } from "../support/transports";

const INT32_MAX = 2147483647;
const INVOICE_STATUSES = ["DRAFT", "SUBMITTED", "DELETED", "AUTHORISED", "PAID", "VOIDED"];
const QUOTE_STATUSES = ["DRAFT", "SENT", "DECLINED", "ACCEPTED", "INVOICED", "DELETED"];
const LINK_STATUSES = ["APPROVED", "DRAFT", "ONDRAFT", "BILLED", "VOIDED"];
const PURCHASE_ORDER_STATUSES = ["DRAFT", "SUBMITTED", "AUTHORISED", "BILLED", "DELETED"];
const TIMEFRAMES = ["MONTH", "QUARTER", "YEAR"];

const rowOf = (tool: string) => ledgerTools.find((row) => row.name === `LedgerApi.${tool}`) as ToolRow;
const schemaOf = (tool: string, param: string) =>
  (parametersSchema(rowOf(tool)).properties as Record<string, JsonSchema>)[param] as JsonSchema;

type Rule =
  | { enum: readonly unknown[] }
  | { items: readonly string[] }
  | { minimum: number; maximum: number };

/** Every parameter whose values are narrowed to what Xero takes, and the rule its schema states. */
const TIGHTENED: readonly [tool: string, param: string, rule: Rule][] = [
  ["RetrieveInvoices", "filter_by_statuses", { items: INVOICE_STATUSES }],
  ["RetrieveSalesQuotes", "quote_status", { enum: QUOTE_STATUSES }],
  ["RetrieveLinkedTransactions", "filter_by_status", { enum: LINK_STATUSES }],
  ["RetrievePurchaseOrders", "filter_by_status", { enum: PURCHASE_ORDER_STATUSES }],
  ["GetBalanceSheetReport", "comparison_timeframe", { enum: TIMEFRAMES }],
  ["GetProfitAndLossReport", "comparison_timeframe", { enum: TIMEFRAMES }],
  ["GetBudgetSummaryReport", "comparison_timeframe", { enum: [1, 3, 12] }],
  ["GetFinancialJournals", "journal_number_offset", { minimum: 0, maximum: INT32_MAX }],
  ["RetrieveJournalByNumber", "journal_number", { minimum: 0, maximum: INT32_MAX }],
  ["RetrieveInvoices", "page_number", { minimum: 1, maximum: INT32_MAX }],
  ["GetCreditNotes", "page_number", { minimum: 1, maximum: INT32_MAX }],
  ["RetrieveSalesQuotes", "page_number", { minimum: 1, maximum: INT32_MAX }],
  ["FetchInvoicePayments", "page_number", { minimum: 1, maximum: INT32_MAX }],
  ["RetrievePrepayments", "page_number", { minimum: 1, maximum: INT32_MAX }],
  ["RetrieveOverpayments", "page_number", { minimum: 1, maximum: INT32_MAX }],
  ["RetrieveLinkedTransactions", "page_number", { minimum: 1, maximum: INT32_MAX }],
  ["RetrievePurchaseOrders", "page_number", { minimum: 1, maximum: INT32_MAX }],
  ["RetrieveBankTransactions", "transaction_page_number", { minimum: 1, maximum: INT32_MAX }],
  ["RetrieveManualJournals", "page_number", { minimum: 1, maximum: INT32_MAX }],
  ["FetchAllLedgerContacts", "pagination_page_number", { minimum: 1, maximum: INT32_MAX }],
];

describe("each tightened parameter's schema carries its set or range", () => {
  it.each(TIGHTENED)("%s %s", (tool, param, rule) => {
    const schema = schemaOf(tool, param);
    if ("items" in rule) {
      expect(schema.type).toBe("array");
      expect((schema.items as JsonSchema).enum).toEqual(rule.items);
    } else if ("enum" in rule) expect(schema.enum).toEqual(rule.enum);
    else {
      expect(schema.type).toBe("integer");
      expect([schema.minimum, schema.maximum]).toEqual([rule.minimum, rule.maximum]);
    }
  });
});

describe("catalog-wide, from the spec facts", () => {
  const factParams = facts.operations.flatMap((operation) =>
    [...operation.pathParams, ...operation.queryParams, ...operation.headerParams].map((param) => ({
      operationId: operation.operationId,
      param: param as { name: string; type: string; enum?: string[]; values?: string[] },
    })),
  );
  const uses = (operationId: string, as: string) =>
    ledgerTools
      .filter((row) => row.operationId === operationId)
      .flatMap((row) =>
        row.params
          .filter((param) => param.as === as && param.in !== "body")
          .map((param) => ({
            tool: row.name,
            name: param.name,
            schema: schemaOf(row.name.slice(10), param.name),
          })),
      );

  it("every parameter whose Xero parameter has a value set exposes exactly that set", () => {
    const withSets = factParams.filter(({ param }) => param.enum ?? param.values);
    expect(withSets.length).toBe(6);
    for (const { operationId, param } of withSets) {
      const mapped = uses(operationId, param.name);
      expect(mapped.length, `${operationId} ${param.name}`).toBeGreaterThan(0);
      for (const { tool, name, schema } of mapped) {
        const exposed = schema.type === "array" ? (schema.items as JsonSchema).enum : schema.enum;
        expect(exposed, `${tool} ${name}`).toEqual(param.enum ?? param.values);
      }
    }
  });

  it("every Xero integer stays within 32 bits (the facts' integer format)", () => {
    expect(facts.integers.format).toBe("int32");
    const integers = factParams.filter(({ param }) => param.type === "integer");
    for (const { operationId, param } of integers) {
      for (const { tool, name, schema } of uses(operationId, param.name)) {
        if (schema.enum) {
          for (const value of schema.enum as number[]) expect(Math.abs(value)).toBeLessThanOrEqual(INT32_MAX);
          continue;
        }
        expect(schema.minimum as number, `${tool} ${name}`).toBeGreaterThanOrEqual(-INT32_MAX - 1);
        expect(schema.maximum as number, `${tool} ${name}`).toBeLessThanOrEqual(INT32_MAX);
      }
    }
  });
});

describe("through the real handler: refused before Xero, naming the parameter and what is allowed", () => {
  let stack: LocalStack;
  let sandbox: LedgerSandbox;
  beforeAll(async () => {
    stack = await startLocalStack({ port: 0 });
    sandbox = stack.ledgerSandbox as LedgerSandbox;
  });
  afterAll(() => stack.close());
  beforeEach(() => sandbox.reset());

  const read = directTransport(readHandler);
  const reports = directTransport(reportsHandler);
  type Problem = { parameter: string; message: string };
  const problemsOf = (body: { error?: { details?: unknown } }) =>
    ((body.error?.details as { problems?: Problem[] } | undefined)?.problems ?? []) as Problem[];

  it("RetrieveInvoices filter_by_statuses ['OPEN']: 400 listing Xero's six invoice statuses, nothing sent", async () => {
    const reply = await read("LedgerApi.RetrieveInvoices", {
      ledger_tenant_id: P.tenantId,
      filter_by_statuses: ["OPEN"],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error?.type).toBe("ValidationError");
    expect(reply.body.error?.retryable).toBe(false);
    const [problem, ...others] = problemsOf(reply.body);
    expect(others).toEqual([]);
    expect(problem?.parameter).toBe("filter_by_statuses.0");
    for (const status of INVOICE_STATUSES) expect(problem?.message).toContain(`"${status}"`);
    expect(reply.body.error?.message).toContain("filter_by_statuses");
    expect(sandbox.requests).toHaveLength(0);
  });

  it("one unknown status among good ones is refused too, naming its place in the list", async () => {
    const reply = await read("LedgerApi.RetrieveInvoices", {
      ledger_tenant_id: P.tenantId,
      filter_by_statuses: ["PAID", "paid"],
    });
    expect(reply.status).toBe(400);
    expect(problemsOf(reply.body).map((problem) => problem.parameter)).toEqual(["filter_by_statuses.1"]);
    expect(sandbox.requests).toHaveLength(0);
  });

  it("journal_number_offset 2147483648: 400 naming the int32 bound, nothing sent", async () => {
    const reply = await read("LedgerApi.GetFinancialJournals", {
      tenant_identifier: P.tenantId,
      journal_number_offset: 2147483648,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error?.type).toBe("ValidationError");
    expect(problemsOf(reply.body)).toEqual([
      { parameter: "journal_number_offset", message: "must be a whole number from 0 to 2147483647" },
    ]);
    expect(sandbox.requests).toHaveLength(0);
  });

  it.each([
    [
      "RetrieveSalesQuotes",
      { ledger_tenant_id: P.tenantId, quote_status: "OPEN" },
      "quote_status",
      QUOTE_STATUSES,
    ],
    [
      "RetrieveLinkedTransactions",
      { tenant_identifier: P.tenantId, filter_by_status: "PENDING" },
      "filter_by_status",
      LINK_STATUSES,
    ],
    [
      "RetrievePurchaseOrders",
      { ledger_tenant_id: P.tenantId, filter_by_status: "OPEN" },
      "filter_by_status",
      PURCHASE_ORDER_STATUSES,
    ],
  ])("%s: an unknown status is a 400 listing the allowed ones", async (tool, input, parameter, allowed) => {
    const reply = await read(`LedgerApi.${tool}`, input);
    expect(reply.status).toBe(400);
    const problems = problemsOf(reply.body);
    expect(problems.map((problem) => problem.parameter)).toEqual([parameter]);
    expect(problems[0]?.message).toBe(`must be one of ${allowed.map((value) => `"${value}"`).join(", ")}`);
    expect(sandbox.requests).toHaveLength(0);
  });

  it.each([
    [
      "RetrieveInvoices",
      { ledger_tenant_id: P.tenantId, page_number: 2147483648 },
      "page_number",
      "from 1 to 2147483647",
    ],
    [
      "RetrieveJournalByNumber",
      { tenant_identifier: P.tenantId, journal_number: 2147483648 },
      "journal_number",
      "from 0 to 2147483647",
    ],
  ])("%s: %s past int32 is a 400 naming the bound", async (tool, input, parameter, range) => {
    const reply = await read(`LedgerApi.${tool}`, input);
    expect(reply.status).toBe(400);
    expect(problemsOf(reply.body)).toEqual([{ parameter, message: `must be a whole number ${range}` }]);
    expect(sandbox.requests).toHaveLength(0);
  });

  it("a report timeframe outside MONTH, QUARTER, YEAR is refused before Xero", async () => {
    const reply = await reports("LedgerApi.GetProfitAndLossReport", {
      tenant_identifier: P.tenantId,
      comparison_timeframe: "WEEK",
    });
    expect(reply.status).toBe(400);
    expect(problemsOf(reply.body)).toEqual([
      { parameter: "comparison_timeframe", message: 'must be one of "MONTH", "QUARTER", "YEAR"' },
    ]);
    expect(sandbox.requests).toHaveLength(0);
  });

  it("the allowed values still reach Xero as they are", async () => {
    const invoices = await read("LedgerApi.RetrieveInvoices", {
      ledger_tenant_id: P.tenantId,
      filter_by_statuses: ["PAID", "VOIDED"],
      page_number: INT32_MAX,
    });
    expect(invoices.status).toBe(200);
    expect(sandbox.requests.at(-1)?.query).toMatchObject({
      Statuses: "PAID,VOIDED",
      page: String(INT32_MAX),
    });
    const quotes = await read("LedgerApi.RetrieveSalesQuotes", {
      ledger_tenant_id: P.tenantId,
      quote_status: "SENT",
    });
    expect(quotes.status).toBe(200);
    expect(sandbox.requests.at(-1)?.query.Status).toBe("SENT");
    const journals = await read("LedgerApi.GetFinancialJournals", {
      tenant_identifier: P.tenantId,
      journal_number_offset: INT32_MAX,
    });
    expect(journals.status).toBe(200);
    expect(sandbox.requests.at(-1)?.query.offset).toBe(String(INT32_MAX));
    expect(sandbox.requests).toHaveLength(3);
  });
});
