// `AUTH=oauth npm start`: the local stack as deployed with the OAuth front door. The authorization
// server runs in the gateway's process with its state in a second dynalite table; people's
// connections and the apps' credentials live in a local Secrets Manager; the family functions read
// each principal's token sets from there (`<P>_TOKEN_SECRET_ID` with `{connection}`), exactly as on
// AWS. Sign-in and the Xero and TickTick consent are the sandboxes' (docs/sandbox-oauth.md).
import { CreateTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { createAuthorizationServer } from "../lib/oauth/server";
import { readAuthServerSettings } from "../lib/oauth/settings";
import { newLocalKeySet } from "../lib/oauth/signing-key-es256";
import { OAUTH_INDEXES } from "../lib/oauth/store";
import type { LocalDynamo } from "./dynamodb";
import type { GatewayOAuth } from "./gateway-oauth";
import type { LedgerSandbox } from "./sandbox/ledger/index";
import { SANDBOX_XERO_APP } from "./sandbox/ledger/index";
import { SANDBOX_TICKTICK_APP, type TasksSandbox } from "./sandbox/tasks/index";
import { type SecretsManagerFake, startSecretsManagerFake } from "./secrets-manager";

export const LOCAL_OAUTH_TABLE = "agent-tools-oauth";
const PREFIX = "agent-tools/";

/**
 * The authorization server's table as the CDK stack makes it (infra/constructs/oauth-front-door.ts):
 * partition key `id`, and the global secondary indexes lib/oauth/store.ts queries.
 */
export async function createOAuthTable(client: DynamoDBClient, name: string): Promise<void> {
  const { partitionKey, sortKey } = OAUTH_INDEXES.byPrincipal;
  await client.send(
    new CreateTableCommand({
      TableName: name,
      KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
      AttributeDefinitions: [
        { AttributeName: "id", AttributeType: "S" },
        { AttributeName: partitionKey, AttributeType: "S" },
        { AttributeName: sortKey, AttributeType: "N" },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: "byPrincipal",
          KeySchema: [
            { AttributeName: partitionKey, KeyType: "HASH" },
            { AttributeName: sortKey, KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "ALL" },
        },
      ],
      BillingMode: "PAY_PER_REQUEST",
    }),
  );
}

export interface LocalOAuth {
  secrets: SecretsManagerFake;
  /** Attaches the authorization server once the gateway's URL is known. */
  attach(baseUrl: string): Promise<GatewayOAuth>;
  close(): Promise<void>;
}

/** Sets up everything but the server itself, which needs the gateway's URL (`attach`). */
export async function startLocalOAuth(
  env: NodeJS.ProcessEnv,
  dynamo: LocalDynamo,
  sandboxes: { tasks: TasksSandbox; ledger: LedgerSandbox },
  /** The certificate client metadata documents are checked against; see LocalStackOptions.metadataCa. */
  metadataCa?: string,
): Promise<LocalOAuth> {
  // The stand-ins' credential and region (local/credentials.ts): the local Secrets Manager below and
  // dynalite answer nothing else.
  const clientConfig = { region: dynamo.region, credentials: { ...dynamo.credentials } };
  const tables = new DynamoDBClient({ ...clientConfig, endpoint: dynamo.endpoint });
  try {
    await createOAuthTable(tables, LOCAL_OAUTH_TABLE);
  } finally {
    tables.destroy();
  }
  const xeroClient = `${PREFIX}ledger/oauth-client`;
  const tickTickClient = `${PREFIX}tasks/oauth-client`;
  const secrets = await startSecretsManagerFake(
    {
      [xeroClient]: JSON.stringify({
        client_id: SANDBOX_XERO_APP.clientId,
        client_secret: SANDBOX_XERO_APP.clientSecret,
      }),
      [tickTickClient]: JSON.stringify({
        client_id: SANDBOX_TICKTICK_APP.clientId,
        client_secret: SANDBOX_TICKTICK_APP.clientSecret,
      }),
    },
    { credentials: dynamo.credentials, region: dynamo.region },
  );
  const { ledger, tasks } = sandboxes;
  Object.assign(env, {
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    // The functions: each principal's own token sets, refreshed against the sandbox's identity service.
    TASKS_TOKEN_SECRET_ID: `${PREFIX}tasks/{connection}`,
    LEDGER_TOKEN_SECRET_ID: `${PREFIX}ledger/{connection}`,
    LEDGER_OAUTH_CLIENT_SECRET_ID: xeroClient,
    LEDGER_TOKEN_ENDPOINT: ledger.oauth.tokenUrl,
    // The authorization server.
    OAUTH_TABLE: LOCAL_OAUTH_TABLE,
    // One ES256 key, active at once (a deployment's come from npm run rotate-signing-key).
    OAUTH_SIGNING_KEY: await newLocalKeySet(),
    TOKEN_SECRET_PREFIX: PREFIX,
    SIGNIN_ISSUER: ledger.oauth.issuer,
    SIGNIN_CLIENT_SECRET_ID: xeroClient,
    LEDGER_AUTHORIZE_URL: ledger.oauth.authorizeUrl,
    LEDGER_CONNECTIONS_URL: ledger.oauth.connectionsUrl,
    LEDGER_REVOCATION_URL: ledger.oauth.revocationUrl,
    TASKS_OAUTH_CLIENT_SECRET_ID: tickTickClient,
    TASKS_AUTHORIZE_URL: tasks.oauth.authorizeUrl,
    TASKS_TOKEN_ENDPOINT: tasks.oauth.tokenUrl,
  });
  delete env.TASKS_API_ACCESS_TOKEN;
  delete env.LEDGER_API_ACCESS_TOKEN;
  return {
    secrets,
    async attach(baseUrl) {
      env.OAUTH_BASE_URL = baseUrl;
      env.CONNECT_URL = `${baseUrl}/account`;
      ledger.oauth.allowRedirectUri(`${baseUrl}/callback`);
      tasks.oauth.allowRedirectUri(`${baseUrl}/callback`);
      const server = await createAuthorizationServer(readAuthServerSettings(env), {
        dynamo: new DynamoDBClient({ ...clientConfig, endpoint: dynamo.endpoint }),
        secrets: new SecretsManagerClient({ ...clientConfig, endpoint: secrets.endpoint }),
        ...(metadataCa ? { metadataCa } : {}),
      });
      return { app: server.app, tokens: server.tokens, baseUrl };
    },
    close: () => secrets.close(),
  };
}
