// The local gateway under AUTH=oauth behaves as the deployed API with the OAuth front door: the
// authorization server's routes go to its Express app (as API Gateway routes them to the oauth
// function), and /mcp and /tools need an access token checked exactly as the Lambda authorizer
// does, whose context becomes `requestContext.authorizer`. The DPoP proof of a bound token is
// checked where the deployed API checks it: by the family function for a request the gateway hands
// a family handler (which runs here), and here for every other request, whatever form its path
// takes (`/tools/`, `/tools/x/..`, `/tools\`: review finding I10), as the deployed mcp function
// checks every request it gets.
import type { IncomingMessage, ServerResponse } from "node:http";
import type express from "express";
import type { AccessTokens } from "../lib/oauth/access-token";
import { type CallerContext, callerContextOf } from "../lib/oauth/caller-context";
import type { OAuthRefusal } from "../lib/oauth/caller-refusal";
import { checkAccess } from "../lib/oauth/resource";
import { OAUTH_ROUTES } from "../lib/oauth/routes";
import { errorResponse, ToolError } from "../lib/runtime/errors";

export type { CallerContext } from "../lib/oauth/caller-context";

export interface GatewayOAuth {
  app: express.Express;
  tokens: AccessTokens;
  baseUrl: string;
}

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

function refuse(res: ServerResponse, status: number, message: string, wwwAuthenticate: string): void {
  const refused = errorResponse(new ToolError("AuthError", message));
  res.writeHead(status, { ...refused.headers, "www-authenticate": wwwAuthenticate });
  res.end(refused.body);
}

/** Where the gateway sends a request, as it decided from the request's one parsed path. */
export interface LocalTarget {
  /** The path as the gateway routes it (WHATWG-parsed: dot segments resolved, `\` read as `/`). */
  path: string;
  /**
   * True only when the gateway hands the request to a family handler, which checks the proof itself
   * (once: a proof is good for one use). Every other request has its proof checked here.
   */
  handlerChecksProof: boolean;
}

/** The caller's context, or undefined after answering 401 as API Gateway's UNAUTHORIZED response does. */
export async function authorizeLocally(
  oauth: GatewayOAuth,
  resource: "mcp" | "tools",
  req: IncomingMessage,
  res: ServerResponse,
  target: LocalTarget,
): Promise<CallerContext | undefined> {
  const metadataUrl = `${oauth.baseUrl}/.well-known/oauth-protected-resource/${resource}`;
  const answer = await checkAccess(
    { tokens: oauth.tokens, resource: `${oauth.baseUrl}/${resource}`, metadataUrl },
    req.headers.authorization,
  );
  if (!answer.ok) {
    refuse(res, 401, answer.message, answer.wwwAuthenticate);
    return undefined;
  }
  const caller = callerContextOf(answer.access, metadataUrl);
  if (caller.jkt && !target.handlerChecksProof) {
    const refused = await localProofRefusal(caller.jkt, req, `${oauth.baseUrl}${target.path}`, metadataUrl);
    if (refused) {
      refuse(res, 401, refused.message, refused.wwwAuthenticate);
      return undefined;
    }
  }
  return caller;
}

async function localProofRefusal(
  jkt: string,
  req: IncomingMessage,
  url: string,
  metadataUrl: string,
): Promise<OAuthRefusal | undefined> {
  const { proofRefusal } = await import("../lib/oauth/caller-proof");
  const dpop = req.headers.dpop;
  return proofRefusal(
    jkt,
    {
      method: req.method ?? "GET",
      url,
      authorization: req.headers.authorization,
      dpop: Array.isArray(dpop) ? dpop.join(", ") : dpop,
    },
    metadataUrl,
  );
}
