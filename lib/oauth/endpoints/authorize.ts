// The authorization endpoint (RFC 6749 §4.1.1, PKCE RFC 7636, resource indicators RFC 8707): a
// checked request waits for the person and the browser goes to the consent page. A request naming
// no known client or an unregistered redirect URI is answered with a page of ours (§4.1.2.1: never
// redirect there); any other error is a page too, naming the client and its redirect URI, whose
// link back carries the error with `state` and `iss` (RFC 9207): nothing is sent to a client
// before the person has signed in unless the person chooses to (RFC 9700 §4.11.2).
import {
  formOf,
  jsonAnswer,
  type OAuthAnswer,
  OAuthError,
  type OAuthRequest,
  redirectAnswer,
  single,
} from "../http";
import type { DeploymentProvider } from "../provider";
import { authorizationResponseUrl } from "../redirect";
import { ALL_SCOPES } from "../scopes";
import { refusedRequestPage, unknownClientPage } from "./authorize-page";

/** RFC 7636 §4.2: the S256 challenge's form (43 to 128 unreserved characters). */
const CODE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

export async function authorizeEndpoint(
  req: OAuthRequest,
  provider: DeploymentProvider,
): Promise<OAuthAnswer> {
  if (req.method !== "GET" && req.method !== "POST")
    return jsonAnswer(
      405,
      { error: "invalid_request", error_description: "Use GET or POST." },
      { allow: "GET, POST" },
    );
  const params = req.method === "POST" ? formOf(req) : req.query;
  const { clients, issuer } = provider.options;
  const clientIds = params.getAll("client_id");
  const clientId = clientIds.length === 1 ? clientIds[0] : undefined;
  if (!clientId) return unknownClientPage("The request does not name one application (client_id).");
  const client = await clients.getClient(clientId);
  if (!client) return unknownClientPage("The application that sent you here is not known to this server.");
  const redirectUris = params.getAll("redirect_uri");
  const given = redirectUris.length === 1 ? redirectUris[0] : undefined;
  if (redirectUris.length > 1 || (given !== undefined && !client.redirect_uris.includes(given)))
    return unknownClientPage("The application asked to be answered at an address it did not register.");
  if (given === undefined && client.redirect_uris.length !== 1)
    return unknownClientPage(
      "The application did not say which of its addresses to answer at (redirect_uri).",
    );
  const redirectUri = given ?? (client.redirect_uris[0] as string);
  // The client's state goes back with any answer, whenever it could be read (one value).
  const states = params.getAll("state");
  const state = states.length === 1 ? states[0] : undefined;
  try {
    const checked = checkRequest(params, provider.options.resources);
    const consentUrl = await provider.waitForConsent({
      clientId,
      redirectUri,
      ...(given === undefined ? { redirectUriOmitted: true } : {}),
      codeChallenge: checked.codeChallenge,
      scopes: checked.scopes,
      resource: checked.resource,
      ...(client.client_name ? { clientName: client.client_name } : {}),
      ...(state === undefined ? {} : { state }),
    });
    return redirectAnswer(consentUrl);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    const returnUrl = authorizationResponseUrl(
      redirectUri,
      { error: error.code, error_description: error.description, ...(state === undefined ? {} : { state }) },
      issuer,
    );
    return refusedRequestPage({
      clientId,
      ...(client.client_name ? { clientName: client.client_name } : {}),
      redirectUri,
      description: error.description,
      returnUrl,
    });
  }
}

/** The protocol rules of the request once its client and redirect URI are known; throws OAuthError. */
function checkRequest(params: URLSearchParams, resources: readonly string[]) {
  const responseType = single(params, "response_type");
  if (responseType === undefined) throw new OAuthError("invalid_request", "response_type is required.");
  if (responseType !== "code")
    throw new OAuthError("unsupported_response_type", "Only response_type=code is supported.");
  const codeChallenge = single(params, "code_challenge");
  const method = single(params, "code_challenge_method");
  if (codeChallenge === undefined || method !== "S256")
    throw new OAuthError(
      "invalid_request",
      "PKCE is required: code_challenge with code_challenge_method=S256.",
    );
  if (!CODE_CHALLENGE.test(codeChallenge))
    throw new OAuthError("invalid_request", "code_challenge is not an S256 challenge.");
  const requested = (single(params, "scope") ?? "").split(" ").filter(Boolean);
  const unknown = requested.filter((scope) => !ALL_SCOPES.includes(scope));
  if (unknown.length > 0) throw new OAuthError("invalid_scope", `Unknown scopes: ${unknown.join(", ")}.`);
  const scopes = requested.length > 0 ? [...new Set(requested)] : [...ALL_SCOPES];
  const named = params.getAll("resource");
  if (named.length > 1) throw new OAuthError("invalid_target", "Name one resource per request.");
  const resource = named[0] ?? (resources[0] as string);
  if (!resources.includes(resource))
    throw new OAuthError(
      "invalid_target",
      `Unknown resource; this server issues tokens for ${resources.join(", ")}.`,
    );
  return { codeChallenge, scopes, resource };
}
