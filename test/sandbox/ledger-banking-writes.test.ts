// Banking writes on the Xero sandbox over real HTTP on 127.0.0.1: bank transactions, bank transfers
// and their deletes, manual journals, receipts, expense claims and linked transactions, with Xero's
// rules (bank accounts, reconciled and deleted records, balanced journals, statuses and what they
// post). Expected figures are worked out here from the request, not read from the sandbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  LEDGER_STARTING_DATA,
  type LedgerSandbox,
  startLedgerSandbox,
} from "../../local/sandbox/ledger/index";

// biome-ignore lint/suspicious/noExplicitAny: the tests read JSON answers field by field.
type Json = Record<string, any>;

const P = LEDGER_STARTING_DATA.primary;
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

/** A write that must succeed: its answer's first record. */
async function ok(method: string, path: string, body: unknown): Promise<Json> {
  const reply = await call(method, path, body);
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return (Object.values(reply.json).find(Array.isArray) as Json[])[0] as Json;
}

/** A write that must be refused: its validation messages. */
async function refused(method: string, path: string, body: unknown): Promise<string[]> {
  const reply = await call(method, path, body);
  expect(reply.status, JSON.stringify(reply.json)).toBe(400);
  expect(reply.json.Type).toBe("ValidationException");
  return (reply.json.Elements as Json[]).flatMap((element) =>
    (element.ValidationErrors as Json[]).map((error) => error.Message),
  );
}

/** Every journal derived from one source document, paging by offset as Xero does. */
async function journalsOf(sourceId: string): Promise<Json[]> {
  const found: Json[] = [];
  for (let offset = 0; ; ) {
    const page = (await call("GET", `/Journals?offset=${offset}`)).json.Journals as Json[];
    if (page.length === 0) return found;
    found.push(...page.filter((journal) => journal.SourceID === sourceId));
    offset = page.at(-1)?.JournalNumber;
  }
}

const spend = (extra: Json = {}) => ({
  Type: "SPEND",
  BankAccount: { Code: "090" },
  Contact: { ContactID: P.contacts.centralOffice },
  LineItems: [{ Description: "Paper", Quantity: 4, UnitAmount: 9.5, AccountCode: "453" }],
  ...extra,
});

