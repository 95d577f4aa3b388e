// The state of the sandbox's Xero identity service: the registered app, codes, tokens, waiting
// consent pages and each person's connections. Reset with the rest of the sandbox.
import type { OAuthApp } from "../../oauth/app";
import { ConsentPages } from "../../oauth/consent-flow";
import type { OrganisationChoice } from "../../oauth/consent-page";
import { type Clock, ExpiringStore } from "../../oauth/expiring-store";
import type { TenantAccess } from "../access";
import { type XeroAuthorizationRequest, xeroConsentProvider } from "./authorize";
import { ConnectionStore } from "./connections";
import { type CustomConnectionApp, customConnectionPerson, type Grant, type IssuedCode } from "./grants";

export type { CustomConnectionApp, Grant, IssuedCode } from "./grants";

export class XeroIdentity {
  /** Set once the server listens: http://127.0.0.1:<port>. */
  origin = "";
  /** The sandbox's fixed bearer token: it reaches every organisation, on /connections too. */
  fixedToken = "";
  readonly codes: ExpiringStore<IssuedCode>;
  readonly accessTokens: ExpiringStore<Grant>;
  readonly refreshTokens: ExpiringStore<Grant>;
  readonly connections = new ConnectionStore();
  readonly consent: ConsentPages<XeroAuthorizationRequest>;
  /** The registered Custom Connection, if any: its client takes the client_credentials grant. */
  customConnection?: CustomConnectionApp;
  /** client_credentials grants answered since the last reset. */
  clientCredentialsGrants = 0;

  constructor(
    readonly app: OAuthApp,
    readonly clock: Clock,
    /** The sandbox's organisations in starting-data order, as a consent page offers them. */
    readonly organisations: () => OrganisationChoice[],
  ) {
    this.codes = new ExpiringStore(clock);
    this.accessTokens = new ExpiringStore(clock);
    this.refreshTokens = new ExpiringStore(clock);
    this.consent = new ConsentPages(xeroConsentProvider(this), clock);
  }

  get issuer(): string {
    return `${this.origin}/identity`;
  }

  /** A person's live access token reaches the organisations that person has connected now. */
  access(token: string): TenantAccess | undefined {
    const grant = this.accessTokens.peek(token);
    if (!grant) return undefined;
    const custom = this.customConnectionOf(grant);
    if (custom)
      return { reaches: (tenantId) => tenantId.trim().toLowerCase() === custom.tenantId.toLowerCase() };
    return { reaches: (tenantId) => this.connections.reaches(grant.personId, tenantId) };
  }

  /** The Custom Connection a grant was issued to, if it was. */
  customConnectionOf(grant: Grant): CustomConnectionApp | undefined {
    const app = this.customConnection;
    return app && grant.personId === customConnectionPerson(app) ? app : undefined;
  }

  /** Xero's revocation: the refresh token goes, and with it every connection the person made. */
  revokeGrant(grant: Grant): void {
    const sameGrant = (other: Grant) => other.grantId === grant.grantId;
    this.accessTokens.removeWhere(sameGrant);
    this.refreshTokens.removeWhere(sameGrant);
    this.connections.removeAll(grant.personId);
  }

  reset(): void {
    this.codes.clear();
    this.accessTokens.clear();
    this.refreshTokens.clear();
    this.connections.clear();
    this.consent.clear();
    this.clientCredentialsGrants = 0;
  }
}
