// Invoice writes on the Xero sandbox over real HTTP on 127.0.0.1: PUT /Invoices, POST /Invoices and
// POST /Invoices/{id}, with Xero's totals, numbering, validation answers and status rules. Expected
// figures are worked out here from the request, not read back from the sandbox's own arithmetic.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  LEDGER_STARTING_DATA,
  type LedgerSandbox,
  startLedgerSandbox,
} from "../../local/sandbox/ledger/index";

// biome-ignore lint/suspicious/noExplicitAny: the tests read JSON answers field by field.
type Json = Record<string, any>;

const P = LEDGER_STARTING_DATA.primary;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MS_DATE = /^\/Date\(-?\d+\+0000\)\/$/;

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

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Json }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${sandbox.token}`,
      "xero-tenant-id": sandbox.tenants.primary,
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Json) : {} };
}

const line = (extra: Json = {}) => ({
  Description: "Consulting",
  Quantity: 2,
  UnitAmount: 100,
  AccountCode: "200",
  ...extra,
});
const sale = (extra: Json = {}) => ({
  Type: "ACCREC",
  Contact: { ContactID: P.contacts.ridgeway },
  LineItems: [line()],
  ...extra,
});

async function create(invoice: Json, query = ""): Promise<Json> {
  const reply = await call("PUT", `/Invoices${query}`, { Invoices: [invoice] });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return reply.json.Invoices[0];
}

async function getInvoice(idOrNumber: string): Promise<Json> {
  const reply = await call("GET", `/Invoices/${idOrNumber}`);
  expect(reply.status).toBe(200);
  return reply.json.Invoices[0];
}

async function listInvoices(): Promise<Json[]> {
  return (await call("GET", "/Invoices")).json.Invoices;
}

function messagesOf(body: Json): string[] {
  return (body.Elements as Json[]).flatMap((element) =>
    (element.ValidationErrors as Json[]).map((e) => e.Message),
  );
}

describe("PUT /Invoices creates", () => {
  it("one invoice with Xero's defaults, computed totals and the next number", async () => {
    const before = await listInvoices();
    const created = await create(sale());
    expect(created.InvoiceID).toMatch(UUID);
    expect(created.InvoiceNumber).toBe("INV-0012");
    expect(created.Status).toBe("DRAFT");
    expect(created.StatusAttributeString).toBe("OK");
    expect(created.LineAmountTypes).toBe("Exclusive");
    expect(created.CurrencyCode).toBe("NZD");
    expect(created.Contact).toEqual({ ContactID: P.contacts.ridgeway, Name: "Ridgeway University" });
    // 2 x 100 at account 200's OUTPUT2 (15%).
    expect(created.LineItems[0]).toMatchObject({ LineAmount: 200, TaxType: "OUTPUT2", TaxAmount: 30 });
    expect(created.LineItems[0].LineItemID).toMatch(UUID);
    expect([created.SubTotal, created.TotalTax, created.Total]).toEqual([200, 30, 230]);
    expect([created.AmountDue, created.AmountPaid]).toEqual([230, 0]);
    expect(created.Date).toMatch(MS_DATE);
    expect(created.DueDate).toMatch(MS_DATE);
    expect(created.UpdatedDateUTC).toMatch(MS_DATE);
    expect(await listInvoices()).toHaveLength(before.length + 1);
  });

  it("many in one request, numbered in order", async () => {
    const reply = await call("PUT", "/Invoices", {
      Invoices: [sale(), sale({ Reference: "second" }), sale()],
    });
    expect(reply.status).toBe(200);
    expect(reply.json.Invoices.map((i: Json) => i.InvoiceNumber)).toEqual([
      "INV-0012",
      "INV-0013",
      "INV-0014",
    ]);
    expect(reply.json.Invoices[1].Reference).toBe("second");
  });

  it("keeps a given number and continues after the highest one", async () => {
    expect((await create(sale({ InvoiceNumber: "INV-0100" }))).InvoiceNumber).toBe("INV-0100");
    expect((await create(sale())).InvoiceNumber).toBe("INV-0101");
  });

  it("bills carry no number unless given", async () => {
    const bill = await create({ ...sale({ Type: "ACCPAY" }), LineItems: [line({ AccountCode: "400" })] });
    expect(bill.InvoiceNumber ?? "").toBe("");
    expect(bill.LineItems[0].TaxType).toBe("INPUT2");
    expect(bill.BrandingThemeID).toBeUndefined();
  });

  it("computes tax for Exclusive, Inclusive and NoTax", async () => {
    const lines = [line({ Quantity: 1, UnitAmount: 115 }), line({ Quantity: 3, UnitAmount: 10.5 })];
    const exclusive = await create(sale({ LineItems: lines, LineAmountTypes: "Exclusive" }));
    expect(exclusive.LineItems.map((l: Json) => l.TaxAmount)).toEqual([17.25, 4.73]);
    expect([exclusive.SubTotal, exclusive.TotalTax, exclusive.Total]).toEqual([146.5, 21.98, 168.48]);

    const inclusive = await create(sale({ LineItems: lines, LineAmountTypes: "Inclusive" }));
    // 115 x 15/115 = 15; 31.5 x 15/115 = 4.108...
    expect(inclusive.LineItems.map((l: Json) => l.TaxAmount)).toEqual([15, 4.11]);
    expect([inclusive.SubTotal, inclusive.TotalTax, inclusive.Total]).toEqual([127.39, 19.11, 146.5]);

    const noTax = await create(sale({ LineItems: lines, LineAmountTypes: "NoTax" }));
    expect(noTax.LineItems.map((l: Json) => [l.TaxType, l.TaxAmount])).toEqual([
      ["NONE", 0],
      ["NONE", 0],
    ]);
    expect([noTax.SubTotal, noTax.TotalTax, noTax.Total]).toEqual([146.5, 0, 146.5]);
  });

  it("applies a DiscountRate to the line amount and reports the discount", async () => {
    const created = await create(
      sale({ LineItems: [line({ Quantity: 4, UnitAmount: 50, DiscountRate: 10 })] }),
    );
    expect(created.LineItems[0]).toMatchObject({ LineAmount: 180, TaxAmount: 27, DiscountRate: 10 });
    expect([created.TotalDiscount, created.IsDiscounted, created.Total]).toEqual([20, true, 207]);
  });

  it("fills description, price and account from an item code", async () => {
    const created = await create(sale({ LineItems: [{ ItemCode: "SUPPORT", Quantity: 1 }] }));
    expect(created.LineItems[0]).toMatchObject({
      ItemCode: "SUPPORT",
      Description: "Monthly support retainer",
      UnitAmount: 500,
      AccountCode: "200",
      TaxType: "OUTPUT2",
      LineAmount: 500,
    });
  });

  it("creates a contact for an unknown name and reuses an existing one by name", async () => {
    const contactsBefore = (await call("GET", "/Contacts")).json.Contacts as Json[];
    const created = await create(sale({ Contact: { Name: "Brand New Customer Ltd" } }));
    const contactId = created.Contact.ContactID;
    expect(contactId).toMatch(UUID);
    const contact = (await call("GET", `/Contacts/${contactId}`)).json.Contacts[0];
    expect(contact).toMatchObject({
      Name: "Brand New Customer Ltd",
      ContactStatus: "ACTIVE",
      IsCustomer: true,
    });
    expect(Object.keys(contact).sort()).toEqual(
      Object.keys(contactsBefore[0] as Json)
        .filter((k) => k !== "ContactNumber" && k !== "Website")
        .sort(),
    );
    const again = await create(sale({ Contact: { Name: "brand new customer ltd" } }));
    expect(again.Contact.ContactID).toBe(contactId);
    expect((await call("GET", "/Contacts")).json.Contacts).toHaveLength(contactsBefore.length + 1);
  });

  it("reads back through GET like a starting-data invoice, with the same top-level fields", async () => {
    const created = await create(sale({ Status: "AUTHORISED" }));
    const startingInvoice = await getInvoice("INV-0009");
    const byId = await getInvoice(created.InvoiceID);
    const { StatusAttributeString: _status, ...written } = created;
    expect(byId).toEqual({ ...written });
    expect(Object.keys(byId).sort()).toEqual(Object.keys(startingInvoice).sort());
    expect(Object.keys(byId.LineItems[0]).sort()).toEqual(
      Object.keys(startingInvoice.LineItems[0])
        .filter((k) => k !== "ItemCode")
        .sort(),
    );
    const listed = (await listInvoices()).find((i) => i.InvoiceID === created.InvoiceID);
    expect(listed).toEqual(byId);
  });

  it("derives journals for an AUTHORISED invoice and none for a DRAFT", async () => {
    const journalsBefore = (await call("GET", "/Journals")).json.Journals as Json[];
    await create(sale());
    expect((await call("GET", "/Journals")).json.Journals).toHaveLength(journalsBefore.length);
    const authorised = await create(sale({ Status: "AUTHORISED" }));
    const journals = (await call("GET", "/Journals")).json.Journals as Json[];
    expect(journals).toHaveLength(journalsBefore.length + 1);
    const journal = journals.find((j) => j.SourceID === authorised.InvoiceID) as Json;
    expect(
      journal.JournalLines.map((l: Json) => l.NetAmount).reduce((a: number, b: number) => a + b, 0),
    ).toBeCloseTo(0, 6);
  });
});

describe("validation answers", () => {
  it("refuses an unknown ContactID with Xero's ValidationException", async () => {
    const before = await listInvoices();
    const reply = await call("PUT", "/Invoices", {
      Invoices: [sale({ Contact: { ContactID: "00000000-0000-4000-8000-0000000000ff" } })],
    });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({
      ErrorNumber: 10,
      Type: "ValidationException",
      Message: "A validation exception occurred",
    });
    expect(reply.json.Elements[0].HasErrors).toBe(true);
    expect(messagesOf(reply.json)).toEqual([
      "An existing Contact with the specified ContactID could not be found",
    ]);
    expect(await listInvoices()).toHaveLength(before.length);
  });

  it("refuses an unknown AccountCode, a missing Type and a line without Description", async () => {
    const reply = await call("PUT", "/Invoices", {
      Invoices: [
        {
          Contact: { ContactID: P.contacts.ridgeway },
          LineItems: [line({ AccountCode: "999", Description: "" })],
        },
      ],
    });
    expect(reply.status).toBe(400);
    const messages = messagesOf(reply.json);
    expect(messages).toContain("Account code '999' is not a valid code for this document.");
    expect(messages).toContain("Description needs to be at least 1 char long");
    expect(messages.some((m) => m.startsWith("Invoice Type must be specified"))).toBe(true);
  });

  it("refuses a duplicate sales invoice number, a bad tax type and a status other than DRAFT/SUBMITTED/AUTHORISED", async () => {
    expect(
      messagesOf((await call("PUT", "/Invoices", { Invoices: [sale({ InvoiceNumber: "INV-0002" })] })).json),
    ).toEqual(["Invoice # must be unique."]);
    expect(
      messagesOf(
        (await call("PUT", "/Invoices", { Invoices: [sale({ LineItems: [line({ TaxType: "INPUT2" })] })] }))
          .json,
      ),
    ).toEqual(["The TaxType code 'INPUT2' does not exist or cannot be used for this type of transaction."]);
    for (const status of ["PAID", "VOIDED", "DELETED"]) {
      expect((await call("PUT", "/Invoices", { Invoices: [sale({ Status: status })] })).status).toBe(400);
    }
  });

  it("summarizeErrors (default) fails the whole batch when one element fails", async () => {
    const before = await listInvoices();
    const reply = await call("PUT", "/Invoices", {
      Invoices: [
        sale({ Contact: { Name: "Someone New" } }),
        sale({ LineItems: [line({ AccountCode: "999" })] }),
      ],
    });
    expect(reply.status).toBe(400);
    expect(reply.json.Elements).toHaveLength(1);
    expect(await listInvoices()).toHaveLength(before.length);
    const names = ((await call("GET", "/Contacts")).json.Contacts as Json[]).map((c) => c.Name);
    expect(names).not.toContain("Someone New");
  });

  it("summarizeErrors=false creates the valid elements and marks the others", async () => {
    const before = await listInvoices();
    const reply = await call("PUT", "/Invoices?summarizeErrors=false", {
      Invoices: [sale(), sale({ LineItems: [line({ AccountCode: "999" })] }), sale()],
    });
    expect(reply.status).toBe(200);
    const [first, failed, third] = reply.json.Invoices as Json[];
    expect([
      first?.StatusAttributeString,
      failed?.StatusAttributeString,
      third?.StatusAttributeString,
    ]).toEqual(["OK", "ERROR", "OK"]);
    expect(failed?.HasErrors).toBe(true);
    expect(failed?.ValidationErrors).toEqual([
      { Message: "Account code '999' is not a valid code for this document." },
    ]);
    expect(failed?.InvoiceID).toBeUndefined();
    expect([first?.InvoiceNumber, third?.InvoiceNumber]).toEqual(["INV-0012", "INV-0013"]);
    expect(await listInvoices()).toHaveLength(before.length + 2);
  });
});

describe("Idempotency-Key", () => {
  it("answers a repeat with the first answer and creates once", async () => {
    const before = await listInvoices();
    const headers = { "Idempotency-Key": "invoice-write-1" };
    const first = await call("PUT", "/Invoices", { Invoices: [sale()] }, headers);
    const second = await call("PUT", "/Invoices", { Invoices: [sale()] }, headers);
    expect(second).toEqual(first);
    expect(await listInvoices()).toHaveLength(before.length + 1);
    const other = await call(
      "PUT",
      "/Invoices",
      { Invoices: [sale()] },
      { "Idempotency-Key": "invoice-write-2" },
    );
    expect(other.json.Invoices[0].InvoiceID).not.toBe(first.json.Invoices[0].InvoiceID);
  });
});

describe("POST /Invoices/{InvoiceID} updates", () => {
  async function update(id: string, changes: Json) {
    return call("POST", `/Invoices/${id}`, { Invoices: [changes] });
  }

  it("recomputes totals when lines change and keeps the id", async () => {
    const created = await create(sale());
    const reply = await update(created.InvoiceID, {
      LineItems: [line({ Quantity: 5 })],
      Reference: "changed",
    });
    expect(reply.status).toBe(200);
    const updated = reply.json.Invoices[0];
    expect(updated.InvoiceID).toBe(created.InvoiceID);
    expect([updated.SubTotal, updated.TotalTax, updated.Total, updated.Reference]).toEqual([
      500,
      75,
      575,
      "changed",
    ]);
    expect((await getInvoice(created.InvoiceID)).Total).toBe(575);
  });

  it("POST /Invoices updates by InvoiceID and creates without one", async () => {
    const created = await create(sale());
    const reply = await call("POST", "/Invoices", {
      Invoices: [{ InvoiceID: created.InvoiceID, Reference: "upserted" }, sale({ Reference: "fresh" })],
    });
    expect(reply.status).toBe(200);
    expect(reply.json.Invoices[0]).toMatchObject({ InvoiceID: created.InvoiceID, Reference: "upserted" });
    expect(reply.json.Invoices[1].InvoiceID).not.toBe(created.InvoiceID);
  });

  it.each([
    ["DRAFT", "SUBMITTED"],
    ["DRAFT", "AUTHORISED"],
    ["SUBMITTED", "AUTHORISED"],
    ["DRAFT", "DELETED"],
    ["SUBMITTED", "DELETED"],
    ["AUTHORISED", "VOIDED"],
  ])("allows %s -> %s", async (from, to) => {
    const created = await create(sale({ Status: from }));
    const reply = await update(created.InvoiceID, { Status: to });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(reply.json.Invoices[0].Status).toBe(to);
    expect((await getInvoice(created.InvoiceID)).Status).toBe(to);
    if (to === "VOIDED" || to === "DELETED") expect(reply.json.Invoices[0].AmountDue).toBe(0);
  });

  it.each([
    ["AUTHORISED", "DRAFT"],
    ["AUTHORISED", "DELETED"],
    ["SUBMITTED", "DRAFT"],
    ["DRAFT", "VOIDED"],
    ["DRAFT", "PAID"],
  ])("refuses %s -> %s", async (from, to) => {
    const created = await create(sale({ Status: from }));
    const reply = await update(created.InvoiceID, { Status: to });
    expect(reply.status).toBe(400);
    expect(reply.json.Type).toBe("ValidationException");
    expect((await getInvoice(created.InvoiceID)).Status).toBe(from);
  });

  it("refuses every change to VOIDED and DELETED invoices", async () => {
    for (const status of ["VOIDED", "DELETED"]) {
      const created = await create(sale({ Status: status === "VOIDED" ? "AUTHORISED" : "DRAFT" }));
      expect((await update(created.InvoiceID, { Status: status })).status).toBe(200);
      const reply = await update(created.InvoiceID, { Reference: "too late" });
      expect(reply.status).toBe(400);
      expect(messagesOf(reply.json)).toEqual(["Invoice not of valid status for modification"]);
    }
  });

  it("a PAID invoice refuses line and status changes but takes a new reference", async () => {
    const paid = await getInvoice("INV-0002");
    expect(paid.Status).toBe("PAID");
    const lines = await update(paid.InvoiceID, { LineItems: [line()] });
    expect(lines.status).toBe(400);
    expect(messagesOf(lines.json)).toEqual([
      "This document cannot be edited as it has a payment or credit note allocated to it.",
    ]);
    expect((await update(paid.InvoiceID, { Status: "VOIDED" })).status).toBe(400);
    expect(await getInvoice(paid.InvoiceID)).toEqual(paid);
    const reference = await update(paid.InvoiceID, { Reference: "remittance noted" });
    expect(reference.status).toBe(200);
    expect(reference.json.Invoices[0]).toMatchObject({
      Status: "PAID",
      Total: paid.Total,
      Reference: "remittance noted",
    });
  });

  it("answers 404 for an unknown invoice id", async () => {
    expect((await update("00000000-0000-4000-8000-0000000000ff", { Reference: "x" })).status).toBe(404);
  });
});
