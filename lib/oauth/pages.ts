// The person-facing pages of the authorization server: plain HTML forms, no script, a CSP that
// allows nothing but this page's own style and form posts to its own origin (and to the origins a
// form's answer leads on to: the providers' consent, the client). Every value shown is escaped;
// nothing a client registered (its name, its redirect URI) is trusted as markup.

import { printable } from "../audit/printable";
import type { AuditRecord } from "../audit/schema";
import { type Toolkit, tasksServiceOf } from "../catalog/toolkits";
import { tokenCacheSeconds } from "../upstream-tokens/secrets-manager";
import type { ProviderRemoval } from "./disconnect";
import type { Grant } from "./grants";
import { SCOPES } from "./scopes";

const STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1d2329}" +
  "h1{font-size:1.4rem}.muted{color:#5b6670}.row{display:flex;gap:.5rem;align-items:center;margin:.5rem 0}" +
  "button,a.button{font:inherit;padding:.4rem 1rem;border-radius:.3rem;border:1px solid #8a96a3;background:#fff;color:inherit;text-decoration:none;display:inline-block;cursor:pointer}" +
  ".primary,a.button.primary{background:#1b5fc1;border-color:#1b5fc1;color:#fff}button:disabled{opacity:.45;cursor:not-allowed}" +
  "code{background:#eef1f4;padding:0 .25rem}code.uri{word-break:break-all}";

/** A scheme source (`cursor:`) or a host source (`https://host.example:8443`), nothing else. */
const CSP_SOURCE = /^(?:[a-z][a-z0-9+.-]*:|https?:\/\/[a-z0-9.-]+(?::\d{1,5})?)$/i;

/**
 * The pages' CSP. `form-action` also covers where a form's answer redirects to, so a page whose
 * forms lead on to a provider's consent or back to the client names those origins too.
 */
export function pageCsp(formTargets: readonly string[] = []): string {
  const sources = new Set<string>();
  for (const target of formTargets) {
    const url = new URL(target);
    // A native app's redirect URI (cursor://…) is allowed by its scheme; web ones by origin.
    const source = url.protocol === "http:" || url.protocol === "https:" ? url.origin : url.protocol;
    // Only what CSP's grammar reads as one source: a URL's host may hold ";" or spaces, which
    // would end the directive and let a registered redirect URI write directives of its own.
    if (CSP_SOURCE.test(source)) sources.add(source);
  }
  const formAction = ["'self'", ...sources].join(" ");
  return `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`;
}

export const PAGE_CSP = pageCsp();

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** An account as the person knows it: the tasks one is TickTick or Dida365 (TASKS_SERVICE). */
function labelOf(toolkit: Toolkit): string {
  return toolkit === "LedgerApi" ? "Xero (accounting)" : `${tasksServiceOf().label} (tasks)`;
}

/** Who is asking and what for: what both consent pages show (before and after sign-in). */
export interface ClientView {
  request: string;
  clientName: string;
  clientId: string;
  /** The redirect URI the answer goes to, one the client registered: shown in full. */
  redirectUri: string;
  scopes: readonly string[];
  /** What the client will be allowed, in words (lib/policy/consent-words.ts limitsHtml). */
  limits: string;
}

