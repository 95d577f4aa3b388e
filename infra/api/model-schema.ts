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
 * schema, and a required parameter that has aliases is left for the function to require (under
 * whichever of its names it comes).
 */
export function modelSchemaOf(row: ToolRow): JsonSchema {
  const schema = toDraft4(parametersSchema(row)) as JsonSchema & {
    properties: Record<string, JsonSchema>;
    required?: string[];
  };
  const aliases = aliasesOf(row);
  const aliased = new Set(aliases.values());
  const properties = { ...schema.properties };
  for (const [alias, param] of aliases) properties[alias] = schema.properties[param] as JsonSchema;
  const required = schema.required?.filter((name) => !aliased.has(name)) ?? [];
  const { required: _all, ...rest } = schema;
  return {
    $schema: DRAFT_4,
    title: row.name,
    ...rest,
    properties,
    ...(required.length > 0 ? { required } : {}),
  };
}

/** Model names are alphanumeric: `LedgerApi.RetrieveInvoices` -> `LedgerApiRetrieveInvoices`. */
export function modelNameOf(row: ToolRow): string {
  return row.name.replace(/[^A-Za-z0-9]/g, "");
}
