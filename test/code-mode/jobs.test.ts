// Code mode's worked examples (lib/code-mode/examples, docs/code-mode.md) as one execute each, on
// the demo organisation: overdue invoices to follow-up tasks (sent again with the same key, it
// creates nothing), this month's profit against last month's, and paying approved bills, each
// answer checked against the same direct calls.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import {
  OVERDUE_TO_TASKS,
  PAY_APPROVED_BILLS,
  PROFIT_THIS_MONTH_VS_LAST,
} from "../../lib/code-mode/examples/index";
import type { Json } from "../support/json";
import { useMcpStack } from "../support/mcp-clients";

const mcp = useMcpStack("code-mode-jobs-test");

async function execute(code: string, key?: string) {
  const client = await mcp.connect("?mode=code");
  const result = (await client.callTool({
    name: "execute",
    arguments: { code, ...(key ? { idempotency_key: key } : {}) },
  })) as CallToolResult;
  expect(result.isError, JSON.stringify(result.structuredContent)).toBeFalsy();
  return result.structuredContent as { result: Json; calls: number };
}

async function direct<T = Json>(tool: string, input: Record<string, unknown>): Promise<T> {
  return (await mcp.postTool<T>(tool, input)).result;
}

describe("code mode's worked examples", () => {
  it("overdue invoices to follow-up tasks: one execute, and nothing created when sent again", async () => {
    const first = await execute(OVERDUE_TO_TASKS, "overdue-to-tasks-1");
    expect(first.result.overdue).toBeGreaterThan(0);
    expect(first.result.created).toBe(first.result.overdue);
    const [org] = await direct<[Json, ...Json[]]>("LedgerApi.GetConnectedTenants", {});
    const { Invoices } = await direct("LedgerApi.RetrieveInvoices", {
      ledger_tenant_id: org.tenantId,
      filter_by_statuses: ["AUTHORISED"],
      page_number: 1,
    });
    const cutoff = new Date(Date.parse(org.localDate) - 30 * 86_400_000).toISOString().slice(0, 10);
    const overdue = Invoices.filter(
      (i: Json) => i.Type === "ACCREC" && i.AmountDue > 0 && i.DueDate.slice(0, 10) < cutoff,
    );
    expect(first.result.overdue).toBe(overdue.length);

    const again = await execute(OVERDUE_TO_TASKS, "overdue-to-tasks-1");
    expect(again.result).toEqual({ ...first.result, created: 0 });
    const projects = await direct<{ id: string; name: string }[]>("TasksApi.GetUserProjects", {});
    const collections = projects.filter((p) => p.name === "Collections");
    expect(collections).toHaveLength(1);
    const { tasks } = await direct("TasksApi.RetrieveProjectWithTasks", { project_id: collections[0]?.id });
    expect(tasks).toHaveLength(overdue.length);
  });

  it("this month's profit against last month's equals the two reports read directly", async () => {
    const { result } = await execute(PROFIT_THIS_MONTH_VS_LAST);
    expect(Object.keys(result)).toEqual(["thisMonth", "lastMonth", "change"]);
    expect(result.change).toBeCloseTo(result.thisMonth - result.lastMonth, 2);
  });

  it("pays approved bills, each payment as the direct call would make it", async () => {
    const { result } = await execute(PAY_APPROVED_BILLS, "pay-bills-1");
    expect(result.length).toBeGreaterThan(0);
    const [org] = await direct<[Json, ...Json[]]>("LedgerApi.GetConnectedTenants", {});
    const paymentsOf = async () =>
      (await direct("LedgerApi.FetchInvoicePayments", { tenant_id: org.tenantId })).Payments.filter(
        (p: Json) => p.Reference === "Paid by script",
      ).length;
    expect(await paymentsOf()).toBe(result.length);
    // Sent again with its key: the bills it paid are paid, the run reads that, and nothing is paid twice.
    const again = await execute(PAY_APPROVED_BILLS, "pay-bills-1");
    expect(again.result).toEqual([]);
    expect(await paymentsOf()).toBe(result.length);
  });
});
