// The authorization server as one Express app: the metadata documents, our protocol endpoints
// (lib/oauth/endpoints, through http.ts's adapter), and the person's pages. It runs in the local
// gateway under AUTH=oauth and in tests; the oauth Lambda function calls the same endpoint handlers
// from API Gateway's events.
import express, { type NextFunction, type Request, type Response } from "express";
import { consentRouter, type FlowDeps } from "./consent";
import type { EndpointPath } from "./endpoints/index";
import { logFailure, mountEndpoint, type OAuthHandler, sendAnswer, unreadableAnswer } from "./http";
import { jwksAnswer } from "./jwks";
import { JWKS_PATH, METADATA_HEADERS, metadataDocumentOf } from "./metadata";
import { messagePage } from "./pages";
import { SECURITY_HEADERS } from "./security-headers";

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
  const answer = unreadableAnswer(req.path, status, message);
  if (answer) {
    sendAnswer(res, answer);
    return;
  }
  res
    .status(status)
    .type("html")
    .send(messagePage("This request could not be read", `${message}.`));
}

/** `endpoints`: the protocol endpoints by path (endpoints/index.ts). */
export function createAuthorizationServerApp(
  deps: FlowDeps,
  endpoints: Readonly<Record<EndpointPath, OAuthHandler>>,
): express.Express {
  const { baseUrl } = deps.settings;
  const app = express();
  app.disable("x-powered-by");
  // API Gateway and the local gateway are the only callers; their address is the client's.
  app.set("trust proxy", true);
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.set(SECURITY_HEADERS);
    next();
  });
  // The public halves of the access-token keys (RFC 7517), the jwks_uri of the metadata.
  app.get(JWKS_PATH, async (_req: Request, res: Response) => {
    const { headers, body } = await jwksAnswer(deps.provider.options.tokens.keys);
    res.status(200).set(headers).send(body);
  });
  // RFC 8414 (and OpenID's path for it), RFC 9728 for each protected resource.
  app.get(/^\/\.well-known\//, (req: Request, res: Response, next: NextFunction) => {
    const document = metadataDocumentOf(baseUrl, req.path);
    if (!document) return next();
    res.status(200).set(METADATA_HEADERS).send(JSON.stringify(document));
  });
  // RFC 6749's endpoints take form posts (express.urlencoded reads UTF-8 alone and refuses the
  // rest); RFC 7591's registration takes JSON, whose size registerHandler bounds itself.
  for (const [path, handler] of Object.entries(endpoints))
    mountEndpoint(app, path, handler, [
      path === "/register" ? express.json() : express.urlencoded({ extended: false }),
    ]);
  app.use(consentRouter(deps));
  app.use((_req: Request, res: Response) => {
    res.status(404).type("html").send(messagePage("Not found", "There is no such page on this server."));
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const refused = requestRefusal(error);
    if (refused) return answerRefusal(req, res, refused);
    // Nothing of the failure reaches the browser; the function's log has it.
    logFailure("authorization server failure", error);
    res
      .status(500)
      .type("html")
      .send(messagePage("Something went wrong", "The request could not be completed. Try again."));
  });
  return app;
}
