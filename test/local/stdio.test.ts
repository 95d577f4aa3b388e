// The stdio entry (local/stdio.ts) as a client that launches a command sees it: the official SDK
// client spawning `tsx local/stdio.ts`, against the built-in sandboxes. Log lines at info (one per
// call) must reach stderr, never stdout, or the client would fail to parse them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { useStdioClients } from "./stdio-client";

const launch = useStdioClients();

describe("stdio entry", () => {
  it("initializes, lists every tool by its client name and answers the first calls from the sandboxes", async () => {
    const { client, stderr } = await launch(["--preset", "all"]);
    expect(client.getServerVersion()?.name).toBe("agent-tools");
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(250);
    expect(tools.every((tool) => /^[a-zA-Z0-9_-]{1,64}$/.test(tool.name))).toBe(true);

    const projects = await client.callTool({ name: "TasksApi_GetUserProjects", arguments: {} });
    expect(projects.isError).toBeFalsy();
    expect((projects.structuredContent as { result: { name: string }[] }).result.map((p) => p.name)).toEqual([
      "Personal",
      "Work",
      "Groceries",
    ]);

    const tenants = await client.callTool({ name: "LedgerApi_GetConnectedTenants", arguments: {} });
    expect(tenants.isError).toBeFalsy();
    expect(
      (tenants.structuredContent as { result: { tenantId: string; tenantName: string }[] }).result.map(
        ({ tenantId, tenantName }) => ({ tenantId, tenantName }),
      ),
    ).toEqual([
      { tenantId: "00000000-0000-4000-8000-000000a00001", tenantName: "Demo Company (Sandbox)" },
      { tenantId: "00000000-0000-4000-8000-000000b00001", tenantName: "Second Sandbox Ltd" },
    ]);
    // The call log lines went to stderr (stdout would have broken the JSON-RPC stream above).
    expect(stderr()).toContain('"tool":"LedgerApi.GetConnectedTenants"');
    expect(stderr()).toContain("TasksApi  -> sandbox emulator");
  }, 60_000);

  it("offers a preset's tools and refuses the others, as /mcp?preset= does", async () => {
    const { client } = await launch(["--preset", "tasks"]);
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(14);
    const refused = await client.callTool({ name: "LedgerApi_GetConnectedTenants", arguments: {} });
    expect(refused.isError).toBe(true);
    expect((refused.structuredContent as { error: { type: string } }).error.type).toBe("Forbidden");
  }, 60_000);

  it("offers the discovery and everyday tools with no options, answering any tool by name", async () => {
    const { client } = await launch();
    const { tools } = await client.listTools();
    expect(tools.length).toBeLessThanOrEqual(40);
    expect(tools.slice(0, 3).map((tool) => tool.name)).toEqual([
      "search_tools",
      "call_read_tool",
      "call_write_tool",
    ]);
    const currencies = await client.callTool({
      name: "LedgerApi_GetLedgerCurrencies",
      arguments: { ledger_tenant_identifier: "00000000-0000-4000-8000-000000a00001" },
    });
    expect(currencies.isError).toBeFalsy();
  }, 60_000);

  it("offers the three discovery tools with --mode discover", async () => {
    const { client } = await launch(["--mode", "discover", "--read-only"]);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "call_read_tool",
      "call_write_tool",
      "search_tools",
    ]);
  }, 60_000);

  it("offers code mode with --mode code, its scripts held to --read-only", async () => {
    const { client } = await launch(["--mode", "code", "--read-only"]);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["search_api", "execute"]);
    const answer = await client.callTool({
      name: "execute",
      arguments: {
        code: `const [tenant] = await tools.LedgerApi.GetConnectedTenants({});
          return [tenant.tenantName, typeof tools.LedgerApi.CreateInvoices];`,
      },
    });
    expect((answer.structuredContent as { result: unknown }).result).toEqual([
      "Demo Company (Sandbox)",
      "undefined",
    ]);
  }, 60_000);

  it("stops a script before a delete under --mode code, and runs it once confirmed", async () => {
    // The child's environment is the SDK's default one: confirmation is on, as for a person's client.
    const { client } = await launch(["--mode", "code"]);
    const code = `
      const groceries = (await tools.TasksApi.GetUserProjects({})).find((p) => p.name === "Groceries");
      await tools.TasksApi.DeleteTasksProject({ project_id: groceries.id });
      return (await tools.TasksApi.GetUserProjects({})).map((p) => p.name);`;
    const asked = await client.callTool({ name: "execute", arguments: { code } });
    expect(asked.structuredContent).toMatchObject({
      confirmationRequired: true,
      stoppedAt: { call: 2, tool: "TasksApi.DeleteTasksProject" },
      wouldRemove: { current: { name: "Groceries" } },
    });
    const token = (asked.structuredContent as { confirmationToken: string }).confirmationToken;
    const ran = await client.callTool({ name: "execute", arguments: { code, confirmation_token: token } });
    expect((ran.structuredContent as { result: unknown }).result).toEqual(["Personal", "Work"]);
  }, 60_000);

  it("holds a script's calls to the operator's policy, set with npm run policy -- --local", async () => {
    const folder = mkdtempSync(join(tmpdir(), "agent-tools-stdio-policy-"));
    try {
      const { client, stderr } = await launch(["--mode", "code"], { LOCAL_AWS_CREDENTIALS_DIR: folder });
      const endpoint = /npm run policy -- --local (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr())?.[1];
      expect(endpoint).toBeDefined();
      // The operator's script, reading the credential the entry wrote; set before the first call.
      vi.stubEnv("LOCAL_AWS_CREDENTIALS_DIR", folder);
      const { main } = await import("../../scripts/policy");
      await main([
        "set",
        "--principal",
        "(default)",
        "--deny",
        "tool=TasksApi.UpdateProjectProperties",
        "--local",
        String(endpoint),
      ]);
      vi.unstubAllEnvs();
      const answer = await client.callTool({
        name: "execute",
        arguments: {
          code: `const [first] = await tools.TasksApi.GetUserProjects({});
            try { await tools.TasksApi.UpdateProjectProperties({ project_identifier: first.id, project_name: "Denied" }); }
            catch (error) { return [error.type, error.message.includes("policy"), (await tools.TasksApi.GetUserProjects({}))[0].name]; }`,
        },
      });
      expect((answer.structuredContent as { result: unknown }).result).toEqual([
        "Forbidden",
        true,
        "Personal",
      ]);
    } finally {
      vi.unstubAllEnvs();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
