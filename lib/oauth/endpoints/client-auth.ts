// Client authentication at the token and revocation endpoints (RFC 6749 §2.3): a public client
// names itself (`none`, and proves itself with PKCE or its refresh token); a confidential one
// proves its secret in the form (`client_secret_post`) or in HTTP Basic (`client_secret_basic`,
// §2.3.1). A client must use the method it registered, and only one per request.
import { createHash, timingSafeEqual } from "node:crypto";
import type { ClientLookup, RegisteredClient, TokenEndpointAuthMethod } from "../client-types";
import { OAuthError, type OAuthRequest, single } from "../http";

/** What a Basic header said, its parts form-decoded (§2.3.1); undefined when the scheme is another. */
function basicCredentials(authorization: string | undefined): { id: string; secret: string } | undefined {
  const match = /^basic\s+(.*)$/i.exec(authorization?.trim() ?? "");
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] ?? "", "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  const formDecode = (part: string) => {
    try {
      return decodeURIComponent(part.replace(/\+/g, " "));
    } catch {
      return undefined;
    }
  };
  const id = colon > 0 ? formDecode(decoded.slice(0, colon)) : undefined;
  const secret = colon > 0 ? formDecode(decoded.slice(colon + 1)) : undefined;
  if (!id || secret === undefined)
    throw badClient("The Authorization header holds no client id and secret.", true);
  return { id, secret };
}

function badClient(description: string, basic: boolean): OAuthError {
  // §5.2: a client that tried Basic is answered 401 with the scheme it may use.
  return new OAuthError(
    "invalid_client",
    description,
    401,
    basic ? { "www-authenticate": 'Basic realm="token", charset="UTF-8"' } : {},
  );
}

/** Equal in constant time, whatever the lengths: the SHA-256 digests are compared. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The authenticated client of a token or revocation request; throws OAuthError (401 invalid_client). */
export async function authenticateClient(
  req: OAuthRequest,
  form: URLSearchParams,
  clients: ClientLookup,
  nowSeconds: number,
): Promise<RegisteredClient> {
  const basic = basicCredentials(req.headers.authorization);
  const postedId = single(form, "client_id");
  const postedSecret = single(form, "client_secret");
  if (basic && postedSecret !== undefined)
    throw new OAuthError("invalid_request", "Use one client authentication method, not two.");
  if (basic && postedId !== undefined && postedId !== basic.id)
    throw new OAuthError("invalid_request", "client_id differs from the Authorization header's.");
  const clientId = basic?.id ?? postedId;
  if (!clientId) throw badClient("The client is not identified (client_id).", false);
  const used: TokenEndpointAuthMethod = basic
    ? "client_secret_basic"
    : postedSecret !== undefined
      ? "client_secret_post"
      : "none";
  const client = await clients.getClient(clientId);
  if (!client) throw badClient("Unknown client.", basic !== undefined);
  // ClientLookup gives every client its method (clients.ts: one registered before it was kept gets one).
  const expected = client.token_endpoint_auth_method;
  if (used !== expected)
    throw badClient(
      `This client authenticates with ${expected}, not ${used}.`,
      basic !== undefined || expected === "client_secret_basic",
    );
  if (used === "none") return client;
  const given = basic?.secret ?? postedSecret ?? "";
  const expiresAt = client.client_secret_expires_at ?? 0;
  if (!client.client_secret || !sameSecret(given, client.client_secret))
    throw badClient("The client secret is wrong.", basic !== undefined);
  if (expiresAt !== 0 && expiresAt <= nowSeconds)
    throw badClient("The client secret has expired.", basic !== undefined);
  return client;
}
