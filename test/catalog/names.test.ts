// The two names of a tool: the canonical catalog name and the client name agent clients accept.
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { CLIENT_NAME_PATTERN, clientNameOf, findToolByAnyName } from "../../lib/catalog/names";

describe("tool names", () => {
  it("gives every row a distinct client name that agent clients accept", () => {
    const names = allTools.map(clientNameOf);
    expect(new Set(names).size).toBe(allTools.length);
    for (const name of names) expect(name).toMatch(CLIENT_NAME_PATTERN);
    expect(Math.max(...names.map((name) => name.length))).toBeLessThanOrEqual(56);
    const invoices = findToolByAnyName("LedgerApi.RetrieveInvoices");
    expect(invoices && clientNameOf(invoices)).toBe("LedgerApi_RetrieveInvoices");
  });

  it("finds a row by either form and by nothing else", () => {
    for (const row of allTools) {
      expect(findToolByAnyName(row.name)).toBe(row);
      expect(findToolByAnyName(clientNameOf(row))).toBe(row);
    }
    for (const near of [
      "LedgerApi-RetrieveInvoices",
      "ledgerapi_retrieveinvoices",
      "RetrieveInvoices",
      "LedgerApi__RetrieveInvoices",
    ]) {
      expect(findToolByAnyName(near)).toBeUndefined();
    }
  });
});
