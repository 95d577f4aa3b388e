// Tool answers as MCP CallToolResults: the object in `structuredContent` for programs, a text
// rendering of the same for models (catalog rows as MCP tools: lib/mcp/listing/render-tools.ts).
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { ToolRow } from "../../catalog/types";
import type { ToolError } from "../../runtime/errors";

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
    content: [{ type: "text", text: `${rendered.type}: ${rendered.message}\n${JSON.stringify(body)}` }],
    structuredContent: body,
    isError: true,
  };
}

/** An answer of our own (not a catalog tool's): the object, and the same as compact JSON text for the model. */
export function objectResult(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: value };
}
