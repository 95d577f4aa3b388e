// The audit step of the per-call pipeline: after a call that writes or deletes (or any call, with
// AUDIT_READS=1), one record in the audit table (lib/audit, docs/operations.md "Audit trail").
// It runs inside logCall, so it sees the fields deeper code added to the call's record (upstream
// status, idempotency outcome) before the log line closes it. The writer loads on the first audited
// call; a record that cannot be built is logged and written minimal (who, when, which tool, how it
// ended), one that cannot be written is logged and counted, and the call's answer or error stands.
import type { MiddlewareObj } from "@middy/core";
import { AUDIT_TABLE_ENV, auditsReads } from "../audit/schema";
import type { ToolCall, ToolCallResult } from "../call/types";
import type { CallContext } from "./types";

type Failure = Error & { type?: string; status?: number; outcome?: string };

async function audit(call: ToolCall, context: CallContext, result?: unknown, error?: Failure): Promise<void> {
  if (!process.env[AUDIT_TABLE_ENV]) return;
  const row = context.toolRow ?? context.calledRow;
  // A name that is no tool of this function reached nothing: there is no write to record.
  if (!row || (row.flags.readOnly && !auditsReads())) return;
  try {
    const [{ auditRecordOrMinimal }, { writeAuditRecord }] = await Promise.all([
      import("../audit/record"),
      import("../audit/writer"),
    ]);
    const record = await auditRecordOrMinimal({
      call,
      row,
      fields: context.callLog?.fields ?? {},
      ...(error ? { error } : { result }),
    });
    await writeAuditRecord(record);
  } catch (failure) {
    // writeAuditRecord counts its own failures; this is the audit code failing to load or run.
    const { log } = await import("../runtime/log");
    log("error", "audit record not built", { tool: call.tool, errorName: (failure as Error)?.name });
  }
}

export function auditCall(): MiddlewareObj<ToolCall, ToolCallResult, Error, CallContext> {
  return {
    after: (request) => audit(request.event, request.context, request.response?.result),
    // Returns nothing: the call's error goes on as it was.
    onError: (request) => audit(request.event, request.context, undefined, request.error as Failure),
  };
}
