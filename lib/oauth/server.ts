// The whole authorization server: the protocol side (protocol-server.ts) and the person's pages
// (consent legs, account), with the connection secrets, the apps' credentials and the sign-in
// provider, each made once. The local gateway and the tests use it whole; the oauth function
// builds it only for a page (functions/oauth.ts).
import { SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import type express from "express";
import { lazyClient } from "../runtime/lazy-client";
import { awsSecrets } from "../upstream-tokens/secrets-manager";
import { type ClientCredentials, parseClientCredentials } from "../upstream-tokens/token-set";
import type { AccessTokens } from "./access-token";
import { createAuthorizationServerApp } from "./app";
import { ConnectionSecrets } from "./connection-secrets";
import type { EndpointPath } from "./endpoints/index";
import type { OAuthHandler } from "./http";
import { createProtocolServer, type ProtocolOptions, type ProtocolServer } from "./protocol-server";
import type { DeploymentProvider } from "./provider";
import type { AuthServerSettings } from "./settings";
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
  options: ProtocolOptions & { secrets?: SecretsManagerClient } = {},
): Promise<AuthorizationServer> {
  return withPages(createProtocolServer(settings, options), options.secrets);
}

/** The person's pages on top of a protocol server: the Express app that serves both. */
export function withPages(protocol: ProtocolServer, secrets?: SecretsManagerClient): AuthorizationServer {
  const { settings, store, provider, grants, endpoints, tokens } = protocol;
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
    secrets ?? new SecretsManagerClient({}),
  );
  const app = createAuthorizationServerApp(
    { settings, store, provider, grants, connections, credentials, signIn },
    endpoints,
  );
  return { app, endpoints, provider, tokens };
}
