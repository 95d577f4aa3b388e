// Derives a tool's parameter JSON Schema (draft-07) from its row: the one source for validation,
// GET /tools, and later the API Gateway models and the MCP tool list.
import type { JsonSchema, ParamSpec, ToolRow } from "./types";

function paramSchema(param: ParamSpec): JsonSchema {
  const schema: JsonSchema = { type: param.type, description: param.description };
  if (param.enum) schema.enum = [...param.enum];
  if (param.pattern) schema.pattern = param.pattern.regex;
  if (param.format) schema.format = param.format;
  if (param.minimum !== undefined) schema.minimum = param.minimum;
  if (param.maximum !== undefined) schema.maximum = param.maximum;
  if (param.minLength !== undefined) schema.minLength = param.minLength;
  if (param.maxLength !== undefined) schema.maxLength = param.maxLength;
  if (param.items) schema.items = { ...param.items };
  return schema;
}

const cache = new WeakMap<ToolRow, JsonSchema>();

export function parametersSchema(row: ToolRow): JsonSchema {
  const cached = cache.get(row);
  if (cached) return cached;
  const properties: Record<string, JsonSchema> = {};
  for (const param of row.params) properties[param.name] = paramSchema(param);
  const required = row.params.filter((param) => param.required).map((param) => param.name);
  const schema: JsonSchema = {
    type: "object",
    properties,
    additionalProperties: false,
  };
  if (required.length > 0) schema.required = required;
  if (row.schemaMode) {
    schema.if = { properties: { mode: { const: "execute" } }, required: ["mode"] };
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword; an object, not a thenable.
    schema.then = { required: [...row.schemaMode.requiredInExecute] };
  }
  cache.set(row, schema);
  return schema;
}

/** The catalog entry served by GET /tools. */
export function describeTool(row: ToolRow) {
  return {
    name: row.name,
    toolkit: row.toolkit,
    family: row.family,
    description: row.description,
    readOnly: row.flags.readOnly,
    destructive: row.flags.destructive,
    idempotent: row.flags.idempotent,
    result: row.result ?? "json",
    parameters: parametersSchema(row),
  };
}
