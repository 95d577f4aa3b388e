// How the MCP endpoint reaches a tool: an invoker sends the direct-invocation event `{tool, input}`
// to the tool's family function and returns its `result`, or throws a ToolError. In Lambda the
// invoker is a Lambda Invoke (lambda-invoker.ts); locally it is the in-process family handler.
// Either way the family's own pipeline validates, reads the token, keeps idempotency and logs.
import type { ToolRow } from "../../catalog/types";
import type { ResultLocation } from "../../results/location";
import { isErrorType, ToolError } from "../../runtime/errors";

/** The direct-invocation event of the public contract, plus who the call acts for. */
export interface DirectCall {
  tool: string;
  input: Record<string, unknown>;
  idempotencyKey?: string;
  connection?: string;
  /** MCP callers can confirm a destructive call, and the repeat carries the token (lib/confirmation). */
  confirmable?: boolean;
  confirmationToken?: string;
  /** The tools this request offers, when fewer than all: a confirmation reads its record only through one. */
  offeredTools?: string[];
  /** For the audit record (lib/audit): tools/call or discovery's call tools, and the OAuth client. */
  via?: "mcp" | "discovery" | "code";
  clientId?: string;
  /** An inner call of a code-mode script: its run's id (lib/code-mode). */
  codeRun?: string;
}

export type ToolInvoker = (row: ToolRow, call: DirectCall) => Promise<unknown>;

/**
 * A family function's failure (`{errorType, errorMessage}`, from a Lambda FunctionError or a thrown
 * error's name and message) as the typed error. Only the type and message cross the Lambda
 * boundary, so `retryable` is the type's default and `details` are lost. Anything that is not one
 * of our types (the runtime's `Sandbox.Timedout`, an import error) leaks nothing.
 */
export function toolErrorOf(errorType: unknown, errorMessage: unknown): ToolError {
  if (isErrorType(errorType)) {
    return new ToolError(errorType, typeof errorMessage === "string" ? errorMessage : errorType);
  }
  if (errorType === "Sandbox.Timedout") {
    return new ToolError("UpstreamTimeout", "The tool's function ran out of time.");
  }
  return new ToolError("InternalError", "The tool's function failed unexpectedly; the error was logged.");
}

/**
 * An answer the family function could not return inline (over Lambda's 6 MB): it stored it and
 * answered where (`{tool, resultLocation}`, docs/results.md).
 */
export class StoredResult {
  constructor(readonly location: ResultLocation) {}
}

/** The `result` of a `{tool, result}` answer, or the StoredResult of a `{tool, resultLocation}`. */
export function resultOf(answer: unknown): unknown {
  if (answer && typeof answer === "object" && "result" in answer)
    return (answer as { result: unknown }).result;
  if (answer && typeof answer === "object" && "resultLocation" in answer)
    return new StoredResult((answer as { resultLocation: ResultLocation }).resultLocation);
  throw new ToolError("InternalError", "The tool's function gave an answer without a result.");
}
