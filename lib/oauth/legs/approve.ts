// Approve: the consent page of a pending authorization request, and the person's answer.
// - The page is shown before anything else happens: who is asking (the client's name and its
//   full registered redirect URI), what it may do (in words, lib/policy/consent-words.ts). With no
//   session it offers "Sign in to continue" (?signin=1 starts the sign-in leg, sign-in.ts) and
//   nothing to answer yet.
// - Allow needs at least one connected account: a client allowed with none could reach no tool.
// - Allow and Deny are form posts with the session and its CSRF value; the request is consumed
//   by the first answer, so a second one finds nothing. Either answer goes back to the client
//   through authorizationResponseUrl (state and iss, RFC 9207).
// - Auto-approve (local sandboxes only): sign in, connect every account, allow, with no page.
import type { Response, Router } from "express";
import { TOOLKITS, type Toolkit } from "../../catalog/toolkits";
import { consentPage, pageCsp, signInFirstPage } from "../pages";
import type { PendingRequest } from "../provider";
import { authorizationResponseUrl } from "../redirect";
import { startConnect } from "./connect";
import { connectedAccounts, type LegContext, REQUEST_EXPIRED } from "./context";
import { formSession, type Session, sessionOf } from "./cookies";
import { fail } from "./deps";
import { startSignIn } from "./sign-in";

type Pending = PendingRequest & Record<string, unknown>;

/** What the client will be allowed, in words (lib/policy/consent-words.ts), with the person's policy once known. */
async function limitsOf(scopes: readonly string[], principal: string | undefined): Promise<string> {
  const [{ limitsHtml }, { isReadOnlyDeployment }] = await Promise.all([
    import("../../policy/consent-words"),
    import("../../policy/read-only"),
  ]);
  const view = { scopes, readOnlyDeployment: isReadOnlyDeployment() };
  const table = process.env.POLICY_TABLE;
  if (!table || !principal) return limitsHtml(view);
  try {
    const { policyFor } = await import("../../policy/store");
    const policy = await policyFor(table, principal);
    return limitsHtml(policy ? { ...view, policy } : view);
  } catch {
    return limitsHtml({ ...view, policyUnreadable: true });
  }
}

/** Allow needs an account connected: a client allowed with none could reach no tool. */
const canAllow = (accounts: Record<Toolkit, boolean>) => TOOLKITS.some((toolkit) => accounts[toolkit]);

export function approveLeg(router: Router, ctx: LegContext): void {
  const { deps } = ctx;
  const { settings, store } = deps;

  async function showPage(res: Response, requestId: string, request: Pending, session: Session | undefined) {
    const client = {
      request: requestId,
      clientName: request.clientName ?? "An unnamed client",
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      limits: await limitsOf(request.scopes, session?.principal),
      scopes: request.scopes,
    };
    if (!session) return res.type("html").send(signInFirstPage(client));
    const connected = await connectedAccounts(deps, session.principal);
    // Its forms lead on to the providers' consent pages and, answered, to the client.
    res.set(
      "content-security-policy",
      pageCsp([request.redirectUri, ...TOOLKITS.map((toolkit) => settings.upstreams[toolkit].authorizeUrl)]),
    );
    res.type("html").send(
      consentPage({
        ...client,
        csrf: session.csrf,
        person: session.person,
        connected,
        canAllow: canAllow(connected),
      }),
    );
  }

  async function autoApprove(res: Response, requestId: string, session: Session | undefined) {
    if (!session) return startSignIn(ctx, res, requestId);
    const accounts = await connectedAccounts(deps, session.principal);
    const missing = TOOLKITS.find((toolkit) => !accounts[toolkit]);
    return missing ? startConnect(ctx, res, session, missing, requestId) : allow(res, requestId, session);
  }

  async function allow(res: Response, requestId: string, session: Session) {
    if (!canAllow(await connectedAccounts(deps, session.principal)))
      return fail(
        res,
        409,
        "Connect an account first",
        "Connect Xero or TickTick on the consent page before you allow: with no account connected, the client could use none of your tools.",
      );
    const request = await store.consume<Pending>("request", requestId);
    if (!request) return fail(res, 400, "Request expired", REQUEST_EXPIRED);
    const code = await deps.provider.issueCode(request, session.principal);
    const target = authorizationResponseUrl(
      request.redirectUri,
      { code, ...(request.state !== undefined ? { state: request.state } : {}) },
      settings.baseUrl,
    );
    res.redirect(settings.autoApprove ? 302 : 303, target);
  }

  async function deny(res: Response, requestId: string) {
    const request = await store.consume<Pending>("request", requestId);
    if (!request) return fail(res, 400, "Request expired", REQUEST_EXPIRED);
    const target = authorizationResponseUrl(
      request.redirectUri,
      {
        error: "access_denied",
        error_description: "The person denied the request.",
        ...(request.state !== undefined ? { state: request.state } : {}),
      },
      settings.baseUrl,
    );
    res.redirect(303, target);
  }

  router.get("/consent", async (req, res) => {
    const requestId = String(req.query.request ?? "");
    const request = requestId ? await store.get<Pending>("request", requestId) : undefined;
    if (!request) return fail(res, 400, "Request expired", REQUEST_EXPIRED);
    const session = await sessionOf(deps, ctx.cookies, req);
    if (settings.autoApprove) return autoApprove(res, requestId, session);
    // The page's "Sign in to continue" (sign-in.ts says why a link).
    if (!session && req.query.signin === "1") return startSignIn(ctx, res, requestId);
    return showPage(res, requestId, request, session);
  });

  router.post("/consent", async (req, res) => {
    const session = await formSession(deps, ctx.cookies, req, res);
    if (!session) return;
    const requestId = String(req.body.request ?? "");
    return req.body.decision === "approve" ? allow(res, requestId, session) : deny(res, requestId);
  });
}
