// The Xero Accounting API sandbox over real HTTP on 127.0.0.1, driven with plain fetch (not our
// client): the checks Xero makes, its wire format, list features, and each operation's effect.
// Expected values are computed from the starting data itself, so the tests follow the data, not copies of it.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_LEDGER_SANDBOX_TOKEN,
  LEDGER_DEPS,
  LEDGER_STARTING_DATA,
  type LedgerSandbox,
  startLedgerSandbox,
} from "../../local/sandbox/ledger/index";
import { findRoute } from "../../local/sandbox/ledger/router";
import { launchLedgerSandbox } from "../../local/sandbox/ledger/sandbox";
import { createLedgerStartingData } from "../../local/sandbox/ledger/starting-data/index";
import type { LedgerOrganisation, XeroRecord } from "../../local/sandbox/ledger/types";
import { STARTING_PATH_VALUES } from "../support/ledger-starting-records";

type Json = Record<string, unknown>;

interface Reply {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  text: string;
  json(): Json;
}

interface CallOptions {
  method?: string;
  /** null leaves the header out. */
  tenant?: string | null;
  token?: string | null;
  accept?: string | null;
  headers?: Record<string, string>;
  body?: unknown;
}

const P = LEDGER_STARTING_DATA.primary;
const S = LEDGER_STARTING_DATA.secondary;
const MS_DATE = /^\/Date\(-?\d+\+0000\)\/$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let sandbox: LedgerSandbox;

beforeAll(async () => {
  sandbox = await startLedgerSandbox({ port: 0 });
});

afterAll(async () => {
  await sandbox.close();
});

beforeEach(() => {
  sandbox.reset();
});

async function callOn(target: LedgerSandbox, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  const token = options.token === undefined ? target.token : options.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const tenant = options.tenant === undefined ? target.tenants.primary : options.tenant;
  if (tenant !== null) headers["xero-tenant-id"] = tenant;
  const accept = options.accept === undefined ? "application/json" : options.accept;
  if (accept !== null) headers.accept = accept;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  const response = await fetch(`${target.url}${path}`, { method: options.method ?? "GET", headers, body });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    text,
    json: () => JSON.parse(text) as Json,
  };
}

const call = (path: string, options: CallOptions = {}) => callOn(sandbox, path, options);

/** `value` when it is an array of objects, else an empty list (keeps optional chains honest). */
function arrayOf(value: unknown): Json[] {
  return Array.isArray(value) ? (value as Json[]) : [];
}

/** The records under `key` of a 200 answer. */
function records(reply: Reply, key: string): Json[] {
  expect(reply.status, reply.text).toBe(200);
  const value = reply.json()[key];
  expect(Array.isArray(value)).toBe(true);
  return value as Json[];
}

async function list(path: string, key: string, options: CallOptions = {}): Promise<Json[]> {
  return records(await call(path, options), key);
}

async function ids(path: string, key: string, idField: string): Promise<string[]> {
  return (await list(path, key)).map((record) => String(record[idField]));
}

function expectValidation(reply: Reply, fragment?: string | RegExp): void {
  expect(reply.status, reply.text).toBe(400);
  const body = reply.json();
  expect(body).toMatchObject({
    ErrorNumber: 10,
    Type: "ValidationException",
    Message: "A validation exception occurred",
  });
  const messages = arrayOf(arrayOf(body.Elements)[0]?.ValidationErrors).map((error) => String(error.Message));
  expect(messages.length).toBeGreaterThan(0);
  if (fragment !== undefined) expect(messages.join(" | ")).toMatch(fragment);
}

function expectNotFound(reply: Reply): void {
  expect(reply.status, reply.text).toBe(404);
  expect(reply.json()).toMatchObject({ Title: "NotFound", Status: 404 });
}

function startingDataOf(index: 0 | 1): LedgerOrganisation {
  const org = createLedgerStartingData()[index];
  if (!org) throw new Error("the starting data has fewer than two organisations");
  return org;
}

const primaryStartingData = () => startingDataOf(0);
const startingRecords = (collection: string): XeroRecord[] =>
  primaryStartingData().collections[collection] ?? [];

function msDate(iso: string): string {
  const ms = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : `${iso}Z`);
  return `/Date(${ms}+0000)/`;
}

const sorted = (values: unknown[]) => values.map(String).sort();

const invoiceIdsWhere = (predicate: (invoice: XeroRecord) => boolean) =>
  sorted(
    startingRecords("Invoices")
      .filter(predicate)
      .map((invoice) => invoice.InvoiceID),
  );

async function invoiceIdsFor(where: string): Promise<string[]> {
  return sorted(await ids(`/Invoices?where=${encodeURIComponent(where)}`, "Invoices", "InvoiceID"));
}

function putHistory(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  return call(`${path}/History`, { method: "PUT", body, headers });
}

