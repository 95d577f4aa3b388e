// The read a destructive call's confirmation shows the record with: found among the catalog's reads
// by lib/confirmation/record-read-find.ts, written as a table by scripts/confirmation-reads.ts, and
// loaded by the functions as one row's module (generated/confirmation/record-reads.generated.ts).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { recordReads } from "../../generated/confirmation/record-reads.generated";
import { allTools } from "../../lib/catalog/index";
import { readTools } from "../../lib/catalog/reads";
import type { ParamSpec, ToolRow } from "../../lib/catalog/types";
import { recordReadAmong } from "../../lib/confirmation/record-read-find";
import { recordReadsSource } from "../../scripts/confirmation-reads";
import { RECORD_READS_FILE } from "../../scripts/generated-paths";

const param = (name: string, as: string, location: ParamSpec["in"], required = true): ParamSpec => ({
  name,
  as,
  in: location,
  required,
  type: "string",
  description: name,
});
const tenant = (name: string) => param(name, "xero-tenant-id", "header");
const row = (name: string, method: ToolRow["method"], path: string, params: ParamSpec[]): ToolRow => ({
  name,
  toolkit: "LedgerApi",
  operationId: name,
  family: method === "GET" ? "ledger-read" : "ledger-delete",
  method,
  path,
  params,
  flags: { readOnly: method === "GET", destructive: method !== "GET", idempotent: true },
  description: name,
});

describe("recordReadAmong", () => {
  const removeOption = row("LedgerApi.RemoveOption", "DELETE", "/Tracking/{CategoryID}/Options/{OptionID}", [
    param("category", "CategoryID", "path"),
    param("option", "OptionID", "path"),
    tenant("tenant"),
  ]);
  const category = row("LedgerApi.GetCategory", "GET", "/Tracking/{CategoryID}", [
    param("category_id", "CategoryID", "path"),
    tenant("tenant_id"),
    param("unit_dp", "unitdp", "query", false),
  ]);

  it("takes the read of the longest path it has, its arguments by upstream name", () => {
    const option = row("LedgerApi.GetOption", "GET", "/Tracking/{CategoryID}/Options/{OptionID}", [
      param("option_id", "OptionID", "path"),
      param("category_id", "CategoryID", "path"),
      tenant("tenant_id"),
    ]);
    const found = recordReadAmong(removeOption, [category, option]);
    expect(found?.row).toBe(option);
    expect(found?.input).toEqual([
      ["option_id", "option"],
      ["category_id", "category"],
      ["tenant_id", "tenant"],
    ]);
  });

  it("else the read of a shorter path, passing only path and header arguments", () => {
    const found = recordReadAmong(removeOption, [category]);
    expect(found?.row).toBe(category);
    expect(found?.input).toEqual([
      ["category_id", "category"],
      ["tenant_id", "tenant"],
    ]);
  });

  it("none that needs what the call does not give, answers a file, is another toolkit's or not a GET", () => {
    const needsMore = {
      ...category,
      params: [...category.params, param("since", "If-Modified-Since", "header")],
    };
    const file: ToolRow = { ...category, result: "file" };
    const other: ToolRow = { ...category, toolkit: "TasksApi" };
    const put: ToolRow = { ...category, method: "PUT" };
    expect(recordReadAmong(removeOption, [needsMore, file, other, put])).toBeUndefined();
  });
});

describe("the table the functions load", () => {
  it(`${RECORD_READS_FILE} is what scripts/confirmation-reads.ts writes (npm run generate)`, () => {
    expect(readFileSync(RECORD_READS_FILE, "utf8")).toBe(recordReadsSource());
  });

  it("has every destructive tool whose record a read finds, and each loads that read's catalog row", async () => {
    const destructive = allTools.filter((candidate) => candidate.flags.destructive);
    const found = destructive.filter((candidate) => recordReadAmong(candidate, readTools));
    expect(Object.keys(recordReads).sort()).toEqual(found.map((candidate) => candidate.name).sort());
    expect(found.length).toBeGreaterThan(30);
    for (const destructiveRow of found) {
      const read = recordReadAmong(destructiveRow, readTools);
      const entry = recordReads[destructiveRow.name];
      // The generated module holds the row as JSON: equal to the catalog's, field for field.
      expect((await entry?.row())?.row, destructiveRow.name).toEqual(JSON.parse(JSON.stringify(read?.row)));
      expect(entry?.input, destructiveRow.name).toEqual(read?.input);
    }
  });
});
