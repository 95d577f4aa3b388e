// The deployed invoker: a synchronous Lambda Invoke of the tool's family function with the direct
// event `{tool, input}`. The SDK is imported on the first call (not at cold start: tools/list never
// needs it) and the client is created once per container.
import type { InvokeCommand, LambdaClient } from "@aws-sdk/client-lambda";
import type { Family, ToolRow } from "../catalog/types";
import { ToolError } from "../runtime/errors";
import { lazyClient } from "../runtime/lazy-client";
import { resultOf, type ToolInvoker, toolErrorOf } from "./invoker";

/** `FAMILY_FUNCTIONS`: `{"tasks": "<function name>", ...}`, written by the stack. */
export function parseFamilyFunctions(text: string | undefined): Partial<Record<Family, string>> {
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new Error('FAMILY_FUNCTIONS must be a JSON object {"<family>": "<function name>"}');
  }
  return parsed as Partial<Record<Family, string>>;
}

const lambdaSdk = lazyClient<{ client: LambdaClient; Invoke: typeof InvokeCommand }>(() =>
  import("@aws-sdk/client-lambda").then((module) => ({
    client: new module.LambdaClient({}),
    Invoke: module.InvokeCommand,
  })),
);

export function lambdaInvoker(functions: Partial<Record<Family, string>>): ToolInvoker {
  return async (row: ToolRow, call) => {
    const functionName = functions[row.family];
    if (!functionName) throw new ToolError("Forbidden", `${row.name} is not deployed with this endpoint.`);
    const { client, Invoke } = await lambdaSdk.get();
    const output = await client.send(
      new Invoke({ FunctionName: functionName, Payload: new TextEncoder().encode(JSON.stringify(call)) }),
    );
    const text = output.Payload ? new TextDecoder().decode(output.Payload) : "null";
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
    if (output.FunctionError) {
      const { errorType, errorMessage } = (payload ?? {}) as { errorType?: unknown; errorMessage?: unknown };
      throw toolErrorOf(errorType, errorMessage);
    }
    return resultOf(payload);
  };
}
