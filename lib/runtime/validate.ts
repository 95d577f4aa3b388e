// Validation compiled by ajv at run time (./compile.ts), for rows handed over as rows (tests, ad hoc
// rows) rather than as the generated modules of generated/tool-modules/ (scripts/tool-modules.ts),
// and for schemas made up in tests. Deployed functions never import this module, so ajv stays out
// of their cold start. Each schema is compiled once, on its first use.
//
// Numbers are strict (Infinity and NaN, which `1e400` becomes, are not numbers), dates and
// date-times must name real days and times, a UUID is exactly 8-4-4-4-12 hex digits (the formats
// of ./tool-modules/support.ts). What a refusal says is ./problems.ts.
import { validationSchema } from "../catalog/json-schema";
import type { JsonSchema, ToolRow } from "../catalog/types";
import { compiledBody, compiledValidator } from "./compile";
import { assertValidWith, type ProblemContext } from "./problems";
import type { ServedTools, ToolModule } from "./tool-modules/served-tools";

export { AJV_OPTIONS, compiledBody, compiledValidator, createAjv } from "./compile";
export type { Problem } from "./problems";

/** Validates `value` against `schema`; throws a ValidationError listing every problem. */
export function assertValid(schema: JsonSchema, value: unknown, context: ProblemContext): void {
  assertValidWith(compiledValidator(schema), schema, value, context);
}

/** A row with its parameter validator compiled here. */
export function compiledTool(row: ToolRow): ToolModule {
  return { row, validate: compiledValidator(validationSchema(row)) };
}

/** Rows served with every validator compiled here, synchronously. */
export function compiledTools(rows: readonly ToolRow[]): ServedTools {
  const byName = new Map(rows.map((row) => [row.name, row]));
  return {
    serves: (name) => byName.has(name),
    writer: rows.find((row) => !row.flags.readOnly)?.name,
    tool: (name) => compiledTool(byName.get(name) as ToolRow),
    body: compiledBody,
  };
}
