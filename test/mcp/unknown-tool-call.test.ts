// A tools/call of a name that is no tool (outside discovery mode too) answers a tool error that
// suggests the nearest offered tools in the client form MCP lists.

import { describe, expect, it } from "vitest";
import { deploymentBudget } from "../../lib/mcp/calling/budget";
import { callTool } from "../../lib/mcp/calling/call-tool";

const scope = {
  offered: new Set(["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails", "TasksApi.GetUserProjects"]),
  invoke: async () => {
    throw new Error("an unknown tool must not be invoked");
  },
  listedBy: "tools/list lists them",
  budget: deploymentBudget({}),
};

const errorOf = (result: Awaited<ReturnType<typeof callTool>>) =>
  (result.structuredContent as { error: { message: string; details?: { suggestions?: string[] } } }).error;

describe("tools/call of an unknown name", () => {
  it("suggests the nearest offered tool by its client name", async () => {
    const result = await callTool(scope, { name: "LedgerApi_RetrieveInvoice" });
    expect(result.isError).toBe(true);
    expect(errorOf(result).message).toBe(
      'Unknown tool "LedgerApi_RetrieveInvoice". Did you mean LedgerApi_RetrieveInvoices? Tool names look like TasksApi_GetUserProjects; tools/list lists them.',
    );
    expect(errorOf(result).details?.suggestions).toEqual(["LedgerApi_RetrieveInvoices"]);
  });

  it("suggests nothing when no offered name is close", async () => {
    const result = await callTool(scope, { name: "BookFlight" });
    expect(errorOf(result).message).toBe(
      'Unknown tool "BookFlight". Tool names look like TasksApi_GetUserProjects; tools/list lists them.',
    );
  });
});
