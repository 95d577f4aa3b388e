// The plain path for protocol 2026-07-28 (lib/mcp/protocol/plain-modern.ts): every request it takes is
// answered byte for byte as the SDK's createMcpHandler answers the same event (sdk-answer.ts), and
// every request whose headers disagree with its body, or whose envelope is of another form, goes to
// the SDK, which answers the errors the protocol names (HeaderMismatch, unsupported version).
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { deploymentBudget } from "../../lib/mcp/calling/budget";
import type { ToolInvoker } from "../../lib/mcp/calling/invoker";
import { listedTools, type McpMode } from "../../lib/mcp/listing/from-rows";
import { answerToolCall, type OfferOptions } from "../../lib/mcp/listing/offer";
import { createMcpHandler, type McpEvent } from "../../lib/mcp/protocol/catalog-endpoint";
import { plainAnswer, plainRequest } from "../../lib/mcp/protocol/plain-request";
import { answerWithSdk } from "../../lib/mcp/protocol/sdk-answer";
import { parseSubset, selectTools } from "../../lib/tool-lists/subset";
import { familyAnswers, INVOICE, PLAIN_CALL_CASES, TENANT } from "./plain-call-cases";

const VERSION = "2026-07-28";
const ENVELOPE = {
  "io.modelcontextprotocol/protocolVersion": VERSION,
  "io.modelcontextprotocol/clientCapabilities": {},
};

function headersFor(method: string, name?: string, extra: Record<string, string> = {}) {
  return {
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    "mcp-protocol-version": VERSION,
    "mcp-method": method,
    ...(name !== undefined ? { "mcp-name": name } : {}),
    ...extra,
  };
}

function event(body: unknown, headers: Record<string, string>): McpEvent {
  return {
    httpMethod: "POST",
    path: "/mcp",
    headers,
    body: JSON.stringify(body),
    isBase64Encoded: false,
    multiValueQueryStringParameters: null,
  };
}

const list = (
  id: unknown,
  meta: Record<string, unknown> = ENVELOPE,
  headers: Record<string, string> = headersFor("tools/list"),
) => event({ jsonrpc: "2.0", id, method: "tools/list", params: { _meta: meta } }, headers);

function call(id: unknown, params: Record<string, unknown>, headers?: Record<string, string>) {
  const name = params.name as string;
  const body = {
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { ...params, _meta: { ...ENVELOPE, ...(params._meta as object) } },
  };
  return event(body, headers ?? headersFor("tools/call", name));
}

/** W3C Trace Context as a 2026-07-28 client puts it in `_meta` (SEP-414). */
const TRACE_CONTEXT = {
  traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
  tracestate: "vendor1=value1",
};

const budget = deploymentBudget({});
const noInvoke: ToolInvoker = async () => {
  throw new Error("tools/list invokes nothing");
};

async function bothListAnswers(request: McpEvent, tools = allTools, mode: McpMode = "tools") {
  const plain = plainRequest(request);
  if (plain?.method !== "tools/list" || plain.era !== "modern") throw new Error(`not taken: ${request.body}`);
  return {
    fast: plainAnswer(plain, { tools: await listedTools(tools, mode, budget) }),
    sdk: await answerWithSdk(request, { tools, mode, invoke: noInvoke, budget }),
  };
}

async function bothCallAnswers(request: McpEvent, offer: Omit<OfferOptions, "invoke" | "budget">) {
  const plain = plainRequest(request);
  if (plain?.method !== "tools/call" || !("call" in plain) || plain.era !== "modern")
    throw new Error(`not taken: ${request.body}`);
  const options = { ...offer, budget, invoke: familyAnswers };
  return {
    fast: plainAnswer(plain, await answerToolCall(options, plain.call)),
    sdk: await answerWithSdk(request, options),
  };
}

