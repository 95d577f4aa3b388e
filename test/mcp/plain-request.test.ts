// A plain tools/list or tools/call is answered without the SDK (lib/mcp/protocol/plain-request.ts), and its
// answer must be the SDK's, byte for byte: for every request taken, the answer is compared with the
// one the SDK path gives (sdk-answer.ts) for the same event; every request not taken goes to the SDK.

import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { deploymentBudget } from "../../lib/mcp/calling/budget";
import { listedTools, type McpMode } from "../../lib/mcp/listing/from-rows";
import { answerToolCall, type OfferOptions } from "../../lib/mcp/listing/offer";
import { createMcpHandler, type McpEvent } from "../../lib/mcp/protocol/catalog-endpoint";
import { PROTOCOL_VERSIONS, plainAnswer, plainRequest } from "../../lib/mcp/protocol/plain-request";
import { answerWithSdk } from "../../lib/mcp/protocol/sdk-answer";
import { parseSubset, selectTools } from "../../lib/tool-lists/subset";
import { familyAnswers, INVOICE, PLAIN_CALL_CASES, TENANT } from "./plain-call-cases";

const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

function event(body: unknown, headers: Record<string, string> = HEADERS, base64 = false): McpEvent {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return {
    httpMethod: "POST",
    path: "/mcp",
    headers,
    body: base64 ? Buffer.from(text).toString("base64") : text,
    isBase64Encoded: base64,
    multiValueQueryStringParameters: null,
  };
}

const invoke = async () => {
  throw new Error("tools/list invokes nothing");
};
const budget = deploymentBudget({});

async function bothAnswers(request: McpEvent, tools = allTools, mode: McpMode = "tools") {
  const plain = plainRequest(request);
  if (plain?.method !== "tools/list") throw new Error(`not taken: ${request.body}`);
  return {
    fast: plainAnswer(plain, { tools: await listedTools(tools, mode, budget) }),
    sdk: await answerWithSdk(request, { tools, mode, invoke, budget }),
  };
}

const list = (id: unknown, extra: Record<string, unknown> = {}) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/list",
  ...extra,
});

describe("a plain tools/list", () => {
  it("accepts exactly the protocol versions the SDK supports", () => {
    expect(PROTOCOL_VERSIONS).toEqual(SUPPORTED_PROTOCOL_VERSIONS);
  });

  it.each([
    ["every tool", allTools, "tools"],
    ["a preset", selectTools(allTools, parseSubset("preset=invoicing")), "tools"],
    [
      "read-only TasksApi tools",
      selectTools(allTools, parseSubset("toolkits=TasksApi&readOnly=true")),
      "tools",
    ],
    ["no tool", [], "tools"],
    ["discovery mode", allTools, "discover"],
  ] as const)("is answered as the SDK answers it: %s", async (_name, tools, mode) => {
    const { fast, sdk } = await bothAnswers(event(list(1)), tools, mode);
    expect(fast).toEqual(sdk);
  });

  it.each([
    ["a string id", event(list("req-7"))],
    ["an empty string id", event(list(""))],
    ["id 0", event(list(0))],
    ["a large safe id", event(list(Number.MAX_SAFE_INTEGER))],
    ["empty params", event(list(2, { params: {} }))],
    ["a supported protocol version", event(list(3), { ...HEADERS, "mcp-protocol-version": "2025-06-18" })],
    ["names in other cases", event(list(4), { "Content-Type": "application/json", ACCEPT: HEADERS.accept })],
    [
      "accept in another order",
      event(list(5), { ...HEADERS, accept: "text/event-stream, application/json" }),
    ],
    ["padded header values", event(list(6), { ...HEADERS, "mcp-protocol-version": " 2025-03-26 " })],
    ["a base64 body", event(list(7), HEADERS, true)],
    ["a host header", event(list(8), { ...HEADERS, host: "abc.execute-api.eu-west-1.amazonaws.com" })],
  ])("%s", async (_name, request) => {
    const { fast, sdk } = await bothAnswers(request, allTools.slice(0, 3));
    expect(fast).toEqual(sdk);
  });
});

describe("anything else goes to the SDK", () => {
  it.each([
    ["initialize", event({ jsonrpc: "2.0", id: 1, method: "initialize", params: {} })],
    ["resources/list", event({ jsonrpc: "2.0", id: 1, method: "resources/list" })],
    ["a notification", event({ jsonrpc: "2.0", method: "tools/list" })],
    ["a batch", event([list(1)])],
    ["a cursor", event(list(1, { params: { cursor: "c" } }))],
    ["_meta", event(list(1, { params: { _meta: {} } }))],
    ["params that are no object", event(list(1, { params: [] }))],
    ["null params", event(list(1, { params: null }))],
    ["an unknown member", event(list(1, { extra: true }))],
    ["jsonrpc 1.0", event({ ...list(1), jsonrpc: "1.0" })],
    ["a fractional id", event(list(1.5))],
    ["a null id", event(list(null))],
    ["no JSON", event("{not json")],
    ["null", event("null")],
    ["a huge body", event(list("x".repeat(20_000)))],
    ["no accept", event(list(1), { "content-type": "application/json" })],
    ["accept without event streams", event(list(1), { ...HEADERS, accept: "application/json" })],
    ["another content type", event(list(1), { ...HEADERS, "content-type": "text/plain" })],
    [
      "json with a charset",
      event(list(1), { ...HEADERS, "content-type": "application/json; charset=utf-8" }),
    ],
    ["an unknown protocol version", event(list(1), { ...HEADERS, "mcp-protocol-version": "2030-01-01" })],
    ["a header value with a line break", event(list(1), { ...HEADERS, "x-note": "a\nb" })],
    ["a header name with a space", event(list(1), { ...HEADERS, "x note": "a" })],
    ["credentials in the host", event(list(1), { ...HEADERS, host: "user:pw@example.com" })],
    ["a host that is no host", event(list(1), { ...HEADERS, host: "exa mple.com" })],
  ])("%s", (_name, request) => {
    expect(plainRequest(request)).toBeUndefined();
  });
});

