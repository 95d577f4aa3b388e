// TickTick's GET /oauth/authorize over the shared consent flow: client_id, scope, state,
// redirect_uri, response_type=code. TickTick documents no PKCE, so code_challenge is ignored.
import type { OAuthApp } from "../../oauth/app";
import { checkAuthorizationRequest } from "../../oauth/authorization-request";
import type { AuthorizationRequest, ConsentProvider } from "../../oauth/consent-flow";
import type { ExpiringStore } from "../../oauth/expiring-store";
import { AUTHORIZE_PATH, CODE_TTL_MS, TICKTICK_SCOPES } from "./app";
import type { IssuedTickTickCode } from "./grants";

export type TickTickAuthorizationRequest = AuthorizationRequest;

/** What the provider uses of accounts.ts's TickTickAccounts, which builds it with itself. */
export interface TickTickConsentHost {
  readonly app: OAuthApp;
  readonly codes: ExpiringStore<IssuedTickTickCode>;
}

export function tickTickConsentProvider(
  accounts: TickTickConsentHost,
): ConsentProvider<TickTickAuthorizationRequest> {
  return {
    serviceName: "TickTick",
    formPath: AUTHORIZE_PATH,
    check: (params) =>
      checkAuthorizationRequest(params, {
        app: accounts.app,
        supportedScopes: TICKTICK_SCOPES,
        scopeErrorOnPage: false,
      }),
    organisations: () => [],
    approve: (request, consent) =>
      accounts.codes.issue(
        {
          personId: consent.person.id,
          clientId: request.clientId,
          scopes: request.scopes,
          redirectUri: request.redirectUri,
        },
        CODE_TTL_MS,
      ),
  };
}
