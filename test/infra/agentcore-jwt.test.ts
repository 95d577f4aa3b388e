// `-c agentcoreAuth` (infra/constructs/agentcore-gateway.ts): `jwt` gives the AgentCore Gateway a
// custom JWT authorizer over the OAuth front door's discovery document (whose jwks_uri the API
// routes to the oauth function) with the MCP resource as audience, cdk-nag clean; `iam` keeps
// SigV4 even beside the front door; unset, IAM without the front door; `jwt` without the front
// door, or another value, fails the synth, saying what to set.
import { Validations } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../infra/stack";
import type { Family } from "../../lib/catalog/index";

const FAMILIES: Family[] = ["tasks", "ledger-read"];

function built(context: Record<string, unknown>) {
  return buildApp({
    families: FAMILIES,
    bundle: false,
    validate: false,
    context: { agentcore: "true", ...context },
  });
}

// biome-ignore lint/suspicious/noExplicitAny: template JSON, read by path and asserted on
function gatewayOf(context: Record<string, unknown>): Record<string, any> {
  const { stack } = built(context);
  const template = Template.fromStack(stack.agentCore as never);
  const [gateway] = Object.values(template.findResources("AWS::BedrockAgentCore::Gateway"));
  return gateway?.Properties;
}

describe("-c agentcoreAuth=jwt", () => {
  it("verifies the front door's tokens: its OpenID discovery document, the MCP resource as audience", () => {
    const gateway = gatewayOf({ auth: "oauth", agentcoreAuth: "jwt" });
    expect(gateway.AuthorizerType).toBe("CUSTOM_JWT");
    const jwt = gateway.AuthorizerConfiguration.CustomJWTAuthorizer;
    expect(JSON.stringify(jwt.DiscoveryUrl)).toMatch(/\/v1\/\.well-known\/openid-configuration"\]/);
    expect(jwt.AllowedAudience).toHaveLength(1);
    expect(JSON.stringify(jwt.AllowedAudience[0])).toMatch(/\/v1\/mcp"\]/);
    expect(JSON.stringify(jwt.AllowedAudience[0])).not.toContain("/tools");
  });

  it("has the routes the discovery reaches: openid-configuration and jwks.json, open, to the oauth function", () => {
    const { stack } = built({ auth: "oauth", agentcoreAuth: "jwt" });
    const root = Template.fromStack(stack);
    const paths = Object.values(root.findResources("AWS::ApiGateway::Resource")).map(
      (resource) => resource.Properties.PathPart,
    );
    expect(paths).toEqual(expect.arrayContaining(["openid-configuration", "jwks.json"]));
    const methods = Object.values(root.findResources("AWS::ApiGateway::Method")).filter((method) =>
      JSON.stringify(method.Properties.ResourceId).includes("jwksjson"),
    );
    expect(
      methods.map((method) => [method.Properties.HttpMethod, method.Properties.AuthorizationType]),
    ).toEqual([["GET", "NONE"]]);
  });

  it("passes cdk-nag's AwsSolutions checks", () => {
    const { app } = built({ auth: "oauth", agentcoreAuth: "jwt" });
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).not.toThrow();
  });

  it("needs the front door, and says how to have it", () => {
    expect(() => built({ agentcoreAuth: "jwt" })).toThrow(/agentcoreAuth=jwt.*-c auth=oauth/);
  });
});

describe("-c agentcoreAuth=iam, unset, or another value", () => {
  it("iam keeps SigV4 beside the front door", () => {
    expect(gatewayOf({ auth: "both", agentcoreAuth: "iam" }).AuthorizerType).toBe("AWS_IAM");
  });

  it("unset is IAM without the front door", () => {
    expect(gatewayOf({}).AuthorizerType).toBe("AWS_IAM");
  });

  it("another value fails the synth, naming the choices", () => {
    expect(() => built({ auth: "oauth", agentcoreAuth: "cognito" })).toThrow(/one of iam, jwt.*"cognito"/);
  });
});