describe("listener, auth and tenants", () => {
  it("binds 127.0.0.1 on a free port and exposes /api.xro/2.0", () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\.xro\/2\.0$/);
    expect(sandbox.token).toBe(DEFAULT_LEDGER_SANDBOX_TOKEN);
    expect(sandbox.tenants).toEqual({ primary: P.tenantId, secondary: S.tenantId });
  });

  it("answers a missing or wrong bearer token with Xero's 401 body", async () => {
    for (const token of [null, "wrong-token"]) {
      const reply = await call("/Invoices", { token });
      expect(reply.status).toBe(401);
      expect(reply.json()).toEqual({
        Type: null,
        Title: "Unauthorized",
        Status: 401,
        Detail: "AuthenticationUnsuccessful",
      });
    }
  });

  it("answers a missing or unknown xero-tenant-id with 403", async () => {
    for (const tenant of [null, "00000000-0000-4000-8000-00000000ffff"]) {
      const reply = await call("/Invoices", { tenant });
      expect(reply.status).toBe(403);
      expect(reply.json()).toEqual({
        Type: null,
        Title: "Forbidden",
        Status: 403,
        Detail: "AuthenticationUnsuccessful",
      });
    }
  });

  it("keeps tenants apart: a primary record is not found with the secondary tenant", async () => {
    const other = { tenant: S.tenantId };
    expectNotFound(await call(`/Invoices/${P.invoices.authorised}`, other));
    expectNotFound(await call(`/Contacts/${P.contacts.ridgeway}`, other));
    expect((await call(`/Invoices/${S.invoices.authorised}`, other)).status).toBe(200);
    const secondaryInvoiceIds = (await list("/Invoices", "Invoices", other)).map((row) => row.InvoiceID);
    expect(secondaryInvoiceIds).toContain(S.invoices.authorised);
    expect(secondaryInvoiceIds).not.toContain(P.invoices.authorised);
    const organisations = await list("/Organisation", "Organisations", other);
    expect(organisations[0]).toMatchObject({ OrganisationID: S.organisationId, Name: S.name });
  });

  it("puts the rate-limit headers on every answer, counting down per tenant", async () => {
    const first = await call("/Organisation");
    const second = await call("/Organisation");
    const unauthorised = await call("/Organisation", { token: null });
    for (const reply of [first, second, unauthorised]) {
      for (const name of ["x-daylimit-remaining", "x-minlimit-remaining", "x-appminlimit-remaining"]) {
        expect(reply.headers.get(name)).toMatch(/^\d+$/);
      }
    }
    expect(Number(second.headers.get("x-minlimit-remaining"))).toBe(
      Number(first.headers.get("x-minlimit-remaining")) - 1,
    );
    expect(Number(second.headers.get("x-daylimit-remaining"))).toBe(
      Number(first.headers.get("x-daylimit-remaining")) - 1,
    );
  });

  it("records each request with redacted authorization, query and body", async () => {
    await call("/Invoices?page=2&Statuses=PAID", { headers: { "Idempotency-Key": "abc" } });
    await putHistory(`/Invoices/${P.invoices.authorised}`, { HistoryRecords: [{ Details: "Logged" }] });
    expect(sandbox.requests).toHaveLength(2);
    const [get, put] = sandbox.requests;
    expect(get).toMatchObject({
      method: "GET",
      path: "/api.xro/2.0/Invoices",
      query: { page: "2", Statuses: "PAID" },
    });
    expect(get?.headers.authorization).toBe("[redacted]");
    expect(get?.headers["xero-tenant-id"]).toBe(P.tenantId);
    expect(get?.headers["idempotency-key"]).toBe("abc");
    expect(get?.body).toBeUndefined();
    expect(put).toMatchObject({ method: "PUT", body: { HistoryRecords: [{ Details: "Logged" }] } });
  });

  it("answers unknown paths and unsupported methods with 404", async () => {
    expectNotFound(await call("/Nothing"));
    expectNotFound(await call("/Invoices", { method: "DELETE" }));
    expectNotFound(await call(`/Currencies/${P.currencies[0]}`));
  });
});

describe("wire format", () => {
  it("wraps lists in {Id, Status, ProviderName, DateTimeUTC, <Collection>}", async () => {
    const body = (await call("/Invoices")).json();
    expect(body.Id).toMatch(UUID);
    expect(body.Status).toBe("OK");
    expect(body.ProviderName).toBe("Ledger Sandbox");
    expect(body.DateTimeUTC).toMatch(/^\/Date\(\d+\)\/$/);
    expect((body.Invoices as Json[]).length).toBe(startingRecords("Invoices").length);
    expect(body).not.toHaveProperty("pagination");
    const again = (await call("/Invoices")).json();
    expect(again.Id).not.toBe(body.Id);
  });

  it("answers a get by id as a one-element array", async () => {
    const invoices = await list(`/Invoices/${P.invoices.authorised}`, "Invoices");
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      InvoiceID: P.invoices.authorised,
      InvoiceNumber: P.invoiceNumbers.authorised,
    });
  });

  it("sends every ...Date and ...DateUTC field as /Date(ms+0000)/, nested ones included", async () => {
    const startingInvoice = startingRecords("Invoices").find(
      (invoice) => invoice.InvoiceID === P.invoices.paid,
    );
    const [invoice] = await list(`/Invoices/${P.invoices.paid}`, "Invoices");
    expect(invoice?.Date).toBe(msDate(String(startingInvoice?.Date)));
    expect(invoice?.DueDate).toBe(msDate(String(startingInvoice?.DueDate)));
    expect(invoice?.UpdatedDateUTC).toBe(msDate(String(startingInvoice?.UpdatedDateUTC)));
    const payments = invoice?.Payments as Json[];
    expect(payments.length).toBeGreaterThan(0);
    expect(payments[0]?.Date).toMatch(MS_DATE);

    const offenders: string[] = [];
    const scan = (value: unknown, key: string) => {
      if (Array.isArray(value)) {
        for (const item of value) scan(item, key);
      } else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) scan(v, k);
      else if (
        (key.endsWith("Date") || key.endsWith("DateUTC")) &&
        typeof value === "string" &&
        !MS_DATE.test(value)
      ) {
        offenders.push(`${key}=${value}`);
      }
    };
    for (const collection of [
      "Invoices",
      "CreditNotes",
      "Payments",
      "BankTransactions",
      "Quotes",
      "PurchaseOrders",
    ]) {
      scan((await call(`/${collection}`)).json()[collection], collection);
    }
    expect(offenders).toEqual([]);
    // The ...String helpers stay ISO.
    const [quote] = await list(`/Quotes/${P.quotes.sent}`, "Quotes");
    expect(quote?.DateString).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("answers XML when the caller does not accept JSON", async () => {
    for (const accept of [null, "application/xml", "*/*"]) {
      const reply = await call(`/Invoices/${P.invoices.authorised}`, { accept });
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-type")).toMatch(/^application\/xml/);
      expect(reply.text).toMatch(/^<\?xml/);
      expect(reply.text).toContain("<Invoices><Invoice>");
      expect(reply.text).toContain(`<InvoiceID>${P.invoices.authorised}</InvoiceID>`);
    }
    const missing = await call("/Invoices/00000000-0000-4000-8000-000000000000", { accept: null });
    expect(missing.status).toBe(404);
    expect(missing.text).toMatch(/^<\?xml/);
  });
});

