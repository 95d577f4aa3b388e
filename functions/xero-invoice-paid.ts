// Lambda entry of the worked reaction (lib/webhooks/invoice-paid.ts), the target of the rule on
// `Xero Invoice Updated`: it calls the `ledger-read` and `tasks` family functions with direct
// invokes (FAMILY_FUNCTIONS, as the mcp function does), acting for REACTION_CONNECTION when set,
// and looks for follow-up tasks in FOLLOW_UP_PROJECT_IDS (comma-separated) or every project.
// A failure throws its typed error: EventBridge's async invoke retries, then the rule's DLQ.

import { invokeFamilyFunction, parseFamilyFunctions } from "../lib/mcp/calling/lambda-invoker";
import { ToolError } from "../lib/runtime/errors";
import { type CallTool, completeFollowUpsOfPaidInvoice, REACTION_TOOLS } from "../lib/webhooks/invoice-paid";

const callTool: CallTool = async (call) => {
  const family = REACTION_TOOLS[call.tool as keyof typeof REACTION_TOOLS];
  const functionName = family && parseFamilyFunctions(process.env.FAMILY_FUNCTIONS)[family];
  if (!functionName) throw new ToolError("Forbidden", `${call.tool} is not deployed with this reaction.`);
  return invokeFamilyFunction(functionName, call);
};

export async function handler(event: { detail?: unknown; id?: string }) {
  const projectIds = (process.env.FOLLOW_UP_PROJECT_IDS ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  return completeFollowUpsOfPaidInvoice(event, callTool, {
    ...(process.env.REACTION_CONNECTION ? { connection: process.env.REACTION_CONNECTION } : {}),
    projectIds,
  });
}
