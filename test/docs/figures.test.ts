// Every size figure README.md and docs/*.md state ("56,696 characters", "6,225,920 bytes", "64 KiB",
// "4.4 MiB", "20,000 tokens", ...) is one the code produces today: a list the MCP endpoint answers
// (agent-lists.ts, as agent-figures.test.ts computes it), a limit a module sets (imported, or read
// from its source), a bound a test holds, or someone else's limit named below with its reason.
// Two places are not read: docs/changelog.md (what a figure was) and any section whose heading says
// it is measured ("Measured", or a date such as 2026-11-25), where a figure is a dated measurement
// that names its command. The generated references (tools.md, presets.md) are held to their
// generators by their own tests. A figure the code cannot produce fails here with file:line:figure.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FAMILY_SIZING } from "../../infra/sizing";
import {
  MAX_UPLOAD_BYTES,
  WORKFLOW_UPLOAD_BYTES,
  XERO_ATTACHMENT_MAX_BYTES,
} from "../../lib/catalog/file-upload";
import { allTools } from "../../lib/catalog/index";
import { CLIENT_NAME_MAX_LENGTH, clientNameOf } from "../../lib/catalog/names";
import { MAX_REQUEST_BODY } from "../../lib/catalog/schema-mode";
import { DEFAULT_LIMITS } from "../../lib/code-mode/limits";
import { MAX_STORED_RESULT_BYTES } from "../../lib/idempotency/records";
import {
  DEFAULT_BUDGET_TOKENS,
  DEFAULT_INLINE_FILE_BYTES,
  MAX_BUDGET_TOKENS,
  MAX_INLINE_FILE_BYTES,
  MIN_BUDGET_TOKENS,
} from "../../lib/mcp/calling/budget";
import { PART_BYTES } from "../../lib/mcp/tasks-extension/store";
import {
  EVENT_RESULT_BYTES,
  LAMBDA_RESPONSE_BYTES,
  MAX_ANSWER_BYTES,
  MIN_RESULT_BYTES,
  RESPONSE_MARGIN_BYTES,
} from "../../lib/results/limits";
import { CHARS_PER_TOKEN } from "../../lib/results/tokens";
import { MAX_REQUEST_TARGET } from "../../lib/runtime/request";
import { MAX_WEBHOOK_BODY_BYTES } from "../../lib/webhooks/handler";
import { agentLists, instructionsLength, presetRange } from "./agent-lists";
import { statedDocs } from "./stated-docs";

const ROOT = join(import.meta.dirname, "..", "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** A size figure in prose: a number (with commas and decimals as the docs write it) and its unit. */
const FIGURE =
  /(?<![\w.,-])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)? ?(characters|chars|bytes|KB|KiB|MB|MiB|GB|GiB|tokens)\b(?!-s)/g;

/** One figure as a key: the number's value and the unit ("6 MB", "56696 characters", "4.4 MiB"). */
const keyOf = (value: number, unit: string) => `${value} ${unit === "chars" ? "characters" : unit}`;

/** The keys a byte count may be written as: bytes, and KB/KiB, MB/MiB when it is a round number of them. */
function byteKeys(bytes: number): string[] {
  const keys = [keyOf(bytes, "bytes")];
  for (const [size, units] of [
    [1024, ["KiB", "KB"]],
    [1024 * 1024, ["MiB", "MB"]],
  ] as const) {
    const exact = bytes / size;
    const oneDecimal = Math.round(exact * 10) / 10;
    for (const unit of units) {
      if (Number.isInteger(exact)) keys.push(keyOf(exact, unit));
      else if (exact >= 1) keys.push(keyOf(oneDecimal, unit));
    }
  }
  if (bytes % 1000 === 0) keys.push(keyOf(bytes / 1000, "KB"));
  if (bytes % 1_000_000 === 0) keys.push(keyOf(bytes / 1_000_000, "MB"));
  return keys;
}

const count = (text: string) => Number(text.replaceAll(",", ""));

/**
 * Limits the code sets without exporting them: the figure is read from the source, so it changes
 * when the constant does. Each pattern's group is the value (an integer, or a product such as `64 * 1024`).
 */
