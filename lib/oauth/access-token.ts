// Access tokens: JWTs (HS256, `jose`) the authorization server issues and the resource server
// checks. Issuer and verifier are the same deployment, so one secret key (from Secrets Manager)
// serves both and nothing needs a public key. A token names one principal (`sub`), the client it
// was issued to, its scopes and the one resource it is for (`aud`, RFC 8707).
import { errors, jwtVerify, SignJWT } from "jose";

export interface AccessGrant {
  principal: string;
  clientId: string;
  scopes: readonly string[];
  /** The resource (audience) the token is for, e.g. `https://…/v1/mcp`. */
  resource: string;
}

export interface VerifiedAccess extends AccessGrant {
  /** Epoch seconds. */
  expiresAt: number;
}

/** Why a token was refused, for the `error_description` of a 401 (never the token itself). */
export class InvalidAccessToken extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidAccessToken";
  }
}

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    key: Uint8Array | string,
    private readonly issuer: string,
    readonly lifetimeSeconds = 3600,
  ) {
    this.key = typeof key === "string" ? new TextEncoder().encode(key) : key;
    if (this.key.length < 32) throw new Error("The access-token signing key must be at least 32 bytes.");
  }

  async issue(grant: AccessGrant): Promise<string> {
    return new SignJWT({ scope: grant.scopes.join(" "), client_id: grant.clientId })
      .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
      .setIssuer(this.issuer)
      .setSubject(grant.principal)
      .setAudience(grant.resource)
      .setIssuedAt()
      .setExpirationTime(`${this.lifetimeSeconds}s`)
      .setJti(crypto.randomUUID())
      .sign(this.key);
  }

  /** Checks signature, issuer, audience (one of `resources`) and expiry; throws InvalidAccessToken. */
  async verify(token: string, resources: readonly string[]): Promise<VerifiedAccess> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: this.issuer,
        audience: [...resources],
        algorithms: ["HS256"],
        typ: "at+jwt",
        requiredClaims: ["sub", "exp", "aud"],
      });
      const audience = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
      return {
        principal: String(payload.sub),
        clientId: String(payload.client_id ?? ""),
        scopes: typeof payload.scope === "string" ? payload.scope.split(" ").filter(Boolean) : [],
        resource: String(audience),
        expiresAt: Number(payload.exp),
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new InvalidAccessToken("The access token has expired.");
      if (error instanceof errors.JWTClaimValidationFailed) {
        throw new InvalidAccessToken(`The access token is not valid here (${error.claim}).`);
      }
      throw new InvalidAccessToken("The access token is not valid.");
    }
  }
}
