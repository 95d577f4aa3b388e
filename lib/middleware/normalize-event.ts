// Turns the five caller shapes into tool calls: an API Gateway REST proxy event, a direct
// `{tool, input}` invoke, an SQS batch, an EventBridge event, and an AgentCore Gateway target call
// (lib/agentcore, told by the invoke's client context). HTTP and gateway answers are shaped in `after`.

import type { MiddlewareObj, Request } from "@middy/core";
import { agentCoreToolName } from "../agentcore/detect";
import { IDEMPOTENCY_KEY_PATTERN, isValidIdempotencyKey } from "../catalog/idempotency-key";
import { CONFIRMATION_HEADER } from "../confirmation/names";
import { MAX_ANSWER_BYTES, MIN_RESULT_BYTES } from "../results/limits";
import { jsonResponse, ToolError } from "../runtime/errors";
import { checkedIdempotencyKeyHeader } from "./idempotency-header";
import type { CallSource, FamilyContext, Invocation, ToolCall } from "./types";

type AnyEvent = Record<string, unknown>;

function sourceOf(event: AnyEvent): CallSource | undefined {
  if (typeof event.httpMethod === "string") return "http";
  const records = event.Records;
  if (Array.isArray(records) && (records[0] as AnyEvent | undefined)?.eventSource === "aws:sqs") return "sqs";
  if (typeof event["detail-type"] === "string" && "detail" in event) return "eventbridge";
  if ("tool" in event) return "direct";
  return undefined;
}

type Step = "before" | "after" | "onError";

/**
 * A gateway call's step, done by lib/agentcore/event.ts (loaded with the first gateway call);
 * undefined for every other caller.
 */
function gatewayStep(request: Request<unknown, unknown, Error, FamilyContext>, step: Step) {
  if (agentCoreToolName(request.context) === undefined) return undefined;
  return import("../agentcore/event").then((gateway) => gateway.agentCoreSteps[step](request));
}

function invalid(message: string): ToolError {
  return new ToolError("ValidationError", message);
}

/**
 * `{tool, input, idempotencyKey?, connection?}` as sent by a direct invoke, an SQS body or an
 * EventBridge detail. These callers hold IAM permission to invoke the function (or to feed its
 * queue or bus), so they are trusted to name the connection they act for.
 */
function callFrom(value: unknown, source: CallSource, eventId?: string): ToolCall {
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw invalid('The event must be a JSON object {"tool": "<name>", "input": {...}}.');
  }
  const { tool, input = {}, idempotencyKey, connection, maxResultBytes, via, clientId } = value as AnyEvent;
  if (typeof tool !== "string" || tool === "")
    throw invalid('The event needs "tool": the tool name as a string.');
  if (!input || typeof input !== "object" || Array.isArray(input)) {
    throw invalid('"input" must be a JSON object of the tool\'s parameters.');
  }
  if (
    idempotencyKey !== undefined &&
    (typeof idempotencyKey !== "string" || !isValidIdempotencyKey(idempotencyKey))
  ) {
    throw invalid(`"idempotencyKey" must be a string of ${IDEMPOTENCY_KEY_PATTERN.hint}.`);
  }
  if (connection !== undefined && typeof connection !== "string") {
    throw invalid('"connection" must be a string naming the stored connection.');
  }
  const call: ToolCall = { tool, input: input as Record<string, unknown>, source, eventId, idempotencyKey };
  if (connection !== undefined) call.connection = connection;
  if (maxResultBytes !== undefined) call.maxResultBytes = checkedMaxResultBytes(maxResultBytes);
  confirmationOf(value as AnyEvent, call);
  // Labels for the audit record only (lib/audit): they grant nothing.
  if (via === "mcp" || via === "discovery" || via === "stepfunctions") call.via = via;
  if (typeof clientId === "string" && clientId.length <= 256) call.clientId = clientId;
  return call;
}

