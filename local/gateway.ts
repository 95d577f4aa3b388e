// The local gateway behind `npm start`: the public HTTP routes on 127.0.0.1, each call turned into
// an API Gateway REST proxy event and handed to the real family handler, as API Gateway would.
// `POST /mcp` goes to the same MCP handler as the deployed `mcp` function, whose invoker here calls
// the family handlers in process with the direct event `{tool, input}` instead of Lambda Invoke.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { decodedSegment } from "../lib/call/http-call";
import { unknownToolHere } from "../lib/call/unknown-tool-near";
import { allTools } from "../lib/catalog/index";
import { findToolByAnyName } from "../lib/catalog/names";
import type { Family, ToolRow } from "../lib/catalog/types";
import { createMcpHandler } from "../lib/mcp/protocol/catalog-endpoint";
import { localTaskBackend } from "../lib/mcp/tasks-extension/backend";
import { openApiResponse } from "../lib/openapi/route";
import { readOnlyOpenApiResponse } from "../lib/policy/openapi";
import { isReadOnlyDeployment } from "../lib/policy/read-only";
import { errorResponse, ToolError } from "../lib/runtime/errors";
import { catalogAnswer } from "../lib/tool-lists/catalog-answer";
import { CATALOG_LOOKUP } from "../lib/tool-lists/subset";
import { operatorSubsetWith } from "../lib/tool-lists/subset-core";
import { allowedMethods, foreignHost, foreignOrigin, methodNotAllowed, refuse } from "./gateway-guard";
import {
  authorizeLocally,
  type CallerContext,
  type GatewayOAuth,
  isAuthServerRoute,
  protectedResourceOf,
} from "./gateway-oauth";
import { type FamilyHandler, inProcessInvoker } from "./in-process";
import { lambdaContext } from "./lambda-context";
import {
  type LocalAuditReader,
  lastCallsLimit,
  NO_LOCAL_TRAIL,
  PLAYGROUND_AUDIT_ROUTE,
} from "./playground/audit";
import { playgroundResponse } from "./playground/page";
import { WEBHOOK_ROUTE, type WebhookRoute } from "./webhooks";

export type { FamilyHandler } from "./in-process";

export interface GatewayOptions {
  handlers: Partial<Record<Family, FamilyHandler>>;
  /** Time budget given to each call, as a Lambda function timeout would (default 30 s). */
  functionTimeoutMs?: number;
  /** The operator's tool subset (TOOL_FILTER syntax) for GET /tools and /mcp; callers only narrow it. */
  toolFilter?: string;
  /**
   * AUTH=oauth: the authorization server, which the stack attaches once it knows the gateway's URL.
   * Unset, the gateway is open as before.
   */
  oauth?: () => GatewayOAuth | undefined;
  /**
   * The local audit store, for the playground's "Last calls" panel (GET /playground/audit): set
   * only when the stack made the audit table in its own dynalite (./playground/audit.ts).
   */
  auditTrail?: LocalAuditReader;
  /**
   * The MCP tasks table: long calls of clients that take tasks run in this process
   * (lib/mcp/tasks-extension).
   */
  tasksTable?: string;
  /** XERO_WEBHOOK_KEY: `POST /webhooks/xero` (./webhooks.ts); unset, that route answers 404. */
  webhooks?: WebhookRoute;
}

const MAX_BODY_BYTES = 6 * 1024 * 1024; // Lambda's synchronous payload limit

/** A body over MAX_BODY_BYTES: answered with 413 and the connection closed (`refuseTooLarge`). */
class BodyTooLarge extends Error {}

/** Writes an API Gateway proxy result, as API Gateway would. */
function send(res: ServerResponse, result: { statusCode: number; body: string; headers?: unknown }): void {
  res.writeHead(result.statusCode, {
    "content-type": "application/json",
    ...(result.headers as Record<string, string> | undefined),
  });
  res.end(result.body);
}

function sendError(res: ServerResponse, error: ToolError): void {
  send(res, errorResponse(error));
}

/**
 * The whole body, or BodyTooLarge as soon as it is known to pass the limit: from its
 * Content-Length before a byte is read, else once that much has arrived. What arrives after is
 * dropped, not collected, until the refusal closes the connection.
 */
function readBody(req: IncomingMessage): Promise<string> {
  return readBodyBytes(req).then((bytes) => bytes.toString("utf8"));
}

/** The body's bytes as received (a webhook's signature is over them), within the same limit. */
function readBodyBytes(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers["content-length"]) > MAX_BODY_BYTES) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        stop(); // the stream keeps flowing with no reader: the rest is dropped
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onClose = () => {
      stop();
      reject(new Error("the client closed the connection before the body ended"));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("close", onClose);
    req.on("error", () => {}); // a client gone mid-body: "close" settles it
  });
}

/**
 * 413 with the usual error body (the error table's ValidationError, at the status that says why)
 * and `Connection: close`: Node's server then closes the connection once the answer is out, without
 * reading the rest of the body, and the client's next request comes on a new connection.
 */
