// The protocol endpoints' own request and answer, free of any framework: the handlers
// (lib/oauth/endpoints) take an OAuthRequest and give an OAuthAnswer, and two adapters carry them,
// Express (app.ts: the local gateway and tests) and API Gateway's REST proxy events (the oauth
// Lambda function answers without Express). Every answer leaves with SECURITY_HEADERS.

import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import type express from "express";
import { queryOfEvent } from "../runtime/event-query";
import { log } from "../runtime/log";
import { messagePage } from "./pages";
import { SECURITY_HEADERS } from "./security-headers";

export interface OAuthRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
  /** A form post's parameters, a JSON object, or nothing (no body, or one of another type). */
  body: URLSearchParams | Record<string, unknown> | undefined;
  sourceIp?: string;
}

export interface OAuthAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type OAuthHandler = (req: OAuthRequest) => Promise<OAuthAnswer>;

/** An OAuth error (RFC 6749 §5.2, §4.1.2.1; RFC 7009, 8707, 9449): its code, what went wrong, the status. */
export class OAuthError extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = "OAuthError";
  }
}

/** Token answers and errors are never cached (RFC 6749 §5.1). */
const NO_STORE = { "cache-control": "no-store", pragma: "no-cache" };

export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): OAuthAnswer {
  return {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...NO_STORE, ...headers },
    body: JSON.stringify(body),
  };
}

/** RFC 6749 §5.2's JSON error. */
export function oauthError(
  status: number,
  code: string,
  description: string,
  headers: Record<string, string> = {},
): OAuthAnswer {
  return jsonAnswer(status, { error: code, error_description: description }, headers);
}

export function errorAnswer(error: OAuthError): OAuthAnswer {
  return oauthError(error.status, error.code, error.description, error.headers);
}

export function redirectAnswer(url: string): OAuthAnswer {
  return { status: 302, headers: { location: url, ...NO_STORE }, body: "" };
}

export function htmlAnswer(status: number, html: string, headers: Record<string, string> = {}): OAuthAnswer {
  return {
    status,
    headers: { "content-type": "text/html; charset=utf-8", ...NO_STORE, ...headers },
    body: html,
  };
}

/** The parameters of a request: the query's, or a form post's (a JSON body has none here). */
export function formOf(req: OAuthRequest): URLSearchParams {
  return req.body instanceof URLSearchParams ? req.body : new URLSearchParams();
}

/**
 * One parameter's value: undefined when absent or empty; an error when sent more than once
 * (RFC 6749 §3.1: "Request and response parameters MUST NOT be included more than once").
 */
export function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) throw new OAuthError("invalid_request", `${name} is given more than once.`);
  return values[0] || undefined;
}

export function required(params: URLSearchParams, name: string): string {
  const value = single(params, name);
  if (value === undefined) throw new OAuthError("invalid_request", `${name} is required.`);
  return value;
}

/**
 * The error code an unreadable body gets on each endpoint a client calls (RFC 7591 §3.2.2 for
 * registration); /authorize is a person's browser's, answered with a page like the other pages.
 */
const UNREADABLE_CODES: Readonly<Record<string, string>> = {
  "/token": "invalid_request",
  "/revoke": "invalid_request",
  "/register": "invalid_client_metadata",
};

/** A client endpoint's answer to a body it could not read; undefined for the person's paths (pages answer those). */
export function unreadableAnswer(path: string, status: number, message: string): OAuthAnswer | undefined {
  const code = UNREADABLE_CODES[path];
  return code ? oauthError(status, code, message) : undefined;
}

function withSecurityHeaders(answer: OAuthAnswer): OAuthAnswer {
  return { ...answer, headers: { ...SECURITY_HEADERS, ...answer.headers } };
}

// Express ------------------------------------------------------------------------------------

function requestOf(req: express.Request): OAuthRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers))
    headers[name] = Array.isArray(value) ? value.join(", ") : value;
  let body: OAuthRequest["body"];
  // express.urlencoded (not extended) gives a string, or an array for a repeated name.
  if (req.is("application/x-www-form-urlencoded") && req.body && typeof req.body === "object") {
    body = new URLSearchParams();
    for (const [name, value] of Object.entries(req.body as Record<string, string | string[]>))
      for (const one of Array.isArray(value) ? value : [value]) body.append(name, String(one));
  } else if (
    req.is("application/json") &&
    req.body &&
    typeof req.body === "object" &&
    !Array.isArray(req.body)
  )
    body = req.body as Record<string, unknown>;
  return {
    method: req.method,
    path: req.path,
    query: new URL(req.originalUrl, "http://localhost").searchParams,
    headers,
    body,
    ...(req.ip ? { sourceIp: req.ip } : {}),
  };
}

