// One structured log line per tool call: who called, for which connection and tenant, the outcome,
// latency, and what happened upstream (status, resends, 429 waits, rate-limit counters, the
// idempotency outcome), which deeper code adds to the call's record (context.callLog).
import type { MiddlewareObj } from "@middy/core";
import { bindingsOf, boundValue } from "../catalog/bindings";
import { type CallLog, finishCallLog, startCallLog } from "../runtime/call-log";
import { log, logs } from "../runtime/log";
import type { CallContext, ToolCall, ToolCallResult } from "./types";

interface CallTiming {
  started: number;
  record: CallLog;
}

/**
 * Milliseconds on a monotonic clock. process.hrtime rather than performance.now(): the global
 * `performance` loads perf_hooks on first use, half a millisecond of every cold start.
 */
const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/** This middleware's per-request state, in middy's `request.internal`. */
type LogCallInternal = { logCall?: CallTiming };

export function logCall(): MiddlewareObj<ToolCall, ToolCallResult, Error, CallContext, LogCallInternal> {
  // Only chosen fields: never the input, a body, a token or a header.
  const fieldsOf = (event: ToolCall, context: CallContext, state: CallTiming | undefined) => {
    // The call's Xero tenant, if the tool takes one (an organisation id, not a secret).
    const tenant = context.toolRow && boundValue(bindingsOf(context.toolRow).tenant, event.input);
    return {
      tool: event.tool,
      family: context.toolRow?.family,
      source: event.source,
      ...(event.eventId ? { eventId: event.eventId } : {}),
      connection: event.connection ?? "default",
      ...(typeof tenant === "string" ? { tenant } : {}),
      ...(context.awsRequestId ? { requestId: context.awsRequestId } : {}),
      latencyMs: state === undefined ? undefined : Math.round((monotonicMs() - state.started) * 10) / 10,
      ...(state ? finishCallLog(state.record) : {}),
    };
  };
  return {
    before: (request) => {
      const record = startCallLog();
      request.context.callLog = record;
      request.internal.logCall = { started: monotonicMs(), record };
    },
    after: (request) => {
      const state = request.internal.logCall;
      if (!logs("info")) {
        if (state) finishCallLog(state.record); // the fields are not built for a line nobody sees
        return;
      }
      log("info", "tool call", { ...fieldsOf(request.event, request.context, state), outcome: "ok" });
    },
    onError: (request) => {
      const state = request.internal.logCall;
      const error = request.error as (Error & { type?: string; status?: number }) | undefined;
      log("warn", "tool call failed", {
        ...fieldsOf(request.event, request.context, state),
        outcome: error?.type ?? error?.name ?? "Error",
        status: error?.status,
        errorMessage: error?.message,
      });
    },
  };
}
