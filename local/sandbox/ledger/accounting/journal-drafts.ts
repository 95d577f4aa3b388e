// Turns posted documents into balanced journal drafts (account + net + tax per line). Sign
// convention as in Xero's Journals: debits positive, credits negative; NetAmount is what the line
// posts to its account, and the tax of the document lines is posted once more on the GST account,
// so the NetAmounts of a journal sum to zero.
import type { LedgerOrganisation, XeroRecord } from "../types";
import { accountClassOf, type Chart } from "./chart";
import { addDays, dateOnly, isIsoDate } from "./dates";
import { amountOf, round2, sum } from "./money";

export interface DraftLine {
  account: XeroRecord | undefined;
  /** Kept for lines whose account is missing from the chart, so nothing is silently dropped. */
  accountCode?: string;
  description?: string;
  net: number;
  tax: number;
  taxType?: string;
  tracking?: XeroRecord[];
}

export interface DraftJournal {
  /** What produced the journal, with sourceId it makes the journal's stable id. */
  kind: string;
  sourceId?: string;
  sourceType: string;
  date: string;
  reference?: string;
  lines: DraftLine[];
}

function list(record: XeroRecord | undefined, field: string): XeroRecord[] {
  const value = record?.[field];
  return Array.isArray(value) ? (value as XeroRecord[]) : [];
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function isPosted(status: unknown): boolean {
  return status === "AUTHORISED" || status === "PAID";
}

/** Net and tax of each line item of a document, times `sign` (+1 debit, -1 credit). */
export function itemLines(chart: Chart, doc: XeroRecord, sign: 1 | -1): DraftLine[] {
  const amountTypes = String(doc.LineAmountTypes ?? "Exclusive").toUpperCase();
  return list(doc, "LineItems").map((item) => {
    const lineAmount = amountOf(item, "LineAmount");
    const tax = amountTypes === "NOTAX" ? 0 : amountOf(item, "TaxAmount");
    const net = amountTypes === "INCLUSIVE" ? round2(lineAmount - tax) : lineAmount;
    return {
      account: chart.findById(item.AccountID) ?? chart.findByCode(item.AccountCode),
      accountCode: text(item.AccountCode),
      description: text(item.Description),
      net: round2(sign * net),
      tax: round2(sign * tax),
      taxType: text(item.TaxType),
      tracking: list(item, "Tracking"),
    };
  });
}

/** Adds the GST line (the items' tax) and the control line (AR, AP, bank...) that balances them. */
export function balanceWith(chart: Chart, items: DraftLine[], control: XeroRecord | undefined): DraftLine[] {
  const tax = sum(items.map((l) => l.tax));
  const lines = [...items];
  if (tax !== 0) lines.push({ account: chart.system("GST"), net: tax, tax: 0 });
  lines.push({ account: control, net: round2(-(sum(items.map((l) => l.net)) + tax)), tax: 0 });
  return lines;
}

/** Two-line journal moving `amount` into `debit` and out of `credit`. */
function transfer(
  debit: XeroRecord | undefined,
  credit: XeroRecord | undefined,
  amount: number,
): DraftLine[] {
  return [
    { account: debit, net: round2(amount), tax: 0 },
    { account: credit, net: round2(-amount), tax: 0 },
  ];
}

function invoiceJournals(chart: Chart, org: LedgerOrganisation): DraftJournal[] {
  return (org.collections.Invoices ?? [])
    .filter((inv) => isPosted(inv.Status))
    .map((inv) => {
      const sales = inv.Type === "ACCREC";
      return {
        kind: "invoice",
        sourceId: String(inv.InvoiceID),
        sourceType: sales ? "ACCREC" : "ACCPAY",
        date: dateOnly(String(inv.Date)),
        reference: text(inv.Reference) ?? text(inv.InvoiceNumber),
        lines: balanceWith(
          chart,
          itemLines(chart, inv, sales ? -1 : 1),
          chart.system(sales ? "DEBTORS" : "CREDITORS"),
        ),
      };
    });
}

function creditNoteJournals(chart: Chart, org: LedgerOrganisation): DraftJournal[] {
  return (org.collections.CreditNotes ?? [])
    .filter((cn) => isPosted(cn.Status))
    .map((cn) => {
      const sales = cn.Type === "ACCRECCREDIT";
      return {
        kind: "creditnote",
        sourceId: String(cn.CreditNoteID),
        sourceType: sales ? "ACCRECCREDIT" : "ACCPAYCREDIT",
        date: dateOnly(String(cn.Date)),
        reference: text(cn.Reference) ?? text(cn.CreditNoteNumber),
        lines: balanceWith(
          chart,
          itemLines(chart, cn, sales ? 1 : -1),
          chart.system(sales ? "DEBTORS" : "CREDITORS"),
        ),
      };
    });
}

/** Which side of the books a payment settles, from its PaymentType or the document it pays. */
function paymentKind(payment: XeroRecord, org: LedgerOrganisation): string | undefined {
  if (typeof payment.PaymentType === "string") return payment.PaymentType;
  const invoiceId = (payment.Invoice as XeroRecord | undefined)?.InvoiceID;
  const invoice = (org.collections.Invoices ?? []).find((i) => i.InvoiceID === invoiceId);
  if (invoice) return invoice.Type === "ACCPAY" ? "ACCPAYPAYMENT" : "ACCRECPAYMENT";
  const creditId = (payment.CreditNote as XeroRecord | undefined)?.CreditNoteID;
  const credit = (org.collections.CreditNotes ?? []).find((c) => c.CreditNoteID === creditId);
  if (credit) return credit.Type === "ACCPAYCREDIT" ? "APCREDITPAYMENT" : "ARCREDITPAYMENT";
  return undefined;
}

/** +1 when the payment brings money into the bank. */
const PAYMENT_DIRECTIONS: Record<string, { control: string; inflow: boolean }> = {
  ACCRECPAYMENT: { control: "DEBTORS", inflow: true },
  ACCPAYPAYMENT: { control: "CREDITORS", inflow: false },
  ARCREDITPAYMENT: { control: "DEBTORS", inflow: false },
  APCREDITPAYMENT: { control: "CREDITORS", inflow: true },
};

function paymentJournals(chart: Chart, org: LedgerOrganisation): DraftJournal[] {
  const drafts: DraftJournal[] = [];
  for (const payment of org.collections.Payments ?? []) {
    if (payment.Status === "DELETED") continue;
    const kind = paymentKind(payment, org);
    const direction = kind ? PAYMENT_DIRECTIONS[kind] : undefined;
    if (!kind || !direction) continue;
    const bank = chart.resolve(payment.Account);
    const control = chart.system(direction.control);
    const amount = amountOf(payment, "Amount");
    drafts.push({
      kind: "payment",
      sourceId: String(payment.PaymentID),
      sourceType: kind,
      date: dateOnly(String(payment.Date)),
      reference: text(payment.Reference),
      lines: direction.inflow ? transfer(bank, control, amount) : transfer(control, bank, amount),
    });
  }
  return drafts;
}

/** Prepayments and overpayments: cash against AR/AP, applied later to invoices without a journal. */
function creditReceiptJournals(chart: Chart, org: LedgerOrganisation): DraftJournal[] {
  const drafts: DraftJournal[] = [];
  const kinds = [
    { collection: "Prepayments", idField: "PrepaymentID", prefix: "PREPAYMENT" },
    { collection: "Overpayments", idField: "OverpaymentID", prefix: "OVERPAYMENT" },
  ];
  for (const { collection, idField, prefix } of kinds) {
    for (const doc of org.collections[collection] ?? []) {
      if (!isPosted(doc.Status)) continue;
      const id = String(doc[idField]);
      const receive = String(doc.Type).startsWith("RECEIVE");
      // Xero keeps the cash side on a bank transaction that points back at the credit.
      const carrier = (org.collections.BankTransactions ?? []).find((bt) => bt[idField] === id);
      const bank = chart.resolve(carrier?.BankAccount) ?? chart.bankAccounts()[0];
      const control = chart.system(receive ? "DEBTORS" : "CREDITORS");
      const total = amountOf(doc, "Total");
      drafts.push({
        kind: collection.toLowerCase(),
        sourceId: id,
        sourceType: `${receive ? "AR" : "AP"}${prefix}`,
        date: dateOnly(String(doc.Date)),
        reference: text(doc.Reference),
        lines: receive ? transfer(bank, control, total) : transfer(control, bank, total),
      });
    }
  }
  return drafts;
}

function bankTransactionJournals(chart: Chart, org: LedgerOrganisation): DraftJournal[] {
  return (org.collections.BankTransactions ?? [])
    .filter((bt) => bt.Status === "AUTHORISED" && (bt.Type === "RECEIVE" || bt.Type === "SPEND"))
    .map((bt) => {
      const receive = bt.Type === "RECEIVE";
      return {
        kind: "banktransaction",
        sourceId: String(bt.BankTransactionID),
        sourceType: receive ? "CASHREC" : "CASHPAID",
        date: dateOnly(String(bt.Date)),
        reference: text(bt.Reference),
        lines: balanceWith(chart, itemLines(chart, bt, receive ? -1 : 1), chart.resolve(bt.BankAccount)),
      };
    });
}

function bankTransferJournals(chart: Chart, org: LedgerOrganisation): DraftJournal[] {
  return (org.collections.BankTransfers ?? [])
    .filter((t) => t.Status !== "DELETED" && t.IsDeleted !== true)
    .map((t) => ({
      kind: "banktransfer",
      sourceId: String(t.BankTransferID),
      sourceType: "TRANSFER",
      date: dateOnly(String(t.Date)),
      reference: text(t.Reference),
      lines: transfer(
        chart.resolve(t.ToBankAccount),
        chart.resolve(t.FromBankAccount),
        amountOf(t, "Amount"),
      ),
    }));
}

function manualJournalJournals(chart: Chart, org: LedgerOrganisation): DraftJournal[] {
  return (org.collections.ManualJournals ?? [])
    .filter((mj) => mj.Status === "POSTED")
    .map((mj) => {
      const inclusive = String(mj.LineAmountTypes ?? "NoTax").toUpperCase() === "INCLUSIVE";
      const lines: DraftLine[] = list(mj, "JournalLines").map((line) => {
        const tax = amountOf(line, "TaxAmount");
        const amount = amountOf(line, "LineAmount");
        return {
          account: chart.findById(line.AccountID) ?? chart.findByCode(line.AccountCode),
          accountCode: text(line.AccountCode),
          description: text(line.Description),
          net: inclusive ? round2(amount - tax) : amount,
          tax,
          taxType: text(line.TaxType),
          tracking: list(line, "Tracking"),
        };
      });
      const tax = sum(lines.map((l) => l.tax));
      if (tax !== 0) lines.push({ account: chart.system("GST"), net: tax, tax: 0 });
      return {
        kind: "manualjournal",
        sourceId: String(mj.ManualJournalID),
        sourceType: "MANJOURNAL",
        date: dateOnly(String(mj.Date)),
        reference: text(mj.Narration),
        lines,
      };
    });
}

/** The receipts of an expense claim, debited to their expense accounts. */
export function claimItemLines(chart: Chart, org: LedgerOrganisation, claim: XeroRecord): DraftLine[] {
  const receipts = org.collections.Receipts ?? [];
  return list(claim, "Receipts").flatMap((ref) => {
    const receipt = receipts.find((r) => r.ReceiptID === ref.ReceiptID);
    return receipt ? itemLines(chart, receipt, 1) : [];
  });
}

function expenseClaimJournals(chart: Chart, org: LedgerOrganisation): DraftJournal[] {
  const drafts: DraftJournal[] = [];
  const unpaidClaims = chart.system("UNPAIDEXPCLM");
  for (const claim of org.collections.ExpenseClaims ?? []) {
    if (!isPosted(claim.Status)) continue;
    const claimId = String(claim.ExpenseClaimID);
    drafts.push({
      kind: "expenseclaim",
      sourceId: claimId,
      sourceType: "EXPCLAIM",
      date: dateOnly(String(claim.ReportingDate ?? claim.UpdatedDateUTC)),
      lines: balanceWith(chart, claimItemLines(chart, org, claim), unpaidClaims),
    });
    for (const payment of list(claim, "Payments")) {
      drafts.push({
        kind: "expensepayment",
        sourceId: String(payment.PaymentID),
        sourceType: "EXPPAYMENT",
        date: dateOnly(String(payment.Date)),
        reference: text(payment.Reference),
        lines: transfer(unpaidClaims, chart.resolve(payment.Account), amountOf(payment, "Amount")),
      });
    }
  }
  return drafts;
}

/**
 * The first day the organisation keeps its books in Xero: `collections.ConversionDate[0]` or
 * `organisation.ConversionDate`, either `{Month, Year}` (as POST /Setup takes it) or an ISO date.
 */
export function conversionStart(org: LedgerOrganisation): string | undefined {
  const raw = org.collections.ConversionDate?.[0] ?? org.organisation.ConversionDate;
  if (typeof raw === "string" && isIsoDate(dateOnly(raw))) return dateOnly(raw);
  if (raw && typeof raw === "object") {
    const { Month, Year } = raw as XeroRecord;
    if (typeof Month === "number" && typeof Year === "number" && Month >= 1 && Month <= 12) {
      return `${Year}-${String(Month).padStart(2, "0")}-01`;
    }
  }
  return undefined;
}

/**
 * Opening balances from POST /Setup (`{AccountCode, Balance}`, debits positive), dated the day before
 * the conversion date; any difference goes to the Historical Adjustment account, as Xero does.
 */
function conversionJournal(
  chart: Chart,
  org: LedgerOrganisation,
  earliest: string | undefined,
): DraftJournal[] {
  const balances = (org.collections.ConversionBalances ?? []).filter((b) => amountOf(b, "Balance") !== 0);
  if (balances.length === 0) return [];
  const start = conversionStart(org);
  const lines: DraftLine[] = balances.map((b) => ({
    account: chart.findByCode(b.AccountCode),
    accountCode: text(b.AccountCode),
    net: round2(amountOf(b, "Balance")),
    tax: 0,
  }));
  const difference = sum(lines.map((l) => l.net));
  if (difference !== 0) lines.push({ account: chart.system("HISTORICAL"), net: -difference, tax: 0 });
  return [
    {
      kind: "conversion",
      sourceType: "MANJOURNAL",
      date: start ? addDays(start, -1) : (earliest ?? "2000-01-01"),
      reference: "Conversion balances",
      lines,
    },
  ];
}

/** Everything posted, in no particular order. */
export function draftAccrualJournals(chart: Chart, org: LedgerOrganisation): DraftJournal[] {
  const documents = [
    ...invoiceJournals(chart, org),
    ...creditNoteJournals(chart, org),
    ...paymentJournals(chart, org),
    ...creditReceiptJournals(chart, org),
    ...bankTransactionJournals(chart, org),
    ...bankTransferJournals(chart, org),
    ...manualJournalJournals(chart, org),
    ...expenseClaimJournals(chart, org),
  ];
  const earliest = documents.map((d) => d.date).sort()[0];
  return [...conversionJournal(chart, org, earliest && addDays(earliest, -1)), ...documents];
}

/** Class of a draft line's account (lines without an account count as expenses). */
export function lineClass(line: DraftLine) {
  return accountClassOf(line.account?.Type);
}
