// The words of the "Last calls" panel for a record's outcome, time and recording mode
// (local/playground/browser/audit-outcome.ts, which has no DOM and so runs here).
import { describe, expect, it } from "vitest";
import { clockOf, outcomeOf, recordedNote } from "../../local/playground/browser/audit-outcome";

describe("the Last calls panel's words", () => {
  it("names each outcome, a refusal's error before its key's outcome", () => {
    expect(outcomeOf({ idempotency: "first" })).toBe("first run");
    expect(outcomeOf({ idempotency: "replay" })).toBe("replay");
    expect(outcomeOf({ idempotency: "conflict", error: { type: "IdempotencyMismatch" } })).toBe("conflict");
    expect(outcomeOf({ idempotency: "unknown", error: { type: "OutcomeUnknown" } })).toBe("unknown");
    expect(outcomeOf({ idempotency: "none", error: { type: "ValidationError" } })).toBe("refused");
    // Refused by the upstream after reaching it: a first run that was refused.
    expect(outcomeOf({ idempotency: "first", error: { type: "ValidationError" } })).toBe("refused");
    expect(outcomeOf({ idempotency: "none", error: { type: "Forbidden" } })).toBe("refused");
    expect(outcomeOf({ idempotency: "none", confirmation: "asked" })).toBe("confirmation asked");
    expect(outcomeOf({ idempotency: "none" })).toBe("ran (no key)");
  });

  it("shows the time of day of an ISO time, and says what the deployment records", () => {
    expect(clockOf("2026-11-25T16:03:07.120Z")).toBe("16:03:07");
    expect(clockOf("not a time")).toBe("not a time");
    expect(recordedNote("writes", "default")).toMatch(/^Writes and deletes are recorded; reads are not/);
    expect(recordedNote("all", "default")).toMatch(/^Every call is recorded, reads included/);
    expect(recordedNote("all", "default")).toContain('principal "default"');
  });
});
