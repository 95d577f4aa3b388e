// The OAuth front door (docs/remote-access.md, `-c auth=oauth|both`): the authorization server's
// table, signing key and function, its open endpoints on the API, the TOKEN authorizer the tool
// routes are put behind, and the 401 that tells a client where to find the authorization server.
import { CfnOutput, Duration, Validations } from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import type * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import { Construct } from "constructs";
import { RESOURCE_SCOPE } from "../../lib/oauth/caller-challenge";
import { OAUTH_ROUTES } from "../../lib/oauth/routes";
import { OAUTH_INDEXES } from "../../lib/oauth/store";
import { errorTemplate, statusCodeOf, UNAUTHORIZED_ERROR } from "../api/error-responses";
import type { StackSettings } from "../settings";
import { AuthorizerFunction } from "./authorizer-function";
import { KeyedTable } from "./keyed-table";
import { OAuthFunction } from "./oauth-function";
import { SigningKey } from "./signing-key";
import type { ToolsApi } from "./tools-api";

export interface OAuthFrontDoorProps {
  api: ToolsApi;
  settings: StackSettings;
}

export class OAuthFrontDoor extends Construct {
  readonly table: dynamodb.Table;
  readonly signingKey: secretsmanager.Secret;
  readonly server: OAuthFunction;
  readonly authorizerFunction: AuthorizerFunction;
  readonly authorizer: apigw.TokenAuthorizer;
  /** The issuer and base of every endpoint: the API's URL with its stage. */
  readonly baseUrl: string;
  /** Where a person connects Xero and TickTick: the family functions name it when a connection is missing. */
  readonly connectUrl: string;
  /** The endpoints' methods (OAUTH_ROUTES), all open at the gateway. */
  readonly methods: apigw.Method[] = [];

  constructor(scope: Construct, id: string, { api, settings }: OAuthFrontDoorProps) {
    super(scope, id);
    this.baseUrl = api.baseUrl;
    this.connectUrl = `${this.baseUrl}/account`;
    this.table = new KeyedTable(this, "State", { timeToLiveAttribute: "expiresAt" }).table;
    // Sparse: only the items that carry an index's partition key are in it (lib/oauth/store.ts).
    for (const [indexName, { partitionKey, sortKey }] of Object.entries(OAUTH_INDEXES)) {
      this.table.addGlobalSecondaryIndex({
        indexName,
        partitionKey: { name: partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: sortKey, type: dynamodb.AttributeType.NUMBER },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    this.signingKey = new SigningKey(this, "SigningKey").secret;
    const common = { baseUrl: this.baseUrl, signingKey: this.signingKey, settings };
    this.server = new OAuthFunction(this, "Server", { ...common, table: this.table });
    this.authorizerFunction = new AuthorizerFunction(this, "Authorizer", common);
    this.authorizer = new apigw.TokenAuthorizer(this, "BearerTokens", {
      handler: this.authorizerFunction.function,
      identitySource: apigw.IdentitySource.header("Authorization"),
      // Keyed by the Authorization header. The policy allows only the token's resource (/mcp, or
      // /tools), so a cached answer cannot open the other. The answer carries the token's exp and
      // the functions refuse it after that (lib/oauth/caller-context.ts): a cached answer never
      // outlives its token, which lives 10 minutes (lib/oauth/access-token.ts).
      resultsCacheTtl: Duration.minutes(5),
    });
    this.addEndpoints(api);
    this.addUnauthorizedResponse(api);
    // What the operator registers with Xero and TickTick (and the sign-in provider) after the first deploy.
    new CfnOutput(this, "RedirectUri", { value: `${this.baseUrl}/callback` });
    // What `npm run rotate-signing-key -- --secret-id` takes.
    new CfnOutput(this, "SigningKeySecret", { value: this.signingKey.secretArn });
  }

  private addEndpoints(api: ToolsApi): void {
    // One invoke permission for the API (`<api>/*/*/*`), not one per endpoint: only these
    // integrations send requests to the function.
    const integration = new apigw.LambdaIntegration(this.server.function, { scopePermissionToMethod: false });
    for (const route of OAUTH_ROUTES) {
      const resource = api.restApi.root.resourceForPath(route.path);
      for (const httpMethod of route.methods) {
        const method = resource.addMethod(httpMethod, integration, {
          authorizationType: apigw.AuthorizationType.NONE,
        });
        Validations.of(method).acknowledge(
          ...["AwsSolutions-APIG4", "AwsSolutions-COG4"].map((ruleId) => ({
            id: ruleId,
            reason:
              "OAuth endpoints are public by protocol; the authorization server authenticates clients and people itself (docs/remote-access.md).",
          })),
        );
        this.methods.push(method);
      }
    }
  }

  /**
   * 401 for no token or a refused one, in the project's error shape, with the header MCP clients
   * start discovery from (RFC 9728) and the scopes the resources take (RFC 6750 §3).
   *
   * Decision: one header for both resources, naming /mcp's metadata. A gateway response is per API,
   * not per route, and its header values are static or copied whole from the request (a header,
   * path or query parameter, a stage variable): no `$context.resourcePath`, no concatenation, so
   * no value can name the route's own resource. MCP clients are the ones that discover from the
   * 401 (and check that the metadata's `resource` prefixes the URL they call), so the header names
   * theirs; /tools callers are configured HTTP clients, and the body names both documents. Nor can
   * the header say `error="invalid_token"`: API Gateway answers a missing token and a refused one
   * with this same response, and RFC 6750 §3.1 says a request without credentials gets no error
   * code. Past the authorizer (an expired cached answer, a DPoP proof, a missing scope) the
   * functions answer with the route's own challenge (lib/oauth/caller-context.ts).
   */
  private addUnauthorizedResponse(api: ToolsApi): void {
    const metadata = (resource: string) => `${this.baseUrl}/.well-known/oauth-protected-resource/${resource}`;
    api.restApi.addGatewayResponse(`Error${UNAUTHORIZED_ERROR.type.responseType}`, {
      type: UNAUTHORIZED_ERROR.type,
      statusCode: statusCodeOf(UNAUTHORIZED_ERROR),
      // A static header value is quoted for API Gateway.
      responseHeaders: {
        "WWW-Authenticate": `'Bearer scope="${RESOURCE_SCOPE}", resource_metadata="${metadata("mcp")}"'`,
      },
      templates: {
        "application/json": errorTemplate(UNAUTHORIZED_ERROR, {
          resourceMetadata: { "/mcp": metadata("mcp"), "/tools": metadata("tools") },
        }),
      },
    });
  }
}
