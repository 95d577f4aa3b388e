// GET /playground/audit: the playground's "Last calls" panel reads the local audit store here. Served
// by the local gateway only, and only when `npm start` made the audit table in its own dynalite
// (local/stack.ts): a run pointed at a deployed table (IDEMPOTENCY_TABLE set) has no such route, and
// its trail is read with `npm run audit`. The records are read with lib/audit/query.ts, as
// `npm run audit` and the account page read them, and handed on as stored: the arguments are
// already under the rule of lib/audit/arguments.ts, and nothing is added that the record lacks.
//
// Whose records: always the principal `default`, never one named by the request. The playground
// sends no bearer token, so the calls it makes carry no connection and are recorded under `default`
// (lib/audit/record.ts), with or without AUTH=oauth. Under AUTH=oauth the page cannot call (it is no
// OAuth client, and shows "sign-in needed"), so the panel is not principal-aware there either: a
// person's own records, under their `u-…` principal, are on the account page (/account), which
// checks their session. One rule, then: this route shows `default`'s records and nobody else's.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { queryAudit } from "../../lib/audit/query";
import { type AuditRecord, auditsReads } from "../../lib/audit/schema";
import { LOCAL_REGION, type LocalCredentials, localCredentials } from "../credentials";

export const PLAYGROUND_AUDIT_ROUTE = "/playground/audit";

/** The principal of every call the playground makes: no bearer token, so no connection. */
export const PLAYGROUND_PRINCIPAL = "default";

export const DEFAULT_LAST_CALLS = 20;
export const MAX_LAST_CALLS = 100;

/** What GET /playground/audit answers. */
export interface LastCallsAnswer {
  principal: string;
  /** `writes`: writes and deletes only; `all`: reads too (AUDIT_READS=1, CDK context auditReads). */
  recorded: "writes" | "all";
  limit: number;
  /** Newest first. */
  records: AuditRecord[];
}

export interface LocalAuditReader {
  lastCalls(limit: number): Promise<LastCallsAnswer>;
  close(): void;
}

/**
 * The reader of the local audit table in the embedded dynalite at `endpoint` (loopback only),
 * signing with the stand-in's credential (local/credentials.ts).
 */
export function localAuditReader(
  endpoint: string,
  table: string,
  env: NodeJS.ProcessEnv = process.env,
  {
    credentials = localCredentials(),
    region = LOCAL_REGION,
  }: { credentials?: LocalCredentials; region?: string } = {},
): LocalAuditReader {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(endpoint))
    throw new Error("The playground reads the local audit table on loopback only.");
  let client: DynamoDBClient | undefined;
  return {
    async lastCalls(limit) {
      client ??= new DynamoDBClient({ endpoint, region, credentials: { ...credentials } });
      // The local table lives as long as the process: every record it holds is recent.
      const records = await queryAudit(client, {
        table,
        principal: PLAYGROUND_PRINCIPAL,
        since: new Date(0).toISOString(),
        limit,
      });
      return {
        principal: PLAYGROUND_PRINCIPAL,
        recorded: auditsReads(env) ? "all" : "writes",
        limit,
        records,
      };
    },
    close() {
      client?.destroy();
      client = undefined;
    },
  };
}

/** `?limit=`: a whole number from 1 to MAX_LAST_CALLS, else undefined (refused). */
export function lastCallsLimit(params: URLSearchParams): number | undefined {
  const text = params.get("limit");
  if (text === null) return DEFAULT_LAST_CALLS;
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const limit = Number(text);
  return limit >= 1 && limit <= MAX_LAST_CALLS ? limit : undefined;
}

export const NO_LOCAL_TRAIL =
  "No local audit trail in this run: npm start keeps one only in its embedded dynalite (IDEMPOTENCY_TABLE " +
  "and AUDIT_TABLE unset). Read a deployed table with npm run audit (docs/operations.md).";
