// One structured log line per tool call: tool, family, caller, outcome and latency.
import type { MiddlewareObj } from "@middy/core";
import { log } from "../runtime/log";
import type { CallContext, ToolCall, ToolCallResult } from "./types";

const STARTED = Symbol("started");

type Timed = { [STARTED]?: number };

export function logCall(): MiddlewareObj<ToolCall, ToolCallResult, Error, CallContext> {
  const fieldsOf = (event: ToolCall, context: CallContext, started: number | undefined) => ({
    tool: event.tool,
    family: context.toolRow?.family,
    source: event.source,
    ...(event.eventId ? { eventId: event.eventId } : {}),
    latencyMs: started === undefined ? undefined : Math.round((performance.now() - started) * 10) / 10,
  });
  return {
    before: (request) => {
      (request as unknown as Timed)[STARTED] = performance.now();
    },
    after: (request) => {
      const started = (request as unknown as Timed)[STARTED];
      log("info", "tool call", { ...fieldsOf(request.event, request.context, started), outcome: "ok" });
    },
    onError: (request) => {
      const started = (request as unknown as Timed)[STARTED];
      const error = request.error as (Error & { type?: string; status?: number }) | undefined;
      log("warn", "tool call failed", {
        ...fieldsOf(request.event, request.context, started),
        outcome: error?.type ?? error?.name ?? "Error",
        status: error?.status,
        errorMessage: error?.message,
      });
    },
  };
}
