// The one executor: a validated call of any catalog row becomes exactly one upstream request,
// and the upstream answer becomes a result or a typed error. One exception: a row that names an
// enrichment (`ToolRow.enrich`) has its answer completed by further reads (enrich.ts).
import { bindingsOf } from "../catalog/bindings";
import type { JsonSchema, ToolRow } from "../catalog/types";
import { type CallBudget, callBudget, send } from "../upstream/http";
import { profileFor } from "../upstream/index";
import type { UpstreamProfile, UpstreamResponse } from "../upstream/types";
import { annotateCall, type CallLog } from "./call-log";
import { baseUrlOf, DEADLINE_MARGIN_MS, maxInFlight, rateLimitMaxWaitMs, upstreamTimeoutMs } from "./config";
import { ToolError, type WriteOutcome } from "./errors";
import { fileResult } from "./file-result";
import { assertValidWith } from "./problems";
import { buildRequest, type ToolInput } from "./request";
import { type BodyModule, compiledOnDemand, type ServedTools } from "./tool-modules/served-tools";

/** Extra attempts after a network error, timeout or 502/503/504, for reads and key-protected writes. */
const READ_RETRIES = 2;

const utf8 = new TextDecoder();

/** Where the executor gets the connection's access token. */
export interface TokenSource {
  /** The current access token (a cached read is fine). */
  get(): Promise<string>;
  /**
   * Called at most once per call, after the upstream refused `refused` with a 401: a fresh token,
   * or undefined when the connection cannot be refreshed (TickTick, a bare token).
   */
  refresh?(refused: string): Promise<string | undefined>;
  /**
   * Called when the upstream answers 401 to the refreshed token too (or when no other token came):
   * the AuthError's message, when the source knows better than the profile (a Custom Connection).
   */
  refusedAgain?(): string | undefined;
}

/** What the executor knows of the call around it. */
export interface ExecuteOptions {
  /** The function's remaining time (Lambda's `context.getRemainingTimeInMillis`). */
  remainingMs?: () => number;
  /** The call's log record, which learns the upstream side of the call. */
  callLog?: CallLog;
  /** Where a schema-mode body's schema and validator come from (the function's served tools). */
  bodies?: Pick<ServedTools, "body">;
}

/** Without them: the catalog's body schemas, compiled by ajv, both loaded on the first schema-mode call. */
const catalogBodies = compiledOnDemand();

/**
 * The time by which every upstream attempt and wait of the call must be over: the function's
 * deadline minus a margin when known; otherwise a budget from the settings (every attempt at the
 * full timeout plus the whole rate-limit wait), so the call still ends in bounded time.
 */
function deadlineOf(options: ExecuteOptions, timeoutMs: number, maxWaitMs: number): number {
  const remaining = options.remainingMs?.();
  if (remaining !== undefined && Number.isFinite(remaining))
    return Date.now() + remaining - DEADLINE_MARGIN_MS;
  return Date.now() + timeoutMs * (READ_RETRIES + 1) + maxWaitMs;
}

export async function executeTool(
  row: ToolRow,
  input: ToolInput,
  token: TokenSource,
  call: ExecuteOptions = {},
): Promise<unknown> {
  let body: Record<string, unknown> | undefined;
  if (row.schemaMode) {
    const { schema, validate } = await (call.bodies ?? catalogBodies).body(row.schemaMode.bodySchema);
    if (input.mode === "get_request_schema") return schema;
    body = parseRequestBody(row, input, schema, validate);
  }
  const profile = profileFor(row.toolkit);
  // A file's bytes (an upload), checked and decoded by a module loaded by the first upload.
  const file = row.params.some((param) => param.in === "file")
    ? (await import("./file-body")).fileOf(row, input)
    : undefined;
  const request = buildRequest(row, input, baseUrlOf(profile), body, file);
  // Resent after a fault: reads, and keyed writes a second send cannot apply twice (the upstream
  // applies the key once, or the write is idempotent). Other writes go exactly once, a TickTick
  // create keyed by this server too; `repeatable` only says whether a lost answer is harmless.
  const { idempotencyKey: keyParam, keyedResendIsSafe } = bindingsOf(row);
  const keyed = keyParam !== undefined && input[keyParam.name] !== undefined;
  const resendable = row.flags.readOnly || (keyed && keyedResendIsSafe);
  const timeoutMs = upstreamTimeoutMs();
  const maxWaitMs = rateLimitMaxWaitMs();
  const budget = callBudget(deadlineOf(call, timeoutMs, maxWaitMs), maxWaitMs);
  const options = {
    timeoutMs,
    retries: resendable ? READ_RETRIES : 0,
    repeatable: resendable || row.flags.idempotent,
    inFlightLimit: maxInFlight(profile),
    budget,
  };
  let response: UpstreamResponse | undefined;
  let upstreamNs = 0n;
  try {
    const accessToken = await token.get().catch((error: unknown) => {
      throw withOutcome(error, "not-sent");
    });
    // A send that fails without saying what reached the upstream may have been applied.
    const sent = (bearer: string) => {
      const started = process.hrtime.bigint();
      return send(profile, request, { ...options, token: bearer })
        .catch((error: unknown) => {
          throw withOutcome(error, "unknown");
        })
        .finally(() => {
          // Time spent sending, waiting for answers and between attempts (the UpstreamLatency metric).
          upstreamNs += process.hrtime.bigint() - started;
        });
    };
    response = await sent(accessToken);
    if (response.status === 401 && token.refresh) {
      // A 401 means nothing was done, so one resend with a refreshed token is safe for any tool.
      const fresh = await token.refresh(accessToken).catch((error: unknown) => {
        throw withOutcome(error, "answered");
      });
      if (fresh && fresh !== accessToken) response = await sent(fresh);
    }
  } finally {
    annotateUpstream(call.callLog, profile, budget, response, upstreamNs);
  }
  let result: unknown;
  try {
    result = readResult(row, input, profile, response, token);
  } catch (error) {
    throw withOutcome(error, answeredOutcome(row, profile, response));
  }
  return row.enrich
    ? (await import("./enrich")).enrich(row, result, executeTool, token, budget.deadline)
    : result;
}

