// History notes (GET /<Collection>/{id}/History): a "Created" entry for every document, the
// approval/payment/void steps its status implies, plus hand-written notes.
import type { XeroRecord } from "../types";
import { type StartingBook, stamp } from "./book";

// One formatter for every note: toLocaleString builds a new one per call, which the large starting data's
// tens of thousands of notes would pay for.
const MONEY = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function money(value: unknown): string {
  return MONEY.format(Number(value ?? 0));
}

function contactName(record: XeroRecord): string {
  return String((record.Contact as XeroRecord | undefined)?.Name ?? "");
}

interface Source {
  collection: string;
  idField: string;
  label(record: XeroRecord): string;
}

const SOURCES: Source[] = [
  {
    collection: "Invoices",
    idField: "InvoiceID",
    label: (r) =>
      `${r.InvoiceNumber} ${r.Type === "ACCPAY" ? "from" : "to"} ${contactName(r)} for ${money(r.Total)}.`,
  },
  {
    collection: "CreditNotes",
    idField: "CreditNoteID",
    label: (r) => `${r.CreditNoteNumber} for ${contactName(r)}, ${money(r.Total)}.`,
  },
  {
    collection: "Quotes",
    idField: "QuoteID",
    label: (r) => `${r.QuoteNumber} to ${contactName(r)} for ${money(r.Total)}.`,
  },
  {
    collection: "PurchaseOrders",
    idField: "PurchaseOrderID",
    label: (r) => `${r.PurchaseOrderNumber} to ${contactName(r)} for ${money(r.Total)}.`,
  },
  {
    collection: "Payments",
    idField: "PaymentID",
    label: (r) => `Payment of ${money(r.Amount)} on ${String((r.Invoice as XeroRecord).InvoiceNumber)}.`,
  },
  {
    collection: "BatchPayments",
    idField: "BatchPaymentID",
    label: (r) => `Batch payment ${String(r.Reference)} of ${money(r.TotalAmount)}.`,
  },
  {
    collection: "BankTransactions",
    idField: "BankTransactionID",
    label: (r) => `${String(r.Type)} ${money(r.Total)} with ${contactName(r)}.`,
  },
  { collection: "BankTransfers", idField: "BankTransferID", label: (r) => `Transfer of ${money(r.Amount)}.` },
  {
    collection: "ManualJournals",
    idField: "ManualJournalID",
    label: (r) => `Manual journal: ${String(r.Narration)}.`,
  },
  {
    collection: "Prepayments",
    idField: "PrepaymentID",
    label: (r) => `Prepayment from ${contactName(r)} for ${money(r.Total)}.`,
  },
  {
    collection: "Overpayments",
    idField: "OverpaymentID",
    label: (r) => `Overpayment from ${contactName(r)} for ${money(r.Total)}.`,
  },
  {
    collection: "Receipts",
    idField: "ReceiptID",
    label: (r) => `Receipt ${String(r.ReceiptNumber)} from ${contactName(r)} for ${money(r.Total)}.`,
  },
  {
    collection: "ExpenseClaims",
    idField: "ExpenseClaimID",
    label: (r) => `Expense claim for ${money(r.Total)}.`,
  },
  {
    collection: "RepeatingInvoices",
    idField: "RepeatingInvoiceID",
    label: (r) => `Repeating ${String(r.Type)} for ${contactName(r)}, ${money(r.Total)}.`,
  },
  { collection: "Items", idField: "ItemID", label: (r) => `Item ${String(r.Code)} created.` },
  { collection: "Contacts", idField: "ContactID", label: (r) => `Contact ${String(r.Name)} created.` },
];

function recordDate(record: XeroRecord): string {
  const value = record.Date ?? record.ReportingDate ?? record.UpdatedDateUTC ?? "2025-04-01";
  return String(value).slice(0, 10);
}

export function addHistories(book: StartingBook, user: string): void {
  for (const source of SOURCES) {
    for (const record of book.records(source.collection)) {
      const id = String(record[source.idField]);
      const date = recordDate(record);
      book.note(id, "Created", source.label(record), user, stamp(date, "08:45:00"));
      if (record.Status === "AUTHORISED" || record.Status === "PAID" || record.Status === "POSTED") {
        book.note(id, "Approved", `Approved by ${user}.`, user, stamp(date, "08:50:00"));
      }
      if (record.Status === "PAID" && typeof record.FullyPaidOnDate === "string") {
        book.note(
          id,
          "Paid",
          `Fully paid on ${record.FullyPaidOnDate}.`,
          user,
          stamp(record.FullyPaidOnDate, "10:05:00"),
        );
      }
      if (record.Status === "VOIDED")
        book.note(id, "Voided", `Voided by ${user}.`, user, stamp(date, "16:00:00"));
    }
  }
}

/** A free-text note, as PUT .../History writes them. */
export function addNote(
  book: StartingBook,
  recordId: string,
  details: string,
  user: string,
  date: string,
): void {
  book.note(recordId, "Note", details, user, stamp(date, "14:20:00"));
}