describe("where", () => {
  it('filters on Field=="value" and Field!="value"', async () => {
    const authorised = await invoiceIdsFor('Status=="AUTHORISED"');
    expect(authorised).toEqual(invoiceIdsWhere((invoice) => invoice.Status === "AUTHORISED"));
    expect(authorised.length).toBeGreaterThan(0);
    expect(await invoiceIdsFor('Status!="DRAFT"')).toEqual(
      invoiceIdsWhere((invoice) => invoice.Status !== "DRAFT"),
    );
  });

  it("filters on booleans", async () => {
    const accounts = startingRecords("Accounts");
    const expected = sorted(accounts.filter((a) => a.ShowInExpenseClaims === true).map((a) => a.AccountID));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(accounts.length);
    const where = encodeURIComponent("ShowInExpenseClaims==true");
    expect(sorted(await ids(`/Accounts?where=${where}`, "Accounts", "AccountID"))).toEqual(expected);
    const negated = encodeURIComponent("ShowInExpenseClaims==false");
    expect((await ids(`/Accounts?where=${negated}`, "Accounts", "AccountID")).length).toBe(
      accounts.length - expected.length,
    );
  });

  it("compares numbers with ==, !=, >, >=, <, <=", async () => {
    const totals = startingRecords("Invoices")
      .map((invoice) => Number(invoice.Total))
      .sort((a, b) => a - b);
    const pivot = totals[Math.floor(totals.length / 2)] ?? 0;
    const cases: [string, (total: number) => boolean][] = [
      ["==", (t) => t === pivot],
      ["!=", (t) => t !== pivot],
      [">", (t) => t > pivot],
      [">=", (t) => t >= pivot],
      ["<", (t) => t < pivot],
      ["<=", (t) => t <= pivot],
    ];
    for (const [op, test] of cases) {
      expect(await invoiceIdsFor(`Total${op}${pivot}`), op).toEqual(
        invoiceIdsWhere((invoice) => test(Number(invoice.Total))),
      );
    }
    expect(await invoiceIdsFor(`Total>${pivot}`)).not.toEqual(await invoiceIdsFor(`Total<${pivot}`));
  });

  it("filters on nested fields, with Guid() and with strings", async () => {
    const expected = invoiceIdsWhere(
      (invoice) => (invoice.Contact as XeroRecord).ContactID === P.contacts.ridgeway,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await invoiceIdsFor(`Contact.ContactID==Guid("${P.contacts.ridgeway}")`)).toEqual(expected);
    expect(await invoiceIdsFor(`Contact.ContactID==Guid("${P.contacts.ridgeway.toUpperCase()}")`)).toEqual(
      expected,
    );
    const name = String(
      startingRecords("Contacts").find((contact) => contact.ContactID === P.contacts.ridgeway)?.Name,
    );
    expect(await invoiceIdsFor(`Contact.Name=="${name}"`)).toEqual(expected);
  });

  it("compares dates with DateTime(y,m,d), padded or not", async () => {
    const dates = startingRecords("Invoices")
      .map((invoice) => String(invoice.Date))
      .sort();
    const pivot = dates[Math.floor(dates.length / 2)] ?? "2025-01-01";
    const [year, month, day] = pivot.split("-").map(Number);
    const expected = invoiceIdsWhere((invoice) => String(invoice.Date) >= pivot);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(dates.length);
    expect(await invoiceIdsFor(`Date >= DateTime(${year}, ${month}, ${day})`)).toEqual(expected);
    const padded = `DateTime(${year},${String(month).padStart(2, "0")},${String(day).padStart(2, "0")})`;
    expect(await invoiceIdsFor(`Date>=${padded}`)).toEqual(expected);
    expect(await invoiceIdsFor(`Date<${padded}`)).toEqual(
      invoiceIdsWhere((invoice) => String(invoice.Date) < pivot),
    );
  });

  it("combines conditions with AND, OR and parentheses", async () => {
    expect(await invoiceIdsFor('Type=="ACCREC" AND Status=="PAID"')).toEqual(
      invoiceIdsWhere((invoice) => invoice.Type === "ACCREC" && invoice.Status === "PAID"),
    );
    expect(await invoiceIdsFor('Status=="DRAFT" OR Status=="VOIDED"')).toEqual(
      invoiceIdsWhere((invoice) => invoice.Status === "DRAFT" || invoice.Status === "VOIDED"),
    );
    expect(await invoiceIdsFor('Type=="ACCPAY" AND (Status=="DRAFT" OR Status=="PAID")')).toEqual(
      invoiceIdsWhere(
        (invoice) => invoice.Type === "ACCPAY" && (invoice.Status === "DRAFT" || invoice.Status === "PAID"),
      ),
    );
  });

  it("supports Contains and StartsWith", async () => {
    const contacts = startingRecords("Contacts").filter((contact) => contact.ContactStatus !== "ARCHIVED");
    const name = String(contacts[0]?.Name);
    const fragment = name.slice(1, 5);
    const contains = encodeURIComponent(`Name.Contains("${fragment}")`);
    expect(sorted(await ids(`/Contacts?where=${contains}`, "Contacts", "ContactID"))).toEqual(
      sorted(contacts.filter((c) => String(c.Name).includes(fragment)).map((c) => c.ContactID)),
    );
    const prefix = name.slice(0, 3);
    const startsWith = encodeURIComponent(`Name.StartsWith("${prefix}")`);
    expect(sorted(await ids(`/Contacts?where=${startsWith}`, "Contacts", "ContactID"))).toEqual(
      sorted(contacts.filter((c) => String(c.Name).startsWith(prefix)).map((c) => c.ContactID)),
    );
  });

  it("rejects an expression it cannot parse with a 400 naming the problem", async () => {
    for (const where of [
      'Status=="AUTHORISED" AND',
      'Status=="PAID',
      "Status==",
      "Total.Round(2)==1",
      "(Total>1",
    ]) {
      expectValidation(
        await call(`/Invoices?where=${encodeURIComponent(where)}`),
        /where filter could not be parsed: \w/,
      );
    }
  });
});