describe("bank transactions", () => {
  it("spend money computes tax and totals, posts against the bank account and reads back", async () => {
    const created = await ok("PUT", "/BankTransactions", { BankTransactions: [spend()] });
    // 4 x 9.50 = 38.00 exclusive; INPUT2 is 15%: 5.70 tax.
    expect(created).toMatchObject({
      Status: "AUTHORISED",
      SubTotal: 38,
      TotalTax: 5.7,
      Total: 43.7,
      IsReconciled: false,
    });
    expect(created.BankAccount).toMatchObject({ AccountID: P.accounts.bank, Code: "090" });
    const [journal] = await journalsOf(created.BankTransactionID);
    expect(journal?.SourceType).toBe("CASHPAID");
    const bankLine = journal?.JournalLines.find((line: Json) => line.AccountCode === "090");
    expect(bankLine?.NetAmount).toBe(-43.7);
    const read = await call("GET", `/BankTransactions/${created.BankTransactionID}`);
    expect(read.json.BankTransactions[0].Total).toBe(43.7);
  });

  it("refuses a non-bank account, a missing contact, other types and discounts", async () => {
    expect(
      await refused("PUT", "/BankTransactions", {
        BankTransactions: [spend({ BankAccount: { Code: "200" } })],
      }),
    ).toContain("BankAccount must be a bank account (Type BANK)");
    expect(
      await refused("PUT", "/BankTransactions", { BankTransactions: [spend({ Contact: undefined })] }),
    ).toContain("A Contact must be specified for this type of transaction");
    const types = await refused("PUT", "/BankTransactions", {
      BankTransactions: [spend({ Type: "SPEND-TRANSFER" })],
    });
    expect(types[0]).toMatch(/^Type 'SPEND-TRANSFER' cannot be written here/);
    const discounted = spend({
      LineItems: [{ Description: "Paper", UnitAmount: 10, AccountCode: "453", DiscountRate: 5 }],
    });
    expect(await refused("PUT", "/BankTransactions", { BankTransactions: [discounted] })).toContain(
      "Discounts are only supported on sales invoices (ACCREC)",
    );
  });

  it("a reconciled transaction takes a new reference but no other change", async () => {
    const path = `/BankTransactions/${P.bankTransactions.spend}`;
    expect(
      (await ok("POST", path, { BankTransactions: [{ Reference: "Card 4411 corrected" }] })).Reference,
    ).toBe("Card 4411 corrected");
    expect(await refused("POST", path, { BankTransactions: [{ Status: "DELETED" }] })).toEqual([
      "This Bank Transaction cannot be edited as it has been reconciled with a Bank Statement.",
    ]);
  });

  it("deleting takes the posting out of the journals; a deleted one takes no change", async () => {
    const created = await ok("PUT", "/BankTransactions", { BankTransactions: [spend()] });
    const path = `/BankTransactions/${created.BankTransactionID}`;
    expect((await ok("POST", path, { BankTransactions: [{ Status: "DELETED" }] })).Status).toBe("DELETED");
    expect(await journalsOf(created.BankTransactionID)).toHaveLength(0);
    expect(await refused("POST", path, { BankTransactions: [{ Reference: "again" }] })).toEqual([
      "Bank transaction not of valid status for modification",
    ]);
  });

  it("summarizeErrors=false writes the valid ones and marks the invalid one", async () => {
    const reply = await call("PUT", "/BankTransactions?summarizeErrors=false", {
      BankTransactions: [spend(), spend({ BankAccount: { Code: "999" } })],
    });
    expect(reply.status).toBe(200);
    const [good, bad] = reply.json.BankTransactions;
    expect(good.StatusAttributeString).toBe("OK");
    expect(bad).toMatchObject({
      HasErrors: true,
      ValidationErrors: [{ Message: "BankAccount is not an active account of this organisation" }],
    });
  });
});

describe("bank transfers", () => {
  const transfer = (extra: Json = {}) => ({
    FromBankAccount: { Code: "090" },
    ToBankAccount: { Code: "091" },
    Amount: 250,
    Date: "2026-11-20",
    ...extra,
  });

  it("posts out of one account into the other", async () => {
    const created = await ok("PUT", "/BankTransfers", { BankTransfers: [transfer()] });
    expect(created).toMatchObject({ Status: "AUTHORISED", Amount: 250 });
    const [journal] = await journalsOf(created.BankTransferID);
    const net = Object.fromEntries(
      journal?.JournalLines.map((line: Json) => [line.AccountCode, line.NetAmount]),
    );
    expect(net).toEqual({ "091": 250, "090": -250 });
  });

  it("refuses the same account twice, a non-bank account and no amount", async () => {
    expect(
      await refused("PUT", "/BankTransfers", {
        BankTransfers: [transfer({ ToBankAccount: { Code: "090" } })],
      }),
    ).toEqual(["The FromBankAccount and ToBankAccount must be different bank accounts"]);
    expect(
      await refused("PUT", "/BankTransfers", {
        BankTransfers: [transfer({ ToBankAccount: { Code: "610" } })],
      }),
    ).toEqual(["ToBankAccount must be a bank account (Type BANK)"]);
    expect(await refused("PUT", "/BankTransfers", { BankTransfers: [transfer({ Amount: 0 })] })).toEqual([
      "Amount must be a number greater than zero",
    ]);
  });

  it("a delete by id reverses the posting and hides it; a second delete is refused", async () => {
    const id = P.bankTransfers.toSavings;
    expect(await journalsOf(id)).toHaveLength(1);
    expect((await ok("POST", `/BankTransfers/${id}`, { Status: "DELETED" })).Status).toBe("DELETED");
    expect(await journalsOf(id)).toHaveLength(0);
    const listed = (await call("GET", "/BankTransfers")).json.BankTransfers.map(
      (t: Json) => t.BankTransferID,
    );
    expect(listed).not.toContain(id);
    expect(await refused("POST", `/BankTransfers/${id}`, { Status: "DELETED" })).toEqual([
      "This bank transfer has already been deleted",
    ]);
  });

  it("a batch delete needs each transfer's id and the DELETED status", async () => {
    expect(await refused("POST", "/BankTransfers", { BankTransfers: [{ Status: "DELETED" }] })).toEqual([
      "A BankTransferID is required to delete a bank transfer",
    ]);
    const id = P.bankTransfers.toSavings;
    expect(
      await refused("POST", "/BankTransfers", {
        BankTransfers: [{ BankTransferID: id, Status: "AUTHORISED" }],
      }),
    ).toEqual(['A bank transfer can only be deleted here: send "Status": "DELETED"']);
    expect(
      (await ok("POST", "/BankTransfers", { BankTransfers: [{ BankTransferID: id, Status: "DELETED" }] }))
        .Status,
    ).toBe("DELETED");
  });
});

