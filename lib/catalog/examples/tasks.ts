// Worked examples of the TasksApi tools: hand-written decorations of the rows. Every id is an object
// of the sandbox's demo account (local/sandbox/tasks/starting-data.ts), so each example runs against
// `npm start` as written; test/catalog/examples.test.ts runs them all.
import type { ToolExamples } from "./types";

const INBOX = "inbox115184183";
const PERSONAL = "5eed00000000000000000a01";
const WORK = "5eed00000000000000000a02";
const GROCERIES = "5eed00000000000000000a03";
/** Personal: "Pack for the weekend trip", a checklist. */
const CHECKLIST_TASK = "5eed00000000000000000b03";
/** Personal: due, priority 5. */
const DUE_TASK = "5eed00000000000000000b04";
const WORK_TODO_TASK = "5eed00000000000000000b07";
const WORK_DONE_TASK = "5eed00000000000000000b09";
/** Inbox: "Call the dentist". */
const INBOX_TASK = "5eed00000000000000000b01";

export const TASKS_EXAMPLES: ToolExamples = {
  "TasksApi.GetUserProjects": [{ summary: "Every project of the account", input: {} }],
  "TasksApi.GetTasksProjectById": [{ summary: "The Work project", input: { project_id: WORK } }],
  "TasksApi.RetrieveProjectWithTasks": [
    { summary: "The Inbox and its open tasks", input: { project_id: INBOX } },
    { summary: "The Work project with its tasks and kanban columns", input: { project_id: WORK } },
  ],
  "TasksApi.CreateProjectInTasks": [
    {
      summary: "A kanban project for a house move, keyed so running the job twice makes one project",
      input: {
        project_name: "House move",
        project_color: "#4772fa",
        project_view_mode: "kanban",
        idempotency_key: "house-move-project-2026-01-07",
      },
    },
  ],
  "TasksApi.UpdateProjectProperties": [
    {
      summary: "Rename the Work project and show it as a list",
      input: { project_identifier: WORK, project_name: "Work (Q3)", project_view_mode: "list" },
    },
  ],
  "TasksApi.DeleteTasksProject": [
    { summary: "Delete the Groceries project", input: { project_id: GROCERIES } },
  ],
  "TasksApi.CreateTaskTasks": [
    { summary: "Step 1: get the task body's JSON Schema", input: { mode: "get_request_schema" } },
    {
      summary: "Step 2: a high-priority task in the Personal project, keyed so a retry creates nothing twice",
      input: {
        mode: "execute",
        request_body: JSON.stringify({ title: "Renew passport", projectId: PERSONAL, priority: 5 }),
        idempotency_key: "renew-passport-2026-01-07",
      },
    },
  ],
  "TasksApi.UpdateTaskProperties": [
    { summary: "Step 1: get the update body's JSON Schema", input: { mode: "get_request_schema" } },
    {
      summary: "Step 2: retitle a Work task and raise its priority",
      input: {
        mode: "execute",
        task_identifier: WORK_TODO_TASK,
        request_body: JSON.stringify({ projectId: WORK, title: "Draft the Q3 plan", priority: 3 }),
      },
    },
  ],
  "TasksApi.MarkTaskComplete": [
    { summary: "Complete a Personal task", input: { project_id: PERSONAL, task_identifier: DUE_TASK } },
  ],
  "TasksApi.RetrieveTaskDetails": [
    {
      summary: "A Personal task with its checklist",
      input: { project_identifier: PERSONAL, task_identifier: CHECKLIST_TASK },
    },
  ],
  "TasksApi.MoveTasksBetweenProjects": [
    {
      summary: "Move a task out of the Inbox into Personal, keyed so a retry moves nothing twice",
      input: {
        moves: [{ task_id: INBOX_TASK, from_project_id: "inbox", to_project_id: PERSONAL }],
        idempotency_key: "move-dentist-2026-01-07",
      },
    },
  ],
  "TasksApi.ListCompletedTasks": [
    {
      summary: "What was finished in the first week of January 2026",
      input: { start_date: "2026-01-01T00:00:00.000+0000", end_date: "2026-01-07T23:59:59.000+0000" },
    },
    { summary: "Every completed task of the Work project", input: { project_ids: [WORK] } },
  ],
  "TasksApi.FilterTasks": [
    { summary: "Open tasks tagged admin", input: { tags: ["admin"], statuses: [0] } },
    {
      summary: "High and medium priority tasks of Personal and Work",
      input: { project_ids: [PERSONAL, WORK], priorities: [5, 3] },
    },
    {
      summary: "Tasks starting in December 2026",
      input: { start_date: "2026-12-01T00:00:00.000+0000", end_date: "2026-12-31T23:59:59.000+0000" },
    },
  ],
  "TasksApi.DeleteSpecificTask": [
    {
      summary: "Delete a finished Work task",
      input: { project_id: WORK, task_identifier_to_delete: WORK_DONE_TASK },
    },
  ],
};
