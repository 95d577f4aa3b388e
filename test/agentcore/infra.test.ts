// `-c agentcore=true` (infra/constructs/agentcore-gateway.ts): a gateway with one Lambda target per
// deployed family, its tools from generated/agentcore/, inbound IAM or the front door's JWT, a role
// that can invoke the family functions and nothing more; nothing at all without the context; and
// cdk-nag's checks pass with it.
import { readFileSync } from "node:fs";
import { Validations } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../infra/stack";
import { agentCoreSchemaFile } from "../../lib/agentcore/schema-files";
import type { Family } from "../../lib/catalog/index";

const FAMILIES: Family[] = ["tasks", "ledger-read", "ledger-write"];

function synthesized(context: Record<string, unknown>, families = FAMILIES) {
  const { stack } = buildApp({ families, bundle: false, validate: false, context });
  return { stack, gateway: stack.agentCore ? Template.fromStack(stack.agentCore) : undefined };
}

// biome-ignore lint/suspicious/noExplicitAny: template JSON, read by path and asserted on
type Resource = { Properties: Record<string, any> };
const targetsOf = (template: Template) =>
  Object.values(template.findResources("AWS::BedrockAgentCore::GatewayTarget")) as Resource[];

describe("without -c agentcore", () => {
  it("the stack holds no gateway, no target and no nested stack for them", () => {
    const { stack } = synthesized({});
    expect(stack.agentCore).toBeUndefined();
    const template = JSON.stringify(Template.fromStack(stack).toJSON());
    expect(template).not.toContain("AWS::BedrockAgentCore");
    expect(template).not.toContain("AgentCore");
  });
});

describe("-c agentcore=true with auth=iam", () => {
  const { gateway } = synthesized({ agentcore: "true" });
  const template = gateway as Template;

  it("one MCP gateway with IAM inbound auth", () => {
    template.resourceCountIs("AWS::BedrockAgentCore::Gateway", 1);
    template.hasResourceProperties("AWS::BedrockAgentCore::Gateway", {
      AuthorizerType: "AWS_IAM",
      ProtocolType: "MCP",
      Name: "AgentTools-tools",
    });
  });

  it("uses the role built for it, and creates each target after the role's policy", () => {
    const [gateway] = Object.values(template.findResources("AWS::BedrockAgentCore::Gateway")) as Resource[];
    expect(JSON.stringify(gateway?.Properties.RoleArn)).toContain("GatewayRole");
    const targets = Object.values(template.findResources("AWS::BedrockAgentCore::GatewayTarget")) as {
      DependsOn?: string[];
    }[];
    for (const target of targets)
      expect(target.DependsOn?.some((id) => id.startsWith("GatewayRoleDefaultPolicy"))).toBe(true);
  });

  it("one Lambda target per deployed family, named after it, listing the generated tools", () => {
    const targets = targetsOf(template);
    expect(targets.map((target) => target.Properties.Name).sort()).toEqual([...FAMILIES].sort());
    for (const target of targets) {
      const family = target.Properties.Name as Family;
      const generated = JSON.parse(readFileSync(agentCoreSchemaFile(family), "utf8")) as { name: string }[];
      const inline = target.Properties.TargetConfiguration.Mcp.Lambda.ToolSchema.InlinePayload as {
        Name: string;
        InputSchema: { Type: string };
      }[];
      expect(inline.map((tool) => tool.Name)).toEqual(generated.map((tool) => tool.name));
      for (const tool of inline) expect(tool.InputSchema.Type).toBe("object");
      expect(target.Properties.CredentialProviderConfigurations).toEqual([
        { CredentialProviderType: "GATEWAY_IAM_ROLE" },
      ]);
    }
  });

  it("its role may invoke the family functions and nothing else, and only this account's gateway assumes it", () => {
    const policies = Object.values(template.findResources("AWS::IAM::Policy")) as Resource[];
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ Effect: "Allow", Action: "lambda:InvokeFunction" });
    // The functions' unqualified ARNs (nested stack parameters): no version or alias wildcard.
    const resources = statements[0].Resource as { Ref: string }[];
    expect(resources).toHaveLength(FAMILIES.length);
    for (const resource of resources)
      expect(resource.Ref).toMatch(/^referencetoAgentTools.*ToolsFunction.*Arn$/);
    template.resourceCountIs("AWS::IAM::Role", 1);
    template.hasResourceProperties("AWS::IAM::Role", {
      AssumeRolePolicyDocument: {
        Statement: [
          Match.objectLike({
            Principal: { Service: "bedrock-agentcore.amazonaws.com" },
            Condition: Match.objectLike({ StringEquals: { "aws:SourceAccount": { Ref: "AWS::AccountId" } } }),
          }),
        ],
      },
      ManagedPolicyArns: Match.absent(),
    });
  });
});

describe("-c agentcore=true with the OAuth front door", () => {
  it("the gateway takes the front door's JWT: its discovery document and the MCP resource as audience", () => {
    const template = synthesized({ agentcore: "true", auth: "oauth" }).gateway as Template;
    const [gateway] = Object.values(template.findResources("AWS::BedrockAgentCore::Gateway")) as Resource[];
    expect(gateway?.Properties.AuthorizerType).toBe("CUSTOM_JWT");
    const jwt = gateway?.Properties.AuthorizerConfiguration.CustomJWTAuthorizer;
    expect(JSON.stringify(jwt.DiscoveryUrl)).toMatch(/\/v1\/\.well-known\/openid-configuration"/);
    expect(jwt.AllowedAudience).toHaveLength(1);
    expect(JSON.stringify(jwt.AllowedAudience[0])).toMatch(/\/v1\/mcp"/);
  });
});

describe("-c agentcore=true with -c readOnly=true", () => {
  it("lists only read-only tools: a write family has no target", () => {
    const template = synthesized({ agentcore: "true", readOnly: "true" }).gateway as Template;
    expect(targetsOf(template).map((target) => target.Properties.Name)).toEqual(["tasks", "ledger-read"]);
    const [tasks] = targetsOf(template);
    const names = tasks?.Properties.TargetConfiguration.Mcp.Lambda.ToolSchema.InlinePayload.map(
      (tool: { Name: string }) => tool.Name,
    );
    expect(names).toContain("TasksApi_GetUserProjects");
    expect(names).not.toContain("TasksApi_CreateTaskTasks");
  });
});

describe("cdk-nag with -c agentcore=true", () => {
  for (const auth of ["iam", "both"]) {
    it(`passes with auth=${auth}`, () => {
      const { app } = buildApp({ bundle: false, validate: false, context: { auth, agentcore: "true" } });
      Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
      expect(() => app.synth()).not.toThrow();
    });
  }
});
