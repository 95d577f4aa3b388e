// The request builder's backstops behind validation: a value the HTTP client would refuse or mangle
// (a header with CR, LF or non-ASCII, text that cannot be percent-encoded, a URL longer than
// servers take) is a ValidationError naming its parameter, never a thrown URIError or a 502.
import { describe, expect, it } from "vitest";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import { ToolError } from "../../lib/runtime/errors";
import { buildRequest, MAX_REQUEST_TARGET } from "../../lib/runtime/request";

const row = (name: string) => findTool(name) as ToolRow;
const TENANT = "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f";
const ID = "9d7d0c6a-9a2e-4a51-8f2a-0c1a2b3c4d5e";

function refusal(build: () => unknown): ToolError {
  try {
    build();
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error("the request was built");
}

describe("buildRequest backstops", () => {
  it.each([
    ["CR LF", `${TENANT}\r\nX-Injected: 1`],
    ["NUL", "a\u0000b"],
    ["an emoji", "😀"],
    ["a right-to-left mark", `\u200f${TENANT}`],
    ["a Latin-1 letter", "é"],
  ])("a header value with %s is a ValidationError naming the parameter", (_what, tenant) => {
    const error = refusal(() =>
      buildRequest(row("LedgerApi.RetrieveInvoices"), { ledger_tenant_id: tenant }, "http://x"),
    );
    expect(error).toMatchObject({ type: "ValidationError", status: 400, retryable: false });
    expect(error.details).toEqual({
      problems: [{ parameter: "ledger_tenant_id", message: expect.stringContaining("printable ASCII") }],
    });
  });

  it("an idempotency key with a line break names the key parameter", () => {
    const error = refusal(() =>
      buildRequest(
        row("LedgerApi.CreateInvoiceHistory"),
        { invoice_id: ID, tenant_identifier: TENANT, idempotency_key: "k\n1" },
        "http://x",
      ),
    );
    expect(error.message).toContain("idempotency_key");
  });

  it("an unpaired surrogate in a path or query value is a ValidationError, not a URIError", () => {
    const inPath = refusal(() =>
      buildRequest(
        row("LedgerApi.RetrievePurchaseOrderByNumber"),
        { purchase_order_number: "PO\ud800", ledger_tenant_id: TENANT },
        "http://x",
      ),
    );
    expect(inPath.message).toContain("purchase_order_number: must be well-formed Unicode");
    const inQuery = refusal(() =>
      buildRequest(
        row("LedgerApi.RetrieveInvoices"),
        { ledger_tenant_id: TENANT, filter_by_condition: "\udc00" },
        "http://x",
      ),
    );
    expect(inQuery.message).toContain("filter_by_condition: must be well-formed Unicode");
  });

  it("a URL longer than the limit names the parameter that makes it long", () => {
    const invoices = row("LedgerApi.RetrieveInvoices");
    const error = refusal(() =>
      buildRequest(
        invoices,
        { ledger_tenant_id: TENANT, order_by: "Date", filter_by_condition: "é".repeat(2000) },
        "http://x",
      ),
    );
    expect(error.message).toMatch(/^Invalid parameters: filter_by_condition: makes the request URL too long/);
    expect(error.message).toContain(`at most ${MAX_REQUEST_TARGET}`);
  });

  it("a URL at the limit is sent", () => {
    const invoices = row("LedgerApi.RetrieveInvoices");
    const fixed = "/Invoices?where=".length;
    const request = buildRequest(
      invoices,
      { ledger_tenant_id: TENANT, filter_by_condition: "a".repeat(MAX_REQUEST_TARGET - fixed) },
      "http://x",
    );
    expect(request.url.length).toBe("http://x".length + MAX_REQUEST_TARGET);
  });

  it("hostile free text is percent-encoded into one query value", () => {
    const request = buildRequest(
      row("LedgerApi.RetrieveInvoices"),
      { ledger_tenant_id: TENANT, filter_by_condition: 'Name=="a&b=c#d"\r\n😀' },
      "http://x",
    );
    const url = new URL(request.url);
    expect([...url.searchParams.keys()]).toEqual(["where"]);
    expect(url.searchParams.get("where")).toBe('Name=="a&b=c#d"\r\n😀');
  });
});
