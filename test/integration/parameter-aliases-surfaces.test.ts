// Issue 35: aliases and "did you mean" hold on every surface, because they live in the one step
// every surface passes (validateCall in the family pipeline). On the local stack: a direct Lambda
// invoke, an SQS record and an EventBridge event (their outcome events on a local PutEvents fake),
// MCP tools/call on the plain path and on the SDK's, the official MCP client, and discovery's
// call_read_tool and call_write_tool. Each surface gets an alias that works, two values for one
// parameter (refused, nothing sent) and a near miss answered with the suggestion.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAILED, SUCCEEDED } from "../../lib/events/outcomes";
import { ToolError } from "../../lib/runtime/errors";
import { lambdaContext } from "../../local/lambda-context";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/ids";
import { STARTING_DATA } from "../../local/sandbox/tasks/starting-data";
import { FAMILY_HANDLERS } from "../../local/stack";
import { type EventBridgeFake, startEventBridgeFake } from "../support/eventbridge-fake";
import { eventBridgeEvent, sqsEvent } from "../support/events";
import { useMcpStack } from "../support/mcp-clients";

const P = LEDGER_STARTING_DATA.primary;
const S = LEDGER_STARTING_DATA.secondary;
const mcp = useMcpStack("aliases-test");
let bus: EventBridgeFake;

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  bus = await startEventBridgeFake();
  process.env.AWS_ENDPOINT_URL_EVENTBRIDGE = bus.endpoint;
  process.env.OUTCOME_BUS_NAME = "aliases-outcomes";
});
afterAll(async () => {
  delete process.env.OUTCOME_BUS_NAME;
  await bus?.close();
});
beforeEach(() => {
  mcp.stack().ledgerSandbox?.reset();
  mcp.stack().tasksSandbox?.reset();
  bus.reset();
});

const tenantsSent = () =>
  (mcp.stack().ledgerSandbox?.requests ?? []).map((request) => request.headers["xero-tenant-id"]);
const CONFLICT =
  "is another name for ledger_tenant_id, which is also given, with a different value; give one of them";
const SUGGESTION =
  "tenant_idd: is not a known parameter; did you mean tenant_id (another name for ledger_tenant_id)?";

/** The three inputs each surface is given for LedgerApi.RetrieveInvoices (own name: ledger_tenant_id). */
const INPUTS = {
  alias: { tenant_id: S.tenantId },
  conflict: { ledger_tenant_id: P.tenantId, tenant_id: S.tenantId },
  nearMiss: { tenant_idd: P.tenantId },
};

const invoiceNumbers = (result: unknown) =>
  ((result as { Invoices: { InvoiceNumber: string }[] }).Invoices ?? []).map(
    (invoice) => invoice.InvoiceNumber,
  );

describe("a direct Lambda invoke", () => {
  const invoke = (input: Record<string, unknown>) =>
    FAMILY_HANDLERS["ledger-read"]({ tool: "LedgerApi.RetrieveInvoices", input }, lambdaContext("aliases"));

  it("takes the alias, refuses two values naming both, and suggests the near name", async () => {
    const answer = (await invoke(INPUTS.alias)) as { tool: string; result: unknown };
    expect(invoiceNumbers(answer.result)).toContain(S.invoiceNumbers.authorised);
    expect(tenantsSent()).toEqual([S.tenantId]);

    const conflict = await invoke(INPUTS.conflict).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ToolError);
    expect(conflict).toMatchObject({
      name: "ValidationError",
      details: { problems: [{ parameter: "tenant_id", message: CONFLICT }] },
    });
    const nearMiss = await invoke(INPUTS.nearMiss).catch((error: unknown) => error);
    expect((nearMiss as ToolError).message).toContain(SUGGESTION);
    expect(tenantsSent()).toEqual([S.tenantId]); // the refusals sent nothing
  });
});

describe("event-driven callers", () => {
  const call = (input: Record<string, unknown>) => ({ tool: "LedgerApi.RetrieveInvoices", input });
  const outcomeOf = (eventId: string) => {
    const event = bus.events().find((each) => each.detail.eventId === eventId);
    return (
      event && {
        status: event.DetailType,
        ...(event.detail as { result?: unknown; error?: { message: string } }),
      }
    );
  };

  it("an SQS record: the alias runs, a conflict or a near miss fails its record with the reason", async () => {
    const handler = FAMILY_HANDLERS["ledger-read"];
    const context = lambdaContext("aliases");
    const records = [
      ...sqsEvent("m-alias", call(INPUTS.alias)).Records,
      ...sqsEvent("m-conflict", call(INPUTS.conflict)).Records,
      ...sqsEvent("m-near", call(INPUTS.nearMiss)).Records,
    ];
    const answer = (await handler({ Records: records }, context)) as {
      batchItemFailures: { itemIdentifier: string }[];
    };
    expect(answer.batchItemFailures).toEqual([
      { itemIdentifier: "m-conflict" },
      { itemIdentifier: "m-near" },
    ]);
    expect(outcomeOf("m-alias")).toMatchObject({ status: SUCCEEDED });
    expect(invoiceNumbers(outcomeOf("m-alias")?.result)).toContain(S.invoiceNumbers.authorised);
    expect(outcomeOf("m-conflict")).toMatchObject({
      status: FAILED,
      error: { type: "ValidationError", message: expect.stringContaining(`tenant_id: ${CONFLICT}`) },
    });
    expect(outcomeOf("m-near")?.error?.message).toContain(SUGGESTION);
    expect(tenantsSent()).toEqual([S.tenantId]);
  });

  it("an EventBridge event: the same three answers", async () => {
    const handler = FAMILY_HANDLERS["ledger-read"];
    const run = (id: string, input: Record<string, unknown>) =>
      handler(eventBridgeEvent(id, call(input)), lambdaContext("aliases")).catch((error: unknown) => error);
    expect(invoiceNumbers(((await run("e-alias", INPUTS.alias)) as { result: unknown }).result)).toContain(
      S.invoiceNumbers.authorised,
    );
    expect(await run("e-conflict", INPUTS.conflict)).toMatchObject({
      name: "ValidationError",
      details: { problems: [{ parameter: "tenant_id", message: CONFLICT }] },
    });
    expect(((await run("e-near", INPUTS.nearMiss)) as ToolError).message).toContain(SUGGESTION);
    expect(outcomeOf("e-conflict")).toMatchObject({ status: FAILED });
    expect(tenantsSent()).toEqual([S.tenantId]);
  });
});