export interface ConsentView extends ClientView {
  csrf: string;
  person: string;
  connected: Record<Toolkit, boolean>;
  /** Whether Allow is on (legs/approve.ts holds the rule: an account connected). */
  canAllow: boolean;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/**
 * The client as the person should judge it: its name, and where the answer goes, the host first
 * and then the registered URI in full (a path on a shared host is part of who gets the code).
 * The URI is shown as URLs read it: a look-alike host in punycode, a userinfo part visibly not the host.
 */
function whoIsAsking(view: ClientView): string {
  const uri = new URL(view.redirectUri);
  return (
    `<h1>Allow ${escapeHtml(view.clientName)} to use your tools?</h1>` +
    `<p>Your answer is sent to <strong>${escapeHtml(uri.host)}</strong>, at the address this client registered:</p>` +
    `<p><code class="uri">${escapeHtml(uri.href)}</code></p>` +
    `<p class="muted">Client id <code>${escapeHtml(view.clientId)}</code>; it asks for ${view.scopes.map((scope) => `<code>${escapeHtml(scope)}</code>`).join(" ")}.</p>` +
    view.limits
  );
}

/** With no session: who is asking, and the link that starts the sign-in leg and comes back here. */
export function signInFirstPage(view: ClientView): string {
  return page(
    "Allow access",
    whoIsAsking(view) +
      `<h2>Sign in</h2><p>Sign in to choose the accounts it may use, then allow or deny it. If you do not recognise this client or this address, close this page.</p>` +
      `<p><a class="button primary" href="consent?request=${encodeURIComponent(view.request)}&amp;signin=1">Sign in to continue</a></p>`,
  );
}

/** Why Allow is off, or what an answer given now would leave out: some accounts' tools, or nothing. */
function connectionNote(view: ConsentView): string {
  const missing = (Object.keys(view.connected) as Toolkit[]).filter((toolkit) => !view.connected[toolkit]);
  if (!view.canAllow)
    return `<p role="status">Connect at least one account to allow this client: with none connected, it could use none of your tools.</p>`;
  if (missing.length === 0) return "";
  return `<p class="muted">Until you connect ${missing.map(labelOf).join(" and ")}, its tools answer with a link to connect it.</p>`;
}

export function consentPage(view: ConsentView): string {
  const toolkits = (Object.keys(view.connected) as Toolkit[])
    .map((toolkit) => {
      const state = view.connected[toolkit]
        ? `<span>connected</span>`
        : `<form method="post" action="connect">${hidden("request", view.request)}${hidden("csrf", view.csrf)}${hidden("toolkit", toolkit)}<button>Connect</button></form>`;
      return `<div class="row"><strong>${labelOf(toolkit)}</strong> ${state}</div>`;
    })
    .join("");
  return page(
    "Allow access",
    whoIsAsking(view) +
      `<p class="muted">Signed in as ${escapeHtml(view.person)}.</p>` +
      `<h2>Your accounts</h2>${toolkits}${connectionNote(view)}` +
      `<form method="post" action="consent">${hidden("request", view.request)}${hidden("csrf", view.csrf)}` +
      `<div class="row"><button class="primary" name="decision" value="approve"${view.canAllow ? "" : " disabled"}>Allow</button><button name="decision" value="deny">Deny</button></div></form>`,
  );
}

export interface AccountView {
  csrf: string;
  person: string;
  connected: Record<Toolkit, boolean>;
  /** After a disconnect: which account, and what happened at its provider. */
  disconnected?: { toolkit: Toolkit; removal: ProviderRemoval };
  /** The MCP clients the person allowed, newest first. */
  grants: readonly Grant[];
  /** After a revocation. */
  revoked?: boolean;
  /** The person's own recent audit records (lib/audit/account.ts), when the deployment keeps a trail. */
  recentWrites?: readonly AuditRecord[] | "unavailable";
  /** For a disconnect's notice: the time it is shown (default: now), in epoch ms. */
  now?: number;
  /** For a disconnect's notice: the functions' token cache period in seconds (default: tokenCacheSeconds()). */
  tokenCacheSeconds?: number;
}

const dateOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);

