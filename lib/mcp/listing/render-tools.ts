// Catalog rows as MCP tools (their answers as CallToolResults: lib/mcp/calling/render-answer.ts).
// Everything here shows tools by their client names (names.ts), the form every agent client accepts.
import type { Tool } from "@modelcontextprotocol/server";
import { parametersSchema } from "../../catalog/json-schema";
import { clientNameOf } from "../../catalog/name-forms";
import type { JsonSchema, ToolRow } from "../../catalog/types";
import { MCP_CONFIRMATION_ARGUMENT } from "../../confirmation/names";

const described = new WeakMap<ToolRow, Tool>();

const CANONICAL_MENTION = /\b(?:LedgerApi|TasksApi)\.[A-Za-z0-9]+\b/g;

/**
 * A description's mentions of other tools, in client names, so a model calls what it was listed.
 * Spelled, not looked up (no catalog loads with an answer): every mention names a tool
 * (test/mcp/row-lookup.test.ts).
 */
export function withClientNames(text: string): string {
  return text.replace(CANONICAL_MENTION, (mention) => mention.replace(".", "_"));
}

/** An input schema with its parameters' mentions in client names too ("LedgerApi.GetItems lists them"). */
export function withClientNamesIn(schema: JsonSchema): JsonSchema {
  const text = JSON.stringify(schema);
  const named = withClientNames(text);
  return named === text ? schema : (JSON.parse(named) as JsonSchema);
}

/**
 * A tool that can ask for confirmation declares the member its repeat carries the token in, so a
 * client holding the model to the schema (additionalProperties: false) lets it through; the server
 * takes it out before the tool sees the arguments (call-tool.ts).
 */
function withConfirmationMember(row: ToolRow, schema: JsonSchema): JsonSchema {
  if (!row.confirm) return schema;
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  return {
    ...schema,
    properties: {
      ...properties,
      [MCP_CONFIRMATION_ARGUMENT]: {
        type: "string",
        description:
          "Only when repeating a call that answered confirmationRequired, after the person agreed: its confirmationToken.",
      },
    },
  };
}

/**
 * A tool's parameters as an agent calls it through discovery (search_tools' first match): the
 * tool's own, without the confirmation member (call_write_tool's arguments are a free object, and
 * its description says where a token goes).
 */
export function parametersForAgents(row: ToolRow): JsonSchema {
  return withClientNamesIn(parametersSchema(row));
}

export function mcpToolOf(row: ToolRow): Tool {
  let tool = described.get(row);
  if (!tool) {
    tool = {
      name: clientNameOf(row),
      description: withClientNames(row.description),
      inputSchema: withConfirmationMember(
        row,
        withClientNamesIn(parametersSchema(row)),
      ) as Tool["inputSchema"],
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