const SOURCE_LIMITS: { file: string; pattern: RegExp; unit: "bytes" | "characters" | "MiB" }[] = [
  { file: "lib/oauth/dpop.ts", pattern: /MAX_JTI_LENGTH = ([\d_]+)/, unit: "characters" },
  { file: "lib/oauth/dpop.ts", pattern: /MAX_PROOF_LENGTH = ([\d_]+)/, unit: "bytes" },
  { file: "lib/oauth/clients.ts", pattern: /METADATA_DOCUMENT_MAX_BYTES = ([\d_ *]+)/, unit: "bytes" },
  { file: "lib/oauth/clients.ts", pattern: /MAX_METADATA_URL_BYTES = ([\d_]+)/, unit: "bytes" },
  { file: "lib/oauth/store.ts", pattern: /MAX_KEY_BYTES = ([\d_]+)/, unit: "bytes" },
  { file: "lib/oauth/http.ts", pattern: /MAX_BODY_BYTES = ([\d_ *]+)/, unit: "bytes" },
  { file: "lib/oauth/registration-rules.ts", pattern: /bodyBytes: ([\d_ *]+)/, unit: "bytes" },
  { file: "lib/oauth/registration-rules.ts", pattern: /clientNameChars: ([\d_]+)/, unit: "characters" },
  { file: "lib/oauth/signing-key-set.ts", pattern: /MIN_KEY_BYTES = ([\d_]+)/, unit: "bytes" },
  { file: "local/credentials.ts", pattern: /secretAccessKey: randomBytes\((\d+)\)/, unit: "bytes" },
  { file: "lib/runtime/redact.ts", pattern: /MIN_SECRET_LENGTH = ([\d_]+)/, unit: "characters" },
  { file: "lib/confirmation/current-record.ts", pattern: /MAX_TEXT = ([\d_]+)/, unit: "characters" },
  { file: "lib/audit/record.ts", pattern: /MAX_MESSAGE = ([\d_]+)/, unit: "characters" },
  { file: "lib/audit/printable.ts", pattern: /MAX_PRINTED = ([\d_]+)/, unit: "characters" },
  { file: "lib/code-mode/search-api.ts", pattern: /ANSWER_CHARS = ([\d_]+)/, unit: "characters" },
  { file: "lib/catalog/idempotency-key.ts", pattern: /1-(\d+) printable ASCII/, unit: "characters" },
  {
    file: "lib/catalog/ledger/writes/index.ts",
    pattern: /as: "HistoryRecords\.0\.Details",[^}]*?maxLength: ([\d_]+)/,
    unit: "characters",
  },
  { file: "lib/catalog/ledger/params.ts", pattern: /maxLength: (40),/, unit: "characters" },
  { file: "lib/catalog/ledger/params.ts", pattern: /maxLength: (255),/, unit: "characters" },
  {
    file: "infra/events/rule-patterns.ts",
    pattern: /EVENT_PATTERN_MAX_CHARS = ([\d_]+)/,
    unit: "characters",
  },
  {
    file: "infra/constructs/tools-api.ts",
    pattern: /minCompressionSize: Size\.kibibytes\((\d+)\)/,
    unit: "bytes",
  },
  // Function memory (MiB): the mcp function, the authorizer, the webhook receiver and reaction, oauth, mcp-tasks.
  { file: "infra/constructs/mcp-function.ts", pattern: /memorySize: (\d+)/, unit: "MiB" },
  { file: "infra/constructs/authorizer-function.ts", pattern: /memorySize: (\d+)/, unit: "MiB" },
  { file: "infra/constructs/xero-webhooks.ts", pattern: /memorySize: (\d+)/, unit: "MiB" },
  { file: "infra/constructs/oauth-function.ts", pattern: /memorySize: (\d+)/, unit: "MiB" },
  { file: "infra/constructs/mcp-tasks.ts", pattern: /memorySize: (\d+)/, unit: "MiB" },
  // Bounds tests hold: the bare list, the search answer, code mode's list and answer, an output schema.
  {
    file: "test/mcp/core-mode.test.ts",
    pattern: /charactersOf\(tools\)\)\.toBeLessThanOrEqual\(([\d_]+)\)/,
    unit: "characters",
  },
  { file: "test/mcp/search-answer.test.ts", pattern: /toBeLessThanOrEqual\(([\d_]+)\)/, unit: "characters" },
  { file: "test/code-mode/execute.test.ts", pattern: /toBeLessThan\((8_000)\)/, unit: "characters" },
  { file: "test/code-mode/execute.test.ts", pattern: /toBeLessThan\((4_000)\)/, unit: "characters" },
  { file: "test/catalog/output-schema.test.ts", pattern: /toBeLessThanOrEqual\(([\d_ *]+)\)/, unit: "bytes" },
  // The answers the payload-limit test makes too large: 7 MB of invoices, a 5 MB PDF.
  { file: "test/results/payload-limit.test.ts", pattern: /invoicesOf\(([\d_ *]+)\)/, unit: "bytes" },
  { file: "test/results/payload-limit.test.ts", pattern: /Buffer\.alloc\(([\d_ *]+),/, unit: "bytes" },
];

