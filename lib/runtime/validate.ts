// Validation compiled by ajv at run time, for rows handed over as rows (tests, ad hoc rows) rather
// than as the generated modules of lib/runtime/tool-modules/ (scripts/tool-modules.ts), and for
// schemas made up in tests. Deployed functions never import this module, so ajv stays out of their
// cold start. Each schema is compiled once, on its first use.
//
// Numbers are strict (Infinity and NaN, which `1e400` becomes, are not numbers), dates and
// date-times must name real days and times, a UUID is exactly 8-4-4-4-12 hex digits (the formats
// of ./validators/support.ts). What a refusal says is ./problems.ts.
import { Ajv, type Options, type ValidateFunction } from "ajv";
import { bodySchemas } from "../catalog/bodies/index";
import { validationSchema } from "../catalog/json-schema";
import type { JsonSchema, ToolRow } from "../catalog/types";
import { assertValidWith, type ProblemContext } from "./problems";
import type { BodyModule, ServedTools, ToolModule } from "./tool-modules/served-tools";
import { validationFormats } from "./tool-modules/support";

export type { Problem } from "./problems";

/** The options every validator is compiled with; the generator adds only `code`. */
export const AJV_OPTIONS = { allErrors: true, strict: false, strictNumbers: true } as const satisfies Options;

/** An ajv instance with this project's options and formats; the generator adds its `code` options. */
export function createAjv(extra: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...extra });
  for (const [name, format] of Object.entries(validationFormats)) ajv.addFormat(name, format);
  return ajv;
}

let ajv: Ajv | undefined;
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** The schema's validator, compiled on first use. */
export function compiledValidator(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    ajv ??= createAjv();
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** Validates `value` against `schema`; throws a ValidationError listing every problem. */
export function assertValid(schema: JsonSchema, value: unknown, context: ProblemContext): void {
  assertValidWith(compiledValidator(schema), schema, value, context);
}

/** A row with its parameter validator compiled here. */
export function compiledTool(row: ToolRow): ToolModule {
  return { row, validate: compiledValidator(validationSchema(row)) };
}

/** A catalog body schema with its validator compiled here. */
export function compiledBody(name: string): BodyModule {
  const schema = bodySchemas[name] as JsonSchema;
  return { schema, validate: compiledValidator(schema) };
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
