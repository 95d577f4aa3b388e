// Code mode on the large demo organisation (SANDBOX_SCALE=large: thousands of invoices): a script
// that pages through every authorised sales invoice and adds up what is past due answers exactly
// what the same direct calls add up to, in one execute, within the answer's budget.

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAST_DUE_AND_WHO_OWES_MOST as PAST_DUE } from "../../lib/code-mode/examples/index";
import { type LocalStack, startLocalStack } from "../../local/stack";
import type { Json } from "../support/json";

let stack: LocalStack;
beforeAll(async () => {
  process.env.SANDBOX_SCALE = "large";
  stack = await startLocalStack({ port: 0 });
}, 120_000);
afterAll(async () => {
  delete process.env.SANDBOX_SCALE;
  await stack?.close();
});

async function post<T = Json>(tool: string, input: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${stack.url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return ((await response.json()) as { result: T }).result;
}

describe("code mode on the large organisation", () => {
  it("adds up every page as the direct calls do, in one execute", async () => {
    const client = new Client({ name: "code-mode-large", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp?mode=code`)));
    const answer = (await client.callTool({
      name: "execute",
      arguments: { code: PAST_DUE },
    })) as CallToolResult;
    await client.close();
    expect(answer.isError, JSON.stringify(answer.structuredContent)).toBeFalsy();
    const { result, calls } = answer.structuredContent as { result: Json; calls: number };

    const [org] = await post<[Json, ...Json[]]>("LedgerApi.GetConnectedTenants", {});
    let total = 0;
    let count = 0;
    let pages = 0;
    for (let page = 1; ; page++) {
      const { Invoices = [] } = await post("LedgerApi.RetrieveInvoices", {
        ledger_tenant_id: org.tenantId,
        filter_by_statuses: ["AUTHORISED"],
        page_number: page,
        retrieve_summary_only: true,
      });
      pages++;
      for (const i of Invoices) {
        if (i.Type !== "ACCREC" || i.AmountDue <= 0 || i.DueDate.slice(0, 10) >= org.localDate) continue;
        total += i.AmountDue;
        count++;
      }
      if (Invoices.length < 100) break;
    }
    expect(pages).toBeGreaterThan(5);
    expect(result).toMatchObject({ total: Math.round(total * 100) / 100, count, pages });
    expect(calls).toBe(pages + 1);
    expect(JSON.stringify(answer.structuredContent).length).toBeLessThan(1_000);
  }, 120_000);
});
