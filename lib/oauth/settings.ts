// What the authorization server is configured with, read once from the environment (the CDK app
// sets these on the oauth function; `AUTH=oauth npm start` sets them for the local gateway).

import { TOOLKIT_FACTS, type Toolkit, tasksServiceOf } from "../catalog/toolkits";
import { type AllowRule, parseClientAllowlist } from "./client-allowlist";

export interface UpstreamApp {
  authorizeUrl: string;
  tokenUrl: string;
  scopes: readonly string[];
  /** Secrets Manager secret `{"client_id", "client_secret"}` of the app registered with the provider. */
  clientSecretId: string;
  /** Xero takes PKCE; TickTick documents only the plain code flow. */
  pkce: boolean;
  /** Xero: where a connection's organisations are listed and removed. */
  connectionsUrl?: string;
  /** Xero: the RFC 7009 revocation endpoint a disconnect sends the refresh token to. */
  revocationUrl?: string;
}

export interface AuthServerSettings {
  /** The issuer and the base of every endpoint: `https://<api>/<stage>` (no trailing slash). */
  baseUrl: string;
  tableName: string;
  /** Secret holding the access-token signing key (Secrets Manager generates it). */
  signingKeySecretId?: string;
  /** Local runs only: the key itself. */
  signingKey?: string;
  tokenSecretPrefix: string;
  /** OpenID Connect provider people sign in with. */
  signIn: { issuer: string; clientSecretId: string };
  upstreams: Record<Toolkit, UpstreamApp>;
  /** Cookies are `Secure` and `__Host-` unless the base URL is plain http on loopback (local runs). */
  secureCookies: boolean;
  /** Local runs only: allow http on 127.0.0.1 for the sign-in provider and client metadata documents. */
  allowLoopbackHttp: boolean;
  /** Local sandboxes only (`SANDBOX_OAUTH_AUTO_APPROVE=1`): every consent step approves at once. */
  autoApprove: boolean;
  /** OAUTH_CLIENT_ALLOWLIST: the only clients people may allow (client-allowlist.ts); unset: any. */
  clientAllowlist?: AllowRule[];
}

/**
 * Xero's granular scopes, which apps created on or after 2 March 2026 must use (the broad
 * accounting.transactions and accounting.reports.read are closed to them; older apps may keep those
 * until September 2027 through LEDGER_OAUTH_SCOPES, CDK context ledgerOAuthScopes). One read-write
 * or read scope per record family and report the tools use, and offline_access for the refresh
 * token.
 */
export const XERO_SCOPES = [
  "offline_access",
  "accounting.invoices",
  "accounting.payments",
  "accounting.banktransactions",
  "accounting.manualjournals",
  "accounting.classicexpenses",
  "accounting.attachments",
  "accounting.settings",
  "accounting.contacts",
  "accounting.journals.read",
  "accounting.budgets.read",
  "accounting.reports.aged.read",
  "accounting.reports.balancesheet.read",
  "accounting.reports.banksummary.read",
  "accounting.reports.budgetsummary.read",
  "accounting.reports.executivesummary.read",
  "accounting.reports.profitandloss.read",
  "accounting.reports.trialbalance.read",
  "accounting.reports.tenninetynine.read",
  "paymentservices",
].join(" ");

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set for the authorization server (docs/remote-access.md).`);
  return value;
}

export function readAuthServerSettings(env: NodeJS.ProcessEnv = process.env): AuthServerSettings {
  const baseUrl = required(env, "OAUTH_BASE_URL").replace(/\/$/, "");
  const base = new URL(baseUrl);
  const loopback = base.protocol === "http:" && base.hostname === "127.0.0.1";
  if (base.protocol !== "https:" && !loopback)
    throw new Error("OAUTH_BASE_URL must be https (or http on 127.0.0.1).");
  const prefix = env.TOKEN_SECRET_PREFIX ?? "agent-tools/";
  const clientAllowlist = parseClientAllowlist(env.OAUTH_CLIENT_ALLOWLIST);
  // TASKS_SERVICE=dida365: the tasks connection signs in at Dida365 instead of TickTick.
  const tasksService = tasksServiceOf(env);
  return {
    baseUrl,
    tableName: required(env, "OAUTH_TABLE"),
    ...(env.OAUTH_SIGNING_KEY_SECRET_ID ? { signingKeySecretId: env.OAUTH_SIGNING_KEY_SECRET_ID } : {}),
    ...(loopback && env.OAUTH_SIGNING_KEY ? { signingKey: env.OAUTH_SIGNING_KEY } : {}),
    tokenSecretPrefix: prefix,
    signIn: {
      issuer: env.SIGNIN_ISSUER ?? "https://identity.xero.com",
      clientSecretId: env.SIGNIN_CLIENT_SECRET_ID ?? `${prefix}ledger/oauth-client`,
    },
    upstreams: {
      LedgerApi: {
        authorizeUrl: env.LEDGER_AUTHORIZE_URL ?? "https://login.xero.com/identity/connect/authorize",
        tokenUrl: env.LEDGER_TOKEN_ENDPOINT ?? (TOOLKIT_FACTS.LedgerApi.tokenEndpoint as string),
        scopes: (env.LEDGER_OAUTH_SCOPES ?? XERO_SCOPES).split(/\s+/).filter(Boolean),
        clientSecretId: env.LEDGER_OAUTH_CLIENT_SECRET_ID ?? `${prefix}ledger/oauth-client`,
        pkce: true,
        connectionsUrl: env.LEDGER_CONNECTIONS_URL ?? "https://api.xero.com/connections",
        revocationUrl: env.LEDGER_REVOCATION_URL ?? "https://identity.xero.com/connect/revocation",
      },
      TasksApi: {
        authorizeUrl: env.TASKS_AUTHORIZE_URL ?? tasksService.authorizeUrl,
        tokenUrl: env.TASKS_TOKEN_ENDPOINT ?? tasksService.tokenUrl,
        scopes: (env.TASKS_OAUTH_SCOPES ?? "tasks:read tasks:write").split(/\s+/).filter(Boolean),
        clientSecretId: env.TASKS_OAUTH_CLIENT_SECRET_ID ?? `${prefix}tasks/oauth-client`,
        pkce: false,
      },
    },
    secureCookies: !loopback,
    allowLoopbackHttp: loopback,
    autoApprove: loopback && env.SANDBOX_OAUTH_AUTO_APPROVE === "1",
    ...(clientAllowlist ? { clientAllowlist } : {}),
  };
}
