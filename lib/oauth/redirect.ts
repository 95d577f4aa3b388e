// Every answer the authorization server sends back to a client's redirect URI goes through here,
// so each one carries `iss` (RFC 9207: on success and on error) and the client's `state`.

export interface AuthorizationResponse {
  /** Success: the code. */
  code?: string;
  /** Failure: the RFC 6749 §4.1.2.1 error code and its description. */
  error?: string;
  error_description?: string;
  state?: string;
}

/** The client's redirect URI with the response's parameters and `iss` added to its query. */
export function authorizationResponseUrl(
  redirectUri: string,
  response: AuthorizationResponse,
  issuer: string,
): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(response)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  url.searchParams.set("iss", issuer);
  return url.href;
}
