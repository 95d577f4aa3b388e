// The decision for one call of a tool that can lose something (lib/middleware/confirm-destruction.ts
// calls it): run it, answer with a confirmation to ask for, or refuse. Whether it asks is decided
// per call from its arguments and the row's rule (asks.ts): a delete always asks, an update only
// when it would void, delete or overwrite; approving, submitting and creating run at once. Loaded
// on the first such call, so no family's cold start carries the signer.
//
// Protocol 2025-11-25 has no way to ask mid-call without a session, so the first call answers and
// the repeat carries the token. Protocol 2026-07-28's input-required results plug in at
// `askFor` below: a caller that speaks it is asked there instead, and confirms in the same call.

import type { ToolCall, ToolCallResult } from "../call/types";
import { clientNameOf } from "../catalog/name-forms";
import type { ToolRow } from "../catalog/types";
import { idempotencyKeyOf } from "../idempotency/scope";
import { annotateCall, type CallLog } from "../runtime/call-log";
import { ToolError } from "../runtime/errors";
import type { ExecuteOptions } from "../runtime/execute";
import { buildRequest } from "../runtime/request";
import { comparableInput } from "../runtime/request-body";
import type { TokenSource } from "../upstream-tokens/index";
import { changesOfRecords, fileChange, setupChanges, type TargetChange } from "./asks";
import { asRecordRead, recordReader, summaryOf, targetsOf } from "./current-record";
import { signingKeys } from "./keys";
import { CONFIRMATION_HEADER, MCP_CONFIRMATION_ARGUMENT, MCP_CONFIRMATION_META } from "./names";
import { confirmationSettings } from "./settings";
import { type ConfirmedCall, checkToken, confirmationClock, issueToken, refusal } from "./token";

export { confirmationClock } from "./token";

/** What the call would do, as the answer shows it. */
export interface WouldDo {
  tool: string;
  /** The ids and the tenant the call names. */
  targets: Record<string, unknown>;
  /** The read that showed the records as they are now, in the caller's form of its name. */
  readWith?: string;
  /** A removal: the record as it is now. */
  current?: Record<string, unknown>;
  /** A change: per record, its identity and each field the call sets, now and after. */
  records?: TargetChange[];
  currentUnavailable?: string;
}

