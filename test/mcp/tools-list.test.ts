// A plain tools/list is answered without the SDK (lib/mcp/tools-list.ts), and its answer must be
// the SDK's, byte for byte: for every request it takes, the answer is compared with the one the SDK
// path gives (sdk-answer.ts) for the same event; every request it does not take goes to the SDK.
import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { parseSubset, selectTools } from "../../lib/catalog/subset";
import type { McpEvent } from "../../lib/mcp/handler";
import { listedTools, type McpMode } from "../../lib/mcp/listing";
import { answerWithSdk } from "../../lib/mcp/sdk-answer";
import { PROTOCOL_VERSIONS, plainToolsList, toolsListAnswer } from "../../lib/mcp/tools-list";

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

async function bothAnswers(request: McpEvent, tools = allTools, mode: McpMode = "tools") {
  const plain = plainToolsList(request);
  if (!plain) throw new Error(`not taken: ${request.body}`);
  return {
    fast: toolsListAnswer(plain.id, listedTools(tools, mode)),
    sdk: await answerWithSdk(request, { tools, mode, invoke }),
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
    ["tools/call", event({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "x" } })],
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
    expect(plainToolsList(request)).toBeUndefined();
  });
});
