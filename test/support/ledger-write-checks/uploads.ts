// What the end-to-end test (test/integration/ledger-tools.test.ts) asserts of the answers of these
// writes: attachment uploads by file name, for the 11 records that take attachments. The answer
// names the file as sent (name, MIME type, size); the record's download by file name, the read at
// the same path, then answers exactly the bytes sent.
import { expect } from "vitest";
import { ledgerTools } from "../../../lib/catalog/ledger/index";
import type { ToolRow } from "../../../lib/catalog/types";
import type { WriteCheckContext, WriteChecks } from "./types";

type Json = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The download at the upload's own path: its parameters filled from the upload's by upstream name. */
function downloadOf(row: ToolRow, input: Json): { tool: string; input: Json } {
  const download = ledgerTools.find((candidate) => candidate.method === "GET" && candidate.path === row.path);
  if (!download) throw new Error(`no download at ${row.path}`);
  const byUpstream = new Map(row.params.map((param) => [param.as, input[param.name]]));
  const asked: Json = {};
  for (const param of download.params) {
    asked[param.name] = param.as === "contentType" ? input.content_type : byUpstream.get(param.as);
  }
  return { tool: download.name, input: asked };
}

async function uploaded({ row, input, result, read }: WriteCheckContext): Promise<void> {
  const bytes = Buffer.from(String(input.content_base64), "base64");
  const [file, ...others] = (result as Json).Attachments as Json[];
  expect(others).toEqual([]);
  expect(file).toMatchObject({
    FileName: input.file_name,
    MimeType: input.content_type,
    ContentLength: bytes.length,
    IncludeOnline: input.include_online ?? false,
  });
  expect(String(file?.AttachmentID)).toMatch(UUID);
  const download = downloadOf(row, input);
  const got = (await read(download.tool, download.input)) as { data: string; size: number };
  expect(got.size).toBe(bytes.length);
  expect(Buffer.from(got.data, "base64").equals(bytes)).toBe(true);
}

export const UPLOADS_CHECKS: WriteChecks = Object.fromEntries(
  ledgerTools
    .filter((row) => row.params.some((param) => param.in === "file"))
    .map((row) => [row.name, uploaded]),
);
