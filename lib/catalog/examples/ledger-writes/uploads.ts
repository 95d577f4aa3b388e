// Worked examples of the attachment uploads by file name (lib/catalog/ledger/writes/uploads.ts),
// against the sandbox's Demo Company as lib/catalog/examples/ledger.ts's are: each Upload adds a
// small real file to a record of the starting data, each Replace sends new bytes for a file the starting data attached.
import type { Example, ToolExamples } from "../types";

const DEMO_COMPANY = "00000000-0000-4000-8000-000000a00001";

const text = (content: string) => Buffer.from(content, "utf8").toString("base64");

/** A 1x1 PNG (70 bytes). */
const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** A one-page blank PDF (310 bytes). */
const PDF =
  "JVBERi0xLjQKMSAwIG9iago8PC9UeXBlL0NhdGFsb2cvUGFnZXMgMiAwIFI+PgplbmRvYmoKMiAwIG9iago8PC9UeXBlL1BhZ2VzL0tpZHNbMyAwIFJdL0NvdW50IDE+PgplbmRvYmoKMyAwIG9iago8PC9UeXBlL1BhZ2UvUGFyZW50IDIgMCBSL01lZGlhQm94WzAgMCAyMDAgMTAwXT4+CmVuZG9iagp4cmVmCjAgNAowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMDkgMDAwMDAgbiAKMDAwMDAwMDA1NCAwMDAwMCBuIAowMDAwMDAwMTA1IDAwMDAwIG4gCnRyYWlsZXIKPDwvU2l6ZSA0L1Jvb3QgMSAwIFI+PgpzdGFydHhyZWYKMTcwCiUlRU9GCg==";

interface File {
  name: string;
  type: string;
  content: string;
}

const pdf = (name: string): File => ({ name, type: "application/pdf", content: PDF });
const png = (name: string): File => ({ name, type: "image/png", content: PNG });
const plain = (name: string, type: string, content: string): File => ({ name, type, content: text(content) });

/** One tool's example: the record, the file, the tenant and a key of its own. */
function example(
  summary: string,
  record: [string, string],
  file: File,
  key: string,
  extra: Record<string, unknown> = {},
): Example[] {
  const [idParam, id] = record;
  return [
    {
      summary,
      input: {
        [idParam]: id,
        file_name: file.name,
        content_type: file.type,
        content_base64: file.content,
        ...extra,
        tenant_id: DEMO_COMPANY,
        idempotency_key: key,
      },
    },
  ];
}

const account: [string, string] = ["account_id", "00000000-0000-4000-8000-000000a02001"];
const bankTransaction: [string, string] = ["bank_transaction_id", "00000000-0000-4000-8000-000000a0f001"];
const bankTransfer: [string, string] = ["bank_transfer_id", "00000000-0000-4000-8000-000000a10001"];
const contact: [string, string] = ["contact_id", "00000000-0000-4000-8000-000000a04001"];
const creditNote: [string, string] = ["credit_note_id", "00000000-0000-4000-8000-000000a09001"];
const invoice: [string, string] = ["invoice_id", "00000000-0000-4000-8000-000000a06004"];
const manualJournal: [string, string] = ["manual_journal_id", "00000000-0000-4000-8000-000000a11001"];
const purchaseOrder: [string, string] = ["purchase_order_id", "00000000-0000-4000-8000-000000a0e002"];
const quote: [string, string] = ["quote_id", "00000000-0000-4000-8000-000000a0d002"];
const receipt: [string, string] = ["receipt_id", "00000000-0000-4000-8000-000000a1c006"];
const repeatingInvoice: [string, string] = ["repeating_invoice_id", "00000000-0000-4000-8000-000000a19001"];

