// Reading dotted paths ("Contact.ContactID") out of records. Xero field names in filters are
// matched case-insensitively, so a caller's "status" still finds "Status".

function keyOf(record: Record<string, unknown>, name: string): string | undefined {
  if (name in record) return name;
  const lower = name.toLowerCase();
  return Object.keys(record).find((key) => key.toLowerCase() === lower);
}

/** The value at `path`; undefined when any step is missing or not an object. */
export function valueAt(record: unknown, path: readonly string[]): unknown {
  let current: unknown = record;
  for (const name of path) {
    if (current === null || typeof current !== "object" || Array.isArray(current)) return undefined;
    const key = keyOf(current as Record<string, unknown>, name);
    if (key === undefined) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Every value at `path`, descending into arrays on the way (for "Allocations.Invoice.InvoiceNumber"). */
export function valuesAt(record: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(record)) return record.flatMap((item) => valuesAt(item, path));
  const [head, ...rest] = path;
  if (head === undefined) return [record];
  if (record === null || typeof record !== "object") return [];
  const key = keyOf(record as Record<string, unknown>, head);
  if (key === undefined) return [];
  return valuesAt((record as Record<string, unknown>)[key], rest);
}