/** One allowed client: who, what it may do, since when, and the button that takes it back. */
function grantRow(grant: Grant, csrf: string): string {
  const name = escapeHtml(grant.clientName ?? "A client without a name");
  const access = grant.scopes.includes(SCOPES.write) ? "read and change" : "read";
  return (
    `<div class="row"><div><strong>${name}</strong> may ${access} through your connections<br>` +
    `<span class="muted">Allowed ${dateOf(grant.grantedAt)}, last used ${dateOf(grant.lastUsedAt)}; client id <code>${escapeHtml(grant.clientId)}</code></span></div>` +
    `<form method="post" action="account/revoke">${hidden("csrf", csrf)}${hidden("grant", grant.family)}<button>Revoke</button></form></div>`
  );
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** "10:42 UTC", with the date in front when it is not the day of `from`. */
function utcTime(epochMs: number, from: number, withSeconds: boolean): string {
  const iso = new Date(epochMs).toISOString();
  const time = iso.slice(11, withSeconds ? 19 : 16);
  return iso.slice(0, 10) === new Date(from).toISOString().slice(0, 10)
    ? `${time} UTC`
    : `${iso.slice(0, 10)} ${time} UTC`;
}

/** The cache period in words, rounded up: "30 seconds" below a minute, else "5 minutes". */
function cachePeriod(cacheSeconds: number): string {
  return cacheSeconds < 60
    ? plural(Math.ceil(cacheSeconds), "second")
    : plural(Math.ceil(cacheSeconds / 60), "minute");
}

/**
 * When new calls stop using a copy of the tokens that a container read before the disconnect: at
 * once without a cache, else within the cache period, by its end (rounded up to the second below a
 * minute, to the minute above). The page is shown just after the disconnect, so the bound holds;
 * on a later reload it is later than needed, never earlier.
 */
function whenCallsStop(cacheSeconds: number, now: number): string {
  if (cacheSeconds <= 0) return "at once";
  const step = cacheSeconds < 60 ? 1000 : 60_000;
  const by = Math.ceil((now + cacheSeconds * 1000) / step) * step;
  return (
    `within ${cachePeriod(cacheSeconds)} (by ${utcTime(by, now, step === 1000)}), when this server's ` +
    `functions drop the copy they keep in memory (each keeps one for up to ${cachePeriod(cacheSeconds)})`
  );
}

/** What the person is told after a disconnect; the secret is gone in every case. */
function disconnectNotice(
  { toolkit, removal }: NonNullable<AccountView["disconnected"]>,
  cacheSeconds: number,
  now: number,
): string {
  const deleted = `${labelOf(toolkit)} is disconnected: this server deleted its stored copy of your tokens.`;
  const stop = whenCallsStop(cacheSeconds, now);
  switch (removal) {
    case "removed":
      return `${deleted} Its access at Xero ended at once: your organisations' connections to it are deleted and its refresh token is revoked, so no new call reaches your organisations, not even with a copy of the token still in this server's memory.`;
    case "failed":
      return `${deleted} New Xero calls through this server stop ${stop}. Removing its access at Xero did not complete (Xero could not be reached or refused). To finish, sign in to Xero and, in each organisation, open Settings, then Connected apps, and remove this app.`;
    case "unsupported": {
      const service = tasksServiceOf().label;
      return `${deleted} New ${service} calls through this server stop ${stop}. ${service} offers apps no way to revoke a token, so the token itself would stay valid at ${service} until it expires (about 180 days); this server no longer stores it.`;
    }
    case "none":
      return `${labelOf(toolkit)} was not connected.`;
  }
}

/** A record's value as the page shows it: printable (escaped, cut), then HTML-escaped. */
const shown = (value: unknown, max?: number) => escapeHtml(printable(value, max));

/**
 * How a record's call ended, in the person's words: a refusal, a confirmation asked for (the
 * destructive call ran nothing: lib/confirmation), a repeat answered from the first run, or done.
 */
function outcomeOf(record: AuditRecord): string {
  if (record.error) return `refused: ${shown(record.error.type)}`;
  if (record.confirmation === "asked") return "confirmation asked, nothing changed";
  return record.idempotency === "replay" ? "repeated (not applied again)" : "done";
}

/** One audit record as a row: when, which tool, for which organisation, through what, and how it ended. */
function writeRow(record: AuditRecord): string {
  const through = record.clientId ? `client <code>${shown(record.clientId)}</code>` : shown(record.caller);
  const where = record.tenant ? ` in organisation <code>${shown(record.tenant)}</code>` : "";
  const ids = Array.isArray(record.touched) ? record.touched.slice(0, 50) : [];
  const touched = ids.length
    ? `; records ${ids.map((id) => `<code>${shown(id, 64)}</code>`).join(", ")}`
    : "";
  const time = shown(
    String(record.time ?? "")
      .slice(0, 19)
      .replace("T", " "),
  );
  return (
    `<div class="row"><div><strong>${shown(record.tool)}</strong>${where}: ${outcomeOf(record)}<br>` +
    `<span class="muted">${time} UTC through ${through}${touched}</span></div></div>`
  );
}

function recentWritesSection(records: AccountView["recentWrites"]): string {
  if (records === undefined) return "";
  const body =
    records === "unavailable"
      ? `<p class="muted">Your recent writes cannot be shown just now.</p>`
      : records.length
        ? records.map(writeRow).join("")
        : `<p class="muted">No writes by your agents in the last 30 days.</p>`;
  return `<h2>Recent writes by your agents</h2>${body}`;
}

export function accountPage(view: AccountView): string {
  const rows = (Object.keys(view.connected) as Toolkit[])
    .map((toolkit) =>
      view.connected[toolkit]
        ? // "Connect again" replaces a token set the provider stopped honouring (the reconnect AuthError sends people here).
          `<div class="row"><strong>${labelOf(toolkit)}</strong> connected <form method="post" action="connect">${hidden("csrf", view.csrf)}${hidden("toolkit", toolkit)}<button>Connect again</button></form> <form method="post" action="account/disconnect">${hidden("csrf", view.csrf)}${hidden("toolkit", toolkit)}<button>Disconnect</button></form></div>`
        : `<div class="row"><strong>${labelOf(toolkit)}</strong> not connected <form method="post" action="connect">${hidden("csrf", view.csrf)}${hidden("toolkit", toolkit)}<button>Connect</button></form></div>`,
    )
    .join("");
  const notices = [
    ...(view.disconnected
      ? [
          disconnectNotice(
            view.disconnected,
            view.tokenCacheSeconds ?? tokenCacheSeconds(),
            view.now ?? Date.now(),
          ),
        ]
      : []),
    ...(view.revoked
      ? [
          "The client's access is revoked: its refresh token no longer works, and the access token it holds expires within the hour.",
        ]
      : []),
  ];
  const notice = notices.map((text) => `<p role="status">${escapeHtml(text)}</p>`).join("");
  const grants = view.grants.length
    ? view.grants.map((grant) => grantRow(grant, view.csrf)).join("")
    : `<p class="muted">No client is allowed to use your connections.</p>`;
  const signOut = `<form method="post" action="account/signout">${hidden("csrf", view.csrf)}<button>Sign out</button></form>`;
  return page(
    "Your connections",
    `<h1>Your connections</h1><p class="muted">Signed in as ${escapeHtml(view.person)}.</p>${notice}${rows}` +
      `<h2>Clients you allowed</h2>${grants}${recentWritesSection(view.recentWrites)}${signOut}`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
