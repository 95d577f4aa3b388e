// The local gateway's tool route takes both name forms, as MCP does, and answers an unknown name
// with the nearest real names: `npm start` end to end, with the real family handlers and sandboxes.
import { afterAll, beforeAll, expect, it } from "vitest";
import { type LocalStack, startLocalStack } from "../../local/stack";

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
});
afterAll(async () => {
  await stack.close();
});

const call = async (name: string) => {
  const answer = await fetch(`${stack.url}/tools/${name}`, { method: "POST", body: "{}" });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

it("POST /tools/TasksApi_GetUserProjects answers as TasksApi.GetUserProjects", async () => {
  const { status, body } = await call("TasksApi_GetUserProjects");
  expect(status).toBe(200);
  expect(body.tool).toBe("TasksApi.GetUserProjects");
  expect(Array.isArray(body.result)).toBe(true);
});

it("a misspelt name is refused with the nearest real name", async () => {
  const { status, body } = await call("TasksApi.GetUserProject");
  expect(status).toBe(400);
  expect((body.error as { message: string }).message).toBe(
    'Unknown tool "TasksApi.GetUserProject". Did you mean TasksApi.GetUserProjects? Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
  );
});
