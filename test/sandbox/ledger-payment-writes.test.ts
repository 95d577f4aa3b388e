// Payments, batch payments, allocations and emailing an invoice on the Xero sandbox over real HTTP
// on 127.0.0.1, with Xero's rules: what may be paid or credited and through which account, how much,
// what a payment or an allocation does to what the document owes (PAID, and back on delete), batches
// all or none. Expected figures are worked out here from the starting data's answers and the request.
import { describe, expect, it } from "vitest";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/index";
import { type Json, messagesOf, useLedgerSandbox } from "../support/ledger-sandbox-client";

const P = LEDGER_STARTING_DATA.primary;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXCEEDS = "Payment amount exceeds the amount outstanding on this document";
const NOT_AUTHORISED = "Payments can only be made against AUTHORISED documents";

const { call, ok } = useLedgerSandbox();

/** INV-0009 (Marine Systems) and INV-0008 (Bayside Club): AUTHORISED sales invoices with money due. */
const MARINE_INVOICE = P.invoices.authorised;
const BAYSIDE_INVOICE = P.invoices.authorisedOverdueUnpaid;
const PAYMENT_ON_INV_0005 = "00000000-0000-4000-8000-000000a07004";
const BATCHED_PAYMENT = "00000000-0000-4000-8000-000000a07002";
const DEPOSIT_BATCH = "00000000-0000-4000-8000-000000a08001";
const CN_0002 = "00000000-0000-4000-8000-000000a09002";

const one = async (path: string, wrapper: string): Promise<Json> =>
  (await ok("GET", path, undefined, wrapper))[0];
const invoice = (id: string) => one(`/Invoices/${id}`, "Invoices");
const payment = (invoiceId: string, amount: number, extra: Json = {}) => ({
  Invoice: { InvoiceID: invoiceId },
  Account: { Code: P.accountCodes.bank },
  Date: "2026-11-25",
  Amount: amount,
  ...extra,
});
const pay = (...payments: Json[]) => call("PUT", "/Payments", { Payments: payments });
const paymentCount = async () => (await call("GET", "/Payments")).json.Payments.length as number;

/** An AUTHORISED sales invoice of 100 + 15% GST for `contact`, and anything else given. */
async function newInvoice(extra: Json = {}): Promise<Json> {
  const [created] = await ok(
    "PUT",
    "/Invoices",
    {
      Invoices: [
        {
          Type: "ACCREC",
          Contact: { ContactID: P.contacts.bayside },
          Status: "AUTHORISED",
          LineItems: [{ Description: "Session", Quantity: 1, UnitAmount: 100, AccountCode: "200" }],
          ...extra,
        },
      ],
    },
    "Invoices",
  );
  return created;
}

