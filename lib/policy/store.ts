// Where policies live: a DynamoDB table of their own (POLICY_TABLE, infra/constructs/policy-table.ts),
// one item per principal (`policy#<principal>`) and a default (`policy#*`) for everyone without
// one, the policy as JSON; the daily budget as a counter item per principal and UTC day
// (`writes#<principal>#<day>`), which expires two days on. The functions may read every item but
// update only counters (IAM `dynamodb:LeadingKeys`), so no function can change a policy.
//
// A principal's policy is read with one BatchGetItem (its item and the default) and kept 30 s in
// this container, so an operator's change applies within a minute and a deployment without policies
// costs at most one request per principal and container every 30 s.
import { lazyClient } from "../runtime/lazy-client";
import { policyFromJson, type ToolPolicy } from "./rules";

/** The table `npm start` creates in its dynalite. */
export const LOCAL_POLICY_TABLE = "agent-tools-policies";

export const POLICY_CACHE_MS = 30_000;
/** After a failed read, the last policy read is used while it is at most this old; then calls are refused. */
export const STALE_IF_ERROR_MS = 5 * 60_000;
/** The default policy's principal: applies to whoever has no item of their own. */
export const DEFAULT_PRINCIPAL = "*";

type Attr = { S?: string; N?: string };
interface PolicySdk {
  client: { send(command: unknown): Promise<Record<string, unknown>> };
  BatchGetItemCommand: new (input: unknown) => unknown;
  UpdateItemCommand: new (input: unknown) => unknown;
  ConditionalCheckFailedException: new (...args: never[]) => Error;
}

const sdk = lazyClient<PolicySdk>(() =>
  import("@aws-sdk/client-dynamodb").then((module) => ({
    client: new module.DynamoDBClient({}) as unknown as PolicySdk["client"],
    BatchGetItemCommand: module.BatchGetItemCommand as unknown as PolicySdk["BatchGetItemCommand"],
    UpdateItemCommand: module.UpdateItemCommand as unknown as PolicySdk["UpdateItemCommand"],
    ConditionalCheckFailedException:
      module.ConditionalCheckFailedException as unknown as PolicySdk["ConditionalCheckFailedException"],
  })),
);

export const policyKey = (principal: string) => `policy#${principal}`;
export const budgetKey = (principal: string, day: string) => `writes#${principal}#${day}`;

/** Requests sent to the table by this container: what the cold-path note measures. */
export const policyReads = { count: 0 };

const cache = new Map<string, { at: number; policy: ToolPolicy | undefined }>();

/** For tests (and `npm run policy` against the local stack): forget what was read and the client. */
export function resetPolicyCache(): void {
  cache.clear();
  sdk.reset();
  policyReads.count = 0;
}

async function readPolicy(table: string, principal: string): Promise<ToolPolicy | undefined> {
  const { client, BatchGetItemCommand } = await sdk.get();
  const keys = [policyKey(principal), policyKey(DEFAULT_PRINCIPAL)];
  policyReads.count += 1;
  const answer = (await client.send(
    new BatchGetItemCommand({
      RequestItems: {
        [table]: { Keys: [...new Set(keys)].map((id) => ({ id: { S: id } })), ConsistentRead: true },
      },
    }),
  )) as { Responses?: Record<string, Record<string, Attr>[]>; UnprocessedKeys?: Record<string, unknown> };
  if (answer.UnprocessedKeys && Object.keys(answer.UnprocessedKeys).length > 0) {
    throw new Error("the policy table throttled the read");
  }
  const items = new Map((answer.Responses?.[table] ?? []).map((item) => [item.id?.S, item.policy?.S]));
  // The principal's own item replaces the default whole: an operator sets a person's policy entirely.
  const text = items.get(keys[0]) ?? items.get(keys[1]);
  return text === undefined ? undefined : policyFromJson(text);
}

/** The policy that applies to `principal` (its own, else the default), undefined: none. Throws when unreadable. */
export async function policyFor(
  table: string,
  principal: string,
  now = Date.now(),
): Promise<ToolPolicy | undefined> {
  const cached = cache.get(principal);
  if (cached && now - cached.at < POLICY_CACHE_MS) return cached.policy;
  try {
    const policy = await readPolicy(table, principal);
    cache.set(principal, { at: now, policy });
    return policy;
  } catch (error) {
    if (cached && now - cached.at < STALE_IF_ERROR_MS) return cached.policy;
    throw error;
  }
}

/**
 * Counts one write against the principal's budget for the UTC day: true when it was below `limit`
 * (and is now one more), false when the budget is spent. One conditional UpdateItem, atomic across
 * containers. Throws when the table cannot be reached (the caller refuses the write).
 */
export async function countWrite(
  table: string,
  principal: string,
  limit: number,
  now = new Date(),
): Promise<boolean> {
  if (limit <= 0) return false; // a first write would meet attribute_not_exists: no request at all
  const { client, UpdateItemCommand, ConditionalCheckFailedException } = await sdk.get();
  const day = now.toISOString().slice(0, 10);
  const expiresAt = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 2 * 86_400;
  try {
    await client.send(
      new UpdateItemCommand({
        TableName: table,
        Key: { id: { S: budgetKey(principal, day) } },
        UpdateExpression: "ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)",
        ConditionExpression: "attribute_not_exists(#count) OR #count < :limit",
        ExpressionAttributeNames: { "#count": "writes" },
        ExpressionAttributeValues: {
          ":one": { N: "1" },
          ":limit": { N: String(limit) },
          ":expires": { N: String(expiresAt) },
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
