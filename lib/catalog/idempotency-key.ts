// What an idempotency key may hold, wherever it comes from (a tool's `idempotency_key`, an event's
// `idempotencyKey`, the HTTP `Idempotency-Key` header): it may be sent to Xero as a header, so
// printable ASCII only (HTTP refuses CR, LF, NUL and most non-ASCII), no outer spaces, 1-128 long.
export const IDEMPOTENCY_KEY_PATTERN = {
  regex: "^[!-~]([ -~]*[!-~])?$",
  hint: "1-128 printable ASCII characters (letters, digits, punctuation; spaces only between them), e.g. a UUID",
};
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;

const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN.regex);

/** Whether a key from an event or a header may be used (a tool parameter is checked by its schema). */
export function isValidIdempotencyKey(value: string): boolean {
  return value.length <= IDEMPOTENCY_KEY_MAX_LENGTH && KEY.test(value);
}