describe("manual journals", () => {
  const journal = (lines: [number, string][], extra: Json = {}) => ({
    Narration: "Depreciation",
    JournalLines: lines.map(([LineAmount, AccountCode]) => ({ LineAmount, AccountCode })),
    ...extra,
  });

  it("refuses lines that do not balance, a single line and no narration", async () => {
    expect(
      await refused("PUT", "/ManualJournals", {
        ManualJournals: [
          journal([
            [100, "416"],
            [-90, "711"],
          ]),
        ],
      }),
    ).toEqual(["The total debits (100.00) must equal total credits (-90.00)"]);
    expect(await refused("PUT", "/ManualJournals", { ManualJournals: [journal([[100, "416"]])] })).toEqual([
      "The JournalLines element must contain at least two individual JournalLine sub-elements",
    ]);
    const unnamed = journal(
      [
        [100, "416"],
        [-100, "711"],
      ],
      { Narration: " " },
    );
    expect(await refused("PUT", "/ManualJournals", { ManualJournals: [unnamed] })).toEqual([
      "Narration is required: say what the journal is for",
    ]);
  });

  it("DRAFT posts nothing; POSTED posts; VOIDED reverses and is final; DELETED only from DRAFT", async () => {
    const draft = await ok("PUT", "/ManualJournals", {
      ManualJournals: [
        journal([
          [100, "416"],
          [-100, "711"],
        ]),
      ],
    });
    expect(draft.Status).toBe("DRAFT");
    const path = `/ManualJournals/${draft.ManualJournalID}`;
    expect(await journalsOf(draft.ManualJournalID)).toHaveLength(0);
    expect((await ok("POST", path, { ManualJournals: [{ Status: "POSTED" }] })).Status).toBe("POSTED");
    expect((await journalsOf(draft.ManualJournalID))[0]?.SourceType).toBe("MANJOURNAL");
    expect(await refused("POST", path, { ManualJournals: [{ Status: "DELETED" }] })).toEqual([
      "A manual journal with status POSTED cannot be changed to DELETED",
    ]);
    expect((await ok("POST", path, { ManualJournals: [{ Status: "VOIDED" }] })).Status).toBe("VOIDED");
    expect(await journalsOf(draft.ManualJournalID)).toHaveLength(0);
    expect(await refused("POST", path, { ManualJournals: [{ Narration: "again" }] })).toEqual([
      "Manual journal not of valid status for modification",
    ]);
  });

  it("tax on top of exclusive amounts must balance too", async () => {
    // 100 to 453 with INPUT2 (15%) is a 115.00 debit; the credit must carry it.
    const taxed = journal(
      [
        [100, "453"],
        [-115, "800"],
      ],
      { LineAmountTypes: "Exclusive" },
    );
    const created = await ok("PUT", "/ManualJournals", { ManualJournals: [{ ...taxed, Status: "POSTED" }] });
    expect(created.JournalLines[0]).toMatchObject({ TaxType: "INPUT2", TaxAmount: 15 });
  });
});

