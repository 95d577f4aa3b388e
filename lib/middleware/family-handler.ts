// Wires a family's Lambda handler: an outer pipeline that normalises the caller's event and renders
// errors, around an inner per-call pipeline (log -> validate -> token -> execute) run once per call.
import middy from "@middy/core";
import type { Context } from "aws-lambda";
import { describeTool } from "../catalog/json-schema";
import type { ToolRow } from "../catalog/types";
import type { runIdempotent } from "../idempotency/index";
import { annotateCall } from "../runtime/call-log";
import { asToolError } from "../runtime/errors";
import { executeTool } from "../runtime/execute";
import { log } from "../runtime/log";
import { logCall } from "./log-call";
import { normalizeEvent } from "./normalize-event";
import { renderErrors } from "./render-errors";
import { resolveToken } from "./resolve-token";
import type { CallContext, FamilyContext, ToolCall, ToolCallResult } from "./types";
import { validateInput } from "./validate-input";

export interface FamilyHandlerOptions {
  /** The rows this function serves: only these are bundled, validated and listed. */
  tools: readonly ToolRow[];
  /**
   * `runIdempotent` from lib/idempotency, required when any row writes. Passed in by the family's
   * entry file rather than imported here, so read-only families do not bundle Powertools.
   */
  idempotency?: typeof runIdempotent;
}

/** Options are checked once, at cold start. */
function checkOptions(options: FamilyHandlerOptions): void {
  const writer = options.tools.find((row) => !row.flags.readOnly);
  if (writer && !options.idempotency) {
    throw new Error(`${writer.name} writes: its family handler needs the idempotency option`);
  }
}

export function createCallPipeline(options: FamilyHandlerOptions) {
  checkOptions(options);
  const idempotency = options.idempotency;
  return middy<ToolCall, ToolCallResult, Error, CallContext>({ timeoutEarlyInMillis: 0 })
    .use(logCall())
    .use(validateInput({ tools: options.tools }))
    .use(resolveToken())
    .handler(async (call, context) => {
      const row = context.toolRow;
      const token = context.token;
      if (!row || !token) throw new Error("validateInput and resolveToken must run first");
      const remainingMs = () => context.getRemainingTimeInMillis();
      const execute = () => executeTool(row, call.input, token, { remainingMs, callLog: context.callLog });
      if (!idempotency) return { tool: row.name, result: await execute() };
      // A keyed write runs once per key; a replay never reads the token or calls the upstream.
      const { result, outcome } = await idempotency(row, call, execute, { remainingMs });
      if (outcome !== "none") annotateCall(context.callLog, { idempotency: outcome });
      return { tool: row.name, result };
    });
}

export function createFamilyHandler(options: FamilyHandlerOptions) {
  const callTool = createCallPipeline(options);
  // Each call gets its own context object: per-call state must not leak between SQS records.
  const run = (call: ToolCall, context: Context) => callTool(call, { ...context } as CallContext);

  return middy<unknown, unknown, Error, FamilyContext>()
    .use(normalizeEvent())
    .use(renderErrors())
    .handler(async (_event, context) => {
      const invocation = context.invocation;
      if (!invocation) throw new Error("normalizeEvent must run first");
      switch (invocation.kind) {
        case "catalog":
          return { tools: options.tools.map(describeTool) };
        case "call":
          return run(invocation.call, context);
        case "batch": {
          // SQS: failed records are reported, not thrown, so the rest of the batch is not redelivered.
          const batchItemFailures: { itemIdentifier: string }[] = [];
          for (const record of invocation.records) {
            try {
              if (record.call instanceof Error) throw record.call;
              await run(record.call, context);
            } catch (error) {
              const typed = asToolError(error);
              if (record.call instanceof Error) {
                // Unparseable messages never reach the per-call log line; record them here.
                log("warn", "sqs record rejected", {
                  messageId: record.messageId,
                  outcome: typed.type,
                  errorMessage: typed.message,
                });
              }
              batchItemFailures.push({ itemIdentifier: record.messageId });
            }
          }
          return { batchItemFailures };
        }
      }
    });
}
