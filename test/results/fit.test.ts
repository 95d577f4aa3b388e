// The result budget's rules on answers of every shape: whole records only, `_partial` with the exact
// next call (page sizes that continue after what was shown), Xero's journal offset, filters where a
// tool cannot page, summaries of records too large on their own; and the model's compact text.
import { describe, expect, it } from "vitest";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import { recordToolOf } from "../../lib/mcp/calling/record-tool";
import { alignedCount, type FitRequest, fitResult } from "../../lib/results/fit";
import { modelText, pruned } from "../../lib/results/model-text";

const TENANT = "00000000-0000-4000-8000-000000a00001";

function rowOf(name: string): ToolRow {
  const row = findTool(name);
  if (!row) throw new Error(`${name} is not in the catalog`);
  return row;
}

function invoice(n: number, lines = 3) {
  return {
    InvoiceID: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    InvoiceNumber: `INV-${n}`,
    Status: "AUTHORISED",
    LineItems: Array.from({ length: lines }, (_, i) => ({
      Description: `Line ${i} of invoice ${n}`,
      LineAmount: 100,
    })),
  };
}

function invoicesPage(page: number, size: number, itemCount: number) {
  const first = (page - 1) * size + 1;
  const count = Math.max(0, Math.min(size, itemCount - first + 1));
  return {
    Id: "answer",
    pagination: { page, pageSize: size, pageCount: Math.ceil(itemCount / size), itemCount },
    Invoices: Array.from({ length: count }, (_, i) => invoice(first + i)),
  };
}

const request = (
  row: string,
  input: Record<string, unknown>,
  budgetChars: number,
  extra: Partial<FitRequest> = {},
): FitRequest => ({
  row: rowOf(row),
  calledAs: row.replace(".", "_"),
  input,
  budgetChars,
  ...extra,
});

const numbers = (structured: Record<string, unknown>) =>
  (structured.Invoices as { InvoiceNumber: string }[]).map((record) => record.InvoiceNumber);

describe("alignedCount", () => {
  it("keeps every record that fits on the first page, and a divisor of what came before on later pages", () => {
    expect(alignedCount(37, 0)).toBe(37);
    expect(alignedCount(37, 200)).toBe(25);
    expect(alignedCount(3, 200)).toBe(2);
    expect(alignedCount(7, 101)).toBe(1);
  });
});

