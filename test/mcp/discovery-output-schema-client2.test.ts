// The discovery tools' answers through the official 2.x client, which validates every answer that
// is not a tool error against the listed outputSchema itself (and refuses a mismatch): pinned to
// 2026-07-28 declaring form elicitation (a destructive call through call_write_tool is asked of the
// person in the call), and in its default legacy mode (the 2025 confirmation token). A tool error's
// structuredContent, which it does not check, is checked here with Ajv2020, the dialect it compiles.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import type { CallToolResult, Tool } from "@modelcontextprotocol/server";
import Ajv2020 from "ajv/dist/2020.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SERVER_INSTRUCTIONS } from "../../lib/mcp/protocol/server-info";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { type LocalStack, startLocalStack } from "../../local/stack";

const TENANT = LEDGER_STARTING_DATA.primary.tenantId;
const INVOICE = Object.values(LEDGER_STARTING_DATA.primary.invoices)[0];
const ajv = new Ajv2020({ strict: false, allErrors: true });

let stack: LocalStack;
let saved: NodeJS.ProcessEnv;
const open: Client[] = [];
beforeAll(async () => {
  saved = { ...process.env };
  // Destructive tools answer a confirmation first (vitest.config.ts turns it off for other tests).
  Object.assign(process.env, { LOG_LEVEL: "silent", CONFIRM_DESTRUCTIVE: "on" });
  stack = await startLocalStack({ port: 0 });
}, 120_000);
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});
afterAll(async () => {
  await stack?.close();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

type Era = "2026-07-28" | "legacy";

/** A 2.x client of discovery mode and the schemas it listed; pinned to 2026-07-28, it says yes to every question. */
async function connect(era: Era) {
  const asked: string[] = [];
  const modern = era === "2026-07-28";
  const client = new Client(
    { name: "discovery-output-schema-2x", version: "1.0.0" },
    modern ? { versionNegotiation: { mode: { pin: era } }, capabilities: { elicitation: { form: {} } } } : {},
  );
  if (modern)
    client.setRequestHandler("elicitation/create", async (request) => {
      asked.push((request.params as { message: string }).message);
      return { action: "accept", content: { confirm: true } } as never;
    });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp?mode=discover`)));
  open.push(client);
  expect(client.getProtocolEra()).toBe(modern ? "modern" : "legacy");
  // From server/discover (2026-07-28) or initialize: the same text.
  expect(client.getInstructions()).toBe(SERVER_INSTRUCTIONS);
  const { tools } = await client.listTools();
  const schemas = new Map<string, Tool["outputSchema"]>(tools.map((tool) => [tool.name, tool.outputSchema]));
  const call = async (name: string, args: Record<string, unknown>, meta?: Record<string, unknown>) => {
    const answer = (await client.callTool({
      name,
      arguments: args,
      ...(meta ? { _meta: meta } : {}),
    })) as CallToolResult;
    // Its own check covers the rest; a tool error's is ours.
    if (answer.isError) {
      const schema = schemas.get(name) as object;
      expect(ajv.validate(schema, answer.structuredContent), ajv.errorsText(ajv.errors)).toBe(true);
    }
    return answer;
  };
  return { call, asked, schemas };
}

describe.each<Era>(["2026-07-28", "legacy"])("the 2.x client, %s", (era) => {
  it("lists an outputSchema on each meta tool", async () => {
    const { schemas } = await connect(era);
    expect([...schemas.values()].map((schema) => schema?.type)).toEqual(["object", "object", "object"]);
  });

  it("search_tools: matches, no match, a tool error", async () => {
    const { call } = await connect(era);
    const found = await call("search_tools", { query: "unpaid invoices" });
    expect((found.structuredContent as { tools: unknown[] }).tools.length).toBeGreaterThan(0);
    const weak = await call("search_tools", { query: "something about money" });
    const weakTools = (weak.structuredContent as { tools: { weak?: true }[] }).tools;
    expect(weakTools.length).toBeGreaterThan(0);
    expect(weakTools.every((tool) => tool.weak === true)).toBe(true);
    expect(weak.structuredContent).toHaveProperty("hint");
    const named = await call("search_tools", { query: "LedgerApi_CreatePayment" });
    expect((named.structuredContent as { tools: { name: string }[] }).tools[0]?.name).toBe(
      "LedgerApi_CreatePayment",
    );
    expect(await call("search_tools", { query: "order a pizza" })).toMatchObject({
      structuredContent: { tools: [], hint: expect.any(String) },
    });
    expect((await call("search_tools", { query: "" })).isError).toBe(true);
  });

  it("call_read_tool: a read, and a tool error", async () => {
    const { call } = await connect(era);
    const read = await call("call_read_tool", { name: "TasksApi_GetUserProjects", arguments: {} });
    expect(read.isError).toBeFalsy();
    const failed = await call("call_read_tool", { name: "TasksApi_CreateProjectInTasks", arguments: {} });
    expect(failed.structuredContent).toMatchObject({ error: { type: "Forbidden" } });
  });

  it("call_write_tool: a keyed write, and a destructive one confirmed as the generation confirms", async () => {
    const { call, asked } = await connect(era);
    const note = {
      name: "LedgerApi_CreateInvoiceHistory",
      arguments: {
        invoice_id: INVOICE,
        tenant_identifier: TENANT,
        history_details: `Schema check (${era}).`,
      },
    };
    const written = await call("call_write_tool", note, { idempotencyKey: `schema-note-${era}` });
    expect(written.isError).toBeFalsy();
    const created = await call("call_write_tool", {
      name: "TasksApi_CreateProjectInTasks",
      arguments: { project_name: `Schema check (${era})` },
    });
    const project_id = (created.structuredContent as { id: string }).id;
    const remove = { name: "TasksApi_DeleteTasksProject", arguments: { project_id } };
    let deleted = await call("call_write_tool", remove);
    if (era === "legacy") {
      const { confirmationToken } = deleted.structuredContent as { confirmationToken: string };
      expect(deleted.structuredContent).toMatchObject({ confirmationRequired: true });
      deleted = await call("call_write_tool", {
        ...remove,
        arguments: { project_id, _confirmation: confirmationToken },
      });
    } else {
      expect(asked).toHaveLength(1);
    }
    expect(deleted.isError).toBeFalsy();
    expect(deleted.structuredContent).not.toHaveProperty("confirmationRequired");
  });
});