describe("order and paging", () => {
  it("orders by one or more keys, ASC or DESC", async () => {
    const totals = (await list("/Invoices?order=Total%20DESC", "Invoices")).map((invoice) =>
      Number(invoice.Total),
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const rows = await list(
      `/Invoices?order=${encodeURIComponent("Type ASC, InvoiceNumber DESC")}`,
      "Invoices",
    );
    const keys = rows.map((row) => `${row.Type}|${row.InvoiceNumber}`);
    const expected = startingRecords("Invoices")
      .slice()
      .sort((a, b) =>
        String(a.Type) === String(b.Type)
          ? String(b.InvoiceNumber).localeCompare(String(a.InvoiceNumber))
          : String(a.Type).localeCompare(String(b.Type)),
      )
      .map((row) => `${row.Type}|${row.InvoiceNumber}`);
    expect(keys).toEqual(expected);
    const names = (await list("/Contacts?order=Name", "Contacts")).map((contact) => String(contact.Name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expectValidation(await call("/Invoices?order=Total%20UPWARDS"), /order/);
  });

  it("pages with page and pageSize and reports the pagination", async () => {
    const all = await ids("/Invoices?order=InvoiceNumber", "Invoices", "InvoiceID");
    const first = await call("/Invoices?order=InvoiceNumber&page=1&pageSize=3");
    expect(first.json().pagination).toEqual({
      page: 1,
      pageSize: 3,
      pageCount: Math.ceil(all.length / 3),
      itemCount: all.length,
    });
    expect(records(first, "Invoices").map((row) => row.InvoiceID)).toEqual(all.slice(0, 3));
    const second = await ids("/Invoices?order=InvoiceNumber&page=2&pageSize=3", "Invoices", "InvoiceID");
    expect(second).toEqual(all.slice(3, 6));
    const defaultSize = (await call("/Invoices?page=1")).json().pagination as Json;
    expect(defaultSize).toMatchObject({ page: 1, pageSize: 100, pageCount: 1, itemCount: all.length });
    expect(await ids("/Invoices?page=99", "Invoices", "InvoiceID")).toEqual([]);
  });

  it("rejects pageSize above 100 or below 1 and a page below 1", async () => {
    expectValidation(await call("/Invoices?page=1&pageSize=101"), /pageSize/);
    expectValidation(await call("/Contacts?pageSize=0"), /pageSize/);
    expectValidation(await call("/Invoices?page=0"), /page/);
    expect((await call("/Invoices?page=1&pageSize=100")).status).toBe(200);
  });

  it("pages journals by offset: up to 100 with a JournalNumber above it, in order", async () => {
    const journals = await list("/Journals", "Journals");
    const numbers = journals.map((journal) => Number(journal.JournalNumber));
    expect(numbers[0]).toBe(1);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.length).toBeLessThanOrEqual(100);
    const after = await list("/Journals?offset=2", "Journals");
    expect(after.map((journal) => Number(journal.JournalNumber))).toEqual(numbers.filter((n) => n > 2));
    const cash = await list("/Journals?paymentsOnly=true", "Journals");
    expect(cash.length).toBeGreaterThan(0);
    expect(cash.length).toBeLessThan(journals.length);
  });
});

describe("list filters", () => {
  it("filters invoices by IDs, InvoiceNumbers, ContactIDs and Statuses (comma-separated)", async () => {
    const wanted = [P.invoices.paid, P.invoices.draft];
    expect(sorted(await ids(`/Invoices?IDs=${wanted.join(",")}`, "Invoices", "InvoiceID"))).toEqual(
      sorted(wanted),
    );
    const numbers = [P.invoiceNumbers.paid, P.invoiceNumbers.authorised];
    expect(
      sorted(await ids(`/Invoices?InvoiceNumbers=${numbers.join(",")}`, "Invoices", "InvoiceNumber")),
    ).toEqual(sorted(numbers));
    expect(sorted(await ids(`/Invoices?ContactIDs=${P.contacts.ridgeway}`, "Invoices", "InvoiceID"))).toEqual(
      invoiceIdsWhere((invoice) => (invoice.Contact as XeroRecord).ContactID === P.contacts.ridgeway),
    );
    expect(sorted(await ids("/Invoices?Statuses=DRAFT,VOIDED", "Invoices", "InvoiceID"))).toEqual(
      invoiceIdsWhere((invoice) => invoice.Status === "DRAFT" || invoice.Status === "VOIDED"),
    );
  });

  it("searches contacts and invoices case-insensitively with searchTerm", async () => {
    const contact = startingRecords("Contacts").find((c) => c.ContactID === P.contacts.ridgeway);
    const term = String(contact?.Name).slice(0, 6).toUpperCase();
    const found = await ids(`/Contacts?searchTerm=${encodeURIComponent(term)}`, "Contacts", "ContactID");
    expect(found).toContain(P.contacts.ridgeway);
    expect(found.length).toBeLessThan(startingRecords("Contacts").length);
    const byNumber = await ids(
      `/Invoices?searchTerm=${P.invoiceNumbers.authorised.toLowerCase()}`,
      "Invoices",
      "InvoiceID",
    );
    expect(byNumber).toEqual([P.invoices.authorised]);
  });

  it("hides archived contacts and tracking categories unless includeArchived=true", async () => {
    const archived = startingRecords("Contacts").filter((contact) => contact.ContactStatus === "ARCHIVED");
    expect(archived.length).toBeGreaterThan(0);
    const visible = await ids("/Contacts", "Contacts", "ContactID");
    expect(visible).not.toContain(archived[0]?.ContactID);
    const everything = await ids("/Contacts?includeArchived=true", "Contacts", "ContactID");
    expect(everything).toHaveLength(startingRecords("Contacts").length);
    expect(await ids("/TrackingCategories", "TrackingCategories", "TrackingCategoryID")).not.toContain(
      P.trackingCategories.archived,
    );
    expect(
      await ids("/TrackingCategories?includeArchived=true", "TrackingCategories", "TrackingCategoryID"),
    ).toContain(P.trackingCategories.archived);
    // Invoices accept the flag without hiding anything.
    expect(await ids("/Invoices?includeArchived=true", "Invoices", "InvoiceID")).toHaveLength(
      startingRecords("Invoices").length,
    );
    // A get by id still finds an archived contact.
    expect((await call(`/Contacts/${String(archived[0]?.ContactID)}`)).status).toBe(200);
  });

  it("answers no invoices for createdByMyApp=true: the starting data was not written by the calling app", async () => {
    expect(await ids("/Invoices?createdByMyApp=true", "Invoices", "InvoiceID")).toEqual([]);
    expect(await ids("/Invoices?createdByMyApp=false", "Invoices", "InvoiceID")).toHaveLength(
      startingRecords("Invoices").length,
    );
  });

  it("drops heavy fields with summaryOnly=true", async () => {
    const full = await list("/Invoices", "Invoices");
    expect(full.some((invoice) => Array.isArray(invoice.LineItems))).toBe(true);
    const summary = await list("/Invoices?summaryOnly=true", "Invoices");
    expect(summary).toHaveLength(full.length);
    expect(
      summary.every((invoice) => !("LineItems" in invoice) && "InvoiceID" in invoice && "Total" in invoice),
    ).toBe(true);
    const contacts = await list("/Contacts?summaryOnly=true", "Contacts");
    expect(contacts.every((contact) => !("Addresses" in contact) && !("Phones" in contact))).toBe(true);
    expect((await list("/Contacts", "Contacts")).some((contact) => "Addresses" in contact)).toBe(true);
  });

  it("answers only records updated after If-Modified-Since", async () => {
    const stamps = startingRecords("Invoices")
      .map((invoice) => String(invoice.UpdatedDateUTC))
      .sort();
    const pivot = stamps[Math.floor(stamps.length / 2)] ?? "";
    const expected = invoiceIdsWhere((invoice) => String(invoice.UpdatedDateUTC) > pivot);
    expect(expected.length).toBeGreaterThan(0);
    const reply = await call("/Invoices", { headers: { "If-Modified-Since": `${pivot}Z` } });
    expect(sorted(records(reply, "Invoices").map((invoice) => invoice.InvoiceID))).toEqual(expected);
  });

  it("rounds unit amounts to 2 decimals unless unitdp=4", async () => {
    const tweaked = await launchLedgerSandbox({
      ...LEDGER_DEPS,
      createStartingData: () => {
        const orgs = createLedgerStartingData();
        const invoice = orgs[0]?.collections.Invoices?.find((row) => row.InvoiceID === P.invoices.authorised);
        const line = (invoice?.LineItems as XeroRecord[] | undefined)?.[0];
        if (line) line.UnitAmount = 12.3456;
        return orgs;
      },
    });
    try {
      const path = `/Invoices/${P.invoices.authorised}`;
      const unitAmount = async (query: string) => {
        const [invoice] = records(await callOn(tweaked, `${path}${query}`), "Invoices");
        return arrayOf(invoice?.LineItems)[0]?.UnitAmount;
      };
      expect(await unitAmount("")).toBe(12.35);
      expect(await unitAmount("?unitdp=2")).toBe(12.35);
      expect(await unitAmount("?unitdp=4")).toBe(12.3456);
    } finally {
      await tweaked.close();
    }
  });

  it("filters quotes, purchase orders, linked transactions and budgets by their own parameters", async () => {
    expect(await ids("/Quotes?Status=SENT", "Quotes", "QuoteID")).toEqual(
      startingRecords("Quotes")
        .filter((quote) => quote.Status === "SENT")
        .map((quote) => quote.QuoteID),
    );
    expect(await ids(`/Quotes?QuoteNumber=${P.quoteNumbers.accepted}`, "Quotes", "QuoteID")).toEqual([
      P.quotes.accepted,
    ]);
    const quoteDate = String(
      startingRecords("Quotes").find((quote) => quote.QuoteID === P.quotes.sent)?.Date,
    );
    expect(await ids(`/Quotes?DateFrom=${quoteDate}&DateTo=${quoteDate}`, "Quotes", "QuoteID")).toContain(
      P.quotes.sent,
    );
    expect(await ids(`/PurchaseOrders?Status=DRAFT`, "PurchaseOrders", "PurchaseOrderID")).toEqual([
      P.purchaseOrders.draft,
    ]);
    expect(
      await ids("/LinkedTransactions?Status=BILLED", "LinkedTransactions", "LinkedTransactionID"),
    ).toEqual([P.linkedTransactions.billed]);
    expect(await ids(`/Budgets?IDs=${P.budgets.north}`, "Budgets", "BudgetID")).toEqual([P.budgets.north]);
  });
});

describe("lookups where Xero's paths collide", () => {
  it("reads /Contacts/{x} as a ContactID when it is a UUID, else as a ContactNumber", async () => {
    const [byNumber] = await list(`/Contacts/${P.contactNumbers.ridgeway}`, "Contacts");
    const [byId] = await list(`/Contacts/${P.contacts.ridgeway}`, "Contacts");
    expect(byNumber?.ContactID).toBe(P.contacts.ridgeway);
    expect(byId?.ContactNumber).toBe(P.contactNumbers.ridgeway);
    expectNotFound(await call("/Contacts/NO-SUCH-NUMBER"));
  });

  it("reads /PurchaseOrders/{x} as an id or a PurchaseOrderNumber", async () => {
    const [byNumber] = await list(`/PurchaseOrders/${P.purchaseOrderNumbers.authorised}`, "PurchaseOrders");
    expect(byNumber?.PurchaseOrderID).toBe(P.purchaseOrders.authorised);
    const [byId] = await list(`/PurchaseOrders/${P.purchaseOrders.authorised}`, "PurchaseOrders");
    expect(byId?.PurchaseOrderNumber).toBe(P.purchaseOrderNumbers.authorised);
  });

  it("reads /Journals/{x} as a JournalID when a UUID, a JournalNumber when digits", async () => {
    const [byNumber] = await list(`/Journals/${P.journalNumber}`, "Journals");
    expect(byNumber?.JournalNumber).toBe(P.journalNumber);
    const [byId] = await list(`/Journals/${String(byNumber?.JournalID)}`, "Journals");
    expect(byId?.JournalNumber).toBe(P.journalNumber);
    expectNotFound(await call("/Journals/99999"));
    expectNotFound(await call("/Journals/first"));
  });

  it("answers 404 for a malformed UUID and for an unknown one", async () => {
    expectNotFound(await call("/Payments/not-a-guid"));
    expectNotFound(await call("/Payments/00000000-0000-4000-8000-00000000dead"));
  });
});

describe("attachments", () => {
  const ref = P.attachments.invoicePdf;
  const startingBytes = () =>
    primaryStartingData().attachments[ref.recordId]?.find((file) => file.AttachmentID === ref.attachmentId)
      ?.bytes;

  it("lists a record's attachments with Url, MimeType and ContentLength", async () => {
    const attachments = await list(`/Invoices/${ref.recordId}/Attachments`, "Attachments");
    const entry = attachments.find((file) => file.AttachmentID === ref.attachmentId);
    expect(entry).toMatchObject({
      FileName: ref.fileName,
      MimeType: ref.mimeType,
      ContentLength: startingBytes()?.length,
    });
    expect(typeof entry?.IncludeOnline).toBe("boolean");
    expect(entry?.Url).toBe(
      `${sandbox.url}/Invoices/${ref.recordId}/Attachments/${encodeURIComponent(ref.fileName)}`,
    );
    expect(await list(`/Invoices/${P.invoices.draft}/Attachments`, "Attachments")).toEqual([]);
  });

  it("downloads the stored bytes by AttachmentID and by a file name with a space", async () => {
    const expected = startingBytes();
    expect(expected?.length).toBeGreaterThan(0);
    expect(ref.fileName).toContain(" ");
    const headers = { contentType: ref.mimeType };
    for (const key of [ref.attachmentId, encodeURIComponent(ref.fileName)]) {
      const reply = await call(`/Invoices/${ref.recordId}/Attachments/${key}`, {
        headers,
        accept: "application/octet-stream",
      });
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-type")).toBe("application/octet-stream");
      expect(Buffer.from(reply.bytes).equals(Buffer.from(expected ?? []))).toBe(true);
    }
    expectNotFound(await call(`/Invoices/${ref.recordId}/Attachments/nothing.pdf`, { headers }));
  });

  it("requires the contentType header on downloads", async () => {
    const reply = await call(`/Invoices/${ref.recordId}/Attachments/${ref.attachmentId}`, {
      accept: "application/octet-stream",
    });
    expectValidation(reply, /contentType/);
  });
});

describe("PDFs", () => {
  it("renders invoices, credit notes, quotes and purchase orders with Accept: application/pdf", async () => {
    const documents = [
      `/Invoices/${P.invoices.authorised}`,
      `/CreditNotes/${P.creditNotes.sales}`,
      `/Quotes/${P.quotes.sent}`,
      `/PurchaseOrders/${P.purchaseOrders.authorised}`,
    ];
    for (const path of documents) {
      const reply = await call(path, { accept: "application/pdf" });
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get("content-type")).toBe("application/pdf");
      expect(reply.text.startsWith("%PDF")).toBe(true);
    }
    const invoicePdf = await call(`/Invoices/${P.invoices.authorised}`, { accept: "application/pdf" });
    expect(invoicePdf.text).toContain(`Invoice ${P.invoiceNumbers.authorised}`);
  });
});

describe("history", () => {
  it("adds a note with PUT and lists it with GET", async () => {
    const path = `/Invoices/${P.invoices.authorised}`;
    const before = await list(`${path}/History`, "HistoryRecords");
    const put = await putHistory(path, { HistoryRecords: [{ Details: "Called the customer" }] });
    const [created] = records(put, "HistoryRecords");
    expect(created).toMatchObject({
      Changes: "Note",
      Details: "Called the customer",
      User: "Ledger Sandbox API",
    });
    expect(created?.DateUTC).toMatch(MS_DATE);
    const after = await list(`${path}/History`, "HistoryRecords");
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ Details: "Called the customer" });
  });

  it("serves history on all 16 resources", async () => {
    const targets = [
      `/Contacts/${P.contacts.ridgeway}`,
      `/ExpenseClaims/${P.expenseClaims.authorised}`,
      `/Quotes/${P.quotes.sent}`,
      `/BankTransactions/${P.bankTransactions.spend}`,
      `/BankTransfers/${P.bankTransfers.toSavings}`,
      `/BatchPayments/${P.batchPayments.receipts}`,
      `/Invoices/${P.invoices.paid}`,
      `/Items/${P.items.devHours}`,
      `/ManualJournals/${P.manualJournals.posted}`,
      `/Payments/${P.payments.invoicePaid}`,
      `/Prepayments/${P.prepayments.marine}`,
      `/PurchaseOrders/${P.purchaseOrders.authorised}`,
      `/RepeatingInvoices/${P.repeatingInvoices.retainer}`,
      `/Overpayments/${P.overpayments.bayside}`,
      `/Receipts/${P.receipts.coffee}`,
      `/CreditNotes/${P.creditNotes.sales}`,
    ];
    for (const path of targets) {
      expect((await putHistory(path, { HistoryRecords: [{ Details: "note" }] })).status, path).toBe(200);
      expect((await list(`${path}/History`, "HistoryRecords")).at(-1)?.Details, path).toBe("note");
    }
  });

  it("rejects a PUT without Details, and an unknown record with 404", async () => {
    const path = `/Invoices/${P.invoices.authorised}`;
    expectValidation(await putHistory(path, { HistoryRecords: [{}] }), /Details/);
    expectValidation(await putHistory(path, { HistoryRecords: [{ Details: "   " }] }), /Details/);
    expectValidation(await putHistory(path, {}), /HistoryRecords/);
    expectValidation(await putHistory(path, "not json"));
    expectNotFound(
      await putHistory("/Invoices/00000000-0000-4000-8000-00000000dead", {
        HistoryRecords: [{ Details: "x" }],
      }),
    );
  });
});

