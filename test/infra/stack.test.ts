// The stack wires the other engineers' constructs to the family functions it made.
import { describe, expect, it } from "vitest";
import { synthesize } from "./synth";

describe("stack wiring", () => {
  it("adds the overdue-invoices workflow only when ledger-read and tasks are both deployed", () => {
    const both = synthesize(["tasks", "ledger-read"]);
    both.root.resourceCountIs("AWS::StepFunctions::StateMachine", 1);
    expect(both.stack.overdueInvoices).toBeDefined();
    const ledgerOnly = synthesize(["ledger-read"]);
    ledgerOnly.root.resourceCountIs("AWS::StepFunctions::StateMachine", 0);
    expect(ledgerOnly.stack.overdueInvoices).toBeUndefined();
  });

  it("gives the event wiring every deployed family function", () => {
    const { stack } = synthesize(["tasks", "ledger-files"]);
    expect(Object.keys(stack.events.queues).sort()).toEqual(["ledger-files", "tasks"]);
  });

  it("refuses a log retention CloudWatch does not offer", () => {
    expect(() => synthesize(["tasks"], { logRetentionDays: 31 })).toThrow(/logRetentionDays/);
  });
});
