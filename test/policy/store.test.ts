// The policy store against dynalite: one BatchGetItem per principal and container per 30 s (what a
// deployment without any policy pays on reads), the last policy kept through a brief outage and no
// longer, the budget counter atomic across concurrent writers, and `npm run policy` (scripts/policy.ts)
// setting, showing and clearing items, refusing rules that name nothing.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as tasks } from "../../functions/tasks";
import { setPolicy } from "../../lib/policy/admin";
import { refusingRule } from "../../lib/policy/rules";
import {
  countWrite,
  POLICY_CACHE_MS,
  policyFor,
  policyReads,
  STALE_IF_ERROR_MS,
} from "../../lib/policy/store";
import { publishCredentials } from "../../local/credentials";
import { lambdaContext } from "../../local/lambda-context";
import { main as policyScript } from "../../scripts/policy";
import { POLICY_TABLE, startPolicyWorld } from "./support";

let world: Awaited<ReturnType<typeof startPolicyWorld>>;
beforeAll(async () => {
  world = await startPolicyWorld();
});
afterAll(async () => {
  await world.close();
});
beforeEach(() => {
  world.reset();
});

describe("reading policies", () => {
  it("a deployment without any policy item: reads cost one request per principal per 30 s", async () => {
    const t0 = 1_000_000;
    expect(await policyFor(POLICY_TABLE, "u-nobody", t0)).toBeUndefined();
    expect(await policyFor(POLICY_TABLE, "u-nobody", t0 + POLICY_CACHE_MS - 1)).toBeUndefined();
    expect(policyReads.count).toBe(1);
    await policyFor(POLICY_TABLE, "u-other", t0);
    expect(policyReads.count).toBe(2);
    await policyFor(POLICY_TABLE, "u-nobody", t0 + POLICY_CACHE_MS);
    expect(policyReads.count).toBe(3);
  });

  it("twenty reads through the handler send one request", async () => {
    const context = lambdaContext("agent-tools-tasks");
    for (let i = 0; i < 20; i++) {
      await tasks({ tool: "TasksApi.GetUserProjects", input: {}, connection: "u-alice" }, context);
    }
    expect(world.upstream.requests).toHaveLength(20);
    expect(policyReads.count).toBe(1);
  });

  it("a change applies once the cached policy is 30 s old", async () => {
    const t0 = 2_000_000;
    await setPolicy(world.admin, POLICY_TABLE, "u-carol", { deny: ["family=tasks"] });
    expect(await policyFor(POLICY_TABLE, "u-carol", t0)).toEqual({ deny: ["family=tasks"] });
    await setPolicy(world.admin, POLICY_TABLE, "u-carol", { dailyWrites: 3 });
    expect(await policyFor(POLICY_TABLE, "u-carol", t0 + 1_000)).toEqual({ deny: ["family=tasks"] });
    expect(await policyFor(POLICY_TABLE, "u-carol", t0 + POLICY_CACHE_MS)).toEqual({ dailyWrites: 3 });
  });

  it("through an outage the last policy serves for up to 5 minutes, then the read throws", async () => {
    const t0 = 3_000_000;
    await setPolicy(world.admin, POLICY_TABLE, "u-dave", { deny: ["toolkit=LedgerApi"] });
    await policyFor(POLICY_TABLE, "u-dave", t0);
    const missing = "no-such-table";
    // The same cache entry, read from a table that fails: stale-if-error.
    await expect(policyFor(missing, "u-dave", t0 + POLICY_CACHE_MS)).resolves.toEqual({
      deny: ["toolkit=LedgerApi"],
    });
    await expect(policyFor(missing, "u-dave", t0 + STALE_IF_ERROR_MS)).rejects.toThrow();
    await expect(policyFor(missing, "u-never-read", t0)).rejects.toThrow();
  });
});