/**
 * A direct caller that can confirm destructive calls sends `"confirmable": true` (the mcp function
 * does), and the repeat `"confirmationToken"` (lib/confirmation). Neither grants anything: an
 * unconfirmable caller follows the deployment's unattended setting, a token is checked.
 */
function confirmationOf(event: AnyEvent, call: ToolCall): void {
  const { confirmable, confirmationToken } = event;
  if (confirmable !== undefined && typeof confirmable !== "boolean")
    throw invalid('"confirmable" must be true or false.');
  if (confirmable) call.confirmable = true;
  if (confirmationToken !== undefined && typeof confirmationToken !== "string") {
    throw invalid('"confirmationToken" must be the string a destructive call answered.');
  }
  if (confirmationToken !== undefined) call.confirmationToken = confirmationToken;
  const { offeredTools } = event;
  if (offeredTools !== undefined) {
    const names = Array.isArray(offeredTools) ? (offeredTools as unknown[]) : [0];
    if (names.length > MAX_OFFERED_TOOLS || names.some((name) => typeof name !== "string"))
      throw invalid(`"offeredTools" must be a list of at most ${MAX_OFFERED_TOOLS} tool names.`);
    call.offeredTools = names as string[];
  }
}

/** Far above the catalog's tools: a longer list is no list of them. */
const MAX_OFFERED_TOOLS = 1000;

/** `maxResultBytes`: a whole number of bytes a `{tool, resultLocation}` answer fits in, up to Lambda's limit. */
function checkedMaxResultBytes(value: unknown): number {
  if (
    Number.isInteger(value) &&
    (value as number) >= MIN_RESULT_BYTES &&
    (value as number) <= MAX_ANSWER_BYTES
  ) {
    return value as number;
  }
  const allowed = `an integer from ${MIN_RESULT_BYTES} to ${MAX_ANSWER_BYTES}`;
  throw new ToolError(
    "ValidationError",
    `"maxResultBytes" must be ${allowed}: the most the answer may weigh in bytes (got ${JSON.stringify(value)}).`,
    { details: { problems: [{ parameter: "maxResultBytes", message: `must be ${allowed}` }] } },
  );
}

/** An IAM role named `agent-tools-connection-<name>` acts for connection `<name>`. */
export const CONNECTION_ROLE_PREFIX = "agent-tools-connection-";

/**
 * The connection of an HTTP caller, only from what API Gateway's authoriser wrote: a Lambda
 * authoriser's context `connection`, a Cognito user's `custom:connection` claim, or with IAM auth
 * the name of the assumed role. Never from the body or headers, which the caller writes.
 */
export function connectionOfHttpCaller(event: AnyEvent): string | undefined {
  const context = (event.requestContext ?? {}) as AnyEvent;
  const authorizer = (context.authorizer ?? {}) as AnyEvent;
  if (typeof authorizer.connection === "string") return authorizer.connection;
  const claims = (authorizer.claims ?? {}) as AnyEvent;
  if (typeof claims["custom:connection"] === "string") return claims["custom:connection"];
  const userArn = ((context.identity ?? {}) as AnyEvent).userArn;
  // arn:aws:sts::<account>:assumed-role/<role>/<session>: the role, not the session name, which the caller picks.
  const role =
    typeof userArn === "string"
      ? /^arn:aws[\w-]*:sts::\d+:assumed-role\/([^/]+)\//.exec(userArn)?.[1]
      : undefined;
  return role?.startsWith(CONNECTION_ROLE_PREFIX) ? role.slice(CONNECTION_ROLE_PREFIX.length) : undefined;
}

/** The scopes of an OAuth caller's token, as the authorizer passed them on (`scope`, space-separated). */
export function scopesOfHttpCaller(event: AnyEvent): string[] | undefined {
  const authorizer = (((event.requestContext ?? {}) as AnyEvent).authorizer ?? {}) as AnyEvent;
  return typeof authorizer.scope === "string" ? authorizer.scope.split(" ").filter(Boolean) : undefined;
}

