// The stack: the idempotency table, one function per chosen family, and the REST API whose
// routes are generated from the catalog rows of those families; with `-c auth=oauth|both`, the
// OAuth front door those routes are put behind.
import { App, CfnOutput, Stack, type StackProps, Validations } from "aws-cdk-lib";
import { AuthorizationType } from "aws-cdk-lib/aws-apigateway";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type * as logs from "aws-cdk-lib/aws-logs";
import type * as sqs from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { allTools, type Family } from "../lib/catalog/index";
import { AgentCoreGateway } from "./constructs/agentcore-gateway";
import { AuditTable } from "./constructs/audit-table";
import { ConfirmationKey } from "./constructs/confirmation-key";
import { entrancesOf } from "./constructs/entrances";
import { FamilyFunction } from "./constructs/family-function";
import { FamilyRoutes } from "./constructs/family-routes";
import { KeyedTable } from "./constructs/keyed-table";
import { McpFunction } from "./constructs/mcp-function";
import { McpTasks } from "./constructs/mcp-tasks";
import { Monitoring } from "./constructs/monitoring";
import { OAuthFrontDoor } from "./constructs/oauth-front-door";
import { PolicyTable } from "./constructs/policy-table";
import { ReauthorisationAlarms } from "./constructs/reauthorisation-alarm";
import { ResultsBucket } from "./constructs/results-bucket";
import { ToolsApi } from "./constructs/tools-api";
import { XeroWebhooks } from "./constructs/xero-webhooks";
import { ToolEvents } from "./events/tool-events";
import { readSettings, type StackSettings } from "./settings";
import { OverdueInvoicesWorkflow } from "./workflows/overdue-invoices";

export type { Family };

/** The construct id prefix of a family (`ledger-read` -> `LedgerRead`). */
export function familyId(family: Family): string {
  return family.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());
}

const COG4_REASONS = {
  iam: "Methods use IAM (SigV4) authorisation by design: callers are agents' IAM roles, one role per connection (docs/tokens.md). A Cognito authoriser is an option (docs/infrastructure.md).",
  oauth:
    "Methods use the OAuth front door's Lambda authorizer: the project's own authorization server issues the tokens (docs/remote-access.md); the OAuth endpoints are public by protocol.",
  both: "Methods use the OAuth front door's Lambda authorizer (docs/remote-access.md), or IAM (SigV4) under /iam for AWS callers (docs/tokens.md); the OAuth endpoints are public by protocol.",
};

export class AgentToolsStack extends Stack {
  readonly settings: StackSettings;
  readonly table: dynamodb.Table;
  /** Answers too large to return inline (docs/results.md). */
  readonly results: ResultsBucket;
  /** The key confirmation tokens are signed with (docs/operations.md, "Confirmation before destruction"). */
  readonly confirmationKey: ConfirmationKey;
  readonly functions: Partial<Record<Family, lambda.Function>> = {};
  readonly api: ToolsApi;
  readonly routes: Partial<Record<Family, FamilyRoutes>> = {};
  /** The example workflow, when both of its families are deployed. */
  readonly overdueInvoices?: OverdueInvoicesWorkflow;
  readonly events: ToolEvents;
  /** The MCP endpoint (`POST /mcp`) over the deployed families. */
  readonly mcp: McpFunction;
  /** The authorization server and the authorizer, unless `auth=iam`. */
  readonly oauth?: OAuthFrontDoor;
  /** The alarms, their SNS topic and the dashboard (docs/operations.md). */
  readonly monitoring: Monitoring;
  /** The audit trail: one record per write (docs/operations.md, "Audit trail"). */
  readonly audit: AuditTable;
  /** Per-principal tool policies and daily write counters; the read-only setting (docs/operations.md "Limits"). */
  readonly policies: PolicyTable;
  /** `-c agentcore=true`: the AgentCore Gateway over the family functions (docs/agentcore.md). */
  readonly agentCore?: AgentCoreGateway;
  /** MCP tasks' table and runner, unless `-c mcpTasks=false` (lib/mcp/tasks-extension). */
  readonly mcpTasks?: McpTasks;
  /** `POST /webhooks/xero`, its key, dedupe table, bus, alarms and the invoice-paid reaction. */
  readonly xeroWebhooks: XeroWebhooks;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    this.settings = readSettings(this.node);
    const { families } = this.settings;
    const tools = allTools.filter((row) => families.includes(row.family));
    const { auth } = this.settings;

