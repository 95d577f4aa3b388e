// The sandbox providers' sign-in and consent page: pick a demo person (and, for Xero, the
// organisations to connect), then Approve or Deny. No script; the one inline style is allowed by
// its hash, and the form may post only here and be redirected only to the app's redirect URI.
import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import { DEMO_PEOPLE } from "./people";

export interface OrganisationChoice {
  tenantId: string;
  name: string;
}

export interface ConsentPage {
  /** "Xero" or "TickTick", as the heading says. */
  serviceName: string;
  /** Where the form posts (the authorize endpoint's path). */
  formPath: string;
  clientId: string;
  scopes: readonly string[];
  consentId: string;
  csrf: string;
  /** Xero only: the organisations the person may connect; empty hides the choice. */
  organisations: readonly OrganisationChoice[];
}

const STYLE = [
  "body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:34rem;padding:0 1rem;color:#1b1f24}",
  "fieldset{border:1px solid #c8ccd0;border-radius:6px;margin:1rem 0;padding:.5rem 1rem}",
  "label{display:block;margin:.25rem 0}",
  "code{background:#f0f2f4;padding:0 .25rem;border-radius:3px}",
  "button{font:inherit;padding:.4rem 1.2rem;margin-right:.5rem}",
  ".note{color:#57606a;font-size:.9rem}",
].join("");

const styleHash = `'sha256-${createHash("sha256").update(STYLE, "utf8").digest("base64")}'`;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function document(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function peopleChoice(): string {
  const options = DEMO_PEOPLE.map(
    (person, index) =>
      `<label><input type="radio" name="person" value="${escapeHtml(person.id)}"${index === 0 ? " checked" : ""}> ${escapeHtml(person.name)} <span class="note">${escapeHtml(person.email)}</span></label>`,
  );
  return `<fieldset><legend>Sign in as</legend>${options.join("")}</fieldset>`;
}

function organisationsChoice(organisations: readonly OrganisationChoice[]): string {
  if (organisations.length === 0) return "";
  const boxes = organisations.map(
    (org) =>
      `<label><input type="checkbox" name="organisation" value="${escapeHtml(org.tenantId)}"> ${escapeHtml(org.name)}</label>`,
  );
  const usual = DEMO_PEOPLE.map((person) => {
    const names = person.defaultOrganisations.map((index) => organisations[index]?.name ?? "");
    return `${person.name}: ${names.join(", ")}`;
  });
  return `<fieldset><legend>Organisations to connect</legend>${boxes.join("")}<p class="note">Tick none to connect the person's usual ones (${escapeHtml(usual.join("; "))}).</p></fieldset>`;
}

export function consentHtml(page: ConsentPage): string {
  const scopes = page.scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`).join("");
  return document(
    `Sign in to ${page.serviceName} (sandbox)`,
    `<h1>${escapeHtml(page.serviceName)} sandbox</h1>` +
      `<p>The app <code>${escapeHtml(page.clientId)}</code> asks for:</p><ul>${scopes}</ul>` +
      `<form method="post" action="${escapeHtml(page.formPath)}">` +
      `<input type="hidden" name="consent" value="${escapeHtml(page.consentId)}">` +
      `<input type="hidden" name="csrf" value="${escapeHtml(page.csrf)}">` +
      peopleChoice() +
      organisationsChoice(page.organisations) +
      `<button type="submit" name="decision" value="approve">Approve</button>` +
      `<button type="submit" name="decision" value="deny">Deny</button>` +
      `</form><p class="note">Demo people only: this page belongs to a local emulator.</p>`,
  );
}

export function errorHtml(serviceName: string, message: string): string {
  return document(
    `${serviceName} sandbox: error`,
    `<h1>${escapeHtml(serviceName)} sandbox</h1><p>This authorization request cannot go on:</p><p><strong>${escapeHtml(message)}</strong></p>`,
  );
}

/** `formTargets`: origins the form may reach, its own and (through the 303) the redirect URI's. */
export function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  formTargets: readonly string[] = [],
  headers: Record<string, string> = {},
): void {
  const csp = [
    "default-src 'none'",
    `style-src ${styleHash}`,
    `form-action ${["'self'", ...formTargets].join(" ")}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  res.writeHead(status, {
    ...headers,
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(html),
  });
  res.end(html);
}
