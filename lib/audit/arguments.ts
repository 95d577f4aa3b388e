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
// amounts and ids of a body stay readable while its free text does not.
import { createHash } from "node:crypto";

const SECRET_NAME = /token|secret|password|passwd|authori[sz]ation|api[-_]?key|credential|cookie/i;
const ID_NAME =
  /(^id$|ID$|Id$|_id$|Ids$|IDs$|Code$|_code$|Number$|_number$|Type$|_type$|Status$|_status$|Date$|DateUTC$|_date$|^currency|tenant|idempotency_?key|^page|^mode$|^order_by$|^unitdp$)/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const ENUM = /^[A-Z][A-Z0-9_]{0,39}$/;
const SHORT_TOKEN = /^[\w.:/+-]{1,64}$/;
/** Past this depth a value is hashed whole: arguments are records with line items, not deeper. */
const MAX_DEPTH = 8;

export const REDACTED = "[redacted]";

/** `sha256:<16 hex>/<length>`: the mark of a string the record does not keep. */
export function hashed(text: string): string {
  return `sha256:${createHash("sha256").update(text).digest("hex").slice(0, 16)}/${text.length}`;
}

function keptString(name: string | undefined, value: string): boolean {
  if (UUID.test(value) || ISO_DATE.test(value) || ENUM.test(value)) return true;
  return name !== undefined && ID_NAME.test(name) && SHORT_TOKEN.test(value);
}

function redactString(name: string | undefined, value: string, depth: number): unknown {
  if (keptString(name, value)) return value;
  // A JSON body sent as a string: the rule applied to what it holds.
  const trimmed = value.trimStart();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    try {
      return { json: redactValue(undefined, JSON.parse(value), depth + 1) };
    } catch {
      // not JSON: free text
    }
  }
  return hashed(value);
}

function redactValue(name: string | undefined, value: unknown, depth: number): unknown {
  if (name !== undefined && SECRET_NAME.test(name) && !/idempotency/i.test(name)) return REDACTED;
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "string") return redactString(name, value, depth);
  if (depth >= MAX_DEPTH) return hashed(JSON.stringify(value) ?? "");
  if (Array.isArray(value)) return value.map((item) => redactValue(name, item, depth + 1));
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        redactValue(key, item, depth + 1),
      ]),
    );
  }
  return null;
}

/** A record's arguments weigh at most this, serialized; past it only their hash and size are kept. */
export const MAX_ARGUMENT_BYTES = 32_768;

/** The call's arguments as the audit record keeps them. */
export function redactArguments(input: Record<string, unknown>): unknown {
  const redacted = redactValue(undefined, input, 0);
  const text = JSON.stringify(redacted);
  if (Buffer.byteLength(text) <= MAX_ARGUMENT_BYTES) return redacted;
  return { truncated: true, redacted: hashed(text) };
}
