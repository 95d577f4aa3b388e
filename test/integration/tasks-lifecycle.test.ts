// Every TasksApi tool end to end against the sandbox over HTTP, through the real handler (API
// Gateway events and direct invokes) and through the local gateway of `npm start`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler } from "../../functions/tasks";
import { STARTING_DATA } from "../../local/sandbox/tasks/index";
import { type LocalStack, startLocalStack } from "../../local/stack";
import { apiGatewayTransport, type Call, directTransport, gatewayTransport } from "../support/transports";

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
});
afterAll(() => stack.close());

const transports: [string, () => Call][] = [
  ["handler via API Gateway events", () => apiGatewayTransport(handler)],
  ["handler via direct invokes", () => directTransport(handler)],
  ["local gateway over HTTP", () => gatewayTransport(stack.url)],
];

type Task = { id: string; projectId: string; title: string; status: number; [key: string]: unknown };

describe.each(transports)("TasksApi lifecycle, %s", (_name, transport) => {
  let call: Call;
  const ok = async (tool: string, input: Record<string, unknown>) => {
    const reply = await call(tool, input);
    expect(reply.body.error, `${tool}: ${JSON.stringify(reply.body.error)}`).toBeUndefined();
    expect(reply.status).toBe(200);
    expect(reply.body.tool).toBe(tool);
    return reply.body.result;
  };
  beforeAll(() => {
    call = transport();
  });

  it("lists the demo projects, without the Inbox", async () => {
    const projects = (await ok("TasksApi.GetUserProjects", {})) as { id: string; name: string }[];
    const ids = projects.map((project) => project.id);
    expect(ids).toEqual(expect.arrayContaining(Object.values(STARTING_DATA.projects)));
    expect(ids).not.toContain(STARTING_DATA.inboxId);
  });

  it("reads the Inbox through the `inbox` alias", async () => {
    const data = (await ok("TasksApi.RetrieveProjectWithTasks", { project_id: "inbox" })) as {
      tasks: Task[];
    };
    expect(data.tasks.map((task) => task.id)).toContain(STARTING_DATA.tasks.inboxCallDentist);
  });

  it("project -> schema-mode task -> get -> update -> complete -> delete task -> delete project", async () => {
    const project = (await ok("TasksApi.CreateProjectInTasks", {
      project_name: "Trip",
      project_color: "#4772FA",
      project_view_mode: "kanban",
      project_kind: "TASK",
      project_sort_order: 7,
    })) as { id: string; name: string; color: string };
    expect(project).toMatchObject({ name: "Trip", color: "#4772FA", viewMode: "kanban" });

    expect(await ok("TasksApi.GetTasksProjectById", { project_id: project.id })).toMatchObject({
      id: project.id,
    });
    expect(
      await ok("TasksApi.UpdateProjectProperties", {
        project_identifier: project.id,
        project_name: "Trip 2026",
      }),
    ).toMatchObject({ name: "Trip 2026", color: "#4772FA" });

    const schema = (await ok("TasksApi.CreateTaskTasks", { mode: "get_request_schema" })) as {
      properties: Record<string, { enum?: unknown[] }>;
    };
    expect(schema.properties.priority?.enum).toEqual([0, 1, 3, 5]);

    const body = {
      projectId: project.id,
      title: "Pack bags",
      content: "Before the taxi",
      dueDate: "2026-12-01T09:00:00+0000",
      priority: 5,
      reminders: ["TRIGGER:PT0S", "TRIGGER:-PT30M"],
      items: [{ title: "Passport" }, { title: "Charger", status: 1 }],
    };
    const created = (await ok("TasksApi.CreateTaskTasks", {
      mode: "execute",
      request_body: JSON.stringify(body),
    })) as Task & { items: { id: string; title: string }[] };
    expect(created).toMatchObject({ projectId: project.id, title: "Pack bags", priority: 5, status: 0 });
    expect(created.dueDate).toBe("2026-12-01T09:00:00.000+0000");
    expect(created.items.map((item) => item.title)).toEqual(["Passport", "Charger"]);

    const read = { project_identifier: project.id, task_identifier: created.id };
    expect(await ok("TasksApi.RetrieveTaskDetails", read)).toMatchObject({
      id: created.id,
      title: "Pack bags",
    });

    const updated = (await ok("TasksApi.UpdateTaskProperties", {
      mode: "execute",
      task_identifier: created.id,
      request_body: JSON.stringify({ projectId: project.id, title: "Pack bags tonight", priority: 3 }),
    })) as Task;
    expect(updated).toMatchObject({
      id: created.id,
      title: "Pack bags tonight",
      priority: 3,
      content: "Before the taxi",
    });

    const openTasks = async () =>
      (
        (await ok("TasksApi.RetrieveProjectWithTasks", { project_id: project.id })) as { tasks: Task[] }
      ).tasks.map((task) => task.id);
    expect(await openTasks()).toEqual([created.id]);

    expect(
      await ok("TasksApi.MarkTaskComplete", { project_id: project.id, task_identifier: created.id }),
    ).toBeNull();
    expect(await openTasks()).toEqual([]);
    const completed = (await ok("TasksApi.RetrieveTaskDetails", read)) as Task;
    expect(completed.status).toBe(2);
    expect(completed.completedTime).toEqual(expect.any(String));

    expect(
      await ok("TasksApi.DeleteSpecificTask", {
        project_id: project.id,
        task_identifier_to_delete: created.id,
      }),
    ).toBeNull();
    expect(await ok("TasksApi.DeleteTasksProject", { project_id: project.id })).toBeNull();

    const gone = await call("TasksApi.GetTasksProjectById", { project_id: project.id });
    expect(gone.status).toBe(404);
    expect(gone.body.error?.type).toBe("NotFound");
  });

  it("a task that does not exist is NotFound (TickTick answers 200 with an empty body)", async () => {
    const reply = await call("TasksApi.RetrieveTaskDetails", {
      project_identifier: STARTING_DATA.projects.personal,
      task_identifier: "000000000000000000000000",
    });
    expect(reply.status).toBe(404);
    expect(reply.body.error?.type).toBe("NotFound");
  });

  it("an update naming another project is NotFound and changes nothing", async () => {
    const reply = await call("TasksApi.UpdateTaskProperties", {
      mode: "execute",
      task_identifier: STARTING_DATA.tasks.dueHighPriority,
      request_body: JSON.stringify({ projectId: STARTING_DATA.projects.work, title: "moved?" }),
    });
    expect(reply.status).toBe(404);
    expect(reply.body.error?.message).toMatch(/projectId/);
    const task = await ok("TasksApi.RetrieveTaskDetails", {
      project_identifier: STARTING_DATA.projects.personal,
      task_identifier: STARTING_DATA.tasks.dueHighPriority,
    });
    expect((task as Task).title).not.toBe("moved?");
  });
});
