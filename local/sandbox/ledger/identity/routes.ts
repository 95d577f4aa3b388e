// Everything the sandbox serves besides the accounting API: Xero's identity service under
// /identity (discovery, JWKS, authorize, token, revocation) and the /connections endpoints.
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../../http";
import { notFoundBody } from "../errors";
import {
  AUTHORIZE_PATH,
  DISCOVERY_PATH,
  IDENTITY_PREFIX,
  JWKS_PATH,
  REVOCATION_PATH,
  TOKEN_PATH,
} from "./app";
import { isConnectionsPath, serveConnections } from "./connections-route";
import { discoveryDocument, jwksDocument } from "./discovery";
import type { XeroIdentity } from "./identity";
import { serveRevocation } from "./revocation";
import { serveToken } from "./token";

export function isIdentityPath(pathname: string): boolean {
  return pathname.startsWith(`${IDENTITY_PREFIX}/`) || isConnectionsPath(pathname);
}

export async function serveIdentity(
  identity: XeroIdentity,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bodyText: string,
): Promise<void> {
  const path = url.pathname;
  if (isConnectionsPath(path)) return serveConnections(identity, req, res, url);
  if (path === AUTHORIZE_PATH) return identity.consent.serve(req, res, url, bodyText);
  if (path === TOKEN_PATH) return serveToken(identity, req, res, bodyText);
  if (path === REVOCATION_PATH) return serveRevocation(identity, req, res, bodyText);
  if (path === DISCOVERY_PATH) return sendJson(res, 200, discoveryDocument(identity.origin));
  if (path === JWKS_PATH) return sendJson(res, 200, await jwksDocument());
  sendJson(res, 404, notFoundBody("The resource you're looking for cannot be found"));
}
