// An unknown tool name is refused even when its suggestions cannot be loaded (the chunk of
// unknown-tool.ts failing, as a broken deployment's would): the plain refusal, naming the tool and
// where the tools are listed, never the loader's error.
import type { Request } from "@middy/core";
import { expect, it, vi } from "vitest";
import type { ToolCall, ToolCallResult } from "../../lib/call/types";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import type { CallContext } from "../../lib/middleware/types";
import { validateCall } from "../../lib/middleware/validate-call";
import { ToolError } from "../../lib/runtime/errors";
import { compiledOnDemand } from "../../lib/runtime/tool-modules/served-tools";

vi.mock("../../lib/call/unknown-tool-near", () => {
  throw new Error("the suggestions' chunk failed to load");
});

it("answers the plain unknown-tool refusal when the suggestions fail to load", async () => {
  const row = findTool("TasksApi.GetUserProjects") as ToolRow;
  const request = {
    event: { tool: "TasksApi.NoSuchTool", input: {}, source: "direct" } as ToolCall,
    context: {} as CallContext,
    response: null,
    error: null,
    internal: {},
  } as Request<ToolCall, ToolCallResult, Error, CallContext>;
  const refused = await Promise.resolve()
    .then(() => validateCall({ tools: compiledOnDemand([row]) }).before?.(request))
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  expect(refused).toBeInstanceOf(ToolError);
  expect(refused).toMatchObject({ type: "ValidationError" });
  expect((refused as ToolError).message).toMatch(/TasksApi\.NoSuchTool/);
  expect((refused as ToolError).message).toMatch(/GET \/tools lists them/);
  expect((refused as ToolError).message).not.toMatch(/chunk failed/);
});
