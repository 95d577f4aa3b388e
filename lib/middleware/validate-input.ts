// Finds the call's catalog row and validates its parameters against the row's JSON Schema:
// unknown tools and unknown parameters are refused, every problem named with what is allowed.
import type { MiddlewareObj } from "@middy/core";
import { bindingsOf } from "../catalog/bindings";
import { validationSchema } from "../catalog/json-schema";
import type { ToolRow } from "../catalog/types";
import { scopeRefusal, scopesAllow } from "../oauth/scopes";
import { type ToolError, unknownToolError } from "../runtime/errors";
import { assertValid } from "../runtime/validate";
import type { CallContext, ToolCall, ToolCallResult } from "./types";

export interface ValidateInputOptions {
  /** The rows this function serves; any other tool name is refused. */
  tools: readonly ToolRow[];
}

/** The unknown-tool error of the HTTP routes and direct invokes, which take catalog names. */
export function unknownCatalogTool(name: string): ToolError {
  return unknownToolError(name, {
    parameter: "tool",
    example: "TasksApi.GetUserProjects",
    listedBy: "GET /tools lists them",
  });
}

export function validateInput(
  options: ValidateInputOptions,
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
      const hints = (path: string) => bindingsOf(row).byName.get(path)?.pattern?.hint;
      assertValid(validationSchema(row), input, { subject: `parameters for ${tool}`, hints });
      request.context.toolRow = row;
    },
  };
}
