// The decision for one destructive call (lib/middleware/confirm-destruction.ts calls it): run it,
// answer with a confirmation to ask for, or refuse. Loaded on the first destructive call, so no
// family's cold start carries the signer. The record's read (current-record.ts, a small table)
// comes in the same chunk: a module fewer for a first destructive call, which asks; the read's row
// loads apart.
//
// Protocol 2025-11-25 has no way to ask mid-call without a session, so the first call answers and
// the repeat carries the token. Protocol 2026-07-28's input-required results plug in at
// `askFor` below: a caller that speaks it is asked there instead, and confirms in the same call.
import type { TokenSource } from "../auth/index";
import { clientNameOf } from "../catalog/name-forms";
import type { ToolRow } from "../catalog/types";
import type { ToolCall, ToolCallResult } from "../middleware/types";
import { annotateCall, type CallLog } from "../runtime/call-log";
import { ToolError } from "../runtime/errors";
import type { ExecuteOptions } from "../runtime/execute";
import { comparableInput } from "../runtime/request-body";
import { currentRecord, targetsOf } from "./current-record";
import { signingKeys } from "./keys";
import { CONFIRMATION_HEADER, MCP_CONFIRMATION_ARGUMENT, MCP_CONFIRMATION_META } from "./names";
import { confirmationSettings } from "./settings";
import { type ConfirmedCall, checkToken, issueToken, refusal } from "./token";

/** The clock tokens are issued and checked by; tests move it to expire a token. */
export const confirmationClock = { now: () => Date.now() };

/** The answer to an unconfirmed destructive call: nothing ran. */
export interface ConfirmationAnswer {
  confirmationRequired: true;
  tool: string;
  wouldRemove?: Record<string, unknown>;
  wouldChange?: Record<string, unknown>;
  confirmationToken: string;
  expiresAt: string;
  howToConfirm: string;
}

/** What the token is signed over; a request_body as the JSON it holds, as idempotency compares it. */
function confirmedCallOf(row: ToolRow, call: ToolCall): ConfirmedCall {
  return {
    tool: call.tool,
    principal: call.connection ?? "",
    input: comparableInput(row, call.input),
    ...(call.idempotencyKey !== undefined ? { idempotencyKey: call.idempotencyKey } : {}),
  };
}

/** A caller that can show the answer to a person and repeat the call: HTTP, and MCP (its marker). */
function canConfirm(call: ToolCall): boolean {
  return call.source === "http" || call.confirmable === true;
}

function removes(row: ToolRow): boolean {
  return row.method === "DELETE" || /^(Delete|Remove)/.test(row.name.split(".").pop() ?? "");
}

function howToConfirm(call: ToolCall, name: string): string {
  const same = "with exactly the same arguments (and the same idempotency key, if any) within 5 minutes";
  return call.source === "http"
    ? `Show the person what would change. Once they agree, send the same request again ${same}, with the header ${CONFIRMATION_HEADER}: <confirmationToken>.`
    : `Show the person what would change. Once they agree, call ${name} again ${same} plus "${MCP_CONFIRMATION_ARGUMENT}": "<confirmationToken>" among them (or the token in _meta "${MCP_CONFIRMATION_META}").`;
}

async function askFor(
  row: ToolRow,
  call: ToolCall,
  token: TokenSource,
  options: ExecuteOptions,
): Promise<ToolCallResult> {
  // Where deployed the key is a secret read, one more round trip: made while the record is read. A
  // key that cannot be read fails the call after the read, as when they were made in turn.
  const keys = signingKeys().then(
    (list) => ({ list }),
    (error: unknown) => ({ error }),
  );
  const target = {
    tool: clientNameOf(row),
    targets: targetsOf(row, call.input),
    ...(await currentRecord(row, call.input, token, options)),
  };
  const signing = await keys;
  if ("error" in signing) throw signing.error;
  const { token: confirmationToken, expiresAt } = issueToken(
    confirmedCallOf(row, call),
    signing.list,
    confirmationClock.now(),
  );
  const answer: ConfirmationAnswer = {
    confirmationRequired: true,
    tool: clientNameOf(row),
    ...(removes(row) ? { wouldRemove: target } : { wouldChange: target }),
    confirmationToken,
    expiresAt,
    howToConfirm: howToConfirm(call, clientNameOf(row)),
  };
  return { tool: row.name, result: answer };
}

/**
 * Undefined: the call may run (confirmed, or allowed by the deployment's settings). Otherwise the
 * answer asking for confirmation; a refusal is thrown, typed.
 */
export async function confirmDestructiveCall(
  row: ToolRow,
  call: ToolCall,
  token: TokenSource,
  options: ExecuteOptions = {},
  /** The call's log line (and audit record) learn what was decided; the record's read stays out of it. */
  callLog?: CallLog,
): Promise<ToolCallResult | undefined> {
  const settings = confirmationSettings();
  const decided = (confirmation: string) => annotateCall(callLog, { confirmation });
  if (!settings.confirm) {
    decided("off");
    return undefined;
  }
  if (call.confirmationToken !== undefined) {
    const reason = checkToken(
      call.confirmationToken,
      confirmedCallOf(row, call),
      await signingKeys(),
      confirmationClock.now(),
    );
    decided(reason ? `refused-${reason}` : "confirmed");
    if (reason) throw refusal(reason, clientNameOf(row));
    return undefined;
  }
  if (canConfirm(call)) {
    decided("asked");
    return askFor(row, call, token, options);
  }
  decided(`unattended-${settings.unattended}`);
  if (settings.unattended === "allow") return undefined;
  throw new ToolError(
    "Forbidden",
    `${clientNameOf(row)} is destructive and this ${call.source} caller cannot confirm it: nothing was changed. ` +
      "An operator allows unattended destructive calls with the CDK context unattendedDestructive=allow " +
      "(the functions' UNATTENDED_DESTRUCTIVE=allow), or the caller confirms: a direct invoke sends " +
      '"confirmable": true, and repeats the call with the "confirmationToken" the answer holds.',
    { details: { confirmation: "unattended" } },
  );
}
