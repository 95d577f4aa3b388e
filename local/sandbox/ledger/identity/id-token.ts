// The ID token Sign in with Xero issues: RS256, with Xero's own claims (xero_userid,
// global_session_id) beside the standard ones; profile and email claims only for those scopes.
import { SignJWT } from "jose";
import { findDemoPerson } from "../../oauth/people";
import { ID_TOKEN_SECONDS } from "./app";
import type { Grant } from "./identity";
import { signingKey } from "./keys";

export async function signIdToken(
  issuer: string,
  grant: Grant,
  nowMs: number,
  nonce?: string,
): Promise<string> {
  const person = findDemoPerson(grant.personId);
  if (!person) throw new Error(`no demo person ${grant.personId}`);
  const now = Math.floor(nowMs / 1000);
  const claims: Record<string, unknown> = {
    nbf: now,
    auth_time: grant.authTime,
    xero_userid: person.xeroUserId,
    global_session_id: grant.globalSessionId,
    ...(nonce ? { nonce } : {}),
  };
  if (grant.scopes.includes("email")) claims.email = person.email;
  if (grant.scopes.includes("profile")) {
    Object.assign(claims, {
      preferred_username: person.email,
      given_name: person.givenName,
      family_name: person.familyName,
    });
  }
  const key = await signingKey();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: key.publicJwk.kid as string, typ: "JWT" })
    .setIssuer(issuer)
    .setAudience(grant.clientId)
    .setSubject(person.xeroSubject)
    .setIssuedAt(now)
    .setExpirationTime(now + ID_TOKEN_SECONDS)
    .sign(key.privateKey);
}
