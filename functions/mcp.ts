// Lambda entry of the `mcp` function: the MCP endpoint (POST /mcp) and the API's GET /tools. The
// catalog and tools/list come from the catalog rows of the deployed families (FAMILIES), narrowed
// by TOOL_FILTER and the caller's query; each tools/call is a direct invoke of the tool's family
// function (FAMILY_FUNCTIONS), which keeps its own role, token and idempotency. Bundles no family
// handler and no ajv of ours.

import { catalogAnswer } from "../lib/catalog/catalog-route";
import { allTools, type Family } from "../lib/catalog/index";
import { parseSubset } from "../lib/catalog/subset";
import { createMcpHandler, type McpEvent, queryOf } from "../lib/mcp/handler";
import { lambdaInvoker, parseFamilyFunctions } from "../lib/mcp/lambda-invoker";

const families = new Set((process.env.FAMILIES ?? "").split(",").map((name) => name.trim()) as Family[]);

const deployed = allTools.filter((row) => families.has(row.family));
const operator = parseSubset(process.env.TOOL_FILTER);
const mcp = createMcpHandler({
  tools: deployed,
  toolFilter: process.env.TOOL_FILTER,
  invoke: lambdaInvoker(parseFamilyFunctions(process.env.FAMILY_FUNCTIONS)),
});

/** POST /mcp, and the API's GET /tools: the deployed catalog, narrowed like tools/list. */
export async function handler(event: McpEvent) {
  if (event.httpMethod.toUpperCase() === "GET" && /\/tools\/?$/.test(event.path)) {
    return catalogAnswer(deployed, operator, queryOf(event));
  }
  return mcp(event);
}
