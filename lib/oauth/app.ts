// The authorization server as one Express app: the metadata documents, the MCP SDK's protocol
// handlers (authorize, token, register, revoke) over our provider, and the person's pages. It runs
// in the `oauth` Lambda function (through serverless-http) and in the local gateway under AUTH=oauth.

import { authorizationHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/authorize.js";
import { clientRegistrationHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/register.js";
import { revocationHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/revoke.js";
import { tokenHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/token.js";
import express, { type NextFunction, type Request, type Response } from "express";
import { log } from "../runtime/log";
import { consentRouter, type FlowDeps } from "./consent";
import { authorizationServerMetadata, protectedResourceMetadata, RESOURCE_PATHS } from "./metadata";
import { messagePage } from "./pages";

/** The protocol endpoints, which answer in OAuth's JSON error format; the rest are pages. */
const OAUTH_ERROR_CODES: Readonly<Record<string, string>> = {
  "/token": "invalid_request",
  "/revoke": "invalid_request",
  // RFC 7591 §3.2.2: a registration that cannot be read is invalid client metadata.
  "/register": "invalid_client_metadata",
};

interface Refusal {
  status: number;
  message: string;
}

/**
 * A request refused before any handler ran: the body parsers' errors (unreadable JSON, a body over
 * the size limit, an unsupported charset) carry a 4xx status and a message meant for the caller.
 */
function requestRefusal(error: unknown): Refusal | undefined {
  const { status, expose, message } = (error ?? {}) as {
    status?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  if (typeof status !== "number" || status < 400 || status > 499 || expose !== true) return undefined;
  return { status, message: typeof message === "string" ? message : "The request could not be read." };
}

function answerRefusal(req: Request, res: Response, { status, message }: Refusal): void {
  const code = OAUTH_ERROR_CODES[req.path];
  if (code) {
    res.status(status).set("cache-control", "no-store").json({ error: code, error_description: message });
    return;
  }
  res
    .status(status)
    .type("html")
    .send(messagePage("This request could not be read", `${message}.`));
}

export function createAuthorizationServerApp(deps: FlowDeps): express.Express {
  const { baseUrl } = deps.settings;
  const app = express();
  app.disable("x-powered-by");
  // API Gateway and the local gateway are the only callers; their address is the client's.
  app.set("trust proxy", true);
  const asMetadata = authorizationServerMetadata(baseUrl);
  const json = (body: unknown) => (_req: Request, res: Response) => {
    res.set({ "cache-control": "public, max-age=3600", "access-control-allow-origin": "*" }).json(body);
  };
  // RFC 8414 at the base, and OpenID's path, which clients also try for an issuer with a path.
  app.get("/.well-known/oauth-authorization-server", json(asMetadata));
  app.get("/.well-known/openid-configuration", json(asMetadata));
  app.get("/.well-known/oauth-protected-resource", json(protectedResourceMetadata(baseUrl, "mcp")));
  for (const path of RESOURCE_PATHS) {
    app.get(`/.well-known/oauth-protected-resource/${path}`, json(protectedResourceMetadata(baseUrl, path)));
  }
  // The SDK's handlers check the protocol; API Gateway's throttling stands in for their rate limits.
  app.use("/authorize", authorizationHandler({ provider: deps.provider, rateLimit: false }));
  app.use("/token", tokenHandler({ provider: deps.provider, rateLimit: false }));
  app.use(
    "/register",
    clientRegistrationHandler({ clientsStore: deps.provider.clientsStore, rateLimit: false }),
  );
  app.use("/revoke", revocationHandler({ provider: deps.provider, rateLimit: false }));
  app.use(consentRouter(deps));
  app.use((_req: Request, res: Response) => {
    res.status(404).type("html").send(messagePage("Not found", "There is no such page on this server."));
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const refused = requestRefusal(error);
    if (refused) return answerRefusal(req, res, refused);
    // Nothing of the failure reaches the browser; the function's log has it.
    log("error", "authorization server failure", {
      errorName: (error as Error)?.name,
      errorMessage: (error as Error)?.message,
    });
    res
      .status(500)
      .type("html")
      .send(messagePage("Something went wrong", "The request could not be completed. Try again."));
  });
  return app;
}