describe("receipts and expense claims", () => {
  const user = P.users.bookkeeper;
  const receipt = (extra: Json = {}) => ({
    User: { UserID: user },
    Contact: { ContactID: P.contacts.greenCabs },
    Date: "2026-11-20",
    LineItems: [{ Description: "Taxi", UnitAmount: 46, AccountCode: "493" }],
    ...extra,
  });

  it("a receipt is created DRAFT, numbered after the last, tax inside its amounts", async () => {
    const created = await ok("PUT", "/Receipts", { Receipts: [receipt()] });
    // 46.00 inclusive of 15%: 46 x 15 / 115 = 6.00 tax.
    expect(created).toMatchObject({
      Status: "DRAFT",
      ReceiptNumber: "RPT-007",
      Total: 46,
      TotalTax: 6,
      SubTotal: 40,
    });
    expect(
      await refused("PUT", "/Receipts", { Receipts: [receipt({ User: { UserID: P.contacts.ridgeway } })] }),
    ).toEqual(["A User with the specified UserID could not be found in this organisation"]);
    expect(await refused("PUT", "/Receipts", { Receipts: [receipt({ Date: undefined })] })).toEqual([
      "A Date must be specified for a receipt",
    ]);
    expect(
      await refused("POST", `/Receipts/${P.receipts.lunch}`, { Receipts: [{ Reference: "x" }] }),
    ).toEqual(["A receipt with status SUBMITTED is part of an expense claim and cannot be changed"]);
  });

  it("a claim submits draft receipts; approving posts them; deleting returns them to DRAFT", async () => {
    const extra = await ok("PUT", "/Receipts", { Receipts: [receipt()] });
    const receipts = [{ ReceiptID: P.receipts.draftStationery }, { ReceiptID: extra.ReceiptID }];
    const claim = await ok("PUT", "/ExpenseClaims", {
      ExpenseClaims: [{ User: { UserID: user }, Receipts: receipts }],
    });
    // 16.10 (the starting-data stationery) + 46.00.
    expect(claim).toMatchObject({ Status: "SUBMITTED", Total: 62.1, AmountDue: 62.1 });
    const readReceipt = async (id: string) => (await call("GET", `/Receipts/${id}`)).json.Receipts[0];
    expect((await readReceipt(extra.ReceiptID)).Status).toBe("SUBMITTED");
    const path = `/ExpenseClaims/${claim.ExpenseClaimID}`;
    expect((await ok("POST", path, { ExpenseClaims: [{ Status: "AUTHORISED" }] })).Status).toBe("AUTHORISED");
    expect((await readReceipt(extra.ReceiptID)).Status).toBe("AUTHORISED");
    expect((await journalsOf(claim.ExpenseClaimID))[0]?.SourceType).toBe("EXPCLAIM");
    expect(await refused("POST", path, { ExpenseClaims: [{ Status: "DELETED" }] })).toEqual([
      "An expense claim with status AUTHORISED cannot be changed to DELETED",
    ]);
    const other = await ok("PUT", "/Receipts", { Receipts: [receipt()] });
    const second = await ok("PUT", "/ExpenseClaims", {
      ExpenseClaims: [{ User: { UserID: user }, Receipts: [{ ReceiptID: other.ReceiptID }] }],
    });
    await ok("POST", `/ExpenseClaims/${second.ExpenseClaimID}`, { ExpenseClaims: [{ Status: "DELETED" }] });
    expect((await readReceipt(other.ReceiptID)).Status).toBe("DRAFT");
  });

  it("refuses claimed receipts, another user's receipts and changes to a paid claim", async () => {
    const claimOf = (receiptId: string, userId = user) => ({
      ExpenseClaims: [{ User: { UserID: userId }, Receipts: [{ ReceiptID: receiptId }] }],
    });
    expect(await refused("PUT", "/ExpenseClaims", claimOf(P.receipts.lunch))).toEqual([
      "Receipt RPT-005 is SUBMITTED: only DRAFT receipts can be claimed",
    ]);
    expect(
      await refused("PUT", "/ExpenseClaims", claimOf(P.receipts.draftStationery, P.users.adviser)),
    ).toEqual(["Receipt RPT-006 belongs to another user"]);
    expect(
      await refused("POST", `/ExpenseClaims/${P.expenseClaims.paid}`, {
        ExpenseClaims: [{ Status: "VOIDED" }],
      }),
    ).toEqual(["An expense claim with status PAID cannot be changed"]);
  });
});

