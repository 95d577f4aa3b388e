// What the local gateway refuses before a request reaches a route: a Host that is not the gateway
// itself and a browser Origin that is not its own (DNS rebinding), and a method the route does not
// take (405 with `Allow`). The answers are the usual `{"error": {type, message, retryable}}`.
//
// DNS rebinding: a page on evil.example whose name the attacker re-points at 127.0.0.1 is, to the
// browser, still evil.example, so its script may call the gateway "same-origin" and read the
// answers. What it cannot change is the name the browser puts in `Host` (evil.example) and the
// `Origin` it sends (http://evil.example). The MCP Streamable HTTP transport says servers MUST
// validate `Origin` on all incoming connections and answer 403 when it is present and invalid, and
// that local servers should bind to localhost only (the gateway binds 127.0.0.1).
//
// Decision: a foreign Host is 403 `Forbidden`, like a foreign Origin, not 421 Misdirected Request.
// 421 tells a client the connection reached a server that does not serve that authority and that
// it MAY retry on a new connection (RFC 9110 15.5.20), which invites a retry that can never work,
// and HTTP clients treat it as a routing problem rather than a refusal. 403 is what the MCP SDKs'
// own host validation answers, and a caller reads the reason in the body either way.
import type { IncomingMessage, ServerResponse } from "node:http";
import { errorResponse, ToolError } from "../lib/runtime/errors";

/** The names this machine's loopback goes by; the gateway listens on 127.0.0.1 only. */
const LOOPBACK_HOSTS: readonly string[] = ["127.0.0.1", "localhost", "[::1]"];

/** The port the request came in on: the gateway's own, whatever PORT was (0 included). */
function ownPort(req: IncomingMessage): number {
  return req.socket.localPort ?? 0;
}

/**
 * Undefined when `Host` names the gateway: a loopback name with the gateway's port, or with none
 * (a bare `Host: 127.0.0.1` is what some HTTP/1.1 clients write; no browser does, as it always
 * names a port that is not 80). Else why it is refused.
 */
export function foreignHost(req: IncomingMessage): string | undefined {
  const host = (req.headers.host ?? "").toLowerCase();
  const port = ownPort(req);
  const fits = LOOPBACK_HOSTS.some((name) => host === name || host === `${name}:${port}`);
  if (fits) return undefined;
  return (
    `The Host header names "${req.headers.host ?? ""}", not this gateway (127.0.0.1:${port}): ` +
    "refused, as a page re-pointing its own name at this machine (DNS rebinding) would send. " +
    `Call http://127.0.0.1:${port} or http://localhost:${port}.`
  );
}

/**
 * Undefined when the request has no `Origin` (curl, MCP clients and other native callers send
 * none) or names the gateway's own origin (the playground page). Else why it is refused: a page
 * from another origin (or `null`: a sandboxed frame, a file) does not call the tools.
 */
export function foreignOrigin(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  if (origin === undefined) return undefined;
  const port = ownPort(req);
  if (LOOPBACK_HOSTS.some((name) => origin.toLowerCase() === `http://${name}:${port}`)) return undefined;
  return (
    `The Origin header names "${origin}": only pages served by this gateway (http://127.0.0.1:${port}) ` +
    "may call /mcp and /tools from a browser. Native clients send no Origin."
  );
}

/** The methods a route of the gateway's own takes; undefined for a route it does not know. */
export function allowedMethods(route: string): readonly string[] | undefined {
  if (route === "" || route === "/tools" || route === "/openapi.json" || route === "/playground/audit")
    return ["GET", "HEAD"];
  if (/^\/tools\/[^/]+$/.test(route) || route === "/webhooks/xero") return ["POST"];
  return undefined;
}

/** 403 `Forbidden` with the usual error body. */
export function refuse(res: ServerResponse, message: string): void {
  const { statusCode, headers, body } = errorResponse(new ToolError("Forbidden", message));
  res.writeHead(statusCode, { ...headers, "content-length": Buffer.byteLength(body) });
  res.end(body);
}

/**
 * 405 with `Allow` (RFC 9110 15.5.6) and the usual error body. The type stays `ValidationError`,
 * as the family functions answer a tool route's wrong method (lib/middleware/normalize-event.ts):
 * the request is wrong and sending it again unchanged will not help; 405 is this answer's status
 * only, not a new row of the error table.
 */
export function methodNotAllowed(
  res: ServerResponse,
  method: string,
  path: string,
  allow: readonly string[],
) {
  const use = allow.filter((m) => m !== "HEAD").join(" or ");
  const hint = allow.includes("POST") ? " with a JSON object of parameters" : "";
  const { headers, body } = errorResponse(
    new ToolError("ValidationError", `${method} is not allowed here: use ${use} ${path}${hint}.`),
  );
  res.writeHead(405, { ...headers, allow: allow.join(", "), "content-length": Buffer.byteLength(body) });
  res.end(body);
}
