// GET /connections and DELETE /connections/{id} (api.xero.com/connections): a person's access
// token lists and removes that person's connections. The fixed sandbox token, which reaches every
// organisation, lists a standing connection to each; it cannot remove them (403). A Custom
// Connection's token lists its one organisation, and cannot remove it either.
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendEmpty, sendJson } from "../../http";
import { FORBIDDEN_BODY, notFoundBody, UNAUTHORIZED_BODY } from "../errors";
import { standingConnections } from "./connections";
import { customConnectionList } from "./custom-connection";
import type { XeroIdentity } from "./identity";

const CONNECTIONS = /^\/connections(?:\/([^/]+))?\/?$/i;

export function isConnectionsPath(pathname: string): boolean {
  return CONNECTIONS.test(pathname);
}

function bearer(req: IncomingMessage): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")?.[1];
}

export function serveConnections(
  identity: XeroIdentity,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  const token = bearer(req);
  const id = CONNECTIONS.exec(url.pathname)?.[1];
  const method = (req.method ?? "GET").toUpperCase();
  if (token !== undefined && token === identity.fixedToken) {
    if (method === "GET" && id === undefined)
      sendJson(res, 200, standingConnections(identity.organisations()));
    else sendJson(res, 403, FORBIDDEN_BODY);
    return;
  }
  const grant = token === undefined ? undefined : identity.accessTokens.peek(token);
  if (!grant) {
    sendJson(res, 401, UNAUTHORIZED_BODY, { "www-authenticate": 'Bearer error="invalid_token"' });
    return;
  }
  const custom = identity.customConnectionOf(grant);
  if (custom) {
    if (method === "GET" && id === undefined) sendJson(res, 200, customConnectionList(identity, custom));
    else sendJson(res, 403, FORBIDDEN_BODY);
    return;
  }
  if (method === "GET" && id === undefined) {
    const authEventId = url.searchParams.get("authEventId") ?? undefined;
    sendJson(res, 200, identity.connections.list(grant.personId, authEventId));
    return;
  }
  if (
    method === "DELETE" &&
    id !== undefined &&
    identity.connections.remove(grant.personId, decodeURIComponent(id))
  ) {
    sendEmpty(res, 204);
    return;
  }
  sendJson(res, 404, notFoundBody("The resource you're looking for cannot be found"));
}