describe("linked transactions", () => {
  const bill = P.bills.authorised;
  const lineOf = async (path: string, index: number) =>
    ((Object.values((await call("GET", path)).json).find(Array.isArray) as Json[])[0] as Json).LineItems[
      index
    ].LineItemID;

  it("links a bill line to a customer (APPROVED) once, and bills it on a draft invoice (ONDRAFT)", async () => {
    const line = await lineOf(`/Invoices/${bill}`, 2);
    const created = await ok("PUT", "/LinkedTransactions", {
      SourceTransactionID: bill,
      SourceLineItemID: line,
      ContactID: P.contacts.bayside,
    });
    expect(created).toMatchObject({
      Status: "APPROVED",
      Type: "BILLABLEEXPENSE",
      SourceTransactionTypeCode: "ACCPAY",
    });
    expect(
      await refused("PUT", "/LinkedTransactions", { SourceTransactionID: bill, SourceLineItemID: line }),
    ).toEqual(["This source line item is already linked to a customer"]);
    // The draft invoice INV-0011 is Ridgeway's, not Bayside's.
    const draftInvoice = P.invoices.draft;
    const change = {
      TargetTransactionID: draftInvoice,
      TargetLineItemID: await lineOf(`/Invoices/${draftInvoice}`, 0),
    };
    const path = `/LinkedTransactions/${created.LinkedTransactionID}`;
    expect(await refused("POST", path, { LinkedTransactions: [change] })).toEqual([
      "ContactID must be the contact of the target invoice",
    ]);
    const retargeted = await ok("POST", path, {
      LinkedTransactions: [{ ...change, ContactID: P.contacts.ridgeway }],
    });
    expect(retargeted.Status).toBe("ONDRAFT");
  });

  it("takes a SPEND bank transaction as source, refuses a sales invoice, and a BILLED link takes no change", async () => {
    const spendLine = await lineOf(`/BankTransactions/${P.bankTransactions.spend}`, 0);
    const fromSpend = await ok("PUT", "/LinkedTransactions", {
      SourceTransactionID: P.bankTransactions.spend,
      SourceLineItemID: spendLine,
    });
    expect(fromSpend).toMatchObject({ Status: "DRAFT", SourceTransactionTypeCode: "SPEND" });
    const saleLine = await lineOf(`/Invoices/${P.invoices.authorised}`, 0);
    expect(
      await refused("PUT", "/LinkedTransactions", {
        SourceTransactionID: P.invoices.authorised,
        SourceLineItemID: saleLine,
      }),
    ).toEqual(["SourceTransactionID must be an ACCPAY invoice or a SPEND bank transaction"]);
    expect(
      await refused("PUT", "/LinkedTransactions", {
        SourceTransactionID: P.bills.authorised,
        SourceLineItemID: saleLine,
      }),
    ).toEqual(["The SourceLineItemID and SourceTransactionID do not match"]);
    expect(
      await refused("POST", `/LinkedTransactions/${P.linkedTransactions.billed}`, {
        LinkedTransactions: [{ ContactID: P.contacts.ridgeway }],
      }),
    ).toEqual(["A billed linked transaction cannot be changed"]);
  });
});
