// The person's side of an authorization, one leg a file (lib/oauth/legs/): sign in, connect an
// account, approve, the account page. This router puts them together behind what every page
// shares: form bodies of at most 8 kB, and the pages' headers (no caching, the security headers,
// a CSP a page may widen only to where its forms lead).
import express from "express";
import { accountLeg } from "./legs/account";
import { approveLeg } from "./legs/approve";
import { callbackLeg } from "./legs/callback";
import { connectLeg } from "./legs/connect";
import { legContext } from "./legs/context";
import { BrowserCookies } from "./legs/cookies";
import type { FlowDeps } from "./legs/deps";
import { PAGE_CSP } from "./pages";
import { SECURITY_HEADERS } from "./security-headers";

export type { FlowDeps } from "./legs/deps";

export function consentRouter(deps: FlowDeps): express.Router {
  const ctx = legContext(deps, new BrowserCookies(deps.settings.secureCookies));
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "8kb" }));
  router.use((_req, res, next) => {
    res.set({ ...SECURITY_HEADERS, "content-security-policy": PAGE_CSP, "cache-control": "no-store" });
    next();
  });
  connectLeg(router, ctx);
  callbackLeg(router, ctx);
  approveLeg(router, ctx);
  accountLeg(router, ctx);
  return router;
}
