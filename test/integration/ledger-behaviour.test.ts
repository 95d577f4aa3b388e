// LedgerApi behaviours a caller relies on, through the real handlers against the sandbox over HTTP:
// filters and paging reach Xero under the right names, bad input never leaves the function, Xero's
// errors come back typed, history notes and the Setup body arrive as documented.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as deleteHandler } from "../../functions/ledger-delete";
import { handler as readHandler } from "../../functions/ledger-read";
import { handler as writeHandler } from "../../functions/ledger-write";
import { DEFAULT_HISTORY_NOTE } from "../../lib/catalog/ledger/params";
import type { LedgerSandbox } from "../../local/sandbox/ledger/index";
import type { XeroRecord } from "../../local/sandbox/ledger/types";
import { type LocalStack, startLocalStack } from "../../local/stack";
import { directTransport } from "../support/transports";
import { P, SETUP_BODY, startingData } from "./ledger-cases";

let stack: LocalStack;
let sandbox: LedgerSandbox;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
  sandbox = stack.ledgerSandbox as LedgerSandbox;
});
afterAll(() => stack.close());
beforeEach(() => sandbox.reset());

const read = directTransport(readHandler);
const write = directTransport(writeHandler);
const remove = directTransport(deleteHandler);
type Json = Record<string, unknown>;

async function invoices(input: Json): Promise<{ list: XeroRecord[]; body: Json }> {
  const reply = await read("LedgerApi.RetrieveInvoices", { ledger_tenant_id: P.tenantId, ...input });
  expect(reply.body.error, JSON.stringify(reply.body.error)).toBeUndefined();
  const body = reply.body.result as Json;
  return { list: body.Invoices as XeroRecord[], body };
}

const startingInvoices = startingData.collections.Invoices as XeroRecord[];