export function sendAnswer(res: express.Response, answer: OAuthAnswer): void {
  res.status(answer.status).set(withSecurityHeaders(answer).headers).send(answer.body);
}

/**
 * Serves a handler at `path` (every method: the handler answers 405 itself). The bodies are read
 * by Express's parsers, whose refusals (unreadable JSON, too large, a charset other than UTF-8)
 * go to the app's error handler as before.
 */
export function mountEndpoint(
  app: express.Express,
  path: string,
  handler: OAuthHandler,
  parsers: express.RequestHandler[],
): void {
  app.all(path, ...parsers, (req, res, next) => {
    handler(requestOf(req)).then((answer) => sendAnswer(res, answer), next);
  });
}

// API Gateway (REST API, Lambda proxy integration) ---------------------------------------------

/** A body the endpoints cannot read: the 4xx and why, as Express's parsers would say it. */
export class UnreadableRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "UnreadableRequest";
  }
}

const MAX_BODY_BYTES = 100 * 1024;

/** The OAuthRequest of an API Gateway proxy event; throws UnreadableRequest for a body that cannot be read. */
export function fromApiGatewayEvent(event: APIGatewayProxyEvent): OAuthRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) headers[name.toLowerCase()] = value;
  for (const [name, values] of Object.entries(event.multiValueHeaders ?? {}))
    if (values && values.length > 1) headers[name.toLowerCase()] = values.join(", ");
  const query = queryOfEvent(event);
  const raw = event.body ? Buffer.from(event.body, event.isBase64Encoded ? "base64" : "utf8") : undefined;
  if (raw && raw.length > MAX_BODY_BYTES) throw new UnreadableRequest(413, "request entity too large");
  const sourceIp = event.requestContext?.identity?.sourceIp;
  return {
    method: event.httpMethod,
    path: event.path,
    query,
    headers,
    body: raw ? bodyOf(raw, headers["content-type"]) : undefined,
    ...(sourceIp ? { sourceIp } : {}),
  };
}

function bodyOf(raw: Buffer, contentType: string | undefined): OAuthRequest["body"] {
  const [type = "", ...parameters] = (contentType ?? "").split(";").map((part) => part.trim().toLowerCase());
  const charset = parameters.find((part) => part.startsWith("charset="))?.slice("charset=".length);
  const isForm = type === "application/x-www-form-urlencoded";
  const isJson = type === "application/json";
  if (!isForm && !isJson) return undefined;
  if (charset && charset.replace(/"/g, "") !== "utf-8")
    throw new UnreadableRequest(415, `unsupported charset "${charset.replace(/"/g, "").toUpperCase()}"`);
  const text = raw.toString("utf8");
  if (isForm) return new URLSearchParams(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UnreadableRequest(400, "The JSON body could not be read");
  }
  return parsed && typeof parsed === "object" && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}

export function toApiGatewayResult(answer: OAuthAnswer): APIGatewayProxyResult {
  return { statusCode: answer.status, headers: withSecurityHeaders(answer).headers, body: answer.body };
}

/**
 * A failure of ours, for the function's log: its kind and message only, never the request (which
 * may hold a code, a token or a secret).
 */
export function logFailure(what: string, error: unknown): void {
  log("error", what, { errorName: (error as Error)?.name, errorMessage: (error as Error)?.message });
}

/**
 * One API Gateway event through a protocol endpoint: an unreadable body is the caller's error, a
 * failure of ours is logged (its kind and message, never the request) and answered 500.
 */
export async function answerApiGatewayEvent(
  event: APIGatewayProxyEvent,
  handler: OAuthHandler,
): Promise<APIGatewayProxyResult> {
  try {
    return toApiGatewayResult(await handler(fromApiGatewayEvent(event)));
  } catch (error) {
    if (error instanceof UnreadableRequest) {
      const answer = unreadableAnswer(event.path, error.status, error.message);
      return toApiGatewayResult(
        answer ??
          htmlAnswer(error.status, messagePage("This request could not be read", `${error.message}.`)),
      );
    }
    logFailure("authorization server failure", error);
    return toApiGatewayResult(
      oauthError(500, "server_error", "The request could not be completed. Try again."),
    );
  }
}
