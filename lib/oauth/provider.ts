// The authorization server's state between its endpoints: an authorization request waits in the
// store while the person signs in, connects accounts and approves (consent legs); approval leaves
// a single-use code for 60 s (issueCode); the token endpoint (endpoints/token.ts) trades it for an
// access token and a refresh token, each refresh rotating it (RFC 9700 §4.14). The protocol rules
// live in lib/oauth/endpoints; this holds what they share.
import type { AccessTokens } from "./access-token";
import type { ClientLookup } from "./client-types";
import type { Grants } from "./grants";
import { CODE_TTL_SECONDS, REQUEST_TTL_SECONDS } from "./lifetimes";
import { type OAuthStore, randomToken, sha256 } from "./store";

/** An authorization request waiting for the person. */
export interface PendingRequest {
  clientId: string;
  clientName?: string;
  redirectUri: string;
  /** The request named no redirect_uri (its client registered one): the token request may omit it too (RFC 6749 §4.1.3). */
  redirectUriOmitted?: boolean;
  codeChallenge: string;
  state?: string;
  scopes: string[];
  resource: string;
}

/** A code's item: the request it answers, and who approved it. */
export interface IssuedCode extends PendingRequest {
  principal: string;
}

export interface ProviderOptions {
  store: OAuthStore;
  clients: ClientLookup;
  tokens: AccessTokens;
  /** Where each grant is recorded for the person's account page. */
  grants: Grants;
  /** The resources tokens may be issued for (`<base>/mcp`, `<base>/tools`); the first is the default. */
  resources: readonly string[];
  /** The issuer (the base URL): `iss` of every authorization response (RFC 9207). */
  issuer: string;
  /** Where the person goes to sign in, connect accounts and approve: `<base>/consent`. */
  consentUrl: string;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

export class DeploymentProvider {
  constructor(readonly options: ProviderOptions) {}

  /** Keeps a checked authorization request for the person; the consent page's URL for it. */
  async waitForConsent(request: PendingRequest): Promise<string> {
    const id = randomToken();
    await this.options.store.put("request", id, { ...request }, REQUEST_TTL_SECONDS);
    const consent = new URL(this.options.consentUrl);
    consent.searchParams.set("request", id);
    return consent.href;
  }

  /** Called by the consent legs once the person approved: the code to send back to the client. */
  async issueCode(request: PendingRequest, principal: string): Promise<string> {
    const code = randomToken();
    const issued: IssuedCode = { ...request, principal };
    await this.options.store.put("code", sha256(code), { ...issued }, CODE_TTL_SECONDS);
    return code;
  }
}
