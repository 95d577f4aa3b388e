// Each tool's outputSchema: what its MCP answers' structuredContent is, derived from facts at
// generate time (scripts/mcp-listing.ts), never per call. The answer's own shape comes from Xero's
// response schemas as the fixture carries them (output-schema-ledger.generated.ts: the wrapper with
// its collection, the records' top-level properties) or from the hand-written shapes of TickTick
// and Xero's identity API (output-schema-hand.ts); then what every catalog tool can also answer on
// MCP: the result budget's partial answer (`_partial`, lib/results/fit.ts), an answer too large for
// Lambda stored and linked (`{_partial, resultLocation}`, lib/mcp/calling/answer.ts), a tool error
// (`{error}`, lib/mcp/calling/render-answer.ts), a destructive tool's confirmation, a schema-mode
// tool's body schema. A file tool's is the file's description (lib/mcp/calling/file-content.ts).
// docs/mcp.md, "Output schemas".
//
// Keywords only of both JSON Schema 2020-12 and draft-07 (type, properties, required, items, anyOf,
// const): SDK 1.x clients compile with Ajv's draft-07 class, SDK 2.x with Ajv2020. No `format`:
// Ajv's formats would refuse Xero's `/Date(…)/` strings. Records keep `additionalProperties`'s
// default (true), so the fields no fact names pass.
import { HAND_SHAPES } from "./output-schema-hand";
import type { LedgerResponses, Shape } from "./output-shapes";
import type { JsonSchema, ToolRow } from "./types";

const typed = (type: string): JsonSchema => ({ type });

function objectOf(shape: Shape, records: Record<string, Shape>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, note] of Object.entries(shape)) {
    const name = key.endsWith("!") ? key.slice(0, -1) : key;
    if (name !== key) required.push(name);
    if (note.endsWith("[]")) {
      const record = records[note.slice(0, -2)];
      if (!record) throw new Error(`no record shape ${note.slice(0, -2)}`);
      properties[name] = { type: "array", items: { type: "object", ...objectOf(record, records) } };
    } else {
      properties[name] = typed(note);
    }
  }
  return required.length > 0 ? { properties, required } : { properties };
}

/** A Xero wrapper with its collection required: the answer is that list, even when empty. */
function ledgerAnswer(row: ToolRow, ledger: LedgerResponses): Shape | string {
  const answer = ledger.answers[row.operationId];
  if (answer === undefined) throw new Error(`${row.name}: no response facts for ${row.operationId}`);
  if (answer === "") return { "result!": "null" };
  const wrapper = ledger.wrappers[answer];
  if (!wrapper) throw new Error(`${row.name}: no wrapper ${answer}`);
  return Object.fromEntries(
    Object.entries(wrapper).map(([name, note]) => [note.endsWith("[]") ? `${name}!` : name, note]),
  );
}

/** The file's description in structuredContent, embedded or linked (its bytes are in the content). */
const FILE: JsonSchema = {
  properties: {
    contentType: typed("string"),
    fileName: typed("string"),
    size: typed("integer"),
    url: typed("string"),
    expiresAt: typed("string"),
  },
  required: ["contentType", "size"],
};

/**
 * `_partial`: how much is shown and the next call (docs/results.md, its other members there), kept
 * short: it is in every tool's schema.
 */
const PARTIAL: JsonSchema = {
  type: "object",
  properties: {
    note: typed("string"),
    shown: typed("integer"),
    next: typed("object"),
    summarised: { const: true },
  },
  required: ["note", "shown"],
};

const LOCATION: JsonSchema = { type: "object", properties: { url: typed("string") }, required: ["url"] };

const ERROR: JsonSchema = { type: "object", required: ["type", "message"] };

/**
 * The other answers every catalog tool gives on MCP, as alternatives to its own. Whatever carries
 * `_partial` is the budget's envelope: a stored answer's link (`{_partial, resultLocation}`) or an
 * answer with no records summarised whole (`_partial.summarised`); `properties` types both members.
 */
const ENVELOPE: JsonSchema = { required: ["_partial"] };
const FAILED: JsonSchema = { required: ["error"] };
const CONFIRMATION: JsonSchema = {
  required: ["confirmationRequired", "confirmationToken"],
  properties: { confirmationRequired: { const: true }, confirmationToken: typed("string") },
};
/** mode=get_request_schema: the body's JSON Schema, an object schema. */
const BODY_SCHEMA: JsonSchema = {
  required: ["type", "properties"],
  properties: { type: { const: "object" } },
};

function answerOf(row: ToolRow, ledger: LedgerResponses): JsonSchema {
  if (row.result === "file") return FILE;
  const hand = HAND_SHAPES.answers[row.name];
  const answer = hand ?? ledgerAnswer(row, ledger);
  const records = hand ? HAND_SHAPES.records : ledger.records;
  if (typeof answer !== "string") return objectOf(answer, records);
  const record = records[answer];
  if (!record) throw new Error(`${row.name}: no record shape ${answer}`);
  return objectOf(record, records);
}

/**
 * The tool's outputSchema: an object with the answer's properties (and `_partial`, `resultLocation`,
 * `error`, which any answer may carry) that is the answer (its required members) or one of the
 * others. An answer that requires nothing leaves the alternatives out: they would refuse nothing.
 */
export function outputSchemaOf(row: ToolRow, ledger: LedgerResponses): JsonSchema {
  const answer = answerOf(row, ledger);
  const own = answer.properties as Record<string, JsonSchema>;
  const properties: Record<string, JsonSchema> = {
    ...own,
    _partial: PARTIAL,
    resultLocation: LOCATION,
    error: ERROR,
  };
  const schema: JsonSchema = { type: "object", properties };
  const required = answer.required as string[] | undefined;
  if (!required) return schema;
  const others = [ENVELOPE, FAILED];
  if (row.flags.destructive) others.push(CONFIRMATION);
  if (row.schemaMode) others.push(BODY_SCHEMA);
  schema.anyOf = [{ required }, ...others];
  return schema;
}
