// Parameter and body validation with ajv. Each schema is compiled once, on its first use, so a cold
// start pays only for the tool it serves; every problem is reported, each naming its parameter.
//
// Numbers are strict (Infinity and NaN, which `1e400` becomes, are not numbers), dates and
// date-times must name real days and times, a UUID is exactly 8-4-4-4-12 hex digits, and every
// string must be well-formed Unicode: an unpaired surrogate cannot be percent-encoded or sent as UTF-8.
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { JsonSchema } from "../catalog/types";
import { ToolError } from "./errors";

// ajv-formats is CommonJS; under ESM interop its plugin may sit on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

let ajv: Ajv | undefined;
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** ajv-formats also accepts a `urn:uuid:` prefix; an id sent to Xero must be the bare UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function createAjv(): Ajv {
  // The list form of ajv-formats uses its "full" formats: dates are checked against the calendar.
  const instance = addFormats(new Ajv({ allErrors: true, strict: false, strictNumbers: true }), [
    "date",
    "date-time",
    "iso-date-time",
  ]);
  return instance.addFormat("uuid", UUID);
}

function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    ajv ??= createAjv();
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

export interface Problem {
  parameter: string;
  message: string;
}

/** Validates `value` against `schema`; throws a ValidationError listing every problem. */
export function assertValid(
  schema: JsonSchema,
  value: unknown,
  context: { subject: string; prefix?: string; hints?: (path: string) => string | undefined },
): void {
  const validate = validatorFor(schema);
  const prefix = context.prefix ?? "";
  const problems = validate(value)
    ? []
    : describeErrors(validate.errors ?? [], schema, prefix, context.hints);
  for (const path of malformedTextPaths(value)) {
    const parameter = join(prefix, path) || "(input)";
    if (!problems.some((problem) => problem.parameter === parameter))
      problems.push({ parameter, message: MALFORMED_TEXT });
  }
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

function describeErrors(
  errors: ErrorObject[],
  schema: JsonSchema,
  prefix: string,
  hints?: (path: string) => string | undefined,
): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    // `if` only says that a `then` branch failed; the branch's own error says what.
    if (error.keyword === "if") continue;
    const path = error.instancePath.slice(1).replaceAll("/", ".");
    const problem = describe(error, path, schema, hints);
    const key = `${problem.parameter}|${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A problem with the whole value under a prefix (a body that is no object) names the prefix.
    const parameter = problem.parameter === "(input)" && prefix ? prefix : join(prefix, problem.parameter);
    problems.push({ parameter, message: problem.message });
  }
  return problems;
}

function describe(
  error: ErrorObject,
  path: string,
  schema: JsonSchema,
  hints?: (path: string) => string | undefined,
): Problem {
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
      return {
        parameter: join(path, extra),
        message: `is not a known ${path ? "field" : "parameter"}; allowed: ${allowed.join(", ") || "none"}`,
      };
    }
    case "type": {
      const range = rangeOf(nodeAt(schema, parentOf(error.schemaPath)));
      return { parameter: path || "(input)", message: `must be ${article(String(params.type))}${range}` };
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
      const hint = hints?.(path);
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
    default:
      return { parameter: path || "(input)", message: error.message ?? "is invalid" };
  }
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