function refuseTooLarge(res: ServerResponse): void {
  const { body } = errorResponse(
    new ToolError(
      "ValidationError",
      "The request body is larger than 6 MB, the most a synchronous Lambda call takes. Send less.",
    ),
  );
  res.writeHead(413, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    connection: "close",
  });
  res.end(body);
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers[name] = value;
    else if (Array.isArray(value)) headers[name] = value.join(", ");
  }
  return headers;
}

function queryOf(url: URL): Record<string, string[]> | null {
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) query[name] = [...(query[name] ?? []), value];
  return Object.keys(query).length > 0 ? query : null;
}

/** The proxy event API Gateway would send the `mcp` function for `POST /mcp`. */
function mcpEvent(req: IncomingMessage, url: URL, body: string, caller?: CallerContext) {
  return {
    httpMethod: req.method ?? "POST",
    path: url.pathname,
    headers: headersOf(req),
    body,
    isBase64Encoded: false,
    multiValueQueryStringParameters: queryOf(url),
    ...(caller
      ? { requestContext: { authorizer: caller } as unknown as APIGatewayProxyEvent["requestContext"] }
      : {}),
  };
}

function proxyEvent(
  req: IncomingMessage,
  url: URL,
  toolName: string,
  body: string,
  caller?: CallerContext,
): APIGatewayProxyEvent {
  const headers = headersOf(req);
  return {
    resource: "/tools/{toolName}",
    path: url.pathname,
    httpMethod: req.method ?? "POST",
    headers,
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: { toolName },
    stageVariables: null,
    body,
    isBase64Encoded: false,
    requestContext: {
      requestId: randomUUID(),
      stage: "local",
      httpMethod: req.method ?? "POST",
      path: url.pathname,
      resourcePath: "/tools/{toolName}",
      ...(caller ? { authorizer: caller } : {}),
    } as APIGatewayProxyEvent["requestContext"],
  };
}

/**
 * The request target as a URL. An origin-form target is a path even when it starts with `//`
 * (`new URL("//tools", base)` would read `tools` as a host and route the request to `/`); any other
 * form (the absolute form) is parsed as it is. The WHATWG parser resolves `.` and `..` segments (also
 * as `%2e`) and reads `\` as `/`: every routing and token decision is made on this one path, which is
 * also what a DPoP proof's `htu` is compared with (comparableUrl in lib/oauth/dpop.ts).
 */
function requestUrl(target: string): URL {
  return target.startsWith("/") ? new URL(`http://127.0.0.1${target}`) : new URL(target, "http://127.0.0.1");
}

/** A `/tools/{toolName}` path: the tool it names, and the family handler that answers it if any. */
interface ToolTarget {
  toolName: string;
  row?: ToolRow;
  handler?: FamilyHandler;
}

function toolTargetOf(path: string, handlers: GatewayOptions["handlers"]): ToolTarget | undefined {
  const match = /^\/tools\/([^/]+)$/.exec(path);
  if (!match?.[1]) return undefined;
  // A malformed escape names no tool: the same refusal as any unknown name.
  const toolName = decodedSegment(match[1]) ?? match[1];
  // Either name form, as MCP takes them: LedgerApi.RetrieveInvoices or LedgerApi_RetrieveInvoices.
  const row = findToolByAnyName(toolName);
  const handler = row && handlers[row.family];
  return { toolName, ...(row ? { row } : {}), ...(handler ? { handler } : {}) };
}

/** GET /playground/audit: the principal `default`'s last calls, newest first (./playground/audit.ts). */
async function sendLastCalls(res: ServerResponse, url: URL, trail: LocalAuditReader | undefined) {
  if (!trail) {
    sendError(res, new ToolError("NotFound", NO_LOCAL_TRAIL));
    return;
  }
  const limit = lastCallsLimit(url.searchParams);
  if (limit === undefined) {
    sendError(res, new ToolError("ValidationError", "limit is a whole number from 1 to 100."));
    return;
  }
  send(res, {
    statusCode: 200,
    headers: { "cache-control": "no-store", "x-content-type-options": "nosniff" },
    body: JSON.stringify(await trail.lastCalls(limit)),
  });
}

/**
 * POST /webhooks/xero: the body's exact bytes to the webhook handler, base64 as API Gateway sends a
 * binary body, and its answer as it is (Xero reads only the status; the body is empty).
 */
async function sendWebhook(req: IncomingMessage, res: ServerResponse, route: WebhookRoute | undefined) {
  if (!route) {
    sendError(
      res,
      new ToolError("NotFound", "Xero webhooks are off: start with XERO_WEBHOOK_KEY set (docs/local.md)."),
    );
    return;
  }
  const body = await readBodyBytes(req);
  const result = await route({
    body: body.toString("base64"),
    isBase64Encoded: true,
    headers: headersOf(req),
    requestContext: { requestId: randomUUID() },
  });
  res.writeHead(result.statusCode, { "content-length": Buffer.byteLength(result.body) });
  res.end(result.body);
}

