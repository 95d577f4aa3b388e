// Decides, before a case is sent, whether its input is valid: from the catalog row's rules plus the
// hardening rules (finite safe integers, real dates, header-safe text, well-formed Unicode, no dot
// segments, a bounded request target). The system under test is never asked.
import { bodySchemas } from "../../lib/catalog/bodies/index";
import type { ParamSpec, ToolRow } from "../../lib/catalog/types";
import facts from "../fixtures/ledger-operations.json";
import { isDateLeaf, isDateTimeLeaf, type Leaf, leafOfParam, leafOfSchema } from "./leaf";
import {
  decodeBase64,
  isDotSegment,
  isHeaderText,
  isIdempotencyKey,
  isRealDate,
  isRealDateTime,
  isUuid,
  isWellFormed,
  lengthOf,
  MAX_REQUEST_TARGET,
  MAX_UPLOAD_FILE_BYTES,
} from "./rules";

export type Verdict =
  | { valid: true }
  | {
      valid: false;
      /** The parameters (or request_body paths) one of which the 400 must name; empty: none to name. */
      parameters: string[];
      rule: string;
    };

interface Problem {
  path: string;
  rule: string;
}

/** Where a value travels, for the rules that depend on it (headers, path segments, lists). */
type Travel = Pick<ParamSpec, "in" | "as">;
const IN_BODY: Travel = { in: "body" };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function typeProblem(leaf: Leaf, value: unknown): boolean {
  switch (leaf.type) {
    case "string":
      return typeof value !== "string";
    case "integer":
      return !Number.isSafeInteger(value);
    case "number":
      return typeof value !== "number" || !Number.isFinite(value);
    case "boolean":
      return typeof value !== "boolean";
    case "array":
      return !Array.isArray(value);
    case "object":
      return !isObject(value);
  }
}

function textProblem(leaf: Leaf, text: string, travel: Travel): string | undefined {
  if (!isWellFormed(text)) return "unpaired surrogate";
  const length = lengthOf(text);
  if (leaf.minLength !== undefined && length < leaf.minLength) return "minLength";
  if (leaf.maxLength !== undefined && length > leaf.maxLength) return "maxLength";
  if (leaf.pattern !== undefined && !new RegExp(leaf.pattern, "u").test(text)) return "pattern";
  if (leaf.format === "uuid" && !isUuid(text)) return "uuid";
  if (isDateLeaf(leaf) && !isRealDate(text)) return "calendar date";
  if (isDateTimeLeaf(leaf) && !isRealDateTime(text, leaf.format === "date-time")) return "date-time";
  if (travel.in === "header") {
    if (travel.as === "xero-tenant-id" && !isUuid(text)) return "tenant uuid";
    if (travel.as === "Idempotency-Key" && !isIdempotencyKey(text)) return "idempotency key";
    if (!isHeaderText(text)) return "header text";
  }
  if (travel.in === "path" && isDotSegment(text)) return "dot segment";
  // A file's bytes: real base64, of a file no larger than one call carries.
  if (travel.in === "file") {
    const bytes = decodeBase64(text);
    if (!bytes) return "base64";
    if (bytes.length > MAX_UPLOAD_FILE_BYTES) return "file size";
  }
  return undefined;
}

function numberProblem(leaf: Leaf, value: number): string | undefined {
  if (leaf.minimum !== undefined && value < leaf.minimum) return "minimum";
  if (leaf.maximum !== undefined && value > leaf.maximum) return "maximum";
  if (leaf.exclusiveMinimum !== undefined && value <= leaf.exclusiveMinimum) return "exclusiveMinimum";
  return undefined;
}

function objectProblem(leaf: Leaf, value: Record<string, unknown>, path: string): Problem | undefined {
  const properties = leaf.properties ?? {};
  for (const key of Object.keys(value)) {
    if (leaf.closed && !Object.hasOwn(properties, key))
      return { path: `${path}.${key}`, rule: "unknown field" };
  }
  for (const key of leaf.required ?? []) {
    if (value[key] === undefined) return { path: `${path}.${key}`, rule: "required" };
  }
  for (const group of leaf.oneOf ?? []) {
    if (group.every((key) => value[key] === undefined)) return { path, rule: "one of required" };
  }
  if (leaf.minProperties !== undefined && Object.keys(value).length < leaf.minProperties)
    return { path, rule: "minProperties" };
  for (const [key, child] of Object.entries(properties)) {
    if (value[key] === undefined) continue;
    const problem = judgeLeaf(child, value[key], `${path}.${key}`, IN_BODY);
    if (problem) return problem;
  }
  return undefined;
}

export function judgeLeaf(leaf: Leaf, value: unknown, path: string, travel: Travel): Problem | undefined {
  if (typeProblem(leaf, value)) return { path, rule: `type ${leaf.type}` };
  if (leaf.enum && !leaf.enum.includes(value)) return { path, rule: "enum" };
  if (typeof value === "number") {
    const rule = numberProblem(leaf, value);
    return rule ? { path, rule } : undefined;
  }
  if (typeof value === "string") {
    const rule = textProblem(leaf, value, travel);
    return rule ? { path, rule } : undefined;
  }
  if (Array.isArray(value)) {
    if (leaf.minItems !== undefined && value.length < leaf.minItems) return { path, rule: "minItems" };
    if (leaf.maxItems !== undefined && value.length > leaf.maxItems) return { path, rule: "maxItems" };
    for (const [index, item] of value.entries()) {
      const itemPath = `${path}.${index}`;
      const problem = leaf.items ? judgeLeaf(leaf.items, item, itemPath, { in: "body" }) : undefined;
      if (problem) return problem;
      // A list sent comma-joined in one query value cannot carry an empty item or a comma.
      if (travel.in === "query" && (item === "" || String(item).includes(",")))
        return { path: itemPath, rule: "list item" };
    }
    return undefined;
  }
  if (isObject(value)) return objectProblem(leaf, value, path);
  return undefined;
}

