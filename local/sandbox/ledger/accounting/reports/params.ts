// Query parameters of the report operations: looked up without regard to case (Xero does the same)
// and validated into plain values; a bad value raises ReportParamError, answered as HTTP 400.
import { isIsoDate } from "../dates";

export class ReportParamError extends Error {}

export class ReportQuery {
  constructor(private readonly query: URLSearchParams) {}

  /** The raw value, trimmed; undefined when absent or empty. */
  raw(name: string): string | undefined {
    const wanted = name.toLowerCase();
    for (const [key, value] of this.query) {
      if (key.toLowerCase() === wanted && value.trim() !== "") return value.trim();
    }
    return undefined;
  }

  date(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    // Xero accepts a timestamp too; the date part is what counts.
    const day = value.slice(0, 10);
    if (!isIsoDate(day) || (value.length > 10 && value[10] !== "T")) {
      throw new ReportParamError(`The ${name} parameter '${value}' is not a valid date; use YYYY-MM-DD`);
    }
    return day;
  }

  integer(name: string, min: number, max: number): number | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      throw new ReportParamError(
        `The ${name} parameter must be a whole number from ${min} to ${max}; got '${value}'`,
      );
    }
    return Number(value);
  }

  boolean(name: string): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return false;
    if (value !== "true" && value !== "false") {
      throw new ReportParamError(`The ${name} parameter must be true or false; got '${value}'`);
    }
    return value === "true";
  }

  choice<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const match = values.find((v) => v.toLowerCase() === value.toLowerCase());
    if (!match)
      throw new ReportParamError(`The ${name} parameter must be one of ${values.join(", ")}; got '${value}'`);
    return match;
  }
}

export function requireOrder(from: string, to: string): void {
  if (from > to) throw new ReportParamError(`fromDate ${from} is after toDate ${to}`);
}
