// ajv compiling schemas at run time, with the options and formats every validator has (the
// generated ones are compiled with these too, by scripts/tool-modules.ts). Loaded only for rows
// handed over as rows (tests, ad hoc rows) or schemas made up in tests; a module of its own, apart
// from what describes problems, so that loading it on demand shares no code with a function's start.
import { Ajv, type Options, type ValidateFunction } from "ajv";
import { bodySchemas } from "../catalog/bodies/index";
import type { JsonSchema } from "../catalog/types";
import { validationFormats } from "./tool-modules/support";

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

/**
 * A catalog body schema with its validator compiled here: a BodyModule of served-tools.ts, which
 * loads this module on demand, so its shape is written out here rather than imported back.
 */
export function compiledBody(name: string): { schema: JsonSchema; validate: ValidateFunction } {
  const schema = bodySchemas[name] as JsonSchema;
  return { schema, validate: compiledValidator(schema) };
}
