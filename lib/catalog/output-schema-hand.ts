// The answers whose shape no shipped spec gives, written by hand from the references: TickTick's
// objects (docs/reference/tasks-api.md §2 and §3, docs/tasks.md) and Xero's identity API's
// connections (docs/reference/ledger-api-notes.md), with the clock GetConnectedTenants adds to each
// (docs/ledger.md). In output-schema.ts's notation: an answer is a wrapper (its properties by type,
// `X[]` a collection of record X, `!` after a name: always present; a bare list is `{result: X[]}`
// as structuredContent carries it), records their top-level properties.
import type { ShapeFacts } from "./output-shapes";

const DATES = { startDate: "string", dueDate: "string", completedTime: "string" };

export const HAND_SHAPES: ShapeFacts = {
  records: {
    Project: {
      "id!": "string",
      name: "string",
      color: "string",
      sortOrder: "integer",
      closed: "boolean",
      groupId: "string",
      viewMode: "string",
      permission: "string",
      kind: "string",
    },
    Task: {
      "id!": "string",
      projectId: "string",
      title: "string",
      content: "string",
      desc: "string",
      isAllDay: "boolean",
      ...DATES,
      timeZone: "string",
      reminders: "array",
      repeatFlag: "string",
      priority: "integer",
      status: "integer",
      sortOrder: "integer",
      items: "array",
      kind: "string",
      tags: "array",
      etag: "string",
      createdTime: "string",
      modifiedTime: "string",
    },
    Column: { "id!": "string", projectId: "string", name: "string", sortOrder: "integer" },
    Moved: { "id!": "string", "etag!": "string" },
    Connection: {
      id: "string",
      authEventId: "string",
      "tenantId!": "string",
      tenantType: "string",
      tenantName: "string",
      createdDateUtc: "string",
      updatedDateUtc: "string",
      // Added to Xero's answer: the organisation's clock (lib/runtime/tenant-clocks.ts).
      timeZone: "string",
      xeroTimeZone: "string",
      localDate: "string",
      localTime: "string",
      utcOffset: "string",
      timeZoneUnavailable: "string",
    },
  },
  /** The answer of each hand-described tool: a record's name (the answer is one), or a wrapper. */
  answers: {
    "TasksApi.GetUserProjects": { "result!": "Project[]" },
    "TasksApi.GetTasksProjectById": "Project",
    "TasksApi.RetrieveProjectWithTasks": { "project!": "object", "tasks!": "Task[]", columns: "Column[]" },
    "TasksApi.CreateProjectInTasks": "Project",
    "TasksApi.UpdateProjectProperties": "Project",
    // TickTick answers these with an empty 200, which a tool answers as null.
    "TasksApi.DeleteTasksProject": { "result!": "null" },
    "TasksApi.CreateTaskTasks": "Task",
    "TasksApi.UpdateTaskProperties": "Task",
    "TasksApi.MarkTaskComplete": { "result!": "null" },
    "TasksApi.RetrieveTaskDetails": "Task",
    "TasksApi.DeleteSpecificTask": { "result!": "null" },
    "TasksApi.MoveTasksBetweenProjects": { "result!": "Moved[]" },
    "TasksApi.ListCompletedTasks": { "result!": "Task[]" },
    "TasksApi.FilterTasks": { "result!": "Task[]" },
    "LedgerApi.GetConnectedTenants": { "result!": "Connection[]" },
  },
};
