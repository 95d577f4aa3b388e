// A plain tools/list answered at once, byte for byte as the SDK's transport and server would answer
// it, without loading either: the SDK server, its zod schemas and undici's Request and Response are
// most of a cold start to the first tools/list (the first thing every MCP client asks). "Plain" is
// narrow on purpose: one well-formed JSON-RPC request, headers the SDK accepts as they are; anything
// else (initialize, tools/call, a batch, an odd header or body) goes to the SDK, which decides. A test
// holds this answer to the SDK's for the requests it takes.
import type { APIGatewayProxyResult } from "aws-lambda";
import type { McpEvent } from "./handler";
import type { listedTools } from "./listing";

/** The SDK's SUPPORTED_PROTOCOL_VERSIONS (a test holds them equal); another version goes to the SDK. */
export const PROTOCOL_VERSIONS: readonly string[] = [
  "2025-11-25",
  "2025-06-18",
  "2025-03-26",
  "2024-11-05",
  "2024-10-07",
];

/** A request body larger than this is no plain tools/list; the SDK gets it (and its size limit). */
const MAX_BODY_CHARS = 16 * 1024;
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const UNSAFE_VALUE = /[\0\r\n]/;
const HTTP_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;

/**
 * The headers as a WHATWG Headers object would hold them (names in any case, the last one set wins,
 * values trimmed), or undefined for a header that object would refuse.
 */
function headersOf(event: McpEvent): Map<string, string> | undefined {
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value === undefined) continue;
    if (!TOKEN.test(name) || UNSAFE_VALUE.test(value)) return undefined;
    headers.set(name.toLowerCase(), value.replace(HTTP_WHITESPACE, ""));
  }
  return headers;
}

/** A URL a WHATWG Request accepts (it refuses credentials), as the SDK's request gets it. */
function requestUrlAccepted(headers: Map<string, string>, path: string): boolean {
  try {
    const url = new URL(`https://${headers.get("host") ?? "mcp.local"}${path}`);
    return url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

function bodyOf(event: McpEvent): unknown {
  const raw = event.body ?? "";
  const text = event.isBase64Encoded ? Buffer.from(raw, "base64").toString("utf8") : raw;
  if (text.length > MAX_BODY_CHARS) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The request's id when the event is a plain tools/list; undefined for anything the SDK must judge. */
export function plainToolsList(event: McpEvent): { id: string | number } | undefined {
  const headers = headersOf(event);
  if (!headers || !requestUrlAccepted(headers, event.path)) return undefined;
  const accept = headers.get("accept") ?? "";
  if (!accept.includes("application/json") || !accept.includes("text/event-stream")) return undefined;
  if (headers.get("content-type") !== "application/json") return undefined;
  const version = headers.get("mcp-protocol-version");
  if (version !== undefined && !PROTOCOL_VERSIONS.includes(version)) return undefined;
  const message = bodyOf(event);
  if (!message || typeof message !== "object" || Array.isArray(message)) return undefined;
  const { jsonrpc, id, method, params, ...rest } = message as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || jsonrpc !== "2.0" || method !== "tools/list") return undefined;
  if (typeof id !== "string" && !Number.isSafeInteger(id)) return undefined;
  const noParams =
    params === undefined ||
    (params !== null &&
      typeof params === "object" &&
      !Array.isArray(params) &&
      Object.keys(params).length === 0);
  return noParams ? { id: id as string | number } : undefined;
}

/** The SDK's JSON response to it: `{result, jsonrpc, id}` in that order, as its transport sends it. */
export function toolsListAnswer(
  id: string | number,
  tools: ReturnType<typeof listedTools>,
): APIGatewayProxyResult {
  return {
    statusCode: 200,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ result: { tools }, jsonrpc: "2.0", id }),
  };
}
