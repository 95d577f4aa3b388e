// The record read a confirmation makes, as a call like any other: the caller's scopes, the tools the
// caller's surface offers (an MCP subset), the read's family being deployed and the operator's
// policy are checked first, and a read that any of them refuses is not made (the answer says
// `currentUnavailable: "Forbidden"`); the read is by id only, never a whole collection, and is
// audited as any read is (AUDIT_READS). What it finds never leaves this module unchecked: a
// denied caller learns nothing of the record.

import { authorizeCall } from "../call/authorize";
import type { ToolCall } from "../call/types";
import type { ToolRow } from "../catalog/types";
import { asToolError, type ToolError } from "../runtime/errors";
import type { ExecuteOptions } from "../runtime/execute";
import { executeTool } from "../runtime/execute";
import type { TokenSource } from "../upstream-tokens/index";

/** The read's answer, or the error type it was refused or failed with (never an upstream message). */
export type ReadOutcome = { result: unknown } | { unavailable: string };

/** Why the caller may not make the read (lib/call/authorize.ts, as for any call of it); undefined: it may. */
function refusal(readRow: ToolRow, readCall: ToolCall): Promise<ToolError | undefined> {
  return authorizeCall(readCall, readRow, { policy: true }).then(
    () => undefined,
    (error: unknown) => asToolError(error),
  );
}

async function audited(readCall: ToolCall, readRow: ToolRow, outcome: { result?: unknown; error?: unknown }) {
  const { AUDIT_TABLE_ENV, auditsReads } = await import("../audit/schema");
  if (!process.env[AUDIT_TABLE_ENV] || !auditsReads()) return;
  try {
    const [{ auditRecordOf }, { writeAuditRecord }] = await Promise.all([
      import("../audit/record"),
      import("../audit/writer"),
    ]);
    const error = outcome.error === undefined ? undefined : asToolError(outcome.error);
    await writeAuditRecord(
      auditRecordOf({
        call: readCall,
        row: readRow,
        fields: {},
        ...(error ? { error } : { result: outcome.result }),
      }),
    );
  } catch {
    // As the pipeline's audit step: a record that cannot be built leaves the read's outcome as it is.
  }
}

/** Reads one record for the confirmation of `call`, as `call`'s caller. */
export async function readForConfirmation(
  call: ToolCall,
  readRow: ToolRow,
  input: Record<string, unknown>,
  token: TokenSource,
  options: ExecuteOptions,
): Promise<ReadOutcome> {
  const readCall: ToolCall = { ...call, tool: readRow.name, input };
  delete readCall.confirmationToken;
  const refused = await refusal(readRow, readCall);
  if (refused) return { unavailable: refused.type };
  try {
    const result = await executeTool(readRow, input, token, options);
    await audited(readCall, readRow, { result });
    return { result };
  } catch (error) {
    await audited(readCall, readRow, { error });
    return { unavailable: asToolError(error).type };
  }
}
