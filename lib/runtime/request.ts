// Builds the one upstream request of a call from the row's parameter mapping. Every value that
// goes into the URL path is encoded here, in one place, and dot segments are refused: a WHATWG URL
// parser folds `..` and `%2e%2e` into a different path, whatever the encoding.
import type { HttpMethod, ToolRow } from "../catalog/types";
import { ToolError } from "./errors";

export type ToolInput = Record<string, unknown>;

export interface UpstreamRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

export function encodePathSegment(parameter: string, value: unknown): string {
  const text = String(value);
  if (text === "" || DOT_SEGMENT.test(text)) {
    throw new ToolError(
      "ValidationError",
      `Invalid parameters: ${parameter}: must not be empty, '.' or '..'`,
      {
        details: { problems: [{ parameter, message: "must not be empty, '.' or '..'" }] },
      },
    );
  }
  return encodeURIComponent(text);
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

function queryValue(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(",") : String(value);
}

/**
 * @param body a body prepared by the executor (schema mode); otherwise built from `body` params.
 */
export function buildRequest(
  row: ToolRow,
  input: ToolInput,
  baseUrl: string,
  body?: Record<string, unknown>,
): UpstreamRequest {
  let path = row.path;
  const query: string[] = [];
  const headers: Record<string, string> = { accept: row.accept ?? "application/json" };
  let jsonBody = body;

  for (const param of row.params) {
    const value = input[param.name] ?? param.sendDefault;
    if (value === undefined || value === null || param.in === "control" || !param.as) continue;
    switch (param.in) {
      case "path":
        path = path.replace(`{${param.as}}`, encodePathSegment(param.name, value));
        if (param.alsoBody) {
          jsonBody ??= {};
          jsonBody[param.alsoBody] = value;
        }
        break;
      case "query":
        query.push(`${encodeURIComponent(param.as)}=${encodeURIComponent(queryValue(value))}`);
        break;
      case "header":
        headers[param.as] = queryValue(value);
        break;
      case "body":
        jsonBody ??= {};
        setPath(jsonBody, param.as, value);
        break;
    }
  }

  if (/\{[^}]+\}/.test(path)) {
    // A path placeholder without a value means the row and the input disagree: a catalog bug.
    throw new ToolError("InternalError", `The ${row.name} request could not be built.`);
  }

  const request: UpstreamRequest = {
    method: row.method,
    url: `${baseUrl}${path}${query.length > 0 ? `?${query.join("&")}` : ""}`,
    headers,
  };
  if (jsonBody !== undefined || row.params.some((param) => param.in === "body")) {
    request.headers["content-type"] = "application/json";
    request.body = JSON.stringify(jsonBody ?? {});
  }
  return request;
}
