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
import { UUID } from "./arguments";
import { printable } from "./printable";
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

/**
 * The item of a record: its key, the index's attributes, the TTL and the record itself. Only a valid
 * tenant (a UUID) is indexed: a record whose tenant is the hash of an invalid one is under no
 * tenant's index, and is found by its principal.
 */
export function auditItem(record: AuditRecord, env: NodeJS.ProcessEnv = process.env) {
  const expiresAt = Math.floor(Date.parse(record.time) / 1000) + auditRetentionDays(env) * 86_400;
  return {
    [AUDIT_PK]: { S: record.principal },
    [AUDIT_SK]: { S: `${record.time}#${randomBytes(8).toString("hex")}` },
    ...(record.tenant && UUID.test(record.tenant) ? { [AUDIT_TENANT]: { S: record.tenant } } : {}),
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

/** At most this many touched ids are printed, each cut at 64 characters. */
const PRINTED_TOUCHED = 50;

function touchedPart(touched: readonly unknown[]): string {
  const shown = touched.slice(0, PRINTED_TOUCHED).map((id) => printable(id, 64));
  const more = touched.length > PRINTED_TOUCHED ? `,…(+${touched.length - PRINTED_TOUCHED} ids)` : "";
  return `touched=${shown.join(",")}${more}`;
}

/**
 * One record's fields, in the order a line shows them: when, who, how, what, where, the key and its
 * outcome, the result. `full` adds the OAuth client and the error's message (the operator's
 * `npm run audit`); `npm start`'s line is the short one. Every field is `printable` (escaped and
 * cut), whatever the stored record holds.
 */
export function recordParts(record: AuditRecord, full = false): string[] {
  const p = (value: unknown) => printable(value);
  const { error } = record;
  const failed =
    error && (full ? `${p(error.type)}: ${printable(error.message, 500)}` : `error=${p(error.type)}`);
  return [
    p(record.time),
    p(record.principal),
    full && record.clientId ? `client=${p(record.clientId)}` : "",
    p(record.caller),
    p(record.tool),
    record.tenant ? `tenant=${p(record.tenant)}` : "",
    record.idempotencyKey ? `key=${p(record.idempotencyKey)} (${p(record.idempotency)})` : "",
    record.upstreamStatus !== undefined ? `status=${p(record.upstreamStatus)}` : "",
    Array.isArray(record.touched) && record.touched.length ? touchedPart(record.touched) : "",
    record.confirmation ? `confirmation=${p(record.confirmation)}` : "",
    record.argumentsUnavailable ? `argumentsUnavailable=${p(record.argumentsUnavailable)}` : "",
    Array.isArray(record.invalid) && record.invalid.length ? `invalid=${p(record.invalid.join(","))}` : "",
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
