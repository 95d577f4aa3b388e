// The audit step costs a function's cold start only its middleware and the table's names: the
// record's builder, the argument rule, the writer (and the DynamoDB client) load with the first
// audited call, and the oauth function's reader with the first account page.
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type BuiltFunction, buildFunction } from "../../scripts/build";

const built = new Map<string, BuiltFunction>();
beforeAll(async () => {
  for (const name of ["ledger-write", "tasks", "oauth"])
    built.set(name, await buildFunction(join("functions", `${name}.ts`), "dist/audit-cold-path"));
}, 180_000);

describe("the audit trail at cold start", () => {
  it.each(["ledger-write", "tasks"])(
    "%s starts with the audit middleware and no more of lib/audit",
    (name) => {
      const modules = built.get(name)?.startModules ?? [];
      expect(modules).toContain("lib/middleware/audit-call.ts");
      expect(modules.filter((module) => module.startsWith("lib/audit/"))).toEqual(["lib/audit/schema.ts"]);
    },
  );

  it("the oauth function starts without any of lib/audit (the account page loads it with the pages)", () => {
    const modules = built.get("oauth")?.startModules ?? [];
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((module) => module.startsWith("lib/audit/"))).toEqual([]);
  });
});
