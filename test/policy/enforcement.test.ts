// Per-principal policies tried from the wrong side, through the real family handlers and the MCP
// handler: a denied tool by every caller kind (HTTP, MCP tools/call, discovery, direct invoke, SQS,
// EventBridge), one person's policy never applied to another, a tenant outside the allowlist, the
// budget's N+1th write, a widened scope, a principal named in the request instead of by the
// authoriser, and an unreadable policy table. The upstream records every request: a refused call
// must never reach it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as ledgerRead } from "../../functions/ledger-read";
import { handler as tasks } from "../../functions/tasks";
import { allTools } from "../../lib/catalog/index";
import { createMcpHandler } from "../../lib/mcp/protocol/catalog-endpoint";
import { ToolError } from "../../lib/runtime/errors";
import { inProcessInvoker } from "../../local/in-process";
import { lambdaContext } from "../../local/lambda-context";
import { startEventBridgeFake } from "../support/eventbridge-fake";
import { sqsRecord } from "../support/events";
import {
  eventBridgeEvent,
  httpEvent,
  mcpEvent,
  outcomeOf,
  POLICY_TABLE,
  startPolicyWorld,
  TENANT_A,
  TENANT_B,
} from "./support";

const WRITE = "TasksApi.CreateProjectInTasks";
const READ = "TasksApi.GetUserProjects";
const WRITE_INPUT = { project_name: "Quarter close" };

let world: Awaited<ReturnType<typeof startPolicyWorld>>;
beforeAll(async () => {
  world = await startPolicyWorld();
});
afterAll(async () => {
  await world.close();
});
beforeEach(async () => {
  process.env.POLICY_TABLE = POLICY_TABLE;
  world.reset();
  for (const principal of ["u-alice", "u-bob", "*"]) {
    await world.policy(principal, {}); // an empty policy: everything allowed, replaces any earlier one
  }
});

const context = () => lambdaContext("agent-tools-tasks");
const posts = () => world.upstream.requests.filter((request) => request.method === "POST");
const tokensSent = () => world.upstream.requests.map((request) => String(request.headers.authorization));

async function http(tool: string, connection: string, body: unknown = {}, scope?: string) {
  const response = (await tasks(httpEvent(tool, connection, body, scope), context())) as {
    statusCode: number;
    body: string;
  };
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

const direct = (tool: string, connection: string, input: unknown = {}) =>
  outcomeOf(() => tasks({ tool, input, connection }, context()));

const mcp = createMcpHandler({
  tools: allTools.filter((row) => row.family === "tasks" || row.family === "ledger-read"),
  invoke: inProcessInvoker({ tasks, "ledger-read": ledgerRead }),
});

async function rpc(
  connection: string,
  method: string,
  params: unknown,
  query: Record<string, string[]> | null = null,
) {
  const response = await mcp(mcpEvent(connection, method, params, query));
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body).result as {
    isError?: boolean;
    structuredContent?: { error?: { type: string; message: string } };
  };
}

