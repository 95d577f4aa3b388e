// A read-only deployment (READ_ONLY=1) from the wrong side: no list holds a write tool (GET /tools,
// the OpenAPI document, MCP tools/list in every form, discovery's search_tools), TOOL_FILTER cannot
// widen it, and a write is refused by every path with a Forbidden naming the rule.
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler as tasks } from "../../functions/tasks";
import { allTools } from "../../lib/catalog/index";
import { findToolByAnyName } from "../../lib/catalog/names";
import { READ_ONLY_RULE } from "../../lib/policy/read-only";
import { ToolError } from "../../lib/runtime/errors";
import { CATALOG_LOOKUP } from "../../lib/tool-lists/subset";
import { operatorSubsetWith, selectTools } from "../../lib/tool-lists/subset-core";
import { createGateway, listen } from "../../local/gateway";
import { lambdaContext } from "../../local/lambda-context";
import { FAMILY_HANDLERS } from "../../local/stack";
import { sqsRecord } from "../support/events";
import { startFaultServer } from "../support/fault-server";
import { eventBridgeEvent, outcomeOf } from "./support";

const WRITE = "TasksApi.CreateProjectInTasks";
const INPUT = { project_name: "Quarter close" };
const RULE = /changes data, and this deployment is read-only \(READ_ONLY\)/;

let upstream: Awaited<ReturnType<typeof startFaultServer>>;
let gateway: Server;
let base: string;

beforeAll(async () => {
  upstream = await startFaultServer(() => ({ headers: { "content-type": "application/json" }, body: "[]" }));
  Object.assign(process.env, {
    READ_ONLY: "1",
    TASKS_API_BASE_URL: upstream.url,
    TASKS_API_ACCESS_TOKEN: "tasks-token-0123456789",
  });
  delete process.env.TASKS_TOKEN_SECRET_ID;
  delete process.env.POLICY_TABLE;
  // A TOOL_FILTER that asks for writes: the deployment's setting still wins.
  gateway = createGateway({ handlers: FAMILY_HANDLERS, toolFilter: "readOnly=false" });
  base = `http://127.0.0.1:${await listen(gateway, 0)}`;
});
afterAll(async () => {
  delete process.env.READ_ONLY;
  await new Promise((resolve) => gateway.close(resolve));
  await upstream.close();
});

const isWrite = (name: string) => findToolByAnyName(name)?.flags.readOnly === false;

async function rpc(method: string, params: unknown, query = "") {
  const response = await fetch(`${base}/mcp${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).result;
}

describe("a read-only deployment lists no write tool", () => {
  it("the operator subset is read-only whatever TOOL_FILTER says", () => {
    const selected = selectTools(
      allTools,
      operatorSubsetWith(CATALOG_LOOKUP, "families=tasks&readOnly=false"),
    );
    expect(selected.length).toBeGreaterThan(0);
    expect(selected.every((row) => row.flags.readOnly)).toBe(true);
    const writable = operatorSubsetWith(CATALOG_LOOKUP, "families=tasks", {});
    expect(selectTools(allTools, writable).some((row) => !row.flags.readOnly)).toBe(true);
  });

  it("GET /tools", async () => {
    const listed = (await (await fetch(`${base}/tools`)).json()) as { tools: { name: string }[] };
    expect(listed.tools.length).toBeGreaterThan(50);
    expect(listed.tools.filter((tool) => isWrite(tool.name))).toEqual([]);
  });

  it("GET /openapi.json", async () => {
    const document = (await (await fetch(`${base}/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    const tools = Object.keys(document.paths)
      .filter((path) => path.startsWith("/tools/"))
      .map((path) => path.slice("/tools/".length));
    expect(tools.length).toBeGreaterThan(50);
    expect(tools.filter(isWrite)).toEqual([]);
    expect(tools).toContain("TasksApi.GetUserProjects");
  });

  it("MCP tools/list: the full list, a preset, a family subset asking for writes", async () => {
    for (const query of ["", "?preset=invoicing", "?preset=tasks", "?families=tasks&readOnly=false"]) {
      const { tools } = (await rpc("tools/list", {}, query)) as { tools: { name: string }[] };
      expect(tools.length, query).toBeGreaterThan(0);
      expect(
        tools.filter((tool) => isWrite(tool.name)),
        query,
      ).toEqual([]);
    }
  });

  it("discovery's search_tools finds no write, even asked for one", async () => {
    for (const query of ["create an invoice", "delete a task", "create project"]) {
      const result = (await rpc(
        "tools/call",
        { name: "search_tools", arguments: { query } },
        "?mode=discover",
      )) as { structuredContent: { tools: { name: string }[] } };
      expect(
        result.structuredContent.tools.filter((tool) => isWrite(tool.name)),
        query,
      ).toEqual([]);
    }
  });
});

describe("a read-only deployment refuses every write", () => {
  it("HTTP POST /tools/{name} through the gateway: 403 naming the rule", async () => {
    const response = await fetch(`${base}/tools/${WRITE}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(INPUT),
    });
    expect(response.status).toBe(403);
    const { error } = await response.json();
    expect(error.type).toBe("Forbidden");
    expect(error.message).toMatch(RULE);
    expect(error.message).toContain(READ_ONLY_RULE);
  });

  it("MCP tools/call and discovery's call_write_tool", async () => {
    const direct = await rpc("tools/call", { name: "TasksApi_CreateProjectInTasks", arguments: INPUT });
    expect(direct.isError).toBe(true);
    expect(direct.structuredContent.error).toMatchObject({
      type: "Forbidden",
      message: expect.stringMatching(RULE),
    });
    const viaDiscovery = await rpc(
      "tools/call",
      { name: "call_write_tool", arguments: { name: "TasksApi_CreateProjectInTasks", arguments: INPUT } },
      "?mode=discover",
    );
    expect(viaDiscovery.isError).toBe(true);
    expect(JSON.stringify(viaDiscovery)).toMatch(RULE);
  });

  it("a direct invoke, an EventBridge event and an SQS record", async () => {
    const context = () => lambdaContext("agent-tools-tasks");
    const direct = (await outcomeOf(() => tasks({ tool: WRITE, input: INPUT }, context()))) as ToolError;
    expect(direct).toBeInstanceOf(ToolError);
    expect(direct.type).toBe("Forbidden");
    expect(direct.message).toMatch(RULE);
    const event = (await outcomeOf(() =>
      tasks(eventBridgeEvent("e-1", { tool: WRITE, input: INPUT }), context()),
    )) as ToolError;
    expect(event.message).toMatch(RULE);
    const batch = (await tasks(
      { Records: [sqsRecord("m-1", JSON.stringify({ tool: WRITE, input: INPUT }))] },
      context(),
    )) as { batchItemFailures: unknown[] };
    expect(batch.batchItemFailures).toEqual([{ itemIdentifier: "m-1" }]);
    // A read still runs.
    expect(await tasks({ tool: "TasksApi.GetUserProjects", input: {} }, context())).toMatchObject({
      tool: "TasksApi.GetUserProjects",
    });
    expect(upstream.requests.filter((request) => request.method !== "GET")).toEqual([]);
  });
});
