// The move, completed and filter tools end to end (docs/tasks.md): over HTTP through the local
// gateway, over MCP with the official client, and by a direct invoke of the tasks family handler,
// each answered by the sandbox; a keyed move retried reaches TickTick once; and in the large
// organisation, a filter or completed-tasks answer over an MCP client's budget is cut to whole tasks
// with a `_partial` note that says how to narrow it.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler } from "../../functions/tasks";
import { lambdaContext } from "../../local/lambda-context";
import { LARGE_PROJECT_ID, STARTING_DATA } from "../../local/sandbox/tasks/index";
import { useMcpStack } from "../support/mcp-clients";
import { type Call, directTransport, gatewayTransport } from "../support/transports";

type Task = { id: string; projectId: string; status: number; completedTime?: string; tags: string[] };

const mcp = useMcpStack("tasks-new-tools");
const { personal, work } = STARTING_DATA.projects;
const moveRequests = () =>
  (mcp.stack().tasksSandbox?.requests ?? []).filter((request) => request.path === "/open/v1/task/move");

describe.each([
  ["local gateway over HTTP", () => gatewayTransport(mcp.stack().url)],
  ["direct invoke of the tasks handler", () => directTransport(handler)],
] as [string, () => Call][])("%s", (_name, transport) => {
  let call: Call;
  beforeAll(() => {
    mcp.stack().tasksSandbox?.reset();
    call = transport();
  });
  const ok = async (tool: string, input: Record<string, unknown>) => {
    const reply = await call(tool, input);
    expect(reply.body.error, JSON.stringify(reply.body.error)).toBeUndefined();
    expect(reply.status).toBe(200);
    return reply.body.result;
  };

  it("lists completed tasks by completion time", async () => {
    const tasks = (await ok("TasksApi.ListCompletedTasks", {
      start_date: "2026-01-01T00:00:00.000+0000",
      end_date: "2026-01-07T23:59:59.000+0000",
    })) as Task[];
    expect(tasks.map((task) => task.id)).toContain(STARTING_DATA.tasks.weeklyReport);
    for (const task of tasks) expect(task).toMatchObject({ status: 2, completedTime: expect.any(String) });
  });

  it("filters by tag and status", async () => {
    const tasks = (await ok("TasksApi.FilterTasks", { tags: ["admin"], statuses: [0] })) as Task[];
    expect(tasks.map((task) => task.id)).toEqual([STARTING_DATA.tasks.dueHighPriority]);
  });

  it("moves a task: the new etag, and the source project no longer lists it", async () => {
    const moved = (await ok("TasksApi.MoveTasksBetweenProjects", {
      moves: [{ task_id: STARTING_DATA.tasks.workDoing, from_project_id: work, to_project_id: personal }],
    })) as { id: string; etag: string }[];
    expect(moved).toEqual([
      { id: STARTING_DATA.tasks.workDoing, etag: expect.stringMatching(/^[a-z0-9]{8}$/) },
    ]);
    const data = (await ok("TasksApi.RetrieveProjectWithTasks", { project_id: work })) as { tasks: Task[] };
    expect(data.tasks.map((task) => task.id)).not.toContain(STARTING_DATA.tasks.workDoing);
  });

  it("refuses a date without a zone before anything is sent, naming the field", async () => {
    const reply = await call("TasksApi.FilterTasks", { start_date: "2026-03-01T09:00:00" });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({
      type: "ValidationError",
      message: expect.stringContaining("start_date"),
    });
  });
});

describe("a keyed move", () => {
  it("retried with the same key over HTTP moves once, and answers the first result", async () => {
    mcp.stack().tasksSandbox?.reset();
    const input = {
      moves: [
        { task_id: STARTING_DATA.tasks.inboxCallDentist, from_project_id: "inbox", to_project_id: work },
      ],
      idempotency_key: "move-dentist-once",
    };
    const first = await mcp.postTool("TasksApi.MoveTasksBetweenProjects", input);
    const again = await mcp.postTool("TasksApi.MoveTasksBetweenProjects", input);
    expect(again).toEqual(first);
    expect(moveRequests()).toHaveLength(1);
  });

  it("retried by a direct invoke with the same idempotencyKey moves once", async () => {
    mcp.stack().tasksSandbox?.reset();
    const event = {
      tool: "TasksApi.MoveTasksBetweenProjects",
      input: {
        moves: [
          { task_id: STARTING_DATA.tasks.inboxReadArticle, from_project_id: "inbox", to_project_id: work },
        ],
      },
      idempotencyKey: "move-article-once",
    };
    const first = await handler(event, lambdaContext("tasks-new-tools"));
    const again = await handler(event, lambdaContext("tasks-new-tools"));
    expect(again).toEqual(first);
    expect(moveRequests()).toHaveLength(1);
  });
});

describe("over MCP", () => {
  it("lists the three tools with their flags and calls them", async () => {
    const client = await mcp.connect("?families=tasks");
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect(byName.get("TasksApi_MoveTasksBetweenProjects")?.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
    });
    expect(byName.get("TasksApi_FilterTasks")?.annotations).toMatchObject({ readOnlyHint: true });
    expect(byName.get("TasksApi_ListCompletedTasks")?.annotations).toMatchObject({ readOnlyHint: true });
    const result = (await client.callTool({
      name: "TasksApi_ListCompletedTasks",
      arguments: { project_ids: [work] },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const tasks = (result.structuredContent as { result: Task[] }).result;
    expect(tasks.map((task) => task.id).sort()).toEqual(
      [STARTING_DATA.tasks.expenses, STARTING_DATA.tasks.weeklyReport].sort(),
    );
  });
});

describe("the large organisation, over an MCP client's budget", () => {
  const saved = { ...process.env };
  const large = useMcpStackLarge();

  it.each([
    ["TasksApi_FilterTasks", ["project_ids", "start_date", "end_date", "priorities", "tags", "statuses"]],
    ["TasksApi_ListCompletedTasks", ["project_ids", "start_date", "end_date"]],
  ])("%s is cut to whole tasks and says how to narrow", async (name, narrowing) => {
    const client = await large.connect("?budget=4000");
    const result = (await client.callTool({
      name,
      arguments: { project_ids: [LARGE_PROJECT_ID] },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as {
      result: Task[];
      _partial: { note: string; shown: number; of: number; narrowWith: string[] };
    };
    expect(structured.result.length).toBe(structured._partial.shown);
    expect(structured._partial.of).toBeGreaterThan(structured._partial.shown);
    expect(structured._partial.narrowWith).toEqual(narrowing);
    expect(structured._partial.note).toContain(`narrow it with ${narrowing.join(", ")}`);
    for (const task of structured.result) expect(task.projectId).toBe(LARGE_PROJECT_ID);
  });

  afterAll(() => {
    process.env.SANDBOX_SCALE = saved.SANDBOX_SCALE;
    if (saved.SANDBOX_SCALE === undefined) delete process.env.SANDBOX_SCALE;
  });
});

/** A second local stack on the large organisation (SANDBOX_SCALE=large), for the budget checks. */
function useMcpStackLarge() {
  beforeAll(() => {
    process.env.SANDBOX_SCALE = "large";
    // Unset, so this stack starts a sandbox of its own rather than taking the first stack's.
    delete process.env.TASKS_API_BASE_URL;
    delete process.env.TASKS_API_ACCESS_TOKEN;
  });
  return useMcpStack("tasks-new-tools-large");
}
