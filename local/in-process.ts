// The in-process counterpart of the deployed `mcp` function's Lambda Invoke
// (lib/mcp/calling/lambda-invoker.ts): the direct event `{tool, input}` into the family handler, whose thrown
// ToolError (name = type) is the typed error. What the local gateway's `POST /mcp` and the stdio entry
// (local/stdio.ts) give the MCP server.
import type { Context } from "aws-lambda";
import { unknownToolHere } from "../lib/call/unknown-tool-near";
import type { Family } from "../lib/catalog/types";
import { resultOf, type ToolInvoker } from "../lib/mcp/calling/invoker";
import { lambdaContext } from "./lambda-context";

/** A family function's handler, called in process (the local gateway and the stdio entry hand them over). */
export type FamilyHandler = (event: unknown, context: Context) => Promise<unknown>;

export function inProcessInvoker(
  handlers: Partial<Record<Family, FamilyHandler>>,
  /** Time budget of each call, as a Lambda function timeout would give (default 30 s). */
  timeoutMs = 30_000,
): ToolInvoker {
  return async (row, call) => {
    const handler = handlers[row.family];
    if (!handler) throw unknownToolHere(row.name);
    return resultOf(await handler(call, lambdaContext(`local-${row.family}`, timeoutMs)));
  };
}
