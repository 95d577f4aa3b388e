// What a refused value is told: every problem a validator found, each naming its parameter (or
// body field) and what is allowed. Validators come from ajv, compiled at run time
// (lib/runtime/validate.ts) or generated ahead of time (lib/runtime/validators/); this module loads
// neither, only describes their errors.
//
// Every string must also be well-formed Unicode: an unpaired surrogate cannot be percent-encoded or
// sent as UTF-8, which JSON Schema cannot say, so it is checked here.
import type { ErrorObject, ValidateFunction } from "ajv";
import type { JsonSchema, ParamSpec } from "../catalog/types";
import { closestNames } from "./edit-distance";
import { ToolError } from "./errors";

export interface Problem {
  parameter: string;
  message: string;
  /** An unknown name's nearest accepted names (the message says "did you mean ...?" too). */
  suggestions?: string[];
}

/** What a refusal says: the subject ("parameters for <tool>"), a prefix for each path, hints. */
export interface ProblemContext {
  subject: string;
  prefix?: string;
  /** The parameter at a path, whose hints a refusal quotes: its pattern's, and its `typeHint`. */
  paramAt?: ParamAt;
  /** The top level's other accepted names, alias -> parameter: suggested for an unknown name too. */
  aliases?: ReadonlyMap<string, string>;
  /** Parameter -> the alias the caller gave it under: its problems name that. */
  givenAs?: ReadonlyMap<string, string>;
  /** Problems found before validation (an alias given beside its parameter with another value). */
  found?: readonly Problem[];
}

type ParamAt = (path: string) => Pick<ParamSpec, "pattern" | "typeHint"> | undefined;

/**
 * Runs `validate` (compiled from `schema`, at run time or ahead of time) on `value`; throws a
 * ValidationError listing every problem, each described from `schema`.
 */
export function assertValidWith(
  validate: ValidateFunction,
  schema: JsonSchema,
  value: unknown,
  context: ProblemContext,
): void {
  const prefix = context.prefix ?? "";
  const found = validate(value) ? [] : describeErrors(validate.errors ?? [], schema, prefix, context);
  for (const path of malformedTextPaths(value)) {
    const parameter = join(prefix, path) || "(input)";
    if (!found.some((problem) => problem.parameter === parameter))
      found.push({ parameter, message: MALFORMED_TEXT });
  }
  const problems = [...(context.found ?? []), ...found.map((problem) => asGiven(problem, context.givenAs))];
  if (problems.length === 0) return;
  const summary = problems.map((p) => `${p.parameter}: ${p.message}`).join("; ");
  throw new ToolError("ValidationError", `Invalid ${context.subject}: ${summary}`, {
    details: { problems },
  });
}

const MALFORMED_TEXT =
  "must be well-formed Unicode text; it holds an unpaired UTF-16 surrogate (such as \\ud800), which cannot be sent";
const UNPAIRED_SURROGATE = /[\ud800-\udfff]/u;

/** Paths (`a.0.b`) of the strings in a JSON value that hold an unpaired surrogate. */
function malformedTextPaths(value: unknown): string[] {
  // Iterative: a caller can nest arrays thousands deep, which would overflow a recursive walk.
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, ""]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, path] = next;
    if (typeof node === "string") {
      if (UNPAIRED_SURROGATE.test(node)) found.push(path);
    } else if (node && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) pending.push([item, join(path, key)]);
    }
  }
  return found.reverse();
}

function join(prefix: string, path: string): string {
  if (!prefix) return path;
  return path ? `${prefix}.${path}` : prefix;
}

/** A problem of a parameter the caller gave under an alias, named as the caller wrote it. */
function asGiven(problem: Problem, givenAs: ProblemContext["givenAs"]): Problem {
  const [top, ...rest] = problem.parameter.split(".");
  const given = givenAs?.get(top as string);
  return given ? { ...problem, parameter: [given, ...rest].join(".") } : problem;
}

