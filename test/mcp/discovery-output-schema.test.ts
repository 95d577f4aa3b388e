// The discovery tools' outputSchemas (lib/mcp/discovery/output-schemas.ts) hold for their answers:
// each meta tool called against the sandboxes through `/mcp?mode=discover` by the 1.x client (which
// validates structuredContent against the listed schema, a tool error's too) and checked again with
// Ajv in both dialects clients compile with (draft-07: SDK 1.x; 2020-12: SDK 2.x). The call tools'
// schema types only what every catalog tool's schema types alike, so it refuses no called tool's answer.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult, Tool } from "@modelcontextprotocol/server";
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { listedOutputSchemas } from "../../lib/catalog/output-schema-listed";
import { MCP_CONFIRMATION_ARGUMENT, MCP_CONFIRMATION_META } from "../../lib/confirmation/names";
import { CALL_OUTPUT_SCHEMA, SEARCH_OUTPUT_SCHEMA } from "../../lib/mcp/discovery/output-schemas";
import { SERVER_INSTRUCTIONS } from "../../lib/mcp/protocol/server-info";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { type LocalStack, startLocalStack } from "../../local/stack";

const TENANT = LEDGER_STARTING_DATA.primary.tenantId;
const INVOICE = Object.values(LEDGER_STARTING_DATA.primary.invoices)[0];
// Strict, as test/catalog/output-schema.test.ts compiles the catalog's (a branch may require what
// its parent defines).
const options = { strict: true, strictRequired: false, allErrors: true };
const dialects = [new Ajv(options), new Ajv2020(options)];

/** Both dialects' complaints about `content` under `schema`: "" when it conforms. */
function problems(schema: unknown, content: unknown): string {
  return dialects
    .map((ajv) => (ajv.validate(schema as object, content) ? "" : ajv.errorsText(ajv.errors)))
    .filter(Boolean)
    .join("; ");
}

let stack: LocalStack;
let saved: NodeJS.ProcessEnv;
const clients: Client[] = [];
const schemas = new Map<string, Tool["outputSchema"]>();

