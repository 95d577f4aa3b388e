// Lambda entry of the `mcp-tasks` function: the runner of MCP tasks (lib/mcp/tasks-extension). The mcp
// function writes a task to MCP_TASKS_TABLE and invokes this one asynchronously with `{taskId}`;
// this one runs the stored call as the mcp function would have (its family function through
// FAMILY_FUNCTIONS, the same rendering) and stores the answer for tasks/get. Lambda's own retries
// of an asynchronous invoke are harmless: a task is claimed once (lib/mcp/tasks-extension/store.ts).
import { lambdaInvoker, parseFamilyFunctions } from "../lib/mcp/calling/lambda-invoker";
import { TASK_ID } from "../lib/mcp/tasks-extension/names";
import { runTask } from "../lib/mcp/tasks-extension/run";

const invoke = lambdaInvoker(parseFamilyFunctions(process.env.FAMILY_FUNCTIONS));

export async function handler(event: { taskId?: unknown }): Promise<void> {
  const table = process.env.MCP_TASKS_TABLE;
  if (!table) throw new Error("MCP_TASKS_TABLE is not set: the stack gives the runner its table.");
  // Only the mcp function may invoke this one (its role); anything else is not a task of ours.
  if (typeof event?.taskId !== "string" || !TASK_ID.test(event.taskId)) {
    console.error(JSON.stringify({ message: "not a task event: ignored", event }));
    return;
  }
  await runTask(table, event.taskId, invoke);
}
