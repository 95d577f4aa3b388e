// Binary answers (PDFs, attachment downloads) become the contract's file result:
// `{contentType, fileName?, size, encoding: "base64", data}`. Bytes are never decoded as text.
import { bindingsOf, boundValue } from "../catalog/bindings";
import type { ToolRow } from "../catalog/types";
import type { UpstreamResponse } from "../upstream/types";
import type { ToolInput } from "./request";

export interface FileResult {
  contentType: string;
  fileName?: string;
  size: number;
  encoding: "base64";
  data: string;
}

/** A value of the contract's file shape: what the store and the MCP answer tell from JSON. */
export function isFileResult(value: unknown): value is FileResult {
  if (!value || typeof value !== "object") return false;
  const { encoding, data, contentType } = value as Record<string, unknown>;
  return encoding === "base64" && typeof data === "string" && typeof contentType === "string";
}

const GENERIC_BINARY = "application/octet-stream";

/** `filename="a b.pdf"` or RFC 5987 `filename*=UTF-8''a%20b.pdf` from Content-Disposition. */
function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || undefined;
}

/** The value of the parameter that fills a given path placeholder or header, if the caller gave it. */
function inputFor(row: ToolRow, input: ToolInput, upstreamName: string): string | undefined {
  return boundValue(bindingsOf(row).byUpstreamName.get(upstreamName), input);
}

export function fileResult(row: ToolRow, input: ToolInput, response: UpstreamResponse): FileResult {
  const announced = response.headers.get("content-type")?.split(";")[0]?.trim();
  // Xero serves attachments as octet-stream; the MIME type the caller named is the better answer.
  const contentType =
    announced && announced !== GENERIC_BINARY
      ? announced
      : (inputFor(row, input, "contentType") ?? announced ?? row.accept ?? GENERIC_BINARY);
  const fileName =
    fileNameFromDisposition(response.headers.get("content-disposition")) ?? inputFor(row, input, "FileName");
  return {
    contentType,
    ...(fileName ? { fileName } : {}),
    size: response.body.byteLength,
    encoding: "base64",
    data: Buffer.from(response.body).toString("base64"),
  };
}