describe("the daily budget counter", () => {
  it("twenty concurrent writes against a budget of 5: exactly 5 counted", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 20 }, () => countWrite(POLICY_TABLE, "u-erin", 5, now)),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    // The next UTC day starts from zero.
    expect(await countWrite(POLICY_TABLE, "u-erin", 5, new Date("2026-11-26T00:00:00Z"))).toBe(true);
  });
});

describe("rules", () => {
  const tool = { name: "LedgerApi.CreateInvoices", family: "ledger-write", toolkit: "LedgerApi" };
  it("matches by toolkit, family, tool in either form, and preset", () => {
    const presets = (name: string) => (name === "invoicing" ? new Set([tool.name]) : undefined);
    expect(refusingRule({ deny: ["toolkit=LedgerApi"] }, tool, presets)).toBe("toolkit LedgerApi");
    expect(refusingRule({ deny: ["family=ledger-write"] }, tool, presets)).toBe("family ledger-write");
    expect(refusingRule({ deny: ["tool=LedgerApi_CreateInvoices"] }, tool, presets)).toBeDefined();
    expect(refusingRule({ deny: ["preset=invoicing"] }, tool, presets)).toBe("preset invoicing");
    expect(refusingRule({ deny: ["family=ledger-delete"] }, tool, presets)).toBeUndefined();
    expect(refusingRule({ allow: ["preset=tasks"] }, tool, presets)).toMatch(/not allowed/);
    // A rule stored by hand that names nothing matches nothing: as an allow it lets nothing through.
    expect(refusingRule({ allow: ["familee=ledger-write"] }, tool, presets)).toMatch(/not allowed/);
  });
});

describe("npm run policy", () => {
  const local = () => ["--local", world.dynamo.endpoint, "--table", POLICY_TABLE];
  // The stand-in's credential where `npm start` writes it for other tools (local/credentials.ts).
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "agent-tools-policy-"));
    process.env.LOCAL_AWS_CREDENTIALS_DIR = folder;
    const { dynamo } = world;
    await publishCredentials(
      [{ service: "dynamodb", endpoint: dynamo.endpoint }],
      dynamo.credentials,
      dynamo.region,
    );
  });
  afterAll(async () => {
    delete process.env.LOCAL_AWS_CREDENTIALS_DIR;
    await rm(folder, { recursive: true, force: true });
  });
  it("sets, shows and clears a principal's policy", async () => {
    const set = await policyScript([
      "set",
      "--principal",
      "u-frank",
      "--deny",
      "family=ledger-delete",
      "--deny",
      "tool=LedgerApi_DeletePayment",
      "--tenants",
      "t-1,t-2",
      "--daily-writes",
      "100",
      ...local(),
    ]);
    expect(set).toMatch(/Set the policy of u-frank/);
    const shown = JSON.parse(await policyScript(["show", "--principal", "u-frank", ...local()]));
    expect(shown).toMatchObject({
      source: "own",
      policy: {
        deny: ["family=ledger-delete", "tool=LedgerApi.DeletePayment"],
        tenants: ["t-1", "t-2"],
        dailyWrites: 100,
      },
    });
    await policyScript(["clear", "--principal", "u-frank", ...local()]);
    const cleared = JSON.parse(await policyScript(["show", "--principal", "u-frank", ...local()]));
    expect(cleared.source).not.toBe("own");
  });

  it("refuses a rule that names nothing, a malformed rule and a bad principal", async () => {
    await expect(
      policyScript(["set", "--principal", "u-frank", "--deny", "family=ledger-everything", ...local()]),
    ).rejects.toThrow(/Unknown family "ledger-everything"/);
    await expect(
      policyScript(["set", "--principal", "u-frank", "--deny", "ledger-delete", ...local()]),
    ).rejects.toThrow(/A rule is/);
    await expect(
      policyScript(["set", "--principal", "u/../x", "--deny", "family=tasks", ...local()]),
    ).rejects.toThrow(/--principal/);
  });
});
