// Where a call's validators come from: the ones scripts/validators.ts generated for the family
// (ajv's standalone code, one module per tool or body schema, each loaded on its first use so no
// cold start carries them all), else ajv compiling the schema at run time, which is loaded only then.
import type { ValidateFunction } from "ajv";
import type { JsonSchema, ToolRow } from "../../catalog/types";

/** A generated validator module, loaded on its first use (a dynamic import: its own chunk). */
export type ValidatorLoader = () => Promise<{ validate: unknown }>;

/** What a family's generated table (`<family>.generated.ts`) holds. */
export interface ValidatorTable {
  /** By tool name: the validator of the tool's validationSchema. */
  parameters: Readonly<Record<string, ValidatorLoader>>;
  /** By body schema name (schemaMode.bodySchema): the validator of request_body. */
  bodies: Readonly<Record<string, ValidatorLoader>>;
}

/** A validator, at once when it is already loaded; else the promise of it. */
export type Validator = ValidateFunction | Promise<ValidateFunction>;

export interface ValidatorSource {
  /** The validator of the row's validationSchema (`schema`). */
  parameters(row: ToolRow, schema: JsonSchema): Validator;
  /** The validator of a schema-mode row's request body. */
  body(name: string, schema: JsonSchema): Validator;
}

async function compiledAtRunTime(schema: JsonSchema): Promise<ValidateFunction> {
  const { compiledValidator } = await import("../validate");
  return compiledValidator(schema);
}

/** Generated validators from `table` where it has one, ajv at run time for the rest. */
export function validatorSource(table?: ValidatorTable): ValidatorSource {
  const ready = new Map<string, ValidateFunction>();
  const loading = new Map<string, Promise<ValidateFunction>>();
  const get = (key: string, loader: ValidatorLoader | undefined, schema: JsonSchema): Validator => {
    const validate = ready.get(key);
    if (validate) return validate;
    let pending = loading.get(key);
    if (!pending) {
      pending = loader
        ? loader().then((module) => module.validate as ValidateFunction)
        : compiledAtRunTime(schema);
      const settled = pending.then(
        (loaded) => {
          ready.set(key, loaded);
          loading.delete(key);
          return loaded;
        },
        (error: unknown) => {
          loading.delete(key); // a failed import is tried again on the next call
          throw error;
        },
      );
      loading.set(key, settled);
      return settled;
    }
    return pending;
  };
  return {
    parameters: (row, schema) => get(`parameters:${row.name}`, table?.parameters[row.name], schema),
    body: (name, schema) => get(`body:${name}`, table?.bodies[name], schema),
  };
}
