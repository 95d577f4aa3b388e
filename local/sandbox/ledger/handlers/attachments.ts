// Attachment listings and downloads. A download needs the header literally named `contentType`
// (Xero's spec declares it required) and answers the stored bytes as application/octet-stream.
import { notFound, validationError } from "../errors";
import { isUuid, sameId } from "../ids";
import type { ResourceSpec } from "../resources";
import type { Attachment } from "../types";
import { data, type Handler, type HandlerContext, param } from "./context";
import { findRecord, idOf } from "./lookup";

function attachmentsOf(ctx: HandlerContext, spec: ResourceSpec): { id: string; files: Attachment[] } {
  const id = idOf(spec, findRecord(ctx.org, spec, param(ctx, "id")));
  return { id, files: ctx.org.attachments[id] ?? [] };
}

export function listAttachmentsHandler(spec: ResourceSpec): Handler {
  return (ctx) => {
    const { id, files } = attachmentsOf(ctx, spec);
    return data({
      Attachments: files.map((file) => ({
        AttachmentID: file.AttachmentID,
        FileName: file.FileName,
        Url: `${ctx.baseUrl}/${spec.collection}/${id}/Attachments/${encodeURIComponent(file.FileName)}`,
        MimeType: file.MimeType,
        ContentLength: file.bytes.length,
        IncludeOnline: file.IncludeOnline,
      })),
    });
  };
}

/** `.../Attachments/{x}`: a UUID is an AttachmentID, anything else a FileName (exact, then any case). */
function pick(files: Attachment[], key: string): Attachment | undefined {
  if (isUuid(key)) {
    const byId = files.find((file) => sameId(file.AttachmentID, key));
    if (byId) return byId;
  }
  return (
    files.find((file) => file.FileName === key) ??
    files.find((file) => file.FileName.toLowerCase() === key.toLowerCase())
  );
}

export function getAttachmentHandler(spec: ResourceSpec): Handler {
  return (ctx) => {
    const mime = ctx.headers.contenttype;
    if (typeof mime !== "string" || mime.trim() === "") {
      throw validationError(
        "The contentType header is required: the MIME type of the attachment, e.g. image/png",
      );
    }
    const file = pick(attachmentsOf(ctx, spec).files, param(ctx, "file"));
    if (!file) throw notFound();
    return { kind: "file", contentType: "application/octet-stream", bytes: file.bytes };
  };
}
