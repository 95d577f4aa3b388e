// The protocol peers of token handling, all on 127.0.0.1: the Secrets Manager fake, dynalite with
// the idempotency table, and a Xero-like token endpoint; the environment points the real SDK
// clients at them with the credential the stand-ins check (local/credentials.ts), and turns the
// SDK's own retries off (AWS_MAX_ATTEMPTS=1), so a count of calls on a fake is a count of the
// code's own attempts.

import { DynamoDBClient, GetItemCommand } from "@aws-sdk/client-dynamodb";
import { leaseKeyFor } from "../../lib/upstream-tokens/refresh-lease";
import { localCredentials } from "../../local/credentials";
import { startSecretsManagerFake } from "../../local/secrets-manager";
import { startDynalite } from "./dynalite";
import { startOAuthFake } from "./oauth-fake";

export const CLIENT = { id: "client-id-0a1b2c3d", secret: "client-secret-9f8e7d6c5b4a" };
export const CLIENT_SECRET_ID = "agent-tools/ledger/oauth-client";
export const FIRST_REFRESH_TOKEN = "xero-refresh-0-initial";

export async function startTokenPeers() {
  const secrets = await startSecretsManagerFake({
    [CLIENT_SECRET_ID]: JSON.stringify({ client_id: CLIENT.id, client_secret: CLIENT.secret }),
  });
  const dynamo = await startDynalite();
  const oauth = await startOAuthFake({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    refreshToken: FIRST_REFRESH_TOKEN,
    delayMs: 50,
  });
  Object.assign(process.env, {
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: localCredentials().accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials().secretAccessKey,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    IDEMPOTENCY_TABLE: dynamo.tableName,
    LEDGER_TOKEN_ENDPOINT: oauth.url,
    AWS_MAX_ATTEMPTS: "1",
  });
  delete process.env.AWS_PROFILE;
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: "us-east-1",
    credentials: localCredentials(),
    maxAttempts: 1,
  });
  return {
    secrets,
    dynamo,
    oauth,
    /** The refresh lease record of a connection as DynamoDB holds it, or undefined. */
    leaseRecord: async (secretId: string) =>
      (
        await client.send(
          new GetItemCommand({
            TableName: dynamo.tableName,
            Key: { id: { S: leaseKeyFor(secretId) } },
            ConsistentRead: true,
          }),
        )
      ).Item,
    close: async () => {
      client.destroy();
      await Promise.all([secrets.close(), dynamo.close(), oauth.close()]);
    },
  };
}

/** A stored Xero token set expiring `inMs` from now, with the shared client secret. */
export function xeroTokenSet(accessToken: string, inMs: number, refreshToken = FIRST_REFRESH_TOKEN): string {
  return JSON.stringify({
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_at: new Date(Date.now() + inMs).toISOString(),
    client: { secret_id: CLIENT_SECRET_ID },
  });
}
