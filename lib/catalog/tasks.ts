// The seed's TasksApi tools over the TickTick Open API v1 (facts: docs/reference/tasks-api.md); the
// task operations beyond them are tasks-filters-and-moves.ts.
// Paths are relative to TASKS_API_BASE_URL (default https://api.ticktick.com/open/v1).
import { keptKeyParam } from "./kept-key";
import { modeParam, requestBodyParam } from "./schema-mode";
import type { ParamSpec, ToolRow } from "./types";

export const ID_PATTERN = {
  regex: "^[A-Za-z0-9_-]{1,64}$",
  hint: "a TickTick id: 1-64 letters, digits, '_' or '-' (no '/', '?', '#', '%' or '.')",
};

function idParam(name: string, as: string, what: string): ParamSpec {
  return { name, type: "string", in: "path", as, required: true, pattern: ID_PATTERN, description: what };
}

// TickTick's ids are not all alike: projects and tasks have 24 hex characters, the Inbox `inbox`
// and the user's number (`inbox115184183`), which its tasks carry as projectId. ID_PATTERN admits all.
const INBOX_ID = "the Inbox's own id (inbox and digits, e.g. inbox115184183: the projectId of its tasks)";
const PROJECT_ID_DESCRIPTION = `Id of the project, as returned by TasksApi.GetUserProjects or TasksApi.CreateProjectInTasks, or ${INBOX_ID}.`;
const PROJECT_ID_WITH_INBOX = `Id of the project, as returned by TasksApi.GetUserProjects, or ${INBOX_ID}; the literal \`inbox\` names the Inbox too.`;
const TASK_ID_DESCRIPTION = "Id of the task, as returned when it was created or listed.";

const PROJECT_FIELDS = {
  color: {
    type: "string",
    pattern: { regex: "^#[0-9A-Fa-f]{6}$", hint: "a hex colour such as #F18181" },
    description: "Project colour as a hex code, e.g. #F18181.",
  },
  kind: {
    type: "string",
    enum: ["TASK", "NOTE"],
    description: "What the project holds: TASK (tasks) or NOTE (notes).",
  },
  sortOrder: {
    type: "integer",
    description: "Position among the user's projects (smaller sorts first); TickTick's default is 0.",
  },
  viewMode: {
    type: "string",
    enum: ["list", "kanban", "timeline"],
    description: "How the project is displayed: list, kanban (columns) or timeline.",
  },
} as const;

function projectBodyParams(nameRequired: boolean): ParamSpec[] {
  return [
    {
      name: "project_name",
      type: "string",
      in: "body",
      as: "name",
      required: nameRequired,
      minLength: 1,
      maxLength: 64,
      // TickTick refuses a blank name with a 500, so it is refused here.
      pattern: { regex: "\\S", hint: "a name with at least one character that is not white space" },
      description: "Project name, not blank (TickTick keeps at most 64 characters).",
    },
    { name: "project_color", in: "body", as: "color", ...PROJECT_FIELDS.color },
    { name: "project_kind", in: "body", as: "kind", ...PROJECT_FIELDS.kind },
    { name: "project_sort_order", in: "body", as: "sortOrder", ...PROJECT_FIELDS.sortOrder },
    { name: "project_view_mode", in: "body", as: "viewMode", ...PROJECT_FIELDS.viewMode },
  ];
}

const MODE_PARAM = modeParam("the task");
const REQUEST_BODY_PARAM = requestBodyParam("the task", { title: "..." });

