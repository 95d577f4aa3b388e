// MCP tasks (lib/mcp/tasks-extension, docs/mcp-tasks.md): the tasks table and the `mcp-tasks` runner. The
// mcp function writes a task to the table and invokes the runner asynchronously; the runner runs
// the call through the deployed family functions and writes its answer back for tasks/get.
// Least privilege: the runner may invoke exactly the family functions and get, put and update
// items of the table; nothing else of DynamoDB (no scan, no query, no delete: TTL removes tasks).
import { Duration } from "aws-cdk-lib";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import { Construct } from "constructs";
import type { Family } from "../../lib/catalog/index";
import { QUEUE_ALLOWANCE_MS } from "../../lib/mcp/tasks-extension/backend";
import type { StackSettings } from "../settings";
import { FAMILY_SIZING } from "../sizing";
import { familyInvokeAccess } from "./family-invoke";
import { KeyedTable } from "./keyed-table";
import { ToolFunction } from "./tool-function";

/** What the runner and the mcp function do with the tasks table (lib/mcp/tasks-extension/store.ts). */
export const TASK_TABLE_ACTIONS = ["dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:UpdateItem"];

/** Beyond the slowest family's timeout: rendering the answer and writing its parts. */
export const RUNNER_EXTRA_SECONDS = 30;

/**
 * How long Lambda's queue keeps an asynchronous invoke of the runner, retries included: the
 * backend's allowance, so a task still `working` past its deadline has truly lost its runner.
 */
export const RUNNER_MAX_EVENT_AGE = Duration.millis(QUEUE_ALLOWANCE_MS);

export interface McpTasksProps {
  /** The deployed family functions: the only ones the runner may invoke. */
  functions: Partial<Record<Family, lambda.IFunction>>;
  settings: StackSettings;
}

export class McpTasks extends Construct {
  readonly table: dynamodb.Table;
  readonly runner: ToolFunction;
  readonly timeoutSeconds: number;

  constructor(scope: Construct, id: string, { functions, settings }: McpTasksProps) {
    super(scope, id);
    const deployed = Object.entries(functions) as [Family, lambda.IFunction][];
    if (deployed.length === 0) throw new Error("MCP tasks need at least one family function");
    // `expiresAt`: each task and its result parts go an hour after the task starts (TASK_TTL_MS).
    this.table = new KeyedTable(this, "Tasks", { timeToLiveAttribute: "expiresAt" }).table;
    this.timeoutSeconds =
      Math.max(...deployed.map(([family]) => FAMILY_SIZING[family].timeoutSeconds)) + RUNNER_EXTRA_SECONDS;
    const invokes = familyInvokeAccess(this, deployed);
    this.runner = new ToolFunction(this, "Runner", {
      entry: "mcp-tasks",
      description: "Runs MCP tasks: long tools/call of 2026-07-28 clients, answered through tasks/get",
      roleDescription: "Runs MCP tasks: invokes the deployed family functions and stores their answers",
      // As the mcp function: the call waits on the family function, then renders and gzips its answer.
      memorySize: 512,
      timeout: Duration.seconds(this.timeoutSeconds),
      environment: {
        FAMILY_FUNCTIONS: invokes.familyFunctions,
        MCP_TASKS_TABLE: this.table.tableName,
        POWERTOOLS_SERVICE_NAME: "agent-tools-mcp-tasks",
      },
      logRetentionDays: settings.logRetentionDays,
      initialPolicy: [
        invokes.statement,
        new iam.PolicyStatement({
          sid: "RunTasks",
          actions: TASK_TABLE_ACTIONS,
          resources: [this.table.tableArn],
        }),
      ],
    });
    // Lambda's default two retries stay (a task is claimed once: a retry after a claim does nothing).
    this.runner.function.configureAsyncInvoke({ maxEventAge: RUNNER_MAX_EVENT_AGE, retryAttempts: 2 });
  }

  /** What the mcp function needs to start tasks and answer tasks/*: the table, the runner, their grants. */
  startFrom(fn: lambda.Function): void {
    fn.addEnvironment("MCP_TASKS_TABLE", this.table.tableName);
    fn.addEnvironment("MCP_TASK_RUNNER", this.runner.function.functionName);
    fn.addEnvironment("MCP_TASK_RUNNER_TIMEOUT_SECONDS", String(this.timeoutSeconds));
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        sid: "KeepTasks",
        actions: TASK_TABLE_ACTIONS,
        resources: [this.table.tableArn],
      }),
    );
    // The function's ARN exactly: the async invoke names $LATEST, no qualifier.
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        sid: "StartTaskRunner",
        actions: ["lambda:InvokeFunction"],
        resources: [this.runner.function.functionArn],
      }),
    );
  }
}
