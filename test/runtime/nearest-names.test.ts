// The nearest tool names to one that is none (lib/runtime/nearest-names.ts): a proper edit distance
// on the name without its toolkit, case- and separator-insensitive, up to three, only when close.
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { closestNames, editDistance } from "../../lib/runtime/edit-distance";
import { comparedStem, nearestNames } from "../../lib/runtime/nearest-names";

const NAMES = allTools.map((row) => row.name);

describe("editDistance (optimal string alignment)", () => {
  it.each([
    ["", "", 0],
    ["abc", "", 3],
    ["kitten", "sitting", 3],
    ["retrieveinvoice", "retrieveinvoices", 1],
    ["retreiveinvoices", "retrieveinvoices", 1], // a swap of neighbours is one edit
    ["ca", "abc", 3], // optimal string alignment, not unrestricted Damerau-Levenshtein (2)
  ])("%s -> %s is %d", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it("stops past its limit, answering limit + 1", () => {
    expect(editDistance("getuserprojects", "retrieveinvoicepdf", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("comparedStem", () => {
  it("drops a toolkit prefix in any case and with any separator, or what stands before a dot", () => {
    const kits = ["LedgerApi", "TasksApi"];
    expect(comparedStem("LedgerApi.RetrieveInvoice", kits)).toEqual({
      toolkit: "LedgerApi",
      stem: "retrieveinvoice",
    });
    expect(comparedStem("ledgerapi_retrieve_invoice", kits)).toEqual({
      toolkit: "LedgerApi",
      stem: "retrieveinvoice",
    });
    expect(comparedStem("Xero.GetContacts", kits)).toEqual({ stem: "getcontacts" });
    expect(comparedStem("retrieve-invoice", kits)).toEqual({ stem: "retrieveinvoice" });
  });
});

describe("nearestNames over the catalog", () => {
  it.each([
    ["LedgerApi.RetrieveInvoice", ["LedgerApi.RetrieveInvoices"]],
    ["LedgerApi_RetrieveInvoice", ["LedgerApi.RetrieveInvoices"]],
    ["ledgerapi.retrieveinvoices", ["LedgerApi.RetrieveInvoices"]],
    ["RetrieveInvoice", ["LedgerApi.RetrieveInvoices"]],
    ["retrieve_invoices", ["LedgerApi.RetrieveInvoices"]],
    ["LedgerApi.RetreiveInvoices", ["LedgerApi.RetrieveInvoices"]],
    ["TasksApi.GetUserProject", ["TasksApi.GetUserProjects"]],
    // The tool's toolkit named wrongly: still the real tool.
    ["TasksApi.RetrieveInvoices", ["LedgerApi.RetrieveInvoices"]],
    ["LedgerApi.GetRepeatingInvoicez", ["LedgerApi.GetRepeatingInvoices", "LedgerApi.GetRepeatingInvoice"]],
  ])("%s -> %j", (name, expected) => {
    expect(nearestNames(name, NAMES)).toEqual(expected);
  });

  it("up to three, nearest first", () => {
    const near = nearestNames("LedgerApi.RetrieveRepeatingInvoiceAttachmentByI", NAMES);
    expect(near[0]).toBe("LedgerApi.RetrieveRepeatingInvoiceAttachmentById");
    expect(near.length).toBeLessThanOrEqual(3);
  });

  it.each([
    "TasksApi.Nope",
    "LedgerApi.BookAFlight",
    "LedgerApi.Invoices",
    "",
    "LedgerApi.",
    "x".repeat(5000),
  ])("nothing close enough to %j", (name) => {
    expect(nearestNames(name, NAMES)).toEqual([]);
  });

  it("every tool name, one letter short, is among the suggestions (first unless that is a tool too)", () => {
    for (const name of NAMES) {
      const near = nearestNames(name.slice(0, -1), NAMES);
      expect(near, name).toContain(name);
      if (!NAMES.includes(name.slice(0, -1))) expect(near[0], name).toBe(name);
    }
  });
});

describe("closestNames (unknown parameters)", () => {
  const PARAMS = ["ledger_tenant_id", "invoice_identifier", "page_number", "records_per_page", "tenant_id"];

  it.each([
    ["tenantId", ["tenant_id"]], // case and separators aside: the same name
    ["TENANT_ID", ["tenant_id"]],
    ["ledger_tenant_idd", ["ledger_tenant_id"]],
    ["invoice_identifer", ["invoice_identifier"]],
    ["page_numbr", ["page_number"]],
  ])("%s -> %j", (name, expected) => {
    expect(closestNames(name, PARAMS)).toEqual(expected);
  });

  it("offers only the best distance: every name tied there, in the order given, up to three", () => {
    expect(closestNames("ab_x", ["ab_y", "ab_z", "ab"])).toEqual(["ab_y", "ab_z", "ab"]);
    expect(closestNames("abcx", ["abcy", "abcdy", "abcz"])).toEqual(["abcy", "abcz"]);
    expect(closestNames("ax", ["ay", "az", "aw", "av"])).toEqual(["ay", "az", "aw"]);
  });

  it.each(["foo", "", "__proto__", "x".repeat(5000), "pagenumberrecords"])(
    "nothing close enough to %j",
    (name) => {
      expect(closestNames(name, PARAMS)).toEqual([]);
    },
  );
});
