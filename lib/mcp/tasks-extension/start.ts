// A 2026-07-28 tools/call from a client that declared the tasks extension: when the call is a long
// one (long-calls.ts), it is written as a task, handed to its runner and answered with the task;
// otherwise (and for every refusal, which answers at once as it would without tasks) undefined,
// and the call runs in the request as before. In discovery mode the tool a call_read_tool or
// call_write_tool names decides, and the task runs that discovery call as it came. Loaded with such
// a client's first call only.
import type { ToolRow } from "../../catalog/types";
import { ToolError } from "../../runtime/errors";
import { type CallScope, resolveTool, type ToolCallRequest } from "../calling/call-tool";
import { wrongCallTool } from "../discovery/call-fit";
import { CALL_READ_TOOL, CALL_WRITE_TOOL } from "../discovery/listed";
import { callModeOf } from "../listing/meta";
import { callScopeOf, type OfferOptions } from "../listing/offer";
import { isPlainObject } from "../protocol/plain-modern";
import type { TaskBackend } from "./backend";
import { runsAsTask } from "./long-calls";
import { createTask, failTask, type StoredCall } from "./store";
import { createTaskResult } from "./view";

/** Who may see and cancel a task: the person (connection) and the OAuth client that made it. */
export const taskOwnerOf = (connection: string | undefined, clientId: string | undefined) =>
  JSON.stringify([connection ?? null, clientId ?? null]);

/**
 * The catalog tool a call runs and its arguments: the call's own, or in discovery mode the one a
 * well-formed call_read_tool/call_write_tool names (through the right one of the two); else none.
 */
async function calledTool(
  scope: CallScope,
  mode: "tools" | "discover",
  request: ToolCallRequest,
): Promise<{ row: ToolRow; name: string; args: Record<string, unknown> } | undefined> {
  if (mode !== "discover") {
    const row = await resolveTool(scope, request.name);
    return row instanceof ToolError ? undefined : { row, name: request.name, args: request.arguments ?? {} };
  }
  if (request.name !== CALL_READ_TOOL && request.name !== CALL_WRITE_TOOL) return undefined;
  const { name, arguments: args } = request.arguments ?? {};
  if (typeof name !== "string" || (args !== undefined && !isPlainObject(args))) return undefined;
  const row = await resolveTool(scope, name);
  if (row instanceof ToolError || wrongCallTool(request.name, row, name)) return undefined;
  return { row, name, args: args ?? {} };
}

export async function startTaskFor(
  backend: TaskBackend,
  offer: OfferOptions,
  request: ToolCallRequest,
): Promise<Record<string, unknown> | undefined> {
  const mode = callModeOf(offer.mode, request.name);
  // A code-mode script runs within its call (its own time limit), never as a task.
  if (mode === "code") return undefined;
  const called = await calledTool(callScopeOf(offer, request.name), mode, request);
  if (!called || !runsAsTask(called.row, called.args)) return undefined;
  const { row } = called;
  const call: StoredCall = {
    name: request.name,
    tool: row.name,
    calledAs: called.name,
    budget: offer.budget,
    readOnly: row.flags.readOnly,
    ...(mode === "discover" ? { mode: "discover" as const } : {}),
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
    statusMessage: `${called.name} is running; ask tasks/get for its result.`,
  });
  try {
    await backend.start(task.taskId);
  } catch (error) {
    // Nothing ran: the task says so, and the client hears it from the task itself.
    const failure = {
      code: -32603,
      message: `${called.name} could not be started; nothing was run. Call it again.`,
    };
    console.error(`task ${task.taskId}: not handed to its runner`, error);
    if (await failTask(backend.table, task.taskId, failure)) {
      return createTaskResult({ ...task, status: "failed", statusMessage: failure.message, error: failure });
    }
  }
  return createTaskResult(task);
}
