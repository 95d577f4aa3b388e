// The account page: the signed-in person's connections (connect again, disconnect), the clients
// they allowed (revoke), their agents' recent writes, and sign-out. Without a session it starts
// the sign-in leg (the person opened their own page; there is no one else's request to show).
// Every button is a form post with the session and its CSRF value, answered post/redirect/get.
import type { Request, Router } from "express";
import { ownWrites, recentWritesOf } from "../../audit/account";
import { TOOLKITS, type Toolkit } from "../../catalog/toolkits";
import { disconnectAccount, PROVIDER_REMOVALS, type ProviderRemoval } from "../disconnect";
import { accountPage, messagePage, pageCsp } from "../pages";
import { sha256 } from "../store";
import { connectedAccounts, type LegContext } from "./context";
import { formSession, sessionOf } from "./cookies";
import { fail } from "./deps";
import { startSignIn } from "./sign-in";

/** The outcome a disconnect redirected with, if the query names a known one (it is only shown). */
function disconnectedOf(query: Request["query"]): { toolkit: Toolkit; removal: ProviderRemoval } | undefined {
  const toolkit = query.disconnected as Toolkit;
  const removal = query.removal as ProviderRemoval;
  return TOOLKITS.includes(toolkit) && PROVIDER_REMOVALS.includes(removal) ? { toolkit, removal } : undefined;
}

export function accountLeg(router: Router, ctx: LegContext): void {
  const { deps, cookies } = ctx;
  const { settings } = deps;
  const recentWrites = recentWritesOf();

  router.get("/account", async (req, res) => {
    const session = await sessionOf(deps, cookies, req);
    if (!session) return startSignIn(ctx, res, undefined);
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
        connected: await connectedAccounts(deps, session.principal),
        grants: await deps.grants.list(session.principal),
        // Only ever the session's own principal (lib/audit/account.ts).
        ...(recentWrites ? { recentWrites: await ownWrites(recentWrites, session.principal) } : {}),
        ...(disconnected ? { disconnected } : {}),
        ...(revoked ? { revoked } : {}),
      }),
    );
  });

  router.post("/account/disconnect", async (req, res) => {
    const session = await formSession(deps, cookies, req, res);
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
    const session = await formSession(deps, cookies, req, res);
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
    const session = await formSession(deps, cookies, req, res);
    if (!session) return;
    await deps.store.delete("session", sha256(cookies.read(req, "session") ?? ""));
    cookies.clear(res, "session");
    res
      .type("html")
      .send(
        messagePage(
          "Signed out",
          "You are signed out of this server. The clients you allowed keep their access until you revoke it.",
        ),
      );
  });
}
