// What the token and revocation endpoints share around their own work: POST only, a form body, the
// client authenticated, OAuth errors answered as JSON, and a failure of ours logged (never the
// request, which holds codes and tokens) and answered with the endpoint's own error.

import type { RegisteredClient } from "../client-types";
import {
  errorAnswer,
  logFailure,
  type OAuthAnswer,
  OAuthError,
  type OAuthRequest,
  oauthError,
} from "../http";
import type { DeploymentProvider } from "../provider";
import { authenticateClient } from "./client-auth";

export interface ClientRequest {
  form: URLSearchParams;
  client: RegisteredClient;
  nowSeconds: number;
}

/** How an endpoint answers a failure of ours: what the log calls it, and the error the client gets. */
export interface OwnFailure {
  log: string;
  status: number;
  error: string;
  description: string;
}

export async function answerClientRequest(
  req: OAuthRequest,
  provider: DeploymentProvider,
  failure: OwnFailure,
  handle: (request: ClientRequest) => Promise<OAuthAnswer>,
): Promise<OAuthAnswer> {
  if (req.method !== "POST") return oauthError(405, "invalid_request", "Use POST.", { allow: "POST" });
  try {
    if (!(req.body instanceof URLSearchParams))
      throw new OAuthError(
        "invalid_request",
        "The request must be a form post (application/x-www-form-urlencoded).",
      );
    const form = req.body;
    const nowSeconds = Math.floor((provider.options.now ?? Date.now)() / 1000);
    const client = await authenticateClient(req, form, provider.options.clients, nowSeconds);
    return await handle({ form, client, nowSeconds });
  } catch (error) {
    if (error instanceof OAuthError) return errorAnswer(error);
    logFailure(failure.log, error);
    return oauthError(failure.status, failure.error, failure.description);
  }
}
