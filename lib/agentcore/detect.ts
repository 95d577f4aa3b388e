// Whether AgentCore Gateway made this invoke: its Lambda-target calls name the tool in the invoke's
// client context (`custom.bedrockAgentCoreToolName`, `<target>___<tool>`). All a family's start
// holds of lib/agentcore (small: the start budgets of test/infra/cold-path.test.ts); the rest
// (event.ts) loads with the first gateway call.
import type { Context } from "aws-lambda";

type Custom = { custom?: { bedrockAgentCoreToolName?: unknown } } | undefined;

/** The gateway's tool name when the gateway made this invoke; undefined for every other caller. */
export function agentCoreToolName(context: Pick<Context, "clientContext"> | undefined): string | undefined {
  const name = (context?.clientContext as Custom)?.custom?.bedrockAgentCoreToolName;
  return typeof name === "string" && name ? name : undefined;
}
