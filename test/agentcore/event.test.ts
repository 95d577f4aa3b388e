// The gateway call's parts that need no upstream: the client context read, the propagated
// Idempotency-Key header (an object or its JSON), and a refused header key.
import { describe, expect, it } from "vitest";
import { agentCoreToolName } from "../../lib/agentcore/detect";
import { agentCoreCall, agentCoreSteps } from "../../lib/agentcore/event";
import { callerKindOf } from "../../lib/audit/record";
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
    expect(call).toEqual({
      tool: "LedgerApi_CreateInvoiceHistory",
      input: { a: 1 },
      source: "direct",
      via: "agentcore",
    });
  });

  it("is recorded in the audit trail as the gateway's (caller agentcore)", () => {
    expect(callerKindOf(agentCoreCall({}, contextWith({}), NAME))).toBe("agentcore");
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

describe("the gateway call's answer and error steps", () => {
  const request = (response: unknown, context: Record<string, unknown> = {}) =>
    ({ event: {}, response, error: undefined, context }) as never as Parameters<
      typeof agentCoreSteps.after
    >[0];

  it("an answer past Lambda's limit without a results bucket is ResultTooLarge, which onError makes a tool error", async () => {
    const result = { Invoices: ["x".repeat(7 * 1024 * 1024)] };
    const big = request(
      { tool: "LedgerApi.RetrieveInvoices", result },
      { answer: { tool: "LedgerApi.RetrieveInvoices", result } },
    );
    const refused = await agentCoreSteps.after(big).then(
      () => undefined,
      (error: ToolError) => error,
    );
    expect(refused?.type).toBe("ResultTooLarge");
    const failed = { ...request(undefined), error: refused } as typeof big;
    agentCoreSteps.onError(failed);
    expect(failed.response).toMatchObject({ isError: true });
    expect(
      JSON.parse((failed.response as { content: { text: string }[] }).content[0]?.text ?? ""),
    ).toMatchObject({
      error: { type: "ResultTooLarge" },
    });
  });

  it("a failure that is no tool error is an InternalError that leaks nothing", () => {
    const failed = { ...request(undefined), error: new Error("secret detail") } as Parameters<
      typeof agentCoreSteps.onError
    >[0];
    agentCoreSteps.onError(failed);
    const text = (failed.response as { content: { text: string }[] }).content[0]?.text ?? "";
    expect(JSON.parse(text).error.type).toBe("InternalError");
    expect(text).not.toContain("secret detail");
  });
});
