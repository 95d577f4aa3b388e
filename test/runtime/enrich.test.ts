// An enrichment the executor does not know leaves the answer as the upstream gave it.
import { describe, expect, it } from "vitest";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import { enrich } from "../../lib/runtime/enrich";

describe("enrich", () => {
  it("answers the result unchanged for an enrichment it does not know, reading nothing", async () => {
    const row = {
      ...(findTool("LedgerApi.GetConnectedTenants") as ToolRow),
      enrich: "nothing",
    } as unknown as ToolRow;
    const reads: unknown[] = [];
    const result = [{ tenantId: "t" }];
    const execute = async (...args: unknown[]) => reads.push(args);
    expect(await enrich(row, result, execute, "token", Date.now() + 1000)).toBe(result);
    expect(reads).toEqual([]);
  });
});
