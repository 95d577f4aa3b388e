// The TickTick Open API v1 task operations beyond the seed's (tasks.ts; docs/tasks.md): moving
// tasks between projects, completed tasks by completion time, and tasks filtered by project, start
// date, priority, tag and status. Same base URL, token and scopes as lib/catalog/tasks.ts.
import { keptKeyParam } from "./kept-key";
import { ID_PATTERN } from "./tasks";
import type { FieldSpec, ParamSpec, ToolRow } from "./types";

/**
 * A date-time as TickTick takes it: time and zone required (TickTick reads a date alone, or no zone,
 * otherwise than meant). The pattern gives the refusal its hint; the format checks the calendar.
 */
const DATE_TIME = {
  regex: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?(Z|[+-]\\d{2}:?\\d{2})$",
  hint: "a date-time with a time and a zone, in TickTick's format, e.g. 2026-03-01T00:58:20.000+0000",
};

function dateParam(name: string, as: string, description: string): ParamSpec {
  return {
    name,
    type: "string",
    in: "body",
    as,
    format: "date-time",
    maxLength: 40,
    pattern: DATE_TIME,
    description,
  };
}

const projectIds = (what: string): ParamSpec => ({
  name: "project_ids",
  type: "array",
  in: "body",
  as: "projectIds",
  minItems: 1,
  maxItems: 100,
  items: {
    type: "string",
    pattern: ID_PATTERN.regex,
    description: "A project id (the Inbox: `inbox` or its id, e.g. inbox115184183).",
  },
  description: `Only ${what} of these projects (ids from TasksApi.GetUserProjects; the Inbox: \`inbox\` or its id, e.g. inbox115184183); all projects if left out.`,
});

const idField = (name: string, as: string, what: string): FieldSpec => ({
  name,
  type: "string",
  as,
  required: true,
  pattern: ID_PATTERN,
  description: `${what}: ${ID_PATTERN.hint}.`,
});

const MOVE_FIELDS: readonly FieldSpec[] = [
  idField("task_id", "taskId", "The task to move"),
  idField(
    "from_project_id",
    "fromProjectId",
    "The project it is in now (the Inbox: `inbox` or its id, e.g. inbox115184183)",
  ),
  idField(
    "to_project_id",
    "toProjectId",
    "The project to move it to (the Inbox: `inbox` or its id, e.g. inbox115184183)",
  ),
];

export const tasksFilterAndMoveTools: readonly ToolRow[] = [
  {
    name: "TasksApi.MoveTasksBetweenProjects",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "moveTask",
    method: "POST",
    path: "/task/move",
    params: [
      {
        name: "moves",
        type: "array",
        in: "body",
        // The whole body: TickTick takes a top-level JSON array.
        as: "",
        required: true,
        minItems: 1,
        maxItems: 100,
        fields: MOVE_FIELDS,
        description: "The moves, up to 100: each a task, the project it is in now and the one to move it to.",
      },
      keptKeyParam("a retry with the same key is answered without moving again."),
    ],
    // Moving a task to where it already is changes nothing: a resend after a lost answer is harmless.
    flags: { readOnly: false, destructive: false, idempotent: true },
    description:
      "Move tasks to another project, several in one call (e.g. out of the Inbox). Returns [{id, etag}] per moved task.",
  },
  {
    name: "TasksApi.ListCompletedTasks",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "listCompletedTasks",
    method: "POST",
    path: "/task/completed",
    params: [
      projectIds("completed tasks"),
      dateParam(
        "start_date",
        "startDate",
        "Completed at or after this date-time, e.g. 2026-03-01T00:00:00.000+0000.",
      ),
      dateParam(
        "end_date",
        "endDate",
        "Completed at or before this date-time, e.g. 2026-03-07T23:59:59.000+0000.",
      ),
    ],
    flags: { readOnly: true, destructive: false, idempotent: true },
    description:
      "List completed tasks (status 2, with completedTime), by project and completion-time range: what was finished when. Returns an array of tasks (id, projectId, title, status, completedTime).",
  },
  {
    name: "TasksApi.FilterTasks",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "filterTasks",
    method: "POST",
    path: "/task/filter",
    params: [
      projectIds("tasks"),
      dateParam("start_date", "startDate", "Tasks whose start date is at or after this date-time."),
      dateParam("end_date", "endDate", "Tasks whose start date is at or before this date-time."),
      {
        name: "priorities",
        type: "array",
        in: "body",
        as: "priority",
        minItems: 1,
        maxItems: 4,
        items: { type: "integer", enum: [0, 1, 3, 5] },
        description: "Only these priorities: 0 none, 1 low, 3 medium, 5 high.",
      },
      {
        name: "tags",
        type: "array",
        in: "body",
        as: "tag",
        minItems: 1,
        maxItems: 20,
        items: { type: "string", minLength: 1 },
        description: "Only tasks carrying all of these tags (names without #).",
      },
      {
        name: "statuses",
        type: "array",
        in: "body",
        as: "status",
        minItems: 1,
        maxItems: 2,
        items: { type: "integer", enum: [0, 2] },
        description: "Only these statuses: 0 open, 2 completed.",
      },
    ],
    flags: { readOnly: true, destructive: false, idempotent: true },
    description:
      "Find tasks by project, start-date range, priority, tags and status, e.g. open urgent-tagged tasks. Returns an array of tasks (id, projectId, title, status, priority, tags), at most 200: TickTick's limit, with no paging, so narrow the filter to see the rest.",
  },
];
