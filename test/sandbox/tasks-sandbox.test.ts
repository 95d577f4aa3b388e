// The TickTick sandbox over real HTTP on 127.0.0.1: one assertion per emulated quirk
// (see docs/reference/tasks-api.md, "Sandbox emulator checklist").
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STARTING_DATA, startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";
import { createStartingState } from "../../local/sandbox/tasks/starting-data";
import { TasksStore } from "../../local/sandbox/tasks/store";
import { SORT_ORDER_STEP } from "../../local/sandbox/tasks/task-patch";
import type { Task } from "../../local/sandbox/tasks/wire";

type Json = Record<string, unknown>;

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json(): Json;
}

const API_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/;
const OBJECT_ID = /^[0-9a-f]{24}$/;
const ETAG = /^[a-z0-9]{8}$/;

let sandbox: TasksSandbox;

beforeAll(async () => {
  sandbox = await startTasksSandbox({ port: 0 });
});

afterAll(async () => {
  await sandbox.close();
});

beforeEach(() => {
  sandbox.reset();
});

async function call(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string | null } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  const token = options.token === undefined ? sandbox.token : options.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${sandbox.url}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as Json };
}

async function createTask(body: Json): Promise<Json> {
  const reply = await call("POST", "/task", { body });
  expect(reply.status).toBe(200);
  return reply.json();
}

function expectEmptySuccess(reply: Reply): void {
  expect(reply.status).toBe(200);
  expect(reply.text).toBe("");
  expect(reply.headers.get("content-type")).toBe("application/octet-stream");
  expect(reply.headers.get("content-length")).toBe("0");
}

function expectApiError(reply: Reply, status: number, errorCode: string): void {
  expect(reply.status).toBe(status);
  const body = reply.json();
  expect(body).toMatchObject({ errorCode, data: null });
  expect(body.errorId).toMatch(/^[a-z0-9]{8}@sandbox$/);
  expect(typeof body.errorMessage).toBe("string");
}

async function openTaskIds(projectId: string): Promise<string[]> {
  const reply = await call("GET", `/project/${projectId}/data`);
  expect(reply.status).toBe(200);
  return (reply.json().tasks as Json[]).map((task) => task.id as string);
}

describe("listener and request log", () => {
  it("binds 127.0.0.1 on a free port and exposes the API prefix", () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/open\/v1$/);
    expect(sandbox.url).not.toContain(":0/");
  });

  it("records every request in order with method, path+query and auth outcome", async () => {
    await call("GET", "/project?verbose=1");
    await call("GET", "/project", { token: "wrong" });
    expect(sandbox.requests).toEqual([
      { method: "GET", path: "/open/v1/project?verbose=1", authorized: true },
      { method: "GET", path: "/open/v1/project", authorized: false },
    ]);
  });

  it("reset() restores the starting data and clears the log", async () => {
    await createTask({ title: "Temporary", projectId: STARTING_DATA.projects.personal });
    await call("DELETE", `/project/${STARTING_DATA.projects.work}`);
    const requestsArray = sandbox.requests;
    sandbox.reset();
    expect(requestsArray).toHaveLength(0);
    expect(await openTaskIds(STARTING_DATA.projects.personal)).toEqual([
      STARTING_DATA.tasks.checklist,
      STARTING_DATA.tasks.dueHighPriority,
      STARTING_DATA.tasks.recurringDaily,
    ]);
    expect((await call("GET", `/project/${STARTING_DATA.projects.work}`)).status).toBe(200);
  });
});

