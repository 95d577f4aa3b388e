// Wires a family's Lambda handler: an outer pipeline that normalises the caller's event, renders
// errors, keeps the answer within what Lambda can return (payload-limit.ts) and publishes the
// outcome of EventBridge calls, around an inner per-call pipeline (log -> audit -> validate ->
// authorise -> token -> confirm -> execute, a keyed write once per key: lib/idempotency) run once
// per call, and once per record of an SQS batch.
import middy from "@middy/core";
import type { Context, SQSRecord } from "aws-lambda";
import type { FamilyContext, ToolCall, ToolCallResult } from "../call/types";
import type { ToolRow } from "../catalog/types";
import { eventBridgeOutcomes } from "../events/eventbridge-outcomes";
import type { idempotentWrites } from "../idempotency/index";
import { annotateCall } from "../runtime/call-log";
import { executeTool } from "../runtime/execute";
import {
  compiledOnDemand,
  generatedTools,
  type ServedTools,
  type ToolModuleTable,
} from "../runtime/tool-modules/served-tools";
import { auditCall } from "./audit-call";
import { authorize } from "./authorize";
import { confirmDestruction } from "./confirm-destruction";
import { logCall } from "./log-call";
import { normalizeEvent } from "./normalize-event";
import { payloadLimit } from "./payload-limit";
import { renderErrors } from "./render-errors";
import { resolveToken } from "./resolve-token";
import type { CallContext } from "./types";
import { requireTools, validateCall } from "./validate-call";

export interface FamilyHandlerOptions {
  /**
   * What this function serves: the generated table of its tools' modules
   * (generated/tool-modules/<family>.generated.ts, built by `npm run generate`; each tool's row and
   * validator loaded on its first call: the entry files), or the rows themselves (validators
   * compiled by ajv on first use).
   */
  tools: ToolModuleTable | readonly ToolRow[];
  /**
   * `idempotentWrites` from lib/idempotency, required when any row writes. Passed in by the family's
   * entry file rather than imported here, so read-only families do not bundle the keyed-write code.
   */
  idempotency?: typeof idempotentWrites;
}

function servedTools(tools: FamilyHandlerOptions["tools"]): ServedTools {
  return Array.isArray(tools)
    ? compiledOnDemand(requireTools(tools as readonly ToolRow[]))
    : generatedTools(tools as ToolModuleTable);
}

export function createCallPipeline(options: FamilyHandlerOptions) {
  const tools = servedTools(options.tools);
  const idempotency = options.idempotency;
  // Checked once, at cold start.
  if (tools.writer && !idempotency) {
    throw new Error(`${tools.writer} writes: its family handler needs the idempotency option`);
  }
  return middy<ToolCall, ToolCallResult, Error, CallContext>({ timeoutEarlyInMillis: 0 })
    .use(logCall())
    .use(auditCall()) // inside logCall: it reads the call's record before the log line closes it
    .use(validateCall({ tools }))
    .use(authorize()) // scopes, read-only, served tools and the operator's policy (lib/call/authorize.ts)
    .use(resolveToken())
    .use(confirmDestruction()) // before the upstream and the idempotency record (lib/confirmation)
    .handler(async (call, context) => {
      // An unconfirmed destructive call: answered without running (lib/confirmation).
      if (context.confirmationAnswer) return context.confirmationAnswer;
      const row = context.toolRow;
      const token = context.token;
      if (!row || !token) throw new Error("validateCall and resolveToken must run first");
      const remainingMs = () => context.getRemainingTimeInMillis();
      if (!idempotency) {
        const result = await executeTool(row, call.input, token, {
          remainingMs,
          callLog: context.callLog,
          bodies: tools,
        });
        return { tool: row.name, result };
      }
      const input = idempotency.withUpstreamKey(row, call);
      const execute = () =>
        executeTool(row, input, token, { remainingMs, callLog: context.callLog, bodies: tools });
      // Settling an earlier attempt of unknown outcome: a read tool of this function, same token.
      const read = async (name: string, readInput: Record<string, unknown>) => {
        const { row: readRow } = await tools.tool(name);
        return executeTool(readRow, readInput, token, { remainingMs, bodies: tools });
      };
      // A keyed write runs once per key; a replay never reads the token or calls the upstream.
      const { result, outcome, recorded } = await idempotency.runIdempotent(row, call, execute, {
        remainingMs,
        read,
      });
      if (outcome !== "none") {
        annotateCall(context.callLog, { idempotency: outcome, ...(recorded === false ? { recorded } : {}) });
      }
      return { tool: row.name, result };
    });
}

export function createFamilyHandler(options: FamilyHandlerOptions) {
  const callTool = createCallPipeline(options);
  // Each call gets its own context object: per-call state must not leak between SQS records.
  const run = (call: ToolCall, context: Context) => callTool(call, { ...context } as CallContext);

  return (
    middy<unknown, unknown, Error, FamilyContext>()
      .use(eventBridgeOutcomes()) // first, so it sees the error as renderErrors typed it
      // Before normalizeEvent, so its `after` runs later and sees the final API Gateway answer.
      .use(payloadLimit())
      .use(normalizeEvent())
      .use(renderErrors())
      .handler(async (event, context) => {
        const invocation = context.invocation;
        if (!invocation) throw new Error("normalizeEvent must run first");
        switch (invocation.kind) {
          case "call": {
            // The row and the answer go to the payload limit, which may have to store or explain it.
            const callContext = { ...context } as CallContext;
            const answer = await callTool(invocation.call, callContext);
            context.toolRow = callContext.toolRow;
            context.answer = answer;
            return answer;
          }
          case "batch": {
            // SQS: Powertools batch reports failed records instead of throwing, so the rest of the
            // batch is not redelivered. Loaded on the first batch: HTTP and direct callers never pay for it.
            const { processSqsBatch } = await import("../events/sqs-batch");
            return processSqsBatch(
              event as { Records: SQSRecord[] },
              invocation.records,
              (call) => run(call, context),
              context,
            );
          }
        }
      })
  );
}