/** A typed error learns what the write did upstream, unless the layer that made it knew better. */
function withOutcome(error: unknown, outcome: WriteOutcome): unknown {
  if (error instanceof ToolError && error.outcome === undefined) error.outcome = outcome;
  return error;
}

/**
 * What an answer that is not a result says about the write: a refusal applied nothing; a 5xx the
 * upstream may have failed after applying it; a 2xx that cannot be read was applied (a retry must
 * settle it, not send it blindly), except TickTick's empty 200 for "no such task".
 */
function answeredOutcome(row: ToolRow, profile: UpstreamProfile, response: UpstreamResponse): WriteOutcome {
  const { status } = response;
  if (status >= 200 && status < 300)
    return row.emptyBody === "not-found" && response.body.byteLength === 0 ? "answered" : "unknown";
  if (status >= 500 && profile.isTransient(response)) return "unknown";
  return "answered";
}

/** The upstream side of the call's log line: status, resends, 429 waits, rate-limit counters. */
function annotateUpstream(
  callLog: CallLog | undefined,
  profile: UpstreamProfile,
  budget: CallBudget,
  response: UpstreamResponse | undefined,
  upstreamNs: bigint,
) {
  if (budget.attempts === 0) return;
  annotateCall(callLog, {
    ...(response ? { upstreamStatus: response.status } : {}),
    upstreamMs: Math.round(Number(upstreamNs) / 1e5) / 10,
    retries: budget.attempts - 1,
    rateLimitWaits: budget.rateLimitWaits,
    ...(budget.rateLimitWaits > 0 ? { rateLimitWaitMs: Math.round(budget.rateLimitWaitedMs) } : {}),
    ...(response && profile.rateLimitRemaining ? profile.rateLimitRemaining(response.headers) : {}),
  });
}

/** Schema mode, execute: `request_body` parsed and checked against the body schema before sending. */
function parseRequestBody(
  row: ToolRow,
  input: ToolInput,
  schema: JsonSchema,
  validate: BodyModule["validate"],
): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(String(input.request_body));
  } catch (error) {
    throw new ToolError(
      "ValidationError",
      `Invalid request_body: it must be a string holding a JSON object (${(error as Error).message}).`,
      { details: { problems: [{ parameter: "request_body", message: "is not valid JSON" }] } },
    );
  }
  assertValidWith(validate, schema, body, { subject: "request_body", prefix: "request_body" });
  const object = body as Record<string, unknown>;
  for (const param of row.params) {
    // A body field that duplicates a parameter (TickTick's task `id`) must agree with it.
    if (
      param.alsoBody &&
      object[param.alsoBody] !== undefined &&
      object[param.alsoBody] !== input[param.name]
    ) {
      const message = `must equal ${param.name} (${String(input[param.name])}) or be left out`;
      throw new ToolError(
        "ValidationError",
        `Invalid request_body: request_body.${param.alsoBody}: ${message}`,
        {
          details: { problems: [{ parameter: `request_body.${param.alsoBody}`, message }] },
        },
      );
    }
  }
  return object;
}

function readResult(
  row: ToolRow,
  input: ToolInput,
  profile: UpstreamProfile,
  response: UpstreamResponse,
  token: TokenSource,
): unknown {
  const { status, body } = response;
  if (status === 401) throw new ToolError("AuthError", token.refusedAgain?.() ?? profile.reauthorise);

  const text = body.byteLength > 0 ? utf8.decode(body) : "";
  let parsed: unknown;
  let isJson = false;
  if (text.trim() !== "") {
    try {
      parsed = JSON.parse(text);
      isJson = true;
    } catch {
      // Not JSON: decided below, by status and row.
    }
  }

  if (status < 200 || status >= 300) throw profile.toError(response, parsed, row);
  if (row.result === "file") return fileResult(row, input, response);

  if (!isJson) {
    if (row.emptyBody === "not-found") throw new ToolError("NotFound", notFoundMessage(row, input));
    if (text.trim() === "") return null;
    throw new ToolError("UpstreamError", `${profile.label} answered with a body that is not JSON.`);
  }
  return profile.toResult ? profile.toResult(parsed) : parsed;
}

function notFoundMessage(row: ToolRow, input: ToolInput): string {
  const template = row.notFoundMessage ?? "Not found.";
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(input[name] ?? ""));
}
