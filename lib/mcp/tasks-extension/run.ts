// The runner of one task: claims it (so it runs once, and never once cancelled), runs the stored
// call exactly as the direct tools/call runs it (offer.ts: the same checks, the family function's
// pipeline, the same rendering and budget), and stores the answer. A call that throws instead of
// answering (the runner's own failure, not the tool's) ends the task `failed` with a JSON-RPC error.
import type { ToolInvoker } from "../calling/invoker";
import { answerToolCall, type OfferOptions } from "../listing/offer";
import { claimTask, completeTask, failTask, readTask } from "./store";

export async function runTask(table: string, taskId: string, invoke: ToolInvoker): Promise<void> {
  const task = await readTask(table, taskId);
  if (!task || !(await claimTask(table, taskId))) {
    console.info(JSON.stringify({ message: "task not run: ended, cancelled or run already", taskId }));
    return;
  }
  const { call } = task;
  const offer: OfferOptions = {
    tools: [],
    offered: [call.tool],
    mode: call.mode ?? "tools",
    budget: call.budget,
    invoke,
    ...(call.connection !== undefined ? { connection: call.connection } : {}),
    ...(call.clientId !== undefined ? { clientId: call.clientId } : {}),
    ...(call.scopes !== undefined ? { scopes: call.scopes } : {}),
  };
  const started = Date.now();
  let outcome: string;
  try {
    const result = await answerToolCall(offer, {
      name: call.name,
      ...(call.arguments !== undefined ? { arguments: call.arguments } : {}),
      ...(call.meta !== undefined ? { meta: call.meta } : {}),
    });
    outcome = (await completeTask(table, task, result)) ? "completed" : "cancelled meanwhile";
  } catch (error) {
    console.error(`task ${taskId}: the call failed without an answer`, error);
    const failure = {
      code: -32603,
      message: `${call.calledAs} failed without an answer; the error was logged.`,
    };
    outcome = (await failTask(table, taskId, failure)) ? "failed" : "cancelled meanwhile";
  }
  console.info(
    JSON.stringify({ message: "task ended", taskId, tool: call.tool, outcome, ms: Date.now() - started }),
  );
}
