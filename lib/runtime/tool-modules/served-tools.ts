// What a family function serves, and where a call gets its tool's row and validators. A deployed
// function is handed a generated table (scripts/tool-modules.ts): per tool one module holding the
// row (as data) and its parameter validator (ajv's standalone code), loaded on the tool's first call,
// so a cold start carries neither the catalog nor ajv. Given rows instead (tests, the local gateway's
// own handlers), ajv compiles each schema on first use, loaded only then.
import type { ValidateFunction } from "ajv";
import { validationSchema } from "../../catalog/json-schema";
import type { JsonSchema, ToolRow } from "../../catalog/types";

export interface ToolModule {
  row: ToolRow;
  /** Validates the row's validationSchema. */
  validate: ValidateFunction;
}

export interface BodyModule {
  /** A schema-mode body schema (catalog/bodies), returned by `mode: get_request_schema`. */
  schema: JsonSchema;
  validate: ValidateFunction;
}

/** At once when loaded before, else the promise of it. */
export type OnDemand<T> = T | Promise<T>;

export interface ServedTools {
  /** Whether the function serves a tool of this name; answered without loading anything. */
  serves(name: string): boolean;
  /** The first tool that writes, if any: its function needs the idempotency option. */
  writer: string | undefined;
  /** The tool's row and parameter validator (only for a served name). */
  tool(name: string): OnDemand<ToolModule>;
  /** A schema-mode body's schema and validator, by `schemaMode.bodySchema`. */
  body(name: string): OnDemand<BodyModule>;
}

/** A family's generated table (`<family>.generated.ts`): each module's loader, a dynamic import. */
export interface ToolModuleTable {
  tools: Readonly<Record<string, () => Promise<unknown>>>;
  /** The tools that write, in catalog order. */
  writers: readonly string[];
  bodies: Readonly<Record<string, () => Promise<unknown>>>;
}

/** Loads each key once: concurrent first callers share the load; a failed load is tried again. */
export function onDemand<T>(load: (key: string) => Promise<T>): (key: string) => OnDemand<T> {
  const ready = new Map<string, T>();
  const loading = new Map<string, Promise<T>>();
  return (key) => {
    if (ready.has(key)) return ready.get(key) as T;
    let pending = loading.get(key);
    if (!pending) {
      pending = load(key).then(
        (value) => {
          ready.set(key, value);
          loading.delete(key);
          return value;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, pending);
    }
    return pending;
  };
}

/** The generated modules of a table, each loaded on first use. */
export function generatedTools(table: ToolModuleTable): ServedTools {
  const loader = (loaders: Readonly<Record<string, () => Promise<unknown>>>) => async (name: string) => {
    const load = loaders[name];
    if (!load) throw new Error(`no generated module for ${name}: run npm run generate`);
    return load();
  };
  return {
    serves: (name) => Object.hasOwn(table.tools, name),
    writer: table.writers[0],
    tool: onDemand(loader(table.tools) as (name: string) => Promise<ToolModule>),
    body: onDemand(loader(table.bodies) as (name: string) => Promise<BodyModule>),
  };
}

/** Rows at hand; ajv (lib/runtime/compile.ts) and the body schemas are imported on the first call. */
export function compiledOnDemand(rows: readonly ToolRow[] = []): ServedTools {
  const byName = new Map(rows.map((row) => [row.name, row]));
  return {
    serves: (name) => byName.has(name),
    writer: rows.find((row) => !row.flags.readOnly)?.name,
    tool: onDemand(async (name) => {
      const row = byName.get(name) as ToolRow;
      return { row, validate: (await import("../compile")).compiledValidator(validationSchema(row)) };
    }),
    body: onDemand(async (name) => (await import("../compile")).compiledBody(name)),
  };
}
