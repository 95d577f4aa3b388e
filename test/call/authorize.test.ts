// authorizeCall, the one place a call's authorisation is decided, tried from the wrong side rule by
// rule: a token's scopes, a read-only deployment, the surface's subset and its policy refusals, the
// call's own offered tools, a family this deployment does not run, and each refusal's order and
// words. (The operator's policy table through it: test/policy, via the family handlers.)
import { afterEach, describe, expect, it } from "vitest";
import type { AuthorizedCall } from "../../lib/call/authorize";
import { authorizeCall, type CallOffer } from "../../lib/call/authorize";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import { ToolError } from "../../lib/runtime/errors";

const row = (name: string): ToolRow => {
  const found = findTool(name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};
const READ = row("TasksApi.GetUserProjects");
const WRITE = row("TasksApi.CreateProjectInTasks");
const LEDGER_READ = row("LedgerApi.RetrieveInvoices");

async function refusalOf(call: Partial<AuthorizedCall>, target: ToolRow, offer?: CallOffer) {
  try {
    await authorizeCall({ tool: target.name, input: {}, ...call }, target, offer);
    return undefined;
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return error.toJSON();
  }
}

afterEach(() => {
  delete process.env.READ_ONLY;
  delete process.env.DEPLOYED_FAMILIES;
  delete process.env.POLICY_TABLE;
});

describe("authorizeCall", () => {
  it("lets a call no rule limits through (IAM and direct callers carry no scopes)", async () => {
    expect(await refusalOf({}, WRITE)).toBeUndefined();
    expect(await refusalOf({ scopes: ["tools:write"] }, WRITE)).toBeUndefined();
    expect(await refusalOf({ scopes: ["tools:read"] }, READ)).toBeUndefined();
  });

  it("refuses a write to a token granted reading only, and any tool to a token granted neither", async () => {
    expect(await refusalOf({ scopes: ["tools:read"] }, WRITE)).toEqual({
      type: "Forbidden",
      message:
        "TasksApi.CreateProjectInTasks needs the tools:write scope, which this access token was not granted.",
      retryable: false,
      details: { tool: "TasksApi.CreateProjectInTasks", scope: "tools:write" },
    });
    expect(await refusalOf({ scopes: ["openid"] }, READ)).toMatchObject({
      type: "Forbidden",
      details: { scope: "tools:read" },
    });
  });

  it("names the tool as the caller wrote it", async () => {
    const refused = await refusalOf({ tool: "TasksApi_CreateProjectInTasks", scopes: [] }, WRITE);
    expect(refused?.message).toMatch(/^TasksApi_CreateProjectInTasks needs/);
  });

  it("refuses every write on a read-only deployment, whatever the scopes, and no read", async () => {
    process.env.READ_ONLY = "1";
    expect(await refusalOf({ scopes: ["tools:write"] }, WRITE)).toMatchObject({
      type: "Forbidden",
      details: { rule: "READ_ONLY" },
    });
    expect(await refusalOf({}, READ)).toBeUndefined();
  });

  it("refuses a tool outside the surface's subset, pointing at where the offer is listed", async () => {
    const offer = { offered: new Set([READ.name]), listedBy: "tools/list lists them" };
    expect(await refusalOf({}, WRITE, offer)).toEqual({
      type: "Forbidden",
      message:
        "TasksApi.CreateProjectInTasks is not offered by this endpoint (its tool subset); tools/list lists them.",
      retryable: false,
      details: { tool: "TasksApi.CreateProjectInTasks" },
    });
    expect(await refusalOf({}, READ, offer)).toBeUndefined();
  });

  it("answers a tool the caller's policy lists out with the policy's own refusal", async () => {
    const denied = new ToolError("Forbidden", "denied by policy for u-alice: deny TasksApi.GetUserProjects.");
    const offer = { offered: new Set([READ.name]), refused: new Map([[READ.name, denied]]) };
    expect((await refusalOf({}, READ, offer))?.message).toBe(denied.message);
  });

  it("holds the call's own offered tools (sent on by the mcp function) as a subset too", async () => {
    expect(await refusalOf({ offeredTools: [READ.name] }, WRITE)).toMatchObject({
      type: "Forbidden",
      message: expect.stringMatching(/is not offered to this caller/),
    });
    expect(await refusalOf({ offeredTools: [READ.name] }, READ)).toBeUndefined();
  });

  it("refuses a tool of a family this deployment does not run", async () => {
    process.env.DEPLOYED_FAMILIES = "tasks,ledger-write";
    expect(await refusalOf({}, LEDGER_READ)).toMatchObject({
      type: "Forbidden",
      message: expect.stringMatching(/no ledger-read function is deployed/),
    });
    expect(await refusalOf({}, READ)).toBeUndefined();
  });

  it("checks the scopes first, then read-only, then what is offered", async () => {
    process.env.READ_ONLY = "1";
    const offer = { offered: new Set<string>() };
    expect(await refusalOf({ scopes: ["tools:read"] }, WRITE, offer)).toMatchObject({
      details: { scope: "tools:write" },
    });
    expect(await refusalOf({}, WRITE, offer)).toMatchObject({ details: { rule: "READ_ONLY" } });
    delete process.env.READ_ONLY;
    expect((await refusalOf({}, WRITE, offer))?.message).toMatch(/not offered by this endpoint/);
  });

  it("leaves the policy table to the caller that asks for it (MCP lists its refusals out instead)", async () => {
    // A table that does not exist: applying the policy would fail closed (InternalError).
    process.env.POLICY_TABLE = "no-such-table";
    process.env.AWS_ENDPOINT_URL_DYNAMODB = "http://127.0.0.1:9";
    expect(await refusalOf({}, READ)).toBeUndefined();
    expect(await refusalOf({}, READ, { policy: true })).toMatchObject({
      type: "InternalError",
      retryable: true,
    });
    delete process.env.AWS_ENDPOINT_URL_DYNAMODB;
  });
});
