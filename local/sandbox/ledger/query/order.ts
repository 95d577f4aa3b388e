// `order=Name ASC, Date DESC`: stable multi-key sort. Strings compare without case (as Xero's
// database does), missing values sort last ascending.
import { validationError } from "../errors";
import type { XeroRecord } from "../types";
import { valueAt } from "./fields";

interface SortKey {
  path: string[];
  descending: boolean;
}

export function parseOrder(text: string): SortKey[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => {
      const match = /^([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?:\s+(\w+))?$/.exec(part);
      const direction = match?.[2]?.toUpperCase() ?? "ASC";
      if (!match?.[1] || (direction !== "ASC" && direction !== "DESC")) {
        throw validationError(`The order '${part}' is not valid; use a field name followed by ASC or DESC`);
      }
      return { path: match[1].split("."), descending: direction === "DESC" };
    });
}

function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === undefined || a === null;
  const bMissing = b === undefined || b === null;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return String(a).localeCompare(String(b), "en", { sensitivity: "base", numeric: false });
}

export function sortRecords(records: XeroRecord[], keys: SortKey[]): XeroRecord[] {
  if (keys.length === 0) return records;
  return [...records].sort((left, right) => {
    for (const key of keys) {
      const difference = compareValues(valueAt(left, key.path), valueAt(right, key.path));
      if (difference !== 0) return key.descending ? -difference : difference;
    }
    return 0;
  });
}
