// A 2026-07-28 tools/call from a client that declared the tasks extension: when the call is a long
// one (long-calls.ts), it is written as a task, handed to its runner and answered with the task;
// otherwise (and for every refusal, which answers at once as it would without tasks) undefined,
// and the call runs in the request as before. Loaded with such a client's first call only.
import { ToolError } from "../../runtime/errors";
import { resolveTool, type ToolCallRequest } from "../call-tool";
import { callScopeOf, type OfferOptions } from "../offer";
import type { TaskBackend } from "./backend";
import { runsAsTask } from "./long-calls";
import { createTask, failTask, type StoredCall } from "./store";
import { createTaskResult } from "./view";

/** Who may see and cancel a task: the person (connection) and the OAuth client that made it. */
export const taskOwnerOf = (connection: string | undefined, clientId: string | undefined) =>
  JSON.stringify([connection ?? null, clientId ?? null]);

export async function startTaskFor(
  backend: TaskBackend,
  offer: OfferOptions,
  request: ToolCallRequest,
): Promise<Record<string, unknown> | undefined> {
  const row = await resolveTool(callScopeOf(offer), request.name);
  if (row instanceof ToolError || !runsAsTask(row, request.arguments ?? {})) return undefined;
  const call: StoredCall = {
    name: request.name,
    tool: row.name,
    budget: offer.budget,
    readOnly: row.flags.readOnly,
    ...(request.arguments !== undefined ? { arguments: request.arguments } : {}),
    ...(request.meta !== undefined ? { meta: request.meta } : {}),
    ...(offer.connection !== undefined ? { connection: offer.connection } : {}),
    ...(offer.clientId !== undefined ? { clientId: offer.clientId } : {}),
    ...(offer.scopes !== undefined ? { scopes: offer.scopes } : {}),
  };
  const task = await createTask(backend.table, {
    owner: taskOwnerOf(offer.connection, offer.clientId),
    call,
    runnerMs: backend.runnerMs,
    statusMessage: `${request.name} is running; ask tasks/get for its result.`,
  });
  try {
    await backend.start(task.taskId);
  } catch (error) {
    // Nothing ran: the task says so, and the client hears it from the task itself.
    const failure = {
      code: -32603,
      message: `${request.name} could not be started; nothing was run. Call it again.`,
    };
    console.error(`task ${task.taskId}: not handed to its runner`, error);
    if (await failTask(backend.table, task.taskId, failure)) {
      return createTaskResult({ ...task, status: "failed", statusMessage: failure.message, error: failure });
    }
  }
  return createTaskResult(task);
}
