// Finds the call's catalog row and validates its parameters against the row's JSON Schema:
// unknown tools and unknown parameters are refused, every problem named with what is allowed.
// A tool may be named in either form (lib/catalog/names.ts): `LedgerApi_RetrieveInvoices` is taken
// for `LedgerApi.RetrieveInvoices`, and the call carries the canonical name from here on (logs,
// idempotency, the answer's `tool`). An unknown name is answered with the nearest real names
// (unknown-tool.ts, imported only then: the family's start loads no catalog).
// A parameter given under another of its names (lib/catalog/parameter-aliases.ts) is renamed to the
// row's own name here, before validation, and the call carries the renamed input from here on: every
// surface passes this step, and every layer after it reads one name per parameter (own-names.ts).
// Row and validator come from ServedTools: in a deployed function, the tool's generated module,
// loaded on its first call (so `before` waits only then); answered at once after that.
import type { MiddlewareObj } from "@middy/core";
import type { ToolCall, ToolCallResult } from "../call/types";
import { unknownCatalogTool } from "../call/unknown-tool";
import { bindingsOf } from "../catalog/bindings";
import { validationSchema } from "../catalog/json-schema";
import { canonicalNameOf } from "../catalog/name-forms";
import { aliasesOf } from "../catalog/parameter-aliases";
import type { ToolError } from "../runtime/errors";
import { withOwnNames } from "../runtime/own-names";
import { assertValidWith } from "../runtime/problems";
import type { ServedTools, ToolModule } from "../runtime/tool-modules/served-tools";
import type { CallContext } from "./types";

/** The refusal of a name this function does not serve, with suggestions once they are loaded. */
async function refuseUnknown(name: string, serves: (name: string) => boolean): Promise<never> {
  let error: ToolError;
  try {
    error = (await import("../call/unknown-tool-near")).unknownToolHere(name, serves);
  } catch {
    error = unknownCatalogTool(name); // the suggestions failed to load: the plain refusal
  }
  throw error;
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
      const call = request.event;
      if (!tools.serves(call.tool)) {
        const canonical = canonicalNameOf(call.tool);
        if (canonical === call.tool || !tools.serves(canonical))
          return refuseUnknown(call.tool, tools.serves);
        call.tool = canonical;
      }
      const { tool } = call;
      const check = ({ row, validate }: ToolModule): void | Promise<void> => {
        // Before the checks: a refused call's audit record names its tool's family and operation.
        request.context.calledRow = row;
        const own = withOwnNames(row, call.input);
        // Two values for one parameter: the call stays as sent (its audit record shows both).
        if (own.conflicts.length === 0) call.input = own.input;
        const tenant = bindingsOf(row).tenant;
        if (tenant && own.input[tenant.name] === undefined && own.conflicts.length === 0) {
          // No tenant: a Custom Connection's one organisation is it (loaded only for such a call).
          return import("../upstream-tokens/connection-tenant")
            .then((module) => module.connectionTenant(row, call))
            .then((found) => {
              if (found) own.input[tenant.name] = found;
              checkWith(row, validate, own);
            });
        }
        checkWith(row, validate, own);
      };
      const checkWith = (
        row: ToolModule["row"],
        validate: ToolModule["validate"],
        own: ReturnType<typeof withOwnNames>,
      ) => {
        const paramAt = (path: string) => bindingsOf(row).byName.get(path);
        assertValidWith(validate, validationSchema(row), own.input, {
          subject: `parameters for ${tool}`,
          paramAt,
          aliases: aliasesOf(row),
          givenAs: own.givenAs,
          found: own.conflicts,
        });
        request.context.toolRow = row;
      };
      const loaded = tools.tool(tool);
      if (loaded instanceof Promise) return loaded.then(check);
      return check(loaded);
    },
  };
}
