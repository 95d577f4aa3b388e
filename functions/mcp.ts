// Lambda entry of the `mcp` function: the MCP endpoint (POST /mcp) and the API's GET /tools. The
// catalog and tools/list come from the tools of the deployed families (FAMILIES), narrowed by
// TOOL_FILTER and the caller's query; each tools/call is a direct invoke of the tool's family
// function (FAMILY_FUNCTIONS), which keeps its own role, token and idempotency. Bundles no family
// handler and no ajv of ours. The start holds code only: tools/list is answered from the generated
// JSON of the listed tools (lib/mcp/listing/from-generated.ts), loaded by the first request; the catalog
// rows load with the first call, SDK request or GET /tools.

import { isOAuthCaller } from "../lib/call/http-call";
import type { Family } from "../lib/catalog/types";
import { lambdaInvoker, parseFamilyFunctions } from "../lib/mcp/calling/lambda-invoker";
import { generatedToolSet } from "../lib/mcp/listing/from-generated";
import {
  createMcpHandlerOver,
  type McpEvent,
  queryOf,
  type RemainingTime,
} from "../lib/mcp/protocol/endpoint";
import { lambdaTaskBackend } from "../lib/mcp/tasks-extension/backend";
import { originRefusal } from "../lib/oauth/caller-origin";
import { errorResponse } from "../lib/runtime/errors";

const families = new Set((process.env.FAMILIES ?? "").split(",").map((name) => name.trim()) as Family[]);

// With MCP_TASKS_TABLE and MCP_TASK_RUNNER (the stack sets both), long calls may run as tasks.
const tasks = lambdaTaskBackend();
const mcp = createMcpHandlerOver(() => generatedToolSet(families), {
  toolFilter: process.env.TOOL_FILTER,
  invoke: lambdaInvoker(parseFamilyFunctions(process.env.FAMILY_FUNCTIONS)),
  ...(tasks ? { tasks } : {}),
});

/** GET /tools: the deployed catalog, narrowed like tools/list (the rows load on the first). */
async function catalog(event: McpEvent) {
  const [{ catalogAnswer }, { allTools }, { CATALOG_LOOKUP }, { operatorSubsetWith }] = await Promise.all([
    import("../lib/tool-lists/catalog-answer"),
    import("../lib/catalog/index"),
    import("../lib/tool-lists/subset"),
    import("../lib/tool-lists/subset-core"),
  ]);
  const deployed = allTools.filter((row) => families.has(row.family));
  return catalogAnswer(deployed, operatorSubsetWith(CATALOG_LOOKUP, process.env.TOOL_FILTER), queryOf(event));
}

/**
 * POST /mcp, and the API's GET /tools: the deployed catalog, narrowed like tools/list. First the
 * checks the API's authorizer cannot make: a browser page of another origin (403), and for an OAuth
 * caller a token expired since the authorizer's answer was cached or a DPoP proof that does not
 * hold (401, with its WWW-Authenticate challenge).
 */
export async function handler(event: McpEvent, context?: RemainingTime) {
  const caller = event as unknown as Record<string, unknown>;
  const foreign = originRefusal(caller);
  if (foreign) return errorResponse(foreign);
  if (isOAuthCaller(caller)) {
    // Loaded with an OAuth caller's first request (lib/oauth/caller-checks.ts).
    const { callerRefusal, withChallenge } = await import("../lib/oauth/caller-checks");
    const refused = await callerRefusal(caller);
    if (refused) return withChallenge(errorResponse(refused), refused, caller);
  }
  if (event.httpMethod.toUpperCase() === "GET" && /\/tools\/?$/.test(event.path)) return catalog(event);
  return mcp(event, context);
}
