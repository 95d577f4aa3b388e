// Finds the call's catalog row and validates its parameters against the row's JSON Schema:
// unknown tools and unknown parameters are refused, every problem named with what is allowed.
import type { MiddlewareObj } from "@middy/core";
import { findTool } from "../catalog/index";
import { parametersSchema } from "../catalog/json-schema";
import type { Family, ToolRow } from "../catalog/types";
import { ToolError } from "../runtime/errors";
import { assertValid } from "../runtime/validate";
import type { CallContext, ToolCall, ToolCallResult } from "./types";

export interface ValidateInputOptions {
  /** The families this function serves; a tool of another family is refused. */
  families: readonly Family[];
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
  const families = new Set(options.families);
  if (families.size === 0) throw new Error("validateInput: at least one family is required");
  return {
    before: (request) => {
      const { tool, input } = request.event;
      const row: ToolRow | undefined = findTool(tool);
      if (!row) throw unknownToolError(tool);
      if (!families.has(row.family)) {
        throw new ToolError(
          "ValidationError",
          `${tool} belongs to the ${row.family} family, which this function does not serve.`,
        );
      }
      const hints = (path: string) => row.params.find((param) => param.name === path)?.pattern?.hint;
      assertValid(parametersSchema(row), input, { subject: `parameters for ${tool}`, hints });
      request.context.toolRow = row;
    },
  };
}
