// POST /identity/connect/revocation (RFC 7009). Revoking a refresh token ends its grant and, as
// Xero documents, removes every connection the person made to the app; an access token goes on its
// own. Unknown tokens are answered 200 like known ones.
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendEmpty } from "../../http";
import { authenticateClient, formBody, invalidRequest, OAuthError, sendOAuthError } from "../../oauth/wire";
import type { XeroIdentity } from "./identity";

export function serveRevocation(
  identity: XeroIdentity,
  req: IncomingMessage,
  res: ServerResponse,
  bodyText: string,
): void {
  try {
    if ((req.method ?? "").toUpperCase() !== "POST") {
      throw new OAuthError(405, "invalid_request", "use POST", { allow: "POST" });
    }
    const form = formBody(req, bodyText);
    if (!form) throw invalidRequest("send an application/x-www-form-urlencoded body");
    authenticateClient(req, form, identity.app);
    const token = form.get("token");
    if (!token) throw invalidRequest("token is missing");
    const grant = identity.refreshTokens.take(token);
    if (grant) identity.revokeGrant(grant);
    else identity.accessTokens.take(token);
    sendEmpty(res, 200);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    sendOAuthError(res, error);
  }
}