    this.table = new KeyedTable(this, "Idempotency", { timeToLiveAttribute: "expiration" }).table;
    this.results = new ResultsBucket(this, "Results");
    this.confirmationKey = new ConfirmationKey(this, "ConfirmationKey", this.settings.confirmation);
    this.audit = new AuditTable(this, "Audit");
    this.policies = new PolicyTable(this, "Policies", {
      readOnly: this.settings.readOnly,
      enabled: this.settings.policies,
    });
    this.api = new ToolsApi(this, "ToolsApi", { tools, settings: this.settings });
    if (auth !== "iam")
      this.oauth = new OAuthFrontDoor(this, "OAuth", { api: this.api, settings: this.settings });
    if (this.oauth) this.audit.grantOwnRecordsQuery(this.oauth.server.function, this.oauth.server.role);
    // `/tools` and `/mcp` (IAM, or the OAuth authorizer), and with auth=both the IAM ones under `/iam`.
    const entrances = entrancesOf(this.api, auth, this.oauth?.authorizer);

    for (const family of families) {
      const familyTools = tools.filter((row) => row.family === family);
      const familyFunction = new FamilyFunction(this, `${familyId(family)}Tools`, {
        family,
        tools: familyTools,
        settings: this.settings,
        table: this.table,
        ...(this.oauth ? { connectUrl: this.oauth.connectUrl } : {}),
      });
      familyFunction.storeResultsIn(this.results);
      this.audit.grantWrite(familyFunction.function, familyFunction.role);
      this.policies.serve(
        familyFunction.function,
        familyTools.every((row) => row.flags.readOnly) ? "read" : "count",
      );
      const fn = familyFunction.function;
      this.confirmationKey.useIn(fn, familyFunction.role, familyTools);
      this.functions[family] = fn;
      for (const entrance of entrances) this.api.allowInvoke(fn, entrance);
      this.routes[family] = new FamilyRoutes(this, `${familyId(family)}Routes`, {
        family,
        tools: familyTools,
        api: this.api,
        handler: fn,
        entrances,
      });
    }
    const reauthorisation = new ReauthorisationAlarms(this, "ReauthorisationAlarms", { families });
    this.mcp = new McpFunction(this, "Mcp", { functions: this.functions, settings: this.settings });
    this.mcp.storeResultsIn(this.results);
    this.confirmationKey.signScriptsIn(this.mcp.function, this.mcp.role, tools);
    // The mcp function lists by READ_ONLY and by the caller's policy; the families enforce every rule.
    this.policies.serve(this.mcp.function, "read");
    if (this.settings.mcpTasks) {
      this.mcpTasks = new McpTasks(this, "McpTasks", { functions: this.functions, settings: this.settings });
      this.mcpTasks.startFrom(this.mcp.function);
      // The runner renders as the mcp function does: a large file goes to the bucket; READ_ONLY holds.
      this.mcpTasks.runner.storeResultsIn(this.results);
      this.policies.serve(this.mcpTasks.runner.function, "none");
    }
    if (this.oauth) {
      this.policies.serve(this.oauth.server.function, "read"); // the consent page shows a person's policy
      this.policies.serve(this.oauth.authorizerFunction.function, "none");
    }
    for (const entrance of entrances) {
      this.api.addMcpRoute(this.mcp.function, entrance);
      this.api.addCatalogRoute(this.mcp.function, entrance);
    }
    // Xero webhooks: their own open route (Xero signs each delivery), before the deployment is fingerprinted.
    const webhookConnection = this.node.tryGetContext("webhookConnection") as string | undefined;
    const followUpProjectIds = this.node.tryGetContext("followUpProjectIds") as string | undefined;
    this.xeroWebhooks = new XeroWebhooks(this, "XeroWebhooks", {
      api: this.api,
      settings: this.settings,
      functions: this.functions,
      ...(webhookConnection ? { reactionConnection: String(webhookConnection) } : {}),
      ...(followUpProjectIds ? { followUpProjectIds: String(followUpProjectIds) } : {}),
    });
    // READ_ONLY holds here too: the reaction's task completion is refused by the tasks family anyway.
    this.policies.serve(this.xeroWebhooks.function.function, "none");
    if (this.xeroWebhooks.reaction) this.policies.serve(this.xeroWebhooks.reaction.function.function, "none");
    // `AWS_IAM` for auth=iam: the fingerprint (and so the deployment's logical id) it always had.
    this.api.deployAfter(Object.values(this.routes), tools, auth === "iam" ? AuthorizationType.IAM : auth);
    this.api.warnPastResourceQuota();