/**
 * An OAuth caller: the authorizer named the route's resource metadata (lib/oauth/caller-context.ts
 * reads the rest). Its checks load with its first call, so no other caller's start carries them.
 */
export function isOAuthCaller(event: AnyEvent): boolean {
  const authorizer = (((event.requestContext ?? {}) as AnyEvent).authorizer ?? {}) as AnyEvent;
  return typeof authorizer.resourceMetadata === "string";
}

/** The OAuth client of the caller's token, as the authorizer passed it on (`clientId`), for the audit record. */
export function clientIdOfHttpCaller(event: AnyEvent): string | undefined {
  const authorizer = (((event.requestContext ?? {}) as AnyEvent).authorizer ?? {}) as AnyEvent;
  return typeof authorizer.clientId === "string" && authorizer.clientId !== ""
    ? authorizer.clientId
    : undefined;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalid(`${what} is not valid JSON: ${(error as Error).message}.`);
  }
}

/** A percent-encoded path segment decoded, or undefined when its escapes are malformed (`%E0%A4%A`). */
export function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** An API Gateway proxy event's body as text, decoded when API Gateway sent it base64-encoded. */
export function httpBodyText(event: { body?: unknown; isBase64Encoded?: unknown }): string {
  const body = typeof event.body === "string" ? event.body : "";
  return event.isBase64Encoded ? Buffer.from(body, "base64").toString("utf8") : body;
}

/** A request header's value, whatever case the client (or API Gateway) gave its name in. */
function headerOf(event: AnyEvent, lowerName: string): string | undefined {
  const headers = (event.headers ?? {}) as Record<string, string | undefined>;
  const name = Object.keys(headers).find((header) => header.toLowerCase() === lowerName);
  return name === undefined ? undefined : headers[name];
}

/** The `Idempotency-Key` request header (any case): how an HTTP caller keys a write of any tool. */
function idempotencyKeyHeader(event: AnyEvent): string | undefined {
  const headers = (event.headers ?? {}) as Record<string, string | undefined>;
  const name = Object.keys(headers).find((header) => header.toLowerCase() === "idempotency-key");
  const value = name === undefined ? undefined : headers[name];
  return value === undefined ? undefined : checkedIdempotencyKeyHeader(value);
}

/** The tool an HTTP request names: the route's `{toolName}`, else the path's last segment, decoded. */
function toolOfHttp(event: AnyEvent): string {
  const path = String(event.path ?? event.resource ?? "");
  const pathParameters = (event.pathParameters ?? {}) as Record<string, string | undefined>;
  const last = path.split("/").pop() ?? "";
  return pathParameters.toolName ?? decodedSegment(last) ?? last;
}

/**
 * A tool route called with another method than POST: 405 with `Allow: POST` (RFC 9110 15.5.6),
 * the body the usual `{"error": {type, message, retryable}}`.
 *
 * Decision: the type stays `ValidationError` (the caller's request is wrong and sending it again
 * unchanged will not help), and 405 is the HTTP status of this one answer, set here where the
 * method is read, not a new row of lib/runtime/errors.ts's table. The table maps a type to the
 * status every surface renders; a method exists only on HTTP, so a new type (`MethodNotAllowed`)
 * would be one that direct invokes, SQS, EventBridge, Step Functions' Catch and MCP can never meet,
 * yet would join the public list of types. The answer is returned early, so nothing else runs.
 */
function methodNotAllowed(method: string, tool: string) {
  const error = invalid(
    `${method} is not allowed here: use POST /tools/${tool} with a JSON object of parameters.`,
  );
  const response = jsonResponse(405, { error: error.toJSON() });
  return { ...response, headers: { ...response.headers, allow: "POST" } };
}

