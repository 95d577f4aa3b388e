// POST /identity/connect/revocation (RFC 7009). Revoking a refresh token ends its grant and, as
// Xero documents, removes every connection the person made to the app; an access token goes on its
// own. Unknown tokens are answered 200 like known ones.
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendEmpty } from "../../http";
import { invalidRequest, serveClientForm } from "../../oauth/wire";
import type { XeroIdentity } from "./identity";

export async function serveRevocation(
  identity: XeroIdentity,
  req: IncomingMessage,
  res: ServerResponse,
  bodyText: string,
): Promise<void> {
  return serveClientForm(req, res, bodyText, identity.app, (form) => {
    const token = form.get("token");
    if (!token) throw invalidRequest("token is missing");
    const grant = identity.refreshTokens.take(token);
    if (grant) identity.revokeGrant(grant);
    else identity.accessTokens.take(token);
    sendEmpty(res, 200);
  });
}
