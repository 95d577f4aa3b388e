// A call's input under its row's own names: aliases renamed, the same value under two names taken
// once, different values refused with the names the caller wrote (lib/runtime/own-names.ts).
import { describe, expect, it } from "vitest";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import { withOwnNames } from "../../lib/runtime/own-names";

const row = findTool("LedgerApi.RetrieveInvoices") as ToolRow;
const TENANT = "00000000-0000-4000-8000-000000a00001";
const OTHER = "00000000-0000-4000-8000-000000b00001";

describe("withOwnNames", () => {
  it("leaves an input that uses no alias as it is", () => {
    const input = { ledger_tenant_id: TENANT };
    expect(withOwnNames(row, input)).toEqual({ input, conflicts: [], givenAs: new Map() });
  });

  it("renames an alias to the row's own name and remembers what the caller wrote", () => {
    const own = withOwnNames(row, { tenant_id: TENANT, page_number: 2 });
    expect(own.input).toEqual({ ledger_tenant_id: TENANT, page_number: 2 });
    expect(own.conflicts).toEqual([]);
    expect([...own.givenAs]).toEqual([["ledger_tenant_id", "tenant_id"]]);
  });

  it("takes one parameter given under two names with the same value once, named as its own name", () => {
    const own = withOwnNames(row, { tenant_id: TENANT, ledger_tenant_id: TENANT });
    expect(own.input).toEqual({ ledger_tenant_id: TENANT });
    expect(own.conflicts).toEqual([]);
    expect(own.givenAs.size).toBe(0);
    const lists = withOwnNames(row, { invoice_ids: ["a"], tenant_identifier: TENANT, tenant_id: TENANT });
    expect(lists.conflicts).toEqual([]);
  });

  it("refuses two values for one parameter, naming both names in each form", () => {
    expect(withOwnNames(row, { tenant_id: TENANT, ledger_tenant_id: OTHER }).conflicts).toEqual([
      {
        parameter: "ledger_tenant_id",
        message: "is also given as tenant_id (another name for it), with a different value; give one of them",
      },
    ]);
    expect(withOwnNames(row, { ledger_tenant_id: TENANT, tenant_id: OTHER }).conflicts[0]?.message).toBe(
      "is another name for ledger_tenant_id, which is also given, with a different value; give one of them",
    );
    expect(withOwnNames(row, { tenant_id: TENANT, tenant_identifier: OTHER }).conflicts[0]?.message).toBe(
      "is another name for ledger_tenant_id, as is tenant_id, which is also given, with a different value; give one of them",
    );
  });

  it("compares object values as JSON, and one too deep to compare as different", () => {
    const same = withOwnNames(row, { tenant_id: { a: [1] }, ledger_tenant_id: { a: [1] } });
    expect(same.conflicts).toEqual([]);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const deep = withOwnNames(row, { tenant_id: circular, ledger_tenant_id: { self: {} } });
    expect(deep.conflicts).toHaveLength(1);
    expect(withOwnNames(row, { tenant_id: null, ledger_tenant_id: {} }).conflicts).toHaveLength(1);
  });
});
