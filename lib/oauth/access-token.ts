// Access tokens: JWTs (`jose`) the authorization server issues and the resource servers check.
// They are signed ES256, so a verifier outside the deployment (the AgentCore Gateway) can check
// them by the public keys of /.well-known/jwks.json; HS256 tokens of a shared key, which
// deployments made before ES256 issue, still verify until their key is retired, but none is signed
// once an ES256 key is active (signing-key.ts, docs/oauth-foundation.md). Each token names its key
// (`kid`) and a token's `alg` must be its key's: no HS256 token verifies by an ES256 key's public
// half, nor any unsigned one. A token names one principal (`sub`), the client it was issued to, its scopes,
// the one resource it is for (`aud`, RFC 8707), its grant family (what revoking a grant ends) and,
// when the client proved a key (DPoP, RFC 9449), that key's thumbprint (`cnf.jkt`).
import { errors, type JWTPayload, jwtVerify, SignJWT } from "jose";
import { type KeyRing, keyRingOf } from "./signing-key";
import type { SigningKey } from "./signing-key-set";

/**
 * Ten minutes: what a token that can no longer be revoked is good for (the authorizer caches an
 * answer for at most this, and the functions refuse a cached answer past `exp`). Token answers
 * give it as `expires_in`; clients refresh.
 */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 600;

export interface AccessGrant {
  principal: string;
  clientId: string;
  scopes: readonly string[];
  /** The resource (audience) the token is for, e.g. `https://…/v1/mcp`. */
  resource: string;
}

export interface TokenBinding {
  /** The JWK SHA-256 thumbprint (RFC 7638) of the client's DPoP key: the token is bound to it. */
  jkt?: string;
  /** The grant family the token was issued under (the refresh chain), for revocation. */
  family?: string;
}

export interface VerifiedAccess extends AccessGrant, TokenBinding {
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

class UnknownKey extends Error {}

/** The token's `alg` is not its key's (alg confusion: an HS256 token naming an ES256 key, or back). */
class AlgorithmMismatch extends Error {}

/** The algorithms a token may name; `none` and every other are refused before any key is looked up. */
const ACCEPTED_ALGORITHMS = ["ES256", "HS256"];

/** What jose signs or verifies with: the private JWK or the shared key; the public JWK to verify. */
const signingMaterial = (key: SigningKey) => (key.alg === "ES256" ? key.privateJwk : key.key);
const verifyingMaterial = (key: SigningKey) => (key.alg === "ES256" ? key.publicJwk : key.key);

/** The keys could not be read (Secrets Manager down): a server failure, never a refused token. */
class KeysUnreadable extends Error {}

export class AccessTokens {
  /** The keys it signs and verifies with; the JWKS publishes their public halves (jwks.ts). */
  readonly keys: KeyRing;

  constructor(
    keys: KeyRing | Uint8Array | string,
    private readonly issuer: string,
    readonly lifetimeSeconds = ACCESS_TOKEN_LIFETIME_SECONDS,
  ) {
    this.keys = keyRingOf(keys);
  }

  async issue(grant: AccessGrant & TokenBinding): Promise<string> {
    const key = await this.keys.current();
    const claims: JWTPayload = { scope: grant.scopes.join(" "), client_id: grant.clientId };
    if (grant.family) claims.family = grant.family;
    if (grant.jkt) claims.cnf = { jkt: grant.jkt };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: key.alg, typ: "at+jwt", kid: key.kid })
      .setIssuer(this.issuer)
      .setSubject(grant.principal)
      .setAudience(grant.resource)
      .setIssuedAt()
      .setExpirationTime(`${this.lifetimeSeconds}s`)
      .setJti(crypto.randomUUID())
      .sign(signingMaterial(key));
  }

  /**
   * Checks the key (by `kid`), signature, issuer, audience and expiry; throws InvalidAccessToken,
   * or the key read's own error when the keys cannot be read (a 500, not a 401).
   * The token's resource is the audience member that is one of `resources`, whichever place it has.
   */
  async verify(token: string, resources: readonly string[]): Promise<VerifiedAccess> {
    try {
      const { payload } = await jwtVerify(
        token,
        async ({ kid, alg }) => {
          if (kid === undefined) throw new UnknownKey();
          const found = await this.keys.find(kid).catch((error: unknown) => {
            throw new KeysUnreadable("The access-token signing keys could not be read.", { cause: error });
          });
          if (!found) throw new UnknownKey();
          if (found.alg !== alg) throw new AlgorithmMismatch();
          return verifyingMaterial(found);
        },
        {
          issuer: this.issuer,
          audience: [...resources],
          algorithms: ACCEPTED_ALGORITHMS,
          typ: "at+jwt",
          requiredClaims: ["sub", "exp", "aud"],
        },
      );
      const resource = [payload.aud ?? []].flat().find((audience) => resources.includes(audience));
      if (resource === undefined) throw new InvalidAccessToken("The access token is not valid here (aud).");
      const access: VerifiedAccess = {
        principal: String(payload.sub),
        clientId: String(payload.client_id ?? ""),
        scopes: typeof payload.scope === "string" ? payload.scope.split(" ").filter(Boolean) : [],
        resource,
        expiresAt: Number(payload.exp),
      };
      const jkt = (payload.cnf as { jkt?: unknown } | undefined)?.jkt;
      if (typeof jkt === "string") access.jkt = jkt;
      if (typeof payload.family === "string") access.family = payload.family;
      return access;
    } catch (error) {
      if (error instanceof InvalidAccessToken) throw error;
      if (error instanceof KeysUnreadable) throw error.cause;
      if (error instanceof UnknownKey)
        throw new InvalidAccessToken("The access token was signed with a key not known here.");
      if (error instanceof AlgorithmMismatch)
        throw new InvalidAccessToken("The access token's algorithm is not its key's.");
      if (error instanceof errors.JWTExpired) throw new InvalidAccessToken("The access token has expired.");
      if (error instanceof errors.JWTClaimValidationFailed) {
        throw new InvalidAccessToken(`The access token is not valid here (${error.claim}).`);
      }
      throw new InvalidAccessToken("The access token is not valid.");
    }
  }
}
