// Connect a toolkit: the signed-in person connects their Xero or TickTick account (authorization
// code; PKCE where the provider takes it), from the consent page or the account page. The form
// needs the session and its CSRF value; the callback stores the token set only for the session
// that started the leg, in the browser holding its attempt cookie.
import type { Request, Response, Router } from "express";
import { TOOLKITS, type Toolkit } from "../../catalog/toolkits";
import { tokenSetFromOAuthResponse } from "../../upstream-tokens/token-set";
import { appProvider, finishLeg, type Provider } from "../upstream-client";
import { type Attempt, leave, returnPage } from "./attempt";
import type { LegContext } from "./context";
import { formSession, type Session, sessionOf } from "./cookies";
import { fail } from "./deps";

/** Xero's or TickTick's OAuth server, as the client side of a connection leg sees it. */
async function upstreamProvider(ctx: LegContext, toolkit: Toolkit): Promise<Provider> {
  const { settings } = ctx.deps;
  const app = settings.upstreams[toolkit];
  return appProvider(app, await ctx.deps.credentials(app.clientSecretId), settings.allowLoopbackHttp);
}

/** Sends the browser to the account's provider; it comes back to `request`'s consent page, or the account page. */
export async function startConnect(
  ctx: LegContext,
  res: Response,
  session: Session,
  toolkit: Toolkit,
  request: string | undefined,
): Promise<void> {
  const app = ctx.deps.settings.upstreams[toolkit];
  await leave(
    ctx,
    res,
    { kind: "connect", principal: session.principal, toolkit, ...(request ? { request } : {}) },
    { scopes: app.scopes, pkce: app.pkce, oidc: false },
    await upstreamProvider(ctx, toolkit),
  );
}

export function connectLeg(router: Router, ctx: LegContext): void {
  router.post("/connect", async (req, res) => {
    const session = await formSession(ctx.deps, ctx.cookies, req, res);
    if (!session) return;
    const toolkit = req.body.toolkit as Toolkit;
    if (!TOOLKITS.includes(toolkit)) return fail(res, 400, "Unknown account", "Choose Xero or TickTick.");
    const request = typeof req.body.request === "string" && req.body.request ? req.body.request : undefined;
    return startConnect(ctx, res, session, toolkit, request);
  });
}

/** The provider's callback: the token set is stored for the session that started the leg, and only it. */
export async function finishConnect(
  ctx: LegContext,
  req: Request,
  res: Response,
  attempt: Attempt,
  callback: URL,
): Promise<void> {
  const { deps } = ctx;
  const session = await sessionOf(deps, ctx.cookies, req);
  if (!session || session.principal !== attempt.principal || !attempt.toolkit) {
    return fail(
      res,
      403,
      "Not allowed",
      "Connect your account from the same signed-in browser that asked for it.",
    );
  }
  const app = deps.settings.upstreams[attempt.toolkit];
  const { tokens } = await finishLeg(await upstreamProvider(ctx, attempt.toolkit), callback, {
    redirectUri: ctx.callbackUri,
    state: attempt.state,
    ...(attempt.verifier ? { verifier: attempt.verifier } : {}),
  });
  const set = tokenSetFromOAuthResponse(tokens, {
    tokenEndpoint: app.tokenUrl,
    client: { secretId: app.clientSecretId },
    extra: typeof tokens.scope === "string" ? { scope: tokens.scope } : {},
  });
  if (!set) return fail(res, 502, "Connection failed", "The provider sent no access token.");
  await deps.connections.store(attempt.toolkit, session.principal, set);
  res.redirect(deps.settings.autoApprove ? 302 : 303, returnPage(ctx, attempt.request));
}
