// A LedgerApi row is the project's decisions (tool name, Xero operation, each parameter's name and
// decoration, the description) over the facts of the Xero operation (operations.generated.ts, from
// Xero's OpenAPI spec): the method, the path, where each parameter goes, its type, format and enum,
// whether Xero requires it, and whether the answer is a file. Each fact is written once, there.
import type { HttpMethod, ParamSpec, ToolFlags, ToolRow } from "../types";
import type { XeroOperation, XeroParam } from "./operation";

/**
 * What a row says of one parameter. For a Xero parameter: the Xero name it fills (`as`), the
 * description and any value rules narrower than Xero's (they win over the facts). A parameter Xero
 * does not declare (a body field, a schema-mode control) says everything itself, `in` included.
 */
export type Decoration = Omit<Partial<ParamSpec>, "name"> & { description: string };

/** Decorations and descriptions may be written in terms of the operation (its record, its path). */
type OfOperation<T> = T | ((op: XeroOperation) => T);

export type Params = Readonly<Record<string, OfOperation<Decoration>>>;

/** A row before its family file places it. */
export type LedgerRow = Omit<ToolRow, "family">;

/** Xero's methods say what a call does: GET reads, DELETE removes for good, PUT and POST add a record each time. */
const flagsOf = (method: HttpMethod): ToolFlags => ({
  readOnly: method === "GET",
  destructive: method === "DELETE",
  idempotent: method === "GET" || method === "DELETE",
});

/** Array values go out comma-joined in one query value, so an item may not hold a comma. */
const LIST_ITEM = {
  type: "string",
  minLength: 1,
  pattern: "^[^,]+$",
  description: "One value, without commas (the list is sent comma-separated).",
} as const;

const UUID_ITEM = { type: "string", format: "uuid" } as const;

/**
 * Xero's integers are 32-bit (test/fixtures/ledger-operations.json, `integers`): the spec gives no
 * format, but Xero's API is .NET and its own SDKs read them as int32. A decoration's bounds narrow it.
 */
const INT32 = { minimum: -2147483648, maximum: 2147483647 } as const;

/** An item of a list parameter; `enum` (the values of the field it filters on) goes into its JSON Schema. */
type ListItem = NonNullable<ParamSpec["items"]> & { enum?: readonly string[] };

/** A list's items: UUIDs, the values of the field it filters on, or any text without a comma. */
function itemsOf(fact: XeroParam): ListItem {
  if (fact.items === "uuid") return UUID_ITEM;
  return fact.enum ? { ...LIST_ITEM, enum: fact.enum } : LIST_ITEM;
}

function paramOf(op: XeroOperation, name: string, decoration: Decoration): ParamSpec {
  if (decoration.in) return { ...decoration, name } as ParamSpec;
  const fact = op.params[decoration.as ?? ""];
  if (!fact) throw new Error(`${op.operationId} has no ${decoration.as}`);
  const list = fact.type === "array";
  return {
    name,
    type: fact.type ?? "string",
    in: fact.in,
    ...(fact.required && { required: true }),
    ...(fact.format && { format: fact.format }),
    ...(fact.enum && !list && { enum: fact.enum }),
    ...(list && { items: itemsOf(fact) }),
    ...decoration,
    ...(fact.type === "integer" &&
      !decoration.enum && {
        minimum: decoration.minimum ?? INT32.minimum,
        maximum: decoration.maximum ?? INT32.maximum,
      }),
  };
}

/**
 * One tool: `params` maps each tool parameter name, in the order the tool lists them, to its
 * decoration. A binary answer is a file result, asked for with its media type as Accept; a PDF
 * (Xero's `<record>/pdf`, whose `x-path` is the record's own URL) at the record's URL.
 */
export function row(
  tool: string,
  op: XeroOperation,
  params: Params,
  description: OfOperation<string>,
  extras: Partial<
    Pick<
      ToolRow,
      "schemaMode" | "emptyBody" | "notFoundMessage" | "fromOrigin" | "enrich" | "flags" | "fixedBody"
    >
  > = {},
): LedgerRow {
  const resolve = <T>(value: OfOperation<T>): T =>
    typeof value === "function" ? (value as (op: XeroOperation) => T)(op) : value;
  return {
    name: `LedgerApi.${tool}`,
    toolkit: "LedgerApi",
    operationId: op.operationId,
    method: op.method,
    path: op.file === "application/pdf" ? op.path.replace(/\/pdf$/, "") : op.path,
    params: Object.entries(params).map(([name, decoration]) => paramOf(op, name, resolve(decoration))),
    flags: flagsOf(op.method),
    description: resolve(description),
    ...(op.file && { result: "file", accept: op.file }),
    ...extras,
  };
}

/** The rows of one family file, in catalog order. */
export const family = (name: ToolRow["family"], rows: readonly LedgerRow[]): readonly ToolRow[] =>
  rows.map((draft) => ({ ...draft, family: name }));