function fromHttp(event: AnyEvent): Invocation {
  const tool = toolOfHttp(event);
  const text = httpBodyText(event);
  const input = text.trim() === "" ? {} : parseJson(text, "The request body");
  if (!input || typeof input !== "object" || Array.isArray(input)) {
    throw invalid("The request body must be a JSON object of the tool's parameters.");
  }
  const call: ToolCall = { tool, input: input as Record<string, unknown>, source: "http" };
  const key = idempotencyKeyHeader(event);
  if (key !== undefined) call.idempotencyKey = key;
  const connection = connectionOfHttpCaller(event);
  if (connection !== undefined) call.connection = connection;
  const scopes = scopesOfHttpCaller(event);
  if (scopes !== undefined) call.scopes = scopes;
  const confirmation = headerOf(event, CONFIRMATION_HEADER.toLowerCase());
  if (confirmation !== undefined) call.confirmationToken = confirmation;
  const clientId = clientIdOfHttpCaller(event);
  if (clientId !== undefined) call.clientId = clientId;
  return { source: "http", kind: "call", call };
}

function fromSqs(event: AnyEvent): Invocation {
  const records = (event.Records as AnyEvent[]).map((record) => {
    const messageId = String(record.messageId);
    try {
      return {
        messageId,
        call: callFrom(parseJson(String(record.body), "The SQS message body"), "sqs", messageId),
      };
    } catch (error) {
      return { messageId, call: error as Error };
    }
  });
  return { source: "sqs", kind: "batch", records };
}

export function normalizeEvent(): MiddlewareObj<unknown, unknown, Error, FamilyContext> {
  return {
    before: (request) => {
      // A payload that is no object (a bare string or number) is no shape we know: refused below.
      const raw = request.event;
      // First: the gateway's event is the tool's own arguments, which may hold any name (`tool`).
      const gateway = gatewayStep(request, "before");
      if (gateway) return gateway;
      const event = (raw && typeof raw === "object" ? raw : {}) as AnyEvent;
      const source = sourceOf(event);
      request.context.callSource = source ?? "direct";
      switch (source) {
        case "http": {
          const method = String(event.httpMethod).toUpperCase();
          if (method !== "POST") return methodNotAllowed(method, toolOfHttp(event));
          // An OAuth caller: its token may have expired since the authorizer's answer was cached, or
          // its DPoP proof not hold (lib/oauth/caller-checks.ts, loaded with its first call).
          if (isOAuthCaller(event)) {
            return import("../oauth/caller-checks")
              .then(({ callerRefusal }) => callerRefusal(event))
              .then((refused) => {
                if (refused) throw refused;
                request.context.invocation = fromHttp(event);
              });
          }
          request.context.invocation = fromHttp(event);
          return;
        }
        case "sqs":
          request.context.invocation = fromSqs(event);
          return;
        case "eventbridge":
          request.context.invocation = {
            source,
            kind: "call",
            call: callFrom(event.detail, source, typeof event.id === "string" ? event.id : undefined),
          };
          return;
        case "direct":
          request.context.invocation = { source, kind: "call", call: callFrom(event, source) };
          return;
        default:
          throw invalid(
            'Unrecognised event: send {"tool", "input"}, an API Gateway request, an SQS message or an EventBridge event.',
          );
      }
    },
    after: (request) => {
      const gateway = gatewayStep(request, "after");
      if (gateway) return gateway;
      if (request.context.callSource !== "http") return;
      request.response = jsonResponse(200, request.response);
    },
    // After renderErrors made the HTTP answer: an OAuth caller's refusal carries its challenge (401
    // invalid_token, 403 insufficient_scope) in WWW-Authenticate.
    onError: (request) => {
      const gateway = gatewayStep(request, "onError"); // after renderErrors typed the error
      if (gateway) return gateway;
      const event = (request.event && typeof request.event === "object" ? request.event : {}) as AnyEvent;
      if (request.context.callSource !== "http" || !request.response || !isOAuthCaller(event)) return;
      return import("../oauth/caller-checks").then(({ withChallenge }) => {
        request.response = withChallenge(
          request.response as { headers?: Record<string, unknown> },
          request.error,
          event,
        );
      });
    },
  };
}
