// Xero's authorize endpoint rules over the shared consent flow: PKCE with S256 only, a nonce for
// the ID token, organisations offered when the scopes reach beyond sign-in.
import { randomUUID } from "node:crypto";
import type { OAuthApp } from "../../oauth/app";
import { checkAuthorizationRequest } from "../../oauth/authorization-request";
import type { AuthorizationRequest, Checked, ConsentProvider } from "../../oauth/consent-flow";
import type { OrganisationChoice } from "../../oauth/consent-page";
import type { Clock, ExpiringStore } from "../../oauth/expiring-store";
import { isS256Challenge } from "../../oauth/pkce";
import { AUTHORIZE_PATH, CODE_TTL_MS, connectsOrganisations, XERO_SCOPES } from "./app";
import type { ConnectionStore } from "./connections";
import type { IssuedCode } from "./grants";

export interface XeroAuthorizationRequest extends AuthorizationRequest {
  codeChallenge?: string;
  nonce?: string;
}

/** What the provider uses of the identity service: identity.ts's XeroIdentity, which builds it with itself. */
export interface XeroConsentHost {
  readonly app: OAuthApp;
  readonly clock: Clock;
  readonly organisations: () => OrganisationChoice[];
  readonly connections: Pick<ConnectionStore, "connect">;
  readonly codes: ExpiringStore<IssuedCode>;
}

function checkPkce(params: URLSearchParams): string | undefined {
  const challenge = params.get("code_challenge");
  const method = params.get("code_challenge_method");
  if (challenge === null) return method === null ? undefined : "code_challenge_method needs a code_challenge";
  if (method !== "S256") return "code_challenge_method must be S256";
  if (!isS256Challenge(challenge)) return "code_challenge must be 43 base64url characters";
  return undefined;
}

export function xeroConsentProvider(identity: XeroConsentHost): ConsentProvider<XeroAuthorizationRequest> {
  return {
    serviceName: "Xero",
    formPath: AUTHORIZE_PATH,

    check(params): Checked<XeroAuthorizationRequest> {
      const checked = checkAuthorizationRequest(params, {
        app: identity.app,
        supportedScopes: XERO_SCOPES,
        scopeErrorOnPage: true,
        extraParameters: ["code_challenge", "code_challenge_method", "nonce"],
      });
      if (checked.kind !== "ok") return checked;
      const { request } = checked;
      const pkceProblem = checkPkce(params);
      if (pkceProblem) {
        return {
          kind: "redirect",
          redirectUri: request.redirectUri,
          state: request.state,
          error: "invalid_request",
          description: pkceProblem,
        };
      }
      const challenge = params.get("code_challenge");
      const nonce = params.get("nonce");
      return {
        kind: "ok",
        request: {
          ...request,
          ...(challenge ? { codeChallenge: challenge } : {}),
          ...(nonce ? { nonce } : {}),
        },
      };
    },

    organisations: (request) => (connectsOrganisations(request.scopes) ? identity.organisations() : []),

    approve(request, consent) {
      const now = identity.clock();
      if (connectsOrganisations(request.scopes)) {
        const all = identity.organisations();
        const chosen =
          consent.organisationIds.length > 0
            ? all.filter((org) => consent.organisationIds.includes(org.tenantId))
            : consent.person.defaultOrganisations.flatMap((index) => all[index] ?? []);
        identity.connections.connect(consent.person.id, chosen, now);
      }
      return identity.codes.issue(
        {
          personId: consent.person.id,
          clientId: request.clientId,
          scopes: request.scopes,
          grantId: randomUUID(),
          authTime: Math.floor(now / 1000),
          globalSessionId: randomUUID().replace(/-/g, ""),
          redirectUri: request.redirectUri,
          ...(request.codeChallenge ? { codeChallenge: request.codeChallenge } : {}),
          ...(request.nonce ? { nonce: request.nonce } : {}),
        },
        CODE_TTL_MS,
      );
    },
  };
}
