// JSON Schema of the TickTick task body, for CreateTaskTasks and UpdateTaskProperties in schema mode.
// Field facts: docs/reference/tasks-api.md section 3. Unknown fields are rejected: TickTick ignores
// them silently, which hides typos such as `due_date` from the caller.
import type { JsonSchema } from "../types";

/**
 * A date-time as TickTick reads it: `yyyy-MM-ddTHH:mm:ss`, optional milliseconds, then `Z`, `+HHMM`
 * or `+HH:MM` (none = UTC). A date without a time is refused here because TickTick drops it silently.
 */
const DATE_TIME = {
  type: "string",
  pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?(Z|[+-]\\d{2}:?\\d{2})?$",
  // The pattern fixes the shape; the format (ajv-formats' zone-optional ISO date-time) rejects
  // days and times that do not exist, such as 2026-02-30T10:00:00 or 2026-01-01T24:00:00.
  format: "iso-date-time",
  description:
    "Date-time such as 2026-11-21T09:00:00+0000 (also accepted: Z, +HH:MM; no offset = UTC). A date alone is not accepted.",
  examples: ["2026-11-21T09:00:00+0000"],
};

/** TickTick refuses a blank title with a 500: at least one character that is not white space. */
const NOT_BLANK = "\\S";

/** TickTick keeps sort orders as 64-bit integers; JSON numbers are exact only within the safe range. */
const SORT_ORDER = {
  type: "integer",
  minimum: Number.MIN_SAFE_INTEGER,
  maximum: Number.MAX_SAFE_INTEGER,
  description: "Position among siblings; smaller sorts first.",
};

const CHECKLIST_ITEM: JsonSchema = {
  type: "object",
  description: "A checklist item (subtask). Items sent without id get one from TickTick.",
  additionalProperties: false,
  required: ["title"],
  properties: {
    id: { type: "string", description: "Id of an existing item, to keep it when updating." },
    title: { type: "string", minLength: 1, pattern: NOT_BLANK, description: "Item text, not blank." },
    status: { type: "integer", enum: [0, 1], description: "0 open, 1 completed (not 2, unlike tasks)." },
    completedTime: DATE_TIME,
    isAllDay: { type: "boolean" },
    sortOrder: SORT_ORDER,
    startDate: DATE_TIME,
    timeZone: { type: "string", description: "IANA time zone, e.g. Europe/London." },
  },
};

const TASK_PROPERTIES: JsonSchema = {
  projectId: {
    type: "string",
    pattern: "^[A-Za-z0-9_-]{1,64}$",
    description: "Project that holds the task (an id from TasksApi.GetUserProjects).",
  },
  title: {
    type: "string",
    minLength: 1,
    maxLength: 10000,
    pattern: NOT_BLANK,
    description: "Task title, not blank.",
  },
  content: { type: "string", description: "Notes of the task (plain text or Markdown)." },
  desc: { type: "string", description: "Description of a checklist task; shown above its items." },
  isAllDay: { type: "boolean", description: "true for an all-day task (dates then mean local midnight)." },
  startDate: {
    ...DATE_TIME,
    description: `Start. ${DATE_TIME.description} TickTick sets it equal to dueDate.`,
  },
  dueDate: { ...DATE_TIME, description: `Due date-time. ${DATE_TIME.description}` },
  timeZone: {
    type: "string",
    description:
      "IANA time zone used to display the dates, e.g. America/Los_Angeles; the account's zone if left out.",
  },
  reminders: {
    type: "array",
    description: "Reminders as iCalendar triggers relative to the due date.",
    items: {
      type: "string",
      pattern: "^TRIGGER:-?P(\\d+W|(\\d+D)?(T(\\d+H)?(\\d+M)?(\\d+S)?)?)$",
      examples: ["TRIGGER:PT0S", "TRIGGER:-PT30M", "TRIGGER:P0DT9H0M0S", "TRIGGER:-P1D"],
      description:
        "TRIGGER:PT0S (at due time), TRIGGER:-PT30M (30 minutes before), TRIGGER:P0DT9H0M0S (09:00 on the day).",
    },
  },
  repeatFlag: {
    type: "string",
    pattern: "^(RRULE:FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;[A-Z]+=[A-Za-z0-9,+-]+)*)?$",
    description:
      "Repeat rule as an iCalendar RRULE, e.g. RRULE:FREQ=DAILY;INTERVAL=1 or RRULE:FREQ=WEEKLY;BYDAY=MO,WE; empty string = not recurring. Needs a start or due date.",
  },
  priority: { type: "integer", enum: [0, 1, 3, 5], description: "0 none, 1 low, 3 medium, 5 high." },
  sortOrder: SORT_ORDER,
  items: { type: "array", items: CHECKLIST_ITEM, description: "Checklist items (subtasks)." },
  tags: { type: "array", items: { type: "string", minLength: 1 }, description: "Tag names." },
  kind: {
    type: "string",
    enum: ["TEXT", "NOTE", "CHECKLIST"],
    description: "TEXT (default), NOTE, or CHECKLIST (set by TickTick when items are given).",
  },
};

export const tickTickTaskCreate: JsonSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "TickTick task (create)",
  description:
    "Body of TasksApi.CreateTaskTasks in execute mode: send it as a JSON string in request_body. Only title is required; without projectId the task lands in the Inbox.",
  type: "object",
  additionalProperties: false,
  required: ["title"],
  properties: TASK_PROPERTIES,
};

export const tickTickTaskUpdate: JsonSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "TickTick task (update)",
  description:
    "Body of TasksApi.UpdateTaskProperties in execute mode: send it as a JSON string in request_body, with task_identifier naming the task. projectId is required and must be the task's current project (TickTick ignores the update otherwise). Fields left out keep their values. The task id comes from task_identifier; an `id` here must equal it.",
  type: "object",
  additionalProperties: false,
  required: ["projectId"],
  properties: {
    id: { type: "string", description: "Optional; must equal task_identifier." },
    ...TASK_PROPERTIES,
    projectId: {
      ...(TASK_PROPERTIES.projectId as JsonSchema),
      description:
        "Required: the id of the project the task is in now. TickTick ignores an update without it or with another project's id (use TasksApi.GetUserProjects or TasksApi.RetrieveTaskDetails to find it).",
    },
  },
};
