// The authorization server's protocol side, built from its settings: the store, the signing keys,
// the clients, the provider and the endpoints (authorize, token, revoke, register). No Express and
// no Secrets Manager client: the oauth function answers these paths with this alone, and builds
// the person's pages on top of it (server.ts) only when one is asked for.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { AccessTokens } from "./access-token";
import { ClientStore } from "./clients";
import { type EndpointPath, protocolEndpoints } from "./endpoints/index";
import { registerHandler } from "./endpoints/register";
import { Grants } from "./grants";
import type { OAuthHandler } from "./http";
import { RESOURCE_PATHS } from "./metadata";
import { DeploymentProvider } from "./provider";
import type { AuthServerSettings } from "./settings";
import { signingKeyRingOf } from "./signing-key";
import { OAuthStore } from "./store";

export interface ProtocolOptions {
  dynamo?: DynamoDBClient;
  /** A trust anchor for client metadata documents instead of Node's bundled ones (tests). */
  metadataCa?: string;
  /** The protocol endpoints' clock in milliseconds (tests move it: refresh grace, secret expiry). */
  now?: () => number;
  /** Registrations one address may make per hour (default registration-limit.ts's). */
  registrationsPerSourcePerHour?: number;
}

export interface ProtocolServer {
  settings: AuthServerSettings;
  store: OAuthStore;
  tokens: AccessTokens;
  grants: Grants;
  provider: DeploymentProvider;
  /** The protocol endpoints by path, for the Express app and for API Gateway events (http.ts). */
  endpoints: Readonly<Record<EndpointPath, OAuthHandler>>;
}

export function createProtocolServer(
  settings: AuthServerSettings,
  options: ProtocolOptions = {},
): ProtocolServer {
  const store = new OAuthStore(settings.tableName, options.dynamo ?? new DynamoDBClient({}));
  const tokens = new AccessTokens(signingKeyRingOf(settings), settings.baseUrl);
  const grants = new Grants(store);
  const clients = new ClientStore(store, {
    allowLoopbackMetadataDocuments: settings.allowLoopbackHttp,
    ...(options.metadataCa ? { ca: options.metadataCa } : {}),
    ...(settings.clientAllowlist ? { allowlist: settings.clientAllowlist } : {}),
  });
  const provider = new DeploymentProvider({
    store,
    grants,
    clients,
    tokens,
    resources: RESOURCE_PATHS.map((path) => `${settings.baseUrl}/${path}`),
    issuer: settings.baseUrl,
    consentUrl: `${settings.baseUrl}/consent`,
    ...(options.now ? { now: options.now } : {}),
  });
  const endpoints = protocolEndpoints(
    provider,
    registerHandler({
      clients,
      store,
      ...(options.registrationsPerSourcePerHour === undefined
        ? {}
        : { perSourcePerHour: options.registrationsPerSourcePerHour }),
    }),
  );
  return { settings, store, tokens, grants, provider, endpoints };
}