describe("a plain 2026-07-28 tools/list", () => {
  it.each([
    ["every tool", allTools, "tools"],
    ["a preset", selectTools(allTools, parseSubset("preset=invoicing")), "tools"],
    ["no tool", [], "tools"],
    ["discovery mode", allTools, "discover"],
  ] as const)("is answered as the SDK answers it: %s", async (_name, tools, mode) => {
    const { fast, sdk } = await bothListAnswers(list(1), tools, mode);
    expect(fast).toEqual(sdk);
    const { result } = JSON.parse(fast.body);
    expect(result).toMatchObject({
      resultType: "complete",
      ttlMs: 300_000,
      cacheScope: "private",
      _meta: { "io.modelcontextprotocol/serverInfo": { name: "agent-tools", version: "0.1.0" } },
    });
  });

  it.each([
    ["a string id", list("req-7")],
    ["id 0", list(0)],
    [
      "accept of JSON only",
      list(2, ENVELOPE, headersFor("tools/list", undefined, { accept: "application/json" })),
    ],
    [
      "header names in other cases",
      list(3, ENVELOPE, {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        "MCP-Protocol-Version": VERSION,
        "Mcp-Method": "tools/list",
      }),
    ],
    [
      "client info",
      list(4, { ...ENVELOPE, "io.modelcontextprotocol/clientInfo": { name: "c", version: "1", title: "C" } }),
    ],
    ["W3C trace context", list(6, { ...ENVELOPE, ...TRACE_CONTEXT, baggage: "k=v" })],
    [
      "capabilities",
      list(5, {
        ...ENVELOPE,
        "io.modelcontextprotocol/clientCapabilities": {
          elicitation: { form: {}, url: {} },
          roots: { listChanged: true },
          sampling: {},
          extensions: { "io.modelcontextprotocol/tasks": {} },
        },
      }),
    ],
  ])("%s", async (_name, request) => {
    const { fast, sdk } = await bothListAnswers(request, allTools.slice(0, 3));
    expect(fast).toEqual(sdk);
  });
});

describe("a plain 2026-07-28 tools/call", () => {
  it.each([
    ...PLAIN_CALL_CASES.map(([name, id, params, offer]) => [name, call(id, params), offer] as const),
    [
      "a keyed write with W3C trace context in _meta",
      call(10, {
        name: "LedgerApi_CreateInvoiceHistory",
        arguments: { invoice_identifier: INVOICE, ledger_tenant_id: TENANT },
        _meta: { idempotencyKey: "k-2", ...TRACE_CONTEXT },
      }),
      {},
    ],
  ] as const)("is answered as the SDK answers it: %s", async (_name, request, offer) => {
    const { fast, sdk } = await bothCallAnswers(request, { tools: allTools, ...offer } as never);
    expect(fast).toEqual(sdk);
    expect(JSON.parse(fast.body).result).toMatchObject({ resultType: "complete" });
  });

  it("hands the family the idempotency key (not the envelope) and the caller's connection", async () => {
    const request = call(3, {
      name: "LedgerApi_CreateInvoiceHistory",
      arguments: { invoice_identifier: INVOICE, ledger_tenant_id: TENANT },
      _meta: { idempotencyKey: "k-1" },
    });
    expect(plainRequest(request)).toMatchObject({ call: { meta: { idempotencyKey: "k-1" } } });
    const { fast } = await bothCallAnswers(request, { tools: allTools, connection: "acme" });
    expect(JSON.parse(fast.body).result.structuredContent).toEqual({
      HistoryRecords: [{ key: "k-1", connection: "acme" }],
    });
  });
});

describe("a 2026-07-28 request the plain path leaves to the SDK", () => {
  const name = "TasksApi_GetUserProjects";
  it.each([
    ["no Mcp-Method", list(1, ENVELOPE, { ...headersFor("tools/list"), "mcp-method": "" })],
    ["another Mcp-Method", list(1, ENVELOPE, headersFor("tools/call"))],
    ["an Mcp-Name on a list", list(1, ENVELOPE, headersFor("tools/list", "x"))],
    ["another Mcp-Name", call(1, { name }, headersFor("tools/call", "other"))],
    ["no Mcp-Name", call(1, { name }, headersFor("tools/call"))],
    ["a name that is not plain ASCII", call(1, { name: "Tâches" }, headersFor("tools/call", "Tâches"))],
    ["a session id", list(1, ENVELOPE, headersFor("tools/list", undefined, { "mcp-session-id": "s" }))],
    ["a mirrored argument", call(1, { name }, headersFor("tools/call", name, { "mcp-param-q": "x" }))],
    ["no envelope", list(1, {})],
    [
      "the envelope's version disagrees",
      list(1, { ...ENVELOPE, "io.modelcontextprotocol/protocolVersion": "2025-11-25" }),
    ],
    ["a progress token", list(1, { ...ENVELOPE, progressToken: 1 })],
    ["a traceparent that is not a string", list(1, { ...ENVELOPE, traceparent: 1 })],
    ["a log level", list(1, { ...ENVELOPE, "io.modelcontextprotocol/logLevel": "info" })],
    [
      "client info without a version",
      list(1, { ...ENVELOPE, "io.modelcontextprotocol/clientInfo": { name: "c" } }),
    ],
    [
      "an odd capability",
      list(1, {
        ...ENVELOPE,
        "io.modelcontextprotocol/clientCapabilities": { roots: { listChanged: "yes" } },
      }),
    ],
    [
      "a cursor",
      event(
        { jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: ENVELOPE, cursor: "c" } },
        headersFor("tools/list"),
      ),
    ],
    ["input responses", call(1, { name, inputResponses: {}, requestState: "s" })],
    ["arguments that are no object", call(1, { name, arguments: [] })],
    [
      "an accept without JSON",
      list(1, ENVELOPE, headersFor("tools/list", undefined, { accept: "text/event-stream" })),
    ],
  ])("%s", (_name, request) => {
    expect(plainRequest(request)).toBeUndefined();
  });
});

