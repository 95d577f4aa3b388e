// What the confirmation answer shows of the record a destructive call targets: its ids, the read
// that finds it, and a short summary of the read's answer.
import { describe, expect, it } from "vitest";
import type { TokenSource } from "../../lib/auth/index";
import { allTools } from "../../lib/catalog/index";
import { findToolByAnyName } from "../../lib/catalog/names";
import type { ToolRow } from "../../lib/catalog/types";
import { currentRecord, summaryOf, targetsOf } from "../../lib/confirmation/current-record";

const rowOf = (name: string): ToolRow => {
  const row = findToolByAnyName(name);
  if (!row) throw new Error(`no row ${name}`);
  return row;
};
const failing: TokenSource = { get: () => Promise.reject(new Error("no upstream in this test")) };

describe("summaryOf", () => {
  it("takes the one record a Xero answer wraps, plain fields only, long text cut", () => {
    const long = "x".repeat(100);
    expect(
      summaryOf({
        Invoices: [{ InvoiceID: "i1", Total: 10, Paid: false, Reference: long, LineItems: [{}], Empty: "" }],
      }),
    ).toEqual({ InvoiceID: "i1", Total: 10, Paid: false, Reference: `${"x".repeat(80)}…` });
  });

  it("keeps at most 12 fields, and answers nothing for what holds none", () => {
    const wide = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, i]));
    expect(Object.keys(summaryOf(wide) ?? {})).toHaveLength(12);
    expect(summaryOf([{ id: "a" }, { id: "b" }])).toEqual({ id: "a" });
    for (const nothing of [null, "text", 3, [], { nested: { a: 1 } }, { A: [], B: [] }]) {
      expect(summaryOf(nothing)).toBeUndefined();
    }
  });
});

describe("targets and reads", () => {
  it("targets are the path ids and the tenant", () => {
    const row = rowOf("LedgerApi.UpdateContact");
    const input = { tenant_id: "t", contact_id: "c", contact: { name: "n" }, idempotency_key: "k" };
    expect(targetsOf(row, input)).toEqual({ tenant_id: "t", contact_id: "c" });
  });

  it("every destructive tool's answer names a read or none, and a read it names takes only what the call gave", async () => {
    let withRead = 0;
    for (const row of allTools.filter((candidate) => candidate.flags.destructive)) {
      const input = Object.fromEntries(row.params.map((param) => [param.name, "v"]));
      const found = await currentRecord(row, input, failing, {});
      if (!found.readWith) {
        expect(found, row.name).toEqual({});
        continue;
      }
      withRead += 1;
      const read = rowOf(found.readWith);
      expect(read.method, row.name).toBe("GET");
      expect(row.path.startsWith(read.path), row.name).toBe(true);
      expect(found.currentUnavailable, row.name).toBe("InternalError");
    }
    // Most have one (deletes and updates of a record by id); the test fails if none did.
    expect(withRead).toBeGreaterThan(30);
  });

  it("a replaced attachment is read through the record's attachment list", async () => {
    const row = allTools.find((candidate) => candidate.name === "LedgerApi.ReplaceInvoiceAttachment");
    if (!row) throw new Error("no ReplaceInvoiceAttachment");
    const input = Object.fromEntries(row.params.map((param) => [param.name, "v"]));
    expect((await currentRecord(row, input, failing, {})).readWith).toMatch(/Attachments$/);
  });
});

describe("a destructive tool the table has no read for", () => {
  it("names no read, and reaches no upstream", async () => {
    const row: ToolRow = { ...rowOf("LedgerApi.DeleteAccount"), name: "LedgerApi.DeleteSomethingUnread" };
    let asked = 0;
    const counting: TokenSource = { get: () => Promise.reject(new Error(`asked ${++asked}`)) };
    expect(await currentRecord(row, { account_id: "a" }, counting, {})).toEqual({});
    expect(asked).toBe(0);
  });
});
