// LedgerApi family `ledger-files`: attachment listings and downloads, and the 4 PDF renderings
// (Xero Accounting API 2.0). 11 parent resources x (listing, download by id, download by file name),
// plus getInvoiceAsPdf, getCreditNoteAsPdf, getQuoteAsPdf and getPurchaseOrderAsPdf.
import type { ParamSpec, ToolRow } from "../types";
import { attachmentMimeType, tenant, uuidPath } from "./params";
import {
  ACCOUNTS,
  BANK_TRANSACTIONS,
  BANK_TRANSFERS,
  CONTACTS,
  CREDIT_NOTES,
  INVOICES,
  MANUAL_JOURNALS,
  PURCHASE_ORDERS,
  QUOTES,
  RECEIPTS,
  REPEATING_INVOICES,
  type Resource,
  stemOf,
} from "./resources";

const READ = { readOnly: true, destructive: false, idempotent: true } as const;

const FILE_RESULT =
  'Returns a file result {contentType, fileName, size, encoding: "base64", data} with the bytes base64-encoded in data.';

/** The attachment's file name, a path segment; the executor percent-encodes it (spaces are fine). */
const fileName = (name: string): ParamSpec => ({
  name,
  type: "string",
  in: "path",
  as: "FileName",
  required: true,
  minLength: 1,
  maxLength: 255,
  pattern: { regex: "^[^/\\\\]+$", hint: "a file name without '/' or '\\'" },
  description:
    "File name of the attachment exactly as its listing's FileName shows it (e.g. receipt 2026-01.pdf), up to 255 characters, without '/' or '\\'.",
});

/** Parameter names of the three tools of one parent; the spec names them differently per tool. */
interface AttachmentTools {
  list: { tool: string; id: string; tenant: string };
  byId: { tool: string; id: string; attachmentId: string; mimeType: string; tenant: string };
  byName: { tool: string; id: string; fileName: string; mimeType: string; tenant: string };
}

/** The listing, download-by-id and download-by-file-name rows of one parent resource. */
function attachmentRows(parent: Resource, tools: AttachmentTools): ToolRow[] {
  const { collection, idAs, noun } = parent;
  const stem = stemOf(parent);
  const base = `/${collection}/{${idAs}}/Attachments`;
  const listing = `LedgerApi.${tools.list.tool}`;
  return [
    {
      name: listing,
      toolkit: "LedgerApi",
      family: "ledger-files",
      operationId: `get${stem}Attachments`,
      method: "GET",
      path: base,
      params: [
        uuidPath(tools.list.id, idAs, `Id of the ${noun} whose attachments to list`),
        tenant(tools.list.tenant),
      ],
      flags: READ,
      description: `List the files attached to one ${noun}. Returns {Attachments: [{AttachmentID, FileName, MimeType, ContentLength, Url, IncludeOnline}]}; use AttachmentID or FileName with MimeType to download one.`,
    },
    {
      name: `LedgerApi.${tools.byId.tool}`,
      toolkit: "LedgerApi",
      family: "ledger-files",
      operationId: `get${stem}AttachmentById`,
      method: "GET",
      path: `${base}/{AttachmentID}`,
      params: [
        uuidPath(tools.byId.id, idAs, `Id of the ${noun} the file is attached to`),
        uuidPath(
          tools.byId.attachmentId,
          "AttachmentID",
          "Id of the attachment (its listing's AttachmentID)",
        ),
        attachmentMimeType(tools.byId.mimeType),
        tenant(tools.byId.tenant),
      ],
      flags: READ,
      description: `Download one file attached to a ${noun}, by attachment id. Get the AttachmentID and MimeType from ${listing} first. ${FILE_RESULT}`,
      result: "file",
      accept: "application/octet-stream",
    },
    {
      name: `LedgerApi.${tools.byName.tool}`,
      toolkit: "LedgerApi",
      family: "ledger-files",
      operationId: `get${stem}AttachmentByFileName`,
      method: "GET",
      path: `${base}/{FileName}`,
      params: [
        uuidPath(tools.byName.id, idAs, `Id of the ${noun} the file is attached to`),
        fileName(tools.byName.fileName),
        attachmentMimeType(tools.byName.mimeType),
        tenant(tools.byName.tenant),
      ],
      flags: READ,
      description: `Download one file attached to a ${noun}, by file name. Get the FileName and MimeType from ${listing} first. ${FILE_RESULT}`,
      result: "file",
      accept: "application/octet-stream",
    },
  ];
}

