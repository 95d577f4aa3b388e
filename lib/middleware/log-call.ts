// One structured log line per tool call: who called, for which connection and tenant, the outcome,
// latency, and what happened upstream (status, resends, 429 waits, rate-limit counters, the
// idempotency outcome), which deeper code adds to the call's record (context.callLog).
import type { MiddlewareObj } from "@middy/core";
import type { ToolCall, ToolCallResult } from "../call/types";
import { bindingsOf, boundValue } from "../catalog/bindings";
import { type CallLog, type CallLogFields, finishCallLog, startCallLog } from "../runtime/call-log";
import { putCallMetrics } from "../runtime/call-metrics";
import { log, logs } from "../runtime/log";
import type { CallContext } from "./types";

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
  const fieldsOf = (
    event: ToolCall,
    context: CallContext,
    latencyMs: number | undefined,
    recorded: CallLogFields,
  ) => {
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
      latencyMs: latencyMs === undefined ? undefined : Math.round(latencyMs * 10) / 10,
      ...recorded,
    };
  };
  /** Closes the call's record and writes its metrics line (at every LOG_LEVEL but silent: metric.ts). */
  const finish = (
    event: ToolCall,
    context: CallContext,
    state: CallTiming | undefined,
    error?: Error & { type?: string; outcome?: string },
  ) => {
    const latencyMs = state === undefined ? undefined : monotonicMs() - state.started;
    const recorded = state ? finishCallLog(state.record) : {};
    const row = context.toolRow;
    putCallMetrics({
      ...(row ? { family: row.family, toolkit: row.toolkit, readOnly: row.flags.readOnly } : {}),
      tool: event.tool,
      source: event.source,
      latencyMs: latencyMs ?? 0,
      fields: recorded,
      ...(error ? { error } : {}),
    });
    return { latencyMs, recorded };
  };
  return {
    before: (request) => {
      const record = startCallLog();
      request.context.callLog = record;
      request.internal.logCall = { started: monotonicMs(), record };
    },
    after: (request) => {
      const { latencyMs, recorded } = finish(request.event, request.context, request.internal.logCall);
      if (!logs("info")) return; // the fields are not built for a line nobody sees
      log("info", "tool call", {
        ...fieldsOf(request.event, request.context, latencyMs, recorded),
        outcome: "ok",
      });
    },
    onError: (request) => {
      const state = request.internal.logCall;
      const error = request.error as
        | (Error & { type?: string; status?: number; outcome?: string })
        | undefined;
      const { latencyMs, recorded } = finish(request.event, request.context, state, error ?? new Error());
      log("warn", "tool call failed", {
        ...fieldsOf(request.event, request.context, latencyMs, recorded),
        outcome: error?.type ?? error?.name ?? "Error",
        status: error?.status,
        errorMessage: error?.message,
      });
    },
  };
}
