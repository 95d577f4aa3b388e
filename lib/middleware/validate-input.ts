// validateCall over rows with every validator compiled by ajv at run time, synchronously: for rows
// handed over as rows (tests, ad hoc rows). The family functions serve their generated tool modules
// instead (family-handler.ts), which keeps the catalog and ajv out of their cold start.
import type { MiddlewareObj } from "@middy/core";
import type { ToolRow } from "../catalog/types";
import { compiledTools } from "../runtime/validate";
import type { CallContext, ToolCall, ToolCallResult } from "./types";
import { unknownToolHere } from "./unknown-tool";
import { requireTools, validateCall } from "./validate-call";

/**
 * The unknown-tool error of a route that takes canonical names, with the nearest real names (this
 * module is off the family functions' start, so it may load the catalog for them).
 */
export function unknownCatalogTool(name: string) {
  return unknownToolHere(name);
}

export interface ValidateInputOptions {
  /** The rows this function serves; any other tool name is refused. */
  tools: readonly ToolRow[];
}

export function validateInput(
  options: ValidateInputOptions,
): MiddlewareObj<ToolCall, ToolCallResult, Error, CallContext> {
  return validateCall({ tools: compiledTools(requireTools(options.tools)) });
}
