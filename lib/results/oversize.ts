// What an answer too large to return becomes (loaded by lib/middleware/payload-limit.ts only then):
// with a results bucket, the stored answer's location (HTTP: 303 See Other to the presigned URL,
// with `{tool, resultLocation}` for clients that do not follow it; direct: `{tool, resultLocation}`);
// without one, ResultTooLarge, whose message names the tool's own parameters to ask for less with.

import { pagingOf } from "../catalog/paging";
import type { ToolRow } from "../catalog/types";
import { ToolError } from "../runtime/errors";
import { log } from "../runtime/log";
import { grouped } from "./grouped";
import type { ResultLocation } from "./location";
import { resultsBucketOf, type StoredAnswer, storeResult } from "./store";

export interface OversizeAnswer {
  source: "http" | "direct";
  answer: StoredAnswer;
  /** The HTTP body: the answer already serialized. */
  document?: string;
  bytes: number;
  limit: number;
  /** The limit is the caller's `maxResultBytes`, not Lambda's. */
  askedByCaller: boolean;
  row?: ToolRow;
  env?: NodeJS.ProcessEnv;
}

/** `a`, `a and b`, `a, b and c`. */
function list(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** How to ask this tool for less, by its own parameter names. */
function askForLess(row: ToolRow | undefined) {
  const paging = row ? pagingOf(row) : { filters: [] };
  const page = paging.page?.name;
  const pageSize = paging.pageSize?.name;
  const filters = paging.filters.map((param) => param.name);
  const ways: string[] = [];
  if (pageSize)
    ways.push(`fewer records per page with ${pageSize}${page ? ` (then ${page} for the next pages)` : ""}`);
  else if (page) ways.push(`one page at a time with ${page}`);
  if (filters.length > 0) ways.push(`a narrower request with ${list(filters)}`);
  const advice =
    ways.length > 0 ? `Ask for less: ${ways.join(", or ")}.` : "Ask for less: a narrower request.";
  return {
    advice,
    details: {
      ...(page ? { page } : {}),
      ...(pageSize ? { pageSize } : {}),
      ...(filters.length > 0 ? { filters } : {}),
    },
  };
}

export function resultTooLarge({ answer, bytes, limit, askedByCaller, row }: OversizeAnswer): ToolError {
  const { advice, details } = askForLess(row);
  const bound = askedByCaller
    ? `the ${grouped(limit)} bytes asked for with maxResultBytes`
    : `the ${grouped(limit)} bytes a Lambda answer can carry`;
  return new ToolError(
    "ResultTooLarge",
    `The answer of ${answer.tool} is ${grouped(bytes)} bytes, more than ${bound}, and no results bucket ` +
      `(RESULTS_BUCKET) is configured to hand it over. ${advice}`,
    { details: { bytes, limit, ...details } },
  );
}

/** The 303 of an HTTP answer: fetch and curl -L follow it (with GET) to the stored `{tool, result}`. */
function seeOther(tool: string, location: ResultLocation) {
  return {
    statusCode: 303,
    headers: { "content-type": "application/json", location: location.url },
    body: JSON.stringify({ tool, resultLocation: location }),
  };
}

export async function oversizeAnswer(oversize: OversizeAnswer) {
  const { answer, source, row } = oversize;
  if (!resultsBucketOf(oversize.env)) throw resultTooLarge(oversize);
  let location: ResultLocation;
  try {
    location = await storeResult(answer, { env: oversize.env, document: oversize.document });
  } catch (error) {
    log("error", "answer not stored", {
      tool: answer.tool,
      bytes: oversize.bytes,
      errorName: (error as Error | undefined)?.name,
      errorMessage: (error as Error | undefined)?.message,
    });
    // The tool ran; only a read may safely be called again for its answer.
    throw new ToolError(
      "InternalError",
      `The answer (${grouped(oversize.bytes)} bytes) was too large to return and could not be stored; the error was logged.`,
      { retryable: row?.flags.readOnly === true, cause: error },
    );
  }
  return source === "http"
    ? seeOther(answer.tool, location)
    : { tool: answer.tool, resultLocation: location };
}
