// One function per chosen family, built by the house construct with the family's sizing.
import { Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { ALL_FAMILIES, parseFamilies } from "../../infra/families";
import { FAMILY_SIZING } from "../../infra/sizing";
import { synthesize, WITHOUT_DELETE } from "./synth";

const all = synthesize();
const withoutDelete = synthesize(WITHOUT_DELETE);

describe("family functions", () => {
  it("makes one function per family: six by default (plus the mcp function, the MCP task runner and the two Xero webhook functions)", () => {
    all.root.resourceCountIs("AWS::Lambda::Function", 10);
    expect(Object.keys(all.stack.functions).sort()).toEqual([...ALL_FAMILIES].sort());
  });

  it("makes five without ledger-delete, and none for it", () => {
    withoutDelete.root.resourceCountIs("AWS::Lambda::Function", 9);
    expect(withoutDelete.stack.functions["ledger-delete"]).toBeUndefined();
    expect(withoutDelete.routes.has("ledger-delete")).toBe(false);
  });

  it("reads the families from the context as cdk -c families=a,b gives them", () => {
    const fromContext = synthesize(undefined, { families: "tasks,ledger-read" });
    fromContext.root.resourceCountIs("AWS::Lambda::Function", 6);
    expect(() => parseFamilies("tasks,ledger-everything")).toThrow(/ledger-everything/);
  });

  it("runs every function on nodejs22.x, arm64, with active X-Ray tracing and its own log group", () => {
    const functions = all.root.findResources("AWS::Lambda::Function");
    for (const fn of Object.values(functions)) {
      expect(fn.Properties).toMatchObject({
        Runtime: "nodejs22.x",
        Architectures: ["arm64"],
        Handler: "index.handler",
        TracingConfig: { Mode: "Active" },
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      });
    }
    all.root.allResourcesProperties("AWS::Logs::LogGroup", { RetentionInDays: 30 });
  });

  it("sizes each family from the one table, with the upstream timeout well below the function's", () => {
    for (const [family, fn] of Object.entries(all.stack.functions)) {
      const sizing = FAMILY_SIZING[family as keyof typeof FAMILY_SIZING];
      const resource = all.root.toJSON().Resources[all.stack.getLogicalId(fn.node.defaultChild as never)];
      expect(resource.Properties.MemorySize, family).toBe(sizing.memoryMiB);
      expect(resource.Properties.Timeout, family).toBe(sizing.timeoutSeconds);
      const upstream = Number(resource.Properties.Environment.Variables.UPSTREAM_TIMEOUT_MS);
      expect(upstream, family).toBeLessThanOrEqual(sizing.timeoutSeconds * 1000 - 2000);
      // API Gateway stops waiting after 29 s.
      expect(sizing.timeoutSeconds, family).toBeLessThanOrEqual(29);
    }
  });

  it("configures the token secret, table and service name, and no base URL (the defaults apply)", () => {
    all.root.hasResourceProperties("AWS::Lambda::Function", {
      Description: Match.stringLikeRegexp("family tasks"),
      Environment: {
        Variables: {
          TASKS_TOKEN_SECRET_ID: "agent-tools/tasks/{connection}",
          IDEMPOTENCY_TABLE: { Ref: Match.stringLikeRegexp("^Idempotency") },
          POWERTOOLS_SERVICE_NAME: "agent-tools-tasks",
          UPSTREAM_TIMEOUT_MS: "8000",
        },
      },
    });
    all.root.hasResourceProperties("AWS::Lambda::Function", {
      Description: Match.stringLikeRegexp("family ledger-read"),
      Environment: {
        Variables: Match.objectLike({
          LEDGER_TOKEN_SECRET_ID: "agent-tools/ledger/{connection}",
          LEDGER_OAUTH_CLIENT_SECRET_ID: "agent-tools/ledger/oauth-client",
          IDEMPOTENCY_TABLE: { Ref: Match.anyValue() },
          POWERTOOLS_SERVICE_NAME: "agent-tools-ledger-read",
          UPSTREAM_TIMEOUT_MS: "10000",
        }),
      },
    });
  });

  it("gives every function that reads a secret on its first call AWS's Secrets extension, its cache off", () => {
    const oauth = synthesize(undefined, { auth: "oauth" });
    const resourceOf = (fn: { node: { defaultChild: unknown } }) =>
      oauth.root.toJSON().Resources[oauth.stack.getLogicalId(fn.node.defaultChild as never)];
    const readers = {
      ...oauth.stack.functions,
      authorizer: oauth.stack.oauth?.authorizerFunction.function,
      oauth: oauth.stack.oauth?.server.function,
    };
    expect(Object.keys(readers)).toHaveLength(ALL_FAMILIES.length + 2);
    for (const [name, fn] of Object.entries(readers)) {
      const { Properties } = resourceOf(fn as never);
      // The layer's ARN for the stack's region comes from CDK's regional facts.
      expect(Properties.Layers, name).toHaveLength(1);
      expect(Properties.Environment.Variables, name).toMatchObject({
        PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: "2773",
        // The functions cache tokens themselves; a second cache would delay a disconnect.
        PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED: "false",
      });
    }
    // The mcp function holds no secret: no layer.
    expect(resourceOf(oauth.stack.mcp.function).Properties.Layers).toBeUndefined();
  });

  it("leaves the upstream base URLs at their defaults", () => {
    for (const fn of Object.values(all.root.findResources("AWS::Lambda::Function"))) {
      const names = Object.keys(fn.Properties.Environment.Variables);
      expect(
        names.filter((name) => name.endsWith("_API_BASE_URL") || name.endsWith("_ACCESS_TOKEN")),
      ).toEqual([]);
    }
  });

  it("names one fixed connection's secret when the context sets one", () => {
    const fixed = synthesize(["tasks"], { connection: "alice", tokenSecretPrefix: "team-a/" });
    fixed.root.hasResourceProperties("AWS::Lambda::Function", {
      Environment: { Variables: Match.objectLike({ TASKS_TOKEN_SECRET_ID: "team-a/tasks/alice" }) },
    });
  });
});
