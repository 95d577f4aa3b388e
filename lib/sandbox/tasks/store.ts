// In-memory TickTick Open API v1 state and its behaviour rules, with no HTTP in sight.
// "§n" and "quirk n" refer to the sections and §6 community quirks of docs/reference/tasks-api.md.
import { randomBytes } from "node:crypto";

// ---------------------------------------------------------------------------------------------
// Wire objects. Optional keys are left out when unset: TickTick omits them rather than sending null.

export interface Project {
  id: string;
  name: string;
  color?: string;
  sortOrder: number;
  viewMode: string;
  kind: string;
  /** Only on GET /project (the list); absent from get/create/update responses. */
  permission?: string;
}

export interface Column {
  id: string;
  projectId: string;
  name: string;
  sortOrder: number;
}

export interface ChecklistItem {
  id: string;
  title: string;
  /** 0 normal, 1 completed (not 2 as on tasks). */
  status: number;
  sortOrder: number;
  isAllDay?: boolean;
  startDate?: string;
  timeZone?: string;
  completedTime?: string;
}

export interface Task {
  id: string;
  projectId: string;
  title: string;
  content: string;
  desc?: string;
  isAllDay?: boolean;
  startDate?: string;
  dueDate?: string;
  timeZone: string;
  reminders?: string[];
  repeatFlag?: string;
  priority: number;
  /** 0 normal, 2 completed. */
  status: number;
  completedTime?: string;
  sortOrder: number;
  items?: ChecklistItem[];
  tags: string[];
  kind: string;
  columnId?: string;
  etag: string;
  createdTime: string;
  modifiedTime: string;
}

export interface ProjectData {
  project: Project;
  tasks: Task[];
  columns: Column[];
}

export interface SeedState {
  userId: string;
  projects: Project[];
  columns: Column[];
  tasks: Task[];
}

// ---------------------------------------------------------------------------------------------
// Errors. TickTick reports semantic and validation failures as HTTP 500 with a JSON envelope (§5).

export class SandboxApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = "SandboxApiError";
  }
}

export function unknownException(detail: string): SandboxApiError {
  return new SandboxApiError(500, "unknown_exception", `Unknown exception: ${detail}`);
}

const projectNotFound = (status: 404 | 500) =>
  new SandboxApiError(status, "project_not_found", "Project not found");
const taskNotFound = () => new SandboxApiError(500, "task_not_found", "Task not found");

// ---------------------------------------------------------------------------------------------
// Ids, etags and dates.

const LOWER_ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";

/** 8 random lowercase alphanumerics, like TickTick's etags and errorId prefixes. */
export function randomTag(length = 8): string {
  return Array.from(randomBytes(length), (byte) => LOWER_ALNUM[byte % LOWER_ALNUM.length]).join("");
}

/** A 24-hex ObjectId: 4 bytes of seconds since epoch, then 8 random bytes. */
export function newObjectId(nowMs = Date.now()): string {
  const seconds = Math.floor(nowMs / 1000)
    .toString(16)
    .padStart(8, "0")
    .slice(-8);
  return seconds + randomBytes(8).toString("hex");
}

// Offsets may be Z, ±HHMM or ±HH:MM; no offset means UTC; fraction optional (§3).
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})?$/;

/** Parses an API date-time to epoch ms; undefined for anything else (date-only, garbage). */
export function parseApiDate(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, date, time, fraction = "", offset = "Z"] = match;
  const local = Date.parse(`${date}T${time}.${fraction.padEnd(3, "0").slice(0, 3)}Z`);
  // Reject rollovers such as 2025-02-30 or 24:00:00 instead of silently normalising them.
  if (Number.isNaN(local) || !new Date(local).toISOString().startsWith(`${date}T${time}`)) return undefined;
  if (offset === "Z") return local;
  const digits = offset.replace(":", "");
  const offsetHours = Number(digits.slice(1, 3));
  const offsetMinutes = Number(digits.slice(3, 5));
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  const sign = digits.startsWith("-") ? -1 : 1;
  return local - sign * (offsetHours * 60 + offsetMinutes) * 60_000;
}

/** Responses always carry milliseconds and +0000 (§3): yyyy-MM-dd'T'HH:mm:ss.SSS+0000. */
export function formatApiDate(epochMs: number): string {
  return new Date(epochMs).toISOString().replace("Z", "+0000");
}

// ---------------------------------------------------------------------------------------------
// Recurrence: only FREQ and INTERVAL of the RRULE are honoured.

interface Recurrence {
  freq: "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY";
  interval: number;
}

