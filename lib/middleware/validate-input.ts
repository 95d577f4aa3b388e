// validateCall over rows with every validator compiled by ajv at run time, synchronously: for rows
// handed over as rows (tests, ad hoc rows). The family functions serve their generated tool modules
// instead (family-handler.ts), which keeps the catalog and ajv out of their cold start.
import type { MiddlewareObj } from "@middy/core";
import type { ToolCall, ToolCallResult } from "../call/types";
import type { ToolRow } from "../catalog/types";
import { compiledTools } from "../runtime/validate";
import type { CallContext } from "./types";
import { requireTools, validateCall } from "./validate-call";

export interface ValidateInputOptions {
  /** The rows this function serves; any other tool name is refused. */
  tools: readonly ToolRow[];
}

export function validateInput(
  options: ValidateInputOptions,
): MiddlewareObj<ToolCall, ToolCallResult, Error, CallContext> {
  return validateCall({ tools: compiledTools(requireTools(options.tools)) });
}
