// The alias rule (lib/catalog/parameter-aliases.ts) over the whole catalog, and its edge cases on
// rows made for them, through the real validation step: the four tenant spellings on every ledger
// tool with a tenant, `<record>_id` / `<record>_identifier` wherever one of the pair is a parameter,
// never a name the row already has or two of its parameters would claim, and the input schemas
// every client sees unchanged.
import type { Request } from "@middy/core";
import { describe, expect, it } from "vitest";
import type { ToolCall, ToolCallResult } from "../../lib/call/types";
import { allTools } from "../../lib/catalog/index";
import { parametersSchema } from "../../lib/catalog/json-schema";
import { aliasesOf, otherNamesOf, TENANT_SPELLINGS } from "../../lib/catalog/parameter-aliases";
import type { ParamSpec, ToolRow } from "../../lib/catalog/types";
import type { CallContext } from "../../lib/middleware/types";
import { validateInput } from "../../lib/middleware/validate-input";
import { ToolError } from "../../lib/runtime/errors";
import { lambdaContext } from "../../local/lambda-context";

const ledger = allTools.filter((row) => row.toolkit === "LedgerApi");
const tenantOf = (row: ToolRow) => row.params.find((param) => param.as === "xero-tenant-id");

describe("the tenant's four spellings", () => {
  it("are the names the seed gives the xero-tenant-id header, with the counts agents measured", () => {
    const counts: Record<string, number> = {};
    for (const row of ledger) {
      const tenant = tenantOf(row);
      if (tenant) counts[tenant.name] = (counts[tenant.name] ?? 0) + 1;
    }
    expect(counts).toEqual({
      tenant_id: 87,
      ledger_tenant_id: 51,
      tenant_identifier: 51,
      ledger_tenant_identifier: 46,
    });
    expect(Object.keys(counts).sort()).toEqual([...TENANT_SPELLINGS].sort());
  });

  it("every ledger tool with a tenant takes the other three for it", () => {
    for (const row of ledger) {
      const tenant = tenantOf(row);
      if (!tenant) continue;
      const aliases = aliasesOf(row);
      for (const spelling of TENANT_SPELLINGS.filter((name) => name !== tenant.name)) {
        expect(aliases.get(spelling), `${row.name} ${spelling}`).toBe(tenant.name);
      }
    }
    expect(ledger.filter((row) => !tenantOf(row)).map((row) => row.name)).toEqual([
      "LedgerApi.GetConnectedTenants",
    ]);
  });
});

describe("<record>_id and <record>_identifier", () => {
  it("every parameter named one way takes the other, on every tool of both toolkits", () => {
    let pairs = 0;
    for (const row of allTools) {
      for (const param of row.params) {
        const match = /^(.+)_(id|identifier)$/.exec(param.name);
        if (!match || TENANT_SPELLINGS.includes(param.name)) continue;
        const other = `${match[1]}_${match[2] === "id" ? "identifier" : "id"}`;
        expect(aliasesOf(row).get(other), `${row.name} ${other}`).toBe(param.name);
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(203); // at 250 tools
  });

  it("TickTick's project and task ids are among them", () => {
    const aliases = (name: string) =>
      Object.fromEntries(aliasesOf(allTools.find((row) => row.name === name) as ToolRow));
    expect(aliases("TasksApi.GetTasksProjectById")).toEqual({ project_identifier: "project_id" });
    expect(aliases("TasksApi.UpdateProjectProperties")).toEqual({ project_id: "project_identifier" });
    expect(aliases("TasksApi.RetrieveTaskDetails")).toEqual({
      project_id: "project_identifier",
      task_id: "task_identifier",
    });
  });

  it("names that only look alike are left alone: a plural, a suffix after the id, a name without one", () => {
    expect(otherNamesOf("invoice_ids")).toEqual([]);
    expect(otherNamesOf("task_identifier_to_delete")).toEqual([]);
    expect(otherNamesOf("tracking_option_id_2")).toEqual([]);
    expect(otherNamesOf("id")).toEqual([]);
    expect(otherNamesOf("project_name")).toEqual([]);
  });
});

describe("what no alias may be", () => {
  it("a parameter of its own row: every input schema lists exactly the row's parameters", () => {
    for (const row of allTools) {
      const own = Object.keys(parametersSchema(row).properties as object);
      expect(own).toEqual(row.params.map((param) => param.name));
      for (const alias of aliasesOf(row).keys()) expect(own, `${row.name} ${alias}`).not.toContain(alias);
    }
  });

  it("a name for anything but a string: records lists, pages and switches are never renamed", () => {
    for (const row of allTools) {
      for (const param of aliasesOf(row).values()) {
        const spec = row.params.find((each) => each.name === param) as ParamSpec;
        expect(spec.type, `${row.name} ${param}`).toBe("string");
      }
    }
  });
});

/** A row made for an edge case: string parameters in the query of GET /things. */
function rowWith(names: string[]): ToolRow {
  return {
    name: "Test.Things",
    toolkit: "TasksApi",
    family: "tasks",
    operationId: "getThings",
    method: "GET",
    path: "/things",
    params: names.map((name) => ({
      name,
      type: "string",
      description: `The ${name}.`,
      in: "query",
      as: name,
    })),
    flags: { readOnly: true, destructive: false, idempotent: true },
    description: "Things.",
  };
}

/** The real validation step on `row`: the input the call carries on, or the refusal. */
function validated(row: ToolRow, input: Record<string, unknown>) {
  const request: Request<ToolCall, ToolCallResult, Error, CallContext> = {
    event: { tool: row.name, input, source: "http" },
    context: lambdaContext("aliases-test") as CallContext,
    response: null,
    error: null,
    internal: {},
  };
  try {
    validateInput({ tools: [row] }).before?.(request);
    return { input: request.event.input };
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return { error };
  }
}

describe("collisions", () => {
  it("both of a pair are parameters: each is its own, with its own value", () => {
    const row = rowWith(["thing_id", "thing_identifier"]);
    expect(aliasesOf(row).size).toBe(0);
    expect(validated(row, { thing_id: "a", thing_identifier: "b" })).toEqual({
      input: { thing_id: "a", thing_identifier: "b" },
    });
  });

  it("a name two parameters would claim is no alias: it is an unknown parameter there", () => {
    // Both tenant spellings claim the other two; neither gets them.
    const row = rowWith(["tenant_id", "ledger_tenant_id"]);
    expect([...aliasesOf(row).keys()]).toEqual([]);
    const refused = validated(row, { tenant_identifier: "t" });
    expect(refused.error?.details).toEqual({
      problems: [
        {
          parameter: "tenant_identifier",
          message: "is not a known parameter; allowed: tenant_id, ledger_tenant_id",
        },
      ],
    });
  });

  it("an alias is renamed and the rest of the input kept as it came, a __proto__ key staying data", () => {
    const row = rowWith(["thing_id", "note"]);
    const input = JSON.parse('{"thing_identifier": "a", "note": "n", "__proto__": {"polluted": true}}');
    const refused = validated(row, input);
    expect(refused.error?.details).toEqual({
      problems: [{ parameter: "__proto__", message: "is not a known parameter; allowed: thing_id, note" }],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(validated(row, { thing_identifier: "a", note: "n" })).toEqual({
      input: { thing_id: "a", note: "n" },
    });
  });
});
