// Lambda entry of the API's OAuth authorizer (lib/oauth/authorizer.ts): OAUTH_BASE_URL names the
// issuer, OAUTH_SIGNING_KEY_SECRET_ID the keys, read on the first request and again as they rotate
// (lib/oauth/signing-key.ts); the verifier is made once per container.
import type { APIGatewayTokenAuthorizerEvent } from "aws-lambda";
import { AccessTokens } from "../lib/oauth/access-token";
import { authorize } from "../lib/oauth/authorizer";
import { signingKeyRingOf } from "../lib/oauth/signing-key";

const baseUrl = (process.env.OAUTH_BASE_URL ?? "").replace(/\/$/, "");
let tokens: AccessTokens | undefined;

export async function handler(event: APIGatewayTokenAuthorizerEvent) {
  tokens ??= new AccessTokens(
    signingKeyRingOf({ signingKeySecretId: process.env.OAUTH_SIGNING_KEY_SECRET_ID }),
    baseUrl,
  );
  return authorize(event, { tokens, baseUrl });
}