describe("payments", () => {
  it("records a part payment: the invoice owes that much less, and the ledger has it", async () => {
    const before = await invoice(MARINE_INVOICE);
    const reply = await pay(payment(MARINE_INVOICE, 500, { Reference: "Cheque 10442" }));
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const created = reply.json.Payments[0];
    expect(created.PaymentID).toMatch(UUID);
    expect(created).toMatchObject({
      Amount: 500,
      BankAmount: 500,
      Status: "AUTHORISED",
      PaymentType: "ACCRECPAYMENT",
      Reference: "Cheque 10442",
      Invoice: { InvoiceID: MARINE_INVOICE, InvoiceNumber: before.InvoiceNumber },
    });
    const after = await invoice(MARINE_INVOICE);
    expect(after.AmountDue).toBeCloseTo(before.AmountDue - 500, 2);
    expect(after.AmountPaid).toBeCloseTo(before.AmountPaid + 500, 2);
    expect(after.Status).toBe("AUTHORISED");
    expect(after.Payments.map((entry: Json) => entry.PaymentID)).toContain(created.PaymentID);
    expect((await one(`/Payments/${created.PaymentID}`, "Payments")).Amount).toBe(500);
    const journals = (await call("GET", "/Journals")).json.Journals as Json[];
    const posted = journals.find((journal) => journal.SourceID === created.PaymentID);
    expect(posted?.SourceType).toBe("ACCRECPAYMENT");
  });

  it("pays an invoice in full: PAID, and then it refuses payments and changes to its lines", async () => {
    const due = (await invoice(MARINE_INVOICE)).AmountDue;
    expect((await pay(payment(MARINE_INVOICE, due))).status).toBe(200);
    const paid = await invoice(MARINE_INVOICE);
    expect(paid).toMatchObject({ Status: "PAID", AmountDue: 0 });
    expect(messagesOf(await pay(payment(MARINE_INVOICE, 1)))).toEqual([NOT_AUTHORISED]);
    const change = await call("POST", `/Invoices/${MARINE_INVOICE}`, {
      Invoices: [{ LineItems: [{ Description: "Other", Quantity: 1, UnitAmount: 1, AccountCode: "200" }] }],
    });
    expect(change.status).toBe(400);
  });

  it("refuses more than is owed, with Xero's message, and records nothing", async () => {
    const before = await invoice(MARINE_INVOICE);
    const count = await paymentCount();
    expect(messagesOf(await pay(payment(MARINE_INVOICE, before.AmountDue + 0.01)))).toEqual([EXCEEDS]);
    expect((await invoice(MARINE_INVOICE)).AmountDue).toBe(before.AmountDue);
    expect(await paymentCount()).toBe(count);
  });

  it.each([
    ["DRAFT", P.invoices.draft],
    ["SUBMITTED", P.invoices.submitted],
    ["VOIDED", P.invoices.voided],
  ])("refuses a %s invoice", async (_status, id) => {
    expect(messagesOf(await pay(payment(id, 10)))).toEqual([NOT_AUTHORISED]);
  });

  it("takes money only through a bank account (by code or id), not a sales account", async () => {
    const sales = messagesOf(
      await pay(payment(MARINE_INVOICE, 10, { Account: { Code: P.accountCodes.sales } })),
    );
    expect(sales).toEqual([
      "Payments can only be made through a bank account or an account with payments enabled",
    ]);
    expect(messagesOf(await pay(payment(MARINE_INVOICE, 10, { Account: { Code: "NOPE" } })))).toEqual([
      "Account could not be found",
    ]);
    const byId = await pay(payment(MARINE_INVOICE, 10, { Account: { AccountID: P.accounts.bank } }));
    expect(byId.json.Payments[0].Account.AccountID).toBe(P.accounts.bank);
  });

  it("needs a document, a date and a positive amount", async () => {
    const problems = messagesOf(await pay({ Account: { Code: P.accountCodes.bank }, Amount: -5 }));
    expect(problems).toEqual([
      "A payment must name one invoice or one credit note (by its id or number)",
      "A Date must be specified",
      "Amount must be a number greater than zero",
    ]);
  });

  it("pays a bill by its number through POST with one bare Payment (createPayment)", async () => {
    const bill = await invoice(P.bills.authorised);
    const reply = await call("POST", "/Payments", {
      Invoice: { InvoiceNumber: bill.InvoiceNumber },
      Account: { Code: P.accountCodes.bank },
      Date: "2026-11-25",
      Amount: bill.AmountDue,
    });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(reply.json.Payments[0]).toMatchObject({ PaymentType: "ACCPAYPAYMENT", Amount: bill.AmountDue });
    expect((await invoice(P.bills.authorised)).Status).toBe("PAID");
  });

  it("refunds a credit note: its remaining credit drops", async () => {
    const before = await one(`/CreditNotes/${CN_0002}`, "CreditNotes");
    const reply = await pay({
      ...payment("", 100),
      Invoice: undefined,
      CreditNote: { CreditNoteID: CN_0002 },
    });
    expect(reply.json.Payments[0]).toMatchObject({ PaymentType: "ARCREDITPAYMENT", Amount: 100 });
    expect((await one(`/CreditNotes/${CN_0002}`, "CreditNotes")).RemainingCredit).toBeCloseTo(
      before.RemainingCredit - 100,
      2,
    );
    expect(
      messagesOf(
        await pay({ ...payment("", 1000), Invoice: undefined, CreditNote: { CreditNoteID: CN_0002 } }),
      ),
    ).toEqual([EXCEEDS]);
  });

  it("pays a foreign-currency invoice at the rate given: the bank moves the base amount", async () => {
    const usd = await newInvoice({ CurrencyCode: "USD", CurrencyRate: 0.6 });
    const reply = await pay(payment(usd.InvoiceID, 50, { CurrencyRate: 0.5 }));
    expect(reply.json.Payments[0]).toMatchObject({ Amount: 50, CurrencyRate: 0.5, BankAmount: 100 });
    const atInvoiceRate = await pay(payment(usd.InvoiceID, 30));
    expect(atInvoiceRate.json.Payments[0]).toMatchObject({ CurrencyRate: 0.6, BankAmount: 50 });
  });

  it("summarizeErrors=false records the valid payments and answers each invalid one", async () => {
    const before = await invoice(MARINE_INVOICE);
    const reply = await call("PUT", "/Payments?summarizeErrors=false", {
      Payments: [payment(MARINE_INVOICE, 100), payment(P.invoices.draft, 100)],
    });
    expect(reply.status).toBe(200);
    const [good, bad] = reply.json.Payments as Json[];
    expect(good?.StatusAttributeString).toBe("OK");
    expect(bad).toMatchObject({ HasErrors: true, StatusAttributeString: "ERROR" });
    expect(bad?.ValidationErrors).toEqual([{ Message: NOT_AUTHORISED }]);
    expect((await invoice(MARINE_INVOICE)).AmountDue).toBeCloseTo(before.AmountDue - 100, 2);
  });

  it("summarizes errors by default: one invalid payment refuses the whole call", async () => {
    const before = await invoice(MARINE_INVOICE);
    expect(messagesOf(await pay(payment(MARINE_INVOICE, 100), payment(P.invoices.draft, 100)))).toEqual([
      NOT_AUTHORISED,
    ]);
    expect((await invoice(MARINE_INVOICE)).AmountDue).toBe(before.AmountDue);
  });
});

