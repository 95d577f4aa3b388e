// The browser's two cookies and the CSRF check of every form.
// - `session`: who is signed in (the store keeps its hash, never the value), 12 hours.
// - `attempt`: binds a leg to another site (sign-in, Xero, TickTick) to the browser that started
//   it (attempt.ts), 10 minutes.
// Deployed (https base URL) both are __Host- cookies: Secure, Path=/, no Domain, so a sibling host
// can neither set nor read them. Both are HttpOnly and SameSite=Lax: a form posted from another
// site arrives without them. A clearing carries the same attributes as the setting: browsers
// ignore a Secure or __Host- cookie's clearing that lacks Secure and Path=/ (review finding L9).
// Every form post carries the session's CSRF value too, compared in constant time.
import { timingSafeEqual } from "node:crypto";
import { parse } from "cookie";
import type { CookieOptions, Request, Response } from "express";
import { sha256 } from "../store";
import { type FlowDeps, fail } from "./deps";

export type CookieName = "session" | "attempt";

export interface Session {
  principal: string;
  /** What the person is called on the pages: the sign-in's email, name or subject. */
  person: string;
  /** The value every form of this session carries. */
  csrf: string;
}

export class BrowserCookies {
  constructor(private readonly secure: boolean) {}

  name(name: CookieName): string {
    return this.secure ? `__Host-${name}` : name;
  }

  private attributes(): CookieOptions {
    return { httpOnly: true, secure: this.secure, sameSite: "lax", path: "/" };
  }

  set(res: Response, name: CookieName, value: string, maxAgeSeconds: number): void {
    res.cookie(this.name(name), value, { ...this.attributes(), maxAge: maxAgeSeconds * 1000 });
  }

  /** Clears with the attributes it was set with, so the browser honours the clearing. */
  clear(res: Response, name: CookieName): void {
    res.clearCookie(this.name(name), this.attributes());
  }

  read(req: Request, name: CookieName): string | undefined {
    return parse(req.headers.cookie ?? "")[this.name(name)];
  }
}

/** The signed-in person of the browser, if any. */
export async function sessionOf(
  deps: FlowDeps,
  cookies: BrowserCookies,
  req: Request,
): Promise<Session | undefined> {
  const value = cookies.read(req, "session");
  return value ? deps.store.get<Session & Record<string, unknown>>("session", sha256(value)) : undefined;
}

/** Compares a form's CSRF value with the session's in constant time (their lengths are not secret). */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The session of a form post: its cookie and its CSRF value must both be there. Otherwise the
 * answer is a 403 page, and undefined.
 */
export async function formSession(
  deps: FlowDeps,
  cookies: BrowserCookies,
  req: Request,
  res: Response,
): Promise<Session | undefined> {
  const session = await sessionOf(deps, cookies, req);
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
