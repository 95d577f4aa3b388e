// Validation compiled by ajv at run time, for a schema that has no validator generated ahead of time
// (lib/runtime/validators/, scripts/validators.ts): a catalog row added since the last generation,
// or a schema made up in a test. Deployed functions import this module only on such a call, so ajv
// stays out of their cold start. Each schema is compiled once, on its first use.
//
// Numbers are strict (Infinity and NaN, which `1e400` becomes, are not numbers), dates and
// date-times must name real days and times, a UUID is exactly 8-4-4-4-12 hex digits (the formats
// of ./validators/support.ts). What a refusal says is ./problems.ts.
import { Ajv, type Options, type ValidateFunction } from "ajv";
import type { JsonSchema } from "../catalog/types";
import { assertValidWith, type ProblemContext } from "./problems";
import type { ValidatorSource } from "./validators/source";
import { validationFormats } from "./validators/support";

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

/** Every validator compiled here, synchronously: a ValidatorSource with no generated table. */
export const runTimeValidators: ValidatorSource = {
  parameters: (_row, schema) => compiledValidator(schema),
  body: (_name, schema) => compiledValidator(schema),
};
