// The three TasksApi operations beyond the seed's eleven, on the wire (docs/tasks.md): each request's
// method, path and body exactly as TickTick documents them (the move's body a top-level JSON array),
// the value sets and date shapes refused before anything is sent, the flags and retry rule of the
// keyed move, and the narrowing parameters a cut answer names.
import { describe, expect, it } from "vitest";
import { bindingsOf } from "../../lib/catalog/bindings";
import { findTool } from "../../lib/catalog/index";
import { validationSchema } from "../../lib/catalog/json-schema";
import { pagingOf } from "../../lib/catalog/paging";
import { tasksTools } from "../../lib/catalog/tasks";
import { tasksFilterAndMoveTools } from "../../lib/catalog/tasks-filters-and-moves";
import type { ToolRow } from "../../lib/catalog/types";
import { settlementOf } from "../../lib/idempotency/reconcile";
import { idempotencyScope } from "../../lib/idempotency/scope";
import { fitResult } from "../../lib/results/fit";
import { ToolError } from "../../lib/runtime/errors";
import { buildRequest } from "../../lib/runtime/request";
import { assertValid } from "../../lib/runtime/validate";

const BASE = "https://api.example.test/open/v1";
const P = "6226ff9877acee87727f6bca";
const Q = "6226ff9877acee87727f6bcb";
const T = "6247ee29630c800f064fd145";
const U = "6247ee29630c800f064fd146";

function row(name: string): ToolRow {
  const found = findTool(name);
  if (!found) throw new Error(`${name} is not in the catalog`);
  return found;
}

/** The problems validation reports, as the functions validate (with each parameter's pattern hint). */
function problems(name: string, input: Record<string, unknown>): { parameter: string; message: string }[] {
  const tool = row(name);
  try {
    const paramAt = (path: string) => bindingsOf(tool).byName.get(path);
    assertValid(validationSchema(tool), input, { subject: name, paramAt });
    return [];
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return (error.details as { problems: { parameter: string; message: string }[] }).problems;
  }
}

describe("the three rows", () => {
  it("are in the tasks family, with names clear of the seed's", () => {
    const names = tasksFilterAndMoveTools.map((tool) => tool.name);
    expect(names).toEqual([
      "TasksApi.MoveTasksBetweenProjects",
      "TasksApi.ListCompletedTasks",
      "TasksApi.FilterTasks",
    ]);
    for (const name of names) {
      expect(tasksTools.map((tool) => tool.name)).not.toContain(name);
      expect(row(name)).toMatchObject({ toolkit: "TasksApi", family: "tasks" });
    }
    expect(tasksTools).toHaveLength(11);
  });

  it("map to TickTick's operations: POST /task/move, /task/completed, /task/filter", () => {
    expect(tasksFilterAndMoveTools.map((tool) => [tool.operationId, tool.method, tool.path])).toEqual([
      ["moveTask", "POST", "/task/move"],
      ["listCompletedTasks", "POST", "/task/completed"],
      ["filterTasks", "POST", "/task/filter"],
    ]);
  });

  it("flag the two queries read-only and the move an idempotent, non-destructive write", () => {
    expect(row("TasksApi.ListCompletedTasks").flags).toEqual({
      readOnly: true,
      destructive: false,
      idempotent: true,
    });
    expect(row("TasksApi.FilterTasks").flags).toEqual({
      readOnly: true,
      destructive: false,
      idempotent: true,
    });
    expect(row("TasksApi.MoveTasksBetweenProjects").flags).toEqual({
      readOnly: false,
      destructive: false,
      idempotent: true,
    });
  });
});

describe("on the wire", () => {
  it("the move sends a top-level JSON array of {taskId, fromProjectId, toProjectId}, and no key", () => {
    const request = buildRequest(
      row("TasksApi.MoveTasksBetweenProjects"),
      {
        moves: [
          { task_id: T, from_project_id: "inbox", to_project_id: P },
          { task_id: U, from_project_id: P, to_project_id: Q },
        ],
        idempotency_key: "move-1",
      },
      BASE,
    );
    expect(request.method).toBe("POST");
    expect(request.url).toBe(`${BASE}/task/move`);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body).toBe(
      JSON.stringify([
        { taskId: T, fromProjectId: "inbox", toProjectId: P },
        { taskId: U, fromProjectId: P, toProjectId: Q },
      ]),
    );
    expect(Object.keys(request.headers).sort()).toEqual(["accept", "content-type"]);
  });

  it("completed tasks send {projectIds, startDate, endDate} as given, and {} with none", () => {
    const tool = row("TasksApi.ListCompletedTasks");
    const full = buildRequest(
      tool,
      {
        project_ids: [P, "inbox"],
        start_date: "2026-03-01T00:00:00.000+0000",
        end_date: "2026-03-07T23:59:59.000+0000",
      },
      BASE,
    );
    expect([full.method, full.url]).toEqual(["POST", `${BASE}/task/completed`]);
    expect(JSON.parse(full.body ?? "")).toEqual({
      projectIds: [P, "inbox"],
      startDate: "2026-03-01T00:00:00.000+0000",
      endDate: "2026-03-07T23:59:59.000+0000",
    });
    expect(buildRequest(tool, {}, BASE).body).toBe("{}");
  });

  it("the filter sends projectIds, startDate, endDate, priority, tag and status under TickTick's names", () => {
    const request = buildRequest(
      row("TasksApi.FilterTasks"),
      {
        project_ids: [P],
        start_date: "2026-03-01T00:58:20.000+0000",
        end_date: "2026-03-31T00:00:00Z",
        priorities: [5, 3],
        tags: ["urgent", "work"],
        statuses: [0],
      },
      BASE,
    );
    expect([request.method, request.url]).toEqual(["POST", `${BASE}/task/filter`]);
    expect(JSON.parse(request.body ?? "")).toEqual({
      projectIds: [P],
      startDate: "2026-03-01T00:58:20.000+0000",
      endDate: "2026-03-31T00:00:00Z",
      priority: [5, 3],
      tag: ["urgent", "work"],
      status: [0],
    });
  });

  it("the seed's rows still build their bodies as objects", () => {
    const request = buildRequest(row("TasksApi.CreateProjectInTasks"), { project_name: "Trip" }, BASE);
    expect(request.body).toBe('{"name":"Trip"}');
  });
});

