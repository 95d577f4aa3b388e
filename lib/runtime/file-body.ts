// The bytes of a `file` parameter (an attachment upload): its base64 checked, the file sized against
// what one call carries and Xero takes (../catalog/file-upload.ts), then decoded, all before
// anything is sent. The executor imports this module on the first upload, so no cold start carries it.
import {
  BASE64_PATTERN,
  base64Bytes,
  MAX_UPLOAD_BYTES,
  sizeText,
  WORKFLOW_UPLOAD_BYTES,
  XERO_ATTACHMENT_MAX_BYTES,
} from "../catalog/file-upload";
import type { ToolRow } from "../catalog/types";
import { invalid, type ToolInput } from "./request";

const BASE64 = new RegExp(BASE64_PATTERN);

/** The file's bytes, or a ValidationError naming `parameter` and the limits. */
export function fileBody(parameter: string, value: unknown): Uint8Array {
  const text = String(value);
  if (!BASE64.test(text) || text.length % 4 !== 0)
    throw invalid(
      parameter,
      "must be base64 (A-Z, a-z, 0-9, + and /, padded with = to a multiple of 4 characters)",
    );
  const size = base64Bytes(text);
  if (size > MAX_UPLOAD_BYTES)
    throw invalid(
      parameter,
      `holds a file of ${sizeText(size)}; one call carries at most ${sizeText(MAX_UPLOAD_BYTES)} (a synchronous Lambda invoke takes 6 MB of request and base64 adds a third; from a Step Functions state about ${WORKFLOW_UPLOAD_BYTES / 1024} KB), and Xero takes at most ${sizeText(XERO_ATTACHMENT_MAX_BYTES)} per attachment`,
    );
  return Buffer.from(text, "base64");
}

/** The bytes of the row's `file` parameter in this input, if it has one and the input sets it. */
export function fileOf(row: ToolRow, input: ToolInput): Uint8Array | undefined {
  const param = row.params.find((candidate) => candidate.in === "file");
  const value = param ? input[param.name] : undefined;
  return param && value !== undefined ? fileBody(param.name, value) : undefined;
}
