// Builds the one upstream request of a call from the row's parameter mapping. Every value that
// goes into the URL path is encoded here, in one place, and dot segments are refused: a WHATWG URL
// parser folds `..` and `%2e%2e` into a different path, whatever the encoding.
//
// Validation refuses bad values first; these checks are the backstop that keeps a value the HTTP
// client would refuse (a header with CR, LF or non-ASCII, text that cannot be percent-encoded, a URL
// longer than servers accept) a ValidationError naming its parameter, never an upstream failure.
import type { FieldSpec, HttpMethod, ToolRow } from "../catalog/types";
import { ToolError } from "./errors";

export type ToolInput = Record<string, unknown>;

export interface UpstreamRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  /** A JSON body, as text. */
  body?: string;
  /** A file's bytes, sent as the whole body (a `file` parameter); a request has `body` or `bytes`, never both. */
  bytes?: Uint8Array;
}

const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;
/** What Node's HTTP client sends unchanged in a header value: printable ASCII. */
const HEADER_TEXT = /^[\x20-\x7e]*$/;

/**
 * The longest request target (path and query, percent-encoded) sent upstream: servers commonly
 * accept 8 KB for the request line and answer 414 or 431 (or drop the connection) past it.
 */
export const MAX_REQUEST_TARGET = 8000;

export function invalid(parameter: string, message: string): ToolError {
  return new ToolError("ValidationError", `Invalid parameters: ${parameter}: ${message}`, {
    details: { problems: [{ parameter, message }] },
  });
}

/** encodeURIComponent, which throws on an unpaired surrogate, as a ValidationError naming the parameter. */
function encodeComponent(parameter: string, text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    throw invalid(parameter, "must be well-formed Unicode text (it holds an unpaired surrogate)");
  }
}

export function encodePathSegment(parameter: string, value: unknown): string {
  const text = String(value);
  if (text === "" || DOT_SEGMENT.test(text)) throw invalid(parameter, "must not be empty, '.' or '..'");
  return encodeComponent(parameter, text);
}

/** Sets `a.0.b` style paths; numeric segments create arrays (Xero's `HistoryRecords.0.Details`). */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split(".");
  let node: Record<string, unknown> = target;
  segments.forEach((segment, index) => {
    if (index === segments.length - 1) {
      node[segment] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(segments[index + 1] ?? "");
    node[segment] ??= nextIsIndex ? [] : {};
    node = node[segment] as Record<string, unknown>;
  });
}

/** A record (or a list of them) under the upstream's field names: `unit_amount` → `UnitAmount`. */
function upstreamShape(value: unknown, fields: readonly FieldSpec[]): unknown {
  if (Array.isArray(value)) return value.map((item) => upstreamShape(item, fields));
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const shaped: Record<string, unknown> = {};
  for (const field of fields) {
    const inner = field.fixed ?? record[field.name];
    if (inner === undefined || inner === null) continue;
    setPath(shaped, field.as, field.fields ? upstreamShape(inner, field.fields) : inner);
  }
  return shaped;
}

const unbuilt = (row: ToolRow) =>
  new ToolError("InternalError", `The ${row.name} request could not be built.`);

function queryValue(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(",") : String(value);
}

/**
 * @param body a body prepared by the executor (schema mode); otherwise built from `body` params.
 * @param file the bytes of the row's `file` parameter, decoded and sized by the executor (./file-body.ts).
 */
export function buildRequest(
  row: ToolRow,
  input: ToolInput,
  baseUrl: string,
  body?: Record<string, unknown>,
  file?: Uint8Array,
): UpstreamRequest {
  let path = row.path;
  const query: string[] = [];
  const headers: Record<string, string> = { accept: row.accept ?? "application/json" };
  let jsonBody = body;
  let bytes: Uint8Array | undefined;
  /** A body parameter with `as: ""`: its value is the whole JSON body (TickTick's move, an array). */
  let wholeBody: unknown;
  /** Encoded length each parameter adds to the URL, to name the longest if the URL is too long. */
  const inUrl: { name: string; length: number }[] = [];

  for (const param of row.params) {
    const value = input[param.name] ?? param.sendDefault;
    if (value === undefined || value === null || param.in === "control") continue;
    if (param.in === "body" && param.as === "") {
      wholeBody = param.fields ? upstreamShape(value, param.fields) : value;
      continue;
    }
    if (!param.as) continue;
    switch (param.in) {
      case "path": {
        const segment = encodePathSegment(param.name, value);
        path = path.replace(`{${param.as}}`, segment);
        inUrl.push({ name: param.name, length: segment.length });
        if (param.alsoBody) {
          jsonBody ??= {};
          jsonBody[param.alsoBody] = value;
        }
        break;
      }
      case "query": {
        const pair = `${encodeURIComponent(param.as)}=${encodeComponent(param.name, queryValue(value))}`;
        query.push(pair);
        inUrl.push({ name: param.name, length: pair.length });
        break;
      }
      case "header": {
        const text = queryValue(value);
        if (!HEADER_TEXT.test(text))
          throw invalid(
            param.name,
            `must hold only printable ASCII characters (it is sent in the ${param.as} header)`,
          );
        headers[param.as] = text;
        break;
      }
      case "file":
        // Decoded by the executor; a row and input that disagree are a catalog bug, as below.
        if (!file) throw unbuilt(row);
        bytes = file;
        break;
      case "body":
        jsonBody ??= {};
        setPath(jsonBody, param.as, param.fields ? upstreamShape(value, param.fields) : value);
        break;
    }
  }

  if (/\{[^}]+\}/.test(path)) {
    // A path placeholder without a value means the row and the input disagree: a catalog bug.
    throw unbuilt(row);
  }

  const target = `${path}${query.length > 0 ? `?${query.join("&")}` : ""}`;
  if (target.length > MAX_REQUEST_TARGET) {
    const longest = inUrl.reduce((a, b) => (b.length > a.length ? b : a));
    throw invalid(
      longest.name,
      `makes the request URL too long: ${target.length} characters once percent-encoded, at most ${MAX_REQUEST_TARGET}; send a shorter value`,
    );
  }
  const root = row.fromOrigin ? new URL(baseUrl).origin : baseUrl;
  const request: UpstreamRequest = { method: row.method, url: `${root}${target}`, headers };
  if (row.fixedBody) jsonBody = { ...jsonBody, ...row.fixedBody };
  if (bytes !== undefined) request.bytes = bytes;
  else if (wholeBody !== undefined) {
    request.headers["content-type"] = "application/json";
    request.body = JSON.stringify(wholeBody);
  } else if (jsonBody !== undefined || row.params.some((param) => param.in === "body")) {
    request.headers["content-type"] = "application/json";
    request.body = JSON.stringify(jsonBody ?? {});
  }
  return request;
}
