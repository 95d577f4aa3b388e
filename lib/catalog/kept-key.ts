// The `idempotency_key` of a TickTick write. TickTick takes no key, so this server keeps it
// (`in: "none"`: never sent) and answers a repeat from its record (docs/idempotency.md); whether a
// retry after a lost answer may send again is the row's retry rule, not the key's.
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_PATTERN } from "./idempotency-key";
import type { ParamSpec } from "./types";

/** @param repeat what a repeat with the key gets, e.g. "a retry with the same key is answered without moving again." */
export function keptKeyParam(repeat: string): ParamSpec {
  return {
    name: "idempotency_key",
    type: "string",
    in: "none",
    as: "Idempotency-Key",
    minLength: 1,
    maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
    pattern: IDEMPOTENCY_KEY_PATTERN,
    note: "Not sent to TickTick: this server keeps the key and answers a repeat from its record.",
    description: `1 to 128 printable ASCII characters (a UUID is a good key); ${repeat}`,
  };
}
