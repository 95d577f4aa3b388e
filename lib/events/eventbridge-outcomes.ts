// Publishes the outcome of an EventBridge-triggered call. A middleware of the outer pipeline, used
// first so that its onError runs last: it sees the typed error renderErrors made, and also catches
// events normalizeEvent refused (a bad `detail`), whose senders need to hear about it too.
import type { MiddlewareObj } from "@middy/core";
import type { FamilyContext, ToolCallResult } from "../call/types";
import { callFields, type Outcome, type OutcomeCall, publishOutcome } from "./outcomes";

function callOf(event: unknown): OutcomeCall {
  const { id, detail } = (event ?? {}) as { id?: unknown; detail?: unknown };
  return { source: "eventbridge", eventId: typeof id === "string" ? id : undefined, ...callFields(detail) };
}

export function eventBridgeOutcomes(): MiddlewareObj<unknown, unknown, Error, FamilyContext> {
  const publish = async (
    request: { event: unknown; context: FamilyContext },
    outcome: Outcome,
  ): Promise<void> => {
    if (request.context.callSource !== "eventbridge") return;
    await publishOutcome(callOf(request.event), outcome, {
      remainingMs: () => request.context.getRemainingTimeInMillis(),
    });
  };
  return {
    after: (request) =>
      publish(request, { result: (request.response as ToolCallResult | undefined)?.result }),
    onError: (request) => publish(request, { error: request.error }),
  };
}
