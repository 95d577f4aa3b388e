// The shape of a catalog row. A tool is data: everything the one executor needs to turn a call
// into exactly one upstream request lives here, so adding a tool is adding a row.

import type { Family, Toolkit } from "./toolkits";

export type { Family, Toolkit } from "./toolkits";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Where a tool parameter goes in the upstream request. */
export type ParamLocation =
  | "path" // substituted into `{as}` in the row's path, validated and percent-encoded
  | "query" // `?as=value`; arrays comma-joined into one value
  | "header" // `as: value`
  | "body" // field `as` of the JSON request body; a dotted path (`HistoryRecords.0.Details`) nests;
  // `as: ""` makes the value the whole JSON body (TickTick's move takes a top-level array); at most
  // one per row, and no other body parameter beside it
  // The whole request body, raw: the value is a file's bytes as base64, decoded and sent as they
  // are (the attachment uploads); the row's header parameter sent as Content-Type gives its media
  // type. At most one per row; `as` only names it for the docs.
  | "file"
  | "control" // read by the executor (schema mode: `mode`, `request_body`), never sent as it is
  | "none"; // accepted for the interface's sake but has no upstream counterpart (see `note`)

export type JsonSchema = { [keyword: string]: unknown };

/**
 * A field of an object parameter, or of each object of an array parameter: a record a write sends
 * (an invoice, its line items). `as` is its path in the upstream object (`Contact.ContactID`).
 */
export interface FieldSpec {
  name: string;
  type: "string" | "integer" | "number" | "boolean" | "array" | "object";
  description: string;
  as: string;
  required?: boolean;
  enum?: readonly (string | number)[];
  format?: "date" | "date-time" | "uuid";
  /** Allowed shape; a refusal names the field and quotes its description. */
  pattern?: { regex: string; hint: string };
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  /** An object's fields, or each object's of an array. */
  fields?: readonly FieldSpec[];
  minItems?: number;
  maxItems?: number;
  /**
   * Sent as this value on every record, and not a field of the tool's schema: what the operation
   * means, not the caller's choice (each bank transfer of a delete carries `"Status": "DELETED"`).
   */
  fixed?: string;
  /**
   * The upstream member this field is one form of, which the upstream requires (`BankAccount`, by
   * code or by id): one field of each such group must be given. Enforced by validation only
   * (json-schema.ts's validationSchema), so the description must say it.
   */
  requiredOneOf?: string;
}

export interface ParamSpec {
  /** The tool's parameter name, exactly as in the interface spec (snake_case). */
  name: string;
  type: "string" | "integer" | "number" | "boolean" | "array" | "object";
  /** Written for a model: what the value is and what is allowed. */
  description: string;
  required?: boolean;
  in: ParamLocation;
  /** Upstream name: path placeholder, query or header name, or body field; unused for `control`. */
  as?: string;
  /** A second body field that receives the same value (TickTick wants the task id in path and body). */
  alsoBody?: string;
  enum?: readonly (string | number)[];
  /** Allowed shape, with a human phrase for the error message. */
  pattern?: { regex: string; hint: string };
  /**
   * What a value of another type is told after "must be a <type>": how to give it (schema mode's
   * `request_body`: JSON-encode the body). API Gateway's model then leaves the type to the function.
   */
  typeHint?: string;
  format?: "date" | "date-time" | "uuid";
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  /** Item type for `array` parameters (sent comma-joined, so an item may not hold a comma). */
  items?: {
    type: "string" | "integer";
    format?: "uuid";
    enum?: readonly (string | number)[];
    minLength?: number;
    pattern?: string;
    description?: string;
  };
  /** An object parameter's fields, or each object's of an array parameter (the records a write sends). */
  fields?: readonly FieldSpec[];
  minItems?: number;
  maxItems?: number;
  /** Sent upstream when the caller leaves the parameter out (say so in the description). */
  sendDefault?: string;
  /** Why a parameter goes nowhere (`in: "none"`), or another mapping caveat for the docs. */
  note?: string;
}

export interface ToolFlags {
  /** Reads only; safe to call any number of times. */
  readOnly: boolean;
  /** Removes data permanently. */
  destructive: boolean;
  /** Calling twice with the same input leaves the same state as calling once. */
  idempotent: boolean;
}

/**
 * Tools whose upstream body is large and free-form take it as a JSON string in `request_body`,
 * in two steps: `mode=get_request_schema` returns the body schema; `mode=execute` validates the
 * parsed body against it before any upstream call.
 */