describe("the protocol's errors, from the handler", () => {
  const handler = createMcpHandler({ tools: allTools, invoke: familyAnswers });
  const name = "TasksApi_GetUserProjects";

  it("answers a header that disagrees with the body with HeaderMismatch (-32020), HTTP 400", async () => {
    for (const request of [
      call(1, { name }, headersFor("tools/call", "other")),
      call(1, { name }, headersFor("tools/call")),
      list(1, ENVELOPE, headersFor("tools/call")),
    ]) {
      const answer = await handler(request);
      expect(answer.statusCode).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ jsonrpc: "2.0", id: 1, error: { code: -32020 } });
    }
  });

  it("answers an unsupported protocol version with -32022, naming the supported one", async () => {
    const answer = await handler(
      list(
        2,
        { ...ENVELOPE, "io.modelcontextprotocol/protocolVersion": "2099-01-01" },
        {
          ...headersFor("tools/list"),
          "mcp-protocol-version": "2099-01-01",
        },
      ),
    );
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      jsonrpc: "2.0",
      id: 2,
      error: {
        code: -32022,
        message: "Unsupported protocol version: 2099-01-01",
        data: { supported: [VERSION], requested: "2099-01-01" },
      },
    });
  });

  it("answers server/discover with the versions, capabilities and instructions, cacheable by anyone", async () => {
    const answer = await handler(
      event(
        { jsonrpc: "2.0", id: 3, method: "server/discover", params: { _meta: ENVELOPE } },
        headersFor("server/discover"),
      ),
    );
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({
      id: 3,
      result: {
        supportedVersions: [VERSION],
        capabilities: { tools: { listChanged: false } },
        resultType: "complete",
        cacheScope: "public",
        _meta: { "io.modelcontextprotocol/serverInfo": { name: "agent-tools" } },
      },
    });
  });
});

describe("a plain 2026-07-28 call that asks the person", () => {
  const confirmation = {
    confirmationRequired: true,
    tool: "TasksApi_DeleteTasksProject",
    wouldRemove: { tool: "TasksApi_DeleteTasksProject", targets: { project_id: "p1" } },
    confirmationToken: "ct1.token",
    expiresAt: "2026-11-25T18:00:00.000Z",
    howToConfirm: "Call it again.",
  };
  const asks: ToolInvoker = async () => confirmation;
  const formEnvelope = {
    ...ENVELOPE,
    "io.modelcontextprotocol/clientCapabilities": { elicitation: { form: {} } },
  };
  const deletion = (meta: Record<string, unknown>) =>
    event(
      {
        jsonrpc: "2.0",
        id: 11,
        method: "tools/call",
        params: { name: "TasksApi_DeleteTasksProject", arguments: { project_id: "p1" }, _meta: meta },
      },
      headersFor("tools/call", "TasksApi_DeleteTasksProject"),
    );

  it.each([
    ["declaring form elicitation: an input-required result", formEnvelope, "input_required"],
    ["declaring none: the confirmation to repeat the call with", ENVELOPE, "complete"],
  ])("is answered as the SDK answers it, %s", async (_name, meta, resultType) => {
    const request = deletion(meta);
    const plain = plainRequest(request);
    if (plain?.method !== "tools/call" || !("call" in plain) || plain.era !== "modern")
      throw new Error("not taken");
    const options = { tools: allTools, budget, invoke: asks };
    const { answerModernCall } = await import("../../lib/mcp/calling/input-required");
    const fast = plainAnswer(
      plain,
      await answerModernCall(options, plain.call, { declares: plain.declares }),
    );
    expect(fast).toEqual(await answerWithSdk(request, options));
    const { result } = JSON.parse(fast.body);
    expect(result.resultType).toBe(resultType);
    if (resultType === "input_required") {
      expect(result.requestState).toBe("ct1.token");
      expect(result.inputRequests.confirm).toMatchObject({
        method: "elicitation/create",
        params: { mode: "form" },
      });
    }
  });
});
