// The context settings of the API's front door (docs/remote-access.md): how the tool routes are
// authorised, and what the OAuth authorization server reads its app credentials from.
import type { Node } from "constructs";
import { parseClientAllowlist } from "../lib/oauth/client-allowlist";

/** `iam`: SigV4 everywhere; `oauth`: bearer tokens; `both`: bearer tokens, and SigV4 under `/iam`. */
export const AUTH_MODES = ["iam", "oauth", "both"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export interface AuthSettings {
  auth: AuthMode;
  /** The TickTick app's client credentials (`TASKS_OAUTH_CLIENT_SECRET_ID` of the oauth function). */
  tasksOAuthClientSecretName: string;
  /** The OpenID Connect provider people sign in with; unset: Xero's identity service. */
  signInIssuer?: string;
  /** That provider's client credentials; by default the Xero app's (Sign in with Xero). */
  signInClientSecretName: string;
  /** The Xero scopes a connection asks for; unset: the granular set of lib/oauth/settings.ts. */
  ledgerOAuthScopes?: string;
  /** The only clients people may allow (`OAUTH_CLIENT_ALLOWLIST`, lib/oauth/client-allowlist.ts); unset: any. */
  oauthClientAllowlist?: string;
}

/** Space-separated OAuth scope names (RFC 6749 scope tokens, without quotes or backslashes). */
const SCOPE_LIST = /^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/;

const SECRET_NAME = /^[A-Za-z0-9/_+=.@-]+$/;

function secretNameOf(node: Node, key: string, fallback: string): string {
  const name = String(node.tryGetContext(key) ?? fallback);
  if (!SECRET_NAME.test(name)) throw new Error(`Context "${key}" must be a Secrets Manager secret name`);
  return name;
}

function authModeOf(node: Node, connection: unknown): AuthMode {
  const auth = String(node.tryGetContext("auth") ?? "iam");
  if (!(AUTH_MODES as readonly string[]).includes(auth)) {
    throw new Error(`Context "auth" must be one of ${AUTH_MODES.join(", ")} (got "${auth}")`);
  }
  // Every signed-in person would act for that one connection: OAuth needs one connection per person.
  if (auth !== "iam" && connection !== undefined) {
    throw new Error(
      `Context "auth=${auth}" gives each person their own connection: leave "connection" unset`,
    );
  }
  return auth as AuthMode;
}

export function readAuthSettings(
  node: Node,
  base: { tokenSecretPrefix: string; ledgerOAuthClientSecretName: string; connection?: string },
): AuthSettings {
  const signInIssuer = node.tryGetContext("signInIssuer");
  if (signInIssuer !== undefined && !/^https:\/\/[^\s/]+/.test(String(signInIssuer))) {
    throw new Error('Context "signInIssuer" must be an https URL (an OpenID Connect issuer)');
  }
  const ledgerOAuthScopes = node.tryGetContext("ledgerOAuthScopes");
  if (ledgerOAuthScopes !== undefined && !SCOPE_LIST.test(String(ledgerOAuthScopes))) {
    throw new Error('Context "ledgerOAuthScopes" must be OAuth scope names separated by single spaces');
  }
  const allowlist = node.tryGetContext("oauthClientAllowlist");
  // Checked here with the function's own parser, so a bad entry fails the synth, not the first sign-in.
  if (allowlist !== undefined) parseClientAllowlist(String(allowlist), 'Context "oauthClientAllowlist"');
  return {
    auth: authModeOf(node, base.connection),
    tasksOAuthClientSecretName: secretNameOf(
      node,
      "tasksOAuthClientSecretName",
      `${base.tokenSecretPrefix}tasks/oauth-client`,
    ),
    ...(signInIssuer === undefined ? {} : { signInIssuer: String(signInIssuer) }),
    signInClientSecretName: secretNameOf(node, "signInClientSecretName", base.ledgerOAuthClientSecretName),
    ...(ledgerOAuthScopes === undefined ? {} : { ledgerOAuthScopes: String(ledgerOAuthScopes) }),
    ...(allowlist === undefined ? {} : { oauthClientAllowlist: String(allowlist) }),
  };
}
