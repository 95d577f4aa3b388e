// A client's first requests without the SDK (lib/mcp/protocol/plain-handshake.ts): a 2025 `initialize` and
// its `notifications/initialized`, a 2026-07-28 `server/discover`, each answered byte for byte as
// the SDK answers the same event (sdk-answer.ts); the forms the plain path does not take go to it.
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { deploymentBudget } from "../../lib/mcp/calling/budget";
import { createMcpHandler, type McpEvent } from "../../lib/mcp/protocol/catalog-endpoint";
import { handshakeAnswer, initializedAnswer, isHandshake } from "../../lib/mcp/protocol/plain-handshake";
import { plainRequest } from "../../lib/mcp/protocol/plain-request";
import { answerWithSdk } from "../../lib/mcp/protocol/sdk-answer";

const LEGACY = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const MODERN = { ...LEGACY, "mcp-protocol-version": "2026-07-28", "mcp-method": "server/discover" };
const ENVELOPE = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};

function event(
  body: unknown,
  headers: Record<string, string>,
  query: Record<string, string[]> | null = null,
): McpEvent {
  return {
    httpMethod: "POST",
    path: "/mcp",
    headers,
    body: JSON.stringify(body),
    isBase64Encoded: false,
    multiValueQueryStringParameters: query,
  };
}

const initialize = (params: Record<string, unknown>, headers: Record<string, string> = LEGACY) =>
  event({ jsonrpc: "2.0", id: 1, method: "initialize", params }, headers);
const initParams = (protocolVersion: string, capabilities: Record<string, unknown> = {}) => ({
  protocolVersion,
  capabilities,
  clientInfo: { name: "client", version: "1.0.0" },
});
const discover = (meta: Record<string, unknown> = ENVELOPE, headers: Record<string, string> = MODERN) =>
  event({ jsonrpc: "2.0", id: "d-1", method: "server/discover", params: { _meta: meta } }, headers);

const options = {
  tools: allTools,
  budget: deploymentBudget({}),
  invoke: async () => {
    throw new Error("a handshake invokes nothing");
  },
};

async function bothAnswers(request: McpEvent) {
  const plain = plainRequest(request);
  if (!isHandshake(plain)) throw new Error(`not taken: ${request.body}`);
  return { fast: handshakeAnswer(plain), sdk: await answerWithSdk(request, options) };
}

describe("a plain handshake", () => {
  it.each([
    ["initialize, 2025-11-25", initialize(initParams("2025-11-25"))],
    ["initialize, 2025-06-18", initialize(initParams("2025-06-18"))],
    ["initialize, 2024-10-07", initialize(initParams("2024-10-07"))],
    ["initialize asking for 2026-07-28 (answered 2025-11-25)", initialize(initParams("2026-07-28"))],
    ["initialize asking for an unknown version", initialize(initParams("1999-01-01"))],
    [
      "initialize with capabilities and a titled client",
      initialize({
        ...initParams("2025-11-25", {
          roots: { listChanged: true },
          sampling: {},
          elicitation: { form: {} },
        }),
        clientInfo: { name: "c", version: "2", title: "C" },
      }),
    ],
    [
      "initialize with a protocol version header",
      initialize(initParams("2025-06-18"), { ...LEGACY, "mcp-protocol-version": "2025-06-18" }),
    ],
    ["server/discover", discover()],
    [
      "server/discover with client info and capabilities",
      discover({
        ...ENVELOPE,
        "io.modelcontextprotocol/clientInfo": { name: "c", version: "2" },
        "io.modelcontextprotocol/clientCapabilities": { elicitation: { url: {} }, extensions: { x: {} } },
      }),
    ],
    ["server/discover accepting JSON only", discover(ENVELOPE, { ...MODERN, accept: "application/json" })],
  ])("is answered as the SDK answers it: %s", async (_name, request) => {
    const { fast, sdk } = await bothAnswers(request);
    expect(fast).toEqual(sdk);
  });

  it("opens the session that records URL elicitations, as the SDK path does", async () => {
    const { fast, sdk } = await bothAnswers(
      initialize(initParams("2025-11-25", { elicitation: { url: {} } })),
    );
    const session = (answer: typeof fast) => answer.headers?.["mcp-session-id"];
    expect(session(fast)).toMatch(/\.url-elicitation$/);
    expect(session(sdk)).toMatch(/\.url-elicitation$/);
    expect({ ...fast, headers: { ...fast.headers, "mcp-session-id": "" } }).toEqual({
      ...sdk,
      headers: { ...sdk.headers, "mcp-session-id": "" },
    });
  });

  it("answers notifications/initialized as the SDK does: 202, nothing more", async () => {
    const notification = event({ jsonrpc: "2.0", method: "notifications/initialized" }, LEGACY);
    const fast = initializedAnswer(notification);
    expect(fast).toEqual(await answerWithSdk(notification, options));
    expect(fast?.statusCode).toBe(202);
    expect(
      initializedAnswer(event({ jsonrpc: "2.0", method: "notifications/cancelled" }, LEGACY)),
    ).toBeUndefined();
  });

  it.each([
    ["initialize with _meta", initialize({ ...initParams("2025-11-25"), _meta: {} })],
    ["initialize in a session", initialize(initParams("2025-11-25"), { ...LEGACY, "mcp-session-id": "s" })],
    ["initialize without client info", initialize({ protocolVersion: "2025-11-25", capabilities: {} })],
    ["initialize with the 2025 task capability", initialize(initParams("2025-11-25", { tasks: {} }))],
    [
      "initialize with icons",
      initialize({ ...initParams("2025-11-25"), clientInfo: { name: "c", version: "1", icons: [] } }),
    ],
    [
      "initialize accepting JSON only",
      initialize(initParams("2025-11-25"), { ...LEGACY, accept: "application/json" }),
    ],
    ["server/discover with no envelope", discover({})],
    [
      "server/discover with another Mcp-Method",
      discover(ENVELOPE, { ...MODERN, "mcp-method": "tools/list" }),
    ],
    [
      "server/discover with a legacy header",
      discover(ENVELOPE, { ...MODERN, "mcp-protocol-version": "2025-11-25" }),
    ],
  ])("leaves to the SDK: %s", (_name, request) => {
    expect(isHandshake(plainRequest(request))).toBe(false);
  });
});

describe("the handler's handshake", () => {
  const handler = createMcpHandler({ ...options });

  it("answers a preset's initialize, and refuses one for a subset that does not exist", async () => {
    const good = await handler(
      event({ jsonrpc: "2.0", id: 1, method: "initialize", params: initParams("2025-11-25") }, LEGACY, {
        preset: ["invoicing"],
      }),
    );
    expect(JSON.parse(good.body).result.protocolVersion).toBe("2025-11-25");
    const bad = await handler(
      event({ jsonrpc: "2.0", id: 1, method: "initialize", params: initParams("2025-11-25") }, LEGACY, {
        preset: ["nothing"],
      }),
    );
    expect(bad.statusCode).toBe(400);
    const badMode = await handler({
      ...discover(),
      multiValueQueryStringParameters: { mode: ["everything"] },
    });
    expect(badMode.statusCode).toBe(400);
  });
});
