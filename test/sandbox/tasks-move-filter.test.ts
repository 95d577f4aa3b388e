// The TickTick sandbox's move, completed and filter endpoints over HTTP (docs/tasks.md): the move's
// array body and [{id, etag}] answer, the moved task gone from its old project, a repeated move
// changing nothing, unknown ids answered as TickTick answers them; completed tasks by completion time
// with completedTime kept (also for a task completed through the API); the filter's conditions and
// its 200-task limit, in the default and the large organisation.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  LARGE_PROJECT_ID,
  STARTING_DATA,
  startTasksSandbox,
  type TasksSandbox,
} from "../../local/sandbox/tasks/index";
import { FILTER_LIMIT } from "../../local/sandbox/tasks/task-queries";

type Task = {
  id: string;
  projectId: string;
  status: number;
  priority: number;
  tags: string[];
  etag: string;
  completedTime?: string;
  startDate?: string;
  columnId?: string;
};

const API_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/;
const { personal, work, groceries } = STARTING_DATA.projects;

let sandbox: TasksSandbox;
let large: TasksSandbox;

beforeAll(async () => {
  [sandbox, large] = await Promise.all([startTasksSandbox(), startTasksSandbox({ scale: "large" })]);
});
afterAll(async () => {
  await Promise.all([sandbox.close(), large.close()]);
});
beforeEach(() => {
  sandbox.reset();
});

async function post(path: string, body: unknown, on = sandbox): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${on.url}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${on.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text === "" ? undefined : JSON.parse(text) };
}

async function get(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    headers: { authorization: `Bearer ${sandbox.token}` },
  });
  return { status: response.status, text: await response.text() };
}

const openIds = async (projectId: string) =>
  (JSON.parse((await get(`/project/${projectId}/data`)).text) as { tasks: Task[] }).tasks.map(
    (task) => task.id,
  );

const completed = async (body: unknown, on = sandbox) => {
  const reply = await post("/task/completed", body, on);
  expect(reply.status).toBe(200);
  return reply.json as Task[];
};

const filtered = async (body: unknown, on = sandbox) => {
  const reply = await post("/task/filter", body, on);
  expect(reply.status).toBe(200);
  return reply.json as Task[];
};

describe("POST /task/move", () => {
  it("moves tasks in one call and answers [{id, etag}] with each task's new etag", async () => {
    const dentist = STARTING_DATA.tasks.inboxCallDentist;
    const todo = STARTING_DATA.tasks.workTodo;
    const before = JSON.parse((await get(`/project/inbox/task/${dentist}`)).text) as Task;
    const reply = await post("/task/move", [
      { fromProjectId: "inbox", toProjectId: personal, taskId: dentist },
      { fromProjectId: work, toProjectId: groceries, taskId: todo },
    ]);
    expect(reply.status).toBe(200);
    const answer = reply.json as { id: string; etag: string }[];
    expect(answer.map((entry) => entry.id)).toEqual([dentist, todo]);
    for (const entry of answer) expect(Object.keys(entry).sort()).toEqual(["etag", "id"]);
    expect(answer[0]?.etag).not.toBe(before.etag);

    // The source projects no longer list them; the destinations do, and the task reads there.
    expect(await openIds("inbox")).not.toContain(dentist);
    expect(await openIds(personal)).toContain(dentist);
    expect(await openIds(work)).not.toContain(todo);
    expect(await openIds(groceries)).toContain(todo);
    const moved = JSON.parse((await get(`/project/${personal}/task/${dentist}`)).text) as Task;
    expect(moved).toMatchObject({ projectId: personal, etag: answer[0]?.etag });
    // The kanban column stayed with the project it left.
    const movedTodo = JSON.parse((await get(`/project/${groceries}/task/${todo}`)).text) as Task;
    expect(movedTodo.columnId).toBeUndefined();
    // Read by its old project it is "no such task": 200 with an empty body (§4).
    expect(await get(`/project/inbox/task/${dentist}`)).toEqual({ status: 200, text: "" });
  });

  it("a repeated move changes nothing and answers the task's current etag", async () => {
    const move = [
      { fromProjectId: "inbox", toProjectId: personal, taskId: STARTING_DATA.tasks.inboxReadArticle },
    ];
    const first = (await post("/task/move", move)).json as { etag: string }[];
    const again = await post("/task/move", move);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first);
    expect(await openIds(personal)).toContain(STARTING_DATA.tasks.inboxReadArticle);
  });

  it("unknown ids are TickTick's 500 envelopes, and nothing of the batch moves", async () => {
    const good = {
      fromProjectId: "inbox",
      toProjectId: personal,
      taskId: STARTING_DATA.tasks.inboxCallDentist,
    };
    const unknownTask = await post("/task/move", [good, { ...good, taskId: "5eed0000000000000000ffff" }]);
    expect(unknownTask.status).toBe(500);
    expect(unknownTask.json).toMatchObject({ errorCode: "task_not_found", data: null });
    const unknownProject = await post("/task/move", [{ ...good, toProjectId: "5eed0000000000000000aaff" }]);
    expect(unknownProject).toMatchObject({ status: 500, json: { errorCode: "project_not_found" } });
    const wrongSource = await post("/task/move", [{ ...good, fromProjectId: work }]);
    expect(wrongSource).toMatchObject({ status: 500, json: { errorCode: "task_not_found" } });
    expect(await openIds("inbox")).toContain(STARTING_DATA.tasks.inboxCallDentist);
  });

  it("a body that is not an array of complete moves is a 500 unknown_exception", async () => {
    for (const body of [
      { taskId: "x" },
      [{ taskId: STARTING_DATA.tasks.workTodo, toProjectId: personal }],
      ["x"],
    ]) {
      const reply = await post("/task/move", body);
      expect(reply, JSON.stringify(body)).toMatchObject({
        status: 500,
        json: { errorCode: "unknown_exception" },
      });
    }
  });
});

