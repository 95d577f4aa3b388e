// GET /callback: where every leg to another site comes back (one registered redirect URI per
// provider). The attempt is taken first (attempt.ts: its state, in the browser holding its
// cookie); only then is the cookie cleared and the leg finished by its kind.
import type { Router } from "express";
import { takeAttempt } from "./attempt";
import { finishConnect } from "./connect";
import type { LegContext } from "./context";
import { fail } from "./deps";
import { finishSignIn } from "./sign-in";

export function callbackLeg(router: Router, ctx: LegContext): void {
  router.get("/callback", async (req, res) => {
    const state = String(req.query.state ?? "");
    const attempt = await takeAttempt(ctx, req, state);
    if (!attempt) {
      return fail(
        res,
        400,
        "Link not valid here",
        "This sign-in or connection was started in another browser, has expired, or was already used. Start again.",
      );
    }
    ctx.cookies.clear(res, "attempt");
    const callback = new URL(req.originalUrl, `${ctx.deps.settings.baseUrl}/`);
    callback.pathname = new URL(ctx.callbackUri).pathname;
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
    return attempt.kind === "signin"
      ? finishSignIn(ctx, res, attempt, callback)
      : finishConnect(ctx, req, res, attempt, callback);
  });
}
