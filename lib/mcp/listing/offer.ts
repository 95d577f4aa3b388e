// What one MCP request offers and for whom, and how it answers a tools/call: the same whether the
// SDK's Server answers the request (lib/mcp/protocol/sdk-server.ts) or the handler answers a plain one
// (lib/mcp/protocol/plain-request.ts).
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { ToolRow } from "../../catalog/types";
import type { ToolError } from "../../runtime/errors";
import type { ResultBudget } from "../calling/budget";
import { type CallScope, callTool, type ToolCallRequest } from "../calling/call-tool";
import type { ToolInvoker } from "../calling/invoker";
import { callDiscoveryTool } from "../discovery/tools";
import { callModeOf, type McpMode } from "./meta";

export interface OfferOptions {
  /** The rows this request offers: the deployed families, narrowed by the operator and the caller. */
  tools: readonly ToolRow[];
  /**
   * The offered tools' canonical names, when `tools` does not hold them: a plain tools/call of a
   * catalog tool loads the called tool's row alone (call-tool.ts, row-lookup.ts).
   */
  offered?: readonly string[];
  invoke: ToolInvoker;
  /** Who the calls act for, from the authoriser (never from the request body). */
  connection?: string;
  /** The OAuth client of the caller's token, from the authoriser (for the audit record). */
  clientId?: string;
  /** The OAuth scopes of the caller's token, from the authoriser. */
  scopes?: string[];
  mode?: McpMode;
  /** The client takes URL-mode elicitations (its session says so: session.ts). */
  takesUrlElicitation?: boolean;
  /** What one answer may hold: the deployment's, or the request's `?budget=` (budget.ts). */
  budget: ResultBudget;
  /** Tools the caller's policy denies (not in `tools`), with the refusal naming the rule (lib/policy/list.ts). */
  refused?: ReadonlyMap<string, ToolError>;
  /**
   * The deployment keeps tasks: a 2026-07-28 `server/discover` names the extension
   * (lib/mcp/tasks-extension).
   */
  advertisesTasks?: boolean;
  /** The function's remaining time, in Lambda: a code-mode run ends before it does. */
  remainingMs?: () => number;
}

/** How a call of `name` reaches its tool: through the discovery tools, or by its own name. */
export function callScopeOf(options: OfferOptions, name: string): CallScope {
  return {
    offered: new Set(options.offered ?? options.tools.map((row) => row.name)),
    invoke: options.invoke,
    budget: options.budget,
    listedBy: LISTED_BY[options.mode ?? "tools"],
    via: VIA[callModeOf(options.mode, name)],
    ...(options.connection !== undefined ? { connection: options.connection } : {}),
    ...(options.clientId !== undefined ? { clientId: options.clientId } : {}),
    ...(options.scopes !== undefined ? { scopes: options.scopes } : {}),
    ...(options.takesUrlElicitation ? { takesUrlElicitation: true } : {}),
    ...(options.refused ? { refused: options.refused } : {}),
  };
}

/** The audit record's caller of a call made each way (a code-mode script's inner calls: lib/code-mode). */
const VIA = { tools: "mcp", discover: "discovery", code: "code" } as const;

/** Where a caller finds the tools an endpoint offers, for the refusal of one it does not. */
const LISTED_BY: Record<McpMode, string> = {
  tools: "tools/list lists them",
  discover: "search_tools finds them",
  core: "search_tools finds them",
  code: "search_api finds them",
};

/** A tools/call: a catalog tool, one of the discovery tools (discovery and core modes), or code mode's. */
export async function answerToolCall(
  options: OfferOptions,
  request: ToolCallRequest,
): Promise<CallToolResult> {
  const scope = callScopeOf(options, request.name);
  switch (callModeOf(options.mode, request.name)) {
    case "discover":
      return callDiscoveryTool(scope, options.tools, request);
    case "code": {
      // The sandbox and its bridge load on the first code-mode call, never at a start.
      const { callCodeTool } = await import("../../code-mode/tools");
      return callCodeTool(scope, request, {
        ...(options.remainingMs ? { remainingMs: options.remainingMs } : {}),
      });
    }
    default:
      return callTool(scope, request);
  }
}