const call = (id: unknown, params: unknown) => ({ jsonrpc: "2.0", id, method: "tools/call", params });

async function bothCallAnswers(request: McpEvent, offer: Omit<OfferOptions, "invoke" | "budget">) {
  const plain = plainRequest(request);
  if (plain?.method !== "tools/call" || !("call" in plain)) throw new Error(`not taken: ${request.body}`);
  const options = { ...offer, budget, invoke: familyAnswers };
  return {
    fast: plainAnswer(plain, await answerToolCall(options, plain.call)),
    sdk: await answerWithSdk(request, options),
  };
}

describe("a plain tools/call", () => {
  it.each(PLAIN_CALL_CASES.map(([name, id, params, offer]) => [name, call(id, params), offer] as const))(
    "is answered as the SDK answers it: %s",
    async (_name, body, offer) => {
      const { fast, sdk } = await bothCallAnswers(event(body), { tools: allTools, ...offer } as never);
      expect(fast).toEqual(sdk);
      expect(JSON.parse(fast.body).id).toBe(body.id);
    },
  );

  it("hands the family the idempotency key and the caller's connection", async () => {
    const body = call(3, {
      name: "LedgerApi_CreateInvoiceHistory",
      arguments: { invoice_identifier: INVOICE, ledger_tenant_id: TENANT },
      _meta: { idempotencyKey: "k-1" },
    });
    const { fast } = await bothCallAnswers(event(body), { tools: allTools, connection: "acme" });
    expect(JSON.parse(fast.body).result.structuredContent).toEqual({
      HistoryRecords: [{ key: "k-1", connection: "acme" }],
    });
  });

  it.each([
    ["a progress token", call(1, { name: "TasksApi_GetUserProjects", _meta: { progressToken: 1 } })],
    ["empty _meta", call(1, { name: "TasksApi_GetUserProjects", _meta: {} })],
    ["a task", call(1, { name: "TasksApi_GetUserProjects", task: { ttl: 1000 } })],
  ])("goes to the SDK with %s", (_name, body) => {
    expect(plainRequest(event(body))).toBeUndefined();
  });

  // The SDK answers these with -32603 (internal error) and its schema library's issue dump.
  it.each([
    [
      "no params",
      { jsonrpc: "2.0", id: 1, method: "tools/call" },
      'params must be an object naming the tool, {"name": "...", "arguments": {...}}; got nothing.',
    ],
    [
      "params that are a list",
      call(1, []),
      'params must be an object naming the tool, {"name": "...", "arguments": {...}}; got a list.',
    ],
    [
      "no name",
      call(1, { arguments: {} }),
      "params.name must be a string, the tool's name as tools/list lists it; got nothing.",
    ],
    [
      "a name that is no string",
      call(1, { name: 7 }),
      "params.name must be a string, the tool's name as tools/list lists it; got a number.",
    ],
    [
      "arguments that are a list",
      call(1, { name: "TasksApi_GetUserProjects", arguments: [] }),
      "params.arguments must be an object of the tool's parameters ({} for none); got a list.",
    ],
    [
      "arguments that are a string",
      call(1, { name: "TasksApi_GetUserProjects", arguments: '{"a":1}' }),
      "params.arguments must be an object of the tool's parameters ({} for none); got a string.",
    ],
    [
      "null arguments",
      call(1, { name: "TasksApi_GetUserProjects", arguments: null }),
      "params.arguments must be an object of the tool's parameters ({} for none); got null.",
    ],
    [
      "_meta that is no object",
      call(1, { name: "TasksApi_GetUserProjects", _meta: "k" }),
      "params._meta must be an object; got a string.",
    ],
    [
      "an idempotency key that is no string",
      call(1, { name: "TasksApi_GetUserProjects", _meta: { idempotencyKey: 7 } }),
      "params._meta.idempotencyKey must be a string; got a number.",
    ],
  ])("answers invalid params, naming the problem: %s", async (_name, body, problem) => {
    const plain = plainRequest(event(body));
    expect(plain).toEqual({ id: 1, era: "legacy", method: "tools/call", problem });
    const handler = createMcpHandler({ tools: allTools, invoke: familyAnswers });
    const answer = await handler(event(body));
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      jsonrpc: "2.0",
      id: 1,
      error: { code: -32602, message: `Invalid params: ${problem}` },
    });
    // Even for a client that takes URL elicitations (whose calls otherwise go to the SDK).
    const elicits = event(body, { ...HEADERS, "mcp-session-id": "abc.url-elicitation" });
    expect(plainRequest(elicits)).toEqual(plain);
  });

  it("goes to the SDK for a client that takes URL elicitations (its not-connected errors are elicitations)", () => {
    const body = call(1, { name: "TasksApi_GetUserProjects" });
    expect(plainRequest(event(body, { ...HEADERS, "mcp-session-id": "abc" }))).toBeDefined();
    expect(
      plainRequest(event(body, { ...HEADERS, "mcp-session-id": "abc.url-elicitation" })),
    ).toBeUndefined();
  });
});
