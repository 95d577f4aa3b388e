// Bad input is refused with a 400 ValidationError that names the parameter, before any upstream
// call: checked through the real handler and through the local gateway against the sandbox.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler } from "../../functions/tasks";
import { lambdaContext } from "../../local/lambda-context";
import { STARTING_DATA } from "../../local/sandbox/tasks/index";
import { type LocalStack, startLocalStack } from "../../local/stack";
import { apiGatewayTransport, type Call, gatewayTransport, type Reply } from "../support/transports";

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
});
afterAll(() => stack.close());

const P = STARTING_DATA.projects.personal;
const T = STARTING_DATA.tasks.checklist;
const body = (value: unknown) => JSON.stringify(value);

// [case, tool, input, the parameter the message must name, raw HTTP body instead of the input]
const cases: [string, string, Record<string, unknown>, string, string?][] = [
  [
    "wrong type (string for string expected)",
    "TasksApi.CreateProjectInTasks",
    { project_name: 5 },
    "project_name",
  ],
  [
    "wrong type (integer)",
    "TasksApi.CreateProjectInTasks",
    { project_name: "x", project_sort_order: "3" },
    "project_sort_order",
  ],
  [
    "value outside an enum",
    "TasksApi.CreateProjectInTasks",
    { project_name: "x", project_view_mode: "grid" },
    "project_view_mode",
  ],
  [
    "bad colour",
    "TasksApi.UpdateProjectProperties",
    { project_identifier: P, project_color: "red" },
    "project_color",
  ],
  ["missing required", "TasksApi.GetTasksProjectById", {}, "project_id"],
  ["missing one of two", "TasksApi.MarkTaskComplete", { project_id: P }, "task_identifier"],
  ["unknown tool", "TasksApi.DoesNotExist", {}, "DoesNotExist"],
  ["tool of another toolkit spelling", "tasksapi.GetUserProjects", {}, "tasksapi.GetUserProjects"],
  ["unknown parameter", "TasksApi.GetUserProjects", { verbose: true }, "verbose"],
  ["invalid JSON body", "TasksApi.GetUserProjects", {}, "JSON", "{not json"],
  ["a JSON array body", "TasksApi.GetUserProjects", {}, "JSON object", "[1,2]"],
  ["id with ../", "TasksApi.GetTasksProjectById", { project_id: "../project" }, "project_id"],
  ["id that is ..", "TasksApi.DeleteTasksProject", { project_id: ".." }, "project_id"],
  ["id with /", "TasksApi.DeleteTasksProject", { project_id: `${P}/task/${T}` }, "project_id"],
  ["id with ?", "TasksApi.GetTasksProjectById", { project_id: `${P}?x=1` }, "project_id"],
  ["id with #", "TasksApi.GetTasksProjectById", { project_id: `${P}#frag` }, "project_id"],
  [
    "id with %2F",
    "TasksApi.RetrieveTaskDetails",
    { project_identifier: `a%2F..%2Fb`, task_identifier: T },
    "project_identifier",
  ],
  [
    "id with %2e%2e",
    "TasksApi.DeleteSpecificTask",
    { project_id: P, task_identifier_to_delete: "%2e%2e" },
    "task_identifier_to_delete",
  ],
  ["schema mode without mode", "TasksApi.CreateTaskTasks", { request_body: body({ title: "x" }) }, "mode"],
  ["schema mode, unknown mode", "TasksApi.CreateTaskTasks", { mode: "run" }, "mode"],
  ["execute without request_body", "TasksApi.CreateTaskTasks", { mode: "execute" }, "request_body"],
  [
    "request_body not JSON",
    "TasksApi.CreateTaskTasks",
    { mode: "execute", request_body: "{title:" },
    "request_body",
  ],
  [
    "request_body not a string",
    "TasksApi.CreateTaskTasks",
    { mode: "execute", request_body: { title: "x" } },
    "request_body",
  ],
  [
    "request_body without title",
    "TasksApi.CreateTaskTasks",
    { mode: "execute", request_body: body({ content: "x" }) },
    "request_body.title",
  ],
  [
    "priority not 0/1/3/5",
    "TasksApi.CreateTaskTasks",
    { mode: "execute", request_body: body({ title: "x", priority: 2 }) },
    "request_body.priority",
  ],
  [
    "unknown body field",
    "TasksApi.CreateTaskTasks",
    { mode: "execute", request_body: body({ title: "x", due_date: "2026-01-01" }) },
    "request_body.due_date",
  ],
  [
    "date without time",
    "TasksApi.CreateTaskTasks",
    { mode: "execute", request_body: body({ title: "x", dueDate: "2026-01-01" }) },
    "request_body.dueDate",
  ],
  [
    "reminder not a trigger",
    "TasksApi.CreateTaskTasks",
    { mode: "execute", request_body: body({ title: "x", reminders: ["30 minutes before"] }) },
    "request_body.reminders.0",
  ],
  [
    "checklist item status 2",
    "TasksApi.CreateTaskTasks",
    { mode: "execute", request_body: body({ title: "x", items: [{ title: "a", status: 2 }] }) },
    "request_body.items.0.status",
  ],
  [
    "update without task_identifier",
    "TasksApi.UpdateTaskProperties",
    { mode: "execute", request_body: body({ projectId: P }) },
    "task_identifier",
  ],
  [
    "update without projectId",
    "TasksApi.UpdateTaskProperties",
    { mode: "execute", task_identifier: T, request_body: body({ title: "x" }) },
    "request_body.projectId",
  ],
  [
    "update whose body id differs",
    "TasksApi.UpdateTaskProperties",
    { mode: "execute", task_identifier: T, request_body: body({ id: "abc", projectId: P }) },
    "request_body.id",
  ],
  [
    "update with a bad task id",
    "TasksApi.UpdateTaskProperties",
    { mode: "execute", task_identifier: "a/b", request_body: body({ projectId: P }) },
    "task_identifier",
  ],
];

