// Finds the call's catalog row and validates its parameters against the row's JSON Schema:
// unknown tools and unknown parameters are refused, every problem named with what is allowed.
import type { MiddlewareObj } from "@middy/core";
import { validationSchema } from "../catalog/json-schema";
import type { ToolRow } from "../catalog/types";
import { ToolError } from "../runtime/errors";
import { assertValid } from "../runtime/validate";
import type { CallContext, ToolCall, ToolCallResult } from "./types";

export interface ValidateInputOptions {
  /** The rows this function serves; any other tool name is refused. */
  tools: readonly ToolRow[];
}

export function unknownToolError(name: string): ToolError {
  return new ToolError(
    "ValidationError",
    `Unknown tool "${name}". Tool names look like TasksApi.GetUserProjects; GET /tools lists them.`,
    { details: { problems: [{ parameter: "tool", message: "no tool of that name" }] } },
  );
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
      if (!row) throw unknownToolError(tool);
      const hints = (path: string) => row.params.find((param) => param.name === path)?.pattern?.hint;
      assertValid(validationSchema(row), input, { subject: `parameters for ${tool}`, hints });
      request.context.toolRow = row;
    },
  };
}