describe("filters and paging", () => {
  it("statuses and contact ids go out comma-joined and filter the list", async () => {
    const { list } = await invoices({
      filter_by_statuses: ["AUTHORISED", "PAID"],
      filter_contact_ids: [P.contacts.ridgeway, P.contacts.bayside],
    });
    const expected = startingInvoices.filter(
      (invoice) =>
        ["AUTHORISED", "PAID"].includes(String(invoice.Status)) &&
        [P.contacts.ridgeway, P.contacts.bayside].includes(String((invoice.Contact as XeroRecord).ContactID)),
    );
    expect(list.map((invoice) => invoice.InvoiceID).sort()).toEqual(
      expected.map((invoice) => invoice.InvoiceID).sort(),
    );
    expect(expected.length).toBeGreaterThan(1);
    const sent = sandbox.requests.at(-1);
    expect(sent?.query.Statuses).toBe("AUTHORISED,PAID");
    expect(sent?.query.ContactIDs).toBe(`${P.contacts.ridgeway},${P.contacts.bayside}`);
  });

  it("a where filter and an order reach Xero as `where` and `order`", async () => {
    const { list } = await invoices({ filter_by_condition: 'Type=="ACCPAY"', order_by: "Total DESC" });
    expect(list.length).toBe(startingInvoices.filter((invoice) => invoice.Type === "ACCPAY").length);
    for (const invoice of list) expect(invoice.Type).toBe("ACCPAY");
    const totals = list.map((invoice) => Number(invoice.Total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it("pages through the list with page and pageSize", async () => {
    const first = await invoices({ page_number: 1, records_per_page: 5, order_by: "InvoiceNumber ASC" });
    expect(first.list).toHaveLength(5);
    expect(first.body.pagination).toEqual({
      page: 1,
      pageSize: 5,
      itemCount: startingInvoices.length,
      pageCount: Math.ceil(startingInvoices.length / 5),
    });
    const second = await invoices({ page_number: 2, records_per_page: 5, order_by: "InvoiceNumber ASC" });
    const firstIds = first.list.map((invoice) => invoice.InvoiceID);
    for (const invoice of second.list) expect(firstIds).not.toContain(invoice.InvoiceID);
  });

  it("searchTerm finds an invoice by number; a contact is found by its number", async () => {
    const { list } = await invoices({ search_term: P.invoiceNumbers.authorisedOverdue });
    expect(list.map((invoice) => invoice.InvoiceID)).toEqual([P.invoices.authorisedOverdue]);
    const reply = await read("LedgerApi.GetLedgerContactByNumber", {
      contact_number: P.contactNumbers.ridgeway,
      ledger_tenant_identifier: P.tenantId,
    });
    expect(((reply.body.result as Json).Contacts as XeroRecord[])[0]?.ContactID).toBe(P.contacts.ridgeway);
  });

  it("archived contacts appear only with include_archived_contacts", async () => {
    const listContacts = async (input: Json) =>
      (
        (await read("LedgerApi.FetchAllLedgerContacts", { tenant_identifier: P.tenantId, ...input })).body
          .result as Json
      ).Contacts as XeroRecord[];
    const active = await listContacts({});
    const all = await listContacts({ include_archived_contacts: true });
    expect(active.map((contact) => contact.ContactID)).not.toContain(P.contacts.basketCase);
    expect(all.map((contact) => contact.ContactID)).toContain(P.contacts.basketCase);
  });

  it("dates come back as ISO 8601", async () => {
    const { list } = await invoices({ invoice_ids: [P.invoices.authorisedOverdue] });
    const startingInvoice = startingInvoices.find(
      (invoice) => invoice.InvoiceID === P.invoices.authorisedOverdue,
    );
    expect(list[0]?.Date).toBe(`${String(startingInvoice?.Date)}T00:00:00.000Z`);
    expect(String(list[0]?.UpdatedDateUTC)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe("bad input never reaches Xero", () => {
  it.each([
    ["records_per_page above 100", { records_per_page: 101 }, "records_per_page"],
    ["an invoice id that is not a UUID", { invoice_ids: ["INV-0001"] }, "invoice_ids"],
    ["unitdp other than 2 or 4", { unit_decimal_places: 3 }, "unit_decimal_places"],
    ["an unknown parameter", { status: "PAID" }, "status"],
  ])("%s", async (_case, input, parameter) => {
    const reply = await read("LedgerApi.RetrieveInvoices", { ledger_tenant_id: P.tenantId, ...input });
    expect(reply.status).toBe(400);
    expect(reply.body.error?.type).toBe("ValidationError");
    expect(reply.body.error?.message).toContain(parameter);
    expect(sandbox.requests).toHaveLength(0);
  });

  it("a path value that is not a UUID is refused before any call", async () => {
    const reply = await read("LedgerApi.GetInvoiceDetails", {
      invoice_identifier: "../Organisation",
      ledger_tenant_id: P.tenantId,
    });
    expect(reply.body.error?.type).toBe("ValidationError");
    expect(sandbox.requests).toHaveLength(0);
  });

  it("an attachment file name with spaces is percent-encoded in the path", async () => {
    const ref = P.attachments.bankTransaction;
    const reply = await directTransport((await import("../../functions/ledger-files")).handler)(
      "LedgerApi.GetBankTransactionAttachment",
      {
        bank_transaction_id: ref.recordId,
        attachment_filename: ref.fileName,
        attachment_mime_type: ref.mimeType,
        ledger_tenant_identifier: P.tenantId,
      },
    );
    expect(reply.status).toBe(200);
    expect(sandbox.requests[0]?.path).toBe(
      `/api.xro/2.0/BankTransactions/${ref.recordId}/Attachments/receipt%20scan.png`,
    );
    expect(sandbox.requests[0]?.headers.contenttype).toBe("image/png");
  });
});

describe("Xero's errors come back typed", () => {
  it("a refused deletion is a ValidationError carrying Xero's message", async () => {
    const reply = await remove("LedgerApi.DeleteAccount", {
      account_id: P.accounts.used,
      ledger_tenant_identifier: P.tenantId,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error?.type).toBe("ValidationError");
    const details = reply.body.error?.details as { validationErrors: string[] };
    expect(details.validationErrors.join(" ")).toMatch(/cannot be deleted/);
    expect(reply.body.error?.message).toMatch(/cannot be deleted/);
  });

  it("429 is RateLimited with Retry-After; reads are not retried on it", async () => {
    sandbox.failNext({
      status: 429,
      headers: { "retry-after": "42", "x-rate-limit-problem": "minute" },
      body: { Title: "Too Many Requests" },
    });
    const reply = await read("LedgerApi.GetBrandingThemes", { ledger_tenant_id: P.tenantId });
    expect(reply.status).toBe(429);
    expect(reply.body.error).toMatchObject({
      type: "RateLimited",
      retryable: true,
      details: { retryAfter: 42, rateLimitProblem: "minute" },
    });
    expect(sandbox.requests).toHaveLength(1);
  });

  it("a token Xero rejects is an AuthError", async () => {
    const saved = process.env.LEDGER_API_ACCESS_TOKEN;
    process.env.LEDGER_API_ACCESS_TOKEN = "not-the-sandbox-token";
    try {
      const reply = await read("LedgerApi.GetLedgerOrganisationDetails", { ledger_tenant_id: P.tenantId });
      expect(reply.status).toBe(401);
      expect(reply.body.error?.type).toBe("AuthError");
      expect(JSON.stringify(reply.body)).not.toContain("not-the-sandbox-token");
    } finally {
      process.env.LEDGER_API_ACCESS_TOKEN = saved;
    }
  });

  it("a missing record is NotFound", async () => {
    const reply = await read("LedgerApi.RetrieveQuote", {
      quote_id: "0d0d0d0d-0000-4000-8000-000000000000",
      ledger_tenant_id: P.tenantId,
    });
    expect(reply.status).toBe(404);
    expect(reply.body.error?.type).toBe("NotFound");
  });
});

describe("history notes and Setup", () => {
  it("a history tool without history_details sends the documented default note", async () => {
    const reply = await write("LedgerApi.AddQuoteHistory", {
      quote_identifier: P.quotes.sent,
      ledger_tenant_id: P.tenantId,
    });
    expect(reply.status).toBe(200);
    expect(sandbox.requests[0]?.body).toEqual({ HistoryRecords: [{ Details: DEFAULT_HISTORY_NOTE }] });
  });

  it("a retried note with the same idempotency key is sent once, with the key, and answered twice", async () => {
    const input = {
      invoice_id: P.invoices.authorised,
      tenant_identifier: P.tenantId,
      idempotency_key: "note-retry-1",
      history_details: "Called about payment",
    };
    const first = await write("LedgerApi.CreateInvoiceHistory", input);
    const retry = await write("LedgerApi.CreateInvoiceHistory", input);
    expect(retry.body.result).toEqual(first.body.result);
    // The retry was answered from the idempotency record: Xero saw one request, carrying the key.
    expect(sandbox.requests.map((request) => request.headers["idempotency-key"])).toEqual(["note-retry-1"]);
    const history = await read("LedgerApi.RetrieveInvoiceHistory", {
      invoice_id: P.invoices.authorised,
      tenant_identifier: P.tenantId,
    });
    const notes = ((history.body.result as Json).HistoryRecords as XeroRecord[]).filter(
      (record) => record.Details === "Called about payment",
    );
    expect(notes).toHaveLength(1);
  });

  it("Setup in execute mode creates the accounts it names", async () => {
    const reply = await write("LedgerApi.SetupConversionDetails", {
      mode: "execute",
      tenant_identifier: P.tenantId,
      request_body: JSON.stringify(SETUP_BODY),
    });
    expect(reply.status).toBe(200);
    const accounts = await read("LedgerApi.RetrieveFullChartOfAccounts", {
      ledger_tenant_identifier: P.tenantId,
      filter_by_attribute: 'Code=="499"',
    });
    expect(((accounts.body.result as Json).Accounts as XeroRecord[]).map((account) => account.Name)).toEqual([
      "Sandbox Test Expenses",
    ]);
  });
});
