// An operator's list of the clients people may allow, by where a client is sent back to: without
// it any client may register (consent phishing is then the person's call, docs/threat-model.md).
// An entry is an https origin (`https://claude.ai`), a scheme for native apps (`cursor:`), or
// `loopback` (http on 127.0.0.1, [::1] or localhost, any port: RFC 8252's native-app redirects).
// A client is allowed only when every redirect URI it may use matches an entry.
import { isLoopbackHttp } from "./registration-rules";

export type AllowRule = { origin: string } | { scheme: string } | { loopback: true };

const SCHEME = /^[a-z][a-z0-9+.-]*:$/;

function ruleOf(entry: string, settingName: string): AllowRule {
  if (entry === "loopback") return { loopback: true };
  if (SCHEME.test(entry) && entry !== "http:" && entry !== "https:") return { scheme: entry };
  let url: URL | undefined;
  try {
    url = new URL(entry);
  } catch {
    url = undefined;
  }
  if (url?.protocol === "https:" && url.origin === entry.replace(/\/$/, "")) return { origin: url.origin };
  throw new Error(
    `${settingName} entry "${entry}": use an https origin (https://claude.ai), a scheme for native apps (cursor:) or loopback.`,
  );
}

/** The rules of a comma-separated list; undefined when the list is unset or empty (every client allowed). */
export function parseClientAllowlist(
  text: string | undefined,
  settingName = "OAUTH_CLIENT_ALLOWLIST",
): AllowRule[] | undefined {
  const entries = (text ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length ? entries.map((entry) => ruleOf(entry, settingName)) : undefined;
}

export function redirectAllowed(redirectUri: string, rules: readonly AllowRule[]): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  return rules.some((rule) => {
    if ("origin" in rule) return url.origin === rule.origin;
    if ("scheme" in rule) return url.protocol === rule.scheme;
    return isLoopbackHttp(url);
  });
}

/** Whether a client may be used: no list, or every one of its redirect URIs on it. */
export function clientAllowed(
  redirectUris: readonly string[],
  rules: readonly AllowRule[] | undefined,
): boolean {
  return !rules || (redirectUris.length > 0 && redirectUris.every((uri) => redirectAllowed(uri, rules)));
}
