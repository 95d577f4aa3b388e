// A task as the extension writes it: the fields of a `Task` in the spec's order, and a completed
// one's `result` (the tool's CallToolResult, an isError one included) or a failed one's `error`.
import { TASK_POLL_INTERVAL_MS, TASK_TTL_MS } from "./names";
import type { TaskRecord } from "./store";

export function taskFields(task: TaskRecord): Record<string, unknown> {
  return {
    taskId: task.taskId,
    status: task.status,
    ...(task.statusMessage !== undefined ? { statusMessage: task.statusMessage } : {}),
    createdAt: task.createdAt,
    lastUpdatedAt: task.lastUpdatedAt,
    ttlMs: TASK_TTL_MS,
    pollIntervalMs: TASK_POLL_INTERVAL_MS,
  };
}

/** `tools/call`'s answer when the call became a task (CreateTaskResult). */
export const createTaskResult = (task: TaskRecord) => ({ resultType: "task", ...taskFields(task) });
