// The result budget against an organisation of real size (SANDBOX_SCALE=large: 12,000 invoices,
// 3,000 contacts, a project of 2,000 tasks), through the official MCP client: every list tool of
// the catalog, called with only its required parameters in both MCP modes, answers within the
// budget and, when it is not the whole list, says so and how to go on; following the next calls
// walks the records in order, none skipped and none twice.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { findToolByAnyName } from "../../lib/catalog/names";
import { pagingOf } from "../../lib/catalog/paging";
import { DEFAULT_BUDGET_TOKENS } from "../../lib/mcp/calling/budget";
import { MAX_RESULT_CHARS } from "../../lib/mcp/listing/from-rows";
import type { PartialAnswer } from "../../lib/results/fit";
import { charsForTokens } from "../../lib/results/tokens";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { type LocalStack, startLocalStack } from "../../local/stack";
import { listCalls } from "../support/list-tools";

const BUDGET_CHARS = charsForTokens(DEFAULT_BUDGET_TOKENS);
const BACKLOG_PROJECT = "5eed00000000000000000a04";
const ids = { tenantId: LEDGER_STARTING_DATA.primary.tenantId, projectId: BACKLOG_PROJECT };

let stack: LocalStack;
let saved: NodeJS.ProcessEnv;
const clients: Client[] = [];

beforeAll(async () => {
  // The stack writes the sandboxes' URLs into process.env, which the handlers read: restored after.
  saved = { ...process.env };
  process.env.SANDBOX_SCALE = "large";
  process.env.LOG_LEVEL = "silent";
  stack = await startLocalStack({ port: 0 });
}, 60_000);

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

