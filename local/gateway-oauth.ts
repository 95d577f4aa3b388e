// The local gateway under AUTH=oauth behaves as the deployed API with the OAuth front door: the
// authorization server's routes go to its Express app (as API Gateway routes them to the oauth
// function), and /mcp and /tools need a bearer token checked exactly as the Lambda authorizer does,
// whose principal and scopes become `requestContext.authorizer`.
import type { IncomingMessage, ServerResponse } from "node:http";
import type express from "express";
import type { AccessTokens } from "../lib/oauth/access-token";
import { checkAccess } from "../lib/oauth/resource";
import { OAUTH_ROUTES } from "../lib/oauth/routes";
import { errorResponse, ToolError } from "../lib/runtime/errors";

export interface GatewayOAuth {
  app: express.Express;
  tokens: AccessTokens;
  baseUrl: string;
}

/** What the authorizer hands the functions: `requestContext.authorizer`. */
export type CallerContext = { connection: string; scope: string; clientId: string };

const AUTH_SERVER_PATHS: ReadonlySet<string> = new Set(OAUTH_ROUTES.map((route) => route.path));

/** Routed to the authorization server, as API Gateway routes these paths to the oauth function. */
export function isAuthServerRoute(path: string): boolean {
  return AUTH_SERVER_PATHS.has(path);
}

/** The resource a protected route belongs to; undefined for routes that need no token. */
export function protectedResourceOf(route: string): "mcp" | "tools" | undefined {
  if (route === "/mcp") return "mcp";
  if (route === "/tools" || route.startsWith("/tools/")) return "tools";
  return undefined;
}

/** The caller's context, or undefined after answering 401 as API Gateway's UNAUTHORIZED response does. */
export async function authorizeLocally(
  oauth: GatewayOAuth,
  resource: "mcp" | "tools",
  req: IncomingMessage,
  res: ServerResponse,
): Promise<CallerContext | undefined> {
  const answer = await checkAccess(
    {
      tokens: oauth.tokens,
      resource: `${oauth.baseUrl}/${resource}`,
      metadataUrl: `${oauth.baseUrl}/.well-known/oauth-protected-resource/${resource}`,
    },
    req.headers.authorization,
  );
  if (answer.ok) {
    const { principal, scopes, clientId } = answer.access;
    return { connection: principal, scope: scopes.join(" "), clientId };
  }
  const refused = errorResponse(new ToolError("AuthError", answer.message));
  res.writeHead(401, { ...refused.headers, "www-authenticate": answer.wwwAuthenticate });
  res.end(refused.body);
  return undefined;
}
