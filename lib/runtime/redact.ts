// Replaces every occurrence of a secret in a value with a marker, on a copy.
export const REDACTED = "[REDACTED]";

/** Shorter values are not treated as secrets: replacing them would mangle ordinary text. */
const MIN_SECRET_LENGTH = 8;

export function redact<T>(value: T, secret: string): T {
  if (secret.length < MIN_SECRET_LENGTH) return value;
  if (typeof value === "string") return value.split(secret).join(REDACTED) as T;
  if (Array.isArray(value)) return value.map((item) => redact(item, secret)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redact(item, secret)])) as T;
  }
  return value;
}
