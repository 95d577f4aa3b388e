// LedgerApi writes beyond the seed (issue 24, docs/full-coverage.md "Uploads"): attachment uploads
// by file name, for every record that takes attachments. Upload (PUT, Xero's create...) adds a
// file; Replace (POST, update...) sends new bytes for a file name. Each sends the file's bytes as
// the whole body (a `file` parameter: base64 in, decoded by the executor, sized before sending)
// with its MIME type as Content-Type.
import {
  BASE64_PATTERN,
  MAX_UPLOAD_BYTES,
  sizeText,
  WORKFLOW_UPLOAD_BYTES,
  XERO_ATTACHMENT_MAX_BYTES,
} from "../../file-upload";
import type { XeroOperation } from "../operation";
import * as xero from "../operations.generated";
import { attachmentFileName, attachmentMimeType, idempotencyKey, param, tenant } from "../params";
import { idOf, recordOf } from "../records";
import { type Decoration, type LedgerRow, type Params, row } from "../row";
import { UPDATE_FLAGS } from "./record-params";

const fileName = attachmentFileName(
  "File name to store the file under, with its extension (e.g. receipt-2026-01.pdf)",
);

/** The file's media type, sent as its Content-Type: the same rules as a download's MIME type. */
const contentType: Decoration = {
  ...attachmentMimeType,
  type: "string",
  in: "header",
  as: "Content-Type",
  required: true,
  description:
    "MIME type of the file, sent as its Content-Type: type/subtype of letters, digits and . + - _ (no parameters), e.g. application/pdf, image/png, image/jpeg, text/plain, text/csv. Xero takes documents, images, spreadsheets, text and ZIP files.",
};

/** The bytes, base64: the executor decodes them and checks the size before anything is sent. */
const content: Decoration = {
  type: "string",
  in: "file",
  as: "body",
  required: true,
  minLength: 4,
  pattern: { regex: BASE64_PATTERN, hint: "base64 (A-Z a-z 0-9 + /, = padding)" },
  description: `The file's bytes, base64-encoded (standard alphabet, padded). At most ${sizeText(MAX_UPLOAD_BYTES)} of file per call (a call carries 6 MB; Xero's limit is ${XERO_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB); from a Step Functions state about ${WORKFLOW_UPLOAD_BYTES / 1024} KB.`,
};

const includeOnline = param(
  "IncludeOnline",
  "true shows the file to the customer with the online invoice or credit note; default false.",
);

const RETURNS =
  "Keyed: a retry with the same idempotency_key uploads once. Returns {Attachments: [{AttachmentID, FileName, MimeType, ContentLength, IncludeOnline}]}.";

const UPLOAD = (op: XeroOperation) =>
  `Upload a file (a receipt, a PDF, an image) and attach it to one ${recordOf(op).noun}; a file of the same name on it is replaced. Up to 10 files per record. ${RETURNS}`;

const REPLACE = (op: XeroOperation) =>
  `Replace the file of a given name attached to one ${recordOf(op).noun} with new bytes (keeping its AttachmentID; Xero adds it when there is none of that name). ${RETURNS}`;

/** One upload row: the record's id, then the file and its rules, the tenant and the key. */
function upload(tool: string, op: XeroOperation, describe: (op: XeroOperation) => string): LedgerRow {
  const { idAs } = recordOf(op);
  const idName = idAs
    .replace(/ID$/, "")
    .replace(/\B([A-Z])/g, "_$1")
    .toLowerCase();
  const params: Params = {
    [`${idName}_id`]: idOf(op, (noun) => `Id of the ${noun} to attach the file to`),
    file_name: fileName,
    content_type: contentType,
    content_base64: content,
    ...(op.params.IncludeOnline && { include_online: includeOnline }),
    tenant_id: tenant,
    idempotency_key: idempotencyKey,
  };
  // Either replaces the bytes of a file of the same name on the record: destructive, and asks
  // then (lib/catalog/confirmation-rules.ts).
  return row(tool, op, params, describe, { flags: UPDATE_FLAGS });
}

// A table, one line per record: the tool's record word, then Xero's create (PUT) and update (POST).
// biome-ignore format: a table, one line per row
const RECORDS: readonly [string, XeroOperation, XeroOperation][] = [
  ["Account", xero.createAccountAttachmentByFileName, xero.updateAccountAttachmentByFileName],
  ["BankTransaction", xero.createBankTransactionAttachmentByFileName, xero.updateBankTransactionAttachmentByFileName],
  ["BankTransfer", xero.createBankTransferAttachmentByFileName, xero.updateBankTransferAttachmentByFileName],
  ["Contact", xero.createContactAttachmentByFileName, xero.updateContactAttachmentByFileName],
  ["CreditNote", xero.createCreditNoteAttachmentByFileName, xero.updateCreditNoteAttachmentByFileName],
  ["Invoice", xero.createInvoiceAttachmentByFileName, xero.updateInvoiceAttachmentByFileName],
  ["ManualJournal", xero.createManualJournalAttachmentByFileName, xero.updateManualJournalAttachmentByFileName],
  ["PurchaseOrder", xero.createPurchaseOrderAttachmentByFileName, xero.updatePurchaseOrderAttachmentByFileName],
  ["Quote", xero.createQuoteAttachmentByFileName, xero.updateQuoteAttachmentByFileName],
  ["Receipt", xero.createReceiptAttachmentByFileName, xero.updateReceiptAttachmentByFileName],
  ["RepeatingInvoice", xero.createRepeatingInvoiceAttachmentByFileName, xero.updateRepeatingInvoiceAttachmentByFileName],
];

/** Creates and updates, in family `ledger-write`. */
export const uploadWrites: readonly LedgerRow[] = RECORDS.flatMap(([record, create, update]) => [
  upload(`Upload${record}Attachment`, create, UPLOAD),
  upload(`Replace${record}Attachment`, update, REPLACE),
]);
