// The family pipeline's authorisation, after validateCall (the row is known and the parameters carry
// their own names, which a policy's tenant rule reads) and before the token is read: lib/call's
// authorizeCall with the operator's policy. Every caller kind passes here: HTTP, MCP's direct
// invokes, Step Functions, SQS records and EventBridge events.
import type { MiddlewareObj } from "@middy/core";
import { authorizeCall } from "../call/authorize";
import type { ToolCall, ToolCallResult } from "../call/types";
import type { CallContext } from "./types";

export function authorize(): MiddlewareObj<ToolCall, ToolCallResult, Error, CallContext> {
  return {
    before: async (request) => {
      const row = request.context.toolRow;
      if (!row) throw new Error("validateCall must run first");
      await authorizeCall(request.event, row, { policy: true });
    },
  };
}