describe("deleting a payment", () => {
  it("marks it DELETED and the invoice owes the amount again; a second delete is refused", async () => {
    const before = await invoice(P.invoices.authorisedOverdue);
    const removed = await one(`/Payments/${PAYMENT_ON_INV_0005}`, "Payments");
    const reply = await call("POST", `/Payments/${PAYMENT_ON_INV_0005}`, { Status: "DELETED" });
    expect(reply.status).toBe(200);
    expect(reply.json.Payments[0]).toMatchObject({ PaymentID: PAYMENT_ON_INV_0005, Status: "DELETED" });
    const after = await invoice(P.invoices.authorisedOverdue);
    expect(after.AmountDue).toBeCloseTo(before.AmountDue + removed.Amount, 2);
    expect(after.Payments.map((entry: Json) => entry.PaymentID)).not.toContain(PAYMENT_ON_INV_0005);
    const journals = (await call("GET", "/Journals")).json.Journals as Json[];
    expect(journals.some((journal) => journal.SourceID === PAYMENT_ON_INV_0005)).toBe(false);
    expect(messagesOf(await call("POST", `/Payments/${PAYMENT_ON_INV_0005}`, { Status: "DELETED" }))).toEqual(
      ["This payment has already been deleted"],
    );
  });

  it("turns a PAID invoice back to AUTHORISED", async () => {
    const due = (await invoice(MARINE_INVOICE)).AmountDue;
    const [paid] = await ok("PUT", "/Payments", { Payments: [payment(MARINE_INVOICE, due)] }, "Payments");
    expect((await invoice(MARINE_INVOICE)).Status).toBe("PAID");
    await ok("POST", `/Payments/${paid.PaymentID}`, { Status: "DELETED" }, "Payments");
    expect(await invoice(MARINE_INVOICE)).toMatchObject({ Status: "AUTHORISED", AmountDue: due });
  });

  it("takes only a DELETED status, refuses a payment of a batch, and 404s an unknown one", async () => {
    expect(
      messagesOf(await call("POST", `/Payments/${PAYMENT_ON_INV_0005}`, { Status: "AUTHORISED" })),
    ).toEqual(['The only change a payment takes is {"Status": "DELETED"}']);
    expect((await call("POST", `/Payments/${BATCHED_PAYMENT}`, { Status: "DELETED" })).status).toBe(400);
    expect(
      (await call("POST", "/Payments/00000000-0000-4000-8000-00000000dead", { Status: "DELETED" })).status,
    ).toBe(404);
  });
});

