// The call of a direct invoke, an SQS body or an EventBridge detail: `{tool, input, ...}` as the
// event carries it, checked member by member. These callers hold IAM permission to invoke the
// function (or to feed its queue or bus), so they are trusted to name the connection they act for.
import { IDEMPOTENCY_KEY_PATTERN, isValidIdempotencyKey } from "../catalog/idempotency-key";
import { MAX_ANSWER_BYTES, MIN_RESULT_BYTES } from "../results/limits";
import { ToolError } from "../runtime/errors";
import type { CallSource, ToolCall } from "./types";

type AnyEvent = Record<string, unknown>;

/** A code-mode run's id, as the mcp function makes it (a UUID). */
const CODE_RUN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A caller's event or request that is not a call: the ValidationError saying what to send. */
export function invalid(message: string): ToolError {
  return new ToolError("ValidationError", message);
}

/** `text` parsed as JSON, or a ValidationError saying which text it was. */
export function parsedJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalid(`${what} is not valid JSON: ${(error as Error).message}.`);
  }
}

/** `{tool, input, idempotencyKey?, connection?, ...}` as a direct invoke, an SQS body or an EventBridge detail sends it. */
export function eventCallOf(value: unknown, source: CallSource, eventId?: string): ToolCall {
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw invalid('The event must be a JSON object {"tool": "<name>", "input": {...}}.');
  }
  const {
    tool,
    input = {},
    idempotencyKey,
    connection,
    maxResultBytes,
    via,
    clientId,
    codeRun,
  } = value as AnyEvent;
  if (typeof tool !== "string" || tool === "")
    throw invalid('The event needs "tool": the tool name as a string.');
  if (!input || typeof input !== "object" || Array.isArray(input)) {
    throw invalid('"input" must be a JSON object of the tool\'s parameters.');
  }
  if (
    idempotencyKey !== undefined &&
    (typeof idempotencyKey !== "string" || !isValidIdempotencyKey(idempotencyKey))
  ) {
    throw invalid(`"idempotencyKey" must be a string of ${IDEMPOTENCY_KEY_PATTERN.hint}.`);
  }
  if (connection !== undefined && typeof connection !== "string") {
    throw invalid('"connection" must be a string naming the stored connection.');
  }
  const call: ToolCall = { tool, input: input as Record<string, unknown>, source, eventId, idempotencyKey };
  if (connection !== undefined) call.connection = connection;
  if (maxResultBytes !== undefined) call.maxResultBytes = checkedMaxResultBytes(maxResultBytes);
  confirmationOf(value as AnyEvent, call);
  // Labels for the audit record only (lib/audit): they grant nothing.
  if (via === "mcp" || via === "discovery" || via === "code" || via === "stepfunctions") call.via = via;
  if (typeof codeRun === "string" && CODE_RUN.test(codeRun)) call.codeRun = codeRun;
  if (typeof clientId === "string" && clientId.length <= 256) call.clientId = clientId;
  return call;
}

/**
 * A direct caller that can confirm destructive calls sends `"confirmable": true` (the mcp function
 * does), and the repeat `"confirmationToken"` (lib/confirmation). Neither grants anything: an
 * unconfirmable caller follows the deployment's unattended setting, a token is checked.
 */
function confirmationOf(event: AnyEvent, call: ToolCall): void {
  const { confirmable, confirmationToken } = event;
  if (confirmable !== undefined && typeof confirmable !== "boolean")
    throw invalid('"confirmable" must be true or false.');
  if (confirmable) call.confirmable = true;
  if (confirmationToken !== undefined && typeof confirmationToken !== "string") {
    throw invalid('"confirmationToken" must be the string a destructive call answered.');
  }
  if (confirmationToken !== undefined) call.confirmationToken = confirmationToken;
  const { offeredTools } = event;
  if (offeredTools !== undefined) {
    const names = Array.isArray(offeredTools) ? (offeredTools as unknown[]) : [0];
    if (names.length > MAX_OFFERED_TOOLS || names.some((name) => typeof name !== "string"))
      throw invalid(`"offeredTools" must be a list of at most ${MAX_OFFERED_TOOLS} tool names.`);
    call.offeredTools = names as string[];
  }
}

/** Far above the catalog's tools: a longer list is no list of them. */
const MAX_OFFERED_TOOLS = 1000;

/** `maxResultBytes`: a whole number of bytes a `{tool, resultLocation}` answer fits in, up to Lambda's limit. */
function checkedMaxResultBytes(value: unknown): number {
  if (
    Number.isInteger(value) &&
    (value as number) >= MIN_RESULT_BYTES &&
    (value as number) <= MAX_ANSWER_BYTES
  ) {
    return value as number;
  }
  const allowed = `an integer from ${MIN_RESULT_BYTES} to ${MAX_ANSWER_BYTES}`;
  throw new ToolError(
    "ValidationError",
    `"maxResultBytes" must be ${allowed}: the most the answer may weigh in bytes (got ${JSON.stringify(value)}).`,
    { details: { problems: [{ parameter: "maxResultBytes", message: `must be ${allowed}` }] } },
  );
}
