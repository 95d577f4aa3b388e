// The registration endpoint (RFC 7591 §3): a client sends its metadata as JSON and gets a client id
// (and a secret when it authenticates at the token endpoint). Bounded, since anyone may call it:
// the body's size, each value (registration-rules.ts), the registrations per source and hour
// (registration-limit.ts), and each client's life (a day until its first token, clients.ts).
// Browser-based clients register too, so the answers may be read from any origin.
import type { ClientStore } from "../clients";
import { jsonAnswer, type OAuthAnswer, type OAuthHandler, type OAuthRequest, oauthError } from "../http";
import { countRegistration } from "../registration-limit";
import { clientMetadataOf, REGISTRATION_LIMITS, RegistrationError } from "../registration-rules";
import type { OAuthStore } from "../store";

export interface RegisterDeps {
  clients: Pick<ClientStore, "register">;
  /** Where the per-source counts are kept. */
  store: Pick<OAuthStore, "increment">;
  /** Registrations a source may make per hour (default registration-limit.ts's 20). */
  perSourcePerHour?: number;
}

const CORS = { "access-control-allow-origin": "*" };

function preflight(): OAuthAnswer {
  return {
    status: 204,
    headers: {
      ...CORS,
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": "content-type, authorization",
      "access-control-max-age": "86400",
    },
    body: "",
  };
}

const TOO_LARGE = `The registration is larger than ${REGISTRATION_LIMITS.bodyBytes} bytes.`;

/** Why the request's body cannot be a registration, or undefined when it can. */
function bodyRefusal(req: OAuthRequest): OAuthAnswer | undefined {
  if (Number(req.headers["content-length"] ?? 0) > REGISTRATION_LIMITS.bodyBytes)
    return oauthError(413, "invalid_client_metadata", TOO_LARGE, CORS);
  const body = req.body;
  if (!body || body instanceof URLSearchParams)
    return oauthError(
      400,
      "invalid_client_metadata",
      "Send the client metadata as a JSON object, with content-type application/json (RFC 7591 §3.1).",
      CORS,
    );
  // Without a content-length (chunked) the parsed body is measured; it is never larger than the text sent.
  if (Buffer.byteLength(JSON.stringify(body)) > REGISTRATION_LIMITS.bodyBytes)
    return oauthError(413, "invalid_client_metadata", TOO_LARGE, CORS);
  return undefined;
}

export function registerHandler(deps: RegisterDeps): OAuthHandler {
  return async (req) => {
    if (req.method === "OPTIONS") return preflight();
    if (req.method !== "POST")
      return oauthError(405, "invalid_request", "Use POST.", { ...CORS, allow: "POST, OPTIONS" });
    const refusal = bodyRefusal(req);
    if (refusal) return refusal;
    try {
      const metadata = clientMetadataOf(req.body);
      const allowance = await countRegistration(deps.store, req.sourceIp, {
        ...(deps.perSourcePerHour === undefined ? {} : { limit: deps.perSourcePerHour }),
      });
      if (!allowance.allowed)
        return oauthError(
          429,
          "too_many_requests",
          "Too many clients were registered from this address in the last hour; try again later.",
          { ...CORS, "retry-after": String(allowance.retryAfterSeconds) },
        );
      // §3.2.1: the client's information and all its registered metadata.
      return jsonAnswer(201, await deps.clients.register(metadata), CORS);
    } catch (error) {
      if (error instanceof RegistrationError) return oauthError(400, error.code, error.description, CORS);
      throw error;
    }
  };
}
