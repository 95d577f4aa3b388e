// Xero's HasAttachments: true once a record holds a file, on each record type whose schema carries
// the flag, which is every type that takes attachments but quotes (Xero's Quote has no such field).
// One rule for the starting data's files and for uploads (handlers/attachment-uploads.ts).
import type { XeroRecord } from "./types";

const WITHOUT_THE_FLAG: ReadonlySet<string> = new Set(["Quotes"]);

export function markAttached(collection: string, record: XeroRecord): void {
  if (!WITHOUT_THE_FLAG.has(collection)) record.HasAttachments = true;
}
