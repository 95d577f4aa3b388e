// Ids and timestamps in Xero's shapes.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** Xero compares GUIDs without regard to case. */
export function sameId(a: unknown, b: unknown): boolean {
  return typeof a === "string" && typeof b === "string" && a.toLowerCase() === b.toLowerCase();
}

/** "Now" in the store's timestamp convention: ISO, UTC, seconds precision, no zone. */
export function nowTimestamp(): string {
  return new Date().toISOString().slice(0, 19);
}
