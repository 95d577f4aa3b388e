import { ToolError } from "../../lib/runtime/errors";
import { lambdaContext } from "../../local/lambda-context";

type Handler = (event: unknown, context: ReturnType<typeof lambdaContext>) => Promise<unknown>;

/** A direct `{tool, input}` invoke, as Step Functions makes it; failures come back as the thrown error. */
export async function invokeDirect(handler: Handler, tool: string, input: Record<string, unknown>) {
  try {
    const output = (await handler({ tool, input }, lambdaContext("test-tasks"))) as {
      tool: string;
      result: unknown;
    };
    return { ok: true as const, result: output.result, output };
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return { ok: false as const, error };
  }
}
