// The reads module holds every GET row of the catalog, so a lookup among reads misses none.
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { readTools } from "../../lib/catalog/reads";

describe("readTools", () => {
  it("is every GET row of the catalog, and only those", () => {
    const gets = allTools.filter((row) => row.method === "GET").map((row) => row.name);
    expect(readTools.map((row) => row.name).sort()).toEqual(gets.sort());
    expect(readTools.length).toBeGreaterThan(100);
  });
});