describe("auth", () => {
  it("rejects a missing token with 401 and an OAuth-style envelope", async () => {
    const reply = await call("GET", "/project", { token: null });
    expect(reply.status).toBe(401);
    expect(reply.json()).toMatchObject({ error: "invalid_token", errors: [] });
    expect(typeof reply.json().error_description).toBe("string");
  });

  it("rejects a wrong token, even on unknown paths, and changes nothing", async () => {
    expect((await call("GET", "/nowhere", { token: "nope" })).status).toBe(401);
    const write = await call("POST", "/project", { token: "nope", body: { name: "Sneaky" } });
    expect(write.status).toBe(401);
    const names = ((await call("GET", "/project")).json() as unknown as Json[]).map((p) => p.name);
    expect(names).not.toContain("Sneaky");
  });

  it("accepts a custom token given at start", async () => {
    const other = await startTasksSandbox({ token: "custom-token" });
    try {
      const ok = await fetch(`${other.url}/project`, { headers: { authorization: "Bearer custom-token" } });
      expect(ok.status).toBe(200);
      const rejected = await fetch(`${other.url}/project`, {
        headers: { authorization: `Bearer ${sandbox.token}` },
      });
      expect(rejected.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe("routing and transport", () => {
  it("answers unknown paths and methods with 500 unknown_exception", async () => {
    expectApiError(await call("GET", "/task"), 500, "unknown_exception");
    expectApiError(await call("GET", `/task/${STARTING_DATA.tasks.checklist}`), 500, "unknown_exception");
    expectApiError(
      await call("PUT", `/project/${STARTING_DATA.projects.personal}`, { body: {} }),
      500,
      "unknown_exception",
    );
  });

  it("rejects a non-JSON or empty body with 500 unknown_exception", async () => {
    expectApiError(await call("POST", "/task", { rawBody: "{not json" }), 500, "unknown_exception");
    expectApiError(await call("POST", "/task", { rawBody: "" }), 500, "unknown_exception");
    expectApiError(await call("POST", "/project", { body: ["a list"] }), 500, "unknown_exception");
  });

  it("rejects a body over 1 MiB with 500 unknown_exception", async () => {
    const reply = await call("POST", "/task", { body: { title: "x".repeat(1024 * 1024 + 1) } });
    expectApiError(reply, 500, "unknown_exception");
  });
});

describe("projects", () => {
  it("lists every project but the Inbox, each with permission write", async () => {
    const reply = await call("GET", "/project");
    expect(reply.status).toBe(200);
    const projects = reply.json() as unknown as Json[];
    expect(projects.map((p) => p.id)).toEqual([
      STARTING_DATA.projects.personal,
      STARTING_DATA.projects.work,
      STARTING_DATA.projects.groceries,
    ]);
    expect(projects.every((p) => p.permission === "write")).toBe(true);
    expect(projects[0]).toMatchObject({ name: "Personal", color: "#F18181", viewMode: "list" });
    expect(projects[1]).toMatchObject({ name: "Work", viewMode: "kanban" });
    expect(projects[2]).not.toHaveProperty("color");
  });

  it("gets one project without permission; unknown id is 404", async () => {
    const reply = await call("GET", `/project/${STARTING_DATA.projects.work}`);
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({ id: STARTING_DATA.projects.work, name: "Work", kind: "TASK" });
    expect(reply.json()).not.toHaveProperty("permission");
    expectApiError(await call("GET", "/project/000000000000000000000000"), 404, "project_not_found");
  });

  it("creates with defaults, a 24-hex id, no color key, and status 200", async () => {
    const reply = await call("POST", "/project", { body: { name: "Reading" } });
    expect(reply.status).toBe(200);
    const project = reply.json();
    expect(project.id).toMatch(OBJECT_ID);
    expect(project).toEqual({
      id: project.id,
      name: "Reading",
      sortOrder: 0,
      viewMode: "list",
      kind: "TASK",
    });
    expect((await call("GET", `/project/${project.id}`)).json()).toEqual(project);
  });

  it("truncates names to 64 characters and upper-cases kind", async () => {
    const project = (await call("POST", "/project", { body: { name: "n".repeat(80), kind: "task" } })).json();
    expect(project.name).toBe("n".repeat(64));
    expect(project.kind).toBe("TASK");
  });

  it("rejects a blank or missing name with 500", async () => {
    expectApiError(await call("POST", "/project", { body: { name: "  " } }), 500, "unknown_exception");
    expectApiError(await call("POST", "/project", { body: { color: "#000000" } }), 500, "unknown_exception");
  });

  it("merges partial updates and keeps the rest", async () => {
    const reply = await call("POST", `/project/${STARTING_DATA.projects.groceries}`, {
      body: { color: "#00AA00" },
    });
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({
      id: STARTING_DATA.projects.groceries,
      name: "Groceries",
      color: "#00AA00",
      sortOrder: SORT_ORDER_STEP * 2,
      viewMode: "list",
      kind: "TASK",
    });
    const renamed = await call("POST", `/project/${STARTING_DATA.projects.groceries}`, {
      body: { name: "Food", viewMode: "kanban" },
    });
    expect(renamed.json()).toMatchObject({ name: "Food", color: "#00AA00", viewMode: "kanban" });
  });

  it("updating an unknown project is 500 project_not_found", async () => {
    const reply = await call("POST", "/project/000000000000000000000000", { body: { name: "Ghost" } });
    expectApiError(reply, 500, "project_not_found");
  });

  it("deletes with an empty 200 (also on re-delete) and takes tasks and columns with it", async () => {
    const path = `/project/${STARTING_DATA.projects.work}`;
    expectEmptySuccess(await call("DELETE", path));
    expectEmptySuccess(await call("DELETE", path));
    expectApiError(await call("GET", path), 404, "project_not_found");
    expectApiError(await call("GET", `${path}/data`), 500, "project_not_found");
    const listed = ((await call("GET", "/project")).json() as unknown as Json[]).map((p) => p.id);
    expect(listed).not.toContain(STARTING_DATA.projects.work);
    // A task of the deleted project is no longer readable: 500 unknown_exception, not a stale copy.
    expectApiError(
      await call("GET", `${path}/task/${STARTING_DATA.tasks.workTodo}`),
      500,
      "unknown_exception",
    );
  });
});

describe("project data", () => {
  it("returns project, open tasks only and columns", async () => {
    const reply = await call("GET", `/project/${STARTING_DATA.projects.personal}/data`);
    expect(reply.status).toBe(200);
    const data = reply.json();
    expect(data.project).toMatchObject({ id: STARTING_DATA.projects.personal, name: "Personal" });
    const tasks = data.tasks as Json[];
    expect(tasks.every((task) => task.status === 0)).toBe(true);
    expect(tasks.map((task) => task.id)).not.toContain(STARTING_DATA.tasks.completed);
    expect(data.columns).toEqual([]);
  });

  it("returns the kanban columns and tasks carrying columnId", async () => {
    const data = (await call("GET", `/project/${STARTING_DATA.projects.work}/data`)).json();
    expect((data.columns as Json[]).map((column) => column.name)).toEqual(["To do", "Doing", "Done"]);
    const columnIds = (data.tasks as Json[]).map((task) => task.columnId);
    expect(columnIds).toEqual([
      STARTING_DATA.columns.todo,
      STARTING_DATA.columns.doing,
      STARTING_DATA.columns.done,
    ]);
  });

  it("serves the Inbox through the literal alias `inbox` and through inbox<userId>", async () => {
    const inboxTasks = [STARTING_DATA.tasks.inboxCallDentist, STARTING_DATA.tasks.inboxReadArticle];
    expect(await openTaskIds("inbox")).toEqual(inboxTasks);
    expect(await openTaskIds(STARTING_DATA.inboxId)).toEqual(inboxTasks);
    expect(STARTING_DATA.inboxId).toBe("inbox115184183");
  });

  it("unknown project is 500 project_not_found", async () => {
    expectApiError(await call("GET", "/project/000000000000000000000000/data"), 500, "project_not_found");
  });
});

describe("starting data", () => {
  it("has a checklist task with one done item and two reminders", async () => {
    const task = (
      await call("GET", `/project/${STARTING_DATA.projects.personal}/task/${STARTING_DATA.tasks.checklist}`)
    ).json();
    expect(task.kind).toBe("CHECKLIST");
    expect(task.reminders).toEqual(["TRIGGER:PT0S", "TRIGGER:-PT30M"]);
    const items = task.items as Json[];
    expect(items.filter((item) => item.status === 1)).toHaveLength(1);
    expect(items.every((item) => OBJECT_ID.test(item.id as string))).toBe(true);
  });

  it("has a high-priority task with a due date and a daily recurring task", async () => {
    const due = (
      await call(
        "GET",
        `/project/${STARTING_DATA.projects.personal}/task/${STARTING_DATA.tasks.dueHighPriority}`,
      )
    ).json();
    expect(due).toMatchObject({ priority: 5, dueDate: expect.stringMatching(API_DATE) });
    const daily = (
      await call(
        "GET",
        `/project/${STARTING_DATA.projects.personal}/task/${STARTING_DATA.tasks.recurringDaily}`,
      )
    ).json();
    expect(daily.repeatFlag).toBe("RRULE:FREQ=DAILY;INTERVAL=1");
  });

  it("has a Groceries checklist task", async () => {
    const data = (await call("GET", `/project/${STARTING_DATA.projects.groceries}/data`)).json();
    expect(data.tasks).toEqual([
      expect.objectContaining({ id: STARTING_DATA.tasks.shoppingList, kind: "CHECKLIST" }),
    ]);
  });
});

describe("create task", () => {
  it("returns the full task with defaults and omits unset optional fields", async () => {
    const task = await createTask({ title: "Plain", projectId: STARTING_DATA.projects.groceries });
    expect(task).toMatchObject({
      projectId: STARTING_DATA.projects.groceries,
      title: "Plain",
      content: "",
      status: 0,
      priority: 0,
      timeZone: "America/New_York",
      tags: [],
      kind: "TEXT",
    });
    expect(task.id).toMatch(OBJECT_ID);
    expect(task.etag).toMatch(ETAG);
    expect(task.createdTime).toMatch(API_DATE);
    expect(task.modifiedTime).toMatch(API_DATE);
    for (const key of ["dueDate", "startDate", "completedTime", "items", "reminders", "repeatFlag", "desc"]) {
      expect(task).not.toHaveProperty(key);
    }
    expect(task.sortOrder).toBe(-2 * SORT_ORDER_STEP);
  });

  it("puts each new task one -2^40 step above the lowest sortOrder", async () => {
    const first = await createTask({ title: "One", projectId: STARTING_DATA.projects.personal });
    const second = await createTask({ title: "Two", projectId: STARTING_DATA.projects.personal });
    expect(first.sortOrder).toBe(-5 * SORT_ORDER_STEP);
    expect(second.sortOrder).toBe(-6 * SORT_ORDER_STEP);
  });

  it("lands in the Inbox when projectId is omitted", async () => {
    const task = await createTask({ title: "Loose end" });
    expect(task.projectId).toBe("inbox115184183");
    expect(await openTaskIds("inbox")).toContain(task.id);
  });

  it("is not idempotent: the same POST twice makes two tasks", async () => {
    const body = { title: "Twice", projectId: STARTING_DATA.projects.groceries };
    const first = await createTask(body);
    const second = await createTask(body);
    expect(first.id).not.toBe(second.id);
  });

  it("rejects a blank or missing title with 500", async () => {
    expectApiError(await call("POST", "/task", { body: { title: " " } }), 500, "unknown_exception");
    expectApiError(await call("POST", "/task", { body: { content: "no title" } }), 500, "unknown_exception");
  });

  it("rejects an unknown project with 500 project_not_found", async () => {
    const reply = await call("POST", "/task", {
      body: { title: "Lost", projectId: "000000000000000000000000" },
    });
    expectApiError(reply, 500, "project_not_found");
  });

  it("keeps the accepted fields", async () => {
    const task = await createTask({
      title: "Everything",
      projectId: STARTING_DATA.projects.personal,
      content: "Notes",
      desc: "Checklist description",
      isAllDay: false,
      timeZone: "Europe/Paris",
      reminders: ["TRIGGER:PT0S"],
      repeatFlag: "RRULE:FREQ=WEEKLY;INTERVAL=2",
      priority: 3,
      sortOrder: 42,
      tags: ["a", "b"],
      kind: "NOTE",
    });
    expect(task).toMatchObject({
      content: "Notes",
      desc: "Checklist description",
      isAllDay: false,
      timeZone: "Europe/Paris",
      reminders: ["TRIGGER:PT0S"],
      repeatFlag: "RRULE:FREQ=WEEKLY;INTERVAL=2",
      priority: 3,
      sortOrder: 42,
      tags: ["a", "b"],
      kind: "NOTE",
    });
  });

  it("normalises Z, ±HHMM, ±HH:MM and naive dates to UTC with milliseconds", async () => {
    const cases: [string, string][] = [
      ["2026-10-11T09:00:00Z", "2026-10-11T09:00:00.000+0000"],
      ["2026-10-11T09:00:00.250Z", "2026-10-11T09:00:00.250+0000"],
      ["2026-10-11T11:00:00+0200", "2026-10-11T09:00:00.000+0000"],
      ["2026-10-11T04:30:00.000-04:30", "2026-10-11T09:00:00.000+0000"],
      ["2026-10-11T09:00:00", "2026-10-11T09:00:00.000+0000"],
    ];
    for (const [sent, stored] of cases) {
      const task = await createTask({ title: sent, dueDate: sent });
      expect(task.dueDate, sent).toBe(stored);
    }
  });

  it("forces startDate to equal dueDate", async () => {
    const task = await createTask({
      title: "Meeting",
      startDate: "2026-10-11T08:00:00Z",
      dueDate: "2026-10-11T09:00:00Z",
    });
    expect(task.startDate).toBe("2026-10-11T09:00:00.000+0000");
    expect(task.dueDate).toBe("2026-10-11T09:00:00.000+0000");
  });

  it("silently drops a malformed date and still creates the task", async () => {
    const task = await createTask({
      title: "Bad date",
      dueDate: "next tuesday",
      startDate: "2026-02-30T10:00:00Z",
    });
    expect(task).not.toHaveProperty("dueDate");
    expect(task).not.toHaveProperty("startDate");
    expect(await openTaskIds("inbox")).toContain(task.id);
  });

  it("gives checklist items ids and defaults, keeps their fields, and marks the task CHECKLIST", async () => {
    const task = await createTask({
      title: "Trip",
      items: [
        { title: "Tickets" },
        {
          id: "aaaaaaaaaaaaaaaaaaaaaaaa",
          title: "Visa",
          status: 1,
          sortOrder: 7,
          isAllDay: true,
          startDate: "2026-10-01T00:00:00+0000",
          timeZone: "Europe/Paris",
          completedTime: "2026-09-30T12:00:00Z",
        },
      ],
    });
    expect(task.kind).toBe("CHECKLIST");
    const [tickets, visa] = task.items as Json[];
    expect(tickets).toMatchObject({ title: "Tickets", status: 0 });
    expect(tickets?.id).toMatch(OBJECT_ID);
    expect(visa).toEqual({
      id: "aaaaaaaaaaaaaaaaaaaaaaaa",
      title: "Visa",
      status: 1,
      sortOrder: 7,
      isAllDay: true,
      startDate: "2026-10-01T00:00:00.000+0000",
      timeZone: "Europe/Paris",
      completedTime: "2026-09-30T12:00:00.000+0000",
    });
  });
});

describe("update task", () => {
  const taskPath = `/task/${STARTING_DATA.tasks.dueHighPriority}`;
  const projectId = STARTING_DATA.projects.personal;

  it("merges the given fields, keeps the rest, and renews etag and modifiedTime", async () => {
    const before = (
      await call("GET", `/project/${projectId}/task/${STARTING_DATA.tasks.dueHighPriority}`)
    ).json();
    const reply = await call("POST", taskPath, {
      body: { id: STARTING_DATA.tasks.dueHighPriority, projectId, content: "Use the new form" },
    });
    expect(reply.status).toBe(200);
    const after = reply.json();
    expect(after).toMatchObject({
      title: before.title,
      priority: 5,
      dueDate: before.dueDate,
      content: "Use the new form",
    });
    expect(after.etag).toMatch(ETAG);
    expect(after.etag).not.toBe(before.etag);
    expect(after.modifiedTime).not.toBe(before.modifiedTime);
    const reread = (
      await call("GET", `/project/${projectId}/task/${STARTING_DATA.tasks.dueHighPriority}`)
    ).json();
    expect(reread).toEqual(after);
  });

  it("ignores a date-only value and collapses startDate onto dueDate", async () => {
    const before = (
      await call("GET", `/project/${projectId}/task/${STARTING_DATA.tasks.dueHighPriority}`)
    ).json();
    const ignored = await call("POST", taskPath, {
      body: { id: STARTING_DATA.tasks.dueHighPriority, projectId, dueDate: "2025-10-15" },
    });
    expect(ignored.json().dueDate).toBe(before.dueDate);
    const moved = await call("POST", taskPath, {
      body: { id: STARTING_DATA.tasks.dueHighPriority, projectId, dueDate: "2026-05-01T10:00:00+02:00" },
    });
    expect(moved.json()).toMatchObject({
      dueDate: "2026-05-01T08:00:00.000+0000",
      startDate: "2026-05-01T08:00:00.000+0000",
    });
  });

  it("answers 200 with an empty body and changes nothing for an unknown task", async () => {
    const unknownId = "000000000000000000000000";
    const reply = await call("POST", `/task/${unknownId}`, {
      body: { id: unknownId, projectId, title: "Ghost" },
    });
    expectEmptySuccess(reply);
  });

  it("answers 200 with an empty body and changes nothing when projectId is wrong or missing", async () => {
    const id = STARTING_DATA.tasks.dueHighPriority;
    expectEmptySuccess(
      await call("POST", taskPath, { body: { id, projectId: STARTING_DATA.projects.work, title: "Moved?" } }),
    );
    expectEmptySuccess(await call("POST", taskPath, { body: { id, title: "No project" } }));
    const task = (await call("GET", `/project/${projectId}/task/${id}`)).json();
    expect(task.title).toBe("File the tax return");
    expect(task.projectId).toBe(projectId);
  });

  it("rejects a body id that differs from the path id with 500 unknown_exception", async () => {
    const reply = await call("POST", taskPath, {
      body: { id: STARTING_DATA.tasks.checklist, projectId, title: "Mixed up" },
    });
    expectApiError(reply, 500, "unknown_exception");
  });

  it("rejects a blank title with 500", async () => {
    const reply = await call("POST", taskPath, {
      body: { id: STARTING_DATA.tasks.dueHighPriority, projectId, title: "" },
    });
    expectApiError(reply, 500, "unknown_exception");
  });
});

describe("complete task", () => {
  const projectId = STARTING_DATA.projects.personal;

  it("answers an empty 200, sets status 2 and completedTime, and hides the task from /data", async () => {
    expectEmptySuccess(
      await call("POST", `/project/${projectId}/task/${STARTING_DATA.tasks.dueHighPriority}/complete`),
    );
    const task = (
      await call("GET", `/project/${projectId}/task/${STARTING_DATA.tasks.dueHighPriority}`)
    ).json();
    expect(task.status).toBe(2);
    expect(task.completedTime).toMatch(API_DATE);
    expect(await openTaskIds(projectId)).not.toContain(STARTING_DATA.tasks.dueHighPriority);
  });

  it("re-completing succeeds and moves completedTime", async () => {
    const path = `/project/${projectId}/task/${STARTING_DATA.tasks.dueHighPriority}`;
    expectEmptySuccess(await call("POST", `${path}/complete`));
    const first = (await call("GET", path)).json();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expectEmptySuccess(await call("POST", `${path}/complete`));
    const second = (await call("GET", path)).json();
    expect(second.status).toBe(2);
    expect(Date.parse(String(second.completedTime).replace("+0000", "Z"))).toBeGreaterThan(
      Date.parse(String(first.completedTime).replace("+0000", "Z")),
    );
  });

  it("a recurring task stays open and moves to its next occurrence", async () => {
    const path = `/project/${projectId}/task/${STARTING_DATA.tasks.recurringDaily}`;
    expectEmptySuccess(await call("POST", `${path}/complete`));
    const task = (await call("GET", path)).json();
    expect(task).toMatchObject({
      status: 0,
      dueDate: "2026-01-07T13:00:00.000+0000",
      startDate: "2026-01-07T13:00:00.000+0000",
    });
    expect(task).not.toHaveProperty("completedTime");
    expect(await openTaskIds(projectId)).toContain(STARTING_DATA.tasks.recurringDaily);
  });

  it("an unknown task is 500 task_not_found", async () => {
    const reply = await call("POST", `/project/${projectId}/task/000000000000000000000000/complete`);
    expectApiError(reply, 500, "task_not_found");
  });
});

describe("get and delete task", () => {
  const projectId = STARTING_DATA.projects.personal;

  it("returns a completed task with status 2 and completedTime", async () => {
    const reply = await call("GET", `/project/${projectId}/task/${STARTING_DATA.tasks.completed}`);
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({
      id: STARTING_DATA.tasks.completed,
      status: 2,
      completedTime: expect.stringMatching(API_DATE),
    });
  });

  it("an unknown task id is 200 with an empty body", async () => {
    expectEmptySuccess(await call("GET", `/project/${projectId}/task/000000000000000000000000`));
  });

  it("the Inbox alias works for task paths", async () => {
    const reply = await call("GET", `/project/inbox/task/${STARTING_DATA.tasks.inboxCallDentist}`);
    expect(reply.json()).toMatchObject({
      id: STARTING_DATA.tasks.inboxCallDentist,
      projectId: STARTING_DATA.inboxId,
    });
  });

  it("deletes with an empty 200, also on re-delete and for unknown ids", async () => {
    const path = `/project/${projectId}/task/${STARTING_DATA.tasks.checklist}`;
    expectEmptySuccess(await call("DELETE", path));
    expectEmptySuccess(await call("DELETE", path));
    expectEmptySuccess(await call("DELETE", `/project/${projectId}/task/000000000000000000000000`));
    expect(await openTaskIds(projectId)).not.toContain(STARTING_DATA.tasks.checklist);
  });

  it("a deleted task is still readable by id (soft delete)", async () => {
    const path = `/project/${projectId}/task/${STARTING_DATA.tasks.checklist}`;
    const before = (await call("GET", path)).json();
    await call("DELETE", path);
    const stale = await call("GET", path);
    expect(stale.status).toBe(200);
    expect(stale.json()).toEqual(before);
  });
});

describe("store rules not reachable over the 11 endpoints", () => {
  // Completed tasks never appear in /data, so the completed copy is checked on the store itself.
  it("completing a recurring task spawns a completed copy under a new id", () => {
    const store = new TasksStore(createStartingState);
    store.completeTask(STARTING_DATA.projects.personal, STARTING_DATA.tasks.recurringDaily);
    const copies = store
      .liveTasks(STARTING_DATA.projects.personal)
      .filter((task) => task.title === "Water the plants" && task.id !== STARTING_DATA.tasks.recurringDaily);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ status: 2, dueDate: "2026-01-06T13:00:00.000+0000" });
    expect(copies[0]?.id).toMatch(OBJECT_ID);
    expect(copies[0]?.completedTime).toMatch(API_DATE);
  });

  it("advances by INTERVAL and clamps month ends", () => {
    let nowMs = Date.UTC(2026, 0, 1);
    const store = new TasksStore(createStartingState, () => nowMs);
    const monthly = store.createTask({
      title: "Rent",
      dueDate: "2026-01-31T12:00:00Z",
      repeatFlag: "RRULE:FREQ=MONTHLY;INTERVAL=1",
    });
    const fortnightly = store.createTask({
      title: "Bins",
      dueDate: "2026-01-05T07:00:00Z",
      repeatFlag: "RRULE:FREQ=WEEKLY;INTERVAL=2",
    });
    nowMs += 1000;
    store.completeTask("inbox", monthly.id);
    store.completeTask("inbox", fortnightly.id);
    const byId = (id: string): Task | undefined => store.liveTasks("inbox").find((task) => task.id === id);
    expect(byId(monthly.id)?.dueDate).toBe("2026-02-28T12:00:00.000+0000");
    expect(byId(fortnightly.id)?.dueDate).toBe("2026-01-19T07:00:00.000+0000");
  });
});
