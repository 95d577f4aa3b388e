// Our side of the MCP SDK's authorization-server handlers: they check the protocol (client
// authentication, redirect URIs, PKCE S256); this provider keeps the state and the policy. An
// authorization request waits in the store while the person signs in, connects accounts and
// approves (consent.ts); approval leaves a single-use code for 60 s; the code buys an access token
// for the requested resource and a refresh token that works once (each use rotates it; a second
// use revokes the whole family, RFC 9700 §4.14).
import type { OAuthRegisteredClientsStore } from "@modelcontextprotocol/sdk/server/auth/clients.js";
import {
  InvalidGrantError,
  InvalidRequestError,
  InvalidScopeError,
} from "@modelcontextprotocol/sdk/server/auth/errors.js";
import type {
  AuthorizationParams,
  OAuthServerProvider,
} from "@modelcontextprotocol/sdk/server/auth/provider.js";
import type { AuthInfo } from "@modelcontextprotocol/sdk/server/auth/types.js";
import type {
  OAuthClientInformationFull,
  OAuthTokenRevocationRequest,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import type { Response } from "express";
import type { AccessTokens } from "./access-token";
import type { Grants } from "./grants";
import { CODE_TTL_SECONDS, REFRESH_TTL_SECONDS, REQUEST_TTL_SECONDS } from "./lifetimes";
import { ALL_SCOPES } from "./scopes";
import { type OAuthStore, randomToken, sha256 } from "./store";

/** An authorization request waiting for the person. */
export interface PendingRequest {
  clientId: string;
  clientName?: string;
  redirectUri: string;
  codeChallenge: string;
  state?: string;
  scopes: string[];
  resource: string;
}

interface IssuedCode extends PendingRequest {
  principal: string;
}

interface RefreshRecord {
  family: string;
  clientId: string;
  principal: string;
  scopes: string[];
  resource: string;
  used?: boolean;
}

export interface ProviderOptions {
  store: OAuthStore;
  clients: OAuthRegisteredClientsStore;
  tokens: AccessTokens;
  /** Where each grant is recorded for the person's account page. */
  grants: Grants;
  /** The resources tokens may be issued for (`<base>/mcp`, `<base>/tools`); the first is the default. */
  resources: readonly string[];
  /** Where the person goes to sign in, connect accounts and approve: `<base>/consent`. */
  consentUrl: string;
}

export class DeploymentProvider implements OAuthServerProvider {
  constructor(private readonly options: ProviderOptions) {}

  get clientsStore(): OAuthRegisteredClientsStore {
    return this.options.clients;
  }

  async authorize(
    client: OAuthClientInformationFull,
    params: AuthorizationParams,
    res: Response,
  ): Promise<void> {
    const scopes = params.scopes?.length ? params.scopes : [...ALL_SCOPES];
    const unknown = scopes.filter((scope) => !ALL_SCOPES.includes(scope));
    if (unknown.length > 0) throw new InvalidScopeError(`Unknown scopes: ${unknown.join(", ")}`);
    const resource = this.resourceOf(params.resource);
    const id = randomToken();
    const request: PendingRequest = {
      clientId: client.client_id,
      redirectUri: params.redirectUri,
      codeChallenge: params.codeChallenge,
      scopes,
      resource,
      ...(client.client_name ? { clientName: client.client_name } : {}),
      ...(params.state === undefined ? {} : { state: params.state }),
    };
    await this.options.store.put("request", id, { ...request }, REQUEST_TTL_SECONDS);
    const consent = new URL(this.options.consentUrl);
    consent.searchParams.set("request", id);
    res.redirect(302, consent.href);
  }

  /** Called by consent.ts once the person approved: the code to send back to the client. */
  async issueCode(request: PendingRequest, principal: string): Promise<string> {
    const code = randomToken();
    const issued: IssuedCode = { ...request, principal };
    await this.options.store.put("code", sha256(code), { ...issued }, CODE_TTL_SECONDS);
    return code;
  }

  async challengeForAuthorizationCode(client: OAuthClientInformationFull, code: string): Promise<string> {
    const issued = await this.options.store.get<IssuedCode & Record<string, unknown>>("code", sha256(code));
    if (!issued || issued.clientId !== client.client_id)
      throw new InvalidGrantError("Invalid authorization code");
    return issued.codeChallenge;
  }

  async exchangeAuthorizationCode(
    client: OAuthClientInformationFull,
    code: string,
    _codeVerifier?: string,
    redirectUri?: string,
    resource?: URL,
  ): Promise<OAuthTokens> {
    // Consumed whatever happens next: a code is good for one attempt.
    const issued = await this.options.store.consume<IssuedCode & Record<string, unknown>>(
      "code",
      sha256(code),
    );
    if (!issued || issued.clientId !== client.client_id)
      throw new InvalidGrantError("Invalid authorization code");
    if (redirectUri !== issued.redirectUri)
      throw new InvalidGrantError("redirect_uri does not match the authorization request");
    if (resource && resource.href !== issued.resource)
      throw new InvalidGrantError("resource does not match the authorization request");
    const family = randomToken();
    await this.options.grants.record(issued.principal, {
      family,
      clientId: issued.clientId,
      ...(issued.clientName ? { clientName: issued.clientName } : {}),
      scopes: issued.scopes,
      resource: issued.resource,
    });
    return this.tokensFor({ ...issued, family });
  }

  async exchangeRefreshToken(
    client: OAuthClientInformationFull,
    refreshToken: string,
    scopes?: string[],
    resource?: URL,
  ): Promise<OAuthTokens> {
    const id = sha256(refreshToken);
    const record = await this.options.store.get<RefreshRecord & Record<string, unknown>>("refresh", id);
    if (!record || record.clientId !== client.client_id) throw new InvalidGrantError("Invalid refresh token");
    if (await this.options.store.get("family", record.family))
      throw new InvalidGrantError("Refresh token revoked");
    if (!(await this.options.store.flagOnce("refresh", id, "used"))) {
      // Presented twice: one of the two holders is not the client. End the whole line of tokens.
      await this.options.grants.end(record.principal, record.family);
      throw new InvalidGrantError("Refresh token already used; the grant is revoked");
    }
    const narrowed = scopes?.length ? scopes : record.scopes;
    if (narrowed.some((scope) => !record.scopes.includes(scope)))
      throw new InvalidScopeError("Scopes beyond the grant");
    if (resource && resource.href !== record.resource)
      throw new InvalidRequestError("resource does not match the grant");
    await this.options.grants.touch(record.principal, record.family);
    return this.tokensFor({ ...record, scopes: narrowed });
  }

  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const access = await this.options.tokens.verify(token, this.options.resources);
    return {
      token,
      clientId: access.clientId,
      scopes: [...access.scopes],
      expiresAt: access.expiresAt,
      resource: new URL(access.resource),
      extra: { principal: access.principal },
    };
  }

  /** Revoking a refresh token ends its family; access tokens are short-lived and simply expire. */
  async revokeToken(client: OAuthClientInformationFull, request: OAuthTokenRevocationRequest): Promise<void> {
    const record = await this.options.store.get<RefreshRecord & Record<string, unknown>>(
      "refresh",
      sha256(request.token),
    );
    if (record && record.clientId === client.client_id)
      await this.options.grants.end(record.principal, record.family);
  }

  private resourceOf(requested: URL | undefined): string {
    if (!requested) return this.options.resources[0] as string;
    if (!this.options.resources.includes(requested.href)) {
      throw new InvalidRequestError(
        `Unknown resource; this server issues tokens for ${this.options.resources.join(", ")}`,
      );
    }
    return requested.href;
  }

  private async tokensFor(grant: Omit<RefreshRecord, "used">): Promise<OAuthTokens> {
    const accessToken = await this.options.tokens.issue({
      principal: grant.principal,
      clientId: grant.clientId,
      scopes: grant.scopes,
      resource: grant.resource,
    });
    const refreshToken = randomToken();
    const record: RefreshRecord = {
      family: grant.family,
      clientId: grant.clientId,
      principal: grant.principal,
      scopes: [...grant.scopes],
      resource: grant.resource,
    };
    await this.options.store.put("refresh", sha256(refreshToken), { ...record }, REFRESH_TTL_SECONDS);
    return {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: this.options.tokens.lifetimeSeconds,
      refresh_token: refreshToken,
      scope: grant.scopes.join(" "),
    };
  }
}