describe("a denied tool is refused by every path", () => {
  const denied = /denied by policy for u-alice: tool TasksApi[._]CreateProjectInTasks/;
  beforeEach(async () => {
    await world.policy("u-alice", { deny: [`tool=${WRITE}`] });
  });

  it("HTTP POST /tools/{name}: 403 Forbidden naming the rule", async () => {
    const { status, body } = await http(WRITE, "u-alice", WRITE_INPUT);
    expect(status).toBe(403);
    expect(body.error.type).toBe("Forbidden");
    expect(body.error.message).toMatch(denied);
    expect(posts()).toEqual([]);
  });

  it("a direct invoke (Step Functions)", async () => {
    const error = (await direct(WRITE, "u-alice", WRITE_INPUT)) as ToolError;
    expect(error).toBeInstanceOf(ToolError);
    expect(error.type).toBe("Forbidden");
    expect(error.message).toMatch(denied);
    expect(posts()).toEqual([]);
  });

  it("an EventBridge event", async () => {
    const error = (await outcomeOf(() =>
      tasks(eventBridgeEvent("evt-1", { tool: WRITE, input: WRITE_INPUT, connection: "u-alice" }), context()),
    )) as ToolError;
    expect(error.type).toBe("Forbidden");
    expect(error.message).toMatch(denied);
    expect(posts()).toEqual([]);
  });

  it("an SQS record fails (its outcome event names the rule) while another person's record in the batch runs", async () => {
    const bus = await startEventBridgeFake();
    process.env.AWS_ENDPOINT_URL_EVENTBRIDGE = bus.endpoint;
    process.env.OUTCOME_BUS_NAME = "agent-tools-outcomes";
    try {
      const answer = (await tasks(
        {
          Records: [
            sqsRecord("m-alice", JSON.stringify({ tool: WRITE, input: WRITE_INPUT, connection: "u-alice" })),
            sqsRecord("m-bob", JSON.stringify({ tool: WRITE, input: WRITE_INPUT, connection: "u-bob" })),
          ],
        },
        context(),
      )) as { batchItemFailures: { itemIdentifier: string }[] };
      expect(answer.batchItemFailures).toEqual([{ itemIdentifier: "m-alice" }]);
      const alice = bus.events().find((event) => event.detail.eventId === "m-alice");
      expect(alice?.detail.error).toMatchObject({
        type: "Forbidden",
        message: expect.stringMatching(denied),
      });
      expect(tokensSent()).toEqual(["Bearer u-bob-tasks-token-0123456789"]);
    } finally {
      delete process.env.OUTCOME_BUS_NAME;
      await bus.close();
    }
  });

  it("MCP tools/call (which invokes the family with the authoriser's connection)", async () => {
    const result = await rpc("u-alice", "tools/call", {
      name: "TasksApi_CreateProjectInTasks",
      arguments: WRITE_INPUT,
    });
    expect(result.isError).toBe(true);
    expect(result.structuredContent?.error?.type).toBe("Forbidden");
    expect(result.structuredContent?.error?.message).toMatch(denied);
    expect(posts()).toEqual([]);
  });

  it("discovery's call_write_tool", async () => {
    const result = await rpc(
      "u-alice",
      "tools/call",
      {
        name: "call_write_tool",
        arguments: { name: "TasksApi_CreateProjectInTasks", arguments: WRITE_INPUT },
      },
      { mode: ["discover"] },
    );
    expect(result.isError).toBe(true);
    expect(result.structuredContent?.error?.message).toMatch(denied);
    expect(posts()).toEqual([]);
  });

  it("code mode's execute: the script's call is refused naming the rule", async () => {
    const result = await rpc(
      "u-alice",
      "tools/call",
      {
        name: "execute",
        arguments: {
          code: `try { await tools.TasksApi.CreateProjectInTasks(${JSON.stringify(WRITE_INPUT)}); } catch (e) { return [e.type, e.message]; }`,
        },
      },
      { mode: ["code"] },
    );
    const [type, message] = (result.structuredContent as { result: string[] }).result;
    expect(type).toBe("Forbidden");
    expect(message).toMatch(denied);
    expect(posts()).toEqual([]);
  });

  it("the principal is the authoriser's, never one the caller writes in a header or the body", async () => {
    const event = httpEvent(WRITE, "u-alice", WRITE_INPUT);
    (event.headers as Record<string, string>)["x-connection"] = "u-bob";
    const response = (await tasks(event, context())) as { statusCode: number; body: string };
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(response.body).error.message).toMatch(denied);
    const inBody = await http(WRITE, "u-alice", { ...WRITE_INPUT, connection: "u-bob" });
    expect(inBody.status).toBeGreaterThanOrEqual(400); // refused (an unknown parameter, or the policy)
    expect(posts()).toEqual([]);
  });
});