/** The answer to an unconfirmed call that would lose something: nothing ran. */
export interface ConfirmationAnswer {
  confirmationRequired: true;
  tool: string;
  wouldRemove?: WouldDo;
  wouldChange?: WouldDo;
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

/** A tool's name as this caller calls tools: MCP's client form, or the catalog's. */
function nameFor(call: ToolCall, row: Pick<ToolRow, "name" | "toolkit">): string {
  return call.via === "mcp" || call.via === "discovery" ? clientNameOf(row) : row.name;
}

function howToConfirm(call: ToolCall, name: string): string {
  const same = "with exactly the same arguments (and the same idempotency key, if any) within 5 minutes";
  return call.source === "http"
    ? `Show the person what would change. Once they agree, send the same request again ${same}, with the header ${CONFIRMATION_HEADER}: <confirmationToken>.`
    : `Show the person what would change. Once they agree, call ${name} again ${same} plus "${MCP_CONFIRMATION_ARGUMENT}": "<confirmationToken>" among them (or the token in _meta "${MCP_CONFIRMATION_META}").`;
}

/** The call's upstream body, as the executor would send it (schema mode: the request_body it holds). */
function bodyOf(row: ToolRow, input: Record<string, unknown>): Record<string, unknown> | undefined {
  const text = row.schemaMode
    ? input.request_body
    : buildRequest(row, input, "http://confirmation.invalid").body;
  if (typeof text !== "string") return undefined;
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The file name and size of an upload's call. */
function uploadOf(row: ToolRow, input: Record<string, unknown>) {
  const name = row.params.find((param) => param.in === "path" && param.as === "FileName")?.name;
  const content = row.params.find((param) => param.in === "file")?.name;
  const mime = row.params.find((param) => param.in === "header" && param.as === "Content-Type")?.name;
  const base64 = typeof input[content ?? ""] === "string" ? (input[content ?? ""] as string) : "";
  return {
    fileName: String(input[name ?? ""] ?? ""),
    newFile: { MimeType: input[mime ?? ""], ContentLength: Buffer.byteLength(base64, "base64") },
  };
}

/**
 * Undefined: nothing would be lost, the call runs. Otherwise what it would do, for the answer.
 * Throws the refusal of a move the upstream refuses (asks.ts), before any token.
 */
async function wouldDo(
  row: ToolRow,
  call: ToolCall,
  token: TokenSource,
  options: ExecuteOptions,
): Promise<{ removes: boolean; what: WouldDo } | undefined> {
  const rule = row.confirm;
  if (!rule) return undefined;
  const what: WouldDo = { tool: nameFor(call, row), targets: targetsOf(row, call.input) };
  const reader = rule.setup ? undefined : await recordReader(row, call, token, options);
  if (reader) what.readWith = nameFor(call, reader.readRow);
  if (rule.always) {
    const found = reader ? await reader.read() : undefined;
    const current = found?.result !== undefined ? summaryOf(found.result) : undefined;
    if (current) what.current = current;
    if (found?.unavailable) what.currentUnavailable = found.unavailable;
    return { removes: true, what };
  }
  if (rule.existingFile) {
    const { fileName, newFile } = uploadOf(row, call.input);
    const found = reader ? await reader.read() : { unavailable: "no read of the record's files" };
    if (found.unavailable) {
      // Whether a file of the name is there is unknown: asked, as if it were.
      what.currentUnavailable = found.unavailable;
      what.records = [{ record: { FileName: fileName }, changes: [{ field: "bytes", new: newFile }] }];
      return { removes: false, what };
    }
    const change = fileChange(found.result, fileName, newFile);
    if (!change) return undefined;
    what.records = [change];
    return { removes: false, what };
  }
  if (rule.setup) {
    if (call.input.mode !== "execute") return undefined;
    const records = setupChanges(bodyOf(row, call.input));
    if (!records) return undefined;
    what.records = records;
    return { removes: false, what };
  }
  if (!rule.records) return undefined;
  const read = reader ? asRecordRead(reader.read) : async () => ({ unavailable: "no read by id" });
  const records = await changesOfRecords(rule, bodyOf(row, call.input), read, row.path.includes("{"));
  if (!records) return undefined;
  what.records = records;
  return { removes: false, what };
}

/** The signing keys, or why they could not be read: asked for while the record is read. */
type PendingKeys = Promise<{ list: Buffer[] } | { error: unknown }>;

async function askFor(
  row: ToolRow,
  call: ToolCall,
  what: { removes: boolean; what: WouldDo },
  keys: PendingKeys,
): Promise<ToolCallResult> {
  // A key that cannot be read fails the call after the record's read, as when they were made in turn.
  const signing = await keys;
  if ("error" in signing) throw signing.error;
  const { token: confirmationToken, expiresAt } = issueToken(
    confirmedCallOf(row, call),
    signing.list,
    confirmationClock.now(),
  );
  const answer: ConfirmationAnswer = {
    confirmationRequired: true,
    tool: nameFor(call, row),
    ...(what.removes ? { wouldRemove: what.what } : { wouldChange: what.what }),
    confirmationToken,
    expiresAt,
    howToConfirm: howToConfirm(call, nameFor(call, row)),
  };
  return { tool: row.name, result: answer };
}

/**
 * A confirmed write the upstream would apply again if repeated, sent without a key: keyed by the
 * token, so every repeat of the one token replays the first answer (lib/idempotency), and one
 * person's yes makes one write however often the token is sent.
 */
function keyedByToken(row: ToolRow, call: ToolCall, confirmationToken: string): void {
  if (row.flags.idempotent || idempotencyKeyOf(row, call) !== undefined) return;
  call.idempotencyKey = `confirmed-${confirmationToken.slice(-43)}`;
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
    if (reason) throw refusal(reason, nameFor(call, row));
    keyedByToken(row, call, call.confirmationToken);
    return undefined;
  }
  // Where deployed the key is a secret read, one more round trip (cached per container): made while
  // the record is read, for a caller that can be asked.
  const keys: PendingKeys | undefined = canConfirm(call)
    ? signingKeys().then(
        (list) => ({ list }),
        (error: unknown) => ({ error }),
      )
    : undefined;
  const what = await wouldDo(row, call, token, options);
  if (!what) {
    decided("not-needed");
    return undefined;
  }
  if (keys) {
    decided("asked");
    return askFor(row, call, what, keys);
  }
  decided(`unattended-${settings.unattended}`);
  if (settings.unattended === "allow") return undefined;
  throw new ToolError(
    "Forbidden",
    `${nameFor(call, row)} would lose data (${what.removes ? "it removes a record" : "it voids, deletes or overwrites"}) and this ${call.source} caller cannot confirm it: nothing was changed. ` +
      "An operator allows unattended destructive calls with the CDK context unattendedDestructive=allow " +
      "(the functions' UNATTENDED_DESTRUCTIVE=allow), or the caller confirms: a direct invoke sends " +
      '"confirmable": true, and repeats the call with the "confirmationToken" the answer holds.',
    { details: { confirmation: "unattended" } },
  );
}
