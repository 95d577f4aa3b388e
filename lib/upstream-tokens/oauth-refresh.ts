// One OAuth 2.0 refresh_token grant (RFC 6749 section 6) with the client as HTTP Basic, the way
// Xero's identity server wants it, and the POST every grant shares (client-credentials.ts too).
// Errors carry the endpoint's error code only: the answer body, the refresh token and the client
// secret never reach a message. Sent over the upstream transport (node:http), not fetch, whose
// first use loads undici.
import { ToolError } from "../runtime/errors";
import { type Exchange, exchange, TransportError } from "../upstream/transport";
import type { ClientCredentials } from "./token-set";

const REFRESH_TIMEOUT_MS = 10_000;

export interface RefreshRequest {
  endpoint: string;
  client: ClientCredentials;
  refreshToken: string;
  /** "Xero": for messages. */
  label: string;
  /** The secret id: names the connection in messages. */
  connection: string;
}

/** Thrown when the refresh token itself was refused: only a new authorisation helps. */
export class RefreshTokenRefused extends ToolError {
  constructor(
    readonly code: string,
    label: string,
    connection: string,
  ) {
    super(
      "AuthError",
      `${label} refused the refresh token of connection ${connection} (${code}): it expired, was revoked, or was used by another holder. Re-authorise this connection and store the new token set (npm run secrets:put).`,
    );
  }
}

/** A short OAuth error code, or undefined: anything else in the body is not repeated. */
function oauthErrorCode(text: string): string | undefined {
  try {
    const code = (JSON.parse(text) as { error?: unknown }).error;
    return typeof code === "string" && /^[a-z_]{1,40}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** A token endpoint's answer as the grant helpers read it. */
export interface GrantAnswer {
  status: number;
  text: string;
  /** The OAuth error code of a refusal (`invalid_client`), when it is a short one. */
  code?: string;
}

/**
 * POSTs one grant's form to the token endpoint with the client as HTTP Basic: the answer, or a
 * retryable error when the endpoint cannot be reached, answers 5xx or 429. The form and the client
 * never reach a message.
 */
export async function postGrant(
  endpoint: string,
  client: ClientCredentials,
  form: Record<string, string>,
  label: string,
): Promise<GrantAnswer> {
  const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString("base64");
  let response: Exchange;
  try {
    response = await exchange(
      endpoint,
      {
        method: "POST",
        headers: {
          authorization: `Basic ${basic}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams(form).toString(),
      },
      REFRESH_TIMEOUT_MS,
    );
  } catch (error) {
    const timedOut = error instanceof TransportError && error.reason === "timeout";
    throw new ToolError(
      timedOut ? "UpstreamTimeout" : "UpstreamError",
      `The ${label} token endpoint ${timedOut ? "did not answer in time" : "could not be reached"}; retry the call.`,
      { retryable: true },
    );
  }
  const text = Buffer.from(response.body).toString("utf8");
  const { status } = response;
  if (status >= 500 || status === 429) {
    throw new ToolError(
      "UpstreamError",
      `The ${label} token endpoint failed (HTTP ${status}); retry the call.`,
      {
        retryable: true,
      },
    );
  }
  const code = status >= 200 && status < 300 ? undefined : oauthErrorCode(text);
  return { status, text, ...(code && { code }) };
}

/** A successful answer's JSON, or undefined when the grant was refused (status not 2xx). */
export function grantJson(answer: GrantAnswer, label: string): unknown {
  if (answer.status < 200 || answer.status >= 300) return undefined;
  try {
    return JSON.parse(answer.text);
  } catch {
    throw new ToolError(
      "UpstreamError",
      `The ${label} token endpoint answered with a body that is not JSON.`,
      {
        retryable: true,
      },
    );
  }
}

/** The token endpoint's JSON answer; the caller turns it into a token set. */
export async function requestRefresh(request: RefreshRequest): Promise<unknown> {
  const { endpoint, client, refreshToken, label, connection } = request;
  const answer = await postGrant(
    endpoint,
    client,
    { grant_type: "refresh_token", refresh_token: refreshToken },
    label,
  );
  const json = grantJson(answer, label);
  if (json !== undefined) return json;
  const { code, status } = answer;
  if (code === "invalid_grant") throw new RefreshTokenRefused(code, label, connection);
  if (code === "invalid_client" || status === 401) {
    throw new ToolError(
      "AuthError",
      `The ${label} token endpoint refused the OAuth client credentials of connection ${connection} (${code ?? status}): check the client id and secret the token set names.`,
    );
  }
  throw new ToolError(
    "AuthError",
    `The ${label} token endpoint refused to refresh connection ${connection} (${code ?? `HTTP ${status}`}); re-authorise it.`,
  );
}
