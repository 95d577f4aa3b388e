// Attachment uploads by file name: PUT (Xero's create...AttachmentByFileName) and POST
// (update...ByFileName) `<Records>/{id}/Attachments/{FileName}` with the file's bytes as the body
// and its MIME type as Content-Type. As Xero documents them, both store the file under its name:
// a file of the same name on the record is replaced (keeping its AttachmentID), a new name is added
// while the record holds fewer than 10. A body over Xero's 10 MB is refused with a 413 before it is
// read whole (server.ts). The stored file is what the attachment listing and downloads answer, and the
// record then says HasAttachments, as Xero's records do.
import { randomUUID } from "node:crypto";
import { validationError } from "../errors";
import { markAttached } from "../has-attachments";
import type { ResourceSpec } from "../resources";
import type { Attachment } from "../types";
import { data, type Handler, param } from "./context";
import { findRecord, idOf } from "./lookup";

/** Xero's limit for one attachment (docs/full-coverage.md, "Uploads"). */
export const XERO_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Files one record holds at most. */
export const MAX_ATTACHMENTS_PER_RECORD = 10;

const UPLOAD_PATH = /^\/api\.xro\/2\.0\/[^/]+\/[^/]+\/Attachments\/[^/]+$/;

/** Whether a request is a file upload, whose body is the file's bytes (not JSON). */
export function isUpload(method: string, path: string): boolean {
  return (method === "PUT" || method === "POST") && UPLOAD_PATH.test(path);
}

/** The media type the file was sent with, without parameters; Xero's default for none. */
function mimeTypeOf(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.split(";")[0]?.trim();
  return value || "application/octet-stream";
}

export function uploadAttachmentHandler(spec: ResourceSpec): Handler {
  return (ctx) => {
    const record = findRecord(ctx.org, spec, param(ctx, "id"));
    const id = idOf(spec, record);
    const fileName = param(ctx, "file");
    if (ctx.bytes.length === 0)
      throw validationError("The attachment is empty: send the file's bytes as the body");
    const files = ctx.org.attachments[id] ?? [];
    ctx.org.attachments[id] = files;
    const existing = files.find((file) => file.FileName.toLowerCase() === fileName.toLowerCase());
    if (!existing && files.length >= MAX_ATTACHMENTS_PER_RECORD) {
      throw validationError(`A ${spec.typeName} can hold at most ${MAX_ATTACHMENTS_PER_RECORD} attachments`);
    }
    // Xero reads IncludeOnline on invoices and credit notes only; elsewhere it is ignored.
    const online = ctx.query.get("IncludeOnline");
    const takesOnline = spec.collection === "Invoices" || spec.collection === "CreditNotes";
    const file: Attachment = {
      AttachmentID: existing?.AttachmentID ?? randomUUID(),
      FileName: fileName,
      MimeType: mimeTypeOf(ctx.headers["content-type"]),
      IncludeOnline:
        takesOnline && online !== null ? online.toLowerCase() === "true" : (existing?.IncludeOnline ?? false),
      bytes: new Uint8Array(ctx.bytes),
    };
    if (existing) files[files.indexOf(existing)] = file;
    else files.push(file);
    markAttached(spec.collection, record);
    return data({
      Attachments: [
        {
          AttachmentID: file.AttachmentID,
          FileName: file.FileName,
          Url: `${ctx.baseUrl}/${spec.collection}/${id}/Attachments/${encodeURIComponent(file.FileName)}`,
          MimeType: file.MimeType,
          ContentLength: file.bytes.length,
          IncludeOnline: file.IncludeOnline,
        },
      ],
    });
  };
}
