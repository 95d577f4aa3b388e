// Request body validation. Wrong types are generic validation failures: 500 unknown_exception.
// "§n" and "quirk n" refer to docs/reference/tasks-api.md.
import { formatApiDate, parseApiDate } from "./dates";
import { unknownException } from "./errors";

export type Body = Record<string, unknown>;

export function requireObject(input: unknown): Body {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    throw unknownException("request body must be a JSON object");
  }
  return input as Body;
}

export const isString = (value: unknown): value is string => typeof value === "string";
export const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
export const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);
export const isObjectArray = (value: unknown): value is Body[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === "object" && item !== null && !Array.isArray(item));

/** The value of an optional field; null counts as absent; a wrong type is rejected. */
export function optional<T>(
  body: Body,
  key: string,
  check: (value: unknown) => value is T,
  expected: string,
): T | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!check(value)) throw unknownException(`${key} must be ${expected}`);
  return value;
}

export function optionalText(body: Body, key: string): string | undefined {
  return optional(body, key, isString, "a string");
}

/** Blank or missing title/name is a 500 (§5: "blank title"). */
export function nonBlank(body: Body, key: string, required: boolean): string | undefined {
  const value = optionalText(body, key);
  if (value === undefined && !required) return undefined;
  if (value === undefined || value.trim() === "") throw unknownException(`${key} must not be blank`);
  return value;
}

export function oneOf(body: Body, key: string, allowed: readonly string[]): string | undefined {
  const value = optionalText(body, key)?.toUpperCase();
  if (value !== undefined && !allowed.includes(value)) {
    throw unknownException(`${key} must be one of ${allowed.join(", ")}`);
  }
  return value;
}

/** Unparseable dates are dropped, not rejected: create keeps going (quirk 5), update ignores date-only values. */
export function optionalDate(body: Body, key: string): string | undefined {
  const value = body[key];
  if (typeof value !== "string") return undefined;
  const epochMs = parseApiDate(value);
  return epochMs === undefined ? undefined : formatApiDate(epochMs);
}

export function assignDefined<T extends object>(target: T, patch: Partial<T>): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
}
