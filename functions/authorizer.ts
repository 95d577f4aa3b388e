// Lambda entry of the API's OAuth authorizer (lib/oauth/authorizer.ts): OAUTH_BASE_URL names the
// issuer, OAUTH_SIGNING_KEY_SECRET_ID the key; the verifier is made once per container.
import type { APIGatewayTokenAuthorizerEvent } from "aws-lambda";
import { AccessTokens } from "../lib/oauth/access-token";
import { authorize } from "../lib/oauth/authorizer";
import { signingKeyOf } from "../lib/oauth/signing-key";
import { lazyClient } from "../lib/runtime/lazy-client";

const baseUrl = (process.env.OAUTH_BASE_URL ?? "").replace(/\/$/, "");
// A failed key read is tried again on the next request.
const tokens = lazyClient(async () => {
  const key = await signingKeyOf({ signingKeySecretId: process.env.OAUTH_SIGNING_KEY_SECRET_ID });
  return new AccessTokens(key, baseUrl);
});

export async function handler(event: APIGatewayTokenAuthorizerEvent) {
  return authorize(event, { tokens: await tokens.get(), baseUrl });
}
