// A leg to another site (the sign-in provider, Xero, TickTick) is an "attempt" in the store,
// keyed by its state, holding its PKCE verifier and nonce and bound to the browser that started
// it by the `attempt` cookie, whose hash it keeps. The callback consumes it before comparing the
// cookie: a callback from another browser, replayed, or with a guessed state finds nothing to finish.
import type { Request, Response } from "express";
import type { Toolkit } from "../../catalog/toolkits";
import { randomToken, sha256 } from "../store";
import { type Provider, startLeg } from "../upstream-client";
import type { LegContext } from "./context";

const ATTEMPT_TTL_SECONDS = 10 * 60;

export interface Attempt {
  kind: "signin" | "connect";
  /** SHA-256 of the attempt cookie. */
  cookie: string;
  state: string;
  verifier?: string;
  nonce?: string;
  /** Where to go afterwards: the pending authorization request, or the account page. */
  request?: string;
  /** A connection: the session's principal that started it, and the account. */
  principal?: string;
  toolkit?: Toolkit;
}

/** Where a finished leg sends the browser: back to its request's consent page, or the account page. */
export function returnPage(ctx: LegContext, request: string | undefined): string {
  const base = ctx.deps.settings.baseUrl;
  return request ? `${base}/consent?request=${encodeURIComponent(request)}` : `${base}/account`;
}

/** Sends the browser away on a leg, remembering it (and setting the cookie) for the callback. */
export async function leave(
  ctx: LegContext,
  res: Response,
  attempt: Omit<Attempt, "cookie" | "state">,
  leg: { scopes: readonly string[]; pkce: boolean; oidc: boolean },
  provider: Provider,
): Promise<void> {
  const started = await startLeg(provider, { ...leg, redirectUri: ctx.callbackUri });
  const cookie = randomToken();
  const record: Attempt = { ...attempt, cookie: sha256(cookie), state: started.state };
  if (started.verifier) record.verifier = started.verifier;
  if (started.nonce) record.nonce = started.nonce;
  await ctx.deps.store.put("attempt", started.state, { ...record }, ATTEMPT_TTL_SECONDS);
  ctx.cookies.set(res, "attempt", cookie, ATTEMPT_TTL_SECONDS);
  res.redirect(302, started.url.href);
}

/**
 * The attempt a callback finishes: consumed by its state, then held to this browser's cookie.
 * Undefined when there is none to finish here (the cookie is left alone then).
 */
export async function takeAttempt(
  ctx: LegContext,
  req: Request,
  state: string,
): Promise<Attempt | undefined> {
  const cookie = ctx.cookies.read(req, "attempt");
  const attempt = state
    ? await ctx.deps.store.consume<Attempt & Record<string, unknown>>("attempt", state)
    : undefined;
  // Consumed before the cookie is compared: a guessed or stolen state is spent either way.
  if (!attempt || !cookie || sha256(cookie) !== attempt.cookie) return undefined;
  return attempt;
}
