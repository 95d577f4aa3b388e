// Parameter and body validation with ajv. Each schema is compiled once, on its first use, so a cold
// start pays only for the tool it serves; every problem is reported, each naming its parameter.
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { JsonSchema } from "../catalog/types";
import { ToolError } from "./errors";

// ajv-formats is CommonJS; under ESM interop its plugin may sit on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

let ajv: Ajv | undefined;
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    ajv ??= addFormats(new Ajv({ allErrors: true, strict: false }), ["date", "date-time", "uuid"]);
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
  if (validate(value)) return;
  const problems = describeErrors(validate.errors ?? [], schema, context.prefix ?? "", context.hints);
  const summary = problems.map((p) => `${p.parameter}: ${p.message}`).join("; ");
  throw new ToolError("ValidationError", `Invalid ${context.subject}: ${summary}`, {
    details: { problems },
  });
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
    problems.push({ parameter: join(prefix, problem.parameter), message: problem.message });
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
    case "type":
      return { parameter: path || "(input)", message: `must be ${article(String(params.type))}` };
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
    case "format":
      return { parameter: path, message: `must be a valid ${String(params.format)}` };
    default:
      return { parameter: path || "(input)", message: error.message ?? "is invalid" };
  }
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
