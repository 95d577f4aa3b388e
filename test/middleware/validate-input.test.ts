// The call's row and its parameters: a tool this function does not serve is an unknown tool; bad
// parameters are one ValidationError naming each and what is allowed (the row's pattern hints
// included); a valid call gets its row on the context for the token and the executor.
import type { Request } from "@middy/core";
import { describe, expect, it } from "vitest";
import type { ToolCall, ToolCallResult } from "../../lib/call/types";
import { unknownToolHere } from "../../lib/call/unknown-tool-near";
import { allTools, findTool } from "../../lib/catalog/index";
import { canonicalNameOf, clientNameOf } from "../../lib/catalog/names";
import { tasksTools } from "../../lib/catalog/tasks";
import type { ToolRow } from "../../lib/catalog/types";
import type { CallContext } from "../../lib/middleware/types";
import { validateInput } from "../../lib/middleware/validate-input";
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

/** As run, awaiting `before` (an unknown name is answered once its suggestions are loaded). */
async function runAwaited(
  tool: string,
  input: Record<string, unknown>,
  tools: readonly ToolRow[] = tasksTools,
) {
  const request: Request<ToolCall, ToolCallResult, Error, CallContext> = {
    event: { tool, input, source: "http" },
    context: lambdaContext("validate-test") as CallContext,
    response: null,
    error: null,
    internal: {},
  };
  try {
    await validateInput({ tools }).before?.(request);
    return { row: request.context.toolRow, tool: request.event.tool };
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return { error, row: request.context.toolRow, tool: request.event.tool };
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

  it("an unknown tool is refused naming the tool parameter and the nearest real names", async () => {
    const cases: [string, string, string[] | undefined][] = [
      ["TasksApi.Nope", 'Unknown tool "TasksApi.Nope".', undefined],
      [
        "TasksApi.GetUserProject",
        'Unknown tool "TasksApi.GetUserProject". Did you mean TasksApi.GetUserProjects?',
        ["TasksApi.GetUserProjects"],
      ],
      // Written in the client form: suggested in it too (both forms are taken).
      [
        "TasksApi_GetUserProject",
        'Unknown tool "TasksApi_GetUserProject". Did you mean TasksApi_GetUserProjects?',
        ["TasksApi_GetUserProjects"],
      ],
      // A near name of another family is a real tool name, said to be served elsewhere.
      [
        "LedgerApi.RetrieveInvoice",
        'Unknown tool "LedgerApi.RetrieveInvoice". Did you mean LedgerApi.RetrieveInvoices? ' +
          "LedgerApi.RetrieveInvoices is served by the ledger-read function.",
        ["LedgerApi.RetrieveInvoices"],
      ],
    ];
    for (const [tool, start, suggestions] of cases) {
      const { error, row } = await runAwaited(tool, {});
      expect(error?.toJSON(), tool).toEqual({
        type: "ValidationError",
        message: `${start} Tool names look like TasksApi.GetUserProjects; GET /tools lists them.`,
        retryable: false,
        details: {
          problems: [{ parameter: "tool", message: "no tool of that name" }],
          ...(suggestions ? { suggestions } : {}),
        },
      });
      expect(row).toBeUndefined();
    }
  });

  it("another function's tool is refused saying which function serves it", async () => {
    const { error } = await runAwaited("LedgerApi.RetrieveInvoices", {});
    expect(error?.toJSON()).toEqual({
      type: "ValidationError",
      message:
        "LedgerApi.RetrieveInvoices is not served by this function: it is a ledger-read tool, served by the ledger-read function.",
      retryable: false,
      details: {
        problems: [{ parameter: "tool", message: "served by the ledger-read function" }],
        family: "ledger-read",
      },
    });
  });

  it("the client form of a served tool is taken, and the call carries the canonical name", async () => {
    const { error, row, tool } = await runAwaited("TasksApi_GetUserProjects", {});
    expect(error).toBeUndefined();
    expect(row).toBe(findTool("TasksApi.GetUserProjects"));
    expect(tool).toBe("TasksApi.GetUserProjects");
  });

  it("every tool's client name is taken for it (no tool name holds an underscore but the client form's)", async () => {
    for (const row of allTools) {
      expect(row.name.includes("_"), row.name).toBe(false);
      expect(canonicalNameOf(clientNameOf(row))).toBe(row.name);
      const { tool, error } = await runAwaited(clientNameOf(row), {}, allTools);
      expect(tool).toBe(row.name);
      expect(error?.message ?? "", row.name).not.toMatch(/^Unknown tool/);
    }
  });

  it("the sync unknownToolHere (routes taking canonical names) suggests from the whole catalog", () => {
    expect(unknownToolHere("X").message).toBe(
      'Unknown tool "X". Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
    );
    expect(unknownToolHere("LedgerApi.RetreiveInvoices").message).toBe(
      'Unknown tool "LedgerApi.RetreiveInvoices". Did you mean LedgerApi.RetrieveInvoices? Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
    );
    // A route that takes only canonical names, named in the client form: the canonical one.
    expect(unknownToolHere("LedgerApi_RetrieveInvoices").message).toBe(
      'Unknown tool "LedgerApi_RetrieveInvoices". Did you mean LedgerApi.RetrieveInvoices? Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
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
          message:
            "is not a known parameter; did you mean task_id (another name for task_identifier)? Allowed: project_identifier, task_identifier",
          suggestions: ["task_id"],
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
});