export const tasksTools: readonly ToolRow[] = [
  {
    name: "TasksApi.GetUserProjects",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "getUserProjects",
    method: "GET",
    path: "/project",
    params: [],
    flags: { readOnly: true, destructive: false, idempotent: true },
    description:
      "List every project the user can access. Returns an array of projects (id, name, color (when set), viewMode, kind, permission). The Inbox is not listed; use the id `inbox` to read it with TasksApi.RetrieveProjectWithTasks.",
  },
  {
    name: "TasksApi.GetTasksProjectById",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "getProjectById",
    method: "GET",
    path: "/project/{projectId}",
    params: [idParam("project_id", "projectId", PROJECT_ID_DESCRIPTION)],
    flags: { readOnly: true, destructive: false, idempotent: true },
    description:
      "Get one project by id. Returns the project (id, name, color (when set), viewMode, kind, sortOrder). NotFound if no such project exists.",
  },
  {
    name: "TasksApi.RetrieveProjectWithTasks",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "getProjectWithData",
    method: "GET",
    path: "/project/{projectId}/data",
    params: [idParam("project_id", "projectId", PROJECT_ID_WITH_INBOX)],
    flags: { readOnly: true, destructive: false, idempotent: true },
    description:
      "Get a project with its open tasks and its kanban columns. Returns {project, tasks, columns (absent or empty unless the project is a kanban one)}: tasks is [] when the project has no open tasks. Only tasks that are not completed are included; read a completed task by id with TasksApi.RetrieveTaskDetails.",
  },
  {
    name: "TasksApi.CreateProjectInTasks",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "createProject",
    method: "POST",
    path: "/project",
    params: [
      ...projectBodyParams(true),
      keptKeyParam(
        "a retry with the same key and parameters answers the first project instead of creating another (the same key with other parameters is refused).",
      ),
    ],
    flags: { readOnly: false, destructive: false, idempotent: false },
    // Projects carry no creation time: a project of the same name may be older than the attempt.
    reconcile: { read: "TasksApi.GetUserProjects", input: {} },
    description:
      "Create a project. Returns the new project (id, name, sortOrder, viewMode, kind). Calling it twice creates two projects with the same name, unless both calls carry the same idempotency_key.",
  },
  {
    name: "TasksApi.UpdateProjectProperties",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "updateProject",
    method: "POST",
    path: "/project/{projectId}",
    params: [idParam("project_identifier", "projectId", PROJECT_ID_DESCRIPTION), ...projectBodyParams(false)],
    flags: { readOnly: false, destructive: false, idempotent: true },
    description:
      "Change a project's name, colour, kind, sort order or view mode; properties left out keep their values. Returns the updated project (id, name, sortOrder, viewMode, kind).",
  },
  {
    name: "TasksApi.DeleteTasksProject",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "deleteProject",
    method: "DELETE",
    path: "/project/{projectId}",
    params: [idParam("project_id", "projectId", PROJECT_ID_DESCRIPTION)],
    flags: { readOnly: false, destructive: true, idempotent: true },
    description:
      "Permanently delete a project together with all its tasks and columns. This cannot be undone. Returns null.",
  },
  {
    name: "TasksApi.CreateTaskTasks",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "createTask",
    method: "POST",
    path: "/task",
    params: [
      MODE_PARAM,
      REQUEST_BODY_PARAM,
      keptKeyParam(
        "with mode=execute, a retry with the same key and request_body answers the first task instead of creating another (the same key with another request_body is refused). Ignored otherwise.",
      ),
    ],
    schemaMode: { bodySchema: "TickTickTaskCreate", requiredInExecute: ["request_body"] },
    flags: { readOnly: false, destructive: false, idempotent: false },
    reconcile: {
      read: "TasksApi.RetrieveProjectWithTasks",
      input: { project_id: { fromBody: "projectId", default: "inbox" } },
      find: { list: "tasks", match: ["title", "content"], createdField: "createdTime" },
    },
    description:
      "Create a task (title, notes, dates, reminders, repeat rule, priority, checklist items) in a project, or in the Inbox when projectId is left out. Two steps: call with mode=get_request_schema to get the body's JSON Schema, then mode=execute with request_body. Returns the created task (id, projectId, title, status, priority, etag). Calling execute twice creates two tasks, unless both calls carry the same idempotency_key.",
  },
  {
    name: "TasksApi.UpdateTaskProperties",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "updateTask",
    method: "POST",
    path: "/task/{taskId}",
    params: [
      MODE_PARAM,
      {
        ...idParam("task_identifier", "taskId", `${TASK_ID_DESCRIPTION} Required when mode is execute.`),
        required: false,
        alsoBody: "id",
      },
      REQUEST_BODY_PARAM,
    ],
    schemaMode: { bodySchema: "TickTickTaskUpdate", requiredInExecute: ["task_identifier", "request_body"] },
    emptyBody: "not-found",
    notFoundMessage:
      "TickTick has no task {task_identifier} in the project named by request_body.projectId (the task does not exist, or projectId is not the task's own project). Nothing was changed.",
    flags: { readOnly: false, destructive: false, idempotent: true },
    description:
      "Change a task's properties; fields left out keep their values. Two steps: mode=get_request_schema returns the body's JSON Schema, then mode=execute with task_identifier and request_body, which must hold the task's current projectId. Returns the updated task (id, projectId, title, status, priority, etag).",
  },
  {
    name: "TasksApi.MarkTaskComplete",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "completeTask",
    method: "POST",
    path: "/project/{projectId}/task/{taskId}/complete",
    params: [
      idParam("project_id", "projectId", PROJECT_ID_DESCRIPTION),
      idParam("task_identifier", "taskId", TASK_ID_DESCRIPTION),
    ],
    flags: { readOnly: false, destructive: false, idempotent: false },
    // Completing a recurring task moves it to its next date, so completing again is not harmless.
    reconcile: {
      read: "TasksApi.RetrieveTaskDetails",
      input: {
        project_identifier: { fromParam: "project_id" },
        task_identifier: { fromParam: "task_identifier" },
      },
    },
    description:
      "Mark a task completed: its status becomes 2 and its completion time is set; it then no longer appears in TasksApi.RetrieveProjectWithTasks. For a recurring task this completes the current occurrence and moves the task to its next date. Returns null.",
  },
  {
    name: "TasksApi.RetrieveTaskDetails",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "getTaskById",
    method: "GET",
    path: "/project/{projectId}/task/{taskId}",
    params: [
      idParam("project_identifier", "projectId", PROJECT_ID_WITH_INBOX),
      idParam("task_identifier", "taskId", TASK_ID_DESCRIPTION),
    ],
    emptyBody: "not-found",
    notFoundMessage: "TickTick has no task {task_identifier} in project {project_identifier}.",
    flags: { readOnly: true, destructive: false, idempotent: true },
    description:
      "Get one task with its checklist items, reminders, dates, priority and status (0 open, 2 completed). Works for completed tasks too. Returns the task (id, projectId, title, status, priority, items (when it has a checklist), dueDate (when set), completedTime (once completed)...). NotFound if the task does not exist in that project.",
  },
  {
    name: "TasksApi.DeleteSpecificTask",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "deleteTask",
    method: "DELETE",
    path: "/project/{projectId}/task/{taskId}",
    params: [
      idParam("project_id", "projectId", PROJECT_ID_DESCRIPTION),
      idParam("task_identifier_to_delete", "taskId", TASK_ID_DESCRIPTION),
    ],
    flags: { readOnly: false, destructive: true, idempotent: true },
    description: "Permanently delete a task from a project. This cannot be undone. Returns null.",
  },
];
