// In-memory TickTick Open API v1 state and its behaviour rules, with no HTTP in sight.
// "§n" and "quirk n" refer to the sections and §6 community quirks of docs/reference/tasks-api.md.
import { formatApiDate } from "./dates";
import { projectNotFound, taskNotFound, unknownException } from "./errors";
import { assignDefined, optionalText, requireObject } from "./fields";
import { newObjectId, randomTag } from "./ids";
import { readProjectPatch } from "./project-patch";
import { advanceOccurrence, parseRecurrence } from "./recurrence";
import { applyTaskPatch, DEFAULT_TIME_ZONE, readTaskPatch, SORT_ORDER_STEP } from "./task-patch";
import {
  FILTER_LIMIT,
  inRange,
  matchesFilter,
  readMoves,
  readTaskQuery,
  type TaskQuery,
} from "./task-queries";
import type { Column, Project, ProjectData, StartingState, Task } from "./wire";

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
    private readonly startingState: () => StartingState,
    private readonly clock: () => number = Date.now,
  ) {
    this.reset();
  }

  reset(): void {
    const state = this.startingState();
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
      advanceOccurrence(task, recurrence);
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

  // --- move, completed, filter (docs/tasks.md) -------------------------------------------------

  /**
   * Moves each task to its toProjectId, answering [{id, etag}] with the new etag. Every move is
   * checked before any is applied (inferred): an unknown task, or one in neither the from nor the to
   * project, is 500 task_not_found; an unknown destination 500 project_not_found. A task already in
   * its destination is left as it is and answers its current etag, so a repeated move changes nothing.
   */
  moveTasks(input: unknown): { id: string; etag: string }[] {
    const moves = readMoves(input).map((move) => {
      const stored = this.tasks.get(move.taskId);
      const to = this.resolveAlias(move.toProjectId);
      if (!this.projectExists(to)) throw projectNotFound(500);
      if (!stored || !this.isReachable(stored)) throw taskNotFound();
      const at = stored.task.projectId;
      if (at !== to && at !== this.resolveAlias(move.fromProjectId)) throw taskNotFound();
      return { task: stored.task, to };
    });
    const now = this.now();
    return moves.map(({ task, to }) => {
      if (task.projectId !== to) {
        task.sortOrder = this.nextSortOrder(to);
        task.projectId = to;
        // Kanban columns belong to the project the task left.
        delete task.columnId;
        this.touch(task, now);
      }
      return { id: task.id, etag: task.etag };
    });
  }

  /** Completed tasks (status 2) whose completedTime is in the inclusive range, newest first. */
  completedTasks(input: unknown): Task[] {
    const query = readTaskQuery(input, false);
    return this.queried(query)
      .filter((task) => task.status === 2 && inRange(task.completedTime, query))
      .sort((a, b) => (b.completedTime ?? "").localeCompare(a.completedTime ?? ""))
      .map(clone);
  }

  /** Tasks by project, startDate range, priority, all tags and status: at most FILTER_LIMIT, no cursor. */
  filterTasks(input: unknown): Task[] {
    const query = readTaskQuery(input, true);
    return this.queried(query)
      .filter((task) => inRange(task.startDate, query) && matchesFilter(task, query))
      .slice(0, FILTER_LIMIT)
      .map(clone);
  }

  /** Live tasks of the query's projects (every project and the Inbox when none); unknown ids match nothing. */
  private queried(query: TaskQuery): Task[] {
    const projects = query.projectIds && new Set(query.projectIds.map((id) => this.resolveAlias(id)));
    return [...this.tasks.values()]
      .filter((stored) => this.isReachable(stored))
      .map((stored) => stored.task)
      .filter((task) => !projects || projects.has(task.projectId));
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
}
