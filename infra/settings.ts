// Everything an operator can choose with `-c key=value` (or in cdk.json), read and checked once.
import { RetentionDays } from "aws-cdk-lib/aws-logs";
import type { Node } from "constructs";
import type { Family } from "../lib/catalog/index";
import { isTasksService, type TasksService } from "../lib/catalog/toolkits";
import type { ConfirmationSettings } from "../lib/confirmation/settings";
import { parseSubset } from "../lib/tool-lists/subset";
import { CONNECTION_NAME } from "../lib/upstream-tokens/connections";
import { type AuthSettings, readAuthSettings } from "./auth-settings";
import { readConfirmationSettings } from "./confirmation-settings";
import { parseFamilies } from "./families";

export interface StackSettings extends AuthSettings {
  families: Family[];
  /** Secret names start with `<prefix><toolkit>/`: `agent-tools/tasks/alice`, `agent-tools/ledger/acme`. */
  tokenSecretPrefix: string;
  /** A fixed connection for every call; unset: each call's connection fills `{connection}`. */
  connection?: string;
  /** The Xero app's client credentials (`LEDGER_OAUTH_CLIENT_SECRET_ID`). */
  ledgerOAuthClientSecretName: string;
  stageName: string;
  throttleRateLimit: number;
  throttleBurstLimit: number;
  logRetentionDays: number;
  /** `dida365`: the tasks toolkit and its OAuth connection use Dida365's hosts (`TASKS_SERVICE`). */
  tasksService: TasksService;
  /** The MCP endpoint's operator subset (`TOOL_FILTER`, docs/mcp.md); unset: every deployed tool. */
  toolFilter?: string;
  /** Confirmation before destruction: `confirmDestructive`, `unattendedDestructive` (infra/confirmation-settings.ts). */
  confirmation: ConfirmationSettings;
  /** `-c readOnly=true`: READ_ONLY=1 on every function; no write tool is listed or run (docs/operations.md "Limits"). */
  readOnly: boolean;
  /**
   * `-c policies=true`: the per-principal policy table, read by every call. Off by default: reading
   * it costs each function's first call the DynamoDB client (docs/operations.md "Limits").
   */
  policies: boolean;
  /** `-c mcpAllowedOrigins=https://a.example,https://b.example`: browser origins /mcp serves besides the API's own. */
  mcpAllowedOrigins?: string;
  /**
   * `-c agentcore=true`: an AgentCore Gateway with one Lambda target per family (docs/agentcore.md).
   * Off by default: without it, nothing of the gateway is in the template.
   */
  agentcore: boolean;
  /**
   * `-c mcpTasks=false`: no tasks table and no `mcp-tasks` runner; every call of a 2026-07-28 client
   * answers in its request (docs/mcp-tasks.md). On by default.
   */
  mcpTasks: boolean;
}

/** Exact origins (scheme, host, port; no path), checked at synth so the function never reads a bad list. */
function originsOf(node: Node): { mcpAllowedOrigins?: string } {
  const value = node.tryGetContext("mcpAllowedOrigins");
  if (value === undefined || value === "") return {};
  const origins = String(value)
    .split(",")
    .map((each) => each.trim());
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {}
    if (!parsed || parsed.origin !== origin || !["https:", "http:"].includes(parsed.protocol))
      throw new Error(
        `Context "mcpAllowedOrigins" must be comma-separated origins such as https://app.example (got "${origin}")`,
      );
  }
  return { mcpAllowedOrigins: origins.join(",") };
}

function numberOf(node: Node, key: string, fallback: number): number {
  const value = node.tryGetContext(key);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`Context "${key}" must be a positive number`);
  return number;
}

/** CloudWatch accepts only some retention periods (1, 3, 5, 7, 14, 30, 60, 90, ... days). */
function retentionOf(node: Node): number {
  const days = numberOf(node, "logRetentionDays", RetentionDays.ONE_MONTH);
  if (!(Object.values(RetentionDays) as number[]).includes(days)) {
    throw new Error(
      `Context "logRetentionDays" must be a CloudWatch retention period, e.g. 7, 14, 30, 90 (got ${days})`,
    );
  }
  return days;
}

/** A true-or-false context value (as `-c` gives it, a string); a typo fails the synth, not open. */
function switchOf(node: Node, key: string): boolean {
  const value = node.tryGetContext(key);
  if (value === undefined || value === false || value === "false") return false;
  if (value === true || value === "true") return true;
  throw new Error(`Context "${key}" must be true or false (got "${value}")`);
}

export function readSettings(node: Node): StackSettings {
  const tokenSecretPrefix = String(node.tryGetContext("tokenSecretPrefix") ?? "agent-tools/");
  if (!/^[A-Za-z0-9/_+=.@-]+\/$/.test(tokenSecretPrefix)) {
    throw new Error('Context "tokenSecretPrefix" must be a secret name prefix ending in "/"');
  }
  const connection = node.tryGetContext("connection");
  if (connection !== undefined && !CONNECTION_NAME.test(String(connection))) {
    throw new Error(`Context "connection" must match ${CONNECTION_NAME.source} (see docs/tokens.md)`);
  }
  const toolFilter = node.tryGetContext("toolFilter");
  // Checked at synth: a typo must fail the deployment, not every MCP request.
  if (toolFilter !== undefined) parseSubset(String(toolFilter));
  const tasksService = String(node.tryGetContext("tasksService") ?? "ticktick");
  if (!isTasksService(tasksService))
    throw new Error(`Context "tasksService" must be ticktick or dida365 (got "${tasksService}")`);
  const ledgerOAuthClientSecretName = String(
    node.tryGetContext("ledgerOAuthClientSecretName") ?? `${tokenSecretPrefix}ledger/oauth-client`,
  );
  return {
    families: parseFamilies(node.tryGetContext("families")),
    tokenSecretPrefix,
    connection: connection === undefined ? undefined : String(connection),
    ledgerOAuthClientSecretName,
    stageName: String(node.tryGetContext("stageName") ?? "v1"),
    tasksService,
    throttleRateLimit: numberOf(node, "throttleRateLimit", 50),
    throttleBurstLimit: numberOf(node, "throttleBurstLimit", 100),
    logRetentionDays: retentionOf(node),
    confirmation: readConfirmationSettings(node),
    ...(toolFilter === undefined ? {} : { toolFilter: String(toolFilter) }),
    readOnly: switchOf(node, "readOnly"),
    policies: switchOf(node, "policies"),
    agentcore: switchOf(node, "agentcore"),
    mcpTasks: node.tryGetContext("mcpTasks") === undefined || switchOf(node, "mcpTasks"),
    ...originsOf(node),
    ...readAuthSettings(node, { tokenSecretPrefix, ledgerOAuthClientSecretName, connection }),
  };
}