/** A PDF rendering: declared as `<resource>/pdf`, served by the resource URL with Accept: application/pdf. */
function pdfRow(tool: string, parent: Resource, id: string, tenantName: string): ToolRow {
  const { collection, idAs, noun } = parent;
  const stem = stemOf(parent);
  return {
    name: `LedgerApi.${tool}`,
    toolkit: "LedgerApi",
    family: "ledger-files",
    operationId: `get${stem}AsPdf`,
    method: "GET",
    path: `/${collection}/{${idAs}}`,
    params: [uuidPath(id, idAs, `Id of the ${noun} to render`), tenant(tenantName)],
    flags: READ,
    description: `Download one ${noun} rendered as a PDF, as Xero prints it. Returns a file result {contentType: "application/pdf", fileName, size, encoding: "base64", data} with the PDF base64-encoded in data.`,
    result: "file",
    accept: "application/pdf",
  };
}

export const ledgerFilesTools: readonly ToolRow[] = [
  ...attachmentRows(ACCOUNTS, {
    list: { tool: "RetrieveAccountAttachments", id: "account_id", tenant: "tenant_identifier" },
    byId: {
      tool: "RetrieveAccountAttachment",
      id: "account_unique_identifier",
      attachmentId: "attachment_id",
      mimeType: "mime_type_of_attachment",
      tenant: "ledger_tenant_identifier",
    },
    byName: {
      tool: "RetrieveAccountAttachmentByFilename",
      id: "account_id",
      fileName: "attachment_file_name",
      mimeType: "mime_type_of_attachment",
      tenant: "tenant_identifier",
    },
  }),
  ...attachmentRows(BANK_TRANSACTIONS, {
    list: {
      tool: "RetrieveBankTransactionAttachments",
      id: "bank_transaction_id",
      tenant: "ledger_tenant_id",
    },
    byId: {
      tool: "RetrieveBankTransactionAttachment",
      id: "bank_transaction_id",
      attachmentId: "attachment_id",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_identifier",
    },
    byName: {
      tool: "GetBankTransactionAttachment",
      id: "bank_transaction_id",
      fileName: "attachment_filename",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_identifier",
    },
  }),
  ...attachmentRows(BANK_TRANSFERS, {
    list: { tool: "RetrieveBankTransferAttachments", id: "bank_transfer_id", tenant: "tenant_identifier" },
    byId: {
      tool: "FetchBankTransferAttachment",
      id: "bank_transfer_unique_id",
      attachmentId: "attachment_id",
      mimeType: "attachment_mime_type",
      tenant: "tenant_identifier",
    },
    byName: {
      tool: "RetrieveBankTransferAttachment",
      id: "bank_transfer_id",
      fileName: "attachment_file_name",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_identifier",
    },
  }),
  ...attachmentRows(CONTACTS, {
    list: { tool: "GetContactAttachments", id: "contact_id", tenant: "ledger_tenant_identifier" },
    byId: {
      tool: "RetrieveContactAttachment",
      id: "contact_id",
      attachmentId: "attachment_id",
      mimeType: "attachment_mime_type",
      tenant: "tenant_identifier",
    },
    byName: {
      tool: "GetContactAttachment",
      id: "contact_identifier",
      fileName: "attachment_file_name",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_identifier",
    },
  }),
  ...attachmentRows(CREDIT_NOTES, {
    list: { tool: "GetCreditNoteAttachments", id: "credit_note_id", tenant: "tenant_identifier" },
    byId: {
      tool: "GetCreditNoteAttachment",
      id: "credit_note_id",
      attachmentId: "attachment_id",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_identifier",
    },
    byName: {
      tool: "RetrieveCreditNoteAttachment",
      id: "credit_note_id",
      fileName: "attachment_file_name",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_identifier",
    },
  }),
  ...attachmentRows(RECEIPTS, {
    list: { tool: "GetReceiptAttachments", id: "receipt_id", tenant: "tenant_identifier" },
    byId: {
      tool: "RetrieveReceiptAttachment",
      id: "receipt_id",
      attachmentId: "attachment_id",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_id",
    },
    byName: {
      tool: "GetExpenseReceiptAttachment",
      id: "receipt_id",
      fileName: "attachment_file_name",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_identifier",
    },
  }),
  ...attachmentRows(INVOICES, {
    list: { tool: "RetrieveInvoiceAttachments", id: "invoice_id", tenant: "tenant_identifier" },
    byId: {
      tool: "RetrieveInvoiceAttachmentById",
      id: "invoice_id",
      attachmentId: "attachment_id",
      mimeType: "attachment_mime_type",
      tenant: "tenant_identifier",
    },
    byName: {
      tool: "GetInvoiceAttachment",
      id: "invoice_id",
      fileName: "attachment_file_name",
      mimeType: "attachment_mime_type",
      tenant: "tenant_identifier",
    },
  }),
  ...attachmentRows(MANUAL_JOURNALS, {
    list: { tool: "RetrieveJournalAttachments", id: "manual_journal_id", tenant: "tenant_id" },
    byId: {
      tool: "RetrieveJournalAttachment",
      id: "manual_journal_id",
      attachmentId: "attachment_id",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_id",
    },
    byName: {
      tool: "GetJournalAttachmentByFilename",
      id: "manual_journal_id",
      fileName: "attachment_file_name",
      mimeType: "attachment_file_mime_type",
      tenant: "ledger_tenant_identifier",
    },
  }),
  ...attachmentRows(PURCHASE_ORDERS, {
    list: { tool: "RetrievePurchaseOrderAttachments", id: "purchase_order_id", tenant: "ledger_tenant_id" },
    byId: {
      tool: "FetchPurchaseOrderAttachment",
      id: "purchase_order_id",
      attachmentId: "attachment_id",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_id",
    },
    byName: {
      tool: "RetrievePoAttachmentByFilename",
      id: "purchase_order_id",
      fileName: "attachment_file_name",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_identifier",
    },
  }),
  ...attachmentRows(QUOTES, {
    list: { tool: "RetrieveQuoteAttachments", id: "quote_id", tenant: "tenant_identifier" },
    byId: {
      tool: "GetQuoteAttachment",
      id: "quote_id",
      attachmentId: "attachment_id",
      mimeType: "attachment_content_type",
      tenant: "ledger_tenant_identifier",
    },
    byName: {
      tool: "RetrieveQuoteAttachmentByFilename",
      id: "quote_identifier",
      fileName: "attachment_filename",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_identifier",
    },
  }),
  ...attachmentRows(REPEATING_INVOICES, {
    list: {
      tool: "RetrieveRepeatingInvoiceAttachments",
      id: "repeating_invoice_id",
      tenant: "ledger_tenant_identifier",
    },
    byId: {
      tool: "RetrieveRepeatingInvoiceAttachmentById",
      id: "repeating_invoice_id",
      attachmentId: "attachment_id",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_identifier",
    },
    byName: {
      tool: "RetrieveRepeatingInvoiceAttachment",
      id: "repeating_invoice_id",
      fileName: "attachment_file_name",
      mimeType: "attachment_mime_type",
      tenant: "ledger_tenant_identifier",
    },
  }),
  pdfRow("RetrieveInvoicePdf", INVOICES, "invoice_id", "tenant_identifier"),
  pdfRow("GetCreditNotePdf", CREDIT_NOTES, "credit_note_id", "tenant_identifier"),
  pdfRow("RetrieveQuotePdf", QUOTES, "quote_id", "tenant_identifier"),
  pdfRow("GetPurchaseOrderPdf", PURCHASE_ORDERS, "purchase_order_id", "tenant_identifier"),
];
