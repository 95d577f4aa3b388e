// Limits per deployment and per person, after validateCall (the row is known) and before the token
// is read: a read-only deployment refuses every write; with a policy table (POLICY_TABLE) the
// operator's policy for the call's principal is applied (lib/policy/enforce.ts, loaded on the first
// call so no function's start carries it). Every caller kind passes here: HTTP, MCP's direct
// invokes, Step Functions, SQS records and EventBridge events.
import type { MiddlewareObj } from "@middy/core";
import { isReadOnlyDeployment, readOnlyRefusal } from "../policy/read-only";
import type { CallContext, ToolCall, ToolCallResult } from "./types";

export function enforcePolicy(): MiddlewareObj<ToolCall, ToolCallResult, Error, CallContext> {
  return {
    before: async (request) => {
      const row = request.context.toolRow;
      if (!row) throw new Error("validateCall must run first");
      if (!row.flags.readOnly && isReadOnlyDeployment()) throw readOnlyRefusal(request.event.tool);
      const table = process.env.POLICY_TABLE;
      if (!table) return;
      const { enforceToolPolicy } = await import("../policy/enforce");
      await enforceToolPolicy(table, request.event, row);
    },
  };
}
