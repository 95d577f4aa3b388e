// The audit table's shape and settings, in one place for the CDK construct, the writer, the
// readers (scripts/audit.ts, the account page) and the local table of `npm start`. No SDK here.

/** Partition key: the principal (`u-...` from lib/oauth/principal.ts, an IAM connection, or `default`). */
export const AUDIT_PK = "pk";
/** Sort key: `<ISO time>#<random id>`: time order within a principal, and no two calls collide. */
export const AUDIT_SK = "sk";
/** The index by tenant and time (sparse: only calls that name a valid Xero tenant, a UUID, have one). */
export const AUDIT_TENANT_INDEX = "byTenant";
export const AUDIT_TENANT = "tenant";
/** Epoch seconds after which DynamoDB's TTL may delete the record. */
export const AUDIT_TTL = "expiresAt";
/** The whole record as JSON (the key attributes repeat parts of it for the key and index). */
export const AUDIT_RECORD = "record";

/** Env: the table's name; unset: no audit records are written (a bare unit test, a custom stack). */
export const AUDIT_TABLE_ENV = "AUDIT_TABLE";
/** Env: `1`: reads are recorded too (CDK context `auditReads`). */
export const AUDIT_READS_ENV = "AUDIT_READS";
/** Env: days a record is kept (CDK context `auditRetentionDays`). */
export const AUDIT_RETENTION_ENV = "AUDIT_RETENTION_DAYS";
/** Env: `1`: each record is also printed as one short line (`npm start`). */
export const AUDIT_PRINT_ENV = "AUDIT_PRINT";

export const DEFAULT_AUDIT_RETENTION_DAYS = 400;

/** The metric counting records that could not be written (the alarm in infra/constructs/monitoring.ts). */
export const AUDIT_WRITE_FAILURES_METRIC = "AuditWriteFailures";

export function auditRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env[AUDIT_RETENTION_ENV]);
  return Number.isFinite(days) && days > 0 ? days : DEFAULT_AUDIT_RETENTION_DAYS;
}

export function auditsReads(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[AUDIT_READS_ENV] === "1" || env[AUDIT_READS_ENV] === "true";
}

/** How the call reached the family function. */
export type CallerKind =
  | "http"
  | "mcp"
  | "discovery"
  | "code"
  | "stepfunctions"
  | "agentcore"
  | "direct"
  | "sqs"
  | "eventbridge";

/** A field a caller could write, kept only when valid (lib/audit/record.ts), else hashed and named so. */
export type InvalidField = "principal" | "clientId" | "tool" | "tenant" | "idempotencyKey" | "touched";

/** One audit record, as stored in AUDIT_RECORD. */
export interface AuditRecord {
  time: string;
  principal: string;
  clientId?: string;
  caller: CallerKind;
  /** A code-mode script's inner call: the id of the `execute` run that made it. */
  codeRun?: string;
  tool: string;
  family?: string;
  /** A UUID (the tenant index's key), or the hash of an invalid one (named in `invalid`). */
  tenant?: string;
  operation?: string;
  readOnly?: boolean;
  /** The arguments under the rule of arguments.ts; absent when `argumentsUnavailable` says why. */
  arguments?: unknown;
  /** `too-deep`, `cycle`, `bigint`, `too-large`, `unserialisable`, or `record-failed` (a minimal record). */
  argumentsUnavailable?: string;
  idempotencyKey?: string;
  /** first run, replay, conflict, unknown; `none` for an unkeyed call (a read). */
  idempotency: "first" | "replay" | "conflict" | "unknown" | "none";
  upstreamStatus?: number;
  /** `InvoiceID`s and the like, or a task's `id`. */
  touched?: string[];
  error?: { type: string; message: string; status?: number };
  /**
   * A destructive tool's confirmation decision (lib/confirmation): `asked` is an answer that ran
   * nothing (it names what would go, and touched nothing), `confirmed` the repeat that ran.
   */
  confirmation?: string;
  /** The fields that held an invalid value and hold its hash (`sha256:<16 hex>/<length>`) instead. */
  invalid?: InvalidField[];
}
