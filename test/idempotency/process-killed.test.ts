// A process killed between the upstream applying a write and the idempotency record being saved:
// a real child process runs the tasks function, and is killed (SIGKILL) the moment TickTick has
// applied its create, before the answer reaches it. Its record stays "in progress" until its lease
// (the function's deadline) ends; a retry then settles it by finding the task, and posts nothing.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, expect, it } from "vitest";
import { handler as tasks } from "../../functions/tasks";
import { forgetCompletedRecords } from "../../lib/idempotency/index";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { lambdaContext } from "../../local/lambda-context";
import { STARTING_DATA, startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";
import { type FaultProxy, faultFor, startFaultProxy } from "../support/fault-proxy";

const FUNCTION_MS = 3_000;
let dynamo: LocalDynamo;
let ticktick: TasksSandbox;
let proxy: FaultProxy;

beforeAll(async () => {
  [dynamo, ticktick] = await Promise.all([startLocalDynamo(), startTasksSandbox()]);
  proxy = await startFaultProxy(ticktick.url);
  dynamo.configure(process.env);
  Object.assign(process.env, { TASKS_API_BASE_URL: proxy.url, TASKS_API_ACCESS_TOKEN: ticktick.token });
});
afterAll(async () => {
  await proxy.close();
  await Promise.all([dynamo.close(), ticktick.close()]);
});

const event = {
  tool: "TasksApi.CreateTaskTasks",
  input: {
    mode: "execute",
    request_body: JSON.stringify({ title: "Killed mid-call", projectId: STARTING_DATA.projects.work }),
  },
  idempotencyKey: "killed-mid-call",
};

async function titled(title: string): Promise<number> {
  const answer = await fetch(`${ticktick.url}/project/${STARTING_DATA.projects.work}/data`, {
    headers: { authorization: `Bearer ${ticktick.token}` },
  });
  return ((await answer.json()) as { tasks: { title: string }[] }).tasks.filter(
    (task) => task.title === title,
  ).length;
}

it("a retry after the killed holder's lease finds the task it created: one POST, one task", async () => {
  let child: ChildProcess | undefined;
  const isCreate = (request: { method: string; url: string }) =>
    request.method === "POST" && request.url.endsWith("/task");
  proxy.setRule(
    faultFor(isCreate, {
      kind: "lose-answer",
      // TickTick has applied the create: the process dies before it hears so.
      after: async () => {
        const exited = once(child as ChildProcess, "exit");
        child?.kill("SIGKILL");
        await exited;
      },
    }),
  );
  child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "test/support/invoke-in-child.ts",
      "tasks",
      JSON.stringify(event),
      String(FUNCTION_MS),
    ],
    { env: process.env, stdio: ["ignore", "pipe", "inherit"] },
  );
  const [code, signal] = (await once(child, "exit")) as [number | null, string | null];
  expect({ code, signal }).toEqual({ code: null, signal: "SIGKILL" });
  expect(await titled("Killed mid-call")).toBe(1);

  await forgetCompletedRecords();
  const early = await tasks(event, lambdaContext("tasks", FUNCTION_MS)).catch((error: unknown) => error);
  expect(early).toMatchObject({ name: "Conflict", retryable: true });

  await new Promise((resolve) => setTimeout(resolve, FUNCTION_MS));
  const retried = (await tasks(event, lambdaContext("tasks", FUNCTION_MS))) as { result: { title: string } };
  expect(retried.result.title).toBe("Killed mid-call");
  expect(proxy.seen.filter(isCreate)).toHaveLength(1);
  expect(await titled("Killed mid-call")).toBe(1);
}, 30_000);
