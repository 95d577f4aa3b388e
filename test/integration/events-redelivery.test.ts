// A redelivery that lands in another container: the replay comes from the idempotency record in
// DynamoDB (dynalite), not from the first container's memory. A file of its own because a second
// container means a second module graph (vi.resetModules), which the other tests must not share.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handler as firstContainer } from "../../functions/tasks";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { lambdaContext } from "../../local/lambda-context";
import { startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";
import { sqsEvent } from "../support/events";

let sandbox: TasksSandbox;
let dynamo: LocalDynamo;
beforeAll(async () => {
  [sandbox, dynamo] = await Promise.all([startTasksSandbox(), startLocalDynamo()]);
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: "test",
    AWS_SECRET_ACCESS_KEY: "test",
    AWS_REGION: "us-east-1",
    TASKS_API_BASE_URL: sandbox.url,
    TASKS_API_ACCESS_TOKEN: sandbox.token,
  });
  delete process.env.OUTCOME_BUS_NAME;
  dynamo.configure(process.env);
});
afterAll(async () => {
  await Promise.all([sandbox.close(), dynamo.close()]);
});

const create = { tool: "TasksApi.CreateProjectInTasks", input: { project_name: "Once across containers" } };
const eventBridge = { id: "eb-across", "detail-type": "Tool call", source: "my.app", detail: create };

describe("a redelivery in another container", () => {
  it("writes once for the same SQS message id and the same EventBridge event id", async () => {
    const context = () => lambdaContext("agent-tools-tasks");
    expect(await firstContainer(sqsEvent("m-across", create), context())).toEqual({ batchItemFailures: [] });
    const first = await firstContainer(eventBridge, context());

    vi.resetModules(); // a fresh module graph: no in-memory idempotency cache
    const { handler: secondContainer } = await import("../../functions/tasks");
    expect(secondContainer).not.toBe(firstContainer);
    expect(await secondContainer(sqsEvent("m-across", create), context())).toEqual({ batchItemFailures: [] });
    expect(await secondContainer(eventBridge, context())).toEqual(first);

    expect(sandbox.requests.filter((request) => request.method === "POST")).toHaveLength(2);
  });
});
