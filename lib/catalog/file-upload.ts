// The limits of a file sent as a tool's bytes (the LedgerApi attachment uploads), in one place for
// the rows' descriptions and the executor's check before sending (lib/runtime/request.ts). Sources:
// docs/full-coverage.md, "Uploads".

/** Xero's limit for one attachment: 10 MB (Xero's Attachments API; see docs/full-coverage.md). */
export const XERO_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The largest file one call carries: a synchronous Lambda invoke takes at most 6 MB (6,291,456
 * bytes) of request, base64 writes 3 bytes as 4 characters, and the rest of the call (its other
 * parameters, the HTTP or MCP envelope) needs room too: 4.4 MiB of file is 6,151,648 characters.
 */
export const MAX_UPLOAD_BYTES = Math.min(Math.floor(4.4 * 1024 * 1024), XERO_ATTACHMENT_MAX_BYTES);

/**
 * A Step Functions state (and an SQS message) carries at most 256 KB: an upload from a workflow
 * state sends a file of at most about 190 KB (base64, with the rest of the call).
 */
export const WORKFLOW_UPLOAD_BYTES = 190 * 1024;

/** Base64 as the schema checks it: the standard alphabet, `=` padding at the end. */
export const BASE64_PATTERN = "^[A-Za-z0-9+/]*={0,2}$";

/** The decoded size of base64 text that matches BASE64_PATTERN. */
export function base64Bytes(text: string): number {
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

/** "4.4 MiB (4,613,734 bytes)" */
export const sizeText = (bytes: number) =>
  `${(bytes / 1024 / 1024).toFixed(1)} MiB (${bytes.toLocaleString("en-US")} bytes)`;
