// TickTick's POST /oauth/token: authorization_code only, the client as HTTP Basic (as TickTick
// documents; the form-body credentials community clients send work too), answering
// {access_token, token_type: "bearer", expires_in, scope} with no refresh token.
import type { IncomingMessage, ServerResponse } from "node:http";
import { invalidGrant, invalidRequest, OAuthError, sendJsonNoStore, serveClientForm } from "../../oauth/wire";
import type { TickTickAccounts } from "./accounts";
import { ACCESS_TOKEN_SECONDS } from "./app";

function redeem(accounts: TickTickAccounts, form: URLSearchParams): Record<string, unknown> {
  if (form.get("grant_type") !== "authorization_code") {
    throw new OAuthError(400, "unsupported_grant_type", "grant_type must be authorization_code");
  }
  const code = form.get("code");
  const redirectUri = form.get("redirect_uri");
  if (!code) throw invalidRequest("code is missing");
  if (!redirectUri) throw invalidRequest("redirect_uri is missing");
  // Taken before any check: a code is good for one presentation, right or wrong.
  const issued = accounts.codes.take(code);
  if (!issued || issued.clientId !== accounts.app.clientId) {
    throw invalidGrant("the code is unknown, expired or already used");
  }
  if (issued.redirectUri !== redirectUri)
    throw invalidGrant("redirect_uri differs from the authorization request's");
  const { personId, clientId, scopes } = issued;
  const accessToken = accounts.accessTokens.issue(
    { personId, clientId, scopes },
    ACCESS_TOKEN_SECONDS * 1000,
  );
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_SECONDS,
    scope: scopes.join(" "),
  };
}

export async function serveToken(
  accounts: TickTickAccounts,
  req: IncomingMessage,
  res: ServerResponse,
  bodyText: string,
): Promise<void> {
  return serveClientForm(req, res, bodyText, accounts.app, (form) => {
    sendJsonNoStore(res, 200, redeem(accounts, form));
  });
}
