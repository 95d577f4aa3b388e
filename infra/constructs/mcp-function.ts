// The `mcp` function: the MCP endpoint, and code mode's sandbox (lib/code-mode). It holds no token;
// its role may write its own logs, invoke the deployed family functions (each of which keeps its own
// permissions) and read the confirmation key, which signs a script's confirmation. With MCP tasks
// (mcp-tasks.ts), also the tasks table and the runner (McpTasks.startFrom).
import { Duration } from "aws-cdk-lib";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type { Construct } from "constructs";
import type { Family } from "../../lib/catalog/index";
import type { StackSettings } from "../settings";
import { FAMILY_SIZING } from "../sizing";
import { familyInvokeAccess } from "./family-invoke";
import { ToolFunction, type ToolFunctionProps } from "./tool-function";

export interface McpFunctionProps {
  /** The deployed family functions: their tools are listed, and only they may be invoked. */
  functions: Partial<Record<Family, lambda.IFunction>>;
  settings: StackSettings;
}

function functionPropsOf(scope: Construct, { functions, settings }: McpFunctionProps): ToolFunctionProps {
  const deployed = Object.entries(functions) as [Family, lambda.IFunction][];
  if (deployed.length === 0) throw new Error("The MCP endpoint needs at least one family function");
  const invokes = familyInvokeAccess(scope, deployed);
  const environment: Record<string, string> = {
    FAMILIES: deployed.map(([family]) => family).join(","),
    FAMILY_FUNCTIONS: invokes.familyFunctions,
    POWERTOOLS_SERVICE_NAME: "agent-tools-mcp",
  };
  if (settings.toolFilter) environment.TOOL_FILTER = settings.toolFilter;
  // Browser pages of these origins may call /mcp besides the API's own (lib/oauth/caller-origin.ts).
  if (settings.mcpAllowedOrigins) environment.MCP_ALLOWED_ORIGINS = settings.mcpAllowedOrigins;
  return {
    entry: "mcp",
    description: `MCP endpoint over the families ${environment.FAMILIES}`,
    roleDescription: "Runs the MCP endpoint: lists the deployed tools and invokes their family functions",
    // Calls mostly wait on the family function; code mode's scripts run in the function's own
    // interpreter (QuickJS, a 64 MB heap per run: lib/code-mode/limits.ts). Lambda's CPU share grows
    // with memory: 1024 MB is over half a vCPU, enough for scripts that mostly await their calls,
    // at twice the 512 MB an endpoint that only lists and invokes would need (docs/code-mode.md).
    memorySize: 1024,
    // A call waits for the slowest family's function; API Gateway stops at 29 s anyway.
    timeout: Duration.seconds(
      Math.max(...deployed.map(([family]) => FAMILY_SIZING[family].timeoutSeconds)) + 1,
    ),
    environment,
    logRetentionDays: settings.logRetentionDays,
    initialPolicy: [invokes.statement],
  };
}

export class McpFunction extends ToolFunction {
  constructor(scope: Construct, id: string, props: McpFunctionProps) {
    super(scope, id, functionPropsOf(scope, props));
  }
}