const transports: [string, () => Call][] = [
  ["handler", () => apiGatewayTransport(handler)],
  ["local gateway", () => gatewayTransport(stack.url)],
];

describe.each(transports)("bad input through the %s", (_name, transport) => {
  it.each(cases)("%s -> 400 naming it, no upstream call", async (_case, tool, input, names, rawBody) => {
    const before = stack.tasksSandbox?.requests.length;
    const reply = await transport()(tool, input, rawBody);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ type: "ValidationError", retryable: false });
    expect(reply.body.error?.message).toContain(names);
    expect(stack.tasksSandbox?.requests.length).toBe(before);
  });
});

describe("validation messages say what is allowed", () => {
  it("lists every problem at once, each with what is allowed", async () => {
    const reply = await apiGatewayTransport(handler)("TasksApi.CreateProjectInTasks", {
      project_view_mode: "grid",
      project_kind: "note",
      colour: "#fff",
    });
    const details = reply.body.error?.details as
      | { problems: { parameter: string; message: string }[] }
      | undefined;
    const problems = details?.problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        { parameter: "project_name", message: expect.stringContaining("is required") },
        { parameter: "project_view_mode", message: 'must be one of "list", "kanban", "timeline"' },
        { parameter: "project_kind", message: 'must be one of "TASK", "NOTE"' },
        { parameter: "colour", message: expect.stringContaining("allowed: project_name, project_color") },
      ]),
    );
  });

  it("says that projectId is required on update and why", async () => {
    const reply = await apiGatewayTransport(handler)("TasksApi.UpdateTaskProperties", {
      mode: "execute",
      task_identifier: T,
      request_body: body({ title: "x" }),
    });
    expect(reply.body.error?.message).toMatch(
      /request_body\.projectId: is required \(Required: the id of the project the task is in now/,
    );
  });

  it("a path id names its allowed form", async () => {
    const reply = await apiGatewayTransport(handler)("TasksApi.GetTasksProjectById", { project_id: "a/b" });
    expect(reply.body.error?.message).toContain("project_id: must be a TickTick id: 1-64 letters, digits");
  });
});

describe("a tool path with malformed percent escapes", () => {
  it("is an unknown tool (400), through the gateway and through the handler without path parameters", async () => {
    const viaGateway = await fetch(`${stack.url}/tools/%E0%A4%A`, { method: "POST", body: "{}" });
    expect(viaGateway.status).toBe(400);
    expect(((await viaGateway.json()) as Reply["body"]).error).toMatchObject({
      type: "ValidationError",
      message: expect.stringContaining('Unknown tool "%E0%A4%A"'),
    });
    const viaHandler = (await handler(
      { httpMethod: "POST", path: "/tools/%E0%A4%A", body: "{}", requestContext: {} },
      lambdaContext("test-tasks"),
    )) as { statusCode: number; body: string };
    expect(viaHandler.statusCode).toBe(400);
    expect(JSON.parse(viaHandler.body).error.type).toBe("ValidationError");
  });
});
