// The person's side of an authorization: sign in, connect accounts, approve. Every browser leg that
// leaves for another site (the sign-in provider, Xero, TickTick) is an "attempt" in the store
// holding its state, PKCE verifier and nonce and bound to the browser that started it by a cookie
// whose hash it keeps: a callback from another browser, or replayed, finds nothing to finish.
import { timingSafeEqual } from "node:crypto";
import { parse as parseCookies } from "cookie";
import express, { type Request, type Response } from "express";
import { ownWrites, recentWritesOf } from "../audit/account";
import type { ClientCredentials } from "../auth/token-set";
import { tokenSetFromOAuthResponse } from "../auth/token-set";
import { TOOLKITS, type Toolkit } from "../catalog/toolkits";
import type { ConnectionSecrets } from "./connection-secrets";
import { disconnectAccount, PROVIDER_REMOVALS, type ProviderRemoval } from "./disconnect";
import type { Grants } from "./grants";
import { accountPage, consentPage, messagePage, PAGE_CSP, pageCsp } from "./pages";
import { principalOf } from "./principal";
import type { DeploymentProvider, PendingRequest } from "./provider";
import type { AuthServerSettings } from "./settings";
import { type OAuthStore, randomToken, sha256 } from "./store";
import { appProvider, finishLeg, type Provider, startLeg } from "./upstream-client";

const ATTEMPT_TTL_SECONDS = 10 * 60;
const SESSION_TTL_SECONDS = 12 * 3600;

export interface FlowDeps {
  settings: AuthServerSettings;
  store: OAuthStore;
  provider: DeploymentProvider;
  /** What the person allowed MCP clients; listed and revoked on the account page. */
  grants: Grants;
  connections: ConnectionSecrets;
  /** An app's `{client_id, client_secret}` from its secret. */
  credentials(secretId: string): Promise<ClientCredentials>;
  /** The sign-in provider, discovered once. */
  signIn(): Promise<Provider>;
}

interface Session {
  principal: string;
  person: string;
  csrf: string;
}

interface Attempt {
  kind: "signin" | "connect";
  cookie: string;
  state: string;
  verifier?: string;
  nonce?: string;
  /** Where to go afterwards: the pending authorization request, or the account page. */
  request?: string;
  principal?: string;
  toolkit?: Toolkit;
}

/** The outcome a disconnect redirected with, if the query names a known one (it is only shown). */
function disconnectedOf(query: Request["query"]): { toolkit: Toolkit; removal: ProviderRemoval } | undefined {
  const toolkit = query.disconnected as Toolkit;
  const removal = query.removal as ProviderRemoval;
  return TOOLKITS.includes(toolkit) && PROVIDER_REMOVALS.includes(removal) ? { toolkit, removal } : undefined;
}

/** Compares a form's CSRF value with the session's in constant time (their lengths are not secret). */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What the client will be allowed, in words (lib/policy/consent-words.ts), from the person's policy. */
async function limitsOf(principal: string, scopes: readonly string[]): Promise<string> {
  const [{ limitsHtml }, { isReadOnlyDeployment }] = await Promise.all([
    import("../policy/consent-words"),
    import("../policy/read-only"),
  ]);
  const view = { scopes, readOnlyDeployment: isReadOnlyDeployment() };
  const table = process.env.POLICY_TABLE;
  if (!table) return limitsHtml(view);
  try {
    const { policyFor } = await import("../policy/store");
    const policy = await policyFor(table, principal);
    return limitsHtml(policy ? { ...view, policy } : view);
  } catch {
    return limitsHtml({ ...view, policyUnreadable: true });
  }
}

/** The limits go right before the accounts: after what the client asks for, before Allow. */
function withLimits(page: string, limits: string): string {
  return page.replace("<h2>Your accounts</h2>", `${limits}<h2>Your accounts</h2>`);
}

