// The family functions answer AgentCore Gateway's Lambda-target calls (lib/agentcore/event.ts):
// the fixtures (test/fixtures/agentcore, built from AWS's documented shape) through the real
// handlers, against the ledger sandbox over HTTP and the idempotency table on dynalite.
import { readFileSync } from "node:fs";
import type { Context } from "aws-lambda";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as ledgerRead } from "../../functions/ledger-read";
import { handler as ledgerWrite } from "../../functions/ledger-write";
import { toolOfGatewayName } from "../../lib/agentcore/names";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { lambdaContext } from "../../local/lambda-context";
import { type LedgerSandbox, startLedgerSandbox } from "../../local/sandbox/ledger/index";

interface Fixture {
  event: Record<string, unknown>;
  clientContext: { custom: Record<string, unknown> };
}
interface GatewayAnswer {
  content: { type: string; text: string }[];
  isError?: boolean;
}

const fixture = (name: string): Fixture =>
  JSON.parse(readFileSync(new URL(`../fixtures/agentcore/${name}.json`, import.meta.url), "utf8"));

type Handler = (event: unknown, context: Context) => Promise<unknown>;

async function invoke(handler: Handler, { event, clientContext }: Fixture): Promise<GatewayAnswer> {
  const context = { ...lambdaContext("agentcore-test"), clientContext } as unknown as Context;
  return (await handler(structuredClone(event), context)) as GatewayAnswer;
}

const textOf = (answer: GatewayAnswer) => JSON.parse(answer.content[0]?.text ?? "null");

let dynamo: LocalDynamo;
let ledger: LedgerSandbox;

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  [dynamo, ledger] = await Promise.all([startLocalDynamo(), startLedgerSandbox()]);
  dynamo.configure(process.env);
  Object.assign(process.env, { LEDGER_API_BASE_URL: ledger.url, LEDGER_API_ACCESS_TOKEN: ledger.token });
});
afterAll(async () => {
  await Promise.all([dynamo.close(), ledger.close()]);
});
beforeEach(() => ledger.reset());

const notesSent = () => ledger.requests.filter((request) => request.method === "PUT");

describe("an AgentCore Gateway call to a family function", () => {
  it("a read: the tool named by the client context runs and answers as text content", async () => {
    const answer = await invoke(ledgerRead as Handler, fixture("read"));
    expect(answer.isError).toBeUndefined();
    expect(answer.content).toHaveLength(1);
    expect(answer.content[0]?.type).toBe("text");
    const invoices = textOf(answer).Invoices as { Status: string }[];
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) expect(invoice.Status).toBe("AUTHORISED");
    expect(ledger.requests.filter((request) => request.method === "GET")).toHaveLength(1);
  });

  it("a keyed write (idempotency_key argument) runs once; the second call is a replay", async () => {
    const call = fixture("keyed-write");
    const first = await invoke(ledgerWrite as Handler, call);
    const again = await invoke(ledgerWrite as Handler, call);
    expect(first.isError).toBeUndefined();
    expect(again).toEqual(first);
    expect(notesSent()).toHaveLength(1);
  });

  it("a key in the propagated Idempotency-Key header keys the write the same way", async () => {
    const call = fixture("keyed-write");
    const { idempotency_key: _key, ...args } = call.event;
    const headers = { "Idempotency-Key": "agentcore-header-key-1" };
    const keyed = {
      event: args,
      clientContext: { custom: { ...call.clientContext.custom, bedrockAgentCorePropagatedHeaders: headers } },
    };
    const first = await invoke(ledgerWrite as Handler, keyed);
    const again = await invoke(ledgerWrite as Handler, keyed);
    expect(first.isError).toBeUndefined();
    expect(again).toEqual(first);
    expect(notesSent()).toHaveLength(1);
  });

  it("bad input is a tool error (isError) naming the parameter, and nothing is sent", async () => {
    const answer = await invoke(ledgerRead as Handler, fixture("bad-input"));
    expect(answer.isError).toBe(true);
    const { error } = textOf(answer);
    expect(error.type).toBe("ValidationError");
    expect(error.details.problems.map((problem: { parameter: string }) => problem.parameter)).toContain(
      "ledger_tenant_id",
    );
    expect(ledger.requests).toHaveLength(0);
  });

  it("an unknown tool is a tool error naming it", async () => {
    const answer = await invoke(ledgerRead as Handler, fixture("unknown-tool"));
    expect(answer.isError).toBe(true);
    const { error } = textOf(answer);
    expect(error.type).toBe("ValidationError");
    expect(error.message).toContain("LedgerApi_RetrieveUnicorns");
    expect(ledger.requests).toHaveLength(0);
  });

  it("a tool of another family is refused by this function as unknown", async () => {
    const call = fixture("keyed-write");
    const answer = await invoke(ledgerRead as Handler, call);
    expect(answer.isError).toBe(true);
    expect(textOf(answer).error.message).toContain("LedgerApi_CreateInvoiceHistory");
    expect(notesSent()).toHaveLength(0);
  });

  it("arguments named like another caller's fields (tool, input) are the tool's arguments", async () => {
    const call = fixture("read");
    const answer = await invoke(ledgerRead as Handler, {
      ...call,
      event: { ...call.event, tool: "x", input: {} },
    });
    expect(answer.isError).toBe(true);
    const problems = textOf(answer).error.details.problems as { parameter: string }[];
    expect(problems.map((problem) => problem.parameter)).toEqual(expect.arrayContaining(["tool", "input"]));
  });
});

describe("gateway tool names", () => {
  it("the tool is what follows the first ___ (target names hold no underscore)", () => {
    expect(toolOfGatewayName("ledger-read___LedgerApi_RetrieveInvoices")).toBe("LedgerApi_RetrieveInvoices");
    expect(toolOfGatewayName("LedgerApi_RetrieveInvoices")).toBe("LedgerApi_RetrieveInvoices");
  });
});