export function parseRecurrence(repeatFlag: string | undefined): Recurrence | undefined {
  if (!repeatFlag) return undefined;
  const rule = repeatFlag.replace(/^RRULE:/i, "");
  const params = new Map(
    rule.split(";").map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      return [key.trim().toUpperCase(), value.trim().toUpperCase()] as const;
    }),
  );
  const freq = params.get("FREQ");
  if (freq !== "DAILY" && freq !== "WEEKLY" && freq !== "MONTHLY" && freq !== "YEARLY") return undefined;
  const interval = Number(params.get("INTERVAL") ?? "1");
  if (!Number.isSafeInteger(interval) || interval < 1) return undefined;
  return { freq, interval };
}

/** Next occurrence in UTC calendar arithmetic; month ends clamp (Jan 31 + 1 month = Feb 28/29). */
export function advanceDate(epochMs: number, { freq, interval }: Recurrence): number {
  const date = new Date(epochMs);
  if (freq === "DAILY" || freq === "WEEKLY") {
    date.setUTCDate(date.getUTCDate() + interval * (freq === "WEEKLY" ? 7 : 1));
    return date.getTime();
  }
  const months = interval * (freq === "YEARLY" ? 12 : 1);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

// ---------------------------------------------------------------------------------------------
// Request body validation. Wrong types are generic validation failures: 500 unknown_exception.

type Body = Record<string, unknown>;

function requireObject(input: unknown): Body {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    throw unknownException("request body must be a JSON object");
  }
  return input as Body;
}

const isString = (value: unknown): value is string => typeof value === "string";
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isObjectArray = (value: unknown): value is Body[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === "object" && item !== null && !Array.isArray(item));

/** The value of an optional field; null counts as absent; a wrong type is rejected. */
function optional<T>(
  body: Body,
  key: string,
  check: (value: unknown) => value is T,
  expected: string,
): T | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!check(value)) throw unknownException(`${key} must be ${expected}`);
  return value;
}

function optionalText(body: Body, key: string): string | undefined {
  return optional(body, key, isString, "a string");
}

/** Blank or missing title/name is a 500 (§5: "blank title"). */
function nonBlank(body: Body, key: string, required: boolean): string | undefined {
  const value = optionalText(body, key);
  if (value === undefined && !required) return undefined;
  if (value === undefined || value.trim() === "") throw unknownException(`${key} must not be blank`);
  return value;
}

function oneOf(body: Body, key: string, allowed: readonly string[]): string | undefined {
  const value = optionalText(body, key)?.toUpperCase();
  if (value !== undefined && !allowed.includes(value)) {
    throw unknownException(`${key} must be one of ${allowed.join(", ")}`);
  }
  return value;
}

/** Unparseable dates are dropped, not rejected: create keeps going (quirk 5), update ignores date-only values. */
function optionalDate(body: Body, key: string): string | undefined {
  const value = body[key];
  if (typeof value !== "string") return undefined;
  const epochMs = parseApiDate(value);
  return epochMs === undefined ? undefined : formatApiDate(epochMs);
}

// ---------------------------------------------------------------------------------------------
// Projects.

const PROJECT_NAME_LIMIT = 64;
const VIEW_MODES = ["LIST", "KANBAN", "TIMELINE"] as const;
const PROJECT_KINDS = ["TASK", "NOTE"] as const;

type ProjectPatch = Partial<Pick<Project, "name" | "color" | "sortOrder" | "viewMode" | "kind">>;

function readProjectPatch(body: Body, nameRequired: boolean): ProjectPatch {
  const name = nonBlank(body, "name", nameRequired);
  return {
    // Longer names are silently truncated, not rejected (§2 createProject).
    name: name === undefined ? undefined : Array.from(name).slice(0, PROJECT_NAME_LIMIT).join(""),
    color: optionalText(body, "color"),
    sortOrder: optional(body, "sortOrder", isInteger, "an integer"),
    viewMode: oneOf(body, "viewMode", VIEW_MODES)?.toLowerCase(),
    // The docs example sends "task" and gets "TASK" back (§3).
    kind: oneOf(body, "kind", PROJECT_KINDS),
  };
}

function assignDefined<T extends object>(target: T, patch: Partial<T>): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
}

// ---------------------------------------------------------------------------------------------
// Tasks.

export const DEFAULT_TIME_ZONE = "America/New_York";
/** New tasks go on top of their project, one step of -2^40 below the lowest sortOrder (§3). */
export const SORT_ORDER_STEP = 1_099_511_627_776;
const TASK_KINDS = ["TEXT", "NOTE", "CHECKLIST"] as const;
const PRIORITIES = [0, 1, 3, 5];

type TaskPatch = Partial<
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

