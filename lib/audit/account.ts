// The account page's "recent writes by your agents": the signed-in person's own records, read by the
// oauth function (its one grant on the audit table is Query). The principal is always the session's,
// passed in by the page's route; queryAudit also drops any record of another principal.
import { AUDIT_TABLE_ENV, type AuditRecord } from "./schema";

/** How far back the page looks, and how many records it shows. */
export const ACCOUNT_WRITES_DAYS = 30;
export const ACCOUNT_WRITES_LIMIT = 20;

export type RecentWrites = (principal: string) => Promise<AuditRecord[]>;

let client: Promise<{ send(command: unknown): Promise<unknown> }> | undefined;

/** The reader of the deployment's table, or undefined when it has none (AUDIT_TABLE unset). */
export function recentWritesOf(env: NodeJS.ProcessEnv = process.env): RecentWrites | undefined {
  const table = env[AUDIT_TABLE_ENV];
  if (!table) return undefined;
  return async (principal) => {
    // Loaded on first use: the page's other routes never load the SDK.
    client ??= import("@aws-sdk/client-dynamodb").then((module) => new module.DynamoDBClient({}));
    const { queryAudit } = await import("./query");
    const since = new Date(Date.now() - ACCOUNT_WRITES_DAYS * 86_400_000).toISOString();
    return queryAudit((await client) as never, { table, principal, since, limit: ACCOUNT_WRITES_LIMIT });
  };
}

/** The person's records, or "unavailable" when the table cannot be read: the page shows the rest. */
export async function ownWrites(
  read: RecentWrites,
  principal: string,
): Promise<AuditRecord[] | "unavailable"> {
  try {
    return await read(principal);
  } catch {
    return "unavailable";
  }
}