describe("idempotency and fault injection", () => {
  it("replays the first answer for a repeated Idempotency-Key without applying twice", async () => {
    const path = `/Invoices/${P.invoices.authorised}`;
    const before = (await list(`${path}/History`, "HistoryRecords")).length;
    const headers = { "Idempotency-Key": "key-1" };
    const first = await putHistory(path, { HistoryRecords: [{ Details: "once" }] }, headers);
    const second = await putHistory(path, { HistoryRecords: [{ Details: "once" }] }, headers);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(await list(`${path}/History`, "HistoryRecords")).toHaveLength(before + 1);
    // Another key, or the same key for another tenant, is a new request.
    await putHistory(path, { HistoryRecords: [{ Details: "twice" }] }, { "Idempotency-Key": "key-2" });
    expect(await list(`${path}/History`, "HistoryRecords")).toHaveLength(before + 2);
    const secondaryPath = `/Invoices/${S.invoices.authorised}/History`;
    const other = await call(secondaryPath, {
      method: "PUT",
      tenant: S.tenantId,
      headers,
      body: { HistoryRecords: [{ Details: "secondary" }] },
    });
    expect(records(other, "HistoryRecords")[0]?.Details).toBe("secondary");
  });

  it("answers injected faults for the next N requests, then serves normally", async () => {
    sandbox.failNext({
      status: 429,
      headers: { "Retry-After": "7", "X-Rate-Limit-Problem": "minute" },
      times: 2,
    });
    for (let i = 0; i < 2; i += 1) {
      const reply = await call("/Organisation");
      expect(reply.status).toBe(429);
      expect(reply.headers.get("retry-after")).toBe("7");
      expect(reply.headers.get("x-rate-limit-problem")).toBe("minute");
      expect(reply.headers.get("x-minlimit-remaining")).toMatch(/^\d+$/);
    }
    expect((await call("/Organisation")).status).toBe(200);
    sandbox.failNext({ status: 500, body: { Title: "Boom" } });
    const failed = await call("/Invoices");
    expect(failed.status).toBe(500);
    expect(failed.json()).toEqual({ Title: "Boom" });
    // Faulted requests are still recorded.
    expect(sandbox.requests).toHaveLength(4);
  });
});

