// Checks that a valid input reached the upstream intact: each path segment and query value strictly
// percent-encoded and decoding to exactly the value, no extra segment or parameter, header values
// exactly the values, the JSON body holding exactly the values, the bearer token as configured.
import type { FieldSpec, ToolRow } from "../../lib/catalog/types";
import type { RecordedRequest } from "./recorder";
import { decodeBase64, isStrictlyEncoded } from "./rules";

const queryText = (value: unknown) => (Array.isArray(value) ? value.map(String).join(",") : String(value));

function decoded(component: string): string | undefined {
  if (!isStrictlyEncoded(component)) return undefined;
  try {
    return decodeURIComponent(component);
  } catch {
    return undefined;
  }
}

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index]));
  }
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split(".");
  let node: Record<string, unknown> = target;
  for (const [index, segment] of segments.entries()) {
    if (index === segments.length - 1) node[segment] = value;
    else {
      node[segment] ??= /^\d+$/.test(segments[index + 1] ?? "") ? [] : {};
      node = node[segment] as Record<string, unknown>;
    }
  }
}

function pathProblems(row: ToolRow, input: Record<string, unknown>, rawPath: string): string[] {
  const template = row.path.split("/");
  const raw = rawPath.split("/");
  if (raw.length !== template.length)
    return [`path ${rawPath} has ${raw.length} segments, not ${template.length}`];
  const problems: string[] = [];
  for (const [index, part] of template.entries()) {
    const placeholder = /^\{(\w+)\}$/.exec(part)?.[1];
    const param = row.params.find((candidate) => candidate.in === "path" && candidate.as === placeholder);
    if (!param) {
      if (raw[index] !== part) problems.push(`path segment ${index} is ${raw[index]}, not ${part}`);
      continue;
    }
    if (decoded(raw[index] ?? "") !== String(input[param.name]))
      problems.push(`path segment ${param.name} arrived as ${raw[index]}`);
  }
  return problems;
}

function queryProblems(row: ToolRow, input: Record<string, unknown>, rawQuery: string | undefined): string[] {
  const expected = new Map<string, string>();
  for (const param of row.params) {
    if (param.in === "query" && param.as && input[param.name] !== undefined)
      expected.set(param.as, queryText(input[param.name]));
  }
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const part of rawQuery ? rawQuery.split("&") : []) {
    const at = part.indexOf("=");
    const name = decoded(at < 0 ? part : part.slice(0, at));
    const value = decoded(at < 0 ? "" : part.slice(at + 1));
    if (name === undefined || value === undefined)
      problems.push(`query part ${part} is not strictly encoded`);
    else if (!expected.has(name) || seen.has(name)) problems.push(`unexpected query parameter ${name}`);
    else seen.set(name, value);
  }
  for (const [name, value] of expected) {
    if (seen.get(name) !== value) problems.push(`query ${name} arrived as ${JSON.stringify(seen.get(name))}`);
  }
  return problems;
}

/** A record parameter's value under the upstream's field names, written here apart from the executor's. */
function underUpstreamNames(value: unknown, fields: readonly FieldSpec[]): unknown {
  if (Array.isArray(value)) return value.map((item) => underUpstreamNames(item, fields));
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const inner = field.fixed ?? record[field.name];
    if (inner === undefined || inner === null) continue;
    setPath(out, field.as, field.fields ? underUpstreamNames(inner, field.fields) : inner);
  }
  return out;
}

function expectedBody(row: ToolRow, input: Record<string, unknown>): unknown {
  // A body parameter with `as: ""` is the whole body (TickTick's move: a top-level array).
  const whole = row.params.find((param) => param.in === "body" && param.as === "");
  if (whole) {
    const value = input[whole.name];
    return whole.fields && value !== undefined ? underUpstreamNames(value, whole.fields) : value;
  }
  let body: Record<string, unknown> | undefined;
  if (row.schemaMode) body = JSON.parse(String(input.request_body)) as Record<string, unknown>;
  for (const param of row.params) {
    const value = input[param.name] ?? param.sendDefault;
    if (value === undefined || !param.as) continue;
    if (param.in !== "body" && !param.alsoBody) continue;
    body ??= {};
    if (param.in === "body")
      setPath(body, param.as, param.fields ? underUpstreamNames(value, param.fields) : value);
    if (param.alsoBody) body[param.alsoBody] = value;
  }
  if (row.fixedBody) body = { ...body, ...row.fixedBody };
  if (body === undefined && row.params.some((param) => param.in === "body")) return {};
  return body;
}

/** Problems with how one recorded upstream request carries a valid input; empty when none. */
export function encodingProblems(
  row: ToolRow,
  input: Record<string, unknown>,
  recorded: RecordedRequest,
  apiPrefix: string,
  token: string,
): string[] {
  if (!recorded.target.startsWith(`${apiPrefix}/`))
    return [`target ${recorded.target} is outside ${apiPrefix}`];
  const rest = recorded.target.slice(apiPrefix.length);
  const at = rest.indexOf("?");
  const problems = [
    ...pathProblems(row, input, at < 0 ? rest : rest.slice(0, at)),
    ...queryProblems(row, input, at < 0 ? undefined : rest.slice(at + 1)),
  ];
  if (recorded.method !== row.method) problems.push(`method ${recorded.method}, not ${row.method}`);
  if (recorded.headers.authorization !== `Bearer ${token}`)
    problems.push("authorization is not the configured token");
  for (const param of row.params) {
    if (param.in !== "header" || !param.as || input[param.name] === undefined) continue;
    const arrived = recorded.headers[param.as.toLowerCase()];
    if (arrived !== queryText(input[param.name]))
      problems.push(`header ${param.as} arrived as ${JSON.stringify(arrived)}`);
  }
  // A file upload's body is exactly the file: the input's base64 decoded here, digit by digit.
  const file = row.params.find((param) => param.in === "file");
  if (file && input[file.name] !== undefined) {
    const expected = decodeBase64(String(input[file.name]));
    if (!expected || !Buffer.from(recorded.raw).equals(Buffer.from(expected)))
      problems.push("the body is not exactly the file's bytes");
  }
  const body = expectedBody(row, input);
  if (body !== undefined) {
    let sent: unknown;
    try {
      sent = JSON.parse(recorded.body);
    } catch {
      sent = undefined;
    }
    if (!sameJson(sent, body)) problems.push("the JSON body does not hold exactly the input's values");
  }
  return problems;
}
