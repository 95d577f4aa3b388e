// The protocol endpoints by path: the one list the Express app mounts (app.ts) and the oauth
// Lambda function dispatches API Gateway events to (http.ts's answerApiGatewayEvent).
import type { OAuthHandler } from "../http";
import type { DeploymentProvider } from "../provider";
import { authorizeEndpoint } from "./authorize";
import { revokeEndpoint } from "./revoke";
import { tokenEndpoint } from "./token";

export type EndpointPath = "/authorize" | "/token" | "/revoke" | "/register";

export function protocolEndpoints(
  provider: DeploymentProvider,
  /** The registration endpoint (register.ts's registerHandler), built with its store and limits. */
  register: OAuthHandler,
): Readonly<Record<EndpointPath, OAuthHandler>> {
  return {
    "/authorize": (req) => authorizeEndpoint(req, provider),
    "/token": (req) => tokenEndpoint(req, provider),
    "/revoke": (req) => revokeEndpoint(req, provider),
    "/register": register,
  };
}