describe("deletes", () => {
  it("refuses to delete an account in use (400) and deletes an unused one", async () => {
    expectValidation(await call(`/Accounts/${P.accounts.used}`, { method: "DELETE" }), /used/);
    expect((await call(`/Accounts/${P.accounts.used}`)).status).toBe(200);
    const reply = await call(`/Accounts/${P.accounts.deletable}`, { method: "DELETE" });
    expect(records(reply, "Accounts")[0]).toMatchObject({
      AccountID: P.accounts.deletable,
      Status: "DELETED",
    });
    expectNotFound(await call(`/Accounts/${P.accounts.deletable}`));
  });

  it("deletes an item and a linked transaction with 204 and no body", async () => {
    const item = await call(`/Items/${P.items.deletable}`, { method: "DELETE" });
    expect(item.status).toBe(204);
    expect(item.text).toBe("");
    expectNotFound(await call(`/Items/${P.items.deletable}`));
    const linked = await call(`/LinkedTransactions/${P.linkedTransactions.approved}`, { method: "DELETE" });
    expect(linked.status).toBe(204);
    expectNotFound(await call(`/LinkedTransactions/${P.linkedTransactions.approved}`));
    expectValidation(
      await call(`/LinkedTransactions/${P.linkedTransactions.billed}`, { method: "DELETE" }),
      /billed/,
    );
  });

  it("removes one contact, then all contacts, from a contact group (204)", async () => {
    const groupPath = `/ContactGroups/${P.contactGroups.preferredCustomers}`;
    const members = arrayOf((await list(groupPath, "ContactGroups"))[0]?.Contacts).map((c) =>
      String(c.ContactID),
    );
    expect(members.length).toBeGreaterThan(1);
    const [firstMember] = members;
    const one = await call(`${groupPath}/Contacts/${firstMember}`, { method: "DELETE" });
    expect(one.status).toBe(204);
    const remaining = arrayOf((await list(groupPath, "ContactGroups"))[0]?.Contacts).map((c) =>
      String(c.ContactID),
    );
    expect(remaining).toEqual(members.slice(1));
    expectNotFound(await call(`${groupPath}/Contacts/${firstMember}`, { method: "DELETE" }));
    const all = await call(`${groupPath}/Contacts`, { method: "DELETE" });
    expect(all.status).toBe(204);
    expect((await list(groupPath, "ContactGroups"))[0]?.Contacts ?? []).toEqual([]);
  });

  it("deletes a tracking option ({Options}) and a tracking category (Status DELETED)", async () => {
    const categoryPath = `/TrackingCategories/${P.trackingCategories.region}`;
    const option = await call(`${categoryPath}/Options/${P.trackingOptions.central}`, { method: "DELETE" });
    expect(records(option, "Options")[0]).toMatchObject({
      TrackingOptionID: P.trackingOptions.central,
      Status: "DELETED",
    });
    const options = arrayOf((await list(categoryPath, "TrackingCategories"))[0]?.Options).map(
      (o) => o.TrackingOptionID,
    );
    expect(options).not.toContain(P.trackingOptions.central);
    const category = await call(categoryPath, { method: "DELETE" });
    expect(records(category, "TrackingCategories")[0]).toMatchObject({
      TrackingCategoryID: P.trackingCategories.region,
      Status: "DELETED",
    });
    expectNotFound(await call(categoryPath));
  });

  const allocationCases = [
    {
      collection: "CreditNotes",
      idField: "CreditNoteID",
      creditId: P.creditNotes.sales,
      allocationId: P.allocations.creditNote,
    },
    {
      collection: "Prepayments",
      idField: "PrepaymentID",
      creditId: P.prepayments.marine,
      allocationId: P.allocations.prepayment,
    },
    {
      collection: "Overpayments",
      idField: "OverpaymentID",
      creditId: P.overpayments.bayside,
      allocationId: P.allocations.overpayment,
    },
  ];
  for (const { collection, idField, creditId, allocationId } of allocationCases) {
    it(`deletes a ${collection} allocation and restores the amounts`, async () => {
      const [before] = await list(`/${collection}/${creditId}`, collection);
      const allocation = arrayOf(before?.Allocations).find((a) => a.AllocationID === allocationId);
      const amount = Number(allocation?.Amount);
      const invoiceId = String((allocation?.Invoice as Json | undefined)?.InvoiceID);
      const [invoiceBefore] = await list(`/Invoices/${invoiceId}`, "Invoices");

      const reply = await call(`/${collection}/${creditId}/Allocations/${allocationId}`, {
        method: "DELETE",
      });
      expect(reply.status).toBe(200);
      const body = reply.json();
      expect(body).toMatchObject({ AllocationID: allocationId, Amount: amount, IsDeleted: true });
      expect(body.Date).toMatch(MS_DATE);

      const [after] = await list(`/${collection}/${creditId}`, collection);
      expect(arrayOf(after?.Allocations).map((a) => a.AllocationID)).not.toContain(allocationId);
      expect(Number(after?.RemainingCredit)).toBeCloseTo(Number(before?.RemainingCredit) + amount, 2);
      const [invoiceAfter] = await list(`/Invoices/${invoiceId}`, "Invoices");
      expect(Number(invoiceAfter?.AmountDue)).toBeCloseTo(Number(invoiceBefore?.AmountDue) + amount, 2);
      expect(invoiceAfter?.Status).toBe("AUTHORISED");
      expect(after?.[idField]).toBe(creditId);
      expectNotFound(
        await call(`/${collection}/${creditId}/Allocations/${allocationId}`, { method: "DELETE" }),
      );
    });
  }
});

