// The gateway call's parts that need no upstream: the client context read, the propagated
// Idempotency-Key header (an object or its JSON), and a refused header key.
import { describe, expect, it } from "vitest";
import { agentCoreToolName } from "../../lib/agentcore/detect";
import { agentCoreCall } from "../../lib/agentcore/event";
import { ToolError } from "../../lib/runtime/errors";

const NAME = "ledger-write___LedgerApi_CreateInvoiceHistory";
const contextWith = (custom: Record<string, unknown>) => ({ clientContext: { custom } }) as never;

describe("telling a gateway invoke", () => {
  it("by the tool name in the client context, and nothing else", () => {
    expect(agentCoreToolName(contextWith({ bedrockAgentCoreToolName: NAME }))).toBe(NAME);
    expect(agentCoreToolName(contextWith({ bedrockAgentCoreToolName: "" }))).toBeUndefined();
    expect(agentCoreToolName(contextWith({ bedrockAgentCoreToolName: 7 }))).toBeUndefined();
    expect(agentCoreToolName({ clientContext: undefined } as never)).toBeUndefined();
    expect(agentCoreToolName(undefined)).toBeUndefined();
  });
});

describe("the gateway call", () => {
  it("takes the event as the parameters and the tool after the target", () => {
    const call = agentCoreCall({ a: 1 }, contextWith({ bedrockAgentCoreToolName: NAME }), NAME);
    expect(call).toEqual({ tool: "LedgerApi_CreateInvoiceHistory", input: { a: 1 }, source: "direct" });
  });

  it("reads the propagated Idempotency-Key in any case, as an object or its JSON", () => {
    for (const headers of [{ "idempotency-key": "k-1" }, JSON.stringify({ "Idempotency-Key": "k-1" })]) {
      const context = contextWith({
        bedrockAgentCoreToolName: NAME,
        bedrockAgentCorePropagatedHeaders: headers,
      });
      expect(agentCoreCall({}, context, NAME).idempotencyKey).toBe("k-1");
    }
    const unreadable = contextWith({
      bedrockAgentCoreToolName: NAME,
      bedrockAgentCorePropagatedHeaders: "{",
    });
    expect(agentCoreCall({}, unreadable, NAME).idempotencyKey).toBeUndefined();
  });

  it("refuses a header key that could not be sent on, naming the header", () => {
    const context = contextWith({
      bedrockAgentCoreToolName: NAME,
      bedrockAgentCorePropagatedHeaders: { "Idempotency-Key": "two\nlines" },
    });
    const refused = (() => {
      try {
        agentCoreCall({}, context, NAME);
      } catch (error) {
        return error as ToolError;
      }
    })();
    expect(refused).toBeInstanceOf(ToolError);
    expect(refused?.type).toBe("ValidationError");
    expect(JSON.stringify(refused?.details)).toContain("Idempotency-Key");
  });

  it("refuses arguments that are no object", () => {
    expect(() => agentCoreCall([1], contextWith({}), NAME)).toThrow(/JSON object/);
  });
});
