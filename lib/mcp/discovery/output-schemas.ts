// The outputSchemas of the three discovery tools, listed with them (listed.ts) so a client that
// validates structuredContent (SDK 1.x and 2.x clients do) checks these answers too.
// - search_tools: its own answer (search-answer.ts), or a tool error for bad arguments.
// - call_read_tool / call_write_tool: whatever the called tool answers, unwrapped (call-tool.ts's
//   runTool; discovery adds no envelope), or discovery's own refusals, which are tool errors. The
//   schema is what every catalog tool's outputSchema (lib/catalog/output-schema.ts) says alike:
//   any object, typing only the members every answer may carry (`_partial`, `resultLocation`,
//   `error`) and a destructive tool's confirmation. It requires nothing, so it refuses no answer;
//   test/mcp/discovery-output-schema.test.ts holds it to the catalog's schemas.
// Keywords only of both JSON Schema 2020-12 and draft-07, as the catalog's (SDK 1.x clients compile
// with Ajv's draft-07 class, SDK 2.x with Ajv2020).
import type { Tool } from "@modelcontextprotocol/server";

type OutputSchema = NonNullable<Tool["outputSchema"]>;

const STRING = { type: "string" };
const OBJECT = { type: "object" };

/** A tool error, as errorResult (lib/mcp/calling/render-answer.ts) writes it. */
const ERROR = { type: "object", required: ["type", "message"] };

/** The result budget's note on a partial answer (lib/results/fit.ts), as every catalog tool lists it. */
const PARTIAL = {
  type: "object",
  properties: {
    note: STRING,
    shown: { type: "integer" },
    next: OBJECT,
    summarised: { const: true },
  },
  required: ["note", "shown"],
};

/** The link to an answer too large for Lambda (lib/mcp/calling/answer.ts). */
const LOCATION = { type: "object", properties: { url: STRING }, required: ["url"] };

export const CALL_OUTPUT_SCHEMA: OutputSchema = {
  type: "object",
  properties: {
    _partial: PARTIAL,
    resultLocation: LOCATION,
    error: ERROR,
    confirmationRequired: { const: true },
    confirmationToken: STRING,
  },
};

/**
 * One match: its client name, one line on what it does (its whole description when the query named
 * it), the annotations that tell it apart (all of them when the query named it), and score; the first match alone has its inputSchema.
 */
const MATCH = {
  type: "object",
  properties: {
    name: STRING,
    description: STRING,
    inputSchema: OBJECT,
    annotations: OBJECT,
    score: { type: "number", description: "How well it matches, the best match 100." },
    weak: { const: true },
  },
  required: ["name", "description", "annotations", "score"],
};

export const SEARCH_OUTPUT_SCHEMA: OutputSchema = {
  type: "object",
  properties: {
    tools: { type: "array", items: MATCH },
    hint: STRING,
    error: ERROR,
  },
  anyOf: [{ required: ["tools"] }, { required: ["error"] }],
};
