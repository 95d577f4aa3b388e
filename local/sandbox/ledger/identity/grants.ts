// What the identity service's codes and tokens stand for, and the Custom Connection they may be for: kept by identity.ts (which re-exports them)
// and issued by authorize.ts, which identity.ts imports and which so imports nothing back from it.

/** What a code, an access token or a refresh token stands for. */
export interface Grant {
  personId: string;
  clientId: string;
  scopes: string[];
  /** One approval: every token issued from its code and the refreshes after shares it. */
  grantId: string;
  /** Seconds since the epoch, for `auth_time`. */
  authTime: number;
  globalSessionId: string;
}

export interface IssuedCode extends Grant {
  redirectUri: string;
  codeChallenge?: string;
  nonce?: string;
}

/** A Custom Connection: an app registered for one organisation, with the client_credentials grant. */
export interface CustomConnectionApp {
  clientId: string;
  clientSecret: string;
  /** The one organisation the connection was authorised for. */
  tenantId: string;
  scopes: readonly string[];
}

/** The person id of a Custom Connection's grants (no person signs in). */
export const customConnectionPerson = (app: CustomConnectionApp) => `custom-connection:${app.clientId}`;
