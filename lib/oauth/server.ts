// Builds the authorization server from its settings: the store, the signing key, the clients, the
// provider, the connection secrets, the app credentials and the sign-in provider, each made once.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import type express from "express";
import { awsSecrets } from "../auth/secrets-manager";
import { type ClientCredentials, parseClientCredentials } from "../auth/token-set";
import { AccessTokens } from "./access-token";
import { createAuthorizationServerApp, RESOURCE_PATHS } from "./app";
import { ClientStore } from "./clients";
import { ConnectionSecrets } from "./connection-secrets";
import { DeploymentProvider } from "./provider";
import type { AuthServerSettings } from "./settings";
import { OAuthStore } from "./store";
import { discoverProvider, type Provider } from "./upstream-client";

/** The access-token key: given (local runs) or read from its secret. */
export async function signingKeyOf(
  settings: Pick<AuthServerSettings, "signingKey" | "signingKeySecretId">,
): Promise<string> {
  if (settings.signingKey) return settings.signingKey;
  if (!settings.signingKeySecretId)
    throw new Error("Set OAUTH_SIGNING_KEY_SECRET_ID (docs/remote-access.md).");
  const key = await awsSecrets.read(settings.signingKeySecretId);
  if (!key) throw new Error(`The signing key secret ${settings.signingKeySecretId} is empty.`);
  return key;
}

/** Memoises a loader, forgetting a failure so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load().catch((error) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

export interface AuthorizationServer {
  app: express.Express;
  provider: DeploymentProvider;
  tokens: AccessTokens;
}

export async function createAuthorizationServer(
  settings: AuthServerSettings,
  clients: { dynamo?: DynamoDBClient; secrets?: SecretsManagerClient } = {},
): Promise<AuthorizationServer> {
  const store = new OAuthStore(settings.tableName, clients.dynamo ?? new DynamoDBClient({}));
  const tokens = new AccessTokens(await signingKeyOf(settings), settings.baseUrl);
  const provider = new DeploymentProvider({
    store,
    clients: new ClientStore(store, { allowLoopbackMetadataDocuments: settings.allowLoopbackHttp }),
    tokens,
    resources: RESOURCE_PATHS.map((path) => `${settings.baseUrl}/${path}`),
    consentUrl: `${settings.baseUrl}/consent`,
  });
  const credentialCache = new Map<string, () => Promise<ClientCredentials>>();
  const credentials = (secretId: string) => {
    let load = credentialCache.get(secretId);
    if (!load) {
      load = once(async () => parseClientCredentials(await awsSecrets.read(secretId), secretId));
      credentialCache.set(secretId, load);
    }
    return load();
  };
  const signIn: () => Promise<Provider> = once(async () =>
    discoverProvider(
      settings.signIn.issuer,
      await credentials(settings.signIn.clientSecretId),
      settings.allowLoopbackHttp,
    ),
  );
  const connections = new ConnectionSecrets(
    settings.tokenSecretPrefix,
    clients.secrets ?? new SecretsManagerClient({}),
  );
  const app = createAuthorizationServerApp({ settings, store, provider, connections, credentials, signIn });
  return { app, provider, tokens };
}
