// A tool's parameter schema as an API Gateway model. API Gateway validates with JSON Schema
// draft 4: the catalog's draft-07 schema loses what draft 4 lacks, so the gateway check is a
// first, looser gate and the function's ajv validation stays the authority.
import { parametersSchema } from "../../lib/catalog/json-schema";
import type { JsonSchema, ToolRow } from "../../lib/catalog/types";

const DRAFT_4 = "http://json-schema.org/draft-04/schema#";

/**
 * - `if`/`then`/`else` and `const` are draft 6/7: dropped should they appear (the catalog's input
 *   schemas have none; schema-mode tools' execute-only requirements are checked by the function).
 * - `description` is dropped: the catalog (GET /tools) carries it; models stay small.
 * - `format` stays: API Gateway ignores the values it does not know.
 */
const NOT_DRAFT_4 = new Set(["if", "then", "else", "const", "$schema", "$id", "description"]);

function toDraft4(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft4);
  if (!schema || typeof schema !== "object") return schema;
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (NOT_DRAFT_4.has(keyword)) continue;
    // `properties` maps parameter names (which may be called anything) to schemas.
    result[keyword] =
      keyword === "properties"
        ? Object.fromEntries(Object.entries(value as JsonSchema).map(([name, sub]) => [name, toDraft4(sub)]))
        : toDraft4(value);
  }
  return result;
}

export function modelSchemaOf(row: ToolRow): JsonSchema {
  const schema: JsonSchema = {
    $schema: DRAFT_4,
    title: row.name,
    ...(toDraft4(parametersSchema(row)) as JsonSchema),
  };
  // A parameter whose wrong type the function explains (schema mode's request_body: "pass the body
  // JSON-encoded") passes the gateway with any type: its refusal would say only "Invalid request body".
  const properties = schema.properties as Record<string, JsonSchema>;
  for (const param of row.params) {
    if (param.typeHint === undefined) continue;
    const { type: _explainedByTheFunction, ...rest } = properties[param.name] as JsonSchema;
    properties[param.name] = rest;
  }
  return schema;
}

/** Model names are alphanumeric: `LedgerApi.RetrieveInvoices` -> `LedgerApiRetrieveInvoices`. */
export function modelNameOf(row: ToolRow): string {
  return row.name.replace(/[^A-Za-z0-9]/g, "");
}
