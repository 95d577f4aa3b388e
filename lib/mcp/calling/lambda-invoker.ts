// The deployed invoker: a synchronous Lambda Invoke of the tool's family function with the direct
// event `{tool, input}`, signed with SigV4 over node:https (lib/aws/lambda-invoke.ts), not the AWS
// SDK's Lambda client (about 900 KiB to import on the first call). The invoke module is imported on
// the first call (not at cold start: tools/list never needs it).
import type { Family, ToolRow } from "../../catalog/types";
import { ToolError } from "../../runtime/errors";
import { lazyClient } from "../../runtime/lazy-client";
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

const lambdaInvoke = lazyClient(() => import("../../aws/lambda-invoke"));

export function lambdaInvoker(functions: Partial<Record<Family, string>>): ToolInvoker {
  return async (row: ToolRow, call) => {
    const functionName = functions[row.family];
    if (!functionName) throw new ToolError("Forbidden", `${row.name} is not deployed with this endpoint.`);
    return invokeFamilyFunction(functionName, call);
  };
}

/** One direct invoke of a family function: its result, or the typed error it threw. */
export async function invokeFamilyFunction(functionName: string, call: unknown): Promise<unknown> {
  const { invokeLambda } = await lambdaInvoke.get();
  const output = await invokeLambda(functionName, JSON.stringify(call));
  let payload: unknown;
  try {
    payload = JSON.parse(output.payload === "" ? "null" : output.payload);
  } catch {
    payload = undefined;
  }
  if (output.functionError) {
    const { errorType, errorMessage } = (payload ?? {}) as { errorType?: unknown; errorMessage?: unknown };
    throw toolErrorOf(errorType, errorMessage);
  }
  return resultOf(payload);
}
