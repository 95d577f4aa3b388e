// The HTTP side of the OAuth endpoints: form bodies, client authentication, error and token
// answers (RFC 6749 §5), redirects, cookies.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { OAuthApp } from "./app";
import { sameSecret } from "./secrets";

const NO_STORE = { "cache-control": "no-store", pragma: "no-cache" };

/** A urlencoded body, or undefined when the request did not send one (RFC 6749 §3.2, §4.1.3). */
export function formBody(req: IncomingMessage, text: string): URLSearchParams | undefined {
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  return type === "application/x-www-form-urlencoded" ? new URLSearchParams(text) : undefined;
}

/** The first parameter given more than once (RFC 6749 §3.1 forbids repeats), if any. */
export function repeatedParameter(params: URLSearchParams, names: readonly string[]): string | undefined {
  return names.find((name) => params.getAll(name).length > 1);
}

export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = "OAuthError";
  }
}

export const invalidRequest = (description: string) => new OAuthError(400, "invalid_request", description);
export const invalidGrant = (description: string) => new OAuthError(400, "invalid_grant", description);

export function sendOAuthError(res: ServerResponse, error: OAuthError): void {
  sendJsonNoStore(res, error.status, { error: error.error, error_description: error.message }, error.headers);
}

export function sendJsonNoStore(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...NO_STORE,
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

/** `id:secret` from Basic, each part form-urlencoded first as RFC 6749 §2.3.1 requires. */
export function basicCredentials(header: string): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  try {
    const formDecode = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    return undefined;
  }
}

/**
 * client_secret_basic or client_secret_post (not both, RFC 6749 §2.3). Throws invalid_client
 * (401; with a Basic challenge when the header was used, §5.2) unless the app's credentials match.
 */
export function authenticateClient(
  req: IncomingMessage,
  form: URLSearchParams,
  app: Pick<OAuthApp, "clientId" | "clientSecret">,
): void {
  const header = req.headers.authorization;
  const inBody = form.has("client_secret");
  if (header !== undefined && inBody) {
    throw invalidRequest("use one client authentication method, not both");
  }
  const challenge: Record<string, string> =
    header !== undefined ? { "www-authenticate": 'Basic realm="sandbox"' } : {};
  const given =
    header !== undefined
      ? basicCredentials(header)
      : { id: form.get("client_id") ?? "", secret: form.get("client_secret") ?? "" };
  const bodyId = form.get("client_id");
  const consistent = bodyId === null || bodyId === given?.id;
  if (!given || !consistent || given.id !== app.clientId || !sameSecret(app.clientSecret, given.secret)) {
    throw new OAuthError(401, "invalid_client", "client authentication failed", challenge);
  }
}

/** The redirect URI with the given parameters added to whatever query it already has. */
export function redirectLocation(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}

export function redirect(
  res: ServerResponse,
  status: 302 | 303,
  location: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...NO_STORE, ...headers, location, "content-length": 0 });
  res.end();
}

export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? "").split(";")) {
    const [key, ...rest] = pair.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** Form fields a request log must not keep. */
const SECRET_FIELDS = new Set(["client_secret", "code", "code_verifier", "refresh_token", "token", "csrf"]);

/** A urlencoded body as a request log keeps it: each field once, secrets replaced. */
export function redactedForm(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    fields[name] = SECRET_FIELDS.has(name) ? "[redacted]" : value;
  }
  return fields;
}

/**
 * An endpoint a client calls with an authenticated form POST (token, revocation): the method, the
 * body and the client checked, then `answer`; an OAuthError it or the checks throw is the answer.
 */
export async function serveClientForm(
  req: IncomingMessage,
  res: ServerResponse,
  bodyText: string,
  app: Pick<OAuthApp, "clientId" | "clientSecret">,
  answer: (form: URLSearchParams) => void | Promise<void>,
): Promise<void> {
  try {
    if ((req.method ?? "").toUpperCase() !== "POST") {
      throw new OAuthError(405, "invalid_request", "use POST", { allow: "POST" });
    }
    const form = formBody(req, bodyText);
    if (!form) throw invalidRequest("send an application/x-www-form-urlencoded body");
    authenticateClient(req, form, app);
    await answer(form);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    sendOAuthError(res, error);
  }
}
