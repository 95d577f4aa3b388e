// Catalog rows as MCP tools, and tool answers as MCP CallToolResults: the object in
// `structuredContent` for programs, a text rendering of the same for models.
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { parametersSchema } from "../catalog/json-schema";
import type { ToolRow } from "../catalog/types";
import type { ToolError } from "../runtime/errors";

const described = new WeakMap<ToolRow, Tool>();

export function mcpToolOf(row: ToolRow): Tool {
  let tool = described.get(row);
  if (!tool) {
    tool = {
      name: row.name,
      description: row.description,
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

export function toolResult(row: ToolRow, result: unknown): CallToolResult {
  // structuredContent must be an object: arrays, strings and null (an empty upstream body) are wrapped.
  const structured =
    result && typeof result === "object" && !Array.isArray(result)
      ? (result as Record<string, unknown>)
      : { result };
  // A model gains nothing from a page of base64: the text says what the file is, the data stays structured.
  const text = isFile(row, result)
    ? `${row.name} returned a file${result.fileName ? ` "${result.fileName}"` : ""}: ${result.contentType}, ` +
      `${result.size} bytes. Its base64 content is in structuredContent.data.`
    : JSON.stringify(result ?? null, null, 2);
  return { content: [{ type: "text", text }], structuredContent: structured };
}

/** A failure as an MCP tool error: the contract's `{error: {type, message, retryable, details}}`. */
export function errorResult(error: ToolError): CallToolResult {
  const body = { error: error.toJSON() };
  return {
    isError: true,
    content: [{ type: "text", text: `${error.type}: ${error.message}\n${JSON.stringify(body, null, 2)}` }],
    structuredContent: body,
  };
}