describe("one person's policy is theirs alone", () => {
  it("alice's deny does not reach bob, and bob's deny does not reach alice", async () => {
    await world.policy("u-alice", { deny: [`tool=${WRITE}`] });
    await world.policy("u-bob", { deny: ["toolkit=TasksApi"] });
    expect((await http(WRITE, "u-alice", WRITE_INPUT)).status).toBe(403);
    expect((await http(READ, "u-alice")).status).toBe(200);
    const bobRead = await http(READ, "u-bob");
    expect(bobRead.status).toBe(403);
    expect(bobRead.body.error.message).toMatch(/denied by policy for u-bob: toolkit TasksApi/);
    expect(tokensSent()).toEqual(["Bearer u-alice-tasks-token-0123456789"]);
  });

  it("the default (*) applies to whoever has no policy of their own; an own policy replaces it whole", async () => {
    await world.admin.send(
      new (await import("@aws-sdk/client-dynamodb")).DeleteItemCommand({
        TableName: POLICY_TABLE,
        Key: { id: { S: "policy#u-bob" } },
      }),
    );
    await world.policy("*", { deny: ["family=tasks"] });
    const bob = await http(READ, "u-bob");
    expect(bob.status).toBe(403);
    expect(bob.body.error.message).toMatch(/denied by policy for u-bob: family tasks/);
    expect((await http(READ, "u-alice")).status).toBe(200); // alice's own (empty) policy
  });

  it("an allow list lets through only what it names; deny wins over allow", async () => {
    await world.policy("u-alice", { allow: ["preset=tasks"], deny: [`tool=${WRITE}`] });
    expect((await http(READ, "u-alice")).status).toBe(200);
    const write = await http(WRITE, "u-alice", WRITE_INPUT);
    expect(write.body.error.message).toMatch(/tool TasksApi\.CreateProjectInTasks/);
    await world.policy("u-alice", { allow: ["family=ledger-read"] });
    const read = await http(READ, "u-alice");
    expect(read.status).toBe(403);
    expect(read.body.error.message).toMatch(/not allowed \(allowed: family ledger-read\)/);
  });
});

describe("the tenant allowlist", () => {
  const ledger = (connection: string, tenant: string) =>
    outcomeOf(() =>
      ledgerRead(
        { tool: "LedgerApi.RetrieveInvoices", input: { ledger_tenant_id: tenant }, connection },
        lambdaContext("agent-tools-ledger-read"),
      ),
    );

  it("refuses a tenant outside it, allows one inside, and leaves other people alone", async () => {
    await world.policy("u-alice", { tenants: [TENANT_A] });
    const outside = (await ledger("u-alice", TENANT_B)) as ToolError;
    expect(outside.type).toBe("Forbidden");
    expect(outside.message).toMatch(new RegExp(`tenant ${TENANT_B} is not in your allowlist`));
    expect(world.upstream.requests).toEqual([]);
    expect(await ledger("u-alice", TENANT_A)).not.toBeInstanceOf(ToolError);
    expect(await ledger("u-bob", TENANT_B)).not.toBeInstanceOf(ToolError);
    expect(world.upstream.requests.map((request) => request.headers["xero-tenant-id"])).toEqual([
      TENANT_A,
      TENANT_B,
    ]);
  });

  it("tools without a tenant (the tenant list itself) are not refused by it", async () => {
    await world.policy("u-alice", { tenants: [TENANT_A] });
    const answer = await outcomeOf(() =>
      ledgerRead(
        { tool: "LedgerApi.GetConnectedTenants", input: {}, connection: "u-alice" },
        lambdaContext("x"),
      ),
    );
    expect(answer).not.toBeInstanceOf(ToolError);
  });
});

