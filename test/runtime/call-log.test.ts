// The per-call log record: annotations reach the record they are given, and stop once it is written.
import { describe, expect, it } from "vitest";
import { annotateCall, finishCallLog, startCallLog } from "../../lib/runtime/call-log";

describe("call log", () => {
  it("annotating without a record (the executor called on its own) reaches no other call's record", () => {
    const open = startCallLog();
    annotateCall(undefined, { idempotency: "executed" });
    annotateCall(open, { upstreamStatus: 200 });
    expect(finishCallLog(open)).toEqual({ upstreamStatus: 200 });
  });

  it("two calls keep their own fields", () => {
    const a = startCallLog();
    const b = startCallLog();
    annotateCall(a, { name: "a" });
    annotateCall(b, { name: "b", upstreamStatus: 200 });
    expect(finishCallLog(a)).toEqual({ name: "a" });
    expect(finishCallLog(b)).toEqual({ name: "b", upstreamStatus: 200 });
  });

  it("a finished record takes no more fields", () => {
    const record = startCallLog();
    annotateCall(record, { upstreamStatus: 200 });
    const fields = finishCallLog(record);
    annotateCall(record, { idempotency: "late" });
    expect(fields).toEqual({ upstreamStatus: 200 });
  });
});