export function consentRouter(deps: FlowDeps): express.Router {
  const recentWrites = recentWritesOf();
  const { settings, store } = deps;
  const cookieName = (name: string) => (settings.secureCookies ? `__Host-${name}` : name);
  const redirectUri = `${settings.baseUrl}/callback`;
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "8kb" }));
  router.use((_req, res, next) => {
    res.set({
      "content-security-policy": PAGE_CSP,
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    });
    next();
  });

  const setCookie = (res: Response, name: string, value: string, maxAgeSeconds: number) =>
    res.cookie(cookieName(name), value, {
      httpOnly: true,
      secure: settings.secureCookies,
      sameSite: "lax",
      path: "/",
      maxAge: maxAgeSeconds * 1000,
    });
  const cookieOf = (req: Request, name: string) => parseCookies(req.headers.cookie ?? "")[cookieName(name)];

  async function sessionOf(req: Request): Promise<Session | undefined> {
    const value = cookieOf(req, "session");
    return value ? store.get<Session & Record<string, unknown>>("session", sha256(value)) : undefined;
  }

  const fail = (res: Response, status: number, title: string, message: string) =>
    res.status(status).type("html").send(messagePage(title, message));

  /** Sends the browser away on a leg, remembering it for the callback. */
  async function leave(
    res: Response,
    attempt: Omit<Attempt, "cookie" | "state">,
    leg: Parameters<typeof startLeg>[1],
    provider: Provider,
  ) {
    const started = await startLeg(provider, leg);
    const cookie = randomToken();
    const record: Attempt = { ...attempt, cookie: sha256(cookie), state: started.state };
    if (started.verifier) record.verifier = started.verifier;
    if (started.nonce) record.nonce = started.nonce;
    await store.put("attempt", started.state, { ...record }, ATTEMPT_TTL_SECONDS);
    setCookie(res, "attempt", cookie, ATTEMPT_TTL_SECONDS);
    res.redirect(302, started.url.href);
  }

  async function startSignIn(res: Response, request: string | undefined) {
    await leave(
      res,
      { kind: "signin", ...(request ? { request } : {}) },
      { redirectUri, scopes: ["openid", "profile", "email"], pkce: true, oidc: true },
      await deps.signIn(),
    );
  }

  /** Xero's or TickTick's OAuth server, as the client side of a connection leg sees it. */
  async function upstreamProvider(toolkit: Toolkit): Promise<Provider> {
    const app = settings.upstreams[toolkit];
    return appProvider(app, await deps.credentials(app.clientSecretId), settings.allowLoopbackHttp);
  }

  async function startConnect(
    res: Response,
    session: Session,
    toolkit: Toolkit,
    request: string | undefined,
  ) {
    const app = settings.upstreams[toolkit];
    await leave(
      res,
      { kind: "connect", principal: session.principal, toolkit, ...(request ? { request } : {}) },
      { redirectUri, scopes: app.scopes, pkce: app.pkce, oidc: false },
      await upstreamProvider(toolkit),
    );
  }

  async function connected(principal: string): Promise<Record<Toolkit, boolean>> {
    const entries = await Promise.all(
      TOOLKITS.map(async (toolkit) => [toolkit, await deps.connections.has(toolkit, principal)] as const),
    );
    return Object.fromEntries(entries) as Record<Toolkit, boolean>;
  }

  async function approve(res: Response, requestId: string, session: Session) {
    const request = await store.consume<PendingRequest & Record<string, unknown>>("request", requestId);
    if (!request)
      return fail(
        res,
        400,
        "Request expired",
        "This authorization request has expired or was already answered. Start again from your client.",
      );
    const code = await deps.provider.issueCode(request, session.principal);
    const target = new URL(request.redirectUri);
    target.searchParams.set("code", code);
    if (request.state !== undefined) target.searchParams.set("state", request.state);
    target.searchParams.set("iss", settings.baseUrl);
    res.redirect(settings.autoApprove ? 302 : 303, target.href);
  }

  async function deny(res: Response, requestId: string) {
    const request = await store.consume<PendingRequest & Record<string, unknown>>("request", requestId);
    if (!request)
      return fail(
        res,
        400,
        "Request expired",
        "This authorization request has expired or was already answered.",
      );
    const target = new URL(request.redirectUri);
    target.searchParams.set("error", "access_denied");
    if (request.state !== undefined) target.searchParams.set("state", request.state);
    target.searchParams.set("iss", settings.baseUrl);
    res.redirect(303, target.href);
  }

  router.get("/consent", async (req, res) => {
    const requestId = String(req.query.request ?? "");
    const request = requestId
      ? await store.get<PendingRequest & Record<string, unknown>>("request", requestId)
      : undefined;
    if (!request)
      return fail(
        res,
        400,
        "Request expired",
        "This authorization request has expired or was already answered. Start again from your client.",
      );
    const session = await sessionOf(req);
    if (!session) return startSignIn(res, requestId);
    const accounts = await connected(session.principal);
    if (settings.autoApprove) {
      const missing = TOOLKITS.find((toolkit) => !accounts[toolkit]);
      return missing ? startConnect(res, session, missing, requestId) : approve(res, requestId, session);
    }
    res.set(
      "content-security-policy",
      pageCsp([request.redirectUri, ...TOOLKITS.map((toolkit) => settings.upstreams[toolkit].authorizeUrl)]),
    );
    const limits = await limitsOf(session.principal, request.scopes);
    res.type("html").send(
      withLimits(
        consentPage({
          request: requestId,
          csrf: session.csrf,
          clientName: request.clientName ?? "An unnamed client",
          clientId: request.clientId,
          redirectHost: new URL(request.redirectUri).host,
          scopes: request.scopes,
          person: session.person,
          connected: accounts,
        }),
        limits,
      ),
    );
  });

  /** A form post of the signed-in person: the session and its CSRF value must both be there. */
  async function formSession(req: Request, res: Response): Promise<Session | undefined> {
    const session = await sessionOf(req);
    if (!session || typeof req.body?.csrf !== "string" || !sameSecret(req.body.csrf, session.csrf)) {
      fail(
        res,
        403,
        "Not allowed",
        "This form was not sent from your signed-in session. Reload the page and try again.",
      );
      return undefined;
    }
    return session;
  }

  router.post("/consent", async (req, res) => {
    const session = await formSession(req, res);
    if (!session) return;
    const requestId = String(req.body.request ?? "");
    return req.body.decision === "approve" ? approve(res, requestId, session) : deny(res, requestId);
  });

  router.post("/connect", async (req, res) => {
    const session = await formSession(req, res);
    if (!session) return;
    const toolkit = req.body.toolkit as Toolkit;
    if (!TOOLKITS.includes(toolkit)) return fail(res, 400, "Unknown account", "Choose Xero or TickTick.");
    const request = typeof req.body.request === "string" && req.body.request ? req.body.request : undefined;
    return startConnect(res, session, toolkit, request);
  });

  router.get("/callback", async (req, res) => {
    const state = String(req.query.state ?? "");
    const cookie = cookieOf(req, "attempt");
    const attempt = state
      ? await store.consume<Attempt & Record<string, unknown>>("attempt", state)
      : undefined;
    // Consumed before the cookie is compared: a guessed or stolen state is spent either way.
    if (!attempt || !cookie || sha256(cookie) !== attempt.cookie) {
      return fail(
        res,
        400,
        "Link not valid here",
        "This sign-in or connection was started in another browser, has expired, or was already used. Start again.",
      );
    }
    res.clearCookie(cookieName("attempt"), { path: "/" });
    const next = attempt.request
      ? `${settings.baseUrl}/consent?request=${encodeURIComponent(attempt.request)}`
      : `${settings.baseUrl}/account`;
    const callback = new URL(req.originalUrl, `${settings.baseUrl}/`);
    callback.pathname = new URL(redirectUri).pathname;
    // The person said no at the provider (or it refused): an answer, not a failure of ours.
    const refusal = callback.searchParams.get("error");
    if (refusal !== null) {
      const code = /^[a-z_]{1,40}$/.test(refusal) ? ` (${refusal})` : "";
      return attempt.kind === "signin"
        ? fail(
            res,
            400,
            "Not signed in",
            `The sign-in provider did not sign you in${code}. Start again from your client.`,
          )
        : fail(
            res,
            400,
            "Not connected",
            `The account was not connected${code}: nothing was stored. You can connect it from the account page.`,
          );
    }
    if (attempt.kind === "signin") {
      const signIn = await deps.signIn();
      const { claims } = await finishLeg(signIn, callback, {
        redirectUri,
        state,
        ...(attempt.verifier ? { verifier: attempt.verifier } : {}),
        ...(attempt.nonce ? { nonce: attempt.nonce } : {}),
      });
      if (!claims) return fail(res, 502, "Sign-in failed", "The sign-in provider sent no identity.");
      const person = String(claims.email ?? claims.name ?? claims.sub);
      const session: Session = {
        principal: principalOf(claims.iss, claims.sub),
        person,
        csrf: randomToken(),
      };
      const value = randomToken();
      await store.put("session", sha256(value), { ...session }, SESSION_TTL_SECONDS);
      setCookie(res, "session", value, SESSION_TTL_SECONDS);
      return res.redirect(302, next);
    }
    const session = await sessionOf(req);
    if (!session || session.principal !== attempt.principal || !attempt.toolkit) {
      return fail(
        res,
        403,
        "Not allowed",
        "Connect your account from the same signed-in browser that asked for it.",
      );
    }
    const app = settings.upstreams[attempt.toolkit];
    const { tokens } = await finishLeg(await upstreamProvider(attempt.toolkit), callback, {
      redirectUri,
      state,
      ...(attempt.verifier ? { verifier: attempt.verifier } : {}),
    });
    const set = tokenSetFromOAuthResponse(tokens, {
      tokenEndpoint: app.tokenUrl,
      client: { secretId: app.clientSecretId },
      extra: typeof tokens.scope === "string" ? { scope: tokens.scope } : {},
    });
    if (!set) return fail(res, 502, "Connection failed", "The provider sent no access token.");
    await deps.connections.store(attempt.toolkit, session.principal, set);
    return res.redirect(settings.autoApprove ? 302 : 303, next);
  });

  router.get("/account", async (req, res) => {
    const session = await sessionOf(req);
    if (!session) return startSignIn(res, undefined);
    const disconnected = disconnectedOf(req.query);
    const revoked = req.query.revoked === "1";
    // Its Connect buttons lead on to the providers' consent pages.
    res.set(
      "content-security-policy",
      pageCsp(TOOLKITS.map((toolkit) => settings.upstreams[toolkit].authorizeUrl)),
    );
    res.type("html").send(
      accountPage({
        csrf: session.csrf,
        person: session.person,
        connected: await connected(session.principal),
        grants: await deps.grants.list(session.principal),
        // Only ever the session's own principal (lib/audit/account.ts).
        ...(recentWrites ? { recentWrites: await ownWrites(recentWrites, session.principal) } : {}),
        ...(disconnected ? { disconnected } : {}),
        ...(revoked ? { revoked } : {}),
      }),
    );
  });

  router.post("/account/disconnect", async (req, res) => {
    const session = await formSession(req, res);
    if (!session) return;
    const toolkit = req.body.toolkit as Toolkit;
    if (!TOOLKITS.includes(toolkit)) return fail(res, 400, "Unknown account", "Choose Xero or TickTick.");
    const removal = await disconnectAccount(deps, toolkit, session.principal);
    // Post/redirect/get: the account page shows the outcome, and a reload sends nothing again.
    const next = new URL(`${settings.baseUrl}/account`);
    next.searchParams.set("disconnected", toolkit);
    next.searchParams.set("removal", removal);
    res.redirect(303, next.href);
  });

  router.post("/account/revoke", async (req, res) => {
    const session = await formSession(req, res);
    if (!session) return;
    const family = typeof req.body.grant === "string" ? req.body.grant : "";
    // Only a grant of the signed-in person's own: any other id, guessed or someone else's, is no grant of theirs.
    if (!(await deps.grants.revokeOwn(session.principal, family)))
      return fail(
        res,
        404,
        "No such grant",
        "You have no grant of that id; it may have been revoked already.",
      );
    res.redirect(303, `${settings.baseUrl}/account?revoked=1`);
  });

  router.post("/account/signout", async (req, res) => {
    const session = await formSession(req, res);
    if (!session) return;
    await store.delete("session", sha256(cookieOf(req, "session") ?? ""));
    res.clearCookie(cookieName("session"), {
      path: "/",
      secure: settings.secureCookies,
      httpOnly: true,
      sameSite: "lax",
    });
    res
      .type("html")
      .send(
        messagePage(
          "Signed out",
          "You are signed out of this server. The clients you allowed keep their access until you revoke it.",
        ),
      );
  });

  return router;
}
