// What a client may say about itself, whether it registers (RFC 7591 §2) or publishes a Client ID
// Metadata Document: the one set of rules for both. Every value is bounded (a registration is
// anyone's write into our table), unknown members are dropped (§2: "MUST ignore"), and redirect
// URIs are held to RFC 9700 §2.1 and RFC 8252 (native apps): exact https URIs, http only on
// loopback, a native app's private-use scheme; never a fragment, user info or a wildcard.
import type { ClientMetadata, TokenEndpointAuthMethod } from "./client-types";

export const REGISTRATION_LIMITS = {
  /** A registration's JSON body. */
  bodyBytes: 16 * 1024,
  redirectUris: 10,
  uriChars: 2000,
  /** The name the consent page shows. */
  clientNameChars: 200,
  /** Any other string. */
  stringChars: 2000,
  contacts: 5,
} as const;

export type RegistrationErrorCode = "invalid_client_metadata" | "invalid_redirect_uri";

/** RFC 7591 §3.2.2's refusal: its code and a description naming the field and what is allowed. */
export class RegistrationError extends Error {
  constructor(
    readonly code: RegistrationErrorCode,
    readonly description: string,
  ) {
    super(description);
    this.name = "RegistrationError";
  }
}

const AUTH_METHODS: readonly TokenEndpointAuthMethod[] = [
  "none",
  "client_secret_post",
  "client_secret_basic",
];
const GRANT_TYPES = ["authorization_code", "refresh_token"];
const RESPONSE_TYPES = ["code"];

/**
 * Private-use schemes without a dot that MCP clients in use register (Cursor's
 * `cursor://anysphere.cursor-retrieval/oauth/callback`, and the VS Code family's app schemes). RFC
 * 8252 §7.1 asks apps for a reverse-domain scheme (`com.example.app:`), which is allowed anyway.
 */
const KNOWN_APP_SCHEMES = new Set(["cursor:", "vscode:", "vscode-insiders:", "windsurf:"]);
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);
/** A DNS name (after the URL parser's lower-casing and IDNA) or an IP literal: nothing a CSP or a page could misread. */
const PLAIN_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.?$|^\[[0-9a-f:.]+\]$/;
/** Spaces and control characters, which URL parsers drop or encode silently. */
const CONTROL_OR_SPACE = /[\p{Cc}\s]/u;
/** Control characters, which have no place in a name. */
const CONTROL = /\p{Cc}/u;
/** Directional formatting, which can make a name on the consent page read as another. */
const BIDI_CONTROL = /\p{Bidi_Control}/u;

/** http on the device itself: RFC 8252 §7.3's native-app redirect, any port. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
}

const ALLOWED_REDIRECTS =
  "use https, http only on loopback (127.0.0.1, [::1] or localhost), or a native app's private-use scheme in reverse-domain form (com.example.app:/callback)";

/** Why a redirect URI cannot be registered, or undefined when it can. */
export function redirectUriProblem(uri: string): string | undefined {
  if (uri.length > REGISTRATION_LIMITS.uriChars)
    return `a redirect URI is longer than ${REGISTRATION_LIMITS.uriChars} characters`;
  const shown = JSON.stringify(uri);
  if (CONTROL_OR_SPACE.test(uri)) return `${shown} holds spaces or control characters`;
  if (uri.includes("#"))
    return `${shown} has a fragment, which a redirect URI must not have (RFC 6749 §3.1.2)`;
  if (uri.includes("*")) return `${shown} has a wildcard; redirect URIs are matched exactly`;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return `${shown} is not an absolute URI`;
  }
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?]*)/i.exec(uri)?.[1] ?? "";
  if (authority.includes("@") || url.username || url.password)
    return `${shown} has user information before its host, which can make it look like another host`;
  if (url.protocol === "https:") {
    return PLAIN_HOST.test(url.hostname)
      ? undefined
      : `${shown} has a host that is no DNS name or IP address`;
  }
  if (url.protocol === "http:") {
    return isLoopbackHttp(url)
      ? undefined
      : `${shown} uses http on a host other than loopback; ${ALLOWED_REDIRECTS}`;
  }
  const privateUse = url.protocol.slice(0, -1).includes(".") || KNOWN_APP_SCHEMES.has(url.protocol);
  if (!privateUse) return `${shown}: the scheme ${url.protocol} is not allowed; ${ALLOWED_REDIRECTS}`;
  if (!url.pathname && !url.host) return `${shown} has no path to send the app's code to`;
  return undefined;
}

// Field readers ---------------------------------------------------------------------------------

type Input = Record<string, unknown>;

function invalid(description: string): RegistrationError {
  return new RegistrationError("invalid_client_metadata", description);
}

function optionalString(input: Input, field: string, maxChars: number = REGISTRATION_LIMITS.stringChars) {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw invalid(`${field} must be a string.`);
  if (value.length > maxChars) throw invalid(`${field} must be at most ${maxChars} characters.`);
  return value;
}

