// What the identity service's codes and tokens stand for: kept by identity.ts (which re-exports them)
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
