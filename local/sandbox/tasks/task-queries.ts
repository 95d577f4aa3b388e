// Bodies of the three task operations beyond the seed's eleven (docs/tasks.md): the move's array of
// moves, and the completed and filter queries. Wrong shapes are TickTick's generic validation
// failure, a 500 unknown_exception (§5); what TickTick does with each is in docs/tasks.md.
import { parseApiDate } from "./dates";
import { unknownException } from "./errors";
import { type Body, isInteger, isString, isStringArray, optional, requireObject } from "./fields";
import type { Task } from "./wire";

/** TickTick's filter answers at most this many tasks, with no cursor (observed by client projects). */
export const FILTER_LIMIT = 200;

export interface Move {
  taskId: string;
  fromProjectId: string;
  toProjectId: string;
}

/** The move's body: a top-level array of {fromProjectId, toProjectId, taskId}, all required. */
export function readMoves(input: unknown): Move[] {
  if (!Array.isArray(input)) throw unknownException("request body must be a JSON array of moves");
  return input.map((item) => {
    const body = requireObject(item);
    const text = (key: string) => {
      const value = body[key];
      if (!isString(value) || value === "") throw unknownException(`${key} is required in every move`);
      return value;
    };
    return { taskId: text("taskId"), fromProjectId: text("fromProjectId"), toProjectId: text("toProjectId") };
  });
}

export interface TaskQuery {
  projectIds?: string[];
  /** Epoch ms, inclusive. */
  from?: number;
  to?: number;
  priorities?: number[];
  tags?: string[];
  statuses?: number[];
}

const isIntegerArray = (value: unknown): value is number[] => Array.isArray(value) && value.every(isInteger);

function dateOf(body: Body, key: string): number | undefined {
  const value = optional(body, key, isString, "a date-time string");
  if (value === undefined) return undefined;
  const epochMs = parseApiDate(value);
  if (epochMs === undefined) throw unknownException(`${key} is not a date-time`);
  return epochMs;
}

function allowed(values: number[] | undefined, key: string, set: readonly number[]): number[] | undefined {
  if (values?.some((value) => !set.includes(value)))
    throw unknownException(`${key} values must be among ${set.join(", ")}`);
  return values;
}

/** The completed query (projectIds, startDate, endDate) or the filter (also priority, tag, status). */
export function readTaskQuery(input: unknown, filter: boolean): TaskQuery {
  const body = requireObject(input ?? {});
  const query: TaskQuery = {
    projectIds: optional(body, "projectIds", isStringArray, "an array of strings"),
    from: dateOf(body, "startDate"),
    to: dateOf(body, "endDate"),
  };
  if (filter) {
    query.priorities = allowed(
      optional(body, "priority", isIntegerArray, "an array of integers"),
      "priority",
      [0, 1, 3, 5],
    );
    query.tags = optional(body, "tag", isStringArray, "an array of strings");
    query.statuses = allowed(
      optional(body, "status", isIntegerArray, "an array of integers"),
      "status",
      [0, 2],
    );
  }
  return query;
}

/** Whether a date field of a task lies in the query's range (a task without the date is out of any range). */
export function inRange(value: string | undefined, query: TaskQuery): boolean {
  if (query.from === undefined && query.to === undefined) return true;
  const epochMs = value === undefined ? undefined : parseApiDate(value);
  if (epochMs === undefined) return false;
  return (
    (query.from === undefined || epochMs >= query.from) && (query.to === undefined || epochMs <= query.to)
  );
}

/** The filter's own conditions beyond project and date: priority, all tags, status. */
export function matchesFilter(task: Task, query: TaskQuery): boolean {
  if (query.priorities && !query.priorities.includes(task.priority)) return false;
  if (query.statuses && !query.statuses.includes(task.status)) return false;
  if (query.tags && !query.tags.every((tag) => task.tags.includes(tag))) return false;
  return true;
}
