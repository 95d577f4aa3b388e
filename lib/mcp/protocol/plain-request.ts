// The plain path (README.md): which requests it takes, and their answers as the SDK writes them.
import type { APIGatewayProxyResult } from "aws-lambda";
import { httpBodyText } from "../../call/http-call";
import type { ToolCallRequest } from "../calling/call-tool";
import { isTaskMethod, type TaskMethod } from "../tasks-extension/names";
import type { McpEvent } from "./event";
import {
  type ClientDeclares,
  capabilitiesTaken,
  clientInfoTaken,
  headersAgree,
  isPlainObject,
  MODERN_PROTOCOL_VERSION,
  modernResult,
  readEnvelope,
} from "./plain-modern";
import { SESSION_HEADER, takesUrlElicitation } from "./session";

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
  const text = httpBodyText(event);
  if (text.length > MAX_BODY_CHARS) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type JsonRpcId = string | number;

/**
 * What a plain request asks for: the list, one call with its arguments and idempotency key, or a
 * call whose params cannot be one (answered as invalid params, naming what is wrong); in which
 * protocol generation, and for a 2026-07-28 one what its client declared.
 */
export type PlainRequest = (
  | { method: "tools/list" }
  | { method: "tools/call"; call: ToolCallRequest }
  | { method: "tools/call"; problem: string }
  | { method: "initialize"; version: string; capabilities: Record<string, unknown> }
  | { method: "server/discover" }
  | { method: TaskMethod; taskId: string }
) & { id: JsonRpcId } & ({ era: "legacy" } | { era: "modern"; declares: ClientDeclares });

/** How a plain answer is written: by the request's id, era and method. */
export type PlainAnswerTo = Pick<PlainRequest, "id" | "era" | "method">;

function kindOf(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  return Array.isArray(value) ? "a list" : `a ${typeof value}`;
}

/** tools/list takes no params (or empty ones): a cursor or `_meta` goes to the SDK. */
function isEmptyParams(params: unknown): boolean {
  return params === undefined || (isPlainObject(params) && Object.keys(params).length === 0);
}

/**
 * tools/call's params: in their simple form (`name`, optional `arguments` object, optional `_meta`
 * holding only a string `idempotencyKey`) a call; of a shape no call can have, the problem (the SDK
 * would answer those with an internal error carrying its schema library's dump); anything else
 * well-formed (a progress token, a task) undefined, for the SDK.
 */
function readCall(params: unknown): { call: ToolCallRequest } | { problem: string } | undefined {
  if (!isPlainObject(params))
    return {
      problem: `params must be an object naming the tool, {"name": "...", "arguments": {...}}; got ${kindOf(params)}.`,
    };
  const { name, arguments: args, _meta: meta, ...rest } = params;
  if (typeof name !== "string")
    return {
      problem: `params.name must be a string, the tool's name as tools/list lists it; got ${kindOf(name)}.`,
    };
  if (args !== undefined && !isPlainObject(args))
    return {
      problem: `params.arguments must be an object of the tool's parameters ({} for none); got ${kindOf(args)}.`,
    };
  if (meta !== undefined && !isPlainObject(meta))
    return { problem: `params._meta must be an object; got ${kindOf(meta)}.` };
  const { idempotencyKey, ...others } = meta ?? {};
  if (idempotencyKey !== undefined && typeof idempotencyKey !== "string")
    return { problem: `params._meta.idempotencyKey must be a string; got ${kindOf(idempotencyKey)}.` };
  const simple = Object.keys(rest).length === 0 && Object.keys(others).length === 0;
  if (!simple || (meta !== undefined && idempotencyKey === undefined)) return undefined;
  return {
    call: {
      name,
      ...(args !== undefined ? { arguments: args } : {}),
      ...(meta !== undefined ? { meta } : {}),
    },
  };
}

/** W3C Trace Context in a 2026-07-28 `_meta` (SEP-414): the SDK passes it through, answers never carry it. */
const TRACE_CONTEXT_META = ["traceparent", "tracestate", "baggage"];

/** `_meta` beyond the envelope without its trace context, when that is strings; undefined: the SDK judges. */
function withoutTraceContext(rest: Record<string, unknown>): Record<string, unknown> | undefined {
  const others: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (!TRACE_CONTEXT_META.includes(key)) others[key] = value;
    else if (typeof value !== "string") return undefined;
  }
  return others;
}

/**
 * A 2026-07-28 tools/list or tools/call: headers that agree with the body, an envelope of the
 * simple forms, and `_meta` holding besides it at most trace context and (for a call) a string
 * idempotency key.
 */
