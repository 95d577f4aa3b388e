// What a successful token request gets (RFC 6749 §5.1): an access token for one resource, and a
// new refresh token of the same grant (a "family"), stored only as its hash. The refresh token
// keeps the grant's scopes; the access token may carry fewer (a narrowed refresh, §6).
import { REFRESH_TTL_SECONDS } from "../lifetimes";
import type { DeploymentProvider } from "../provider";
import { randomToken, sha256 } from "../store";

/** A refresh token's item. */
export interface RefreshRecord {
  family: string;
  clientId: string;
  principal: string;
  /** The grant's scopes. */
  scopes: string[];
  resource: string;
  /** A public client's DPoP key (RFC 9449 §5): every refresh must prove it. */
  jkt?: string;
  /** Epoch seconds of its first use (`true`: used before this was recorded, so no grace). */
  used?: number | boolean;
  /** The hash of the refresh token its first use issued. */
  successor?: string;
}

export interface TokenAnswer {
  access_token: string;
  token_type: "Bearer" | "DPoP";
  expires_in: number;
  refresh_token: string;
  scope: string;
}

export interface IssuedTokens {
  answer: TokenAnswer;
  /** The new refresh token's hash (its item's id). */
  refreshId: string;
}

export async function issueTokens(
  provider: DeploymentProvider,
  grant: Omit<RefreshRecord, "used" | "successor">,
  options: { accessScopes?: string[]; dpopJkt?: string } = {},
): Promise<IssuedTokens> {
  const { tokens, store } = provider.options;
  const scopes = options.accessScopes ?? grant.scopes;
  // A DPoP proof with this request binds the access token to its key (cnf.jkt), whoever the client.
  const access = {
    principal: grant.principal,
    clientId: grant.clientId,
    scopes,
    resource: grant.resource,
    family: grant.family,
    ...(options.dpopJkt ? { jkt: options.dpopJkt } : {}),
  };
  const accessToken = await tokens.issue(access);
  const refreshToken = randomToken();
  const refreshId = sha256(refreshToken);
  const record: RefreshRecord = {
    family: grant.family,
    clientId: grant.clientId,
    principal: grant.principal,
    scopes: [...grant.scopes],
    resource: grant.resource,
    ...(grant.jkt ? { jkt: grant.jkt } : {}),
  };
  await store.put("refresh", refreshId, { ...record }, REFRESH_TTL_SECONDS);
  return {
    refreshId,
    answer: {
      access_token: accessToken,
      token_type: options.dpopJkt ? "DPoP" : "Bearer",
      expires_in: tokens.lifetimeSeconds,
      refresh_token: refreshToken,
      scope: scopes.join(" "),
    },
  };
}