export interface SchemaModeSpec {
  /** Key into the catalog's body-schema table. */
  bodySchema: string;
  /** Parameters that become required when `mode` is `execute`. */
  requiredInExecute: readonly string[];
}

/** How to read an empty 2xx body. TickTick answers "no such task" with an empty 200. */
export type EmptyBodyMeaning = "null" | "not-found";

export interface ToolRow {
  /** `<Toolkit>.<Name>`, exactly as in the interface spec. */
  name: string;
  toolkit: Toolkit;
  family: Family;
  /** The upstream operation this tool performs. */
  operationId: string;
  method: HttpMethod;
  /** Relative to the toolkit's base URL; `{placeholders}` filled from `path` parameters. */
  path: string;
  /**
   * The path is relative to the base URL's origin instead: Xero's identity API
   * (https://api.xero.com/connections) sits beside its accounting API (…/api.xro/2.0).
   */
  fromOrigin?: true;
  /**
   * The answer is completed by further reads before it is returned, the one exception to "a call
   * is one upstream request" (docs/ledger.md, "The organisation's today"): `tenantClocks` adds each
   * Xero organisation's time zone and local date (lib/runtime/tenant-clocks.ts).
   */
  enrich?: "tenantClocks";
  params: readonly ParamSpec[];
  flags: ToolFlags;
  description: string;
  /** `json` (default) or a binary `file` result. */
  result?: "json" | "file";
  /** Accept header; JSON operations default to application/json. */
  accept?: string;
  schemaMode?: SchemaModeSpec;
  emptyBody?: EmptyBodyMeaning;
  /**
   * Body members sent on every call, whatever the input: what the operation itself means, not a
   * choice of the caller (Xero deletes a payment by `{"Status": "DELETED"}`). Laid over the body
   * built from the parameters, so no parameter changes them.
   */
  fixedBody?: Readonly<Record<string, unknown>>;
  /** Wording for a not-found answer, with `{param}` placeholders filled from the input. */
  notFoundMessage?: string;
  /**
   * How a retry settles a keyed write whose first attempt may have been applied without an answer,
   * for writes the upstream would apply twice (docs/idempotency.md). Rows whose upstream applies a
   * key once (Xero's Idempotency-Key) or that are idempotent need none: they are sent again.
   */
  reconcile?: ReconcileRule;
  /**
   * When a call of this tool asks a person first, decided per call from its arguments
   * (lib/confirmation/asks.ts; docs/operations.md, "Confirmation before destruction"). Set from
   * lib/catalog/confirmation-rules.ts on every tool that can lose something; absent elsewhere.
   */
  confirm?: ConfirmRule;
}

/** A list a call's value replaces on the record (its line items, its phones). */
export interface ReplacedList {
  /** The upstream member (`LineItems`, `Phones`). */
  field: string;
  /**
   * The member naming which entry an entry replaces (`PhoneType`): Xero keeps the entries of other
   * types. Without it the whole list is replaced.
   */
  keyedBy?: string;
}

/**
 * What a call can lose, as data: any one that holds makes the call ask. A call none of them holds
 * for runs at once (approving, submitting, creating).
 */
export interface ConfirmRule {
  /** Every call asks: it removes something. */
  always?: true;
  /** Where the call's records are in the upstream body (`Invoices`): each is checked. */
  records?: string;
  /** The member holding a record's id (`InvoiceID`): an update-or-create's record with one is an update. */
  idField?: string;
  /**
   * The member by which Xero matches an update-or-create's record without an id to an existing one
   * (`InvoiceNumber`): a record whose number exists is an update too.
   */
  numberField?: string;
  /** Statuses that void or delete the record; a move Xero refuses is refused before any token. */
  losingStatuses?: readonly string[];
  /** Lists the call replaces: asks when the record holds entries the call would overwrite. */
  replaces?: readonly ReplacedList[];
  /** An upload: asks when a file of the call's name is already on the record. */
  existingFile?: true;
  /** The Setup: asks when it names existing accounts (`AccountID`) or sets conversion balances. */
  setup?: true;
}

/** A value of the write's call for the reconciling read: a field of the body sent, or a parameter. */
export type ReconcileSource = { fromBody: string; default?: string } | { fromParam: string };

export interface ReconcileRule {
  /** The read tool that shows whether the write happened (named to the caller when it cannot tell). */
  read: string;
  /** That read's parameters, taken from the write's call. */
  input: Readonly<Record<string, ReconcileSource>>;
  /**
   * When the read can find the written record: the array in its result, the body fields that must
   * match, and the record's creation time, which must not be before the first attempt.
   */
  find?: { list: string; match: readonly string[]; createdField: string };
}
