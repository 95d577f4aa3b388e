// Callers that cannot confirm (Step Functions and other direct invokes, SQS) follow the deployment's
// UNATTENDED_DESTRUCTIVE, both ways; a direct caller that says it can confirm is asked, and its
// repeat with the token runs. The family handler in process, against the local stack's sandbox.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { handler as tasksHandler } from "../../functions/tasks";
import { lambdaContext } from "../../local/lambda-context";
import { type LocalStack, startLocalStack } from "../../local/stack";
import { sqsEvent } from "../support/events";
import { invokeDirect } from "../support/invoke";

let stack: LocalStack;
beforeAll(async () => {
  process.env.CONFIRM_DESTRUCTIVE = "on";
  stack = await startLocalStack({ port: 0 });
});
afterAll(() => stack?.close());
afterEach(() => {
  delete process.env.UNATTENDED_DESTRUCTIVE;
  process.env.CONFIRM_DESTRUCTIVE = "on";
});

const DELETE = "TasksApi.DeleteTasksProject";

async function newProject(name: string): Promise<string> {
  const created = await invokeDirect(tasksHandler, "TasksApi.CreateProjectInTasks", { project_name: name });
  if (!created.ok) throw created.error;
  return (created.result as { id: string }).id;
}

async function exists(id: string): Promise<boolean> {
  const read = await invokeDirect(tasksHandler, "TasksApi.GetTasksProjectById", { project_id: id });
  if (!read.ok && read.error.type !== "NotFound") throw read.error;
  return read.ok;
}

describe("a direct invoke without the marker (Step Functions)", () => {
  it("is refused by default, changes nothing, and the message says how to allow", async () => {
    const id = await newProject("Unattended default");
    const refused = await invokeDirect(tasksHandler, DELETE, { project_id: id });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.type).toBe("Forbidden");
    expect(refused.error.message).toMatch(/cannot confirm it: nothing was changed/);
    expect(refused.error.message).toContain("unattendedDestructive=allow");
    expect(refused.error.message).toContain("UNATTENDED_DESTRUCTIVE=allow");
    expect(await exists(id)).toBe(true);
  });

  it("runs with UNATTENDED_DESTRUCTIVE=allow", async () => {
    const id = await newProject("Unattended allowed");
    process.env.UNATTENDED_DESTRUCTIVE = "allow";
    const ran = await invokeDirect(tasksHandler, DELETE, { project_id: id });
    expect(ran.ok).toBe(true);
    expect(await exists(id)).toBe(false);
  });

  it("runs any write that destroys nothing, also with refuse", async () => {
    process.env.UNATTENDED_DESTRUCTIVE = "refuse";
    expect(await exists(await newProject("Not destructive"))).toBe(true);
  });

  it("runs with confirmation off for the deployment (CONFIRM_DESTRUCTIVE=off), even with refuse", async () => {
    const id = await newProject("Confirmation off");
    process.env.CONFIRM_DESTRUCTIVE = "off";
    process.env.UNATTENDED_DESTRUCTIVE = "refuse";
    expect((await invokeDirect(tasksHandler, DELETE, { project_id: id })).ok).toBe(true);
    expect(await exists(id)).toBe(false);
  });

  it("a misspelt setting fails the destructive call rather than pick a side", async () => {
    const id = await newProject("Misspelt");
    process.env.UNATTENDED_DESTRUCTIVE = "alow";
    const failed = await invokeDirect(tasksHandler, DELETE, { project_id: id });
    expect(failed.ok).toBe(false);
    expect(await exists(id)).toBe(true);
  });
});

describe("a direct invoke that can confirm", () => {
  it('is asked when it sends "confirmable": true, and runs when it repeats with the token', async () => {
    const id = await newProject("Direct confirm");
    const context = () => lambdaContext("test-tasks");
    const event = { tool: DELETE, input: { project_id: id }, confirmable: true };
    const asked = (await tasksHandler(event, context())) as {
      result: { confirmationRequired: boolean; confirmationToken: string; howToConfirm: string };
    };
    expect(asked.result.confirmationRequired).toBe(true);
    expect(await exists(id)).toBe(true);
    // Without the marker but with the token: the token is what counts, whatever the setting.
    process.env.UNATTENDED_DESTRUCTIVE = "refuse";
    await tasksHandler(
      { tool: DELETE, input: { project_id: id }, confirmationToken: asked.result.confirmationToken },
      context(),
    );
    expect(await exists(id)).toBe(false);
  });

  it("refuses a token that is no string, and a marker that is no boolean", async () => {
    await expect(
      tasksHandler({ tool: DELETE, input: { project_id: "p" }, confirmationToken: 1 }, lambdaContext("t")),
    ).rejects.toThrow(/"confirmationToken" must be/);
    await expect(
      tasksHandler({ tool: DELETE, input: { project_id: "p" }, confirmable: "yes" }, lambdaContext("t")),
    ).rejects.toThrow(/"confirmable" must be true or false/);
  });
});

describe("an SQS record", () => {
  const deliver = (id: string, messageId: string) =>
    tasksHandler(
      sqsEvent(messageId, { tool: DELETE, input: { project_id: id } }),
      lambdaContext("test-tasks"),
    ) as Promise<{
      batchItemFailures: { itemIdentifier: string }[];
    }>;

  it("is refused by default: reported failed, nothing deleted", async () => {
    const id = await newProject("SQS refused");
    expect((await deliver(id, "m-refused")).batchItemFailures).toEqual([{ itemIdentifier: "m-refused" }]);
    expect(await exists(id)).toBe(true);
  });

  it("runs with UNATTENDED_DESTRUCTIVE=allow", async () => {
    const id = await newProject("SQS allowed");
    process.env.UNATTENDED_DESTRUCTIVE = "allow";
    expect((await deliver(id, "m-allowed")).batchItemFailures).toEqual([]);
    expect(await exists(id)).toBe(false);
  });
});
