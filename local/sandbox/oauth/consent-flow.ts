// The authorize endpoint both sandbox providers share: check the request, show the consent page
// (or, with SANDBOX_OAUTH_AUTO_APPROVE=1, approve at once as the first demo person), take the form
// back, and send the browser to the redirect URI with a code or an error. What differs per
// provider (which parameters, which errors show a page, what approval issues) is the provider's.
import type { IncomingMessage, ServerResponse } from "node:http";
import { type ConsentPage, consentHtml, errorHtml, type OrganisationChoice, sendHtml } from "./consent-page";
import { type Clock, ExpiringStore } from "./expiring-store";
import { DEMO_PEOPLE, type DemoPerson, findDemoPerson } from "./people";
import { randomToken, sameSecret } from "./secrets";
import { cookieValue, formBody, redirect, redirectLocation } from "./wire";

export const AUTO_APPROVE_ENV = "SANDBOX_OAUTH_AUTO_APPROVE";

/** Read per request, so a test or a running `npm start` can switch it. */
export function autoApproveEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[AUTO_APPROVE_ENV] === "1";
}

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
}

/** A checked request, or why not: on a page when the redirect URI cannot be trusted, else by redirect. */
export type Checked<R> =
  | { kind: "ok"; request: R }
  | { kind: "page"; message: string }
  | { kind: "redirect"; redirectUri: string; state?: string; error: string; description: string };

export interface Consent {
  person: DemoPerson;
  /** Xero: the tenant ids ticked; empty means the person's usual ones. */
  organisationIds: string[];
}

export interface ConsentProvider<R extends AuthorizationRequest> {
  serviceName: string;
  formPath: string;
  check(params: URLSearchParams): Checked<R>;
  /** The organisations the page offers for this request (none for TickTick or sign-in only). */
  organisations(request: R): OrganisationChoice[];
  /** Records the approval and returns the authorization code. */
  approve(request: R, consent: Consent): string;
}

const CONSENT_TTL_MS = 10 * 60_000;

interface Waiting<R> {
  request: R;
  csrf: string;
}

/** Consent pages waiting for their form, each bound to the browser that opened it by a cookie. */
export class ConsentPages<R extends AuthorizationRequest> {
  private readonly waiting: ExpiringStore<Waiting<R>>;

  constructor(
    readonly provider: ConsentProvider<R>,
    clock: Clock,
  ) {
    this.waiting = new ExpiringStore(clock);
  }

  clear(): void {
    this.waiting.clear();
  }

  /** GET (or an OpenID Connect form-post request) starts; a POST carrying `consent` finishes. */
  serve(req: IncomingMessage, res: ServerResponse, url: URL, bodyText: string): void {
    const method = (req.method ?? "GET").toUpperCase();
    if (method === "GET") {
      this.begin(res, url.searchParams);
      return;
    }
    const form = method === "POST" ? formBody(req, bodyText) : undefined;
    if (!form) {
      this.showError(res, "send a GET, or a POST of a urlencoded form");
      return;
    }
    if (form.has("consent")) this.finish(req, res, form);
    else this.begin(res, form);
  }

  private begin(res: ServerResponse, params: URLSearchParams): void {
    const checked = this.provider.check(params);
    if (checked.kind === "page") {
      this.showError(res, checked.message);
      return;
    }
    if (checked.kind === "redirect") {
      const { redirectUri, state, error, description } = checked;
      redirect(res, 302, redirectLocation(redirectUri, { error, error_description: description, state }));
      return;
    }
    const { request } = checked;
    if (autoApproveEnabled()) {
      const person = DEMO_PEOPLE[0] as DemoPerson;
      const code = this.provider.approve(request, { person, organisationIds: [] });
      redirect(res, 302, redirectLocation(request.redirectUri, { code, state: request.state }));
      return;
    }
    const csrf = randomToken();
    const consentId = this.waiting.issue({ request, csrf }, CONSENT_TTL_MS);
    const page: ConsentPage = {
      serviceName: this.provider.serviceName,
      formPath: this.provider.formPath,
      clientId: request.clientId,
      scopes: request.scopes,
      consentId,
      csrf,
      organisations: this.provider.organisations(request),
    };
    const formTargets = [new URL(request.redirectUri).origin];
    sendHtml(res, 200, consentHtml(page), formTargets, this.cookie(consentId, csrf, CONSENT_TTL_MS / 1000));
  }

  private finish(req: IncomingMessage, res: ServerResponse, form: URLSearchParams): void {
    const consentId = form.get("consent") ?? "";
    const waiting = this.waiting.peek(consentId);
    // The form's value and the cookie set with the page must both match: a page opened in one
    // browser cannot be approved from another, nor the form posted by another site.
    const bound =
      waiting !== undefined &&
      sameSecret(waiting.csrf, form.get("csrf")) &&
      sameSecret(waiting.csrf, cookieValue(req, cookieName(consentId)));
    if (!bound) {
      this.showError(res, "this sign-in page has expired or was opened in another browser; start again");
      return;
    }
    const { request } = waiting;
    const approved = form.get("decision") === "approve";
    const person = findDemoPerson(form.get("person"));
    const offered = new Set(this.provider.organisations(request).map((org) => org.tenantId));
    const organisationIds = form.getAll("organisation");
    if (approved && (!person || organisationIds.some((id) => !offered.has(id)))) {
      this.showError(res, "choose one of the demo people and only the organisations offered");
      return;
    }
    this.waiting.take(consentId);
    const forgetCookie = this.cookie(consentId, "", 0);
    if (!approved || !person) {
      const location = redirectLocation(request.redirectUri, {
        error: "access_denied",
        error_description: "the person denied the request",
        state: request.state,
      });
      redirect(res, 303, location, forgetCookie);
      return;
    }
    const code = this.provider.approve(request, { person, organisationIds });
    redirect(res, 303, redirectLocation(request.redirectUri, { code, state: request.state }), forgetCookie);
  }

  private showError(res: ServerResponse, message: string): void {
    sendHtml(res, 400, errorHtml(this.provider.serviceName, message));
  }

  private cookie(consentId: string, value: string, maxAgeSeconds: number): Record<string, string> {
    const attributes = `Path=${this.provider.formPath}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax`;
    return { "set-cookie": `${cookieName(consentId)}=${value}; ${attributes}` };
  }
}

function cookieName(consentId: string): string {
  return `sandbox_consent_${consentId}`;
}
