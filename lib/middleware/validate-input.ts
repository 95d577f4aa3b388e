// validateCall with every validator compiled by ajv at run time, synchronously: for rows without a
// generated validator table (tests, ad hoc rows). The family functions use validateCall with their
// generated table instead (family-handler.ts), which keeps ajv out of their cold start.
import type { MiddlewareObj } from "@middy/core";
import type { ToolRow } from "../catalog/types";
import { runTimeValidators } from "../runtime/validate";
import type { CallContext, ToolCall, ToolCallResult } from "./types";
import { validateCall } from "./validate-call";

export { unknownCatalogTool } from "./validate-call";

export interface ValidateInputOptions {
  /** The rows this function serves; any other tool name is refused. */
  tools: readonly ToolRow[];
}

export function validateInput(
  options: ValidateInputOptions,
): MiddlewareObj<ToolCall, ToolCallResult, Error, CallContext> {
  return validateCall({ tools: options.tools, validators: runTimeValidators });
}
