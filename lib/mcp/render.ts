// Catalog rows as MCP tools, and tool answers as MCP CallToolResults: the object in
// `structuredContent` for programs, a text rendering of the same for models. Everything here shows
// tools by their client names (names.ts), the form every agent client accepts.
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { parametersSchema } from "../catalog/json-schema";
import { clientNameOf, findToolByAnyName } from "../catalog/names";
import type { ToolRow } from "../catalog/types";
import type { ToolError } from "../runtime/errors";

const described = new WeakMap<ToolRow, Tool>();

const CANONICAL_MENTION = /\b(?:LedgerApi|TasksApi)\.[A-Za-z0-9]+\b/g;

/** A description's mentions of other tools, in client names, so a model calls what it was listed. */
export function withClientNames(text: string): string {
  return text.replace(CANONICAL_MENTION, (mention) => {
    const row = findToolByAnyName(mention);
    return row ? clientNameOf(row) : mention;
  });
}

export function mcpToolOf(row: ToolRow): Tool {
  let tool = described.get(row);
  if (!tool) {
    tool = {
      name: clientNameOf(row),
      description: withClientNames(row.description),
      inputSchema: parametersSchema(row) as Tool["inputSchema"],
      annotations: {
        readOnlyHint: row.flags.readOnly,
        destructiveHint: row.flags.destructive,
        idempotentHint: row.flags.idempotent,
        // Every tool talks to TickTick or Xero: the world outside this endpoint.
        openWorldHint: true,
      },
    };
    described.set(row, tool);
  }
  return tool;
}

interface FileResult {
  contentType: string;
  fileName?: string;
  size: number;
  encoding: "base64";
  data: string;
}

function isFile(row: ToolRow, result: unknown): result is FileResult {
  return row.result === "file" && !!result && typeof result === "object" && "data" in result;
}

/** @param calledAs the tool's name as the caller gave it. */
export function toolResult(row: ToolRow, result: unknown, calledAs: string): CallToolResult {
  // structuredContent must be an object: arrays, strings and null (an empty upstream body) are wrapped.
  const structured =
    result && typeof result === "object" && !Array.isArray(result)
      ? (result as Record<string, unknown>)
      : { result };
  // A model gains nothing from a page of base64: the text says what the file is, the data stays structured.
  const text = isFile(row, result)
    ? `${calledAs} returned a file${result.fileName ? ` "${result.fileName}"` : ""}: ${result.contentType}, ` +
      `${result.size} bytes. Its base64 content is in structuredContent.data.`
    : JSON.stringify(result ?? null, null, 2);
  return { content: [{ type: "text", text }], structuredContent: structured };
}

/**
 * A failure as an MCP tool error: the contract's `{error: {type, message, retryable, details}}`.
 * With `naming`, the message names the tool as the caller did (family functions use the canonical name).
 */
export function errorResult(error: ToolError, naming?: { row: ToolRow; calledAs: string }): CallToolResult {
  const rendered = error.toJSON();
  if (naming && naming.calledAs !== naming.row.name) {
    rendered.message = rendered.message.replaceAll(naming.row.name, naming.calledAs);
  }
  const body = { error: rendered };
  // Members in the order of the SDK's result schema, as its answers list them (plain-request.ts matches them).
  return {
    content: [
      { type: "text", text: `${rendered.type}: ${rendered.message}\n${JSON.stringify(body, null, 2)}` },
    ],
    structuredContent: body,
    isError: true,
  };
}

/** An answer of our own (not a catalog tool's): the object, and the same as JSON text for the model. */
export function objectResult(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value, null, 2) }], structuredContent: value };
}