describe("the daily write budget", () => {
  it("refuses the N+1th write of the UTC day, still allows reads, and counts each person apart", async () => {
    await world.policy("u-alice", { dailyWrites: 2 });
    expect((await http(WRITE, "u-alice", WRITE_INPUT)).status).toBe(200);
    expect((await http(WRITE, "u-alice", { project_name: "second" })).status).toBe(200);
    const third = await http(WRITE, "u-alice", { project_name: "third" });
    expect(third.status).toBe(403);
    expect(third.body.error.message).toMatch(
      /daily write budget of 2 reached for u-alice; resets at 00:00 UTC/,
    );
    const viaMcp = await rpc("u-alice", "tools/call", {
      name: "TasksApi_CreateProjectInTasks",
      arguments: { project_name: "fourth" },
    });
    expect(viaMcp.structuredContent?.error?.message).toMatch(/daily write budget of 2 reached/);
    expect((await http(READ, "u-alice")).status).toBe(200);
    expect((await http(WRITE, "u-bob", WRITE_INPUT)).status).toBe(200);
    expect(posts()).toHaveLength(3);
  });

  it("a budget of 0 refuses every write", async () => {
    await world.policy("u-alice", { dailyWrites: 0 });
    expect((await http(WRITE, "u-alice", WRITE_INPUT)).body.error.message).toMatch(/budget of 0 reached/);
    expect(posts()).toEqual([]);
  });
});

describe("the OAuth scope is still the first gate", () => {
  it("a token with tools:read calling a write is refused before any policy is read", async () => {
    const { status, body } = await http(WRITE, "u-bob", WRITE_INPUT, "tools:read");
    expect(status).toBe(403);
    expect(body.error.message).toMatch(/needs the tools:write scope/);
    expect(posts()).toEqual([]);
  });
});

describe("an unreadable policy fails closed", () => {
  it("refuses writes and reads when the table cannot be read, and says so", async () => {
    process.env.POLICY_TABLE = "no-such-table";
    for (const tool of [WRITE, READ]) {
      const { status, body } = await http(tool, "u-bob", tool === WRITE ? WRITE_INPUT : {});
      expect(status).toBe(500);
      expect(body.error.message).toMatch(
        /could not be read, so the call was refused \(policies fail closed\)/,
      );
      expect(body.error.retryable).toBe(true);
    }
    expect(world.upstream.requests).toEqual([]);
  });
});

describe("per-person MCP lists", () => {
  const names = (result: unknown) =>
    ((result as { tools?: { name: string }[] }).tools ?? []).map((tool) => tool.name);

  it("a denied tool is absent from that person's tools/list and search_tools, and present in another's", async () => {
    await world.policy("u-alice", { deny: [`tool=${WRITE}`, "family=ledger-read"] });
    const all = { preset: ["all"] };
    const alice = names(await rpc("u-alice", "tools/list", {}, all));
    const bob = names(await rpc("u-bob", "tools/list", {}, all));
    expect(bob).toContain("TasksApi_CreateProjectInTasks");
    expect(bob.some((name) => name.startsWith("LedgerApi_"))).toBe(true);
    expect(alice).not.toContain("TasksApi_CreateProjectInTasks");
    expect(alice.some((name) => name.startsWith("LedgerApi_"))).toBe(false);
    expect(alice).toContain("TasksApi_GetUserProjects");
    // The bare /mcp's everyday tools too: a denied family's are not listed to that person.
    expect(names(await rpc("u-bob", "tools/list", {}))).toContain("LedgerApi_RetrieveInvoices");
    expect(names(await rpc("u-alice", "tools/list", {}))).not.toContain("LedgerApi_RetrieveInvoices");
    const search = (who: string) =>
      rpc(
        who,
        "tools/call",
        { name: "search_tools", arguments: { query: "create project" } },
        { mode: ["discover"] },
      );
    const found = (result: Awaited<ReturnType<typeof search>>) =>
      (result.structuredContent as unknown as { tools: { name: string }[] }).tools.map((tool) => tool.name);
    expect(found(await search("u-bob"))).toContain("TasksApi_CreateProjectInTasks");
    expect(found(await search("u-alice"))).not.toContain("TasksApi_CreateProjectInTasks");
  });

  it("an allow list narrows the list to what it names (a preset)", async () => {
    await world.policy("u-alice", { allow: ["preset=tasks"] });
    const alice = names(await rpc("u-alice", "tools/list", {}, { preset: ["all"] }));
    expect(alice.length).toBeGreaterThan(0);
    expect(alice.every((name) => name.startsWith("TasksApi_"))).toBe(true);
  });
});
