// The call's row and its parameters: a tool this function does not serve is an unknown tool; bad
// parameters are one ValidationError naming each and what is allowed (the row's pattern hints
// included); a valid call gets its row on the context for the token and the executor.
import type { Request } from "@middy/core";
import { describe, expect, it } from "vitest";
import { findTool } from "../../lib/catalog/index";
import { tasksTools } from "../../lib/catalog/tasks";
import type { ToolRow } from "../../lib/catalog/types";
import type { CallContext, ToolCall, ToolCallResult } from "../../lib/middleware/types";
import { unknownCatalogTool, validateInput } from "../../lib/middleware/validate-input";
import { ToolError } from "../../lib/runtime/errors";
import { lambdaContext } from "../../local/lambda-context";

const TASK_ID = "5eed00000000000000000b07";

function run(
  tool: string,
  input: Record<string, unknown>,
  tools: readonly ToolRow[] = tasksTools,
  scopes?: string[],
) {
  const request: Request<ToolCall, ToolCallResult, Error, CallContext> = {
    event: { tool, input, source: "http", ...(scopes ? { scopes } : {}) },
    context: lambdaContext("validate-test") as CallContext,
    response: null,
    error: null,
    internal: {},
  };
  try {
    validateInput({ tools }).before?.(request);
    return { row: request.context.toolRow };
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return { error, row: request.context.toolRow };
  }
}

describe("validateInput", () => {
  it("needs at least one tool", () => {
    expect(() => validateInput({ tools: [] })).toThrow("a family handler needs at least one tool");
  });

  it("a valid call gets its row on the context", () => {
    const { row, error } = run("TasksApi.RetrieveTaskDetails", {
      project_identifier: "inbox",
      task_identifier: TASK_ID,
    });
    expect(error).toBeUndefined();
    expect(row).toBe(findTool("TasksApi.RetrieveTaskDetails"));
  });

  it("an unknown tool, or another function's tool, is refused naming the tool parameter", () => {
    for (const tool of ["TasksApi.Nope", "LedgerApi.RetrieveInvoices", "TasksApi_GetUserProjects"]) {
      const { error, row } = run(tool, {});
      expect(error?.toJSON(), tool).toEqual({
        type: "ValidationError",
        message: `Unknown tool "${tool}". Tool names look like TasksApi.GetUserProjects; GET /tools lists them.`,
        retryable: false,
        details: { problems: [{ parameter: "tool", message: "no tool of that name" }] },
      });
      expect(row).toBeUndefined();
    }
    expect(unknownCatalogTool("X").message).toBe(
      'Unknown tool "X". Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
    );
  });

  it("bad parameters are one ValidationError naming each, with the row's hint for a pattern", () => {
    const { error, row } = run("TasksApi.RetrieveTaskDetails", {
      project_identifier: "../inbox",
      taskId: TASK_ID,
    });
    expect(row).toBeUndefined();
    expect(error?.type).toBe("ValidationError");
    expect(error?.details).toEqual({
      problems: [
        {
          parameter: "task_identifier",
          message: expect.stringMatching(/^is required \(Id of the task/),
        },
        {
          parameter: "taskId",
          message: "is not a known parameter; allowed: project_identifier, task_identifier",
        },
        {
          parameter: "project_identifier",
          message: "must be a TickTick id: 1-64 letters, digits, '_' or '-' (no '/', '?', '#', '%' or '.')",
        },
      ],
    });
    expect(error?.message).toMatch(
      /^Invalid parameters for TasksApi\.RetrieveTaskDetails: task_identifier: /,
    );
  });

  it("what execute mode also requires is enforced, and said as such", () => {
    const { error } = run("TasksApi.UpdateTaskProperties", { mode: "execute" });
    expect(error?.details).toEqual({
      problems: [
        { parameter: "task_identifier", message: expect.stringMatching(/^is required when mode is execute/) },
        { parameter: "request_body", message: expect.stringMatching(/^is required when mode is execute/) },
      ],
    });
    expect(run("TasksApi.UpdateTaskProperties", { mode: "get_request_schema" }).error).toBeUndefined();
  });

  describe("an OAuth caller's scopes", () => {
    const read = ["TasksApi.GetTasksProjectById", { project_id: "p1" }] as const;
    const write = ["TasksApi.CreateProjectInTasks", { project_name: "New" }] as const;

    it("tools:read covers read-only tools only; tools:write covers every tool", () => {
      expect(run(...read, tasksTools, ["tools:read"]).error).toBeUndefined();
      expect(run(...read, tasksTools, ["tools:write"]).error).toBeUndefined();
      expect(run(...write, tasksTools, ["openid", "tools:write"]).error).toBeUndefined();
      // No scopes at all (IAM, direct invokes): not limited.
      expect(run(...write, tasksTools).error).toBeUndefined();
    });

    it("a tool the grant does not cover is Forbidden, naming the scope it needs, before validation", () => {
      const { error, row } = run(write[0], { project_name: 7 }, tasksTools, ["tools:read"]);
      expect(row).toBeUndefined();
      expect(error?.toJSON()).toEqual({
        type: "Forbidden",
        message:
          "TasksApi.CreateProjectInTasks needs the tools:write scope, which this access token was not granted.",
        retryable: false,
        details: { tool: "TasksApi.CreateProjectInTasks", scope: "tools:write" },
      });
      expect(run(...read, tasksTools, []).error).toMatchObject({
        type: "Forbidden",
        details: { tool: "TasksApi.GetTasksProjectById", scope: "tools:read" },
      });
    });
  });
});
