// LedgerApi family `ledger-files`: attachment listings and downloads, and the PDF renderings
// (Xero Accounting API 2.0). Per record that takes attachments a listing, a download by id and one
// by file name, plus getInvoiceAsPdf, getCreditNoteAsPdf, getQuoteAsPdf and getPurchaseOrderAsPdf.
// The facts say which answers are files and their media type (the Accept header).
import type { ToolRow } from "../types";
import type { XeroOperation } from "./operation";
import * as xero from "./operations.generated";
import { attachmentFileName, attachmentMimeType as mimeType, tenant, uuid } from "./params";
import { idOf, recordOf } from "./records";
import { family, row } from "./row";

const listedFor = (op: XeroOperation) => idOf(op, (noun) => `Id of the ${noun} whose attachments to list`);
const attachedTo = (op: XeroOperation) => idOf(op, (noun) => `Id of the ${noun} the file is attached to`);
const rendered = (op: XeroOperation) => idOf(op, (noun) => `Id of the ${noun} to render`);
const attachmentId = uuid("AttachmentID", "Id of the attachment (its listing's AttachmentID)");

const fileName = attachmentFileName(
  "File name of the attachment exactly as its listing's FileName shows it (e.g. receipt 2026-01.pdf)",
);

const ATTACHMENTS = (op: XeroOperation) =>
  `List the files attached to one ${recordOf(op).noun}. Returns {Attachments: [{AttachmentID, FileName, MimeType, ContentLength, Url, IncludeOnline}]}; use AttachmentID or FileName with MimeType to download one.`;

/**
 * What a download returns, worded for every surface the description reaches: HTTP and direct invokes
 * carry the bytes as base64, MCP the file itself with only its description in structuredContent.
 */
const fileResult = (bytes: string) =>
  `Returns a file: over HTTP and direct invokes {contentType, fileName (when known), size, encoding: "base64", data} with ${bytes} base64-encoded in data; over MCP the file itself (an embedded resource, or a link when it is large), which structuredContent describes as {contentType, fileName (when known), size, url (when linked)}.`;

/** A download by attachment id or by file name, whose keys come from the record's `listing`. */
const download = (listing: string) => (op: XeroOperation) => {
  const [by, key] = op.params.FileName ? ["file name", "FileName"] : ["attachment id", "AttachmentID"];
  return `Download one file attached to a ${recordOf(op).noun}, by ${by}. Get the ${key} and MimeType from LedgerApi.${listing} first. ${fileResult("the bytes")}`;
};

const PDF = (op: XeroOperation) =>
  `Download one ${recordOf(op).noun} rendered as a PDF (application/pdf), as Xero prints it. ${fileResult("the PDF")}`;

