// Xero's Custom Connections as the sandbox emulates them: an app registered for one organisation
// whose client gets access tokens with the client_credentials grant (HTTP Basic; no refresh
// token), which reach that organisation only and list it on /connections. The sandbox counts the
// grants it answers, so tests can hold a burst of calls to one grant.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { basicCredentials, invalidRequest, OAuthError } from "../../oauth/wire";
import { ACCESS_TOKEN_SECONDS, OPENID_SCOPES, XERO_SCOPES } from "./app";
import { type Connection, standingConnections } from "./connections";
import { type CustomConnectionApp, customConnectionPerson, type Grant } from "./grants";
import type { XeroIdentity } from "./identity";

/** The Custom Connection the sandbox registers by default (for its primary organisation). */
export const SANDBOX_CUSTOM_CONNECTION = Object.freeze({
  clientId: "sandbox-xero-custom-connection",
  clientSecret: "sandbox-xero-custom-connection-secret",
});

/** Every accounting scope: what a Custom Connection is granted when it is set up. */
const GRANTED_SCOPES = [...XERO_SCOPES].filter((scope) => !OPENID_SCOPES.has(scope));

export interface CustomConnectionOptions {
  clientId?: string;
  clientSecret?: string;
  /** The organisation (default the primary). */
  tenantId?: string;
}

export function registerCustomConnection(
  tenantId: string,
  options: CustomConnectionOptions = {},
): CustomConnectionApp {
  return {
    clientId: options.clientId ?? SANDBOX_CUSTOM_CONNECTION.clientId,
    clientSecret: options.clientSecret ?? SANDBOX_CUSTOM_CONNECTION.clientSecret,
    tenantId: options.tenantId ?? tenantId,
    scopes: GRANTED_SCOPES,
  };
}

/** The client id a token request names (Basic header, else the form's client_id). */
export function requestedClientId(req: IncomingMessage, form: URLSearchParams): string | undefined {
  const header = req.headers.authorization;
  return header === undefined ? (form.get("client_id") ?? undefined) : basicCredentials(header)?.id;
}

/** The client_credentials grant, the client already authenticated: Xero's answer, counted. */
export function grantClientCredentials(
  identity: XeroIdentity,
  app: CustomConnectionApp,
  form: URLSearchParams,
): Record<string, unknown> {
  const asked = form.get("scope");
  const scopes = asked === null ? [...app.scopes] : asked.split(" ").filter(Boolean);
  if (scopes.length === 0) throw invalidRequest("scope is empty");
  if (scopes.some((scope) => !app.scopes.includes(scope))) {
    throw new OAuthError(400, "invalid_scope", "the connection was not granted every scope asked for");
  }
  const grant: Grant = {
    personId: customConnectionPerson(app),
    clientId: app.clientId,
    scopes,
    grantId: randomUUID(),
    authTime: Math.floor(identity.clock() / 1000),
    globalSessionId: randomUUID(),
  };
  identity.clientCredentialsGrants += 1;
  return {
    access_token: identity.accessTokens.issue(grant, ACCESS_TOKEN_SECONDS * 1000),
    expires_in: ACCESS_TOKEN_SECONDS,
    token_type: "Bearer",
    scope: scopes.join(" "),
  };
}

/** What /connections lists for a Custom Connection's token: its one organisation. */
export function customConnectionList(identity: XeroIdentity, app: CustomConnectionApp): Connection[] {
  return standingConnections(identity.organisations().filter((org) => org.tenantId === app.tenantId));
}