function describeErrors(
  errors: ErrorObject[],
  schema: JsonSchema,
  prefix: string,
  context: ProblemContext,
): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    // `if` only says that a `then` branch failed; the branch's own error says what. A branch of
    // `anyOf` (one of these fields is required) fails for each field left out: the `anyOf` says it.
    if (error.keyword === "if" || error.schemaPath.includes("/anyOf/")) continue;
    const path = error.instancePath.slice(1).replaceAll("/", ".");
    const problem = describe(error, path, schema, context);
    const key = `${problem.parameter}|${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A problem with the whole value under a prefix (a body that is no object) names the prefix.
    const parameter = problem.parameter === "(input)" && prefix ? prefix : join(prefix, problem.parameter);
    problems.push({ ...problem, parameter });
  }
  return problems;
}

function describe(error: ErrorObject, path: string, schema: JsonSchema, context: ProblemContext): Problem {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required": {
      const missing = String(params.missingProperty);
      const inExecute = error.schemaPath.includes("/then/") ? " when mode is execute" : "";
      const description = (propertiesAt(schema, error.schemaPath)[missing] as JsonSchema | undefined)
        ?.description;
      const why = typeof description === "string" ? ` (${description})` : "";
      return { parameter: join(path, missing), message: `is required${inExecute}${why}` };
    }
    case "additionalProperties": {
      const extra = String(params.additionalProperty);
      const allowed = Object.keys(propertiesAt(schema, error.schemaPath));
      // Aliases are the top level's (a tool's parameters); a body's fields have none.
      const top = !path && !context.prefix;
      return unknownNameProblem(join(path, extra), extra, allowed, {
        field: Boolean(path),
        ...(top && context.aliases ? { aliases: context.aliases } : {}),
      });
    }
    case "type": {
      const range = rangeOf(nodeAt(schema, parentOf(error.schemaPath)));
      const how = context.paramAt?.(path)?.typeHint;
      return {
        parameter: path || "(input)",
        message: `must be ${article(String(params.type))}${range}${how ? `: ${how}` : ""}`,
      };
    }
    case "minimum":
    case "maximum": {
      const node = nodeAt(schema, parentOf(error.schemaPath));
      const range = rangeOf(node);
      if (!range) return { parameter: path, message: error.message ?? "is out of range" };
      return {
        parameter: path,
        message: `must be ${node?.type === "integer" ? "a whole number" : "a number"}${range}`,
      };
    }
    case "enum":
      return {
        parameter: path,
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`,
      };
    case "pattern": {
      const hint = context.paramAt?.(path)?.pattern?.hint;
      if (hint) return { parameter: path, message: `must be ${hint}` };
      const description = nodeAt(schema, error.schemaPath.split("/").slice(0, -1).join("/"))?.description;
      const expected =
        typeof description === "string" ? description : `text matching ${String(params.pattern)}`;
      return { parameter: path, message: `has the wrong form; expected: ${expected}` };
    }
    case "format": {
      const format = String(params.format);
      return { parameter: path, message: `must be a valid ${format}${FORMAT_HINTS[format] ?? ""}` };
    }
    case "anyOf": {
      const branches = (nodeAt(schema, error.schemaPath) as unknown as JsonSchema[] | undefined) ?? [];
      const names = branches.flatMap((branch) => (branch.required as string[] | undefined) ?? []);
      return { parameter: path || "(input)", message: `needs one of ${names.join(" or ")}` };
    }
    default:
      return { parameter: path || "(input)", message: error.message ?? "is invalid" };
  }
}

/**
 * The problem of a name that is no parameter (or field): what is allowed, and the accepted names
 * nearest to it, the aliases among them, one per parameter (its own name on a tie with an alias).
 */
export function unknownNameProblem(
  parameter: string,
  name: string,
  allowed: readonly string[],
  options: { field?: boolean; aliases?: ReadonlyMap<string, string> } = {},
): Problem {
  const aliases = options.aliases ?? new Map<string, string>();
  const seen = new Set<string>();
  const suggestions = closestNames(name, [...allowed, ...aliases.keys()]).filter((candidate) => {
    const param = aliases.get(candidate) ?? candidate;
    if (seen.has(param)) return false;
    seen.add(param);
    return true;
  });
  const known = `is not a known ${options.field ? "field" : "parameter"}`;
  const listed = allowed.join(", ") || "none";
  if (suggestions.length === 0) return { parameter, message: `${known}; allowed: ${listed}` };
  const named = suggestions.map((candidate) =>
    aliases.has(candidate) ? `${candidate} (another name for ${aliases.get(candidate)})` : candidate,
  );
  return {
    parameter,
    message: `${known}; did you mean ${named.join(" or ")}? Allowed: ${listed}`,
    suggestions,
  };
}

/** What each format allows, after "must be a valid <format>". */
const FORMAT_HINTS: Record<string, string> = {
  uuid: ": 8-4-4-4-12 hexadecimal digits, e.g. 7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f",
  date: ": a real calendar day as YYYY-MM-DD, e.g. 2026-01-31",
  "date-time": ": a real date and time with a time zone, e.g. 2026-01-31T09:00:00Z",
  "iso-date-time": ": a real date and time, e.g. 2026-11-21T09:00:00+0000",
};

/** " from 1 to 100" for a schema node with both bounds (every integer parameter has them). */
function rangeOf(node: JsonSchema | undefined): string {
  const { minimum, maximum } = node ?? {};
  return typeof minimum === "number" && typeof maximum === "number" ? ` from ${minimum} to ${maximum}` : "";
}

function parentOf(schemaPath: string): string {
  return schemaPath.split("/").slice(0, -1).join("/");
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function nodeAt(schema: JsonSchema, schemaPath: string): JsonSchema | undefined {
  let node: unknown = schema;
  for (const segment of schemaPath.replace(/^#\/?/, "").split("/")) {
    if (segment) node = (node as Record<string, unknown> | undefined)?.[segment];
  }
  return node as JsonSchema | undefined;
}

/**
 * The `properties` of the object schema a `required` or `additionalProperties` error points at;
 * a conditional `then` branch names properties declared beside it.
 */
function propertiesAt(schema: JsonSchema, schemaPath: string): Record<string, unknown> {
  const segments = schemaPath.split("/").slice(0, -1);
  if (segments.at(-1) === "then") segments.pop();
  return (nodeAt(schema, segments.join("/"))?.properties as Record<string, unknown>) ?? {};
}
