// Derives a tool's parameter JSON Schema (draft-07) from its row: the one source for GET /tools,
// the API Gateway models, OpenAPI, the MCP tool list and validation.
//
// The exposed schema is portable: plain types, `enum`, `format`, bounds and
// `additionalProperties: false`, never `if`/`then`/`else` or `anyOf`, which OpenAI's strict function
// schemas and Gemini refuse. A schema-mode tool's "required when mode is execute" rule and a record's
// "one of these fields" (`requiredOneOf`) are stated in the descriptions and enforced by
// `validationSchema`, which only validation sees.
import type { Example } from "./examples/types";
import type { FieldSpec, JsonSchema, ParamSpec, ToolRow } from "./types";
import { upstreamOf } from "./upstream";

/** One parameter's schema (exported for the fuzzer, which derives its rules from it). */
export function paramSchema(param: ParamSpec): JsonSchema {
  return paramSchemaFor(param, false);
}

/** One parameter's schema as validation sees it: with its records' one-of-these groups. */
export function paramValidationSchema(param: ParamSpec): JsonSchema {
  return paramSchemaFor(param, true);
}

function paramSchemaFor(param: ParamSpec, validation: boolean): JsonSchema {
  const schema: JsonSchema = { type: param.type, description: param.description };
  if (param.enum) schema.enum = [...param.enum];
  if (param.pattern) schema.pattern = param.pattern.regex;
  if (param.format) schema.format = param.format;
  // Every integer without an enum states its range; unbounded ends are the safe-integer range,
  // so a huge or non-finite number (`1e400`) is refused instead of being sent as Infinity or null.
  const bounded = param.type === "integer" && !param.enum;
  const minimum = param.minimum ?? (bounded ? Number.MIN_SAFE_INTEGER : undefined);
  const maximum = param.maximum ?? (bounded ? Number.MAX_SAFE_INTEGER : undefined);
  if (minimum !== undefined) schema.minimum = minimum;
  if (maximum !== undefined) schema.maximum = maximum;
  if (param.minLength !== undefined) schema.minLength = param.minLength;
  if (param.maxLength !== undefined) schema.maxLength = param.maxLength;
  if (param.items)
    schema.items = { ...param.items, ...(param.items.enum ? { enum: [...param.items.enum] } : {}) };
  if (param.fields) withFields(schema, param, validation);
  return schema;
}

/** `anyOf` of `required` for each `requiredOneOf` group: one field of the group must be given. */
function oneOfGroups(fields: readonly FieldSpec[]): JsonSchema {
  const groups = new Map<string, string[]>();
  for (const field of fields) {
    if (field.requiredOneOf)
      groups.set(field.requiredOneOf, [...(groups.get(field.requiredOneOf) ?? []), field.name]);
  }
  const anyOfs = [...groups.values()].map((names) => names.map((name) => ({ required: [name] })));
  if (anyOfs.length === 0) return {};
  return anyOfs.length === 1 ? { anyOf: anyOfs[0] } : { allOf: anyOfs.map((anyOf) => ({ anyOf })) };
}

/**
 * An object's schema from its fields (closed: a misspelt field is refused, not dropped); for
 * validation, with its one-of-these groups.
 */
function objectSchema(fields: readonly FieldSpec[], validation: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const field of fields) {
    if (field.fixed !== undefined) continue;
    const schema: JsonSchema = { type: field.type, description: field.description };
    for (const key of ["enum", "format", "minimum", "maximum", "minLength", "maxLength"] as const) {
      const value = field[key];
      if (value !== undefined) schema[key] = Array.isArray(value) ? [...value] : value;
    }
    if (field.pattern) schema.pattern = field.pattern.regex;
    if (field.fields) withFields(schema, field, validation);
    properties[field.name] = schema;
  }
  const required = fields
    .filter((field) => field.required && field.fixed === undefined)
    .map((field) => field.name);
  return {
    type: "object",
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
    ...(validation ? oneOfGroups(fields) : {}),
  };
}

/** An object (or an array of objects) with its fields, and the array's bounds. */
function withFields(
  schema: JsonSchema,
  spec: Pick<FieldSpec, "type" | "fields" | "minItems" | "maxItems">,
  validation: boolean,
): void {
  if (!spec.fields) return;
  const object = objectSchema(spec.fields, validation);
  if (spec.type === "array") {
    schema.items = object;
    if (spec.minItems !== undefined) schema.minItems = spec.minItems;
    if (spec.maxItems !== undefined) schema.maxItems = spec.maxItems;
  } else {
    const { type: _type, ...rest } = object;
    Object.assign(schema, rest);
  }
}

const cache = new WeakMap<ToolRow, JsonSchema>();
const validationCache = new WeakMap<ToolRow, JsonSchema>();

function rootSchema(row: ToolRow, validation: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const param of row.params) properties[param.name] = paramSchemaFor(param, validation);
  const required = row.params.filter((param) => param.required).map((param) => param.name);
  const schema: JsonSchema = {
    type: "object",
    properties,
    additionalProperties: false,
  };
  if (required.length > 0) schema.required = required;
  return schema;
}

/** The tool's input schema as every client sees it. */
export function parametersSchema(row: ToolRow): JsonSchema {
  const cached = cache.get(row);
  if (cached) return cached;
  const schema = rootSchema(row, false);
  cache.set(row, schema);
  return schema;
}

const hasOneOfGroup = (fields: readonly FieldSpec[] | undefined): boolean =>
  fields?.some((field) => field.requiredOneOf !== undefined || hasOneOfGroup(field.fields)) ?? false;

/**
 * What validation checks: the input schema plus what clients are not shown as keywords, the
 * schema-mode tools' conditional requirements and the records' one-of-these groups.
 */
export function validationSchema(row: ToolRow): JsonSchema {
  const groups = row.params.some((param) => hasOneOfGroup(param.fields));
  if (!row.schemaMode && !groups) return parametersSchema(row);
  const cached = validationCache.get(row);
  if (cached) return cached;
  const schema: JsonSchema = groups ? rootSchema(row, true) : { ...parametersSchema(row) };
  if (row.schemaMode) {
    schema.if = { properties: { mode: { const: "execute" } }, required: ["mode"] };
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword; an object, not a thenable.
    schema.then = { required: [...row.schemaMode.requiredInExecute] };
  }
  validationCache.set(row, schema);
  return schema;
}

/** The catalog entry served by GET /tools, with the tool's worked examples (examples/index.ts). */
export function describeTool(row: ToolRow, examples: readonly Example[]) {
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
    upstream: upstreamOf(row),
    examples,
  };
}
