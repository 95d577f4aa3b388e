// The call of an API Gateway request, read only from what the caller cannot forge where it matters:
// the connection, scopes and client come from what the authoriser wrote, never from the body or
// headers; the tool from the route, the parameters from the body, a key and a confirmation from
// their headers.
import { CONFIRMATION_HEADER } from "../confirmation/names";
import { headerOfEvent } from "../runtime/event-header";
import { invalid, parsedJson } from "./event-call";
import { checkedIdempotencyKeyHeader } from "./idempotency-header";
import type { ToolCall } from "./types";

type AnyEvent = Record<string, unknown>;

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

/** The `Idempotency-Key` request header (any case): how an HTTP caller keys a write of any tool. */
function idempotencyKeyHeader(event: AnyEvent): string | undefined {
  const value = headerOfEvent(event, "idempotency-key");
  return value === undefined ? undefined : checkedIdempotencyKeyHeader(value);
}

/** The tool an HTTP request names: the route's `{toolName}`, else the path's last segment, decoded. */
export function toolOfHttp(event: AnyEvent): string {
  const path = String(event.path ?? event.resource ?? "");
  const pathParameters = (event.pathParameters ?? {}) as Record<string, string | undefined>;
  const last = path.split("/").pop() ?? "";
  return pathParameters.toolName ?? decodedSegment(last) ?? last;
}

/** The call an API Gateway proxy request to `POST /tools/{toolName}` makes. */
export function httpCallOf(event: AnyEvent): ToolCall {
  const tool = toolOfHttp(event);
  const text = httpBodyText(event);
  const input = text.trim() === "" ? {} : parsedJson(text, "The request body");
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
  const confirmation = headerOfEvent(event, CONFIRMATION_HEADER.toLowerCase());
  if (confirmation !== undefined) call.confirmationToken = confirmation;
  const clientId = clientIdOfHttpCaller(event);
  if (clientId !== undefined) call.clientId = clientId;
  return call;
}
