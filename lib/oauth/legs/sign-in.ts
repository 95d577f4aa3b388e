// Sign-in: the person proves who they are at the sign-in provider (OpenID Connect, PKCE, nonce)
// and this server gives the browser a session. A leg starts from the consent page's "Sign in to
// continue" (approve.ts: the page is shown first, so the person sees who is asking before leaving
// for the provider), from the account page without a session, or under auto-approve.
//
// "Sign in to continue" is a link (GET /consent?request=…&signin=1), not a form: with no session
// there is no CSRF value to bind a form to, and starting a leg changes nothing of the person's. It
// only sends the browser to the provider with a fresh attempt cookie; a callback counts only in the
// browser holding that cookie (attempt.ts), so a sign-in another site starts cannot finish as
// someone else (login CSRF), and its worst is what a link to /authorize already does.
import type { Response } from "express";
import { principalOf } from "../principal";
import { randomToken, sha256 } from "../store";
import { finishLeg } from "../upstream-client";
import { type Attempt, leave, returnPage } from "./attempt";
import type { LegContext } from "./context";
import type { Session } from "./cookies";
import { fail } from "./deps";

const SESSION_TTL_SECONDS = 12 * 3600;

/** Sends the browser to the sign-in provider; it comes back to `request`'s consent page, or the account page. */
export async function startSignIn(
  ctx: LegContext,
  res: Response,
  request: string | undefined,
): Promise<void> {
  await leave(
    ctx,
    res,
    { kind: "signin", ...(request ? { request } : {}) },
    { scopes: ["openid", "profile", "email"], pkce: true, oidc: true },
    await ctx.deps.signIn(),
  );
}

/** The sign-in provider's callback: the ID token's person gets a session in this browser. */
export async function finishSignIn(
  ctx: LegContext,
  res: Response,
  attempt: Attempt,
  callback: URL,
): Promise<void> {
  const { claims } = await finishLeg(await ctx.deps.signIn(), callback, {
    redirectUri: ctx.callbackUri,
    state: attempt.state,
    ...(attempt.verifier ? { verifier: attempt.verifier } : {}),
    ...(attempt.nonce ? { nonce: attempt.nonce } : {}),
  });
  if (!claims) return fail(res, 502, "Sign-in failed", "The sign-in provider sent no identity.");
  const session: Session = {
    principal: principalOf(claims.iss, claims.sub),
    person: String(claims.email ?? claims.name ?? claims.sub),
    csrf: randomToken(),
  };
  const value = randomToken();
  await ctx.deps.store.put("session", sha256(value), { ...session }, SESSION_TTL_SECONDS);
  ctx.cookies.set(res, "session", value, SESSION_TTL_SECONDS);
  res.redirect(302, returnPage(ctx, attempt.request));
}
