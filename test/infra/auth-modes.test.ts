// The `auth` context: `iam` (the default) deploys no OAuth part and leaves every route on SigV4;
// `both` serves the OAuth routes and the same IAM routes under /iam; bad values fail the synth.
import { Annotations, Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { OAUTH_ROUTES } from "../../lib/oauth/routes";
import { methodsOf } from "./api-methods";
import { synthesize } from "./synth";

const OAUTH_ENDPOINTS = OAUTH_ROUTES.flatMap(({ methods }) => methods).length;

describe("auth=iam (the default)", () => {
  const iam = synthesize();

  it("deploys no authorizer, no oauth or authorizer function, no OAuth table and no secret", () => {
    expect(iam.stack.settings.auth).toBe("iam");
    expect(iam.stack.oauth).toBeUndefined();
    iam.root.resourceCountIs("AWS::ApiGateway::Authorizer", 0);
    // The secrets are the key confirmation tokens are signed with (test/confirmation/infra.test.ts)
    // and the Xero webhook key (test/webhooks/infra.test.ts).
    expect(Object.keys(iam.root.findResources("AWS::SecretsManager::Secret")).sort()).toEqual(
      [
        iam.stack.getLogicalId(iam.stack.confirmationKey.secret.node.defaultChild as never),
        iam.stack.getLogicalId(iam.stack.xeroWebhooks.secret.node.defaultChild as never),
      ].sort(),
    );
    // Idempotency, the audit trail, MCP tasks, the webhook dedupe keys: no OAuth state (policies are -c policies=true).
    iam.root.resourceCountIs("AWS::DynamoDB::Table", 4);
    // Six families, mcp, the MCP task runner and the two Xero webhook functions.
    iam.root.resourceCountIs("AWS::Lambda::Function", 10);
    const services = Object.values(iam.root.findResources("AWS::Lambda::Function")).map(
      (fn) => fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME,
    );
    expect(services).not.toContain("agent-tools-oauth");
    expect(services).not.toContain("agent-tools-authorizer");
  });

  it("keeps every method on IAM but Xero's signed webhook route, and answers no 401", () => {
    const methods = methodsOf(iam);
    expect(methods).toHaveLength(allTools.length + 3);
    for (const { route, properties } of methods)
      expect(properties.AuthorizationType, route).toBe(route === "POST /webhooks/xero" ? "NONE" : "AWS_IAM");
    expect(methods.some(({ route }) => route.includes("/iam/") || route.includes("well-known"))).toBe(false);
    expect(
      Object.keys(
        iam.root.findResources("AWS::ApiGateway::GatewayResponse", {
          Properties: { ResponseType: "UNAUTHORIZED" },
        }),
      ),
    ).toHaveLength(0);
  });

  it("gives the family functions no CONNECT_URL", () => {
    for (const fn of Object.values(iam.root.findResources("AWS::Lambda::Function"))) {
      expect(fn.Properties.Environment.Variables).not.toHaveProperty("CONNECT_URL");
    }
  });

  it("is what auth=iam gives explicitly", () => {
    const explicit = synthesize(undefined, { auth: "iam" });
    expect(explicit.root.toJSON()).toEqual(iam.root.toJSON());
  });
});

describe("auth=both", () => {
  const both = synthesize(undefined, { auth: "both" });
  const methods = methodsOf(both);

  it("serves the IAM routes under /iam: /iam/mcp, /iam/tools and every /iam/tools/{name}", () => {
    const underIam = methods.filter(({ route }) => / \/iam\//.test(route));
    expect(underIam).toHaveLength(allTools.length + 2);
    expect(underIam.map(({ route }) => route)).toEqual(
      expect.arrayContaining(["POST /iam/mcp", "GET /iam/tools", "POST /iam/tools/TasksApi.GetUserProjects"]),
    );
    for (const { route, properties } of underIam) {
      expect(properties.AuthorizationType, route).toBe("AWS_IAM");
      expect(properties.AuthorizerId, route).toBeUndefined();
    }
  });

  it("keeps /mcp and /tools behind the authorizer, and opens only the OAuth endpoints", () => {
    const oauthRoutes = methods.filter(({ route }) => / \/(mcp|tools)(\/|$)/.test(route));
    expect(oauthRoutes).toHaveLength(allTools.length + 2);
    for (const { route, properties } of oauthRoutes)
      expect(properties.AuthorizationType, route).toBe("CUSTOM");
    // And POST /webhooks/xero, which Xero signs (test/webhooks/infra.test.ts).
    const open = methods.filter(({ properties }) => properties.AuthorizationType === "NONE");
    expect(open).toHaveLength(OAUTH_ENDPOINTS + 1);
    expect(methods).toHaveLength(2 * (allTools.length + 2) + OAUTH_ENDPOINTS + 1);
  });

  it("lets API Gateway invoke each family function from POST /tools/* and POST /iam/tools/*", () => {
    for (const fn of Object.values(both.stack.functions)) {
      const id = both.stack.getLogicalId(fn.node.defaultChild as never);
      const sources = Object.values(
        both.root.findResources("AWS::Lambda::Permission", {
          Properties: { FunctionName: { "Fn::GetAtt": [id, "Arn"] }, Principal: "apigateway.amazonaws.com" },
        }),
      ).map((permission) => JSON.stringify(permission.Properties.SourceArn));
      expect(sources).toHaveLength(2);
      expect(sources.some((source) => source.includes('"/*/POST/tools/*"'))).toBe(true);
      expect(sources.some((source) => source.includes('"/*/POST/iam/tools/*"'))).toBe(true);
    }
  });

  it("warns at synth when the API passes API Gateway's default 300 resources, and only then", () => {
    Annotations.fromStack(both.stack).hasWarning(
      "/AgentTools/ToolsApi/Api",
      Match.stringLikeRegexp("The API has 526 resources, past API Gateway's default quota of 300"),
    );
    const fewer = synthesize(["tasks", "ledger-read"], { auth: "both" });
    Annotations.fromStack(fewer.stack).hasNoWarning("*", Match.stringLikeRegexp("resources, past"));
    Annotations.fromStack(synthesize(undefined, { auth: "oauth" }).stack).hasNoWarning(
      "*",
      Match.stringLikeRegexp("resources, past"),
    );
  });

  it("keeps each route stack under CloudFormation's 500 resources with two routes per tool", () => {
    for (const template of [both.root, ...both.routes.values()]) {
      expect(Object.keys(template.toJSON().Resources).length).toBeLessThan(500);
    }
  });

  it("redeploys the API when the mode changes", () => {
    const deploymentOf = (modeContext: Record<string, unknown>) =>
      Object.keys(synthesize(["tasks"], modeContext).root.findResources("AWS::ApiGateway::Deployment"));
    const ids = new Set([
      ...deploymentOf({}),
      ...deploymentOf({ auth: "oauth" }),
      ...deploymentOf({ auth: "both" }),
    ]);
    expect(ids.size).toBe(3);
  });
});

describe("the auth settings", () => {
  it("refuses an unknown mode", () => {
    expect(() => synthesize(["tasks"], { auth: "cognito" })).toThrow(
      /"auth" must be one of iam, oauth, both/,
    );
  });

  it("refuses OAuth with a fixed connection: every person would act for it", () => {
    expect(() => synthesize(["tasks"], { auth: "oauth", connection: "acme" })).toThrow(
      /leave "connection" unset/,
    );
    expect(() => synthesize(["tasks"], { auth: "both", connection: "acme" })).toThrow(
      /leave "connection" unset/,
    );
    expect(() => synthesize(["tasks"], { auth: "iam", connection: "acme" })).not.toThrow();
  });

  it("refuses a sign-in issuer that is not https and a secret name Secrets Manager would not take", () => {
    expect(() => synthesize(["tasks"], { auth: "oauth", signInIssuer: "http://idp.example" })).toThrow(
      /signInIssuer/,
    );
    expect(() => synthesize(["tasks"], { auth: "oauth", tasksOAuthClientSecretName: "a b" })).toThrow(
      /tasksOAuthClientSecretName/,
    );
    for (const scopes of ["", "a  b", 'a "b"', "a\nb"])
      expect(() => synthesize(["tasks"], { auth: "oauth", ledgerOAuthScopes: scopes }), scopes).toThrow(
        /ledgerOAuthScopes/,
      );
  });
});
