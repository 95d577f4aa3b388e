// The OAuth front door (`-c auth=oauth`): the tool routes behind the TOKEN authorizer, the
// authorization server's endpoints open, its table and generated key, the 401 clients discover
// it by, and the base URL every function is told.
import { Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../infra/stack";
import { allTools } from "../../lib/catalog/index";
import { OAUTH_ROUTES } from "../../lib/oauth/routes";
import { methodsOf } from "./api-methods";
import { synthesize } from "./synth";

const oauth = synthesize(undefined, { auth: "oauth" });
const methods = methodsOf(oauth);
const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  oauth.stack.getLogicalId(construct.node.defaultChild as never);
const frontDoor = oauth.stack.oauth;
const authorizerId = Object.keys(oauth.root.findResources("AWS::ApiGateway::Authorizer"))[0];
const apiId = Object.keys(oauth.root.findResources("AWS::ApiGateway::RestApi"))[0];

/** `https://<api>.execute-api.<region>.<suffix>/v1` and what follows, as the template joins it. */
const urlOf = (path: string) => ({
  "Fn::Join": [
    "",
    [
      "https://",
      { Ref: apiId },
      ".execute-api.",
      { Ref: "AWS::Region" },
      ".",
      { Ref: "AWS::URLSuffix" },
      `/v1${path}`,
    ],
  ],
});

/** The settings CDK adds with AWS's Secrets extension (test/infra/functions.test.ts checks them). */
const EXTENSION_SETTING = /^(PARAMETERS_SECRETS_EXTENSION|SECRETS_MANAGER|SSM_PARAMETER_STORE)_/;

/** The function's own environment, without the Secrets extension's settings. */
function environmentOf(construct: { node: { defaultChild?: unknown } }): Record<string, unknown> {
  const fn = oauth.root.findResources("AWS::Lambda::Function")[logicalId(construct)];
  const variables: Record<string, unknown> = fn?.Properties.Environment.Variables ?? {};
  return Object.fromEntries(Object.entries(variables).filter(([name]) => !EXTENSION_SETTING.test(name)));
}

describe("auth=oauth: the API", () => {
  it("puts every /mcp and /tools method behind the token authorizer", () => {
    const protectedMethods = methods.filter(({ route }) => / \/(mcp|tools)(\/|$)/.test(route));
    // 250 tools, GET /tools, POST /mcp.
    expect(protectedMethods).toHaveLength(allTools.length + 2);
    expect(protectedMethods.map(({ route }) => route)).toEqual(
      expect.arrayContaining(["POST /mcp", "GET /tools", "POST /tools/LedgerApi.RetrieveInvoices"]),
    );
    for (const { route, properties } of protectedMethods) {
      expect(properties.AuthorizationType, route).toBe("CUSTOM");
      // The parent's authorizer, by reference or (in a route stack) through a stack parameter.
      expect(JSON.stringify(properties.AuthorizerId), route).toMatch(/OAuthBearerTokens/);
    }
  });

  it("leaves only the OAuth endpoints open (and Xero's signed webhooks), each a Lambda proxy to the oauth function", () => {
    // POST /webhooks/xero is open too: Xero signs each delivery (test/webhooks/infra.test.ts).
    const open = methods.filter(
      ({ route, properties }) => properties.AuthorizationType === "NONE" && route !== "POST /webhooks/xero",
    );
    const expected = OAUTH_ROUTES.flatMap(({ path, methods: verbs }) =>
      verbs.map((verb) => `${verb} ${path}`),
    );
    expect(open.map(({ route }) => route).sort()).toEqual(expected.sort());
    expect(expected).toEqual(
      expect.arrayContaining([
        "GET /.well-known/oauth-authorization-server",
        "GET /.well-known/openid-configuration",
        "GET /.well-known/oauth-protected-resource",
        "GET /.well-known/oauth-protected-resource/mcp",
        "GET /.well-known/oauth-protected-resource/tools",
        "GET /authorize",
        "POST /authorize",
        "POST /token",
        "POST /register",
        "POST /revoke",
        "GET /consent",
        "POST /consent",
        "POST /connect",
        "GET /callback",
        "GET /account",
        "POST /account/disconnect",
        "POST /account/revoke",
        "POST /account/signout",
      ]),
    );
    expect(expected).toHaveLength(19);
    const server = logicalId(frontDoor?.server.function as never);
    for (const { route, properties } of open) {
      expect(properties.Integration.Type, route).toBe("AWS_PROXY");
      expect(JSON.stringify(properties.Integration.Uri), route).toContain(`"${server}","Arn"`);
    }
    // Nothing else in the API: every method is the authorizer's, an OAuth endpoint or Xero's webhooks.
    expect(methods).toHaveLength(allTools.length + 2 + 19 + 1);
  });

  it("lets API Gateway invoke the oauth function with one permission for the API", () => {
    const server = logicalId(frontDoor?.server.function as never);
    const permissions = Object.values(
      oauth.root.findResources("AWS::Lambda::Permission", {
        Properties: { FunctionName: { "Fn::GetAtt": [server, "Arn"] } },
      }),
    );
    expect(permissions).toHaveLength(1);
    expect(permissions[0]?.Properties.Principal).toBe("apigateway.amazonaws.com");
    expect(JSON.stringify(permissions[0]?.Properties.SourceArn)).toContain(`{"Ref":"${apiId}"},"/*/*/*"`);
  });

  it("checks bearer tokens with a TOKEN authorizer on the Authorization header, cached 300 s", () => {
    oauth.root.resourceCountIs("AWS::ApiGateway::Authorizer", 1);
    const authorizerFunction = logicalId(frontDoor?.authorizerFunction.function as never);
    oauth.root.hasResourceProperties("AWS::ApiGateway::Authorizer", {
      Type: "TOKEN",
      IdentitySource: "method.request.header.Authorization",
      AuthorizerResultTtlInSeconds: 300,
      RestApiId: { Ref: apiId },
    });
    const authorizer = oauth.root.findResources("AWS::ApiGateway::Authorizer")[authorizerId as string];
    expect(JSON.stringify(authorizer?.Properties.AuthorizerUri)).toContain(`"${authorizerFunction}","Arn"`);
    // Only this API's authorizer may invoke the function.
    const permission = Object.values(
      oauth.root.findResources("AWS::Lambda::Permission", {
        Properties: { FunctionName: { "Fn::GetAtt": [authorizerFunction, "Arn"] } },
      }),
    );
    expect(permission).toHaveLength(1);
    expect(JSON.stringify(permission[0]?.Properties.SourceArn)).toContain(
      `"/authorizers/",{"Ref":"${authorizerId}"}`,
    );
  });

  it("answers 401 in the project's error shape with WWW-Authenticate naming the scopes and the MCP resource metadata", () => {
    const responses = Object.values(
      oauth.root.findResources("AWS::ApiGateway::GatewayResponse", {
        Properties: { ResponseType: "UNAUTHORIZED" },
      }),
    );
    expect(responses).toHaveLength(1);
    const response = responses[0]?.Properties;
    expect(response.StatusCode).toBe("401");
    const header = response.ResponseParameters["gatewayresponse.header.WWW-Authenticate"];
    const [, parts] = header["Fn::Join"];
    expect(parts[0]).toBe(`'Bearer scope="tools:read tools:write", resource_metadata="https://`);
    expect(parts.at(-1)).toBe(`/v1/.well-known/oauth-protected-resource/mcp"'`);
    expect(parts).toContainEqual({ Ref: apiId });
    // The header is one per API (no route's own value is possible): the body names both documents.
    const template = response.ResponseTemplates["application/json"];
    const [, templateParts] = template["Fn::Join"];
    const text = (templateParts as unknown[])
      .map((part) => (typeof part === "string" ? part : "API"))
      .join("")
      .replace("$context.error.messageString", '"Unauthorized"');
    const body = JSON.parse(text);
    expect(body.error).toMatchObject({ type: "AuthError", message: "Unauthorized", retryable: false });
    expect(body.error.details.resourceMetadata["/tools"]).toMatch(
      /\/v1\/\.well-known\/oauth-protected-resource\/tools$/,
    );
    expect(body.error.details.resourceMetadata["/mcp"]).toMatch(/oauth-protected-resource\/mcp$/);
  });

  it("outputs the signing key secret that npm run rotate-signing-key rotates", () => {
    const outputs = Object.values(oauth.root.findOutputs("*"));
    expect(outputs.map((output) => output.Value)).toContainEqual({
      Ref: logicalId(frontDoor?.signingKey as never),
    });
  });

  it("logs the token's principal in the access log", () => {
    const stage = Object.values(oauth.root.findResources("AWS::ApiGateway::Stage"))[0];
    expect(JSON.parse(stage?.Properties.AccessLogSetting.Format).principal).toBe(
      "$context.authorizer.principalId",
    );
  });
});

describe("auth=oauth: the authorization server's resources", () => {
  it("keeps its state in an on-demand table keyed by id, expiring on expiresAt, with recovery, retained, grants listed by principal", () => {
    const table = logicalId(frontDoor?.table as never);
    const resource = oauth.root.findResources("AWS::DynamoDB::Table")[table];
    expect(resource?.Properties).toEqual({
      AttributeDefinitions: [
        { AttributeName: "id", AttributeType: "S" },
        { AttributeName: "grantPrincipal", AttributeType: "S" },
        { AttributeName: "grantedAt", AttributeType: "N" },
      ],
      KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
      // Sparse: only grant items carry grantPrincipal (lib/oauth/grants.ts), one item per grant.
      GlobalSecondaryIndexes: [
        {
          IndexName: "byPrincipal",
          KeySchema: [
            { AttributeName: "grantPrincipal", KeyType: "HASH" },
            { AttributeName: "grantedAt", KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "ALL" },
        },
      ],
      BillingMode: "PAY_PER_REQUEST",
      TimeToLiveSpecification: { AttributeName: "expiresAt", Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(resource?.DeletionPolicy).toBe("Retain");
    expect(resource?.UpdateReplacePolicy).toBe("Retain");
  });

  it("has Secrets Manager generate the signing key: 64 characters, no punctuation, no value in the template", () => {
    // And the confirmation key (test/confirmation/infra.test.ts) and the Xero webhook key (test/webhooks/infra.test.ts).
    oauth.root.resourceCountIs("AWS::SecretsManager::Secret", 3);
    const secret = oauth.root.findResources("AWS::SecretsManager::Secret")[
      logicalId(frontDoor?.signingKey as never)
    ];
    expect(secret?.Properties.GenerateSecretString).toEqual({ PasswordLength: 64, ExcludePunctuation: true });
    expect(secret?.Properties.SecretString).toBeUndefined();
  });

  it("configures the oauth function with the base URL, its table, the key and the app credentials", () => {
    expect(environmentOf(frontDoor?.server.function as never)).toEqual({
      OAUTH_BASE_URL: urlOf(""),
      OAUTH_TABLE: { Ref: logicalId(frontDoor?.table as never) },
      OAUTH_SIGNING_KEY_SECRET_ID: { Ref: logicalId(frontDoor?.signingKey as never) },
      TOKEN_SECRET_PREFIX: "agent-tools/",
      SIGNIN_CLIENT_SECRET_ID: "agent-tools/ledger/oauth-client",
      LEDGER_OAUTH_CLIENT_SECRET_ID: "agent-tools/ledger/oauth-client",
      TASKS_OAUTH_CLIENT_SECRET_ID: "agent-tools/tasks/oauth-client",
      POWERTOOLS_SERVICE_NAME: "agent-tools-oauth",
      AUDIT_TABLE: { Ref: logicalId(oauth.stack.audit.table as never) }, // the account page's recent writes
    });
    oauth.root.hasResourceProperties("AWS::Lambda::Function", {
      Runtime: "nodejs22.x",
      Architectures: ["arm64"],
      Handler: "index.handler",
      Environment: { Variables: { POWERTOOLS_SERVICE_NAME: "agent-tools-oauth" } },
    });
  });

  it("configures the authorizer with the base URL and the key only", () => {
    expect(environmentOf(frontDoor?.authorizerFunction.function as never)).toEqual({
      OAUTH_BASE_URL: urlOf(""),
      OAUTH_SIGNING_KEY_SECRET_ID: { Ref: logicalId(frontDoor?.signingKey as never) },
      POWERTOOLS_SERVICE_NAME: "agent-tools-authorizer",
    });
  });

  it("outputs the redirect URI to register with Xero and TickTick", () => {
    const outputs = Object.values(oauth.root.findOutputs("*"));
    expect(outputs.map((output) => output.Value)).toContainEqual(urlOf("/callback"));
  });

  it("tells every family function where a person connects an account (CONNECT_URL)", () => {
    const functions = Object.values(oauth.stack.functions);
    expect(functions).toHaveLength(6);
    for (const fn of functions) {
      expect(environmentOf(fn).CONNECT_URL).toEqual(urlOf("/account"));
    }
  });

  it("passes the sign-in provider and the app secret names from the context", () => {
    const custom = synthesize(["tasks"], {
      auth: "oauth",
      signInIssuer: "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc",
      signInClientSecretName: "people/signin",
      tasksOAuthClientSecretName: "apps/ticktick",
      ledgerOAuthScopes: "offline_access accounting.transactions accounting.reports.read",
      oauthClientAllowlist: "https://claude.ai, cursor:, loopback",
    });
    const server = custom.stack.oauth?.server.function.node.defaultChild as never;
    const env =
      custom.root.findResources("AWS::Lambda::Function")[custom.stack.getLogicalId(server)]?.Properties
        .Environment.Variables;
    expect(env).toMatchObject({
      SIGNIN_ISSUER: "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc",
      SIGNIN_CLIENT_SECRET_ID: "people/signin",
      TASKS_OAUTH_CLIENT_SECRET_ID: "apps/ticktick",
      LEDGER_OAUTH_SCOPES: "offline_access accounting.transactions accounting.reports.read",
      OAUTH_CLIENT_ALLOWLIST: "https://claude.ai, cursor:, loopback",
    });
  });

  it("refuses a client allowlist entry the function could not read, at synth", () => {
    for (const entry of ["http://claude.ai", "https://claude.ai/path", "*.example.com", "https:"]) {
      expect(() => synthesize(["tasks"], { auth: "oauth", oauthClientAllowlist: entry }), entry).toThrow(
        `Context "oauthClientAllowlist" entry "${entry}"`,
      );
    }
  });

  it("has no dependency cycle, although the functions read the API's URL", () => {
    // Template refuses a template with a cycle.
    const build = () => buildApp({ bundle: false, validate: false, context: { auth: "oauth" } }).stack;
    expect(() => Template.fromStack(build())).not.toThrow();
    // The URL from the Stage resource (`urlForPath`) would close one: the stage waits for the
    // deployment, the deployment for the methods, a method for the function, and the function's
    // environment for the stage.
    const withStageUrl = build();
    withStageUrl.oauth?.server.function.addEnvironment("STAGE_URL", withStageUrl.api.restApi.urlForPath("/"));
    expect(() => Template.fromStack(withStageUrl)).toThrow(/dependency cycle.*OAuthServerFunction/);
  });
});
