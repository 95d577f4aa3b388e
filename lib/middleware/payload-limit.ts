// Keeps every answer within what Lambda can return (6 MB, lib/results/limits.ts), or within the
// `maxResultBytes` a direct caller asked for. Measured on the final answer, as the runtime will
// serialize it: an API Gateway proxy result (its body escaped once more) or the direct `{tool, result}`.
// Too large, the answer is stored and its location answered (303 for HTTP); with no results bucket,
// the call fails with ResultTooLarge saying how to ask for less. The rest loads only then.
//
// SQS batches answer `batchItemFailures` and EventBridge invokes are asynchronous: neither is
// measured here (their outcome events have their own cap, lib/events/outcomes.ts).
import type { MiddlewareObj } from "@middy/core";
import type { FamilyContext } from "../call/types";
import { MAX_ANSWER_BYTES } from "../results/limits";

/** No character of a JSON body serializes to more than 3 bytes (UTF-8), quotes and backslashes to 2. */
const WORST_BYTES_PER_CHAR = 3;
/** Room for `statusCode` and `headers` around the body. */
const ENVELOPE_BYTES = 4096;

/** Bytes of the answer as Lambda sends it; measured exactly only when a cheap bound cannot rule it out. */
export function answerBytes(response: unknown, limit: number): number {
  const body = (response as { body?: unknown } | undefined)?.body;
  if (typeof body === "string" && body.length * WORST_BYTES_PER_CHAR + ENVELOPE_BYTES <= limit) return 0;
  return Buffer.byteLength(JSON.stringify(response) ?? "");
}

export function payloadLimit(): MiddlewareObj<unknown, unknown, Error, FamilyContext> {
  return {
    after: async (request) => {
      const { callSource: source, invocation, answer } = request.context;
      if ((source !== "http" && source !== "direct") || invocation?.kind !== "call" || !answer) return;
      const response = request.response as { statusCode?: number; body?: string } | undefined;
      if (source === "http" && response?.statusCode !== 200) return;
      const asked = source === "direct" ? invocation.call.maxResultBytes : undefined;
      const limit = asked ?? MAX_ANSWER_BYTES;
      const bytes = answerBytes(response, limit);
      if (bytes <= limit) return;
      const { oversizeAnswer } = await import("../results/oversize");
      request.response = await oversizeAnswer({
        source,
        answer,
        document: source === "http" ? response?.body : undefined,
        bytes,
        limit,
        askedByCaller: asked !== undefined,
        row: request.context.toolRow,
      });
    },
  };
}
