// The local stack as the audit tests use it: started once per file with its stand-ins' credential
// written to a folder of its own (for `npm run audit -- --local`, docs/local.md), and a DynamoDB
// client of the audit table's items.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll } from "vitest";
import { localCredentials } from "../../local/credentials";
import { type LocalStack, startLocalStack } from "../../local/stack";

export type AuditItem = Record<string, { S?: string; N?: string }>;

export function useAuditStack() {
  let stack: LocalStack | undefined;
  let client: DynamoDBClient | undefined;
  let credentialsFolder: string | undefined;
  beforeAll(async () => {
    process.env.LOG_LEVEL = "silent";
    credentialsFolder = await mkdtemp(join(tmpdir(), "agent-tools-audit-"));
    process.env.LOCAL_AWS_CREDENTIALS_DIR = credentialsFolder;
    stack = await startLocalStack({ port: 0 });
    client = new DynamoDBClient({
      endpoint: stack.dynamo?.endpoint,
      region: "us-east-1",
      credentials: localCredentials(),
    });
  });
  afterAll(async () => {
    client?.destroy();
    await stack?.close();
    delete process.env.LOCAL_AWS_CREDENTIALS_DIR;
    if (credentialsFolder) await rm(credentialsFolder, { recursive: true, force: true });
  });
  const started = () => {
    if (!stack || !client) throw new Error("the local stack has not started");
    return { stack, client };
  };
  return {
    stack: () => started().stack,
    client: () => started().client,
    /** Every item of the audit table. */
    items: async (): Promise<AuditItem[]> => {
      const page = await started().client.send(
        new ScanCommand({ TableName: String(process.env.AUDIT_TABLE) }),
      );
      return (page.Items ?? []) as AuditItem[];
    },
  };
}
