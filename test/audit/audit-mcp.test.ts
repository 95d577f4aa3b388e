// The audit records of MCP calls: tools/call of a catalog tool is marked `mcp`, discovery's
// call_write_tool `discovery`, both from the family function's own record of the call (the mcp
// function says how it invoked, as it says who for).
import { DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, describe, expect, it } from "vitest";
import type { AuditRecord } from "../../lib/audit/schema";
import { localCredentials } from "../../local/credentials";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { useMcpStack } from "../support/mcp-clients";

const P = LEDGER_STARTING_DATA.primary;
const mcp = useMcpStack("audit-mcp");
let client: DynamoDBClient | undefined;
afterAll(() => client?.destroy());

async function recordsWithKey(key: string): Promise<AuditRecord[]> {
  client ??= new DynamoDBClient({
    endpoint: mcp.stack().dynamo?.endpoint,
    region: "us-east-1",
    credentials: localCredentials(),
  });
  const page = await client.send(new ScanCommand({ TableName: String(process.env.AUDIT_TABLE) }));
  return (page.Items ?? [])
    .map((item) => JSON.parse(String(item.record?.S)) as AuditRecord)
    .filter((record) => record.idempotencyKey === key);
}

const invoice = (key: string) => ({
  tenant_id: P.tenantId,
  invoices: [
    {
      type: "ACCREC",
      contact_id: P.contacts.ridgeway,
      line_items: [
        { description: "MCP audit", quantity: 1, unit_amount: 10, account_code: P.accountCodes.sales },
      ],
    },
  ],
  idempotency_key: key,
});

describe("audit records of MCP calls", () => {
  it("marks tools/call of a catalog tool as mcp, with the invoice it created", async () => {
    const session = await mcp.connect();
    const result = (await session.callTool({
      name: "LedgerApi_CreateInvoices",
      arguments: invoice("audit-mcp-1"),
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const records = await recordsWithKey("audit-mcp-1");
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      caller: "mcp",
      tool: "LedgerApi.CreateInvoices",
      idempotency: "first",
      upstreamStatus: 200,
    });
    expect(records[0]?.touched).toHaveLength(1);
  });

  it("marks discovery's call_write_tool as discovery", async () => {
    const session = await mcp.connect("?mode=discover");
    const result = (await session.callTool({
      name: "call_write_tool",
      arguments: { name: "LedgerApi_CreateInvoices", arguments: invoice("audit-mcp-2") },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const records = await recordsWithKey("audit-mcp-2");
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ caller: "discovery", tool: "LedgerApi.CreateInvoices" });
  });
});
