// The Xero Accounting API emulator over node:http: records each request, applies injected faults,
// then the checks Xero makes (bearer token, tenant), routes, and answers with rate-limit headers.
// Xero's identity service and /connections share the origin (identity/routes.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { BodyTooLargeError, readBodyBytes, sendBytes, sendEmpty } from "../http";
import type { Clock } from "../oauth/expiring-store";
import { formBody, redactedForm } from "../oauth/wire";
import type { TenantAccess } from "./access";
import { notFound, validationError } from "./errors";
import { isUpload, XERO_ATTACHMENT_MAX_BYTES } from "./handlers/attachment-uploads";
import type { HandlerContext } from "./handlers/context";
import type { XeroIdentity } from "./identity/identity";
import { isIdentityPath, serveIdentity } from "./identity/routes";
import type { RateMeter } from "./rate-limits";
import {
  faultAnswer,
  forbiddenAnswer,
  negotiate,
  renderError,
  renderReply,
  tooLargeAnswer,
  unauthorizedAnswer,
} from "./render";
import { findRoute, MalformedPathError } from "./router";
import type { LedgerStore, StoredAnswer } from "./store";
import { organisationMoment } from "./today";
import type { LedgerOrganisation } from "./types";
import type { LedgerWebhooks } from "./webhooks";

export const API_PREFIX = "/api.xro/2.0";

export interface RecordedRequest {
  method: string;
  /** Path without the query, as received (still percent-encoded). */
  path: string;
  query: Record<string, string>;
  /** Lower-case names; the authorization value is replaced by "[redacted]". */
  headers: Record<string, string>;
  /** Parsed JSON when the body is JSON, the text otherwise, undefined when empty; a file upload's bytes. */
  body: unknown;
}

export interface Fault {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** How many requests answer this fault; 1 by default. */
  times?: number;
}

/** Faults queued by failNext, each consumed by the next requests in order. */
export class FaultQueue {
  private queue: { fault: Fault; remaining: number }[] = [];

  push(fault: Fault): void {
    this.queue.push({ fault, remaining: Math.max(1, fault.times ?? 1) });
  }

  take(): Fault | undefined {
    const head = this.queue[0];
    if (!head) return undefined;
    head.remaining -= 1;
    if (head.remaining <= 0) this.queue.shift();
    return head.fault;
  }

  clear(): void {
    this.queue = [];
  }
}

export interface LedgerServerOptions {
  store: LedgerStore;
  /** What a bearer token reaches; undefined for an unknown or expired token. */
  authorize(token: string | undefined): TenantAccess | undefined;
  identity: XeroIdentity;
  meter: RateMeter;
  faults: FaultQueue;
  /** The sandbox's clock in ms: what "today" is for each organisation (today.ts). */
  clock: Clock;
  onRequest(request: RecordedRequest): void;
  /** Signed webhook deliveries after writes, when a target is set (webhooks.ts). */
  webhooks?: LedgerWebhooks;
}

function headerText(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

function recordedHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of Object.keys(req.headers)) {
    headers[name] = name === "authorization" ? "[redacted]" : (headerText(req, name) ?? "");
  }
  return headers;
}

function parsedOrText(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
}

/** Form bodies (the OAuth endpoints') are logged field by field with their secrets redacted. */
function recordedBody(req: IncomingMessage, text: string): unknown {
  return formBody(req, text) ? redactedForm(text) : parsedOrText(text);
}

function send(res: ServerResponse, answer: StoredAnswer): void {
  if (answer.body === undefined) {
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    sendEmpty(res, answer.status);
  } else {
    sendBytes(res, answer.status, answer.body, answer.headers);
  }
}

function jsonBody(method: string, text: string): unknown {
  if (method !== "PUT" && method !== "POST") return undefined;
  if (text.trim() === "") throw validationError("The request body is empty; send a JSON object");
  try {
    return JSON.parse(text);
  } catch {
    throw validationError("The request body is not valid JSON");
  }
}