export function createGateway(options: GatewayOptions): Server {
  const timeoutMs = options.functionTimeoutMs ?? 30_000;
  const served = allTools.filter((row) => options.handlers[row.family]);
  const operator = operatorSubsetWith(CATALOG_LOOKUP, options.toolFilter);
  const invoke = inProcessInvoker(options.handlers, timeoutMs);
  const mcp = createMcpHandler({
    tools: served,
    toolFilter: options.toolFilter,
    invoke,
    ...(options.tasksTable ? { tasks: localTaskBackend(options.tasksTable, invoke, timeoutMs) } : {}),
  });

  return createServer(async (req, res) => {
    try {
      const url = requestUrl(req.url ?? "/");
      const route = url.pathname.replace(/\/$/, "");
      const method = req.method ?? "GET";
      // Decided once, from the one path: what the dispatch below hands a family handler is what
      // authorizeLocally leaves that handler's own DPoP proof check to.
      const tool = toolTargetOf(url.pathname, options.handlers);
      const handlerChecksProof = Boolean(tool?.handler) && method === "POST";
      // DNS rebinding (./gateway-guard.ts): every route, the OAuth front door's pages included,
      // answers only to its own Host; the tools, to no other page's Origin.
      const host = foreignHost(req);
      if (host) {
        refuse(res, host);
        return;
      }
      // The audit records hold what people sent: no other page's script reads them either.
      const origin =
        protectedResourceOf(route) || route === PLAYGROUND_AUDIT_ROUTE ? foreignOrigin(req) : undefined;
      if (origin) {
        refuse(res, origin);
        return;
      }
      // A wrong method on a route of the gateway's own is answered here, before any token check,
      // as API Gateway answers a method that is no route before the authorizer runs. /mcp's
      // handler answers its own (405 with `Allow: POST`, as a JSON-RPC error).
      const allow = allowedMethods(route);
      if (allow && !allow.includes(method)) {
        methodNotAllowed(res, method, url.pathname, allow);
        return;
      }
      const oauth = options.oauth?.();
      let caller: CallerContext | undefined;
      if (oauth) {
        if (isAuthServerRoute(url.pathname)) {
          oauth.app(req, res);
          return;
        }
        const resource = protectedResourceOf(route);
        if (resource) {
          caller = await authorizeLocally(oauth, resource, req, res, {
            path: url.pathname,
            handlerChecksProof,
          });
          if (!caller) return;
        }
      }
      if (route === "/tools") {
        send(res, await catalogAnswer(served, operator, url.searchParams));
        return;
      }
      if (route === "") {
        send(res, playgroundResponse());
        return;
      }
      if (route === PLAYGROUND_AUDIT_ROUTE) {
        await sendLastCalls(res, url, options.auditTrail);
        return;
      }
      if (route === "/openapi.json") {
        // The Host is this gateway's own (foreign ones were refused above): the address it serves on.
        const here = `http://${req.headers.host}`;
        send(res, isReadOnlyDeployment() ? readOnlyOpenApiResponse(here) : openApiResponse(here));
        return;
      }
      if (route === WEBHOOK_ROUTE) {
        await sendWebhook(req, res, options.webhooks);
        return;
      }
      if (route === "/mcp") {
        send(res, await mcp(mcpEvent(req, url, await readBody(req), caller)));
        return;
      }
      if (!tool) {
        sendError(
          res,
          new ToolError(
            "NotFound",
            "No such route. Use GET /tools, POST /tools/{toolName}, POST /mcp, GET /openapi.json, GET / (the playground), GET /playground/audit (its Last calls) or POST /webhooks/xero (Xero webhooks, with XERO_WEBHOOK_KEY set).",
          ),
        );
        return;
      }
      const { toolName, row, handler } = tool;
      const body = await readBody(req);
      if (!row || !handler) {
        sendError(res, unknownToolHere(toolName));
        return;
      }
      const context = lambdaContext(`local-${row.family}`, timeoutMs);
      send(
        res,
        (await handler(proxyEvent(req, url, toolName, body, caller), context)) as APIGatewayProxyResult,
      );
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        refuseTooLarge(res);
        return;
      }
      sendError(
        res,
        error instanceof ToolError ? error : new ToolError("InternalError", "The gateway failed."),
      );
    }
  });
}

/** Listens on 127.0.0.1 only; resolves with the bound port (0 picks a free one). */
export function listen(server: Server, port: number): Promise<number> {
  // fetch (undici) keeps an idle connection for the server's Keep-Alive hint less 1 s: 4 s against
  // Node's default of 5 s. On a busy machine its timer fires late and it reuses a connection the
  // server has just closed, an ECONNRESET no client resends (seen calling every example over /mcp).
  // API Gateway keeps connections far longer.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}
