// Setting, showing and clearing policies: what `npm run policy` (scripts/policy.ts) does, with the
// operator's credentials, against the deployed table or `npm start`'s dynalite. Rules are checked
// against the catalog here, so a typo is refused when set instead of matching nothing on every call.
import {
  DeleteItemCommand,
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
} from "@aws-sdk/client-dynamodb";
import { findToolByAnyName } from "../catalog/names";
import { PRESETS } from "../catalog/presets";
import { FAMILIES, TOOLKITS } from "../catalog/toolkits";
import { CONNECTION_NAME } from "../upstream-tokens/connections";
import { DEFAULT_CONNECTION_PRINCIPAL } from "./enforce";
import { parseRule, policyFromJson, type ToolPolicy, utcDay } from "./rules";
import { budgetKey, DEFAULT_PRINCIPAL, policyKey } from "./store";

/**
 * A principal is a connection name (`u-…` for people behind OAuth grants), `*` (the default), or
 * `(default)`: the calls that name no connection (a function's own one connection).
 */
export function checkPrincipal(principal: string): string {
  const known = principal === DEFAULT_PRINCIPAL || principal === DEFAULT_CONNECTION_PRINCIPAL;
  if (!known && !CONNECTION_NAME.test(principal)) {
    throw new Error(
      `--principal is a connection name (${CONNECTION_NAME.source}), * for the default, or (default) for calls naming no connection.`,
    );
  }
  return principal;
}

/** A rule naming a real toolkit, family, preset or tool; the tool in its canonical form. */
export function checkRule(rule: string): string {
  const { kind, name } = parseRule(rule);
  const known: Record<typeof kind, () => string | undefined> = {
    toolkit: () => ((TOOLKITS as readonly string[]).includes(name) ? name : undefined),
    family: () => ((FAMILIES as readonly string[]).includes(name) ? name : undefined),
    preset: () => PRESETS.find((preset) => preset.name === name)?.name,
    tool: () => findToolByAnyName(name)?.name,
  };
  const found = known[kind]();
  if (!found) throw new Error(`Unknown ${kind} "${name}" in rule "${rule}".`);
  return `${kind}=${found}`;
}

export function checkPolicy(policy: ToolPolicy): ToolPolicy {
  const checked: ToolPolicy = { ...policy };
  if (policy.allow) checked.allow = policy.allow.map(checkRule);
  if (policy.deny) checked.deny = policy.deny.map(checkRule);
  if (policy.dailyWrites !== undefined && !(Number.isInteger(policy.dailyWrites) && policy.dailyWrites >= 0))
    throw new Error("--daily-writes is a whole number of writes per UTC day.");
  return checked;
}

export async function setPolicy(
  client: DynamoDBClient,
  table: string,
  principal: string,
  policy: ToolPolicy,
) {
  const checked = checkPolicy(policy);
  await client.send(
    new PutItemCommand({
      TableName: table,
      Item: {
        id: { S: policyKey(checkPrincipal(principal)) },
        policy: { S: JSON.stringify(checked) },
        updatedAt: { S: new Date().toISOString() },
      },
    }),
  );
  return checked;
}

export interface ShownPolicy {
  principal: string;
  /** The principal's own policy, or the default it falls back to, or none. */
  source: "own" | "default" | "none";
  policy?: ToolPolicy;
  writesToday?: number;
}

/** What applies to `principal` and how many writes it made today (UTC). */
export async function showPolicy(
  client: DynamoDBClient,
  table: string,
  principal: string,
  now = new Date(),
): Promise<ShownPolicy> {
  const get = async (id: string) =>
    (
      await client.send(
        new GetItemCommand({ TableName: table, Key: { id: { S: id } }, ConsistentRead: true }),
      )
    ).Item;
  checkPrincipal(principal);
  const own = await get(policyKey(principal));
  const fallback =
    own ?? (principal === DEFAULT_PRINCIPAL ? undefined : await get(policyKey(DEFAULT_PRINCIPAL)));
  const counter = await get(budgetKey(principal, utcDay(now)));
  const shown: ShownPolicy = { principal, source: own ? "own" : fallback ? "default" : "none" };
  const text = (own ?? fallback)?.policy?.S;
  if (text) shown.policy = policyFromJson(text);
  if (counter?.writes?.N) shown.writesToday = Number(counter.writes.N);
  return shown;
}

export async function clearPolicy(client: DynamoDBClient, table: string, principal: string): Promise<void> {
  await client.send(
    new DeleteItemCommand({ TableName: table, Key: { id: { S: policyKey(checkPrincipal(principal)) } } }),
  );
}