describe("batch payments", () => {
  const batch = (payments: Json[], extra: Json = {}) => ({
    BatchPayments: [
      {
        Account: { Code: P.accountCodes.bank },
        Date: "2026-11-25",
        Reference: "Deposit",
        Payments: payments,
        ...extra,
      },
    ],
  });
  const batched = (invoiceId: string, amount: number) => ({
    Invoice: { InvoiceID: invoiceId },
    Amount: amount,
  });

  it("pays several invoices as one bank line: RECBATCH, its total, each invoice owing less", async () => {
    const [marine, bayside] = [await invoice(MARINE_INVOICE), await invoice(BAYSIDE_INVOICE)];
    const reply = await call(
      "PUT",
      "/BatchPayments",
      batch([batched(MARINE_INVOICE, 300), batched(BAYSIDE_INVOICE, 200)]),
    );
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const created = reply.json.BatchPayments[0];
    expect(created).toMatchObject({
      Type: "RECBATCH",
      Status: "AUTHORISED",
      TotalAmount: 500,
      Reference: "Deposit",
    });
    expect(created.Payments).toHaveLength(2);
    expect((await invoice(MARINE_INVOICE)).AmountDue).toBeCloseTo(marine.AmountDue - 300, 2);
    expect((await invoice(BAYSIDE_INVOICE)).AmountDue).toBeCloseTo(bayside.AmountDue - 200, 2);
    const first = await one(`/Payments/${created.Payments[0].PaymentID}`, "Payments");
    expect(first.BatchPaymentID).toBe(created.BatchPaymentID);
    expect((await one(`/BatchPayments/${created.BatchPaymentID}`, "BatchPayments")).TotalAmount).toBe(500);
  });

  it("pays bills as a PAYBATCH", async () => {
    const bill = await invoice(P.bills.authorised);
    const [created] = await ok(
      "PUT",
      "/BatchPayments",
      batch([batched(P.bills.authorised, bill.AmountDue)]),
      "BatchPayments",
    );
    expect(created.Type).toBe("PAYBATCH");
    expect((await invoice(P.bills.authorised)).Status).toBe("PAID");
  });

  it("is all or nothing: one payment over what is owed refuses the batch and pays nothing", async () => {
    const marine = await invoice(MARINE_INVOICE);
    const payments = [batched(MARINE_INVOICE, 100), batched(BAYSIDE_INVOICE, 100000)];
    expect(messagesOf(await call("PUT", "/BatchPayments", batch(payments)))).toEqual([
      `Payment 2: ${EXCEEDS}`,
    ]);
    expect((await invoice(MARINE_INVOICE)).AmountDue).toBe(marine.AmountDue);
    const kept = await call("PUT", "/BatchPayments?summarizeErrors=false", batch(payments));
    expect(kept.json.BatchPayments[0].HasErrors).toBe(true);
    expect((await invoice(MARINE_INVOICE)).AmountDue).toBe(marine.AmountDue);
  });

  it("refuses sales invoices and bills in one batch, and a batch without payments", async () => {
    const mixed = batch([batched(MARINE_INVOICE, 10), batched(P.bills.authorised, 10)]);
    expect(messagesOf(await call("PUT", "/BatchPayments", mixed))).toEqual([
      "A batch payment pays either sales invoices or bills, not both",
    ]);
    expect(messagesOf(await call("PUT", "/BatchPayments", batch([])))).toEqual([
      "A batch payment needs Payments, each an object naming an invoice",
    ]);
  });

  it.each([
    ["by its id in the body", "/BatchPayments", { BatchPaymentID: DEPOSIT_BATCH, Status: "DELETED" }],
    ["by its id in the path", `/BatchPayments/${DEPOSIT_BATCH}`, { Status: "DELETED" }],
  ])("deletes a batch %s with its payments: the invoices owe again", async (_how, path, body) => {
    const startingBatch = await one(`/BatchPayments/${DEPOSIT_BATCH}`, "BatchPayments");
    const reply = await call("POST", path, body);
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(reply.json.BatchPayments[0]).toMatchObject({ BatchPaymentID: DEPOSIT_BATCH, Status: "DELETED" });
    for (const entry of startingBatch.Payments as Json[]) {
      expect((await one(`/Payments/${entry.PaymentID}`, "Payments")).Status).toBe("DELETED");
      const owed = await invoice(entry.Invoice.InvoiceID);
      expect(owed).toMatchObject({ Status: "AUTHORISED", AmountDue: entry.Amount });
    }
    expect(messagesOf(await call("POST", path, body))).toEqual([
      "This batch payment has already been deleted",
    ]);
  });

  it("takes only a DELETED status when deleting a batch", async () => {
    expect((await call("POST", `/BatchPayments/${DEPOSIT_BATCH}`, { Status: "AUTHORISED" })).status).toBe(
      400,
    );
    expect((await call("POST", "/BatchPayments", { Status: "DELETED" })).status).toBe(400);
  });
});

