// Credit note, quote, purchase order and repeating invoice writes on the Xero sandbox over real
// HTTP on 127.0.0.1, with Xero's numbering, totals, status moves and refusals. Expected figures are
// worked out here from the request (account 200 and 453 carry 15% GST), not read from the sandbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, daysBetween } from "../../local/sandbox/ledger/accounting/dates";
import {
  LEDGER_STARTING_DATA,
  type LedgerSandbox,
  startLedgerSandbox,
} from "../../local/sandbox/ledger/index";

// biome-ignore lint/suspicious/noExplicitAny: the tests read JSON answers field by field.
type Json = Record<string, any>;

const P = LEDGER_STARTING_DATA.primary;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The sandbox's clock: 21:16 UTC on 28 November, when the Demo Company (Auckland) is on the 29th. */
const NOW = Date.parse("2026-11-28T21:16:41Z");
/** The organisation's today, which the sandbox dates by: Auckland's date at NOW. */
const TODAY = new Date(NOW).toLocaleDateString("en-CA", { timeZone: "Pacific/Auckland" });

let sandbox: LedgerSandbox;

beforeAll(async () => {
  sandbox = await startLedgerSandbox({ port: 0, clock: () => NOW });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  sandbox.reset();
});

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${sandbox.token}`,
      "xero-tenant-id": sandbox.tenants.primary,
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Json) : {} };
}

/** One record written to `collection` (PUT creates, POST updates or creates); fails the test unless 200. */
async function write(method: "PUT" | "POST", path: string, record: Json): Promise<Json> {
  const collection = path.split("/")[1] as string;
  const reply = await call(method, path, { [collection]: [record] });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return reply.json[collection][0];
}

/** The validation messages of a refused write. */
async function refusal(method: "PUT" | "POST", path: string, record: Json): Promise<string[]> {
  const collection = path.split("/")[1] as string;
  const reply = await call(method, path, { [collection]: [record] });
  expect(reply.status, JSON.stringify(reply.json)).toBe(400);
  expect(reply.json.Type).toBe("ValidationException");
  return (reply.json.Elements as Json[]).flatMap((element) =>
    (element.ValidationErrors as Json[]).map((error) => error.Message),
  );
}

async function read(path: string): Promise<Json> {
  const reply = await call("GET", path);
  expect(reply.status).toBe(200);
  return reply.json[path.split("/")[1] as string][0];
}

async function journalSources(): Promise<string[]> {
  return ((await call("GET", "/Journals")).json.Journals as Json[]).map((journal) => journal.SourceID);
}

/** /Date(ms+0000)/ of a YYYY-MM-DD, as the JSON answers carry dates. */
const msDate = (iso: string) => `/Date(${Date.parse(`${iso}T00:00:00Z`)}+0000)/`;

const line = (extra: Json = {}) => ({
  Description: "Consulting",
  Quantity: 2,
  UnitAmount: 100,
  AccountCode: "200",
  ...extra,
});

describe("credit notes", () => {
  const salesCredit = (extra: Json = {}) => ({
    Type: "ACCRECCREDIT",
    Contact: { ContactID: P.contacts.ridgeway },
    LineItems: [line()],
    ...extra,
  });

  it("an approved sales credit is numbered after CN-0002, has its whole total to use and posts to the ledger", async () => {
    const credit = await write(
      "PUT",
      "/CreditNotes",
      salesCredit({ Status: "AUTHORISED", Date: "2026-11-20" }),
    );
    expect(credit.CreditNoteID).toMatch(UUID);
    expect(credit.CreditNoteNumber).toBe("CN-0003");
    // 2 x 100 at OUTPUT2 (15%).
    expect([credit.SubTotal, credit.TotalTax, credit.Total, credit.RemainingCredit]).toEqual([
      200, 30, 230, 230,
    ]);
    expect(credit.Date).toBe(msDate("2026-11-20"));
    expect(credit.Contact).toEqual({ ContactID: P.contacts.ridgeway, Name: "Ridgeway University" });
    expect(await read(`/CreditNotes/${credit.CreditNoteID}`)).toMatchObject({
      CreditNoteNumber: "CN-0003",
      Status: "AUTHORISED",
      RemainingCredit: 230,
    });
    expect(await journalSources()).toContain(credit.CreditNoteID);
  });

  it("a draft posts nothing, and a supplier credit keeps the supplier's number or none", async () => {
    const draft = await write("PUT", "/CreditNotes", salesCredit());
    expect(draft.Status).toBe("DRAFT");
    expect(await journalSources()).not.toContain(draft.CreditNoteID);
    const supplier = await write("PUT", "/CreditNotes", {
      Type: "ACCPAYCREDIT",
      Contact: { ContactID: P.contacts.centralOffice },
      LineItems: [line({ AccountCode: "453" })],
    });
    expect(supplier.CreditNoteNumber).toBe("");
    expect(supplier.LineItems[0].TaxType).toBe("INPUT2");
  });

  it("refuses a sales number in use, a type it does not know and approval with a line without an account", async () => {
    expect(await refusal("PUT", "/CreditNotes", salesCredit({ CreditNoteNumber: "CN-0001" }))).toEqual([
      "Credit Note # must be unique.",
    ]);
    expect(await refusal("PUT", "/CreditNotes", salesCredit({ Type: "ACCREC" }))).toEqual([
      "Credit note Type 'ACCREC' is not valid; use ACCRECCREDIT or ACCPAYCREDIT",
    ]);
    const unaccounted = salesCredit({ Status: "AUTHORISED", LineItems: [line({ AccountCode: undefined })] });
    expect(await refusal("PUT", "/CreditNotes", unaccounted)).toEqual([
      "Every line item needs an AccountCode before the document can be AUTHORISED",
    ]);
  });

  it("voids an unallocated credit (no credit left), after which it takes no change", async () => {
    const path = `/CreditNotes/${P.creditNotes.salesUnallocated}`;
    const voided = await write("POST", path, { Status: "VOIDED" });
    expect([voided.Status, voided.RemainingCredit]).toEqual(["VOIDED", 0]);
    expect(await refusal("POST", path, { Reference: "again" })).toEqual([
      "Credit note not of valid status for modification",
    ]);
  });

  it("an allocated credit keeps its money: no void, no new lines, but a new reference", async () => {
    const path = `/CreditNotes/${P.creditNotes.sales}`;
    const message = "This document cannot be edited as it has a payment or credit note allocated to it.";
    expect(await refusal("POST", path, { Status: "VOIDED" })).toEqual([message]);
    expect(await refusal("POST", path, { LineItems: [line()] })).toEqual([message]);
    expect((await write("POST", path, { Reference: "Agreed discount" })).Reference).toBe("Agreed discount");
  });

  it("a draft is deleted, not voided, and its lines sent replace all of them", async () => {
    const draft = await write(
      "PUT",
      "/CreditNotes",
      salesCredit({ LineItems: [line(), line({ Description: "Extra" })] }),
    );
    const path = `/CreditNotes/${draft.CreditNoteID}`;
    expect(await refusal("POST", path, { Status: "VOIDED" })).toEqual([
      "A credit note with status DRAFT cannot be changed to VOIDED",
    ]);
    const replaced = await write("POST", path, { LineItems: [line({ Quantity: 1, UnitAmount: 50 })] });
    expect(replaced.LineItems).toHaveLength(1);
    expect([replaced.SubTotal, replaced.Total]).toEqual([50, 57.5]);
    expect((await write("POST", path, { Status: "DELETED" })).Status).toBe("DELETED");
  });

  it("POST updates a credit note named by its number and creates the others", async () => {
    const reply = await call("POST", "/CreditNotes", {
      CreditNotes: [{ CreditNoteNumber: "CN-0002", Reference: "By number" }, salesCredit()],
    });
    expect(reply.status).toBe(200);
    const [updated, created] = reply.json.CreditNotes;
    expect([updated.CreditNoteID, updated.Reference]).toEqual([P.creditNotes.salesUnallocated, "By number"]);
    expect(created.CreditNoteNumber).toBe("CN-0003");
  });

  it("summarizeErrors=false writes the valid credits and marks the invalid one; true writes none", async () => {
    const batch = { CreditNotes: [salesCredit(), { Contact: { ContactID: P.contacts.ridgeway } }] };
    const refused = await call("PUT", "/CreditNotes", batch);
    expect(refused.status).toBe(400);
    expect(
      ((await call("GET", "/CreditNotes")).json.CreditNotes as Json[]).map((c) => c.CreditNoteNumber),
    ).not.toContain("CN-0003");
    const mixed = await call("PUT", "/CreditNotes?summarizeErrors=false", batch);
    expect(mixed.status).toBe(200);
    const [ok, failed] = mixed.json.CreditNotes;
    expect([ok.StatusAttributeString, ok.CreditNoteNumber]).toEqual(["OK", "CN-0003"]);
    expect(failed.HasErrors).toBe(true);
    expect(failed.ValidationErrors).toEqual([
      { Message: "Credit note Type must be specified (ACCRECCREDIT or ACCPAYCREDIT)" },
    ]);
  });
});

describe("quotes", () => {
  const quote = (extra: Json = {}) => ({
    Contact: { ContactID: P.contacts.cityAgency },
    Date: "2026-11-25",
    LineItems: [line()],
    ...extra,
  });

  it("creates a numbered draft in Xero's quote spelling, with totals and no posting", async () => {
    const journals = await journalSources();
    const created = await write(
      "PUT",
      "/Quotes",
      quote({ ExpiryDate: "2026-12-25", Title: "Workshops", Terms: "30 days" }),
    );
    expect(created.QuoteNumber).toBe("QU-0004");
    expect([created.Status, created.LineAmountTypes]).toEqual(["DRAFT", "EXCLUSIVE"]);
    expect([created.SubTotal, created.TotalTax, created.Total]).toEqual([200, 30, 230]);
    expect([created.Title, created.Terms, created.ExpiryDate]).toEqual([
      "Workshops",
      "30 days",
      msDate("2026-12-25"),
    ]);
    expect(created.DateString).toBe("2026-11-25T00:00:00");
    expect(await journalSources()).toEqual(journals);
    const noTax = await write("PUT", "/Quotes", quote({ LineAmountTypes: "NOTAX" }));
    expect([noTax.TotalTax, noTax.Total]).toEqual([0, 200]);
  });

  it("refuses a quote without a contact or date, an expiry before its date and the invoice spelling", async () => {
    expect(await refusal("PUT", "/Quotes", quote({ Date: undefined }))).toEqual([
      "Date is required when a quote is created",
    ]);
    expect(await refusal("PUT", "/Quotes", quote({ Contact: undefined }))).toEqual([
      "A Contact must be specified for this type of transaction",
    ]);
    expect(await refusal("PUT", "/Quotes", quote({ ExpiryDate: "2026-11-01" }))).toEqual([
      "ExpiryDate must be on or after the quote's Date",
    ]);
    expect(await refusal("PUT", "/Quotes", quote({ LineAmountTypes: "Exclusive" }))).toEqual([
      "LineAmountTypes must be EXCLUSIVE, INCLUSIVE, NOTAX",
    ]);
    expect(await refusal("PUT", "/Quotes", quote({ QuoteNumber: "QU-0001" }))).toEqual([
      "Quote number must be unique.",
    ]);
  });

  it("moves DRAFT -> SENT -> ACCEPTED -> INVOICED, refusing a jump and edits once accepted", async () => {
    const path = `/Quotes/${P.quotes.draft}`;
    expect(await refusal("POST", path, { Status: "ACCEPTED" })).toEqual([
      "A quote with status DRAFT cannot be changed to ACCEPTED",
    ]);
    expect((await write("POST", path, { Status: "SENT" })).Status).toBe("SENT");
    expect((await write("POST", path, { Status: "ACCEPTED" })).Status).toBe("ACCEPTED");
    expect(await refusal("POST", path, { LineItems: [line()] })).toEqual([
      "A ACCEPTED quote cannot be edited; only its status can change",
    ]);
    expect((await write("POST", path, { Status: "INVOICED" })).Status).toBe("INVOICED");
    expect(await refusal("POST", path, { Status: "SENT" })).toEqual([
      "A quote with status INVOICED cannot be changed to SENT",
    ]);
  });

  it("a declined quote can be sent again; a deleted one takes no change", async () => {
    const path = `/Quotes/${P.quotes.sent}`;
    expect((await write("POST", path, { Status: "DECLINED" })).Status).toBe("DECLINED");
    expect((await write("POST", path, { Status: "SENT" })).Status).toBe("SENT");
    expect((await write("POST", path, { Status: "DELETED" })).Status).toBe("DELETED");
    expect(await refusal("POST", path, { Status: "DRAFT" })).toEqual([
      "Quote not of valid status for modification",
    ]);
  });

  it("an edit of a draft keeps what it does not send and reads back", async () => {
    const path = `/Quotes/${P.quotes.draft}`;
    const before = await read(path);
    const edited = await write("POST", path, {
      Summary: "Four workshops",
      LineItems: [line({ Quantity: 4 })],
    });
    expect([edited.Summary, edited.Title, edited.QuoteNumber]).toEqual([
      "Four workshops",
      before.Title,
      "QU-0001",
    ]);
    expect(edited.SubTotal).toBe(400);
    expect(await read(path)).toMatchObject({ Summary: "Four workshops", SubTotal: 400, Total: 460 });
  });
});

describe("purchase orders", () => {
  const order = (extra: Json = {}) => ({
    Contact: { ContactID: P.contacts.centralOffice },
    LineItems: [line({ Description: "Paper", AccountCode: "453" })],
    ...extra,
  });

  it("creates a numbered order with its delivery details, taxed as a purchase, posting nothing", async () => {
    const journals = await journalSources();
    const created = await write(
      "PUT",
      "/PurchaseOrders",
      order({
        Date: "2026-11-25",
        DeliveryDate: "2026-12-02",
        AttentionTo: "Jo",
        DeliveryAddress: "18 Queen St",
      }),
    );
    expect(created.PurchaseOrderNumber).toBe("PO-0004");
    expect([created.Type, created.Status]).toEqual(["PURCHASEORDER", "DRAFT"]);
    expect([created.AttentionTo, created.DeliveryAddress, created.DeliveryDate]).toEqual([
      "Jo",
      "18 Queen St",
      msDate("2026-12-02"),
    ]);
    expect(created.LineItems[0].TaxType).toBe("INPUT2");
    expect([created.SubTotal, created.Total]).toEqual([200, 230]);
    expect(await journalSources()).toEqual(journals);
    expect((await read(`/PurchaseOrders/${created.PurchaseOrderID}`)).PurchaseOrderNumber).toBe("PO-0004");
  });

  it("names an existing contact and needs lines: Xero's orders create no contact", async () => {
    expect(
      await refusal("PUT", "/PurchaseOrders", order({ Contact: { Name: "A Supplier Never Seen" } })),
    ).toEqual([
      "Purchase orders do not create contacts; give the ContactID or ContactNumber of an existing contact",
    ]);
    expect(await refusal("PUT", "/PurchaseOrders", order({ LineItems: [] }))).toEqual([
      "LineItems are required to create a purchase order",
    ]);
    const contacts = (await call("GET", "/Contacts")).json.Contacts as Json[];
    expect(contacts.map((contact) => contact.Name)).not.toContain("A Supplier Never Seen");
  });

  it("refuses a number in use, a discount and overlong delivery instructions", async () => {
    expect(await refusal("PUT", "/PurchaseOrders", order({ PurchaseOrderNumber: "PO-0002" }))).toEqual([
      "Purchase order number must be unique.",
    ]);
    expect(
      await refusal(
        "PUT",
        "/PurchaseOrders",
        order({ LineItems: [line({ DiscountRate: 10, AccountCode: "453" })] }),
      ),
    ).toEqual(["Discounts are only supported on sales invoices (ACCREC)"]);
    expect(await refusal("PUT", "/PurchaseOrders", order({ DeliveryInstructions: "x".repeat(501) }))).toEqual(
      ["DeliveryInstructions must be at most 500 characters"],
    );
  });

  it("an approved order is billed, then takes only a status change; AUTHORISED undoes billing", async () => {
    const path = `/PurchaseOrders/${P.purchaseOrders.authorised}`;
    expect((await write("POST", path, { Status: "BILLED" })).Status).toBe("BILLED");
    expect(await refusal("POST", path, { Reference: "late" })).toEqual([
      "A BILLED purchase order cannot be edited; only its status can change",
    ]);
    expect(await refusal("POST", path, { Status: "DELETED" })).toEqual([
      "A purchase order with status BILLED cannot be changed to DELETED",
    ]);
    expect((await write("POST", path, { Status: "AUTHORISED" })).Status).toBe("AUTHORISED");
  });

  it("a draft is approved or deleted, and a deleted order takes no change", async () => {
    const path = `/PurchaseOrders/${P.purchaseOrders.draft}`;
    expect(await refusal("POST", path, { Status: "BILLED" })).toEqual([
      "A purchase order with status DRAFT cannot be changed to BILLED",
    ]);
    expect((await write("POST", path, { Status: "DELETED" })).Status).toBe("DELETED");
    expect(await refusal("POST", path, { Status: "DRAFT" })).toEqual([
      "Purchase order not of valid status for modification",
    ]);
  });
});

describe("repeating invoices", () => {
  const template = (extra: Json = {}) => ({
    Type: "ACCREC",
    Contact: { ContactID: P.contacts.marine },
    Schedule: {
      Period: 1,
      Unit: "MONTHLY",
      DueDate: 20,
      DueDateType: "OFFOLLOWINGMONTH",
      StartDate: addDays(TODAY, 10),
    },
    LineItems: [line()],
    ...extra,
  });

  it("a template starting ahead is next scheduled on its start, with totals, posting nothing", async () => {
    const journals = await journalSources();
    const created = await write(
      "PUT",
      "/RepeatingInvoices",
      template({ Status: "AUTHORISED", Reference: "Retainer" }),
    );
    expect(created.RepeatingInvoiceID).toMatch(UUID);
    expect(created.ID).toBe(created.RepeatingInvoiceID);
    expect(created.Schedule).toMatchObject({
      Period: 1,
      Unit: "MONTHLY",
      StartDate: msDate(addDays(TODAY, 10)),
      NextScheduledDate: msDate(addDays(TODAY, 10)),
    });
    expect([created.Status, created.SubTotal, created.Total]).toEqual(["AUTHORISED", 200, 230]);
    expect(await journalSources()).toEqual(journals);
    expect((await read(`/RepeatingInvoices/${created.RepeatingInvoiceID}`)).Reference).toBe("Retainer");
  });

  it("a weekly template started in the past is next scheduled on its first date from today", async () => {
    const start = addDays(TODAY, -30);
    const schedule = {
      Period: 2,
      Unit: "WEEKLY",
      DueDate: 7,
      DueDateType: "DAYSAFTERBILLDATE",
      StartDate: start,
    };
    const created = await write("PUT", "/RepeatingInvoices", template({ Schedule: schedule }));
    // Every 14 days from 30 days back: the first such day on or after today is 12 days ahead.
    const next = addDays(start, 42);
    expect(daysBetween(TODAY, next)).toBe(12);
    expect(created.Schedule.NextScheduledDate).toBe(msDate(next));
  });

  it("refuses a template without a schedule, with a bad one, or an end before its start", async () => {
    expect(await refusal("PUT", "/RepeatingInvoices", template({ Schedule: undefined }))).toEqual([
      "A Schedule must be specified for a repeating invoice",
    ]);
    const bad = { ...template().Schedule, Unit: "DAILY", Period: 0 };
    expect(await refusal("PUT", "/RepeatingInvoices", template({ Schedule: bad }))).toEqual([
      "Schedule Period must be a whole number from 1 to 99",
      "Schedule Unit must be WEEKLY or MONTHLY",
    ]);
    const ended = { ...template().Schedule, EndDate: TODAY };
    expect(await refusal("PUT", "/RepeatingInvoices", template({ Schedule: ended }))).toEqual([
      "Schedule EndDate must be on or after its StartDate",
    ]);
  });

  it("refuses sending a bill, approval with a line without an account, and a change of type", async () => {
    expect(
      await refusal(
        "PUT",
        "/RepeatingInvoices",
        template({ Type: "ACCPAY", ApprovedForSending: true, LineItems: [line({ AccountCode: "469" })] }),
      ),
    ).toEqual(["ApprovedForSending applies to sales invoices (ACCREC) only"]);
    const unaccounted = template({ Status: "AUTHORISED", LineItems: [line({ AccountCode: undefined })] });
    expect(await refusal("PUT", "/RepeatingInvoices", unaccounted)).toEqual([
      "Every line item needs an AccountCode before the document can be AUTHORISED",
    ]);
    expect(
      await refusal("POST", `/RepeatingInvoices/${P.repeatingInvoices.rent}`, { Type: "ACCREC" }),
    ).toEqual(["The Type of an existing repeating invoice cannot be changed"]);
  });

  it("an update changes part of the schedule and keeps the rest; a deleted template takes no change", async () => {
    const path = `/RepeatingInvoices/${P.repeatingInvoices.rent}`;
    const before = await read(path);
    const start = addDays(TODAY, 5);
    const changed = await write("POST", path, { Schedule: { StartDate: start }, Status: "AUTHORISED" });
    expect(changed.Schedule).toMatchObject({
      Unit: before.Schedule.Unit,
      DueDate: before.Schedule.DueDate,
      StartDate: msDate(start),
      NextScheduledDate: msDate(start),
    });
    expect(changed.Status).toBe("AUTHORISED");
    expect((await write("POST", path, { Status: "DELETED" })).Status).toBe("DELETED");
    expect(await refusal("POST", path, { Status: "DRAFT" })).toEqual([
      "Repeating invoice not of valid status for modification",
    ]);
  });
});
