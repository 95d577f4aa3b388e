// Writes one audit record: a PutItem that refuses to replace any item (attribute_not_exists), under
// a key no one else can know in advance (the time and a random id). Loaded by the audit middleware on
// a function's first audited call, so no cold start carries it. A failure here never fails or repeats
// the tool call: it is logged (the tool, the error's name, never the record) and counted
// (AuditWriteFailures, alarmed in infra/constructs/monitoring.ts).
import { randomBytes } from "node:crypto";
import { functionName } from "../runtime/call-metrics";
import { dynamoDb } from "../runtime/dynamodb";
import { log } from "../runtime/log";
import { putMetric } from "../runtime/metric";
import {
  AUDIT_PK,
  AUDIT_PRINT_ENV,
  AUDIT_RECORD,
  AUDIT_SK,
  AUDIT_TABLE_ENV,
  AUDIT_TENANT,
  AUDIT_TTL,
  AUDIT_WRITE_FAILURES_METRIC,
  type AuditRecord,
  auditRetentionDays,
} from "./schema";

/** The item of a record: its key, the index's attributes, the TTL and the record itself. */
export function auditItem(record: AuditRecord, env: NodeJS.ProcessEnv = process.env) {
  const expiresAt = Math.floor(Date.parse(record.time) / 1000) + auditRetentionDays(env) * 86_400;
  return {
    [AUDIT_PK]: { S: record.principal },
    [AUDIT_SK]: { S: `${record.time}#${randomBytes(8).toString("hex")}` },
    ...(record.tenant ? { [AUDIT_TENANT]: { S: record.tenant } } : {}),
    tool: { S: record.tool },
    [AUDIT_TTL]: { N: String(expiresAt) },
    [AUDIT_RECORD]: { S: JSON.stringify(record) },
  };
}

/** The conditional put: DynamoDB refuses it if an item with this key exists (nothing is overwritten). */
export function auditPut(table: string, item: ReturnType<typeof auditItem>) {
  return {
    TableName: table,
    Item: item,
    ConditionExpression: "attribute_not_exists(#pk)",
    ExpressionAttributeNames: { "#pk": AUDIT_PK },
  };
}

/**
 * One record's fields, in the order a line shows them: when, who, how, what, where, the key and its
 * outcome, the result. `full` adds the OAuth client and the error's message (the operator's
 * `npm run audit`); `npm start`'s line is the short one.
 */
export function recordParts(record: AuditRecord, full = false): string[] {
  const failed =
    record.error && (full ? `${record.error.type}: ${record.error.message}` : `error=${record.error.type}`);
  return [
    record.time,
    record.principal,
    full && record.clientId ? `client=${record.clientId}` : "",
    record.caller,
    record.tool,
    record.tenant ? `tenant=${record.tenant}` : "",
    record.idempotencyKey ? `key=${record.idempotencyKey} (${record.idempotency})` : "",
    record.upstreamStatus !== undefined ? `status=${record.upstreamStatus}` : "",
    record.touched?.length ? `touched=${record.touched.join(",")}` : "",
    failed || "ok",
  ].filter(Boolean);
}

/** `npm start`'s line for a record as it is written. */
export function auditLine(record: AuditRecord): string {
  return `audit ${recordParts(record).join(" ")}`;
}

export async function writeAuditRecord(
  record: AuditRecord,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const table = env[AUDIT_TABLE_ENV];
  if (!table) return;
  try {
    const { client, PutItemCommand } = await dynamoDb.get();
    await client.send(new PutItemCommand(auditPut(table, auditItem(record, env))));
    if (env[AUDIT_PRINT_ENV] === "1") process.stdout.write(`${auditLine(record)}\n`);
  } catch (error) {
    log("error", "audit record not written", {
      tool: record.tool,
      family: record.family,
      errorName: (error as Error)?.name,
    });
    putMetric({
      name: AUDIT_WRITE_FAILURES_METRIC,
      dimensions: { Function: functionName() },
    });
  }
}