describe("allocations", () => {
  const allocate = (path: string, invoiceId: string, amount: number) =>
    call("PUT", path, {
      Allocations: [{ Invoice: { InvoiceID: invoiceId }, Amount: amount, Date: "2026-11-25" }],
    });

  it("applies a credit note to an invoice of its contact: credit used up (PAID), the invoice owes less", async () => {
    const [credit, owed] = [
      await one(`/CreditNotes/${CN_0002}`, "CreditNotes"),
      await invoice(BAYSIDE_INVOICE),
    ];
    const reply = await allocate(
      `/CreditNotes/${CN_0002}/Allocations`,
      BAYSIDE_INVOICE,
      credit.RemainingCredit,
    );
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const allocation = reply.json.Allocations[0];
    expect(allocation.AllocationID).toMatch(UUID);
    expect(allocation).toMatchObject({
      Amount: credit.RemainingCredit,
      Invoice: { InvoiceID: BAYSIDE_INVOICE },
    });
    expect(await one(`/CreditNotes/${CN_0002}`, "CreditNotes")).toMatchObject({
      RemainingCredit: 0,
      Status: "PAID",
    });
    const after = await invoice(BAYSIDE_INVOICE);
    expect(after.AmountDue).toBeCloseTo(owed.AmountDue - credit.RemainingCredit, 2);
    expect(after.AmountCredited).toBeCloseTo(owed.AmountCredited + credit.RemainingCredit, 2);
  });

  it("refuses more than the credit left or the invoice's amount due", async () => {
    expect(messagesOf(await allocate(`/CreditNotes/${CN_0002}/Allocations`, BAYSIDE_INVOICE, 231))).toEqual([
      "The amount allocated exceeds the remaining credit on the credit note",
    ]);
    const small = await newInvoice(); // 115 due
    expect(messagesOf(await allocate(`/CreditNotes/${CN_0002}/Allocations`, small.InvoiceID, 200))).toEqual([
      "The amount allocated exceeds the amount due on the invoice",
    ]);
  });

  it("refuses another contact, another side of the books, a draft and another currency", async () => {
    const path = `/CreditNotes/${CN_0002}/Allocations`;
    expect(messagesOf(await allocate(path, MARINE_INVOICE, 10))).toEqual([
      "The invoice must be for the same contact as the credit note",
    ]);
    const bill = await ok(
      "PUT",
      "/Invoices",
      {
        Invoices: [
          {
            Type: "ACCPAY",
            Contact: { ContactID: P.contacts.bayside },
            Status: "AUTHORISED",
            LineItems: [{ Description: "x", Quantity: 1, UnitAmount: 50, AccountCode: "429" }],
          },
        ],
      },
      "Invoices",
    );
    expect(messagesOf(await allocate(path, bill[0].InvoiceID, 10))).toEqual([
      "A credit note of type ACCRECCREDIT cannot be allocated to an invoice of type ACCPAY",
    ]);
    const draft = await newInvoice({ Status: "DRAFT" });
    expect(messagesOf(await allocate(path, draft.InvoiceID, 10))).toEqual([
      "Allocations can only be made to AUTHORISED invoices",
    ]);
    const usd = await newInvoice({ CurrencyCode: "USD", CurrencyRate: 0.6 });
    expect(messagesOf(await allocate(path, usd.InvoiceID, 10))).toEqual([
      "The invoice must be in the same currency as the credit note",
    ]);
  });

  it("applies an overpayment's credit left, and deleting the allocation gives it back", async () => {
    const path = `/Overpayments/${P.overpayments.bayside}/Allocations`;
    const left = (await one(`/Overpayments/${P.overpayments.bayside}`, "Overpayments")).RemainingCredit;
    expect(left).toBeGreaterThan(0);
    const [allocation] = await ok(
      "PUT",
      path,
      { Allocations: [{ Invoice: { InvoiceID: BAYSIDE_INVOICE }, Amount: left, Date: "2026-11-25" }] },
      "Allocations",
    );
    expect(await one(`/Overpayments/${P.overpayments.bayside}`, "Overpayments")).toMatchObject({
      RemainingCredit: 0,
      Status: "PAID",
    });
    expect((await call("DELETE", `${path}/${allocation.AllocationID}`)).status).toBe(200);
    expect((await one(`/Overpayments/${P.overpayments.bayside}`, "Overpayments")).RemainingCredit).toBe(left);
  });

  it("applies a prepayment to its contact's invoice", async () => {
    const owed = await invoice(MARINE_INVOICE);
    const reply = await allocate(`/Prepayments/${P.prepayments.marine}/Allocations`, MARINE_INVOICE, 100);
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect((await invoice(MARINE_INVOICE)).AmountDue).toBeCloseTo(owed.AmountDue - 100, 2);
  });

  it("404s an unknown credit", async () => {
    const reply = await allocate(
      "/CreditNotes/00000000-0000-4000-8000-00000000dead/Allocations",
      BAYSIDE_INVOICE,
      1,
    );
    expect(reply.status).toBe(404);
  });
});

describe("emailing an invoice", () => {
  it("answers 204 and marks an approved sales invoice sent", async () => {
    const fresh = await newInvoice();
    expect(fresh.SentToContact).toBe(false);
    const reply = await call("POST", `/Invoices/${fresh.InvoiceID}/Email`, {});
    expect(reply.status).toBe(204);
    expect((await invoice(fresh.InvoiceID)).SentToContact).toBe(true);
  });

  it("refuses a draft, a bill, and a contact without an email address", async () => {
    const draft = await newInvoice({ Status: "DRAFT" });
    expect(messagesOf(await call("POST", `/Invoices/${draft.InvoiceID}/Email`, {}))).toEqual([
      "Only AUTHORISED or PAID invoices can be emailed",
    ]);
    expect(messagesOf(await call("POST", `/Invoices/${P.bills.authorised}/Email`, {}))).toEqual([
      "Only sales invoices (ACCREC) can be emailed",
    ]);
    const noEmail = await newInvoice({ Contact: { Name: "Walk-in Customer" } });
    expect(messagesOf(await call("POST", `/Invoices/${noEmail.InvoiceID}/Email`, {}))).toEqual([
      "The invoice's contact has no email address",
    ]);
  });
});