    if (this.settings.agentcore) {
      this.agentCore = new AgentCoreGateway(this, "AgentCore", {
        functions: this.functions,
        gatewayName: `${this.stackName}-tools`,
        auth,
        ...(this.oauth ? { issuer: this.oauth.baseUrl } : {}),
        readOnly: this.settings.readOnly,
      });
      new CfnOutput(this, "AgentCoreGatewayUrl", { value: this.agentCore.gateway.gatewayUrl ?? "" });
    }

    const { "ledger-read": ledgerRead, tasks: tasksFunction } = this.functions;
    if (ledgerRead && tasksFunction) {
      this.overdueInvoices = new OverdueInvoicesWorkflow(this, "OverdueInvoices", {
        ledgerRead,
        tasks: tasksFunction,
        logRetention: this.settings.logRetentionDays as logs.RetentionDays,
      });
      new CfnOutput(this, "OverdueInvoicesStateMachineArn", {
        value: this.overdueInvoices.stateMachine.stateMachineArn,
      });
    }
    this.events = new ToolEvents(this, "ToolEvents", { functions: this.functions });
    const deadLetterQueues: Record<string, sqs.IQueue> = {};
    for (const family of families) {
      const calls = this.events.deadLetterQueues[family];
      const events = this.events.eventDeadLetterQueues[family];
      if (calls) deadLetterQueues[`${family} calls`] = calls;
      if (events) deadLetterQueues[`${family} events`] = events;
    }
    const alarmEmail = this.node.tryGetContext("alarmEmail") as string | undefined;
    this.monitoring = new Monitoring(this, "Monitoring", {
      families,
      functions: this.functions,
      mcp: this.mcp.function,
      ...(this.mcpTasks ? { taskRunner: this.mcpTasks.runner.function } : {}),
      api: this.api.restApi,
      deadLetterQueues,
      ...(this.overdueInvoices ? { workflow: this.overdueInvoices.stateMachine } : {}),
      ...(this.oauth ? { authorizer: this.oauth.authorizerFunction.function } : {}),
      reauthorisation,
      ...(alarmEmail ? { alarmEmail: String(alarmEmail) } : {}),
    });
    this.xeroWebhooks.notify(new SnsAction(this.monitoring.topic));

    // Applies to this stack and the nested route stacks below it.
    Validations.of(this).acknowledge({
      id: "AwsSolutions-COG4",
      reason: COG4_REASONS[auth],
    });
  }
}

export interface BuildAppOptions {
  /** The families to deploy; default: the context `families`, else all six. */
  families?: Family[];
  /** Bundle the functions with esbuild (synth); tests skip it. Default true. */
  bundle?: boolean;
  /** CloudFormation schema validation after synth (the CDK's built-in plugin). Default: as `bundle`. */
  validate?: boolean;
  /** Extra context, as `-c key=value` would give. */
  context?: Record<string, unknown>;
}

export const STACK_NAME = "AgentTools";

export function buildApp(options: BuildAppOptions = {}): { app: App; stack: AgentToolsStack } {
  const bundle = options.bundle ?? true;
  const context: Record<string, unknown> = { ...options.context };
  if (options.families) context.families = options.families;
  // No stack needs bundling: assets point at the project folder untouched (fast, no esbuild).
  if (!bundle) context["aws:cdk:bundling-stacks"] = [];
  const app = new App({ context, builtinCloudFormationValidation: options.validate ?? bundle });
  // Environment-agnostic: synth needs no account or region (resolved at deploy time).
  const stack = new AgentToolsStack(app, STACK_NAME, {
    description: "Agent tools: TickTick (TasksApi) and Xero (LedgerApi) tools behind API Gateway",
  });
  return { app, stack };
}
