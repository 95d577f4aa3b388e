// Code mode's trust rules through the MCP endpoint: a script stops at the first call that would
// lose something, having changed nothing more, and answers that call's preview with a token for the
// whole script; the same code and key sent again with it runs; other code with it is refused. Inner
// calls keep the endpoint's read-only subset.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../support/json";
import { useMcpStack } from "../support/mcp-clients";

// The suites run with confirmation off (vitest.config.ts); here it is what is tested.
beforeAll(() => {
  process.env.CONFIRM_DESTRUCTIVE = "on";
});
afterAll(() => {
  process.env.CONFIRM_DESTRUCTIVE = "off";
});
const mcp = useMcpStack("code-mode-confirmation-test");

async function execute(client: Client, args: Record<string, unknown>) {
  const result = (await client.callTool({ name: "execute", arguments: args })) as CallToolResult;
  return { isError: result.isError === true, body: result.structuredContent as Json };
}

const projectNames = async () =>
  ((await mcp.postTool<{ name: string }[]>("TasksApi.GetUserProjects", {})).result ?? []).map((p) => p.name);

describe("code mode: confirmation", () => {
  const code = `
    const project = await tools.TasksApi.CreateProjectInTasks({ project_name: "Scratch list" });
    await tools.TasksApi.DeleteTasksProject({ project_id: project.id });
    await tools.TasksApi.CreateProjectInTasks({ project_name: "After the delete" });
    return project.id;`;

  it("stops before a delete, shows it, and runs the same script once confirmed", async () => {
    const client = await mcp.connect("?mode=code");
    const asked = await execute(client, { code, idempotency_key: "code-confirm-1" });
    expect(asked.isError).toBe(false);
    expect(asked.body).toMatchObject({
      confirmationRequired: true,
      stoppedAt: { call: 2, tool: "TasksApi.DeleteTasksProject" },
      wouldRemove: { tool: "TasksApi.DeleteTasksProject", current: { name: "Scratch list" } },
      calls: 2,
    });
    expect(asked.body.confirmationToken).toMatch(/^ct1\./);
    // Nothing after the stop ran; the create before it did.
    expect(await projectNames()).toContain("Scratch list");
    expect(await projectNames()).not.toContain("After the delete");

    const refused = await execute(client, {
      code: `${code}\n// changed`,
      idempotency_key: "code-confirm-1",
      confirmation_token: asked.body.confirmationToken,
    });
    expect(refused.isError).toBe(true);
    expect(refused.body.error.message).toContain("other code");

    const ran = await execute(client, {
      code,
      idempotency_key: "code-confirm-1",
      confirmation_token: asked.body.confirmationToken,
    });
    expect(ran.isError).toBe(false);
    expect(ran.body.calls).toBe(3);
    const names = await projectNames();
    expect(names).not.toContain("Scratch list");
    expect(names.filter((name) => name === "After the delete")).toHaveLength(1);
  });

  it("refuses a token of a single tool's call as a script's", async () => {
    const client = await mcp.connect("?mode=code");
    const forged = await execute(client, {
      code: "return 1;",
      confirmation_token: "ct1.e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(forged.isError).toBe(true);
    expect(forged.body.error.type).toBe("Forbidden");
  });
});

describe("code mode: the endpoint's subset holds inside a script", () => {
  it("refuses a write on a read-only endpoint, and a tool outside a preset", async () => {
    const client = await mcp.connect("?mode=code&readOnly=true");
    const write = await execute(client, {
      code: `return [typeof tools.TasksApi.CreateProjectInTasks, typeof tools.TasksApi.GetUserProjects];`,
    });
    // Not offered, so not in \`tools\` at all; the host refuses such a name too (resolveTool).
    expect(write.body.result).toEqual(["undefined", "function"]);
    const list = (await client.callTool({
      name: "search_api",
      arguments: { query: "create a project" },
    })) as CallToolResult;
    expect((list.content[0] as { text: string }).text).not.toContain("TasksApi.CreateProjectInTasks");
    expect(await projectNames()).not.toContain("Nope");
  });
});
