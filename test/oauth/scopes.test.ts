// An OAuth grant of tools:read covers only read-only tools, on both surfaces: the HTTP route (the
// family function reads the scopes the authorizer passed on) and MCP (checked before any invoke).
import { describe, expect, it } from "vitest";
import { handler as tasksHandler } from "../../functions/tasks";
import { allTools } from "../../lib/catalog/index";
import { createMcpHandler } from "../../lib/mcp/protocol/catalog-endpoint";
import { scopesAllow } from "../../lib/oauth/scopes";
import { lambdaContext } from "../../local/lambda-context";

const authorizer = (scope: string) => ({ authorizer: { connection: "u-alice", scope } });

describe("scopesAllow", () => {
  it("lets tools:write do everything, tools:read only read, and no grant nothing", () => {
    expect(scopesAllow(["tools:write"], false)).toBe(true);
    expect(scopesAllow(["tools:read"], true)).toBe(true);
    expect(scopesAllow(["tools:read"], false)).toBe(false);
    expect(scopesAllow([], true)).toBe(false);
    expect(scopesAllow(undefined, false)).toBe(true);
  });
});

describe("a read-only grant on the HTTP route", () => {
  it("refuses a writing tool with Forbidden naming the scope, before anything else", async () => {
    const response = (await tasksHandler(
      {
        httpMethod: "POST",
        path: "/tools/TasksApi.CreateProjectInTasks",
        pathParameters: { toolName: "TasksApi.CreateProjectInTasks" },
        body: JSON.stringify({ project_name: "x" }),
        requestContext: authorizer("tools:read"),
      },
      lambdaContext("test"),
    )) as { statusCode: number; body: string };
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(response.body).error).toMatchObject({
      type: "Forbidden",
      message:
        "TasksApi.CreateProjectInTasks needs the tools:write scope, which this access token was not granted.",
    });
  });
});

describe("a read-only grant on MCP", () => {
  const invoked: string[] = [];
  const mcp = createMcpHandler({
    tools: allTools,
    invoke: async (row) => {
      invoked.push(row.name);
      return { ok: true };
    },
  });
  const call = async (name: string, scope: string) => {
    const response = await mcp({
      httpMethod: "POST",
      path: "/mcp",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: {} } }),
      isBase64Encoded: false,
      multiValueQueryStringParameters: null,
      requestContext: authorizer(scope) as never,
    });
    return JSON.parse(response.body).result as {
      isError?: boolean;
      structuredContent: { error?: { type: string } };
    };
  };

  it("refuses a writing tool without invoking it, and runs a reading one", async () => {
    const write = await call("TasksApi_CreateProjectInTasks", "tools:read");
    expect(write.isError).toBe(true);
    expect(write.structuredContent.error?.type).toBe("Forbidden");
    expect(invoked).toEqual([]);
    const read = await call("TasksApi_GetUserProjects", "tools:read");
    expect(read.isError).toBeFalsy();
    expect(invoked).toEqual(["TasksApi.GetUserProjects"]);
    await call("TasksApi_CreateProjectInTasks", "tools:read tools:write");
    expect(invoked).toEqual(["TasksApi.GetUserProjects", "TasksApi.CreateProjectInTasks"]);
  });
});
