// Lambda entry of the `mcp` function: the MCP endpoint (POST /mcp). tools/list comes from the
// catalog rows of the deployed families (FAMILIES); each tools/call is a direct invoke of the tool's
// family function (FAMILY_FUNCTIONS), which keeps its own role, token and idempotency. Bundles no
// family handler and no ajv of ours.
import { allTools, type Family } from "../lib/catalog/index";
import { createMcpHandler } from "../lib/mcp/handler";
import { lambdaInvoker, parseFamilyFunctions } from "../lib/mcp/lambda-invoker";

const families = new Set((process.env.FAMILIES ?? "").split(",").map((name) => name.trim()) as Family[]);

export const handler = createMcpHandler({
  tools: allTools.filter((row) => families.has(row.family)),
  toolFilter: process.env.TOOL_FILTER,
  invoke: lambdaInvoker(parseFamilyFunctions(process.env.FAMILY_FUNCTIONS)),
});
