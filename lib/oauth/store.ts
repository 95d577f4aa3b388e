// The authorization server's state in DynamoDB: one table, one item per thing, each kind under its
// own key prefix, everything short-lived with a TTL (`expiresAt`, epoch seconds; DynamoDB deletes
// late, so reads check it too). Secrets that stand for access (codes, refresh tokens, session
// cookies) are stored only as SHA-256 hashes, and "use once" is a conditional write.
import { createHash, randomBytes } from "node:crypto";
import { ConditionalCheckFailedException, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from "@aws-sdk/lib-dynamodb";

export type ItemKind =
  | "client"
  | "request"
  | "code"
  | "refresh"
  | "family"
  | "session"
  | "attempt"
  | "grants"
  | "grant"
  | "registrations"
  | "dpop";

type Item = Record<string, unknown>;

/**
 * The table's global secondary indexes (the CDK table and local/oauth-stack.ts create them so).
 * `byPrincipal`: a person's grants (grants.ts), sparse: only grant items carry its partition key.
 */
export const OAUTH_INDEXES = {
  byPrincipal: { partitionKey: "grantPrincipal", sortKey: "grantedAt" },
} as const;
export type IndexName = keyof typeof OAUTH_INDEXES;

/** A random value for a code, token, state or cookie: 256 bits, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** DynamoDB's limit on a partition key. A longer id (a client id is the caller's) names no item. */
const MAX_KEY_BYTES = 2048;

export class OAuthStore {
  private readonly documents: DynamoDBDocumentClient;

  constructor(
    private readonly tableName: string,
    client: DynamoDBClient = new DynamoDBClient({}),
  ) {
    this.documents = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }

  private key(kind: ItemKind, id: string) {
    return { id: `oauth#${kind}#${id}` };
  }

  /** Whether the id can be a key at all; lookups of one that cannot find nothing, without asking DynamoDB. */
  private canExist(kind: ItemKind, id: string): boolean {
    return Buffer.byteLength(this.key(kind, id).id) <= MAX_KEY_BYTES;
  }

  /** Writes an item, replacing any; `ttlSeconds` from now, or kept until deleted. */
  async put(kind: ItemKind, id: string, item: Item, ttlSeconds?: number): Promise<void> {
    const expiresAt = ttlSeconds === undefined ? undefined : nowSeconds() + ttlSeconds;
    await this.documents.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { ...item, ...this.key(kind, id), expiresAt },
      }),
    );
  }

  /** Writes an item only if none has that key (a fresh random id or a first registration). */
  async create(kind: ItemKind, id: string, item: Item, ttlSeconds?: number): Promise<boolean> {
    const expiresAt = ttlSeconds === undefined ? undefined : nowSeconds() + ttlSeconds;
    try {
      await this.documents.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...item, ...this.key(kind, id), expiresAt },
          ConditionExpression: "attribute_not_exists(id)",
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async get<T extends Item>(kind: ItemKind, id: string): Promise<T | undefined> {
    if (!this.canExist(kind, id)) return undefined;
    const { Item: item } = await this.documents.send(
      new GetCommand({ TableName: this.tableName, Key: this.key(kind, id), ConsistentRead: true }),
    );
    return item && !expired(item) ? (item as T) : undefined;
  }

  /** Deletes the item and returns what it held: exactly one caller gets it, however many race. */
  async consume<T extends Item>(kind: ItemKind, id: string): Promise<T | undefined> {
    if (!this.canExist(kind, id)) return undefined;
    try {
      const { Attributes: item } = await this.documents.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: this.key(kind, id),
          ConditionExpression: "attribute_exists(id)",
          ReturnValues: "ALL_OLD",
        }),
      );
      return item && !expired(item) ? (item as T) : undefined;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  }

  /**
   * Sets `field` to true if it is not yet: true for the one caller that flipped it, false when
   * it already was (a refresh token presented a second time) or the item is gone.
   */
  async flagOnce(kind: ItemKind, id: string, field: string): Promise<boolean> {
    return this.setOnce(kind, id, field, true);
  }

  /** Sets `field` to `value` if it is not set yet: true for the one caller that set it (flagOnce's race, with a value). */
  async setOnce(kind: ItemKind, id: string, field: string, value: unknown): Promise<boolean> {
    const done = await this.updateIf(kind, id, {
      UpdateExpression: "SET #field = :value",
      ConditionExpression: "attribute_exists(id) AND attribute_not_exists(#field)",
      ExpressionAttributeNames: { "#field": field },
      ExpressionAttributeValues: { ":value": value },
    });
    return done !== undefined;
  }

  /** Sets one field of an existing item; false when the item is gone. */
  async setField(kind: ItemKind, id: string, field: string, value: unknown): Promise<boolean> {
    const done = await this.updateIf(kind, id, {
      UpdateExpression: "SET #field = :value",
      ConditionExpression: "attribute_exists(id)",
      ExpressionAttributeNames: { "#field": field },
      ExpressionAttributeValues: { ":value": value },
    });
    return done !== undefined;
  }

  /**
   * Adds `by` to a numeric field, creating the item (expiring `ttlSeconds` after its creation) if
   * need be, and returns the new value: a counter many callers can share without losing counts.
   */
  async increment(kind: ItemKind, id: string, field: string, ttlSeconds: number, by = 1): Promise<number> {
    const done = await this.updateIf(kind, id, {
      UpdateExpression: "ADD #field :by SET expiresAt = if_not_exists(expiresAt, :expiresAt)",
      ExpressionAttributeNames: { "#field": field },
      ExpressionAttributeValues: { ":by": by, ":expiresAt": nowSeconds() + ttlSeconds },
      ReturnValues: "UPDATED_NEW",
    });
    return Number(done?.old?.[field] ?? 0);
  }

  /** Moves an existing item's expiry to `ttlSeconds` from now (undefined: kept until deleted). */
  async setExpiry(kind: ItemKind, id: string, ttlSeconds?: number): Promise<boolean> {
    const done = await this.updateIf(kind, id, {
      ConditionExpression: "attribute_exists(id)",
      ...(ttlSeconds === undefined
        ? { UpdateExpression: "REMOVE expiresAt" }
        : {
            UpdateExpression: "SET expiresAt = :expiresAt",
            ExpressionAttributeValues: { ":expiresAt": nowSeconds() + ttlSeconds },
          }),
    });
    return done !== undefined;
  }

  /**
   * Sets one entry of the item's `entries` map, creating the item (and map) if need be, and moves
   * its expiry to `ttlSeconds` from now. Two writes: DynamoDB sets a map member only in a map that exists.
   */
  async setEntry(kind: ItemKind, id: string, key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.updateIf(kind, id, {
      UpdateExpression: "SET entries = if_not_exists(entries, :empty), expiresAt = :expiresAt",
      ExpressionAttributeValues: { ":empty": {}, ":expiresAt": nowSeconds() + ttlSeconds },
    });
    await this.updateIf(kind, id, {
      UpdateExpression: "SET entries.#key = :value",
      ExpressionAttributeNames: { "#key": key },
      ExpressionAttributeValues: { ":value": value },
    });
  }

  /**
   * Sets `field` of an existing entry and moves the item's expiry to `ttlSeconds` from now; false
   * when the item has no such entry.
   */
  async updateEntry(
    kind: ItemKind,
    id: string,
    entry: { key: string; field: string; value: unknown },
    ttlSeconds: number,
  ): Promise<boolean> {
    const done = await this.updateIf(kind, id, {
      UpdateExpression: "SET entries.#key.#field = :value, expiresAt = :expiresAt",
      ConditionExpression: "attribute_exists(entries.#key)",
      ExpressionAttributeNames: { "#key": entry.key, "#field": entry.field },
      ExpressionAttributeValues: { ":value": entry.value, ":expiresAt": nowSeconds() + ttlSeconds },
    });
    return done !== undefined;
  }

  /** Removes an entry and returns what it held; undefined when this item has no such entry. */
  async removeEntry<T>(kind: ItemKind, id: string, key: string): Promise<T | undefined> {
    const done = await this.updateIf(kind, id, {
      UpdateExpression: "REMOVE entries.#key",
      ConditionExpression: "attribute_exists(entries.#key)",
      ExpressionAttributeNames: { "#key": key },
      ReturnValues: "UPDATED_OLD",
    });
    return (done?.old?.entries as Record<string, T> | undefined)?.[key];
  }

  /**
   * One UpdateItem: what it returned (the old values, when asked for), or undefined when its
   * condition refused it or the id cannot be a key at all.
   */
  private async updateIf(
    kind: ItemKind,
    id: string,
    update: Omit<UpdateCommandInput, "TableName" | "Key">,
  ): Promise<{ old?: Item } | undefined> {
    if (!this.canExist(kind, id)) return undefined;
    try {
      const { Attributes: old } = await this.documents.send(
        new UpdateCommand({ TableName: this.tableName, Key: this.key(kind, id), ...update }),
      );
      return old ? { old } : {};
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  }

  /**
   * Sets fields of an existing item and moves its expiry to `ttlSeconds` from now; false when the
   * item is gone (or expired: a refresh must not revive what TTL is about to delete).
   */
  async extend(kind: ItemKind, id: string, fields: Item, ttlSeconds: number): Promise<boolean> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ":expiresAt": nowSeconds() + ttlSeconds, ":now": nowSeconds() };
    const sets = Object.entries(fields).map(([name, value], index) => {
      names[`#f${index}`] = name;
      values[`:f${index}`] = value;
      return `#f${index} = :f${index}`;
    });
    const done = await this.updateIf(kind, id, {
      UpdateExpression: `SET ${[...sets, "expiresAt = :expiresAt"].join(", ")}`,
      ConditionExpression: "attribute_exists(id) AND (attribute_not_exists(expiresAt) OR expiresAt > :now)",
      ...(sets.length > 0 ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    });
    return done !== undefined;
  }

  /** Deletes the item only if `field` holds `value` (a person deletes only their own); false otherwise. */
  async deleteIf(kind: ItemKind, id: string, field: string, value: string): Promise<boolean> {
    if (!this.canExist(kind, id)) return false;
    try {
      await this.documents.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: this.key(kind, id),
          ConditionExpression: "#field = :value",
          ExpressionAttributeNames: { "#field": field },
          ExpressionAttributeValues: { ":value": value },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  /**
   * Every unexpired item of a global secondary index's partition, in its sort key's order (`newestFirst`:
   * descending). An index is eventually consistent: a write may show a moment later.
   */
  async query<T extends Item>(
    index: IndexName,
    partition: string,
    options: { newestFirst?: boolean } = {},
  ): Promise<T[]> {
    const { partitionKey } = OAUTH_INDEXES[index];
    const items: T[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: index,
          KeyConditionExpression: "#partition = :partition",
          ExpressionAttributeNames: { "#partition": partitionKey },
          ExpressionAttributeValues: { ":partition": partition },
          ScanIndexForward: !options.newestFirst,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      for (const item of page.Items ?? []) if (!expired(item)) items.push(item as T);
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }

  async delete(kind: ItemKind, id: string): Promise<void> {
    if (!this.canExist(kind, id)) return;
    await this.documents.send(new DeleteCommand({ TableName: this.tableName, Key: this.key(kind, id) }));
  }
}

function expired(item: Item): boolean {
  return typeof item.expiresAt === "number" && item.expiresAt <= nowSeconds();
}
