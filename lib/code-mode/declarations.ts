// A catalog tool as code mode's `search_api` shows it: a TypeScript declaration of the function a
// script calls (`tools.LedgerApi.RetrieveInvoices(args)`), its parameter type in full, a one-line
// doc and the result's shape abbreviated (two levels, a dozen members each): enough to write the
// call and find the fields, small enough to read many at once. Made at build time
// (scripts/code-declarations.ts) from the same schemas tools/list carries; nothing here runs in a
// function.
import { parametersSchema } from "../catalog/json-schema";
import type { JsonSchema, ToolRow } from "../catalog/types";
import { oneLine } from "../mcp/discovery/one-line";

/** Members shown per object of a result before `…`; parameters are shown whole. */
const RESULT_MEMBERS = 12;
const RESULT_DEPTH = 2;
const ENUM_VALUES = 8;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const memberName = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

interface Shape {
  /** Levels of objects left to spell out; below, an object is `object`. */
  depth: number;
  /** Members per object, or unlimited. */
  members: number;
}

function typeOf(schema: JsonSchema | undefined, shape: Shape): string {
  if (!schema) return "unknown";
  if ("const" in schema) return JSON.stringify(schema.const);
  const values = schema.enum as unknown[] | undefined;
  if (values && values.length <= ENUM_VALUES) return values.map((value) => JSON.stringify(value)).join(" | ");
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return [...new Set(alternatives.map((one) => typeOf(one, shape)))].join(" | ");
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return "string";
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array": {
      const item = typeOf(schema.items as JsonSchema | undefined, shape);
      return /[ |]/.test(item) && !item.startsWith("{") ? `(${item})[]` : `${item}[]`;
    }
    default:
      return schema.properties ? objectOf(schema, shape) : "object";
  }
}

/** What a script most often reads of a record, shown first when its members are cut: statuses, names, amounts, dates, then ids. */
function salience(name: string, required: ReadonlySet<string>): number {
  if (required.has(name) || name === "id") return 0;
  if (KEY_MEMBERS.test(name)) return 1;
  if (name.endsWith("ID")) return 2;
  return 3;
}

const KEY_MEMBERS =
  /^(Type|Status|Name|Total|AmountDue|AmountPaid|Amount|Date|DueDate|Contact|Reference|EmailAddress|Code|title|status|dueDate|projectId)$|Number$/;

function objectOf(schema: JsonSchema, shape: Shape): string {
  if (shape.depth <= 0) return "object";
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const all = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  if (all.length === 0) return "object";
  // Stable: the schema's order within each rank.
  const properties =
    all.length > shape.members
      ? [...all].sort(([a], [b]) => salience(a, required) - salience(b, required))
      : all;
  const inner = { ...shape, depth: shape.depth - 1 };
  const shown = properties
    .slice(0, shape.members)
    .map(([name, member]) => `${memberName(name)}${required.has(name) ? "" : "?"}: ${typeOf(member, inner)}`);
  if (properties.length > shape.members) shown.push("…");
  return `{ ${shown.join("; ")} }`;
}

/** Members every answer may carry for an MCP client, which a script never sees. */
const MCP_ONLY = new Set(["_partial", "resultLocation", "error"]);

/** The raw result a script gets: the outputSchema without MCP's members, unwrapped from `{result}`. */
function resultSchemaOf(outputSchema: JsonSchema | undefined): JsonSchema | undefined {
  if (!outputSchema?.properties) return undefined;
  const own = Object.entries(outputSchema.properties as Record<string, JsonSchema>).filter(
    ([name]) => !MCP_ONLY.has(name),
  );
  if (own.length === 1 && own[0]?.[0] === "result") return own[0][1];
  const required = ((outputSchema.required as string[] | undefined) ?? []).filter(
    (name) => !MCP_ONLY.has(name),
  );
  return { type: "object", properties: Object.fromEntries(own), ...(required.length ? { required } : {}) };
}

/** The declaration of one tool, e.g. `/** List invoices. *\/ LedgerApi.RetrieveInvoices(args: {…}): Promise<{…}>`. */
export function declarationOf(row: ToolRow, outputSchema: JsonSchema | undefined): string {
  const params = parametersSchema(row);
  const args = typeOf(params, { depth: 4, members: Number.POSITIVE_INFINITY });
  const anyRequired = ((params.required as string[] | undefined) ?? []).length > 0;
  const result = typeOf(resultSchemaOf(outputSchema), { depth: RESULT_DEPTH, members: RESULT_MEMBERS });
  const marks = [row.flags.readOnly ? "reads" : "writes", row.confirm ? "may ask for confirmation" : ""]
    .filter(Boolean)
    .join(", ");
  const doc = `/** ${oneLine(row.description)} (${marks}) */`;
  return `${doc}\n${row.name}(args${anyRequired ? "" : "?"}: ${args}): Promise<${result}>;`;
}