describe("POST /task/completed", () => {
  it("answers the completed tasks of the starting data, over several days, each with status 2 and completedTime", async () => {
    const tasks = await completed({});
    expect(tasks.length).toBeGreaterThanOrEqual(5);
    const days = new Set(tasks.map((task) => task.completedTime?.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(4);
    for (const task of tasks) {
      expect(task.status).toBe(2);
      expect(task.completedTime).toMatch(API_DATE);
    }
    // Newest first.
    const times = tasks.map((task) => task.completedTime ?? "");
    expect(times).toEqual([...times].sort().reverse());
  });

  it("narrows by project and by an inclusive completion-time range", async () => {
    const ofWork = await completed({ projectIds: [work] });
    expect(ofWork.map((task) => task.id).sort()).toEqual(
      [STARTING_DATA.tasks.expenses, STARTING_DATA.tasks.weeklyReport].sort(),
    );
    const inbox = await completed({ projectIds: ["inbox"] });
    expect(inbox.map((task) => task.id)).toEqual([STARTING_DATA.tasks.inboxRepliedLandlord]);
    const range = await completed({
      startDate: "2026-01-03T10:20:00.000+0000",
      endDate: "2026-01-04T16:30:00.000+0000",
    });
    expect(range.map((task) => task.id).sort()).toEqual(
      [STARTING_DATA.tasks.carService, STARTING_DATA.tasks.completed].sort(),
    );
  });

  it("keeps the completedTime a completion through the API set", async () => {
    const started = Date.now();
    const done = await post(
      `/project/${personal}/task/${STARTING_DATA.tasks.dueHighPriority}/complete`,
      undefined,
    );
    expect(done.status).toBe(200);
    const [task] = (await completed({ startDate: new Date(started - 1000).toISOString() })).filter(
      (candidate) => candidate.id === STARTING_DATA.tasks.dueHighPriority,
    );
    expect(task?.status).toBe(2);
    expect(task?.completedTime).toMatch(API_DATE);
    expect(Date.parse((task?.completedTime ?? "").replace("+0000", "Z"))).toBeGreaterThanOrEqual(
      started - 1000,
    );
  });

  it("holds the large Backlog's completed tasks, over many days", async () => {
    const tasks = await completed({ projectIds: [LARGE_PROJECT_ID] }, large);
    expect(tasks.length).toBeGreaterThan(100);
    expect(new Set(tasks.map((task) => task.completedTime?.slice(0, 10))).size).toBeGreaterThan(50);
  });

  it("refuses a date it cannot read with a 500 unknown_exception", async () => {
    const reply = await post("/task/completed", { startDate: "last week" });
    expect(reply).toMatchObject({ status: 500, json: { errorCode: "unknown_exception" } });
  });
});

describe("POST /task/filter", () => {
  it("filters by tags (all of them), priority and status", async () => {
    const admin = await filtered({ tag: ["admin"] });
    expect(admin.map((task) => task.id).sort()).toEqual(
      [
        STARTING_DATA.tasks.dueHighPriority,
        STARTING_DATA.tasks.carService,
        STARTING_DATA.tasks.expenses,
      ].sort(),
    );
    const openAdmin = await filtered({ tag: ["admin"], status: [0] });
    expect(openAdmin.map((task) => task.id)).toEqual([STARTING_DATA.tasks.dueHighPriority]);
    const both = await filtered({ tag: ["admin", "urgent"] });
    expect(both.map((task) => task.id)).toEqual([STARTING_DATA.tasks.expenses]);
    const high = await filtered({ priority: [5], projectIds: [personal, work] });
    for (const task of high) expect(task.priority).toBe(5);
    expect(high.map((task) => task.id).sort()).toEqual(
      [STARTING_DATA.tasks.dueHighPriority, STARTING_DATA.tasks.expenses].sort(),
    );
  });

  it("ranges over the task's start date; tasks without one are outside any range", async () => {
    const december = await filtered({
      startDate: "2026-12-01T00:00:00.000+0000",
      endDate: "2026-12-31T23:59:59.000+0000",
    });
    expect(december.map((task) => task.id)).toEqual([STARTING_DATA.tasks.checklist]);
    for (const task of await filtered({ startDate: "2020-01-01T00:00:00Z" }))
      expect(task.startDate).toBeDefined();
  });

  it("answers at most 200 tasks, with no cursor", async () => {
    const all = await filtered({ projectIds: [LARGE_PROJECT_ID] }, large);
    expect(all).toHaveLength(FILTER_LIMIT);
    expect(FILTER_LIMIT).toBe(200);
    const narrowed = await filtered(
      { projectIds: [LARGE_PROJECT_ID], priority: [5], tag: ["urgent"] },
      large,
    );
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(200);
    for (const task of narrowed)
      expect(task).toMatchObject({ priority: 5, tags: expect.arrayContaining(["urgent"]) });
  });

  it("refuses priorities and statuses outside TickTick's sets", async () => {
    for (const body of [{ priority: [2] }, { status: [1] }, { tag: "urgent" }]) {
      const reply = await post("/task/filter", body);
      expect(reply, JSON.stringify(body)).toMatchObject({
        status: 500,
        json: { errorCode: "unknown_exception" },
      });
    }
  });

  it("matches no task for an unknown project id", async () => {
    expect(await filtered({ projectIds: ["5eed0000000000000000aaff"] })).toEqual([]);
  });
});