function modernRequest(
  headers: Map<string, string>,
  id: JsonRpcId,
  method: unknown,
  params: unknown,
): PlainRequest | undefined {
  if (!(headers.get("accept") ?? "").includes("application/json")) return undefined;
  if (!isPlainObject(params)) return undefined;
  const { _meta: meta, ...members } = params;
  const envelope = readEnvelope(meta);
  if (!envelope) return undefined;
  const { declares } = envelope;
  const rest = withoutTraceContext(envelope.rest);
  if (!rest) return undefined;
  if (method === "tools/list" || method === "server/discover") {
    const plain = Object.keys(members).length === 0 && Object.keys(rest).length === 0;
    return plain && headersAgree(headers, method) ? { id, era: "modern", declares, method } : undefined;
  }
  if (isTaskMethod(method)) {
    // The extension's methods: Mcp-Name is the task id. tasks/update's input responses are not read
    // (this server's tasks never wait for input), so they may be there.
    const { taskId, inputResponses, ...others } = members;
    if (typeof taskId !== "string" || Object.keys(others).length > 0 || Object.keys(rest).length > 0)
      return undefined;
    if (inputResponses !== undefined && (method !== "tasks/update" || !isPlainObject(inputResponses)))
      return undefined;
    return headersAgree(headers, method, taskId)
      ? { id, era: "modern", declares, method, taskId }
      : undefined;
  }
  if (method !== "tools/call") return undefined;
  const { name, arguments: args, ...others } = members;
  if (typeof name !== "string" || !headersAgree(headers, method, name)) return undefined;
  if (Object.keys(others).length > 0 || (args !== undefined && !isPlainObject(args))) return undefined;
  const { idempotencyKey, ...more } = rest;
  if (Object.keys(more).length > 0 || !["string", "undefined"].includes(typeof idempotencyKey))
    return undefined;
  const call: ToolCallRequest = { name };
  if (args !== undefined) call.arguments = args;
  if (idempotencyKey !== undefined) call.meta = { idempotencyKey };
  return { id, era: "modern", declares, method, call };
}

/** One JSON-RPC message of the plain forms and its headers; undefined for anything the SDK must judge. */
function plainMessage(event: McpEvent) {
  const headers = headersOf(event);
  if (!headers || !requestUrlAccepted(headers, event.path)) return undefined;
  if (headers.get("content-type") !== "application/json") return undefined;
  const message = bodyOf(event);
  if (!isPlainObject(message)) return undefined;
  const { jsonrpc, id, method, params, ...rest } = message;
  if (Object.keys(rest).length > 0 || jsonrpc !== "2.0") return undefined;
  return { headers, id, method, params };
}

/** Headers a 2025-era request may come with as they are: both answer forms accepted, a known version. */
function legacyHeadersTaken(headers: Map<string, string>): boolean {
  const accept = headers.get("accept") ?? "";
  if (!accept.includes("application/json") || !accept.includes("text/event-stream")) return false;
  const version = headers.get("mcp-protocol-version");
  return version === undefined || PROTOCOL_VERSIONS.includes(version);
}

/**
 * A 2025-era `initialize` of the simple forms: a version (any string: the answer names the one
 * the server speaks), capabilities and client info plain-modern.ts takes, no session yet.
 */
function initializeOf(headers: Map<string, string>, params: unknown) {
  if (headers.has(SESSION_HEADER) || !isPlainObject(params)) return undefined;
  const { protocolVersion, capabilities, clientInfo, ...rest } = params;
  if (Object.keys(rest).length > 0 || typeof protocolVersion !== "string") return undefined;
  if (!capabilitiesTaken(capabilities) || clientInfo === undefined || !clientInfoTaken(clientInfo))
    return undefined;
  return { version: protocolVersion, capabilities: capabilities as Record<string, unknown> };
}

/** Whether the event is the plain `notifications/initialized` every 2025 client sends after `initialize`. */
export function plainInitializedNotification(event: McpEvent): boolean {
  const message = plainMessage(event);
  return (
    message !== undefined &&
    message.id === undefined &&
    message.method === "notifications/initialized" &&
    isEmptyParams(message.params) &&
    legacyHeadersTaken(message.headers)
  );
}

/** The request, when the event is a plain tools/list or tools/call; undefined for anything the SDK must judge. */
export function plainRequest(event: McpEvent): PlainRequest | undefined {
  const message = plainMessage(event);
  if (!message) return undefined;
  const { headers, id, method, params } = message;
  if (typeof id !== "string" && !Number.isSafeInteger(id)) return undefined;
  const requestId = id as JsonRpcId;
  if (headers.get("mcp-protocol-version") === MODERN_PROTOCOL_VERSION)
    return modernRequest(headers, requestId, method, params);
  if (!legacyHeadersTaken(headers)) return undefined;
  if (method === "initialize") {
    const initialize = initializeOf(headers, params);
    return initialize ? { id: requestId, era: "legacy", method, ...initialize } : undefined;
  }
  if (method === "tools/list")
    return isEmptyParams(params) ? { id: requestId, era: "legacy", method } : undefined;
  if (method !== "tools/call") return undefined;
  const read = readCall(params);
  if (read && "problem" in read) return { id: requestId, era: "legacy", method, problem: read.problem };
  // A client taking URL elicitations gets a missing connection as one: a JSON-RPC error the SDK renders.
  if (!read || takesUrlElicitation(headers.get(SESSION_HEADER))) return undefined;
  return { id: requestId, era: "legacy", method, call: read.call };
}

/**
 * The SDK's JSON response to it: `{result, jsonrpc, id}` in that order, as its transport sends it;
 * a 2026-07-28 result encoded as the SDK encodes one (plain-modern.ts).
 */
export function plainAnswer(request: PlainAnswerTo, result: object): APIGatewayProxyResult {
  const encoded =
    request.era === "modern" ? modernResult(request.method, result as Record<string, unknown>) : result;
  return {
    statusCode: 200,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ result: encoded, jsonrpc: "2.0", id: request.id }),
  };
}

/** JSON-RPC's "Invalid params" (-32602), in the member order the SDK's transport writes errors in. */
export function invalidParamsAnswer(id: JsonRpcId, message: string): APIGatewayProxyResult {
  return {
    statusCode: 200,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id,
      error: { code: -32602, message: `Invalid params: ${message}` },
    }),
  };
}
