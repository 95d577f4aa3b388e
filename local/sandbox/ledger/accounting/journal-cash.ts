// Cash-basis drafts (`paymentsOnly=true`): income and expenses are recognised when money moves.
// A payment takes the place of the document it pays: the document's lines are posted again,
// scaled by payment / document total, against the bank instead of AR/AP. Approximations: credit
// notes allocated to invoices and prepayment/overpayment allocations are not cash and stay out;
// prepayments and overpayments themselves stay on AR/AP as in the accrual books.
import type { LedgerOrganisation, XeroRecord } from "../types";
import type { Chart } from "./chart";
import { claimItemLines, type DraftJournal, type DraftLine, itemLines } from "./journal-drafts";
import { round2, sum } from "./money";

const KEPT_AS_IS = new Set([
  "CASHREC",
  "CASHPAID",
  "TRANSFER",
  "ARPREPAYMENT",
  "APPREPAYMENT",
  "AROVERPAYMENT",
  "APOVERPAYMENT",
]);

/** The paid document's lines, signed as the accrual journal posts them. */
function paidDocumentLines(chart: Chart, org: LedgerOrganisation, payment: XeroRecord): DraftLine[] {
  const invoiceId = (payment.Invoice as XeroRecord | undefined)?.InvoiceID;
  const invoice = (org.collections.Invoices ?? []).find((i) => i.InvoiceID === invoiceId);
  if (invoice) return itemLines(chart, invoice, invoice.Type === "ACCREC" ? -1 : 1);
  const creditId = (payment.CreditNote as XeroRecord | undefined)?.CreditNoteID;
  const credit = (org.collections.CreditNotes ?? []).find((c) => c.CreditNoteID === creditId);
  if (credit) return itemLines(chart, credit, credit.Type === "ACCRECCREDIT" ? 1 : -1);
  return [];
}

/**
 * Replaces the control line of a payment draft with `items` scaled so that they balance the bank
 * line exactly; the rounding residue goes to the largest line.
 */
function recognise(
  chart: Chart,
  draft: DraftJournal,
  control: XeroRecord | undefined,
  items: DraftLine[],
): DraftJournal {
  const bankLine = draft.lines.find((l) => l.account !== control);
  const controlLine = draft.lines.find((l) => l.account === control);
  if (!bankLine || !controlLine || items.length === 0) return draft;
  const documentTotal = sum(items.map((l) => l.net + l.tax));
  if (documentTotal === 0) return draft;
  const fraction = controlLine.net / documentTotal;
  const scaled = items.map((l) => ({ ...l, net: round2(l.net * fraction), tax: round2(l.tax * fraction) }));
  const tax = sum(scaled.map((l) => l.tax));
  const lines = [bankLine, ...scaled];
  if (tax !== 0) lines.push({ account: chart.system("GST"), net: tax, tax: 0 });
  const residue = round2(-sum(lines.map((l) => l.net)));
  const largest = scaled.reduce((a, b) => (Math.abs(b.net) > Math.abs(a.net) ? b : a));
  largest.net = round2(largest.net + residue);
  return { ...draft, lines };
}

export function cashBasisDrafts(
  chart: Chart,
  org: LedgerOrganisation,
  accrual: DraftJournal[],
): DraftJournal[] {
  const payments = new Map((org.collections.Payments ?? []).map((p) => [String(p.PaymentID), p]));
  const manualJournals = new Map(
    (org.collections.ManualJournals ?? []).map((m) => [String(m.ManualJournalID), m]),
  );
  const out: DraftJournal[] = [];
  for (const draft of accrual) {
    if (KEPT_AS_IS.has(draft.sourceType)) {
      out.push(draft);
    } else if (draft.sourceType === "MANJOURNAL") {
      const source = draft.sourceId ? manualJournals.get(draft.sourceId) : undefined;
      if (source?.ShowOnCashBasisReports !== false) out.push(draft);
    } else if (draft.kind === "payment") {
      const payment = draft.sourceId ? payments.get(draft.sourceId) : undefined;
      if (!payment) continue;
      const role =
        draft.sourceType === "ACCRECPAYMENT" || draft.sourceType === "ARCREDITPAYMENT"
          ? "DEBTORS"
          : "CREDITORS";
      out.push(recognise(chart, draft, chart.system(role), paidDocumentLines(chart, org, payment)));
    } else if (draft.sourceType === "EXPPAYMENT") {
      const claim = (org.collections.ExpenseClaims ?? []).find((c) =>
        (c.Payments as XeroRecord[] | undefined)?.some((p) => p.PaymentID === draft.sourceId),
      );
      if (claim)
        out.push(recognise(chart, draft, chart.system("UNPAIDEXPCLM"), claimItemLines(chart, org, claim)));
    }
    // Invoices, bills, credit notes and expense claims themselves are not cash: left out.
  }
  return out;
}
