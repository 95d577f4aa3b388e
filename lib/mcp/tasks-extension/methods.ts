// tasks/get, tasks/update and tasks/cancel (2026-07-28, the tasks extension), answered in the plain
// path: a task is found by its id and its owner together, so another person's (or another client's)
// task answers exactly as no task does. A task still `working` past its runner's deadline is ended
// `failed` here, so no client polls a lost task until it expires.
import type { APIGatewayProxyResult } from "aws-lambda";
import { invalidParamsAnswer, type PlainAnswerTo, plainAnswer } from "../protocol/plain-request";
import type { TaskBackend } from "./backend";
import { TASK_ID, TASK_TTL_MS, type TaskMethod, TERMINAL_STATUSES } from "./names";
import { cancelTask, failTask, readResult, readTask, type TaskRecord } from "./store";
import { taskFields } from "./view";

export interface TaskRequest extends PlainAnswerTo {
  method: TaskMethod;
  taskId: string;
}

const noTask = (taskId: string) =>
  `no task ${JSON.stringify(taskId)} of yours (tasks are kept ${TASK_TTL_MS / 60_000} minutes after they start).`;

/** The runner stopped without an answer: said as what it means for a write. */
function lostError(task: TaskRecord) {
  return {
    code: -32603,
    message: task.call.readOnly
      ? `${task.call.calledAs} stopped without an answer; call it again.`
      : `${task.call.calledAs} stopped without an answer, so whether the write happened is unknown: repeat it with the same idempotency key to learn its outcome without writing twice.`,
  };
}

async function ownTask(backend: TaskBackend, taskId: string, owner: string, now: number) {
  if (!TASK_ID.test(taskId)) return undefined;
  const task = await readTask(backend.table, taskId, now);
  if (!task || task.owner !== owner) return undefined;
  if (task.status === "working" && now > task.deadline) {
    const error = lostError(task);
    await failTask(backend.table, taskId, error, now);
    return readTask(backend.table, taskId, now);
  }
  return task;
}

async function detailed(backend: TaskBackend, task: TaskRecord): Promise<Record<string, unknown>> {
  const fields = taskFields(task);
  if (task.status === "completed") return { ...fields, result: await readResult(backend.table, task) };
  if (task.status === "failed" && task.error) return { ...fields, error: task.error };
  return fields;
}

export async function answerTaskMethod(
  backend: TaskBackend,
  request: TaskRequest,
  owner: string,
  now = Date.now(),
): Promise<APIGatewayProxyResult> {
  const task = await ownTask(backend, request.taskId, owner, now);
  if (!task) return invalidParamsAnswer(request.id, noTask(request.taskId));
  switch (request.method) {
    case "tasks/get":
      return plainAnswer(request, await detailed(backend, task));
    case "tasks/update":
      // This server's tasks never wait for input: a confirmation is asked before a call becomes one.
      return invalidParamsAnswer(request.id, `task ${task.taskId} is ${task.status}, not waiting for input.`);
    case "tasks/cancel": {
      if (TERMINAL_STATUSES.has(task.status))
        return invalidParamsAnswer(request.id, `task ${task.taskId} is already ${task.status}.`);
      // A read is dropped whenever asked; a write only before it is sent (after, its outcome stands).
      if (await cancelTask(backend.table, task.taskId, !task.call.readOnly)) return plainAnswer(request, {});
      const after = await readTask(backend.table, task.taskId);
      return invalidParamsAnswer(
        request.id,
        after && TERMINAL_STATUSES.has(after.status)
          ? `task ${task.taskId} is already ${after.status}.`
          : `task ${task.taskId} has started its write, which cannot be taken back: tasks/get gives its outcome.`,
      );
    }
  }
}
