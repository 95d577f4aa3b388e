// Each inner call of a script leaves its own audit record, marked `caller: "code"` and tied to the
// execute that made it by the run's id; two runs have two ids. Through the local stack (gateway,
// mcp handler, family functions, dynalite).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { describe, expect, it } from "vitest";
import { AUDIT_RECORD, type AuditRecord } from "../../lib/audit/schema";
import { useAuditStack } from "../support/audit-stack";

const audit = useAuditStack();

async function execute(code: string, key: string) {
  const client = new Client({ name: "code-mode-audit-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${audit.stack().url}/mcp?mode=code`)));
  try {
    return await client.callTool({ name: "execute", arguments: { code, idempotency_key: key } });
  } finally {
    await client.close();
  }
}

describe("code mode's audit", () => {
  it("records every inner write with the run's id", async () => {
    const code = `
      for (const title of ["Audit one", "Audit two"]) {
        await tools.TasksApi.CreateTaskTasks({ mode: "execute", request_body: JSON.stringify({ title }) });
      }
      return "done";`;
    await execute(code, "code-audit-1");
    await execute(`${code}\n// another run`, "code-audit-2");
    const records = (await audit.items())
      .map((item) => JSON.parse(String(item[AUDIT_RECORD]?.S)) as AuditRecord)
      .filter((record) => record.caller === "code");
    expect(records).toHaveLength(4);
    const runs = new Set(records.map((record) => record.codeRun));
    expect(runs.size).toBe(2);
    for (const record of records) {
      expect(record).toMatchObject({ tool: "TasksApi.CreateTaskTasks", idempotency: "first" });
      expect(record.codeRun).toMatch(/^[0-9a-f-]{36}$/);
      expect(record.idempotencyKey).toMatch(/^code-/);
    }
  });
});