function optionalStrings(input: Input, field: string, maxEntries: number): string[] | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === "string"))
    throw invalid(`${field} must be an array of strings.`);
  if (value.length > maxEntries) throw invalid(`${field} may have at most ${maxEntries} entries.`);
  const tooLong = value.find((entry) => entry.length > REGISTRATION_LIMITS.stringChars);
  if (tooLong !== undefined)
    throw invalid(`each of ${field} must be at most ${REGISTRATION_LIMITS.stringChars} characters.`);
  return value as string[];
}

/** A subset of `allowed`, or `fallback` when absent. */
function subsetOf(input: Input, field: string, allowed: readonly string[], fallback: string[]): string[] {
  const values = optionalStrings(input, field, allowed.length + 1);
  if (values === undefined) return fallback;
  const unknown = values.filter((value) => !allowed.includes(value));
  if (values.length === 0 || unknown.length > 0)
    throw invalid(`${field} may hold only ${allowed.join(", ")}; got ${JSON.stringify(values)}.`);
  return [...new Set(values)];
}

/** A web page about the client (client_uri, logo_uri, tos_uri, policy_uri): http(s), bounded; "" as absent. */
function optionalPageUrl(input: Input, field: string): string | undefined {
  const value = optionalString(input, field, REGISTRATION_LIMITS.uriChars);
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || CONTROL_OR_SPACE.test(value))
    throw invalid(`${field} must be an absolute http or https URL.`);
  return value;
}

function redirectUris(input: Input): string[] {
  const value = input.redirect_uris;
  const { redirectUris: max } = REGISTRATION_LIMITS;
  if (!Array.isArray(value) || value.length === 0 || !value.every((entry) => typeof entry === "string"))
    throw new RegistrationError(
      "invalid_redirect_uri",
      "redirect_uris is required: an array of at least one redirect URI.",
    );
  if (value.length > max)
    throw new RegistrationError("invalid_redirect_uri", `redirect_uris may have at most ${max} entries.`);
  for (const uri of value as string[]) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new RegistrationError("invalid_redirect_uri", `redirect_uris: ${problem}.`);
  }
  return [...new Set(value as string[])];
}

function authMethod(input: Input, fallback: TokenEndpointAuthMethod): TokenEndpointAuthMethod {
  const value = optionalString(input, "token_endpoint_auth_method");
  if (value === undefined) return fallback;
  if (!(AUTH_METHODS as readonly string[]).includes(value))
    throw invalid(
      `token_endpoint_auth_method may be ${AUTH_METHODS.join(", ")}; got ${JSON.stringify(value)}.`,
    );
  return value as TokenEndpointAuthMethod;
}

/**
 * The metadata a client may be registered with, from what it sent; throws RegistrationError naming
 * the first field that is not allowed. `defaultAuthMethod` is RFC 7591 §2's client_secret_basic for
 * registrations (the SDK 1.x handler also gave such a client a secret).
 */
export function clientMetadataOf(
  input: unknown,
  defaultAuthMethod: TokenEndpointAuthMethod = "client_secret_basic",
): ClientMetadata {
  if (!input || typeof input !== "object" || Array.isArray(input))
    throw invalid("The registration must be a JSON object (RFC 7591 §3.1).");
  const fields = input as Input;
  const uris = redirectUris(fields);
  const grantTypes = subsetOf(fields, "grant_types", GRANT_TYPES, [...GRANT_TYPES]);
  const responseTypes = subsetOf(fields, "response_types", RESPONSE_TYPES, [...RESPONSE_TYPES]);
  // §2.1: the code response type needs the authorization_code grant.
  if (!grantTypes.includes("authorization_code"))
    throw invalid("grant_types must include authorization_code (the only response type here is code).");
  const clientName = optionalString(fields, "client_name", REGISTRATION_LIMITS.clientNameChars);
  if (clientName !== undefined && (CONTROL.test(clientName) || BIDI_CONTROL.test(clientName)))
    throw invalid("client_name must not hold control or text-direction characters.");
  const metadata: ClientMetadata = {
    redirect_uris: uris,
    token_endpoint_auth_method: authMethod(fields, defaultAuthMethod),
    grant_types: grantTypes,
    response_types: responseTypes,
    client_name: clientName,
    client_uri: optionalPageUrl(fields, "client_uri"),
    logo_uri: optionalPageUrl(fields, "logo_uri"),
    scope: optionalString(fields, "scope"),
    contacts: optionalStrings(fields, "contacts", REGISTRATION_LIMITS.contacts),
    tos_uri: optionalPageUrl(fields, "tos_uri"),
    policy_uri: optionalPageUrl(fields, "policy_uri"),
    software_id: optionalString(fields, "software_id"),
    software_version: optionalString(fields, "software_version"),
  };
  // Absent members stay absent in the stored item and the answer.
  for (const key of Object.keys(metadata) as (keyof ClientMetadata)[])
    if (metadata[key] === undefined) delete metadata[key];
  return metadata;
}