// biome-ignore format: a table, one line per tool
export const UPLOADS_EXAMPLES: ToolExamples = {
  "LedgerApi.UploadAccountAttachment": example("A November statement for the bank account", account, plain("bank-statement-2026-11.csv", "text/csv", "Date,Amount\n2026-11-03,-45.00\n"), "upload-account-statement-2026-11"),
  "LedgerApi.ReplaceAccountAttachment": example("A corrected October statement for the bank account", account, plain("bank-statement-2026-10.csv", "text/csv", "Date,Amount\n2026-10-02,-12.50\n"), "replace-account-statement-2026-10"),
  "LedgerApi.UploadBankTransactionAttachment": example("A receipt photo for the spend transaction", bankTransaction, png("till receipt.png"), "upload-bank-transaction-receipt"),
  "LedgerApi.ReplaceBankTransactionAttachment": example("A clearer scan of the spend transaction's receipt", bankTransaction, png("receipt scan.png"), "replace-bank-transaction-receipt"),
  "LedgerApi.UploadBankTransferAttachment": example("The bank's advice for the transfer", bankTransfer, pdf("transfer-advice.pdf"), "upload-bank-transfer-advice"),
  "LedgerApi.ReplaceBankTransferAttachment": example("The transfer's confirmation, re-issued", bankTransfer, pdf("transfer-confirmation.pdf"), "replace-bank-transfer-confirmation"),
  "LedgerApi.UploadContactAttachment": example("A signed W-9 form for Ridgeway", contact, pdf("w9-form.pdf"), "upload-contact-w9"),
  "LedgerApi.ReplaceContactAttachment": example("Ridgeway's service agreement, signed version", contact, pdf("service agreement.pdf"), "replace-contact-agreement"),
  "LedgerApi.UploadCreditNoteAttachment": example("The return note, shown to the customer online", creditNote, plain("return-note.txt", "text/plain", "Returned: 2 chairs, damaged in transit.\n"), "upload-credit-note-return", { include_online: true }),
  "LedgerApi.ReplaceCreditNoteAttachment": example("The credit approval, with the manager's name", creditNote, plain("credit-approval.txt", "text/plain", "Credit approved by J. Smith.\n"), "replace-credit-note-approval"),
  "LedgerApi.UploadInvoiceAttachment": example("The signed delivery note, shown with the online invoice", invoice, pdf("delivery note.pdf"), "upload-invoice-delivery-note", { include_online: true }),
  "LedgerApi.ReplaceInvoiceAttachment": example("The invoice's timesheet, corrected", invoice, plain("timesheet.csv", "text/csv", "Date,Hours\n2026-10-06,3\n"), "replace-invoice-timesheet"),
  "LedgerApi.UploadManualJournalAttachment": example("The accrual workings for the journal", manualJournal, plain("accrual-workings.csv", "text/csv", "Account,Amount\n400,250.00\n"), "upload-journal-workings"),
  "LedgerApi.ReplaceManualJournalAttachment": example("The depreciation schedule, recalculated", manualJournal, plain("depreciation-schedule.csv", "text/csv", "Asset,Depreciation\nVan,310.00\n"), "replace-journal-schedule"),
  "LedgerApi.UploadPurchaseOrderAttachment": example("The supplier's specification sheet", purchaseOrder, pdf("specification.pdf"), "upload-purchase-order-spec"),
  "LedgerApi.ReplacePurchaseOrderAttachment": example("The supplier's revised quote", purchaseOrder, pdf("supplier-quote.pdf"), "replace-purchase-order-quote"),
  "LedgerApi.UploadQuoteAttachment": example("A floor plan for the quote", quote, png("floor plan.png"), "upload-quote-floor-plan"),
  "LedgerApi.ReplaceQuoteAttachment": example("The quote's site plan, updated", quote, png("site plan.png"), "replace-quote-site-plan"),
  "LedgerApi.UploadReceiptAttachment": example("A text receipt for the expense claim", receipt, plain("receipt-2026-11-04.txt", "text/plain", "Cafe Uno\nFlat white 4.50\nTotal NZD 4.50\n"), "upload-receipt-cafe"),
  "LedgerApi.ReplaceReceiptAttachment": example("A sharper scan of the receipt", receipt, png("receipt scan.png"), "replace-receipt-scan"),
  "LedgerApi.UploadRepeatingInvoiceAttachment": example("The retainer's signed contract", repeatingInvoice, pdf("retainer contract.pdf"), "upload-repeating-contract"),
  "LedgerApi.ReplaceRepeatingInvoiceAttachment": example("The retainer terms, revised", repeatingInvoice, plain("retainer-terms.txt", "text/plain", "Retainer: 10 hours a month, billed on the 1st.\n"), "replace-repeating-terms"),
};
