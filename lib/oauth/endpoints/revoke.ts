// The revocation endpoint (RFC 7009): an authenticated client takes back a token it holds. A
// refresh token ends its grant (family); so does an access token (its `family` claim), so nothing
// refreshes any more and the access tokens already issued end within their short lifetime. A
// token the server does not know, or another client's, is answered 200 all the same (§2.2), and
// `token_type_hint` only chooses which kind is looked up first (§2.1).
import { jsonAnswer, type OAuthAnswer, type OAuthRequest, required, single } from "../http";
import type { DeploymentProvider } from "../provider";
import { sha256 } from "../store";
import { answerClientRequest } from "./client-request";
import type { RefreshRecord } from "./token-issue";

export function revokeEndpoint(req: OAuthRequest, provider: DeploymentProvider): Promise<OAuthAnswer> {
  // §2.2.1: on a failure of ours the client may try again later.
  const failure = {
    log: "revocation endpoint failure",
    status: 503,
    error: "temporarily_unavailable",
    description: "The token could not be revoked now. Try again.",
  };
  return answerClientRequest(req, provider, failure, async ({ form, client }) => {
    const token = required(form, "token");
    const lookups = [() => endRefreshGrant(provider, client.client_id, token)];
    // An access token is a JWT (three dot-separated parts); a refresh token is not.
    if (token.split(".").length === 3) {
      const access = () => endAccessGrant(provider, client.client_id, token);
      if (single(form, "token_type_hint") === "access_token") lookups.unshift(access);
      else lookups.push(access);
    }
    for (const lookup of lookups) if (await lookup()) break;
    return jsonAnswer(200, {});
  });
}

async function endRefreshGrant(
  provider: DeploymentProvider,
  clientId: string,
  token: string,
): Promise<boolean> {
  const { store, grants } = provider.options;
  const record = await store.get<RefreshRecord & Record<string, unknown>>("refresh", sha256(token));
  if (!record || record.clientId !== clientId) return false;
  await grants.end(record.principal, record.family);
  return true;
}

async function endAccessGrant(
  provider: DeploymentProvider,
  clientId: string,
  token: string,
): Promise<boolean> {
  const { tokens, grants, resources } = provider.options;
  let access: Awaited<ReturnType<typeof tokens.verify>>;
  try {
    access = await tokens.verify(token, resources);
  } catch {
    return false;
  }
  const family = (access as { family?: string }).family;
  if (access.clientId !== clientId || !family) return false;
  await grants.end(access.principal, family);
  return true;
}
