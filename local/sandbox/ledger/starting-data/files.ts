// Attachments with real bytes (PNG, PDF, CSV/TXT from ../files), hung on the records named in
// LEDGER_STARTING_DATA.<tenant>.attachments; the records get HasAttachments = true (../has-attachments.ts).
import { renderPdf, renderPng, textFile } from "../files";
import { markAttached } from "../has-attachments";
import type { XeroRecord } from "../types";
import type { StartingBook } from "./book";
import type { StartingAttachmentRef } from "./ids";

const ID_FIELDS: Record<string, string> = {
  Accounts: "AccountID",
  BankTransactions: "BankTransactionID",
  BankTransfers: "BankTransferID",
  Contacts: "ContactID",
  CreditNotes: "CreditNoteID",
  Invoices: "InvoiceID",
  ManualJournals: "ManualJournalID",
  PurchaseOrders: "PurchaseOrderID",
  Quotes: "QuoteID",
  Receipts: "ReceiptID",
  RepeatingInvoices: "RepeatingInvoiceID",
};

const DESCRIBED_FIELDS = [
  "Name",
  "InvoiceNumber",
  "CreditNoteNumber",
  "QuoteNumber",
  "PurchaseOrderNumber",
  "ReceiptNumber",
  "Reference",
  "Narration",
  "Date",
  "Total",
  "Amount",
];

/** The record's identifying fields as [name, value] pairs, for the file's own text. */
function describe(record: XeroRecord): [string, string][] {
  return DESCRIBED_FIELDS.filter((k) => record[k] !== undefined && record[k] !== "").map((k) => [
    k,
    String(record[k]),
  ]);
}

function contentFor(ref: StartingAttachmentRef, record: XeroRecord, index: number): Uint8Array {
  if (ref.mimeType === "image/png") {
    const shades: [number, number, number][] = [
      [230, 236, 245],
      [250, 240, 220],
      [225, 245, 230],
    ];
    return renderPng(96, 64, shades[index % shades.length] ?? [240, 240, 240]);
  }
  if (ref.mimeType === "application/pdf") {
    return renderPdf({
      title: ref.fileName.replace(/\.pdf$/, ""),
      lines: describe(record).map(([k, v]) => `${k}: ${v}`),
    });
  }
  if (ref.mimeType === "text/csv") {
    return textFile([
      "Field,Value",
      ...describe(record).map(([k, v]) => `${k},"${v.replaceAll('"', '""')}"`),
    ]);
  }
  return textFile([ref.fileName, ...describe(record).map(([k, v]) => `${k}: ${v}`)]);
}

export function attachFiles(book: StartingBook, refs: readonly StartingAttachmentRef[]): void {
  refs.forEach((ref, index) => {
    const idField = ID_FIELDS[ref.collection];
    if (!idField) throw new Error(`starting data: attachments are not served for ${ref.collection}`);
    const record = book.find(ref.collection, idField, ref.recordId);
    markAttached(ref.collection, record);
    book.attachments[ref.recordId] ??= [];
    book.attachments[ref.recordId]?.push({
      AttachmentID: ref.attachmentId,
      FileName: ref.fileName,
      MimeType: ref.mimeType,
      // Files on sales documents are offered to the customer online; internal papers are not.
      IncludeOnline: ref.collection === "Invoices" && ref.mimeType === "application/pdf",
      bytes: contentFor(ref, record, index),
    });
  });
}
