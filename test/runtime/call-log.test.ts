// The per-call log record: annotations reach the call they were made in, and nowhere else.
import { describe, expect, it } from "vitest";
import { annotateCall, currentCallLog, finishCallLog, startCallLog } from "../../lib/runtime/call-log";

const tick = (ms = 1) => new Promise((resolve) => setTimeout(resolve, ms));

describe("call log", () => {
  it("annotateCall is a no-op outside a call", async () => {
    await (async () => {
      expect(() => annotateCall({ idempotency: "executed" })).not.toThrow();
      expect(currentCallLog()).toBeUndefined();
    })();
  });

  it("concurrent calls keep their own fields across awaits", async () => {
    const call = async (name: string, delay: number) => {
      const record = startCallLog();
      annotateCall({ name });
      await tick(delay);
      annotateCall({ after: name });
      await tick(1);
      return finishCallLog(record);
    };
    const [a, b] = await Promise.all([call("a", 15), call("b", 1)]);
    expect(a).toEqual({ name: "a", after: "a" });
    expect(b).toEqual({ name: "b", after: "b" });
  });

  it("a finished record takes no more fields", async () => {
    await (async () => {
      const record = startCallLog();
      annotateCall({ upstreamStatus: 200 });
      const fields = finishCallLog(record);
      annotateCall({ idempotency: "late" });
      expect(fields).toEqual({ upstreamStatus: 200 });
      expect(currentCallLog()).toBeUndefined();
    })();
  });
});