describe("setup", () => {
  it("validates the conversion date, balances and accounts", async () => {
    const bad = await call("/Setup", {
      method: "POST",
      body: {
        ConversionDate: { Month: 13, Year: 2001 },
        ConversionBalances: [{ AccountCode: "NOPE", Balance: 10 }],
        Accounts: [{ Code: "", Name: "Nameless", Type: "SALES" }],
      },
    });
    expectValidation(bad);
    const messages = JSON.stringify(bad.json());
    for (const fragment of ["Month", "Year", "NOPE", "net to zero", "Code"])
      expect(messages).toContain(fragment);
    const unbalanced = await call("/Setup", {
      method: "POST",
      body: { ConversionBalances: [{ AccountCode: P.accountCodes.bank, Balance: 100 }] },
    });
    expectValidation(unbalanced, /net to zero/);
    expect(await ids("/Accounts", "Accounts", "Code")).not.toContain("NOPE");
  });

  it("adds and updates accounts by Code, stores balances and re-derives journals", async () => {
    const journalsBefore = await list("/Journals", "Journals");
    const reply = await call("/Setup", {
      method: "POST",
      body: {
        ConversionDate: { Month: 4, Year: 2024 },
        ConversionBalances: [
          { AccountCode: "4999", Balance: -250 },
          { AccountCode: P.accountCodes.bank, Balance: 250 },
        ],
        Accounts: [
          { Code: "4999", Name: "Grant Income", Type: "OTHERINCOME" },
          { Code: P.accountCodes.sales, Name: "Sales (renamed)", Type: "SALES" },
        ],
      },
    });
    expect(reply.status, reply.text).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ Status: "OK", ProviderName: "Ledger Sandbox" });
    expect(body.ImportSummary).toEqual({
      Accounts: {
        Total: 2,
        New: 1,
        Updated: 1,
        Deleted: 0,
        Locked: 0,
        System: 0,
        Errored: 0,
        Present: true,
        NewOrUpdated: 2,
      },
      Organisation: { Present: true },
    });
    const accounts = await list("/Accounts", "Accounts");
    expect(accounts.find((a) => a.Code === "4999")).toMatchObject({
      Name: "Grant Income",
      Class: "REVENUE",
      Status: "ACTIVE",
    });
    expect(accounts.find((a) => a.Code === P.accountCodes.sales)?.Name).toBe("Sales (renamed)");
    const journalsAfter = await list("/Journals", "Journals");
    const mentions4999 = JSON.stringify(journalsAfter).includes('"4999"');
    expect(mentions4999).toBe(true);
    expect(JSON.stringify(journalsBefore).includes('"4999"')).toBe(false);
  });
});

