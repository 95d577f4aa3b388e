// The API's Lambda authorizer for the OAuth routes: a TOKEN authorizer on `/mcp` and `/tools/*`.
// It checks the access token (`Bearer` or `DPoP` scheme) for the resource the route belongs to and
// answers with a policy for exactly that resource's methods (API Gateway caches the answer per
// Authorization header), carrying the principal as `connection`, the granted scopes, the token's
// expiry and, for a DPoP-bound token, its key's thumbprint, which the functions read from
// `requestContext.authorizer` (lib/oauth/caller-context.ts): they refuse an answer cached past the
// token's `exp`, and check the DPoP proof, which only they see (a TOKEN authorizer gets one header).
import type { APIGatewayAuthorizerResult, APIGatewayTokenAuthorizerEvent } from "aws-lambda";
import { putMetric } from "../runtime/metric";
import type { AccessTokens } from "./access-token";
import { callerContextOf } from "./caller-context";
import { checkAccess } from "./resource";

/** Every bearer token the authorizer refuses (dimension Function; the resource a property). */
export const AUTHORIZER_DENIALS_METRIC = "AuthorizerDenials";

/** `arn:aws:execute-api:<region>:<account>:<api>/<stage>/<METHOD>/<path...>` */
function parseMethodArn(methodArn: string) {
  const [prefix, stage, , ...path] = methodArn.split("/");
  return { apiArn: `${prefix}/${stage}`, firstSegment: path[0] ?? "" };
}

/** API Gateway's way to answer 401: throw exactly this. */
export const UNAUTHORIZED = "Unauthorized";

export async function authorize(
  event: Pick<APIGatewayTokenAuthorizerEvent, "authorizationToken" | "methodArn">,
  options: { tokens: AccessTokens; baseUrl: string },
): Promise<APIGatewayAuthorizerResult> {
  const { apiArn, firstSegment } = parseMethodArn(event.methodArn);
  const resource = firstSegment === "mcp" ? "mcp" : "tools";
  const metadataUrl = `${options.baseUrl}/.well-known/oauth-protected-resource/${resource}`;
  const answer = await checkAccess(
    { tokens: options.tokens, resource: `${options.baseUrl}/${resource}`, metadataUrl },
    event.authorizationToken,
  );
  if (!answer.ok) {
    // Spikes are what the alarm reads (docs/operations.md); never the token, never a principal.
    putMetric({
      name: AUTHORIZER_DENIALS_METRIC,
      dimensions: { Function: "authorizer" },
      properties: { resource },
    });
    throw new Error(UNAUTHORIZED);
  }
  const routes =
    resource === "mcp"
      ? [`${apiArn}/POST/mcp`, `${apiArn}/GET/mcp`]
      : [`${apiArn}/POST/tools/*`, `${apiArn}/GET/tools`];
  return {
    principalId: answer.access.principal,
    policyDocument: {
      Version: "2012-10-17",
      Statement: [{ Action: "execute-api:Invoke", Effect: "Allow", Resource: routes }],
    },
    context: { ...callerContextOf(answer.access, metadataUrl) },
  };
}
