// The REST API: GET /tools, one POST route per tool of the chosen families, IAM auth everywhere,
// body validation against each tool's model, stage throttling and JSON access logs.
import { Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { modelNameOf } from "../../infra/api/model-schema";
import { allTools, type Family } from "../../lib/catalog/index";
import { type Synthesized, synthesize, WITHOUT_DELETE } from "./synth";

const all = synthesize();
const withoutDelete = synthesize(WITHOUT_DELETE);

function postRoutes({ routes }: Synthesized) {
  return [...routes.values()].flatMap((template) =>
    Object.values(template.findResources("AWS::ApiGateway::Method", { Properties: { HttpMethod: "POST" } })),
  );
}

function toolResources({ routes }: Synthesized): string[] {
  return [...routes.values()].flatMap((template) =>
    Object.values(template.findResources("AWS::ApiGateway::Resource")).map(
      (r) => r.Properties.PathPart as string,
    ),
  );
}

const toolsOf = (families: readonly Family[]) => allTools.filter((row) => families.includes(row.family));

describe("POST /tools/{toolName}", () => {
  it("has one literal route per tool of the chosen families: 250 for all, none for left-out families", () => {
    expect(postRoutes(all).length).toBe(250);
    expect(toolResources(all).sort()).toEqual(allTools.map((row) => row.name).sort());
    const chosen = toolsOf(WITHOUT_DELETE);
    expect(postRoutes(withoutDelete).length).toBe(chosen.length);
    expect(toolResources(withoutDelete).sort()).toEqual(chosen.map((row) => row.name).sort());
    expect(toolResources(withoutDelete).some((name) => name.startsWith("LedgerApi.Delete"))).toBe(false);
  });

  it("sends each route to its own family's function through a Lambda proxy integration", () => {
    for (const [family, template] of all.routes) {
      const count = toolsOf([family]).length;
      template.resourceCountIs("AWS::ApiGateway::Method", count);
      const methods = Object.values(template.findResources("AWS::ApiGateway::Method"));
      const uris = new Set(methods.map((method) => JSON.stringify(method.Properties.Integration.Uri)));
      expect(uris.size, family).toBe(1);
      for (const method of methods) {
        expect(method.Properties.Integration).toMatchObject({
          Type: "AWS_PROXY",
          IntegrationHttpMethod: "POST",
        });
      }
      // The function ARN arrives as the nested stack's parameter from the parent.
      const parameters = all.root.findResources("AWS::CloudFormation::Stack");
      const fnLogicalId = all.stack.getLogicalId(all.stack.functions[family]?.node.defaultChild as never);
      expect(JSON.stringify(parameters)).toContain(`"${fnLogicalId}","Arn"`);
    }
  });

  it("requires IAM authorisation on every method, GET /tools included", () => {
    const methods = [
      ...Object.values(all.root.findResources("AWS::ApiGateway::Method")),
      ...[...all.routes.values()].flatMap((t) => Object.values(t.findResources("AWS::ApiGateway::Method"))),
    ];
    // 250 tools, GET /tools, POST /mcp, and POST /webhooks/xero, which Xero signs instead (test/webhooks/infra.test.ts)
    expect(methods.length).toBe(253);
    const open = methods.filter((method) => method.Properties.AuthorizationType !== "AWS_IAM");
    expect(open.map((method) => method.Properties.AuthorizationType)).toEqual(["NONE"]);
  });

  it("validates each body with the shared validator against the tool's own draft-4 model", () => {
    all.root.resourceCountIs("AWS::ApiGateway::RequestValidator", 1);
    all.root.hasResourceProperties("AWS::ApiGateway::RequestValidator", { ValidateRequestBody: true });
    const validator = Object.keys(all.root.findResources("AWS::ApiGateway::RequestValidator"))[0];
    const ledgerRead = all.routes.get("ledger-read");
    ledgerRead?.resourceCountIs("AWS::ApiGateway::Model", toolsOf(["ledger-read"]).length);
    ledgerRead?.hasResourceProperties("AWS::ApiGateway::Model", {
      Name: "LedgerApiRetrieveInvoices",
      ContentType: "application/json",
      Schema: Match.objectLike({
        $schema: "http://json-schema.org/draft-04/schema#",
        type: "object",
        additionalProperties: false,
        // Required under any of the tenant's four names (issue 35).
        allOf: [
          {
            anyOf: [
              { required: ["ledger_tenant_id"] },
              { required: ["tenant_id"] },
              { required: ["tenant_identifier"] },
              { required: ["ledger_tenant_identifier"] },
            ],
          },
        ],
      }),
    });
    for (const template of all.routes.values()) {
      for (const method of Object.values(template.findResources("AWS::ApiGateway::Method"))) {
        // A parameter of the nested stack, fed from the parent's validator.
        expect(method.Properties.RequestValidatorId.Ref).toMatch(/ToolsApiBodyValidator/);
        expect(Object.keys(method.Properties.RequestModels)).toEqual(["application/json"]);
      }
    }
    const stackParameters = Object.values(all.root.findResources("AWS::CloudFormation::Stack"));
    for (const nested of stackParameters) {
      expect(Object.values(nested.Properties.Parameters)).toContainEqual({ Ref: validator });
    }
    // Each method names its own tool's model.
    const tasks: Record<string, { Type: string }> = all.routes.get("tasks")?.toJSON().Resources ?? {};
    const row = toolsOf(["tasks"])[0];
    const method = Object.values(tasks).find(
      (r) =>
        r.Type === "AWS::ApiGateway::Method" &&
        row !== undefined &&
        JSON.stringify(r).includes(`Model${modelNameOf(row)}`),
    );
    expect(method).toBeDefined();
  });

  it("drops if/then from the schema-mode tools' models (draft 4 has neither)", () => {
    const tasks = all.routes.get("tasks");
    const models = Object.values(tasks?.findResources("AWS::ApiGateway::Model") ?? {});
    const model = models.find((resource) => resource.Properties.Name === "TasksApiCreateTaskTasks");
    expect(model?.Properties.Schema.properties.mode).toBeDefined();
    expect(Object.keys(model?.Properties.Schema ?? {})).not.toContain("if");
    expect(Object.keys(model?.Properties.Schema ?? {})).not.toContain("then");
  });

  it("keeps every stack under CloudFormation's 500 resources", () => {
    for (const template of [all.root, ...all.routes.values()]) {
      expect(Object.keys(template.toJSON().Resources).length).toBeLessThan(500);
    }
    // API Gateway's default quota: 300 resources per API (root, /tools and one per tool).
    expect(toolResources(all).length + 2).toBeLessThanOrEqual(300);
  });
});

describe("GET /tools", () => {
  it("is answered by the mcp function, under IAM, so subsets and TOOL_FILTER apply", () => {
    const gets = Object.values(
      withoutDelete.root.findResources("AWS::ApiGateway::Method", { Properties: { HttpMethod: "GET" } }),
    );
    expect(gets).toHaveLength(1);
    const get = gets[0];
    expect(get?.Properties.AuthorizationType).toBe("AWS_IAM");
    expect(get?.Properties.Integration.Type).toBe("AWS_PROXY");
    const mcpFunction = Object.entries(withoutDelete.root.findResources("AWS::Lambda::Function")).find(
      ([id]) => id.startsWith("Mcp"),
    )?.[0];
    expect(mcpFunction).toBeDefined();
    expect(JSON.stringify(get?.Properties.Integration.Uri)).toContain(mcpFunction);
  });
});

describe("stage", () => {
  it("throttles with the rate and burst from the context", () => {
    all.root.hasResourceProperties("AWS::ApiGateway::Stage", {
      StageName: "v1",
      TracingEnabled: true,
      MethodSettings: [
        Match.objectLike({
          HttpMethod: "*",
          ResourcePath: "/*",
          ThrottlingRateLimit: 50,
          ThrottlingBurstLimit: 100,
        }),
      ],
    });
    const custom = synthesize(["tasks"], { throttleRateLimit: 5, throttleBurstLimit: 10, stageName: "prod" });
    custom.root.hasResourceProperties("AWS::ApiGateway::Stage", {
      StageName: "prod",
      MethodSettings: [Match.objectLike({ ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 })],
    });
  });

  it("writes JSON access logs to its own log group", () => {
    const stage = Object.values(all.root.findResources("AWS::ApiGateway::Stage"))[0];
    const settings = stage?.Properties.AccessLogSetting;
    expect(settings.DestinationArn).toEqual({
      "Fn::GetAtt": [expect.stringMatching(/^ToolsApiAccessLogs/), "Arn"],
    });
    const format = JSON.parse(settings.Format);
    expect(format).toMatchObject({ requestId: "$context.requestId", status: "$context.status" });
    expect(format.validationError).toBe("$context.error.validationErrorString");
  });

  it("redeploys when the routes change, after the route stacks", () => {
    const deploymentOf = (s: Synthesized) =>
      Object.entries(s.root.findResources("AWS::ApiGateway::Deployment"))[0] ?? ["", {}];
    const [allId, allDeployment] = deploymentOf(all);
    const [subsetId] = deploymentOf(withoutDelete);
    expect(allId).not.toBe(subsetId);
    const routeStacks = Object.keys(all.root.findResources("AWS::CloudFormation::Stack"));
    expect(routeStacks.length).toBe(6);
    expect(allDeployment.DependsOn).toEqual(expect.arrayContaining(routeStacks));
  });

  it("answers API Gateway's own refusals in the project's error shape", () => {
    all.root.hasResourceProperties("AWS::ApiGateway::GatewayResponse", {
      ResponseType: "BAD_REQUEST_BODY",
      StatusCode: "400",
      ResponseTemplates: { "application/json": Match.stringLikeRegexp('"type":"ValidationError"') },
    });
    all.root.hasResourceProperties("AWS::ApiGateway::GatewayResponse", {
      ResponseType: "THROTTLED",
      StatusCode: "429",
      ResponseTemplates: {
        "application/json": Match.stringLikeRegexp('"type":"RateLimited".*"retryable":true'),
      },
    });
  });
});