describe("MCP tools/call", () => {
  /** One JSON-RPC request to /mcp<query>, without a session: what a plain client sends. */
  async function rpc(params: Record<string, unknown>, query = ""): Promise<CallToolResult> {
    const response = await fetch(`${mcp.stack().url}/mcp${query}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params }),
    });
    const text = await response.text();
    // The SDK may answer as an event stream: its one `data:` line is the JSON-RPC answer.
    const json = text.startsWith("{") ? text : (/^data: (.*)$/m.exec(text)?.[1] ?? text);
    return (JSON.parse(json) as { result: CallToolResult }).result;
  }
  const problemsOf = (result: CallToolResult) => {
    expect(result.isError).toBe(true);
    return (result.structuredContent as { error: { details: { problems: unknown[] } } }).error.details
      .problems;
  };

  // A progress token in _meta is not a plain request: the SDK answers it (test/mcp/plain-request.test.ts).
  it.each([
    ["the plain path", undefined],
    ["the SDK path", { progressToken: 7 }],
  ])(
    "%s: the alias runs, a conflict and a near miss are tool errors with their problems",
    async (_path, meta) => {
      const params = (args: Record<string, unknown>) => ({
        name: "LedgerApi_RetrieveInvoices",
        arguments: args,
        ...(meta ? { _meta: meta } : {}),
      });
      const ran = await rpc(params(INPUTS.alias));
      expect(ran.isError).toBeFalsy();
      expect(invoiceNumbers(ran.structuredContent)).toContain(S.invoiceNumbers.authorised);
      expect(problemsOf(await rpc(params(INPUTS.conflict)))).toEqual([
        { parameter: "tenant_id", message: CONFLICT },
      ]);
      expect(problemsOf(await rpc(params(INPUTS.nearMiss)))).toContainEqual({
        parameter: "tenant_idd",
        message: expect.stringMatching(
          /^is not a known parameter; did you mean tenant_id \(another name for/,
        ),
        suggestions: ["tenant_id"],
      });
      expect(tenantsSent()).toEqual([S.tenantId]);
    },
  );

  it("the official client: a TickTick task read by task_id and project_id", async () => {
    const client = await mcp.connect();
    const result = (await client.callTool({
      name: "TasksApi_RetrieveTaskDetails",
      arguments: { project_id: STARTING_DATA.projects.personal, task_id: STARTING_DATA.tasks.checklist },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ id: STARTING_DATA.tasks.checklist });
  });

  it("discovery's call_read_tool and call_write_tool take the aliases and suggest near names", async () => {
    const read = await rpc(
      {
        name: "call_read_tool",
        arguments: {
          name: "LedgerApi_GetInvoiceDetails",
          arguments: { invoice_id: S.invoices.authorised, tenant_id: S.tenantId },
        },
      },
      "?mode=discover",
    );
    expect(read.isError).toBeFalsy();
    expect(read.structuredContent).toMatchObject({ Invoices: [{ InvoiceID: S.invoices.authorised }] });
    const write = await rpc(
      {
        name: "call_write_tool",
        arguments: {
          name: "TasksApi_UpdateProjectProperties",
          arguments: { project_id: STARTING_DATA.projects.work, project_name: "Work (renamed by alias)" },
        },
      },
      "?mode=discover",
    );
    expect(write.isError).toBeFalsy();
    expect(write.structuredContent).toMatchObject({
      id: STARTING_DATA.projects.work,
      name: "Work (renamed by alias)",
    });
    const nearMiss = await rpc(
      {
        name: "call_read_tool",
        arguments: { name: "LedgerApi_RetrieveInvoices", arguments: INPUTS.nearMiss },
      },
      "?mode=discover",
    );
    expect(problemsOf(nearMiss)).toContainEqual(expect.objectContaining({ suggestions: ["tenant_id"] }));
    expect(tenantsSent()).toEqual([S.tenantId]);
  });
});