describe("refused before sending", () => {
  it("a date without a time or without a zone, naming the field and TickTick's format", () => {
    for (const value of ["2026-03-01", "2026-03-01T09:00:00", "2026-03-01 09:00:00+0000"]) {
      const found = problems("TasksApi.ListCompletedTasks", { start_date: value });
      expect(found[0]?.parameter, value).toBe("start_date");
      expect(found[0]?.message).toContain("2026-03-01T00:58:20.000+0000");
    }
    expect(problems("TasksApi.FilterTasks", { end_date: "2026-02-30T10:00:00+0000" })[0]?.parameter).toBe(
      "end_date",
    );
    for (const value of ["2026-03-01T00:58:20.000+0000", "2026-03-01T00:58:20Z", "2026-03-01T00:58:20+08:00"])
      expect(problems("TasksApi.FilterTasks", { start_date: value }), value).toEqual([]);
  });

  it("priorities outside 0/1/3/5 and statuses outside 0/2", () => {
    expect(problems("TasksApi.FilterTasks", { priorities: [2] })[0]).toMatchObject({
      parameter: "priorities.0",
      message: "must be one of 0, 1, 3, 5",
    });
    expect(problems("TasksApi.FilterTasks", { statuses: [1] })[0]).toMatchObject({
      parameter: "statuses.0",
      message: "must be one of 0, 2",
    });
    expect(problems("TasksApi.FilterTasks", { priorities: [0, 1, 3, 5], statuses: [0, 2] })).toEqual([]);
  });

  it("ids that are no TickTick ids, in the move's records and the project lists", () => {
    const move = (to: string) => ({ moves: [{ task_id: T, from_project_id: P, to_project_id: to }] });
    for (const bad of ["../x", "a/b", "x?y", "", "a%2Fb"]) {
      const found = problems("TasksApi.MoveTasksBetweenProjects", move(bad));
      expect(
        found.map((problem) => problem.parameter),
        bad,
      ).toContain("moves.0.to_project_id");
    }
    expect(problems("TasksApi.MoveTasksBetweenProjects", move("inbox"))).toEqual([]);
    expect(problems("TasksApi.FilterTasks", { project_ids: ["a/b"] })[0]?.parameter).toBe("project_ids.0");
    expect(
      problems("TasksApi.MoveTasksBetweenProjects", { moves: [{ task_id: T, to_project_id: P }] })[0],
    ).toMatchObject({
      parameter: "moves.0.from_project_id",
      message: expect.stringContaining("is required"),
    });
    expect(problems("TasksApi.MoveTasksBetweenProjects", { moves: [] })[0]?.parameter).toBe("moves");
  });
});

describe("the keyed move", () => {
  const move = row("TasksApi.MoveTasksBetweenProjects");

  it("takes idempotency_key as its own key, kept here and never sent", () => {
    expect(bindingsOf(move).idempotencyKey?.name).toBe("idempotency_key");
    expect(bindingsOf(move).idempotencyKey?.in).toBe("none");
    const input = { moves: [{ task_id: T, from_project_id: P, to_project_id: Q }], idempotency_key: "k-1" };
    const scope = idempotencyScope(move, { tool: move.name, input, source: "direct" });
    expect(scope?.payload).toEqual({ moves: input.moves });
    expect(problems(move.name, { ...input, idempotency_key: "bad\nkey" })[0]?.parameter).toBe(
      "idempotency_key",
    );
  });

  it("settles a lost answer by sending it again: a move applied twice leaves the same state", () => {
    expect(settlementOf(move)).toEqual({ kind: "resend" });
  });

  it("of the seed rows, only the two creates gained a key parameter, kept here and never sent", () => {
    const keyed = tasksTools.filter((tool) => bindingsOf(tool).idempotencyKey);
    expect(keyed.map((tool) => tool.name)).toEqual([
      "TasksApi.CreateProjectInTasks",
      "TasksApi.CreateTaskTasks",
    ]);
    for (const tool of keyed) expect(bindingsOf(tool).idempotencyKey).toMatchObject({ in: "none" });
  });
});

describe("an answer over the result budget", () => {
  const tasks = Array.from({ length: 300 }, (_, n) => ({
    id: `t${n}`,
    title: `Task ${n}`,
    content: "x".repeat(80),
  }));

  it.each([
    ["TasksApi.FilterTasks", ["project_ids", "start_date", "end_date", "priorities", "tags", "statuses"]],
    ["TasksApi.ListCompletedTasks", ["project_ids", "start_date", "end_date"]],
  ])("%s is cut to whole tasks, and says how to narrow it", (name, narrowing) => {
    const tool = row(name);
    expect(pagingOf(tool).filters.map((param) => param.name)).toEqual(narrowing);
    const fitted = fitResult(tasks, { row: tool, calledAs: name, input: {}, budgetChars: 8000 });
    const shown = fitted.structured.result as unknown[];
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(300);
    expect(shown).toEqual(tasks.slice(0, shown.length));
    expect(fitted.partial).toMatchObject({ shown: shown.length, of: 300, narrowWith: narrowing });
    expect(fitted.partial?.note).toContain(`narrow it with ${narrowing.join(", ")}`);
  });
});
