// The refresh_token grant (RFC 6749 §6) with rotation and reuse detection (RFC 9700 §4.14.2):
// each use issues a new refresh token; presenting a used one again ends the whole grant, except
// the immediately previous one, by the same client, within REFRESH_REUSE_GRACE_SECONDS of its
// first use (concurrent refreshes, a retry after a lost answer), which gets a fresh pair in the
// same grant. Everything the request could be refused for is checked before the token is spent,
// so a refused request leaves it usable for the client's correct retry.
import type { RegisteredClient } from "../client-types";
import { OAuthError, required, single } from "../http";
import { REFRESH_REUSE_GRACE_SECONDS } from "../lifetimes";
import type { DeploymentProvider } from "../provider";
import { sha256 } from "../store";
import { type IssuedTokens, issueTokens, type RefreshRecord } from "./token-issue";

export async function refreshGrant(
  provider: DeploymentProvider,
  client: RegisteredClient,
  form: URLSearchParams,
  dpopJkt: string | undefined,
  nowSeconds: number,
): Promise<IssuedTokens> {
  const { store, grants } = provider.options;
  const id = sha256(required(form, "refresh_token"));
  const record = await store.get<RefreshRecord & Record<string, unknown>>("refresh", id);
  if (!record || record.clientId !== client.client_id)
    throw new OAuthError("invalid_grant", "Invalid refresh token.");
  if (await store.get("family", record.family))
    throw new OAuthError("invalid_grant", "The grant was revoked.");
  const requested = (single(form, "scope") ?? "").split(" ").filter(Boolean);
  if (requested.some((scope) => !record.scopes.includes(scope)))
    throw new OAuthError("invalid_scope", "The scope asked for is wider than the grant's.");
  const resource = single(form, "resource");
  if (resource !== undefined && resource !== record.resource)
    throw new OAuthError("invalid_target", "resource is not the grant's.");
  if (record.jkt) {
    // RFC 9449 §5: a public client's refresh token is bound to its DPoP key.
    if (!dpopJkt)
      throw new OAuthError("invalid_dpop_proof", "This refresh token needs a DPoP proof of its key.");
    if (dpopJkt !== record.jkt) throw new OAuthError("invalid_grant", "The DPoP key is not the grant's.");
  }
  const issue = () =>
    issueTokens(
      provider,
      {
        family: record.family,
        clientId: record.clientId,
        principal: record.principal,
        scopes: record.scopes,
        resource: record.resource,
        ...(record.jkt ? { jkt: record.jkt } : {}),
      },
      {
        ...(requested.length > 0 ? { accessScopes: [...new Set(requested)] } : {}),
        ...(dpopJkt ? { dpopJkt } : {}),
      },
    );
  if (await store.setOnce("refresh", id, "used", nowSeconds)) {
    const issued = await issue();
    await store.setField("refresh", id, "successor", issued.refreshId);
    await grants.touch(record.principal, record.family);
    return issued;
  }
  if (!(await withinGrace(provider, id, nowSeconds))) {
    // Presented again after its successor took over: one of the two holders is not the client.
    await grants.end(record.principal, record.family);
    throw new OAuthError("invalid_grant", "Refresh token already used; the grant is revoked.");
  }
  return issue();
}

/** A used token presented again is the immediately previous one, still within its grace. */
async function withinGrace(provider: DeploymentProvider, id: string, nowSeconds: number): Promise<boolean> {
  const { store } = provider.options;
  const used = await store.get<RefreshRecord & Record<string, unknown>>("refresh", id);
  if (typeof used?.used !== "number" || nowSeconds - used.used > REFRESH_REUSE_GRACE_SECONDS) return false;
  // No successor yet: its first use is still being answered (a concurrent refresh).
  if (used.successor === undefined) return true;
  const successor = await store.get<RefreshRecord & Record<string, unknown>>("refresh", used.successor);
  return successor !== undefined && successor.used === undefined;
}
