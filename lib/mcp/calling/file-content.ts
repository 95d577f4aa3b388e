// A file answer (an invoice PDF, an attachment) as MCP content a client can show: an embedded
// resource (`blob`) up to the budget's file ceiling, above it a resource_link to a short-lived URL of
// the stored file; a short text line either way. structuredContent describes the file without its
// bytes: a model gains nothing from a page of base64 (docs/results.md).

import type { CallToolResult } from "@modelcontextprotocol/server";
import type { ToolRow } from "../../catalog/types";
import { grouped } from "../../results/grouped";
import type { ResultLocation } from "../../results/location";
import { type FileResult, isFileResult } from "../../runtime/file-result";

/** A file tool's answer in the contract's file shape. */
export function isFileAnswer(row: ToolRow, result: unknown): result is FileResult {
  return row.result === "file" && isFileResult(result);
}

/** Stores a file too large to embed; undefined where no results bucket is configured. */
export type FileStore = (file: FileResult) => Promise<ResultLocation | undefined>;

/** The resource's URI: a name for the client to show and key by; the bytes are in `blob`. */
function uriOf(calledAs: string, fileName: string | undefined): string {
  return `agent-tools://files/${encodeURIComponent(calledAs)}/${encodeURIComponent(fileName ?? "file")}`;
}

function describe(file: FileResult): Record<string, unknown> {
  return {
    contentType: file.contentType,
    ...(file.fileName ? { fileName: file.fileName } : {}),
    size: file.size,
  };
}

function named(file: FileResult): string {
  return `${file.fileName ? ` "${file.fileName}"` : ""} (${file.contentType}, ${grouped(file.size)} bytes)`;
}

export async function fileToolResult(
  file: FileResult,
  calledAs: string,
  inlineFileBytes: number,
  store: FileStore,
): Promise<CallToolResult> {
  if (file.size <= inlineFileBytes) {
    return {
      content: [
        { type: "text", text: `${calledAs} returned the file${named(file)}, embedded below.` },
        {
          type: "resource",
          resource: { uri: uriOf(calledAs, file.fileName), mimeType: file.contentType, blob: file.data },
        },
      ],
      structuredContent: describe(file),
    };
  }
  const location = await store(file);
  if (!location) {
    const text =
      `${calledAs} returned the file${named(file)}, larger than the ${grouped(inlineFileBytes)} bytes ` +
      "this endpoint embeds, and no results bucket is configured to link it: fetch it over HTTP (POST /tools/<name>).";
    return { content: [{ type: "text", text }], structuredContent: describe(file) };
  }
  return storedFileResult(location, calledAs, describe(file));
}

/** A file in the results bucket, as a link with its type, name and size. */
export function storedFileResult(
  location: ResultLocation,
  calledAs: string,
  described: Record<string, unknown> = {
    contentType: location.contentType,
    ...(location.fileName ? { fileName: location.fileName } : {}),
    size: location.bytes,
  },
): CallToolResult {
  const name = location.fileName ?? "file";
  return {
    content: [
      {
        type: "text",
        text: `${calledAs} returned the file "${name}" (${location.contentType}, ${grouped(location.bytes)} bytes): download it from the link until ${location.expiresAt}.`,
      },
      {
        type: "resource_link",
        uri: location.url,
        name,
        mimeType: location.contentType,
        size: location.bytes,
      },
    ],
    structuredContent: { ...described, url: location.url, expiresAt: location.expiresAt },
  };
}