/** Figures that are someone else's, each with its reason. */
const OUTSIDE: Record<string, string> = {
  "6 MB": "Lambda's synchronous invoke payload, each way (and so API Gateway's proxy integration)",
  "256 KB": "a Step Functions state, an EventBridge PutEvents entry, an SQS message",
  "400 KB": "DynamoDB's item size",
  "25000 tokens": "Claude Code refuses a tool answer over 25,000 tokens",
  "60 characters": "Cursor: server name + tool name at most 60 characters",
  "64 characters": "Claude Code's mcp__<server>__<tool> at most 64; the MCP tool-name rules",
  "1 MiB": "TickTick's request body (it answers a larger one with a 500: lib/catalog/schema-mode.ts)",
  "1 MB":
    "a third-party quota list's inline AgentCore schema (agentcore.md); the webhook body is MAX_WEBHOOK_BODY_BYTES",
  "3 MB": "Xero's 2014 attachment limit, since raised (full-coverage.md cites it)",
  "3 bytes": "base64 writes 3 bytes as 4 characters",
  "4 characters": "base64 writes 3 bytes as 4 characters",
  "6 KiB": "full-coverage.md's decision 3: a row's schema over 6 KiB takes its body in schema mode",
};

/** The figures the code produces today, with where each comes from. */
async function trueFigures(): Promise<Map<string, string>> {
  const figures = new Map<string, string>();
  const add = (keys: string[], why: string) => {
    for (const key of keys) if (!figures.has(key)) figures.set(key, why);
  };
  const lists = await agentLists();
  for (const [name, list] of Object.entries(lists)) {
    add(
      [keyOf(count(list.chars), "characters"), keyOf(count(list.outputs), "characters")],
      `the ${name} list`,
    );
    add([keyOf(count(list.bytes), "bytes"), keyOf(count(list.gzip), "bytes")], `the ${name} list's answer`);
  }
  const presets = await presetRange();
  add(
    presets.bytes.map((bytes) => keyOf(count(bytes), "bytes")),
    "the presets' lists",
  );
  add([keyOf(count(instructionsLength), "characters")], "SERVER_INSTRUCTIONS");
  for (const [name, bytes] of Object.entries({
    LAMBDA_RESPONSE_BYTES,
    RESPONSE_MARGIN_BYTES,
    MAX_ANSWER_BYTES,
    MIN_RESULT_BYTES,
    EVENT_RESULT_BYTES,
    DEFAULT_INLINE_FILE_BYTES,
    MAX_INLINE_FILE_BYTES,
    MAX_UPLOAD_BYTES,
    WORKFLOW_UPLOAD_BYTES,
    XERO_ATTACHMENT_MAX_BYTES,
    MAX_STORED_RESULT_BYTES,
    PART_BYTES,
    MAX_WEBHOOK_BODY_BYTES,
    codeModeMemory: DEFAULT_LIMITS.memoryBytes,
    codeModeStack: DEFAULT_LIMITS.stackBytes,
  }))
    add(byteKeys(bytes), name);
  add([keyOf(4 * Math.ceil(MAX_UPLOAD_BYTES / 3), "characters")], "MAX_UPLOAD_BYTES in base64");
  for (const [name, tokens] of Object.entries({
    DEFAULT_BUDGET_TOKENS,
    MIN_BUDGET_TOKENS,
    MAX_BUDGET_TOKENS,
  }))
    add([keyOf(tokens, "tokens")], name);
  add([keyOf(CHARS_PER_TOKEN, "characters")], "CHARS_PER_TOKEN");
  add([keyOf(DEFAULT_BUDGET_TOKENS * CHARS_PER_TOKEN, "characters")], "the default budget in characters");
  for (const [name, chars] of Object.entries({
    MAX_REQUEST_TARGET,
    MAX_REQUEST_BODY,
    CLIENT_NAME_MAX_LENGTH,
    codeModeAnswer: DEFAULT_LIMITS.answerChars,
    codeModeLogs: DEFAULT_LIMITS.logChars,
    codeModeCode: DEFAULT_LIMITS.codeChars,
  }))
    add([keyOf(chars, "characters")], name);
  // A server name that fits Claude Code's 64 with every tool: mcp__<server>__<longest tool>.
  const longest = Math.max(...allTools.map((row) => clientNameOf(row).length));
  add([keyOf(64 - "mcp____".length - longest, "characters")], "the server name that fits every tool");
  add([keyOf(longest, "characters")], "the longest client tool name");
  for (const { memoryMiB } of Object.values(FAMILY_SIZING))
    add(byteKeys(memoryMiB * 1024 * 1024), "FAMILY_SIZING");
  for (const { file, pattern, unit } of SOURCE_LIMITS) {
    const found = pattern.exec(read(file))?.[1];
    if (!found) throw new Error(`${file} no longer has ${pattern}: update SOURCE_LIMITS`);
    const value = found
      .split("*")
      .map((factor) => Number(factor.trim().replaceAll("_", "")))
      .reduce((product, factor) => product * factor, 1);
    if (unit === "MiB") add(byteKeys(value * 1024 * 1024), file);
    else if (unit === "bytes") add(byteKeys(value), file);
    else add([keyOf(value, unit)], file);
  }
  // A family's start budget (test/infra/cold-path.test.ts, START_KIB).
  const budgets =
    /const START_KIB[^{]*\{([\s\S]*?)\n\};/.exec(read("test/infra/cold-path.test.ts"))?.[1] ?? "";
  for (const [, kib] of budgets.matchAll(/^\s*"?[\w-]+"?: (\d+),/gm))
    add([keyOf(Number(kib), "KiB")], "START_KIB");
  for (const [key, why] of Object.entries(OUTSIDE)) add([key], why);
  return figures;
}

/**
 * A section is measured when a heading above the line (a page's title aside) says so: it starts
 * with "Measured", says "(measured ...)", or holds a date. ("What is measured" is not one.)
 */
const MEASURED = /^measured\b|\(measured\b|\b20\d\d-\d\d(?:-\d\d)?\b/i;

interface Figure {
  doc: string;
  line: number;
  text: string;
  key: string;
}

/** The size figures of a doc that are not in a measured section. */
function figuresIn(doc: string, text: string): Figure[] {
  const figures: Figure[] = [];
  const headings: string[] = [];
  let fenced = false;
  const lines = text.split("\n");
  lines.forEach((lineText, index) => {
    if (/^\s*```/.test(lineText)) fenced = !fenced;
    const heading = !fenced && /^(#{1,6}) (.*)$/.exec(lineText);
    if (heading) {
      const level = heading[1]?.length ?? 1;
      headings.length = level - 1;
      headings[level - 1] = heading[2] ?? "";
    }
    if (headings.slice(1).some((title) => title && MEASURED.test(title))) return;
    // A figure whose unit starts the next line ("average 2,971\ncharacters") is read whole.
    const unitNext = /\d$/.test(lineText) ? ` ${(lines[index + 1] ?? "").trimStart().split(/\s/)[0]}` : "";
    for (const match of `${lineText}${unitNext}`.matchAll(FIGURE)) {
      const [text, whole = "", decimals = "", unit = ""] = match;
      figures.push({ doc, line: index + 1, text, key: keyOf(Number(`${count(whole)}${decimals}`), unit) });
    }
  });
  return figures;
}

function staleFigures(docs: readonly string[], known: Map<string, string>): string[] {
  return docs.flatMap((doc) =>
    figuresIn(doc, read(doc))
      .filter((figure) => !known.has(figure.key))
      .map((figure) => `${figure.doc}:${figure.line}:${figure.text}`),
  );
}

describe("the docs' size figures", () => {
  const known = trueFigures();

  it("are each one the code produces today (or a dated measurement)", async () => {
    expect(staleFigures(statedDocs(), await known)).toEqual([]);
  });

  it("finds a figure in every form the docs use, and skips measured sections", async () => {
    const figures = await known;
    const text = [
      "# Page, measured",
      "The list is 9,999,999 characters, 12.5 KiB, 7,777 bytes, 99 MB or 123,456 tokens.",
      "## Cold start (measured 2026-11-25)",
      "Its start is 9,999,999 characters.",
      "### Its parts",
      "Still measured: 9,999,999 characters.",
      "## Measured",
      "1,234,567 bytes.",
      "## Limits",
      "An answer is at most 6,225,920 bytes; 512 MiB for 300 ms is 0.15 GB-s.",
      "## What is measured",
      "A metric of 8,888 bytes.",
    ].join("\n");
    const found = figuresIn("x.md", text);
    expect(found.map((figure) => `${figure.line}:${figure.text}`)).toEqual([
      "2:9,999,999 characters",
      "2:12.5 KiB",
      "2:7,777 bytes",
      "2:99 MB",
      "2:123,456 tokens",
      "10:6,225,920 bytes",
      "10:512 MiB",
      "12:8,888 bytes",
    ]);
    expect(found.filter((figure) => !figures.has(figure.key)).map((figure) => figure.text)).toEqual([
      "9,999,999 characters",
      "12.5 KiB",
      "7,777 bytes",
      "99 MB",
      "123,456 tokens",
      "8,888 bytes",
    ]);
  });
});