describe("organisation, settings and reports", () => {
  it("answers the organisation, its actions and CIS settings", async () => {
    const [organisation] = await list("/Organisation", "Organisations");
    expect(organisation).toMatchObject({
      OrganisationID: P.organisationId,
      Name: P.name,
      BaseCurrency: P.baseCurrency,
    });
    expect(Array.isArray((await call("/Organisation/Actions")).json().Actions)).toBe(true);
    expect((await call(`/Organisation/${P.organisationId}/CISSettings`)).json()).toHaveProperty(
      "CISSettings",
    );
    expectNotFound(await call(`/Organisation/${S.organisationId}/CISSettings`));
    expect((await call(`/Contacts/${P.contacts.ridgeway}/CISSettings`)).json()).toHaveProperty("CISSettings");
    expect(await list("/InvoiceReminders/Settings", "InvoiceReminders")).toHaveLength(1);
  });

  it("gives an online invoice URL for approved sales invoices only", async () => {
    const [online] = await list(`/Invoices/${P.invoices.authorised}/OnlineInvoice`, "OnlineInvoices");
    expect(String(online?.OnlineInvoiceUrl)).toMatch(/^https:\/\//);
    expectValidation(await call(`/Invoices/${P.invoices.draft}/OnlineInvoice`));
    expectValidation(await call(`/Invoices/${P.bills.authorised}/OnlineInvoice`));
  });

  it("answers tax rates by TaxType, payment services and branding theme payment services", async () => {
    const [rate] = await list(`/TaxRates/${P.taxTypes.sales}`, "TaxRates");
    expect(rate?.TaxType).toBe(P.taxTypes.sales);
    expect(await ids("/PaymentServices", "PaymentServices", "PaymentServiceID")).toContain(
      P.paymentServices.card,
    );
    const themed = await list(
      `/BrandingThemes/${P.brandingThemes.standard}/PaymentServices`,
      "PaymentServices",
    );
    expect(Array.isArray(themed)).toBe(true);
  });

  it("lists reports and runs one by name; an unknown report is 404", async () => {
    const reports = await list("/Reports", "Reports");
    expect(reports.length).toBeGreaterThan(0);
    const trial = await list("/Reports/TrialBalance", "Reports");
    expect(trial[0]).toHaveProperty("Rows");
    expectNotFound(await call("/Reports/NoSuchReport"));
  });
});

describe("operation coverage", () => {
  interface Operation {
    operationId: string;
    method: string;
    path: string;
    queryParams: { name: string; required: boolean }[];
  }
  const operations = (
    JSON.parse(readFileSync(new URL("../fixtures/ledger-operations.json", import.meta.url), "utf8")) as {
      operations: Operation[];
    }
  ).operations;

  const attachmentFor = (collection: string) =>
    Object.values(P.attachments).find((attachment) => attachment.collection === collection);

  /** A path with starting-data values for its parameters; the /pdf variants are served on the resource URL. */
  function concretePath(operation: Operation, journalId: string, reportId: string): string {
    const collection = operation.path.split("/")[1] ?? "";
    const attachment = operation.path.includes("/Attachments") ? attachmentFor(collection) : undefined;
    const values: Record<string, string> = {
      ...STARTING_PATH_VALUES,
      InvoiceID: P.invoices.authorised,
      JournalID: journalId,
      ReceiptID: P.receipts.coffee,
      ReportID: reportId,
      AllocationID: P.allocations.creditNote,
      AttachmentID: attachment?.attachmentId ?? "",
      FileName: encodeURIComponent(attachment?.fileName ?? ""),
    };
    if (attachment) values[`${collection.replace(/s$/, "")}ID`] = attachment.recordId;
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `missing-${name}`);
    const query = operation.queryParams.some((param) => param.name === "contactId" && param.required)
      ? `?contactId=${P.contacts.ridgeway}`
      : "";
    return `${path.replace(/\/pdf$/, "")}${query}`;
  }

  it("routes every operation of the fixture: all 235 of Xero's Accounting API", () => {
    expect(operations).toHaveLength(235);
    for (const operation of operations) {
      const path = operation.path
        .replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000001")
        .replace(/\/pdf$/, "");
      expect(findRoute(operation.method, path.slice(1)), operation.operationId).toBeDefined();
    }
  });

  it("answers every GET operation with 200 for starting-data records", async () => {
    const [journal] = await list(`/Journals/${P.journalNumber}`, "Journals");
    const [report] = await list("/Reports", "Reports");
    const reportId = String(report?.ReportID ?? "TrialBalance");
    const failures: string[] = [];
    for (const operation of operations.filter((op) => op.method === "GET")) {
      const path = concretePath(operation, String(journal?.JournalID), reportId);
      const isPdf = operation.path.endsWith("/pdf");
      const isDownload = /\/Attachments\/\{/.test(operation.path);
      const reply = await call(path, {
        accept: isPdf ? "application/pdf" : isDownload ? "application/octet-stream" : "application/json",
        headers: isDownload ? { contentType: "application/octet-stream" } : {},
      });
      const expectedType = isPdf
        ? "application/pdf"
        : isDownload
          ? "application/octet-stream"
          : "application/json";
      if (reply.status !== 200 || !reply.headers.get("content-type")?.startsWith(expectedType)) {
        failures.push(`${operation.operationId} ${path} -> ${reply.status} ${reply.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("reset", () => {
  it("restores the starting data and clears the request log in place", async () => {
    await call(`/Items/${P.items.deletable}`, { method: "DELETE" });
    await call(`/Accounts/${P.accounts.deletable}`, { method: "DELETE" });
    await putHistory(`/Invoices/${P.invoices.authorised}`, { HistoryRecords: [{ Details: "temporary" }] });
    sandbox.failNext({ status: 503, times: 5 });
    const log = sandbox.requests;
    sandbox.reset();
    expect(log).toHaveLength(0);
    expect((await call(`/Items/${P.items.deletable}`)).status).toBe(200);
    expect((await call(`/Accounts/${P.accounts.deletable}`)).status).toBe(200);
    const notes = await list(`/Invoices/${P.invoices.authorised}/History`, "HistoryRecords");
    expect(notes.map((note) => note.Details)).not.toContain("temporary");
    expect(await ids("/Invoices", "Invoices", "InvoiceID")).toHaveLength(startingRecords("Invoices").length);
  });

  it("accepts a custom token given at start", async () => {
    const other = await startLedgerSandbox({ token: "custom-ledger-token" });
    try {
      expect((await callOn(other, "/Organisation")).status).toBe(200);
      expect((await callOn(other, "/Organisation", { token: sandbox.token })).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