afterAll(async () => {
  await stack?.close();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

async function connect(query = ""): Promise<Client> {
  const client = new Client({ name: "budget-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp${query}`)));
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args }, undefined, { timeout: 60_000 })) as CallToolResult;
}

async function httpCall(tool: string, input: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${stack.url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  expect(response.status, `${tool} over HTTP`).toBe(200);
  return ((await response.json()) as { result: unknown }).result;
}

const textOf = (result: CallToolResult) =>
  (result.content as { type: string; text: string }[])[0]?.text ?? "";
const partialOf = (result: CallToolResult) =>
  (result.structuredContent as { _partial?: PartialAnswer } | undefined)?._partial;

/** The answer's records: its largest array of objects (as fit.ts finds them). */
function recordsOf(structured: unknown): unknown[] {
  if (Array.isArray(structured)) return structured;
  const object = structured && typeof structured === "object" ? (structured as Record<string, unknown>) : {};
  const arrays = Object.values(object).filter(
    (value): value is unknown[] => Array.isArray(value) && typeof value[0] === "object",
  );
  return arrays.sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0] ?? [];
}

const calls = listCalls();

describe("every list tool on the large organisation", () => {
  it("enumerates the catalog's list tools, the big lists among them", () => {
    const names = calls.map((entry) => entry.tool);
    expect(names).toEqual(
      expect.arrayContaining(["LedgerApi.RetrieveInvoices", "LedgerApi.FetchAllLedgerContacts"]),
    );
    expect(names.length).toBeGreaterThan(35);
  });

  it.each([
    ["tools", ""],
    ["discover", "?mode=discover"],
  ])(
    "answers within the budget and names how to go on (%s mode)",
    { timeout: 240_000 },
    async (mode, query) => {
      const client = await connect(query);
      const partials: string[] = [];
      for (const entry of calls) {
        const row = findToolByAnyName(entry.tool);
        if (!row) throw new Error(`${entry.tool} is not in the catalog`);
        const name = entry.tool.replace(".", "_");
        const args = entry.input(ids);
        const result =
          mode === "tools"
            ? await call(client, name, args)
            : await call(client, "call_read_tool", { name, arguments: args });
        const about = `${entry.tool} (${mode})`;
        expect(result.isError, `${about}: ${textOf(result).slice(0, 300)}`).toBeFalsy();
        expect(textOf(result).length, about).toBeLessThanOrEqual(BUDGET_CHARS);
        expect(JSON.stringify(result.structuredContent).length, about).toBeLessThanOrEqual(BUDGET_CHARS);
        const partial = partialOf(result);
        if (partial) {
          partials.push(entry.tool);
          expect(textOf(result), about).toMatch(/^(Partial answer|Page \d+)/);
          expect(partial.next ?? partial.narrowWith, about).toBeDefined();
          expect(partial.shown, about).toBe(recordsOf(result.structuredContent).length);
          continue;
        }
        // No `_partial`: the answer is the whole list, as the HTTP API gives it.
        const facts = pagingOf(row);
        const pagination = (result.structuredContent as { pagination?: { pageCount: number } }).pagination;
        if (facts.page) expect(pagination?.pageCount ?? 1, about).toBeLessThanOrEqual(1);
        else {
          const whole = await httpCall(entry.tool, args);
          expect(recordsOf(result.structuredContent).length, about).toBe(recordsOf(whole).length);
        }
      }
      expect(partials).toEqual(
        expect.arrayContaining([
          "LedgerApi.RetrieveInvoices",
          "LedgerApi.FetchAllLedgerContacts",
          "LedgerApi.RetrieveBankTransactions",
          "TasksApi.RetrieveProjectWithTasks",
        ]),
      );
    },
  );
});

describe("following the next calls", () => {
  it("walks the invoices in Xero's order, none skipped and none twice", { timeout: 60_000 }, async () => {
    const client = await connect();
    const tenant = { ledger_tenant_id: ids.tenantId };
    const firstPage = recordsOf(await httpCall("LedgerApi.RetrieveInvoices", { ...tenant, page_number: 1 }));
    const secondPage = recordsOf(await httpCall("LedgerApi.RetrieveInvoices", { ...tenant, page_number: 2 }));
    const expected = [...firstPage, ...secondPage].map(
      (invoice) => (invoice as { InvoiceID: string }).InvoiceID,
    );
    const seen: string[] = [];
    let args: Record<string, unknown> = tenant;
    while (seen.length < expected.length) {
      const result = await call(client, "LedgerApi_RetrieveInvoices", args);
      const partial = partialOf(result);
      const records = recordsOf(result.structuredContent) as { InvoiceID: string }[];
      expect(records.length).toBeGreaterThan(0);
      seen.push(...records.map((invoice) => invoice.InvoiceID));
      expect(partial?.of).toBe(12_018);
      if (!partial?.next) throw new Error("a partial answer without its next call");
      expect(partial.next.tool).toBe("LedgerApi_RetrieveInvoices");
      args = partial.next.arguments;
    }
    expect(seen.slice(0, expected.length)).toEqual(expected);
  });

  it("continues mid-list after an explicit later page (page sizes that divide what came before)", async () => {
    const client = await connect();
    const tenant = { ledger_tenant_id: ids.tenantId };
    const result = await call(client, "LedgerApi_RetrieveInvoices", { ...tenant, page_number: 3 });
    const partial = partialOf(result);
    const shown = recordsOf(result.structuredContent) as { InvoiceID: string }[];
    if (!partial?.next) throw new Error("page 3 of 121 must say how to go on");
    const after = recordsOf(await httpCall("LedgerApi.RetrieveInvoices", partial.next.arguments)) as {
      InvoiceID: string;
    }[];
    const third = recordsOf(await httpCall("LedgerApi.RetrieveInvoices", { ...tenant, page_number: 3 })) as {
      InvoiceID: string;
    }[];
    const fourth = recordsOf(await httpCall("LedgerApi.RetrieveInvoices", { ...tenant, page_number: 4 })) as {
      InvoiceID: string;
    }[];
    const order = [...third, ...fourth].map((invoice) => invoice.InvoiceID);
    const walked = [...shown, ...after].map((invoice) => invoice.InvoiceID);
    expect(walked).toEqual(order.slice(0, walked.length));
  });
});

describe("the budget's settings", () => {
  it("declares each tool's ceiling and takes a request's own budget", async () => {
    const { tools } = await (await connect()).listTools();
    expect(tools.every((tool) => tool._meta?.[MAX_RESULT_CHARS] === BUDGET_CHARS)).toBe(true);
    const small = await connect("?budget=2000");
    const listed = await small.listTools();
    expect(listed.tools[0]?._meta?.[MAX_RESULT_CHARS]).toBe(charsForTokens(2000));
    const result = await call(small, "LedgerApi_FetchAllLedgerContacts", { tenant_identifier: ids.tenantId });
    expect(JSON.stringify(result.structuredContent).length).toBeLessThanOrEqual(charsForTokens(2000));
    expect(partialOf(result)?.next?.arguments).toMatchObject({ pagination_page_number: 2 });
  });

  it("refuses a budget out of range, naming the parameter", async () => {
    const response = await fetch(`${stack.url}/mcp?budget=12`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }),
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { type: string; message: string } };
    expect(error.type).toBe("ValidationError");
    expect(error.message).toBe(
      '"budget" is a whole number of tokens from 1000 to 200000, e.g. budget=20000.',
    );
  });
});