/** Everything after the checks: route, run, render; errors become Xero error bodies. */
function dispatch(
  options: LedgerServerOptions,
  req: IncomingMessage,
  url: URL,
  raw: Buffer,
  org: LedgerOrganisation,
): StoredAnswer {
  const method = (req.method ?? "GET").toUpperCase();
  const accept = negotiate(headerText(req, "accept"));
  let asJson = accept.json;
  try {
    const relative = url.pathname.startsWith(`${API_PREFIX}/`)
      ? url.pathname.slice(API_PREFIX.length + 1)
      : undefined;
    const found = relative === undefined ? undefined : findRoute(method, relative);
    if (!found) return renderError(notFound(), asJson);
    // Downloads answer bytes, so their errors are JSON whatever the Accept header says.
    if (accept.pdf || found.route.template.endsWith("/Attachments/:file")) asJson = true;
    const ctx: HandlerContext = {
      org,
      at: organisationMoment(org, options.clock()),
      store: options.store,
      deps: options.store.deps,
      params: found.params,
      query: url.searchParams,
      headers: req.headers,
      // A file upload's body is the file's bytes, never JSON.
      body: isUpload(method, url.pathname) ? undefined : jsonBody(method, raw.toString("utf8")),
      bytes: raw,
      baseUrl: `http://${headerText(req, "host") ?? "127.0.0.1"}${API_PREFIX}`,
      accept,
    };
    return renderReply(found.route.handler(ctx), accept, url.searchParams);
  } catch (error) {
    if (error instanceof MalformedPathError) return renderError(notFound(), asJson);
    return renderError(error, asJson);
  }
}

async function handle(
  options: LedgerServerOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = (req.method ?? "GET").toUpperCase();
  const url = new URL(req.url ?? "/", "http://sandbox.invalid");
  // A file upload may be as large as Xero takes an attachment; other bodies are JSON or forms.
  const upload = isUpload(method, url.pathname);
  let raw: Buffer = Buffer.alloc(0);
  let tooLarge = false;
  try {
    raw = await readBodyBytes(req, upload ? XERO_ATTACHMENT_MAX_BYTES : undefined);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    tooLarge = true;
  }
  const bodyText = upload ? "" : raw.toString("utf8");
  options.onRequest({
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: recordedHeaders(req),
    body: upload ? (raw.length > 0 ? new Uint8Array(raw) : undefined) : recordedBody(req, bodyText),
  });

  if (isIdentityPath(url.pathname)) {
    const fault = options.faults.take();
    if (fault) return send(res, faultAnswer(fault));
    if (tooLarge) return send(res, tooLargeAnswer());
    return serveIdentity(options.identity, req, res, url, bodyText);
  }

  const org = options.store.organisation(headerText(req, "xero-tenant-id"));
  for (const [name, value] of Object.entries(options.meter.count(org?.tenantId))) res.setHeader(name, value);

  const fault = options.faults.take();
  if (fault) return send(res, faultAnswer(fault));
  const access = options.authorize(bearerToken(headerText(req, "authorization")));
  if (!access) return send(res, unauthorizedAnswer());
  // Xero answers a tenant the token has no connection to as it answers an unknown one.
  if (!org || !access.reaches(org.tenantId)) return send(res, forbiddenAnswer());
  if (tooLarge) return send(res, tooLargeAnswer());

  // A repeated PUT/POST with the same Idempotency-Key (per tenant, within 24 hours) gets the first
  // answer again and changes nothing. Xero's spec and docs say nothing of the same key sent with a
  // different body, so the sandbox answers the first answer then too. Failures are not remembered.
  const key = headerText(req, "idempotency-key");
  const replayable = (method === "PUT" || method === "POST") && key !== undefined && key !== "";
  const remembered = replayable ? options.store.recallAnswer(org.tenantId, key) : undefined;
  if (remembered) return send(res, remembered);

  const before = method === "GET" ? undefined : options.webhooks?.before(org);
  const answer = dispatch(options, req, url, raw, org);
  const succeeded = answer.status >= 200 && answer.status < 300;
  if (replayable && succeeded) {
    options.store.rememberAnswer(org.tenantId, key, answer);
  }
  send(res, answer);
  // As Xero: the write answers first, the webhook follows.
  if (before && succeeded) options.webhooks?.after(org, before);
}

export function createLedgerServer(options: LedgerServerOptions): Server {
  return createServer((req, res) => {
    handle(options, req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, renderError(error, true));
      else res.destroy();
    });
  });
}