describe("fitResult", () => {
  it("passes a small whole answer through untouched, without _partial", () => {
    const answer = invoicesPage(1, 100, 5);
    const fitted = fitResult(
      answer,
      request("LedgerApi.RetrieveInvoices", { ledger_tenant_id: TENANT, page_number: 1 }, 60_000),
    );
    expect(fitted.partial).toBeUndefined();
    expect(fitted.structured).toEqual(answer);
  });

  it("keeps whole records within the budget and continues exactly after them", () => {
    const answer = invoicesPage(1, 100, 12_000);
    const input = { ledger_tenant_id: TENANT, page_number: 1 };
    const fitted = fitResult(
      answer,
      request("LedgerApi.RetrieveInvoices", input, 8_000, { addedPage: true }),
    );
    const shown = numbers(fitted.structured);
    expect(JSON.stringify(fitted.structured).length).toBeLessThanOrEqual(8_000);
    expect(shown.length).toBeGreaterThan(5);
    expect(shown[0]).toBe("INV-1");
    expect(fitted.partial).toMatchObject({ shown: shown.length, of: 12_000 });
    expect(fitted.partial?.note).toContain("page_number 1 was added");
    // Page 2 of pages that size starts right after the last record shown.
    expect(fitted.partial?.next).toEqual({
      tool: "LedgerApi_RetrieveInvoices",
      arguments: { ...input, page_number: 2, records_per_page: shown.length },
    });
    expect(fitted.structured.pagination).toEqual(answer.pagination);
  });

  it("on a later page shows a count that divides the records before it, so the next page lines up", () => {
    const input = { ledger_tenant_id: TENANT, page_number: 3 };
    const fitted = fitResult(
      invoicesPage(3, 100, 12_000),
      request("LedgerApi.RetrieveInvoices", input, 8_000),
    );
    const shown = numbers(fitted.structured);
    expect(shown[0]).toBe("INV-201");
    const next = fitted.partial?.next?.arguments as { page_number: number; records_per_page: number };
    expect(200 % shown.length).toBe(0);
    expect((next.page_number - 1) * next.records_per_page).toBe(200 + shown.length);
  });

  it("names the next page when the whole page fits but more follow", () => {
    const input = { ledger_tenant_id: TENANT, page_number: 1, records_per_page: 5 };
    const fitted = fitResult(invoicesPage(1, 5, 12), request("LedgerApi.RetrieveInvoices", input, 60_000));
    expect(numbers(fitted.structured)).toHaveLength(5);
    expect(fitted.partial?.next?.arguments).toEqual({ ...input, page_number: 2 });
    expect(fitted.partial?.note).toMatch(/^Page 1: records 1 to 5 of 12\./);
  });

  it("continues Xero's journals after the last JournalNumber shown", () => {
    const journals = Array.from({ length: 100 }, (_, i) => ({
      JournalID: `j-${i}`,
      JournalNumber: 501 + i,
      JournalLines: Array.from({ length: 4 }, () => ({ AccountCode: "200", NetAmount: 10 })),
    }));
    const input = { tenant_identifier: TENANT, journal_number_offset: 500 };
    const fitted = fitResult({ Journals: journals }, request("LedgerApi.GetFinancialJournals", input, 6_000));
    const shown = fitted.structured.Journals as { JournalNumber: number }[];
    expect(shown.length).toBeLessThan(100);
    expect(fitted.partial?.next?.arguments).toEqual({
      ...input,
      journal_number_offset: shown.at(-1)?.JournalNumber,
    });
  });

  it("names the filters of a tool that cannot page", () => {
    const items = Array.from({ length: 400 }, (_, i) => ({
      ItemID: `i-${i}`,
      Code: `ITEM-${i}`,
      Description: "x".repeat(80),
    }));
    const fitted = fitResult({ Items: items }, request("LedgerApi.GetItems", { tenant_id: TENANT }, 10_000));
    expect(fitted.partial?.of).toBe(400);
    expect(fitted.partial?.next).toBeUndefined();
    expect(fitted.partial?.narrowWith).toEqual(expect.arrayContaining(["filter_criteria"]));
    expect(fitted.partial?.note).toMatch(/^Partial answer: the first \d+ of 400 records/);
  });

  it("summarises records too large on their own and names the tool that returns one whole", () => {
    const row = rowOf("LedgerApi.RetrieveInvoices");
    const recordTool = recordToolOf(row);
    const huge = {
      ...invoicesPage(1, 100, 3),
      Invoices: [invoice(1, 400), invoice(2, 400), invoice(3, 400)],
    };
    const fitted = fitResult(
      huge,
      request(
        "LedgerApi.RetrieveInvoices",
        { ledger_tenant_id: TENANT, page_number: 1 },
        3_000,
        recordTool ? { recordTool } : {},
      ),
    );
    const [first] = fitted.structured.Invoices as Record<string, unknown>[];
    expect(first).toEqual({
      InvoiceID: invoice(1).InvoiceID,
      InvoiceNumber: "INV-1",
      Status: "AUTHORISED",
      _omitted: ["LineItems (400)"],
    });
    expect(fitted.partial?.summarised).toBe(true);
    expect(fitted.partial?.note).toContain(
      "LedgerApi_GetInvoiceDetails returns one whole (invoice_identifier: its InvoiceID",
    );
  });

  it("wraps an array answer as structuredContent must be an object", () => {
    const projects = [{ id: "a" }, { id: "b" }];
    const fitted = fitResult(projects, request("TasksApi.GetUserProjects", {}, 60_000));
    expect(fitted.structured).toEqual({ result: projects });
  });
});

describe("the model's text", () => {
  it("is compact and leaves out empty members and dates twinned by their String form", () => {
    const answer = {
      Invoices: [
        {
          InvoiceID: "a",
          Date: "/Date(1760054400000+0000)/",
          DateString: "2025-10-10T00:00:00",
          DueDate: "2025-11-10T00:00:00.000Z",
          DueDateString: "2025-11-10T00:00:00",
          UpdatedDateUTC: "/Date(1760054400000+0000)/",
          Payments: [],
          Reference: null,
          Contact: {},
        },
      ],
    };
    expect(modelText(answer)).toBe(
      '{"Invoices":[{"InvoiceID":"a","DateString":"2025-10-10T00:00:00","DueDateString":"2025-11-10T00:00:00","UpdatedDateUTC":"2025-10-10T00:00:00.000Z"}]}',
    );
    expect(pruned({ a: [null, 1] })).toEqual({ a: [null, 1] });
    expect(modelText(null)).toBe("null");
  });

  it("keeps the answer's own empty lists: an empty collection is none, not a member left out", () => {
    const project = { id: "p", name: "Empty", color: null, groupId: "" };
    expect(modelText({ project, tasks: [], columns: [], extra: {} })).toBe(
      '{"project":{"id":"p","name":"Empty","groupId":""},"tasks":[],"columns":[]}',
    );
    expect(modelText({ Invoices: [{ InvoiceID: "a", Payments: [] }], Warnings: null })).toBe(
      '{"Invoices":[{"InvoiceID":"a"}]}',
    );
    expect(modelText([])).toBe("[]");
  });
});
