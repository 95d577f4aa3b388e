// Confirmation before destruction (docs/operations.md): a call that would lose something runs only
// once confirmed; whether it would is decided per call from its arguments (lib/confirmation/asks.ts).
// In the per-call pipeline after the token (the answer reads the record as it is now) and before
// the handler, so an unconfirmed call reaches neither the upstream nor the idempotency record: the
// confirmed repeat with the same key is its first run. The decision loads on the first call of a
// tool with a rule only (lib/confirmation/confirm.ts); every other call passes with one test.
import type { MiddlewareObj } from "@middy/core";
import type { ToolCall, ToolCallResult } from "../call/types";
import type { CallContext } from "./types";

export function confirmDestruction(): MiddlewareObj<ToolCall, ToolCallResult, Error, CallContext> {
  return {
    before: async (request) => {
      const { toolRow: row, token } = request.context;
      if (!row || !token) throw new Error("confirmDestruction must run after validateCall and resolveToken");
      // Only a tool that can lose something has a rule; whether this call asks is decided there.
      if (!row.confirm) return;
      const { confirmDestructiveCall } = await import("../confirmation/confirm");
      const context = request.context;
      // Handed to the handler, which returns it unrun: middy's early return from `before` would
      // skip every `after` (the log line, the metrics, the audit record).
      const answer = await confirmDestructiveCall(
        row,
        request.event,
        token,
        { remainingMs: () => context.getRemainingTimeInMillis() },
        context.callLog,
      );
      if (answer) context.confirmationAnswer = answer;
    },
  };
}