function readTaskPatch(body: Body, titleRequired: boolean): TaskPatch {
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

function applyTaskPatch(task: Task, { items, kind, ...fields }: TaskPatch, now: string): void {
  assignDefined(task, fields);
  if (items !== undefined) task.items = items.map((item, index) => toChecklistItem(item, index, now));
  // The server collapses startDate onto dueDate whatever start was sent (quirk 7).
  if (task.dueDate !== undefined) task.startDate = task.dueDate;
  // Tasks with items always come back CHECKLIST (§3 kind); emptying the list turns one back into TEXT.
  if (task.items?.length) task.kind = "CHECKLIST";
  else if (kind !== undefined) task.kind = kind;
  else if (task.kind === "CHECKLIST") task.kind = "TEXT";
}

// ---------------------------------------------------------------------------------------------
// The store.

interface StoredTask {
  task: Task;
  /** Deletion is soft for reads: GET by id still returns the stale task (quirk 9). */
  deleted: boolean;
}

const clone = <T>(value: T): T => structuredClone(value);

export class TasksStore {
  private userId = "";
  private projects = new Map<string, Project>();
  private columns: Column[] = [];
  private tasks = new Map<string, StoredTask>();

  constructor(
    private readonly seed: () => SeedState,
    private readonly clock: () => number = Date.now,
  ) {
    this.reset();
  }

  reset(): void {
    const state = this.seed();
    this.userId = state.userId;
    this.projects = new Map(state.projects.map((project) => [project.id, clone(project)]));
    this.columns = clone(state.columns);
    this.tasks = new Map(state.tasks.map((task) => [task.id, { task: clone(task), deleted: false }]));
  }

  get inboxId(): string {
    return `inbox${this.userId}`;
  }

  // --- projects -------------------------------------------------------------------------------

  /** The Inbox is never listed (quirk 2); every listed project carries `permission`. */
  listProjects(): Project[] {
    return [...this.projects.values()].map((project) => ({ ...clone(project), permission: "write" }));
  }

  /** Unknown or deleted → 404 here, unlike the 500s elsewhere (§2 getProjectById). */
  getProject(projectId: string): Project {
    const project = this.projects.get(projectId);
    if (!project) throw projectNotFound(404);
    return clone(project);
  }

  /** Only undone tasks (quirk 1); accepts the `inbox` alias (quirk 2). */
  getProjectData(projectId: string): ProjectData {
    const id = this.resolveAlias(projectId);
    const project = id === this.inboxId ? this.inboxProject() : this.projects.get(id);
    if (!project) throw projectNotFound(500);
    return {
      project: clone(project),
      tasks: this.liveTasks(id)
        .filter((task) => task.status === 0)
        .map(clone),
      columns: this.columns.filter((column) => column.projectId === id).map(clone),
    };
  }

  /** Every live task of a project, completed ones included (the API has no such endpoint in scope). */
  liveTasks(projectId: string): Task[] {
    const id = this.resolveAlias(projectId);
    return [...this.tasks.values()]
      .filter((stored) => !stored.deleted && stored.task.projectId === id)
      .map((stored) => stored.task);
  }

  createProject(input: unknown): Project {
    const patch = readProjectPatch(requireObject(input), true);
    const project: Project = {
      id: newObjectId(this.clock()),
      name: "",
      sortOrder: 0,
      viewMode: "list",
      kind: "TASK",
    };
    assignDefined(project, patch);
    this.projects.set(project.id, project);
    return clone(project);
  }

  updateProject(projectId: string, input: unknown): Project {
    const body = requireObject(input);
    const project = this.projects.get(projectId);
    if (!project) throw projectNotFound(500);
    assignDefined(project, readProjectPatch(body, false));
    return clone(project);
  }

  /** Idempotent; takes the project's columns with it and soft-deletes its tasks (§2 deleteProject). */
  deleteProject(projectId: string): void {
    if (!this.projects.delete(projectId)) return;
    this.columns = this.columns.filter((column) => column.projectId !== projectId);
    for (const stored of this.tasks.values()) {
      if (stored.task.projectId === projectId) stored.deleted = true;
    }
  }

  // --- tasks ----------------------------------------------------------------------------------

  createTask(input: unknown): Task {
    const body = requireObject(input);
    const patch = readTaskPatch(body, true);
    // No projectId → the Inbox (§3 Inbox).
    const projectId = this.resolveAlias(optionalText(body, "projectId") ?? this.inboxId);
    if (!this.projectExists(projectId)) throw projectNotFound(500);
    const now = this.now();
    const task: Task = {
      id: newObjectId(this.clock()),
      projectId,
      title: "",
      content: "",
      timeZone: DEFAULT_TIME_ZONE,
      priority: 0,
      status: 0,
      sortOrder: this.nextSortOrder(projectId),
      tags: [],
      kind: "TEXT",
      etag: randomTag(),
      createdTime: now,
      modifiedTime: now,
    };
    applyTaskPatch(task, patch, now);
    this.tasks.set(task.id, { task, deleted: false });
    return clone(task);
  }

  /**
   * Partial merge. Returns undefined — sent as 200 with an empty body — when the task is unknown
   * or the body's projectId is missing or not the task's project (§4).
   */
  updateTask(taskId: string, input: unknown): Task | undefined {
    const body = requireObject(input);
    // No source tested a path/body id mismatch; rejecting it catches a client bug (§4, inferred).
    if (body.id !== taskId) throw unknownException("id in the body must equal the task id in the path");
    const patch = readTaskPatch(body, false);
    const projectId = optionalText(body, "projectId");
    const stored = this.tasks.get(taskId);
    if (!stored || !this.isReachable(stored) || projectId === undefined) return undefined;
    if (this.resolveAlias(projectId) !== stored.task.projectId) return undefined;
    const now = this.now();
    applyTaskPatch(stored.task, patch, now);
    this.touch(stored.task, now);
    return clone(stored.task);
  }

  /** Always succeeds: unknown ids and re-deletes are 200 too (§2 deleteTask). */
  deleteTask(projectId: string, taskId: string): void {
    const stored = this.tasks.get(taskId);
    if (stored && this.isReachable(stored) && this.resolveAlias(projectId) === stored.task.projectId) {
      stored.deleted = true;
    }
  }

  /**
   * Sets status 2 and completedTime; re-completing moves completedTime (§4). An open recurring task
   * with a date instead spawns a completed copy under a new id and moves itself to the next occurrence.
   */
  completeTask(projectId: string, taskId: string): void {
    const stored = this.tasks.get(taskId);
    if (!stored || !this.isReachable(stored) || this.resolveAlias(projectId) !== stored.task.projectId) {
      throw taskNotFound();
    }
    const task = stored.task;
    const now = this.now();
    const recurrence = parseRecurrence(task.repeatFlag);
    // An RRULE without a start date is ignored (quirk 8).
    if (task.status === 0 && recurrence && (task.dueDate ?? task.startDate)) {
      const copy: Task = { ...clone(task), id: newObjectId(this.clock()), status: 2, completedTime: now };
      this.touch(copy, now);
      this.tasks.set(copy.id, { task: copy, deleted: false });
      this.advanceOccurrence(task, recurrence);
    } else {
      task.status = 2;
      task.completedTime = now;
    }
    this.touch(task, now);
  }

  /**
   * The task, completed or soft-deleted alike. Undefined (200, empty body) when unknown (quirk 3);
   * a task whose project was deleted is a 500 unknown_exception (§2 getTaskById).
   */
  getTask(projectId: string, taskId: string): Task | undefined {
    const stored = this.tasks.get(taskId);
    if (!stored) return undefined;
    if (!this.projectExists(stored.task.projectId))
      throw unknownException("the task's project no longer exists");
    if (this.resolveAlias(projectId) !== stored.task.projectId) return undefined;
    return clone(stored.task);
  }

  // --- helpers --------------------------------------------------------------------------------

  private now(): string {
    return formatApiDate(this.clock());
  }

  /** A new etag and modifiedTime on every write (§3 etag). */
  private touch(task: Task, now: string): void {
    task.etag = randomTag();
    task.modifiedTime = now;
  }

  private resolveAlias(projectId: string): string {
    return projectId === "inbox" ? this.inboxId : projectId;
  }

  private projectExists(projectId: string): boolean {
    return projectId === this.inboxId || this.projects.has(projectId);
  }

  private isReachable(stored: StoredTask): boolean {
    return !stored.deleted && this.projectExists(stored.task.projectId);
  }

  private inboxProject(): Project {
    return { id: this.inboxId, name: "Inbox", sortOrder: 0, viewMode: "list", kind: "TASK" };
  }

  private nextSortOrder(projectId: string): number {
    const lowest = Math.min(0, ...this.liveTasks(projectId).map((task) => task.sortOrder));
    return lowest - SORT_ORDER_STEP;
  }

  private advanceOccurrence(task: Task, recurrence: Recurrence): void {
    for (const key of ["startDate", "dueDate"] as const) {
      const current = task[key];
      const epochMs = current === undefined ? undefined : parseApiDate(current);
      if (epochMs !== undefined) task[key] = formatApiDate(advanceDate(epochMs, recurrence));
    }
    // The next occurrence starts with a fresh checklist.
    for (const item of task.items ?? []) {
      item.status = 0;
      delete item.completedTime;
    }
  }
}