// A table, one line per tool: name, Xero operation, parameters (tool name: decoration), description.
// biome-ignore format: a table, one line per row
export const ledgerFilesTools: readonly ToolRow[] = family("ledger-files", [
  row("RetrieveAccountAttachments", xero.getAccountAttachments, { account_id: listedFor, tenant_identifier: tenant }, ATTACHMENTS),
  row("RetrieveAccountAttachment", xero.getAccountAttachmentById, { account_unique_identifier: attachedTo, attachment_id: attachmentId, mime_type_of_attachment: mimeType, ledger_tenant_identifier: tenant }, download("RetrieveAccountAttachments")),
  row("RetrieveAccountAttachmentByFilename", xero.getAccountAttachmentByFileName, { account_id: attachedTo, attachment_file_name: fileName, mime_type_of_attachment: mimeType, tenant_identifier: tenant }, download("RetrieveAccountAttachments")),

  row("RetrieveBankTransactionAttachments", xero.getBankTransactionAttachments, { bank_transaction_id: listedFor, ledger_tenant_id: tenant }, ATTACHMENTS),
  row("RetrieveBankTransactionAttachment", xero.getBankTransactionAttachmentById, { bank_transaction_id: attachedTo, attachment_id: attachmentId, attachment_mime_type: mimeType, ledger_tenant_identifier: tenant }, download("RetrieveBankTransactionAttachments")),
  row("GetBankTransactionAttachment", xero.getBankTransactionAttachmentByFileName, { bank_transaction_id: attachedTo, attachment_filename: fileName, attachment_mime_type: mimeType, ledger_tenant_identifier: tenant }, download("RetrieveBankTransactionAttachments")),

  row("RetrieveBankTransferAttachments", xero.getBankTransferAttachments, { bank_transfer_id: listedFor, tenant_identifier: tenant }, ATTACHMENTS),
  row("FetchBankTransferAttachment", xero.getBankTransferAttachmentById, { bank_transfer_unique_id: attachedTo, attachment_id: attachmentId, attachment_mime_type: mimeType, tenant_identifier: tenant }, download("RetrieveBankTransferAttachments")),
  row("RetrieveBankTransferAttachment", xero.getBankTransferAttachmentByFileName, { bank_transfer_id: attachedTo, attachment_file_name: fileName, attachment_mime_type: mimeType, ledger_tenant_identifier: tenant }, download("RetrieveBankTransferAttachments")),

  row("GetContactAttachments", xero.getContactAttachments, { contact_id: listedFor, ledger_tenant_identifier: tenant }, ATTACHMENTS),
  row("RetrieveContactAttachment", xero.getContactAttachmentById, { contact_id: attachedTo, attachment_id: attachmentId, attachment_mime_type: mimeType, tenant_identifier: tenant }, download("GetContactAttachments")),
  row("GetContactAttachment", xero.getContactAttachmentByFileName, { contact_identifier: attachedTo, attachment_file_name: fileName, attachment_mime_type: mimeType, ledger_tenant_identifier: tenant }, download("GetContactAttachments")),

  row("GetCreditNoteAttachments", xero.getCreditNoteAttachments, { credit_note_id: listedFor, tenant_identifier: tenant }, ATTACHMENTS),
  row("GetCreditNoteAttachment", xero.getCreditNoteAttachmentById, { credit_note_id: attachedTo, attachment_id: attachmentId, attachment_mime_type: mimeType, ledger_tenant_identifier: tenant }, download("GetCreditNoteAttachments")),
  row("RetrieveCreditNoteAttachment", xero.getCreditNoteAttachmentByFileName, { credit_note_id: attachedTo, attachment_file_name: fileName, attachment_mime_type: mimeType, ledger_tenant_identifier: tenant }, download("GetCreditNoteAttachments")),

  row("GetReceiptAttachments", xero.getReceiptAttachments, { receipt_id: listedFor, tenant_identifier: tenant }, ATTACHMENTS),
  row("RetrieveReceiptAttachment", xero.getReceiptAttachmentById, { receipt_id: attachedTo, attachment_id: attachmentId, attachment_mime_type: mimeType, ledger_tenant_id: tenant }, download("GetReceiptAttachments")),
  row("GetExpenseReceiptAttachment", xero.getReceiptAttachmentByFileName, { receipt_id: attachedTo, attachment_file_name: fileName, attachment_mime_type: mimeType, ledger_tenant_identifier: tenant }, download("GetReceiptAttachments")),

  row("RetrieveInvoiceAttachments", xero.getInvoiceAttachments, { invoice_id: listedFor, tenant_identifier: tenant }, ATTACHMENTS),
  row("RetrieveInvoiceAttachmentById", xero.getInvoiceAttachmentById, { invoice_id: attachedTo, attachment_id: attachmentId, attachment_mime_type: mimeType, tenant_identifier: tenant }, download("RetrieveInvoiceAttachments")),
  row("GetInvoiceAttachment", xero.getInvoiceAttachmentByFileName, { invoice_id: attachedTo, attachment_file_name: fileName, attachment_mime_type: mimeType, tenant_identifier: tenant }, download("RetrieveInvoiceAttachments")),

  row("RetrieveJournalAttachments", xero.getManualJournalAttachments, { manual_journal_id: listedFor, tenant_id: tenant }, ATTACHMENTS),
  row("RetrieveJournalAttachment", xero.getManualJournalAttachmentById, { manual_journal_id: attachedTo, attachment_id: attachmentId, attachment_mime_type: mimeType, ledger_tenant_id: tenant }, download("RetrieveJournalAttachments")),
  row("GetJournalAttachmentByFilename", xero.getManualJournalAttachmentByFileName, { manual_journal_id: attachedTo, attachment_file_name: fileName, attachment_file_mime_type: mimeType, ledger_tenant_identifier: tenant }, download("RetrieveJournalAttachments")),

  row("RetrievePurchaseOrderAttachments", xero.getPurchaseOrderAttachments, { purchase_order_id: listedFor, ledger_tenant_id: tenant }, ATTACHMENTS),
  row("FetchPurchaseOrderAttachment", xero.getPurchaseOrderAttachmentById, { purchase_order_id: attachedTo, attachment_id: attachmentId, attachment_mime_type: mimeType, ledger_tenant_id: tenant }, download("RetrievePurchaseOrderAttachments")),
  row("RetrievePoAttachmentByFilename", xero.getPurchaseOrderAttachmentByFileName, { purchase_order_id: attachedTo, attachment_file_name: fileName, attachment_mime_type: mimeType, ledger_tenant_identifier: tenant }, download("RetrievePurchaseOrderAttachments")),

  row("RetrieveQuoteAttachments", xero.getQuoteAttachments, { quote_id: listedFor, tenant_identifier: tenant }, ATTACHMENTS),
  row("GetQuoteAttachment", xero.getQuoteAttachmentById, { quote_id: attachedTo, attachment_id: attachmentId, attachment_content_type: mimeType, ledger_tenant_identifier: tenant }, download("RetrieveQuoteAttachments")),
  row("RetrieveQuoteAttachmentByFilename", xero.getQuoteAttachmentByFileName, { quote_identifier: attachedTo, attachment_filename: fileName, attachment_mime_type: mimeType, ledger_tenant_identifier: tenant }, download("RetrieveQuoteAttachments")),

  row("RetrieveRepeatingInvoiceAttachments", xero.getRepeatingInvoiceAttachments, { repeating_invoice_id: listedFor, ledger_tenant_identifier: tenant }, ATTACHMENTS),
  row("RetrieveRepeatingInvoiceAttachmentById", xero.getRepeatingInvoiceAttachmentById, { repeating_invoice_id: attachedTo, attachment_id: attachmentId, attachment_mime_type: mimeType, ledger_tenant_identifier: tenant }, download("RetrieveRepeatingInvoiceAttachments")),
  row("RetrieveRepeatingInvoiceAttachment", xero.getRepeatingInvoiceAttachmentByFileName, { repeating_invoice_id: attachedTo, attachment_file_name: fileName, attachment_mime_type: mimeType, ledger_tenant_identifier: tenant }, download("RetrieveRepeatingInvoiceAttachments")),

  row("RetrieveInvoicePdf", xero.getInvoiceAsPdf, { invoice_id: rendered, tenant_identifier: tenant }, PDF),
  row("GetCreditNotePdf", xero.getCreditNoteAsPdf, { credit_note_id: rendered, tenant_identifier: tenant }, PDF),
  row("RetrieveQuotePdf", xero.getQuoteAsPdf, { quote_id: rendered, tenant_identifier: tenant }, PDF),
  row("GetPurchaseOrderPdf", xero.getPurchaseOrderAsPdf, { purchase_order_id: rendered, tenant_identifier: tenant }, PDF),
]);
