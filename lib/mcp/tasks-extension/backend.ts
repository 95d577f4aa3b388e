// Where a task runs. The mcp function writes the task, hands it to its runner and answers at once:
// - deployed, the runner is the `mcp-tasks` function, invoked asynchronously (InvocationType Event,
//   signed like every invoke here: lib/aws/lambda-invoke.ts); Lambda queues it, so the client's
//   request is answered whether the call takes 2 seconds or 20;
// - locally (`npm start`, tests), the runner runs in this process after the answer.
// Either way the runner is run.ts: it runs the call as a direct call would (offer.ts), so the
// result is the one the direct call would have answered.
import type { ToolInvoker } from "../calling/invoker";

export interface TaskBackend {
  /** The tasks table (MCP_TASKS_TABLE). */
  table: string;
  /** How long after its creation a task still `working` is given up as lost (its runner stopped). */
  runnerMs: number;
  /** Hands a created task to its runner; resolves once handed over, not once run. */
  start(taskId: string): Promise<void>;
}

/** Beyond the runner's own timeout: time Lambda's queue may hold an asynchronous invoke. */
export const QUEUE_ALLOWANCE_MS = 2 * 60_000;

/** The deployed backend: MCP_TASKS_TABLE and MCP_TASK_RUNNER (the runner's name) set by the stack. */
export function lambdaTaskBackend(env: NodeJS.ProcessEnv = process.env): TaskBackend | undefined {
  const table = env.MCP_TASKS_TABLE;
  const runner = env.MCP_TASK_RUNNER;
  if (!table || !runner) return undefined;
  const timeoutSeconds = Number(env.MCP_TASK_RUNNER_TIMEOUT_SECONDS ?? "60");
  return {
    table,
    runnerMs: timeoutSeconds * 1000 + QUEUE_ALLOWANCE_MS,
    async start(taskId) {
      const { invokeLambda } = await import("../../aws/lambda-invoke");
      await invokeLambda(runner, JSON.stringify({ taskId }), { invocationType: "Event" });
    },
  };
}

/** The in-process backend of the local gateway: the runner starts once the answer is on its way. */
export function localTaskBackend(table: string, invoke: ToolInvoker, runnerMs = 60_000): TaskBackend {
  return {
    table,
    runnerMs,
    async start(taskId) {
      setImmediate(() => {
        import("./run")
          .then(({ runTask }) => runTask(table, taskId, invoke))
          .catch((error: unknown) => console.error(`task ${taskId}: the runner failed`, error));
      });
    },
  };
}
