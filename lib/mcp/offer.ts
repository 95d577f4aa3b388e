// What one MCP request offers and for whom, and how it answers a tools/call: the same whether the
// SDK's Server answers the request (server.ts) or the handler answers a plain one (plain-request.ts).
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { ToolRow } from "../catalog/types";
import type { ToolError } from "../runtime/errors";
import type { ResultBudget } from "./budget";
import { type CallScope, callTool, type ToolCallRequest } from "./call-tool";
import { callDiscoveryTool } from "./discovery/tools";
import type { ToolInvoker } from "./invoker";
import type { McpMode } from "./listing";

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
  /** The deployment keeps tasks: a 2026-07-28 `server/discover` names the extension (lib/mcp/tasks). */
  advertisesTasks?: boolean;
}

export function callScopeOf(options: OfferOptions): CallScope {
  return {
    offered: new Set(options.offered ?? options.tools.map((row) => row.name)),
    invoke: options.invoke,
    budget: options.budget,
    listedBy: options.mode === "discover" ? "search_tools finds them" : "tools/list lists them",
    via: options.mode === "discover" ? "discovery" : "mcp",
    ...(options.connection !== undefined ? { connection: options.connection } : {}),
    ...(options.clientId !== undefined ? { clientId: options.clientId } : {}),
    ...(options.scopes !== undefined ? { scopes: options.scopes } : {}),
    ...(options.takesUrlElicitation ? { takesUrlElicitation: true } : {}),
    ...(options.refused ? { refused: options.refused } : {}),
  };
}

/** A tools/call: a catalog tool, or in discovery mode one of its three tools. */
export function answerToolCall(options: OfferOptions, request: ToolCallRequest): Promise<CallToolResult> {
  const scope = callScopeOf(options);
  return options.mode === "discover"
    ? callDiscoveryTool(scope, options.tools, request)
    : callTool(scope, request);
}
