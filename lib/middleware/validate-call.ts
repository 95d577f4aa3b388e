// Finds the call's catalog row and validates its parameters against the row's JSON Schema:
// unknown tools and unknown parameters are refused, every problem named with what is allowed.
// Row and validator come from ServedTools: in a deployed function, the tool's generated module,
// loaded on its first call (so `before` waits only then); answered at once after that.
import type { MiddlewareObj } from "@middy/core";
import { bindingsOf } from "../catalog/bindings";
import { validationSchema } from "../catalog/json-schema";
import { scopeRefusal, scopesAllow } from "../oauth/scopes";
import { type ToolError, unknownToolError } from "../runtime/errors";
import { assertValidWith } from "../runtime/problems";
import type { ServedTools, ToolModule } from "../runtime/tool-modules/served-tools";
import type { CallContext, ToolCall, ToolCallResult } from "./types";

/** The unknown-tool error of the HTTP routes and direct invokes, which take catalog names. */
export function unknownCatalogTool(name: string): ToolError {
  return unknownToolError(name, {
    parameter: "tool",
    example: "TasksApi.GetUserProjects",
    listedBy: "GET /tools lists them",
  });
}

/** Refuses an empty list of rows: a function serving no tool is a wiring mistake. */
export function requireTools<T extends readonly unknown[]>(tools: T): T {
  if (tools.length === 0) throw new Error("a family handler needs at least one tool");
  return tools;
}

export function validateCall(options: {
  tools: ServedTools;
}): MiddlewareObj<ToolCall, ToolCallResult, Error, CallContext> {
  const { tools } = options;
  return {
    before: (request) => {
      const { tool, input } = request.event;
      if (!tools.serves(tool)) throw unknownCatalogTool(tool);
      const check = ({ row, validate }: ToolModule) => {
        if (!scopesAllow(request.event.scopes, row.flags.readOnly))
          throw scopeRefusal(tool, row.flags.readOnly);
        const hints = (path: string) => bindingsOf(row).byName.get(path)?.pattern?.hint;
        assertValidWith(validate, validationSchema(row), input, { subject: `parameters for ${tool}`, hints });
        request.context.toolRow = row;
      };
      const loaded = tools.tool(tool);
      if (loaded instanceof Promise) return loaded.then(check);
      check(loaded);
    },
  };
}
