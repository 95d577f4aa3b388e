// Task fields accepted by create and update, validated, normalised and applied to a stored task.
// "§n" and "quirk n" refer to the sections and §6 community quirks of docs/reference/tasks-api.md.
import { unknownException } from "./errors";
import {
  assignDefined,
  type Body,
  isBoolean,
  isInteger,
  isObjectArray,
  isStringArray,
  nonBlank,
  oneOf,
  optional,
  optionalDate,
  optionalText,
} from "./fields";
import { newObjectId } from "./ids";
import type { ChecklistItem, Task } from "./wire";

export const DEFAULT_TIME_ZONE = "America/New_York";
/** New tasks go on top of their project, one step of -2^40 below the lowest sortOrder (§3). */
export const SORT_ORDER_STEP = 1_099_511_627_776;
const TASK_KINDS = ["TEXT", "NOTE", "CHECKLIST"] as const;
const PRIORITIES = [0, 1, 3, 5];

export type TaskPatch = Partial<
  Pick<
    Task,
    | "title"
    | "content"
    | "desc"
    | "isAllDay"
    | "startDate"
    | "dueDate"
    | "timeZone"
    | "reminders"
    | "repeatFlag"
    | "priority"
    | "sortOrder"
    | "tags"
    | "kind"
  >
> & { items?: Body[] };

export function readTaskPatch(body: Body, titleRequired: boolean): TaskPatch {
  const priority = optional(body, "priority", isInteger, "an integer");
  if (priority !== undefined && !PRIORITIES.includes(priority)) {
    throw unknownException("priority must be 0, 1, 3 or 5");
  }
  return {
    title: nonBlank(body, "title", titleRequired),
    content: optionalText(body, "content"),
    desc: optionalText(body, "desc"),
    isAllDay: optional(body, "isAllDay", isBoolean, "a boolean"),
    startDate: optionalDate(body, "startDate"),
    dueDate: optionalDate(body, "dueDate"),
    timeZone: optionalText(body, "timeZone"),
    reminders: optional(body, "reminders", isStringArray, "an array of strings"),
    repeatFlag: optionalText(body, "repeatFlag"),
    priority,
    sortOrder: optional(body, "sortOrder", isInteger, "an integer"),
    items: optional(body, "items", isObjectArray, "an array of objects"),
    tags: optional(body, "tags", isStringArray, "an array of strings"),
    kind: oneOf(body, "kind", TASK_KINDS),
  };
}

function toChecklistItem(input: Body, index: number, now: string): ChecklistItem {
  const status = optional(input, "status", isInteger, "an integer") ?? 0;
  if (status !== 0 && status !== 1) throw unknownException("checklist item status must be 0 or 1");
  const item: ChecklistItem = {
    // Items sent without an id get a server id (§3 ChecklistItem).
    id: optionalText(input, "id") || newObjectId(),
    title: optionalText(input, "title") ?? "",
    status,
    sortOrder: optional(input, "sortOrder", isInteger, "an integer") ?? index,
  };
  assignDefined(item, {
    isAllDay: optional(input, "isAllDay", isBoolean, "a boolean"),
    startDate: optionalDate(input, "startDate"),
    timeZone: optionalText(input, "timeZone"),
    completedTime: optionalDate(input, "completedTime") ?? (status === 1 ? now : undefined),
  });
  return item;
}

export function applyTaskPatch(task: Task, { items, kind, ...fields }: TaskPatch, now: string): void {
  assignDefined(task, fields);
  if (items !== undefined) task.items = items.map((item, index) => toChecklistItem(item, index, now));
  // The server collapses startDate onto dueDate whatever start was sent (quirk 7).
  if (task.dueDate !== undefined) task.startDate = task.dueDate;
  // Tasks with items always come back CHECKLIST (§3 kind); emptying the list turns one back into TEXT.
  if (task.items?.length) task.kind = "CHECKLIST";
  else if (kind !== undefined) task.kind = kind;
  else if (task.kind === "CHECKLIST") task.kind = "TEXT";
}
