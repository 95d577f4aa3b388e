// A tool's parameter schema as an API Gateway model. API Gateway validates with JSON Schema
// draft 4: the catalog's draft-07 schema loses what draft 4 lacks, so the gateway check is a
// first, looser gate and the function's ajv validation stays the authority.
import { parametersSchema } from "../../lib/catalog/json-schema";
import { aliasesOf } from "../../lib/catalog/parameter-aliases";
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

/**
 * The gate takes a parameter's aliases (lib/catalog/parameter-aliases.ts) as it takes the parameter,
 * so it must not refuse what the function renames: each alias is a property with its parameter's
 * schema, and a required parameter that has aliases is required under any one of its names
 * (`allOf` of one `anyOf` of `required` per such parameter; both are draft 4). Two names with
 * different values pass here: the function refuses them.
 */
export function modelSchemaOf(row: ToolRow): JsonSchema {
  const { required = [], ...schema } = toDraft4(parametersSchema(row)) as JsonSchema & {
    properties: Record<string, JsonSchema>;
    required?: string[];
  };
  const properties = { ...schema.properties };
  // A parameter whose wrong type the function explains (schema mode's request_body: "pass the body
  // JSON-encoded") passes the gateway with any type: its refusal would say only "Invalid request body".
  for (const param of row.params) {
    if (param.typeHint === undefined) continue;
    const { type: _explainedByTheFunction, ...rest } = properties[param.name] as JsonSchema;
    properties[param.name] = rest;
  }
  const namesOf = new Map<string, string[]>();
  for (const [alias, param] of aliasesOf(row))
    namesOf.set(param, [...(namesOf.get(param) ?? [param]), alias]);
  for (const [param, names] of namesOf)
    for (const name of names) properties[name] = properties[param] as JsonSchema;
  const plain = required.filter((name) => !namesOf.has(name));
  const anyName = required
    .filter((name) => namesOf.has(name))
    .map((name) => ({ anyOf: (namesOf.get(name) as string[]).map((each) => ({ required: [each] })) }));
  return {
    $schema: DRAFT_4,
    title: row.name,
    ...schema,
    properties,
    ...(plain.length > 0 ? { required: plain } : {}),
    ...(anyName.length > 0 ? { allOf: anyName } : {}),
  };
}

/** Model names are alphanumeric: `LedgerApi.RetrieveInvoices` -> `LedgerApiRetrieveInvoices`. */
export function modelNameOf(row: ToolRow): string {
  return row.name.replace(/[^A-Za-z0-9]/g, "");
}
