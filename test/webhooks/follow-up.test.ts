// The reaction finds the overdue-invoices workflow's collection tasks by how the workflow writes
// them: held here to the very definition the workflow deploys, so a change of its task's title or
// content cannot silently leave paid invoices' tasks open.
import { describe, expect, it } from "vitest";
import { overdueInvoicesDefinition } from "../../infra/workflows/overdue-invoices";
import { followUpMark, isFollowUpOf } from "../../lib/webhooks/invoice-paid";

const INVOICE = "00000000-0000-4000-8000-000000a06004";
const asl = JSON.stringify(
  overdueInvoicesDefinition({
    ledgerRead: "arn:aws:lambda:us-east-1:123456789012:function:ledger-read",
    tasks: "arn:aws:lambda:us-east-1:123456789012:function:tasks",
  }),
);

describe("the workflow's collection task", () => {
  it("is titled Collect <number> from <contact> and its content ends with the invoice's id", () => {
    expect(asl).toContain("States.Format('Collect {} from {}', $$.Map.Item.Value.InvoiceNumber");
    expect(asl).toMatch(/States\.Format\('[^']*, invoice \{\}',[^"]*\$\$\.Map\.Item\.Value\.InvoiceID\)/);
    expect(followUpMark(INVOICE)).toBe(`invoice ${INVOICE}`);
  });

  it("is told apart from other tasks and other invoices' tasks", () => {
    const task = (title: string, content: string) => ({ id: "t", projectId: "p", title, content });
    const content = `120 GBP outstanding, due 2026-11-01, invoice ${INVOICE}`;
    expect(isFollowUpOf(task("Collect INV-0005 from Acme", content), INVOICE)).toBe(true);
    expect(isFollowUpOf(task("Collect INV-0005 from Acme", content.toUpperCase()), INVOICE)).toBe(true);
    expect(isFollowUpOf(task("Call Acme", content), INVOICE)).toBe(false);
    expect(isFollowUpOf(task("Collect INV-0006 from Acme", `${content}0`), INVOICE)).toBe(false);
    expect(isFollowUpOf({ id: "t", projectId: "p" }, INVOICE)).toBe(false);
  });
});
