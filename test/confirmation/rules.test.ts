// The per-call rule as data, and the confirmation's record read as the caller's own call: every tool
// marked destructive has a rule and every rule's tool is marked destructive; a read the caller may
// not make (scope, the MCP offer, a family not deployed) is not made, and the preview then holds
// nothing of the record; a write whose records travel in its body reads them by id, never the
// collection.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { recordReads } from "../../generated/confirmation/record-reads.generated";
import type { ToolCall } from "../../lib/call/types";
import { CONFIRMATION_RULES } from "../../lib/catalog/confirmation-rules";
import { allTools, findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import { type ConfirmationAnswer, confirmDestructiveCall } from "../../lib/confirmation/confirm";
import type { TokenSource } from "../../lib/upstream-tokens/index";

beforeAll(() => {
  process.env.CONFIRM_DESTRUCTIVE = "on";
});
afterEach(() => {
  delete process.env.DEPLOYED_FAMILIES;
});

describe("the rules", () => {
  it("cover exactly the tools marked destructive, and name tools that exist", () => {
    const destructive = allTools.filter((row) => row.flags.destructive).map((row) => row.name);
    expect(Object.keys(CONFIRMATION_RULES).sort()).toEqual(destructive.sort());
    for (const row of allTools) expect(row.confirm !== undefined).toBe(row.flags.destructive);
  });

  it("read no collection: every record read is by the call's ids or each record's", () => {
    for (const [name, entry] of Object.entries(recordReads)) {
      const row = findTool(name) as ToolRow;
      const ids = entry.input.filter(
        ([, from]) => row.params.find((param) => param.name === from)?.in === "path",
      );
      expect(ids.length > 0 || entry.byRecordId !== undefined, name).toBe(true);
    }
    expect(recordReads["LedgerApi.UpdateOrCreateInvoices"]?.byRecordId).toBe("invoice_identifier");
  });
});

describe("the confirmation's read is the caller's own call", () => {
  const row = findTool("TasksApi.DeleteSpecificTask") as ToolRow;
  const input = { project_id: "p1", task_identifier_to_delete: "t1" };
  // Counts the reads that reach the upstream (the token is the first thing a read asks for).
  let reads = 0;
  const token: TokenSource = {
    get: async () => {
      reads++;
      return "token";
    },
  };
  const ask = async (call: Partial<ToolCall>) => {
    reads = 0;
    const answer = await confirmDestructiveCall(
      row,
      { tool: row.name, input, source: "direct", confirmable: true, ...call } as ToolCall,
      token,
    );
    return (answer?.result as ConfirmationAnswer | undefined)?.wouldRemove;
  };

  it.each([
    ["a token whose scopes hold no read", { scopes: ["other"] }],
    ["an MCP offer without the read", { offeredTools: ["TasksApi.DeleteSpecificTask"] }],
  ])("is not made for %s", async (_name, call) => {
    const would = await ask(call);
    expect(would?.currentUnavailable).toBe("Forbidden");
    expect(would?.current).toBeUndefined();
    expect(reads).toBe(0);
  });

  it("is not made through a family the deployment does not run", async () => {
    process.env.DEPLOYED_FAMILIES = "ledger-read";
    expect((await ask({}))?.currentUnavailable).toBe("Forbidden");
    expect(reads).toBe(0);
  });

  it("is made for a caller the offer and scopes allow", async () => {
    await ask({
      offeredTools: ["TasksApi.DeleteSpecificTask", "TasksApi.RetrieveTaskDetails"],
      scopes: ["tools:write"],
    });
    expect(reads).toBe(1);
  });
});
