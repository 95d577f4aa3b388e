// Builds the authorization server from its settings: the store, the signing key, the clients, the
// provider, the connection secrets, the app credentials and the sign-in provider, each made once.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import type express from "express";
import { awsSecrets } from "../auth/secrets-manager";
import { type ClientCredentials, parseClientCredentials } from "../auth/token-set";
import { lazyClient } from "../runtime/lazy-client";
import { AccessTokens } from "./access-token";
import { createAuthorizationServerApp } from "./app";
import { ClientStore } from "./clients";
import { ConnectionSecrets } from "./connection-secrets";
import { type EndpointPath, protocolEndpoints } from "./endpoints/index";
import { registerHandler } from "./endpoints/register";
import { Grants } from "./grants";
import type { OAuthHandler } from "./http";
import { RESOURCE_PATHS } from "./metadata";
import { DeploymentProvider } from "./provider";
import type { AuthServerSettings } from "./settings";
import { signingKeyOf } from "./signing-key";
import { OAuthStore } from "./store";
import { discoverProvider, type Provider } from "./upstream-client";

export interface AuthorizationServer {
  app: express.Express;
  /** The protocol endpoints without Express, for the oauth function's API Gateway events (http.ts). */
  endpoints: Readonly<Record<EndpointPath, OAuthHandler>>;
  provider: DeploymentProvider;
  tokens: AccessTokens;
}

export async function createAuthorizationServer(
  settings: AuthServerSettings,
  clients: {
    dynamo?: DynamoDBClient;
    secrets?: SecretsManagerClient;
    /** A trust anchor for client metadata documents instead of Node's bundled ones (tests). */
    metadataCa?: string;
    /** The protocol endpoints' clock in milliseconds (tests move it: refresh grace, secret expiry). */
    now?: () => number;
    /** Registrations one address may make per hour (default registration-limit.ts's). */
    registrationsPerSourcePerHour?: number;
  } = {},
): Promise<AuthorizationServer> {
  const store = new OAuthStore(settings.tableName, clients.dynamo ?? new DynamoDBClient({}));
  const tokens = new AccessTokens(await signingKeyOf(settings), settings.baseUrl);
  const grants = new Grants(store);
  const clientStore = new ClientStore(store, {
    allowLoopbackMetadataDocuments: settings.allowLoopbackHttp,
    ...(clients.metadataCa ? { ca: clients.metadataCa } : {}),
    ...(settings.clientAllowlist ? { allowlist: settings.clientAllowlist } : {}),
  });
  const provider = new DeploymentProvider({
    store,
    grants,
    clients: clientStore,
    tokens,
    resources: RESOURCE_PATHS.map((path) => `${settings.baseUrl}/${path}`),
    issuer: settings.baseUrl,
    consentUrl: `${settings.baseUrl}/consent`,
    ...(clients.now ? { now: clients.now } : {}),
  });
  // Each app's credentials and the sign-in provider are loaded once; a failed load is tried again.
  const credentialCache = new Map<string, { get(): Promise<ClientCredentials> }>();
  const credentials = (secretId: string) => {
    let loaded = credentialCache.get(secretId);
    if (!loaded) {
      loaded = lazyClient(async () => parseClientCredentials(await awsSecrets.read(secretId), secretId));
      credentialCache.set(secretId, loaded);
    }
    return loaded.get();
  };
  const signInProvider = lazyClient<Provider>(async () =>
    discoverProvider(
      settings.signIn.issuer,
      await credentials(settings.signIn.clientSecretId),
      settings.allowLoopbackHttp,
    ),
  );
  const signIn = () => signInProvider.get();
  const connections = new ConnectionSecrets(
    settings.tokenSecretPrefix,
    clients.secrets ?? new SecretsManagerClient({}),
  );
  const endpoints = protocolEndpoints(
    provider,
    registerHandler({
      clients: clientStore,
      store,
      ...(clients.registrationsPerSourcePerHour === undefined
        ? {}
        : { perSourcePerHour: clients.registrationsPerSourcePerHour }),
    }),
  );
  const app = createAuthorizationServerApp(
    { settings, store, provider, grants, connections, credentials, signIn },
    endpoints,
  );
  return { app, endpoints, provider, tokens };
}