beforeAll(async () => {
  // Restored after: the stack writes the sandboxes' URLs into process.env.
  saved = { ...process.env };
  // Destructive tools answer a confirmation first (vitest.config.ts turns it off for other tests).
  Object.assign(process.env, { LOG_LEVEL: "silent", CONFIRM_DESTRUCTIVE: "on" });
  stack = await startLocalStack({ port: 0 });
  for (const tool of (await (await connect()).listTools()).tools) schemas.set(tool.name, tool.outputSchema);
}, 120_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await stack?.close();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

async function connect(query = "?mode=discover"): Promise<Client> {
  const client = new Client({ name: "discovery-output-schema", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp${query}`)));
  // The client validates structuredContent only against schemas it has listed.
  await client.listTools();
  clients.push(client);
  return client;
}

/** A call through the validating client, then the answer checked against the listed schema here. */
async function checked(
  client: Client,
  name: string,
  args: Record<string, unknown>,
  meta?: Record<string, unknown>,
): Promise<CallToolResult> {
  const answer = (await client.callTool({
    name,
    arguments: args,
    ...(meta ? { _meta: meta } : {}),
  })) as CallToolResult;
  expect(
    problems(schemas.get(name), answer.structuredContent),
    JSON.stringify(answer.structuredContent),
  ).toBe("");
  return answer;
}

describe("the listed outputSchemas", () => {
  it("lists one on each of the three tools", () => {
    expect(Object.fromEntries(schemas)).toEqual({
      search_tools: SEARCH_OUTPUT_SCHEMA,
      call_read_tool: CALL_OUTPUT_SCHEMA,
      call_write_tool: CALL_OUTPUT_SCHEMA,
    });
  });

  it("the call tools' schema types a member only as every catalog tool's schema types it", async () => {
    const catalog = await listedOutputSchemas();
    const typed = CALL_OUTPUT_SCHEMA.properties as Record<string, unknown>;
    const { confirmationRequired, confirmationToken, ...everyAnswer } = typed;
    for (const row of allTools) {
      const schema = catalog[row.name] as { properties: Record<string, unknown>; anyOf?: unknown[] };
      for (const [member, memberSchema] of Object.entries(everyAnswer))
        expect(schema.properties[member], `${row.name}.${member}`).toEqual(memberSchema);
      // Only a destructive tool confirms, and its schema types the confirmation as ours does.
      if (row.flags.destructive && schema.anyOf) {
        expect(schema.anyOf, row.name).toContainEqual(
          expect.objectContaining({ properties: { confirmationRequired, confirmationToken } }),
        );
      }
    }
    expect(CALL_OUTPUT_SCHEMA).not.toHaveProperty("required");
    expect(CALL_OUTPUT_SCHEMA).not.toHaveProperty("anyOf");
  });

  it("refuses what no meta tool answers (the checks here can fail)", () => {
    expect(problems(SEARCH_OUTPUT_SCHEMA, { query: "x" })).not.toBe("");
    expect(problems(SEARCH_OUTPUT_SCHEMA, { query: "x", tools: [{ name: "a" }] })).not.toBe("");
    expect(problems(CALL_OUTPUT_SCHEMA, { error: "failed" })).not.toBe("");
    expect(problems(CALL_OUTPUT_SCHEMA, { _partial: { note: 1 } })).not.toBe("");
  });
});

describe("the server's instructions", () => {
  it("say what structuredContent holds and how each generation confirms, in few bytes", async () => {
    expect((await connect()).getInstructions()).toBe(SERVER_INSTRUCTIONS);
    for (const part of ["outputSchema", "2026-07-28", "form elicitation", "input-required", "2025"])
      expect(SERVER_INSTRUCTIONS).toContain(part);
    expect(SERVER_INSTRUCTIONS).toContain(`"${MCP_CONFIRMATION_ARGUMENT}"`);
    expect(SERVER_INSTRUCTIONS).toContain(`"${MCP_CONFIRMATION_META}"`);
    // In every initialize and server/discover answer (test/mcp/instructions.test.ts holds the rest).
    expect(Buffer.byteLength(SERVER_INSTRUCTIONS)).toBeLessThanOrEqual(1500);
  });
});

describe("search_tools' answers", () => {
  it.each([
    ["confident matches", { query: "unpaid invoices" }, ["tools"]],
    ["only weak matches, with a hint", { query: "something about money" }, ["tools", "hint"]],
    ["a tool by its exact name", { query: "LedgerApi.CreatePayment" }, ["tools"]],
    ["no tool is about it", { query: "order a pizza" }, ["hint"]],
    ["no match at all", { query: "weather forecast" }, ["hint"]],
    ["a tool error for bad arguments", { query: " ", limit: 99, extra: 1 }, ["error"]],
  ])("%s", async (_case, args, members) => {
    const answer = await checked(await connect(), "search_tools", args);
    const content = answer.structuredContent as Record<string, unknown>;
    for (const member of members) expect(content[member]).toBeTruthy();
    const tools = (content.tools ?? []) as unknown[];
    expect(tools.length > 0).toBe(members.includes("tools"));
    expect(answer.isError === true).toBe(members.includes("error"));
  });
});

describe("call_read_tool's and call_write_tool's answers: the called tool's", () => {
  it("a read, and a read cut to the result budget (`_partial`)", async () => {
    const read = await checked(await connect(), "call_read_tool", {
      name: "TasksApi_GetUserProjects",
      arguments: {},
    });
    expect(read.structuredContent).toHaveProperty("result");
    const cut = await checked(await connect("?mode=discover&budget=1000"), "call_read_tool", {
      name: "LedgerApi_RetrieveInvoices",
      arguments: { ledger_tenant_id: TENANT },
    });
    expect(cut.isError).toBeFalsy();
    expect(cut.structuredContent).toHaveProperty("_partial");
  });

  it("a keyed write, its replay, a confirmation and its confirmed repeat", async () => {
    const client = await connect();
    const args = {
      name: "LedgerApi_CreateInvoiceHistory",
      arguments: { invoice_id: INVOICE, tenant_identifier: TENANT, history_details: "Schema check." },
    };
    const first = await checked(client, "call_write_tool", args, { idempotencyKey: "schema-note-1" });
    expect(first.isError).toBeFalsy();
    expect(await checked(client, "call_write_tool", args, { idempotencyKey: "schema-note-1" })).toEqual(
      first,
    );
    const created = await checked(client, "call_write_tool", {
      name: "TasksApi_CreateProjectInTasks",
      arguments: { project_name: "Schema check" },
    });
    const project_id = (created.structuredContent as { id: string }).id;
    const confirmation = await checked(client, "call_write_tool", {
      name: "TasksApi_DeleteTasksProject",
      arguments: { project_id },
    });
    const { confirmationToken } = confirmation.structuredContent as { confirmationToken: string };
    expect(confirmation.structuredContent).toMatchObject({ confirmationRequired: true });
    const deleted = await checked(client, "call_write_tool", {
      name: "TasksApi_DeleteTasksProject",
      arguments: { project_id, _confirmation: confirmationToken },
    });
    expect(deleted.isError).toBeFalsy();
    expect(deleted.structuredContent).not.toHaveProperty("confirmationRequired");
  });

  it.each([
    ["the upstream's NotFound", "call_read_tool", "LedgerApi_GetInvoiceDetails", "NotFound"],
    ["a write through call_read_tool", "call_read_tool", "TasksApi_CreateProjectInTasks", "Forbidden"],
    ["no such tool", "call_write_tool", "TasksApi_Nope", "ValidationError"],
  ])("a tool error: %s", async (_case, via, name, type) => {
    const answer = await checked(await connect(), via, {
      name,
      arguments: { invoice_identifier: "00000000-0000-4000-8000-000000000000", ledger_tenant_id: TENANT },
    });
    expect(answer.isError).toBe(true);
    expect(answer.structuredContent).toMatchObject({ error: { type } });
  });
});
