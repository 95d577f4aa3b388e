// Xero's identity service as the sandbox emulates it: the registered app, the scopes it knows and
// the lifetimes Xero documents (developer.xero.com, OAuth 2.0 auth flow and FAQ).
import type { OAuthApp } from "../../oauth/app";

/** The one app the sandbox accepts. Redirect URIs are given when the sandbox starts, or later. */
export const SANDBOX_XERO_APP: Readonly<OAuthApp> = Object.freeze({
  clientId: "sandbox-xero-client",
  clientSecret: "sandbox-xero-client-secret",
  redirectUris: [],
});

/** Sign-in scopes: a request naming only these connects no organisation. */
export const OPENID_SCOPES: ReadonlySet<string> = new Set(["openid", "profile", "email", "offline_access"]);

/**
 * The accounting scopes: the broad ones, the granular ones that replace `accounting.transactions`
 * and `accounting.reports.read` for apps made since March 2026, each with its `.read` form.
 */
const ACCOUNTING_SCOPES = [
  "accounting.transactions",
  "accounting.transactions.read",
  "accounting.invoices",
  "accounting.invoices.read",
  "accounting.payments",
  "accounting.payments.read",
  "accounting.banktransactions",
  "accounting.banktransactions.read",
  "accounting.manualjournals",
  "accounting.manualjournals.read",
  "accounting.classicexpenses",
  "accounting.classicexpenses.read",
  "accounting.settings",
  "accounting.settings.read",
  "accounting.contacts",
  "accounting.contacts.read",
  "accounting.attachments",
  "accounting.attachments.read",
  "accounting.journals.read",
  "accounting.budgets.read",
  "accounting.reports.read",
  "accounting.reports.aged.read",
  "accounting.reports.balancesheet.read",
  "accounting.reports.banksummary.read",
  "accounting.reports.bankstatement.read",
  "accounting.reports.budgetsummary.read",
  "accounting.reports.executivesummary.read",
  "accounting.reports.profitandloss.read",
  "accounting.reports.trialbalance.read",
  "accounting.reports.taxreports.read",
  "accounting.reports.tenninetynine.read",
  "paymentservices",
];

export const XERO_SCOPES: ReadonlySet<string> = new Set([...OPENID_SCOPES, ...ACCOUNTING_SCOPES]);

/** Whether a consent with these scopes connects organisations (Sign in with Xero alone does not). */
export function connectsOrganisations(scopes: readonly string[]): boolean {
  return scopes.some((scope) => !OPENID_SCOPES.has(scope));
}

export const ACCESS_TOKEN_SECONDS = 30 * 60;
export const CODE_TTL_MS = 5 * 60_000;
/** Unused refresh tokens expire after 60 days. */
export const REFRESH_TOKEN_TTL_MS = 60 * 24 * 3600_000;
export const ID_TOKEN_SECONDS = 5 * 60;

export const IDENTITY_PREFIX = "/identity";
export const AUTHORIZE_PATH = `${IDENTITY_PREFIX}/connect/authorize`;
export const TOKEN_PATH = `${IDENTITY_PREFIX}/connect/token`;
export const REVOCATION_PATH = `${IDENTITY_PREFIX}/connect/revocation`;
export const DISCOVERY_PATH = `${IDENTITY_PREFIX}/.well-known/openid-configuration`;
export const JWKS_PATH = `${DISCOVERY_PATH}/jwks`;