/**
 * What Xero takes, from the spec facts rather than the rows: per operation, the values each
 * parameter (or each item of a list) may have, and the 32-bit range of every integer.
 */
interface XeroValues {
  allowed: ReadonlyMap<string, readonly string[]>;
  integers: ReadonlySet<string>;
}
type FactParam = { name: string; type: string; enum?: string[]; values?: string[] };
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const xeroValues = new Map<string, XeroValues>(
  facts.operations.map((operation) => {
    const params = [
      ...operation.pathParams,
      ...operation.queryParams,
      ...operation.headerParams,
    ] as FactParam[];
    const allowed = new Map<string, readonly string[]>();
    for (const param of params) {
      const values = param.enum ?? param.values;
      if (values) allowed.set(param.name, values);
    }
    const integers = new Set(params.filter((param) => param.type === "integer").map((param) => param.name));
    return [operation.operationId, { allowed, integers }];
  }),
);
if (facts.integers.format !== "int32") throw new Error("the facts no longer say Xero's integers are int32");

/** A value Xero would refuse or ignore by the spec facts (the row's own rules aside). */
function xeroProblem(row: ToolRow, param: ParamSpec, value: unknown): Problem | undefined {
  const xero = row.toolkit === "LedgerApi" ? xeroValues.get(row.operationId) : undefined;
  if (!xero || !param.as || param.in === "body" || param.in === "control") return undefined;
  const allowed = xero.allowed.get(param.as);
  if (allowed) {
    const items = Array.isArray(value) ? value : [value];
    const index = items.findIndex((item) => !allowed.includes(item as string));
    if (index >= 0)
      return { path: Array.isArray(value) ? `${param.name}.${index}` : param.name, rule: "Xero value set" };
  }
  if (xero.integers.has(param.as) && typeof value === "number" && (value < INT32_MIN || value > INT32_MAX))
    return { path: param.name, rule: "int32" };
  return undefined;
}

function requiredNow(row: ToolRow, param: ParamSpec, input: Record<string, unknown>): boolean {
  if (param.required) return true;
  return input.mode === "execute" && (row.schemaMode?.requiredInExecute.includes(param.name) ?? false);
}

function bodyProblem(row: ToolRow, input: Record<string, unknown>): Problem | undefined {
  if (!row.schemaMode || input.mode !== "execute" || typeof input.request_body !== "string") return undefined;
  let body: unknown;
  try {
    body = JSON.parse(input.request_body);
  } catch {
    return { path: "request_body", rule: "json" };
  }
  const schema = bodySchemas[row.schemaMode.bodySchema];
  if (!schema) throw new Error(`no body schema ${row.schemaMode.bodySchema}`);
  const problem = judgeLeaf(leafOfSchema(schema), body, "request_body", IN_BODY);
  if (problem) return problem;
  for (const param of row.params) {
    const echoed = param.alsoBody && isObject(body) ? body[param.alsoBody] : undefined;
    if (param.alsoBody && echoed !== undefined && echoed !== input[param.name])
      return { path: `request_body.${param.alsoBody}`, rule: "must equal its parameter" };
  }
  return undefined;
}

const queryText = (value: unknown) => (Array.isArray(value) ? value.map(String).join(",") : String(value));

/** The request target the executor would send for a valid input, and the parameters in it. */
export function requestTarget(row: ToolRow, input: Record<string, unknown>) {
  let path = row.path;
  const query: string[] = [];
  const parameters: string[] = [];
  for (const param of row.params) {
    const value = input[param.name];
    if (value === undefined || !param.as) continue;
    if (param.in === "path") {
      path = path.replace(`{${param.as}}`, encodeURIComponent(String(value)));
      parameters.push(param.name);
    } else if (param.in === "query") {
      query.push(`${encodeURIComponent(param.as)}=${encodeURIComponent(queryText(value))}`);
      parameters.push(param.name);
    }
  }
  const target = query.length > 0 ? `${path}?${query.join("&")}` : path;
  return { target, parameters };
}

export function judgeInput(row: ToolRow, input: unknown): Verdict {
  if (!isObject(input)) return { valid: false, parameters: [], rule: "input not an object" };
  const names = new Set(row.params.map((param) => param.name));
  for (const key of Object.keys(input)) {
    if (!names.has(key)) return { valid: false, parameters: [key], rule: "unknown parameter" };
  }
  for (const param of row.params) {
    const value = input[param.name];
    if (value === undefined) {
      if (requiredNow(row, param, input)) return { valid: false, parameters: [param.name], rule: "required" };
      continue;
    }
    const problem = judgeLeaf(leafOfParam(param), value, param.name, param) ?? xeroProblem(row, param, value);
    if (problem) return { valid: false, parameters: [problem.path], rule: problem.rule };
  }
  const body = bodyProblem(row, input);
  if (body) return { valid: false, parameters: [body.path], rule: body.rule };
  const { target, parameters } = requestTarget(row, input);
  if (target.length > MAX_REQUEST_TARGET) return { valid: false, parameters, rule: "request target length" };
  return { valid: true };
}
