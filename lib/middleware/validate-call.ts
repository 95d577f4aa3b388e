// Finds the call's catalog row and validates its parameters against the row's JSON Schema:
// unknown tools and unknown parameters are refused, every problem named with what is allowed.
// The validator comes from a ValidatorSource: generated ahead of time and loaded on the tool's first
// call in the family functions, so `before` waits only then; answered at once once it is loaded.
import type { MiddlewareObj } from "@middy/core";
import type { ValidateFunction } from "ajv";
import { bindingsOf } from "../catalog/bindings";
import { validationSchema } from "../catalog/json-schema";
import type { ToolRow } from "../catalog/types";
import { scopeRefusal, scopesAllow } from "../oauth/scopes";
import { type ToolError, unknownToolError } from "../runtime/errors";
import { assertValidWith } from "../runtime/problems";
import type { ValidatorSource } from "../runtime/validators/source";
import type { CallContext, ToolCall, ToolCallResult } from "./types";

export interface ValidateCallOptions {
  /** The rows this function serves; any other tool name is refused. */
  tools: readonly ToolRow[];
  validators: ValidatorSource;
}

/** The unknown-tool error of the HTTP routes and direct invokes, which take catalog names. */
export function unknownCatalogTool(name: string): ToolError {
  return unknownToolError(name, {
    parameter: "tool",
    example: "TasksApi.GetUserProjects",
    listedBy: "GET /tools lists them",
  });
}

export function validateCall(
  options: ValidateCallOptions,
): MiddlewareObj<ToolCall, ToolCallResult, Error, CallContext> {
  if (options.tools.length === 0) throw new Error("validateInput: at least one tool is required");
  const byName = new Map(options.tools.map((row) => [row.name, row]));
  return {
    before: (request) => {
      const { tool, input } = request.event;
      const row = byName.get(tool);
      if (!row) throw unknownCatalogTool(tool);
      if (!scopesAllow(request.event.scopes, row.flags.readOnly))
        throw scopeRefusal(tool, row.flags.readOnly);
      const schema = validationSchema(row);
      const hints = (path: string) => bindingsOf(row).byName.get(path)?.pattern?.hint;
      const check = (validate: ValidateFunction) => {
        assertValidWith(validate, schema, input, { subject: `parameters for ${tool}`, hints });
        request.context.toolRow = row;
      };
      const validator = options.validators.parameters(row, schema);
      if (validator instanceof Promise) return validator.then(check);
      check(validator);
    },
  };
}
