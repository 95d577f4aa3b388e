// The rule for a call's arguments in its audit record (docs/operations.md, "Audit trail"):
// - numbers, booleans and null are kept;
// - a string is kept when it is an identifier, code, date or enum: under a name that says so
//   (…ID/…Id/id, …Code, …Number, …Type, …Status, …Date, currency, the tenant, a key) and short and
//   without spaces, or whatever its name when it is a UUID, an ISO date/time or an UPPER_CASE enum;
// - every other string (descriptions, notes, narration, references, names, titles, a request_body,
//   a file's base64) is replaced by `sha256:<first 16 hex of its SHA-256>/<its length>`: enough to see
//   that two calls sent the same text, not what it said;
// - a value under a name that looks secret (token, secret, password, authorization, api key,
//   credential) is replaced by `[redacted]`, whatever its type: no hash of a secret is kept.
// A JSON string argument (`request_body`) is parsed and the same rule applied inside it, so the
// amounts and ids of a body stay readable while its free text does not (a body nested past the
// bound below is hashed as the text it is).
// - a member name is kept when it is a plain name (letters, digits, `_ $ @ . -`, at most 64), else
//   replaced by its hash: a refused call's unknown names are the caller's text too.
// Arguments that cannot be walked (nested deeper than MAX_NESTING, a cycle, a BigInt, more than
// MAX_VALUES values, a member that throws when read) are not kept at all: `auditArguments` says why
// (`argumentsUnavailable`), and the record is written without them.
import { createHash } from "node:crypto";

const SECRET_NAME = /token|secret|password|passwd|authori[sz]ation|api[-_]?key|credential|cookie/i;
const ID_NAME =
  /(^id$|ID$|Id$|_id$|Ids$|IDs$|Code$|_code$|Number$|_number$|Type$|_type$|Status$|_status$|Date$|DateUTC$|_date$|^currency|tenant|idempotency_?key|^page|^mode$|^order_by$|^unitdp$)/i;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const ENUM = /^[A-Z][A-Z0-9_]{0,39}$/;
const SHORT_TOKEN = /^[\w.:/+-]{1,64}$/;
const PLAIN_NAME = /^[\w$@.-]{1,64}$/;
/** Past this depth a value is hashed whole: arguments are records with line items, not deeper. */
const MAX_DEPTH = 8;
/** Past this depth arguments are not serialised at all (JSON.stringify would recurse that deep). */
export const MAX_NESTING = 64;
/** At most this many values are walked (a cap on the work, shared references counted each time). */
export const MAX_VALUES = 100_000;

export const REDACTED = "[redacted]";

/** Why a call's arguments are not in its record. */
export type ArgumentsUnavailableReason = "too-deep" | "cycle" | "bigint" | "too-large" | "unserialisable";

export class ArgumentsUnavailable extends Error {
  constructor(readonly reason: ArgumentsUnavailableReason) {
    super(`arguments unavailable: ${reason}`);
    this.name = "ArgumentsUnavailable";
  }
}

/** One walk's budget and the objects above the value being walked (a cycle returns to one). */
interface Walk {
  values: number;
  above: Set<object>;
}

function count(walk: Walk, values: number): void {
  walk.values += values;
  if (walk.values > MAX_VALUES) throw new ArgumentsUnavailable("too-large");
}

/**
 * The JSON text of a value past MAX_DEPTH, to be hashed: first walked without recursion, so that
 * JSON.stringify, which recurses, only ever sees a value it can serialise.
 */
function serialised(root: object, depth: number, walk: Walk): string {
  const above = new Set(walk.above);
  const stack: ({ value: unknown; depth: number } | { leave: object })[] = [{ value: root, depth }];
  while (stack.length > 0) {
    const top = stack.pop() as { value: unknown; depth: number } | { leave: object };
    if ("leave" in top) {
      above.delete(top.leave);
      continue;
    }
    const { value } = top;
    if (typeof value === "bigint") throw new ArgumentsUnavailable("bigint");
    if (value === null || typeof value !== "object") continue;
    if (above.has(value)) throw new ArgumentsUnavailable("cycle");
    if (top.depth >= MAX_NESTING) throw new ArgumentsUnavailable("too-deep");
    const members = Object.values(value);
    count(walk, members.length);
    above.add(value);
    stack.push({ leave: value });
    for (const member of members) stack.push({ value: member, depth: top.depth + 1 });
  }
  return JSON.stringify(root) ?? "";
}

/** `sha256:<16 hex>/<length>`: the mark of a string the record does not keep. */
export function hashed(text: string): string {
  return `sha256:${createHash("sha256").update(text).digest("hex").slice(0, 16)}/${text.length}`;
}

function keptString(name: string | undefined, value: string): boolean {
  if (UUID.test(value) || ISO_DATE.test(value) || ENUM.test(value)) return true;
  return name !== undefined && ID_NAME.test(name) && SHORT_TOKEN.test(value);
}

/** The JSON a string holds, or undefined when it holds none (free text). */
function parsedJson(value: string): { json: unknown } | undefined {
  const trimmed = value.trimStart();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return undefined;
  try {
    return { json: JSON.parse(value) };
  } catch {
    return undefined;
  }
}

function redactString(name: string | undefined, value: string, depth: number, walk: Walk): unknown {
  if (keptString(name, value)) return value;
  // A JSON body sent as a string: the rule applied to what it holds.
  const body = parsedJson(value);
  if (body) {
    const values = walk.values;
    try {
      return { json: redactValue(undefined, body.json, depth + 1, walk) };
    } catch (error) {
      // Nested past the bound or too large (JSON holds no cycle or BigInt): the text is hashed.
      if (!(error instanceof ArgumentsUnavailable)) throw error;
      walk.values = values;
    }
  }
  return hashed(value);
}

function redactValue(name: string | undefined, value: unknown, depth: number, walk: Walk): unknown {
  count(walk, 1);
  if (name !== undefined && SECRET_NAME.test(name) && !/idempotency/i.test(name)) return REDACTED;
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "string") return redactString(name, value, depth, walk);
  if (typeof value === "bigint") throw new ArgumentsUnavailable("bigint");
  if (typeof value !== "object") return null;
  if (walk.above.has(value)) throw new ArgumentsUnavailable("cycle");
  if (depth >= MAX_DEPTH) return hashed(serialised(value, depth, walk));
  walk.above.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => redactValue(name, item, depth + 1, walk));
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        PLAIN_NAME.test(key) ? key : hashed(key),
        redactValue(key, item, depth + 1, walk),
      ]),
    );
  } finally {
    walk.above.delete(value);
  }
}

/** A record's arguments weigh at most this, serialized; past it only their hash and size are kept. */
export const MAX_ARGUMENT_BYTES = 32_768;

/** The call's arguments as the audit record keeps them; throws ArgumentsUnavailable when it cannot. */
export function redactArguments(input: Record<string, unknown>): unknown {
  const redacted = redactValue(undefined, input, 0, { values: 0, above: new Set() });
  const text = JSON.stringify(redacted);
  if (Buffer.byteLength(text) <= MAX_ARGUMENT_BYTES) return redacted;
  return { truncated: true, redacted: hashed(text) };
}

/** The record's `arguments`, or why it has none (a getter that throws, a toJSON: `unserialisable`). */
export function auditArguments(
  input: Record<string, unknown>,
): { arguments: unknown } | { argumentsUnavailable: ArgumentsUnavailableReason } {
  try {
    return { arguments: redactArguments(input) };
  } catch (error) {
    return { argumentsUnavailable: error instanceof ArgumentsUnavailable ? error.reason : "unserialisable" };
  }
}
