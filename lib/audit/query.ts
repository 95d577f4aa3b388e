// Reading the trail: one principal's records since a time (the key), or one tenant's (the index),
// newest first, narrowed by tool. Used by `npm run audit` (scripts/audit.ts) and the account page,
// which only ever asks for the signed-in person's own principal.
import { type DynamoDBClient, QueryCommand, type QueryCommandInput } from "@aws-sdk/client-dynamodb";
import {
  AUDIT_PK,
  AUDIT_RECORD,
  AUDIT_SK,
  AUDIT_TENANT,
  AUDIT_TENANT_INDEX,
  type AuditRecord,
} from "./schema";

export interface AuditQuery {
  table: string;
  /** One of principal and tenant: the key, or the index. */
  principal?: string;
  tenant?: string;
  /** ISO time: records at or after it. */
  since: string;
  tool?: string;
  /** Default 100. */
  limit?: number;
}

/** `24h`, `7d`, `30m` before `now`, or an ISO time as given. */
export function sinceOf(text: string, now = Date.now()): string {
  const relative = /^(\d+)([mhd])$/.exec(text);
  if (relative) {
    const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[relative[2] as "m" | "h" | "d"];
    return new Date(now - Number(relative[1]) * unit).toISOString();
  }
  const time = Date.parse(text);
  if (Number.isNaN(time))
    throw new Error(`--since must be an ISO time or a span like 24h, 7d (got "${text}")`);
  return new Date(time).toISOString();
}

function queryInput(query: AuditQuery): QueryCommandInput {
  const byPrincipal = query.principal !== undefined;
  if (!byPrincipal && query.tenant === undefined) throw new Error("Query by a principal or by a tenant.");
  const names: Record<string, string> = { "#k": byPrincipal ? AUDIT_PK : AUDIT_TENANT, "#sk": AUDIT_SK };
  const values: NonNullable<QueryCommandInput["ExpressionAttributeValues"]> = {
    ":k": { S: (byPrincipal ? query.principal : query.tenant) as string },
    ":since": { S: query.since },
  };
  const filters: string[] = [];
  // By principal, a tenant narrows as a filter; by tenant alone, the index is the key.
  if (byPrincipal && query.tenant !== undefined) {
    names["#tenant"] = AUDIT_TENANT;
    values[":tenant"] = { S: query.tenant };
    filters.push("#tenant = :tenant");
  }
  if (query.tool) {
    names["#tool"] = "tool";
    values[":tool"] = { S: query.tool };
    filters.push("#tool = :tool");
  }
  return {
    TableName: query.table,
    ...(byPrincipal ? {} : { IndexName: AUDIT_TENANT_INDEX }),
    KeyConditionExpression: "#k = :k AND #sk >= :since",
    ...(filters.length ? { FilterExpression: filters.join(" AND ") } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  };
}

/** The records the query names, newest first, at most `limit`. */
export async function queryAudit(
  client: Pick<DynamoDBClient, "send">,
  query: AuditQuery,
): Promise<AuditRecord[]> {
  const limit = query.limit ?? 100;
  const input = queryInput(query);
  const records: AuditRecord[] = [];
  let start: QueryCommandInput["ExclusiveStartKey"];
  do {
    const page = await client.send(
      new QueryCommand({ ...input, ...(start ? { ExclusiveStartKey: start } : {}) }),
    );
    for (const item of page.Items ?? []) {
      const text = item[AUDIT_RECORD]?.S;
      if (!text) continue;
      const record = JSON.parse(text) as AuditRecord;
      // Defence in depth: a record of another principal than asked never leaves this function.
      if (query.principal !== undefined && record.principal !== query.principal) continue;
      records.push(record);
      if (records.length >= limit) return records;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return records;
}
