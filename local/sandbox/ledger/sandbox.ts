// Starts the emulator with given accounting parts (index.ts passes the real ones). Binds 127.0.0.1.
import { closeServer, listenOnLoopback } from "../http";
import { allowRedirectUri, type OAuthApp, type OAuthAppOptions, registerApp } from "../oauth/app";
import type { Clock } from "../oauth/expiring-store";
import type { SandboxScale } from "../scale";
import { EVERY_TENANT } from "./access";
import type { LedgerDeps } from "./deps";
import { AUTHORIZE_PATH, REVOCATION_PATH, SANDBOX_XERO_APP, TOKEN_PATH } from "./identity/app";
import { type CustomConnectionOptions, registerCustomConnection } from "./identity/custom-connection";
import { type CustomConnectionApp, XeroIdentity } from "./identity/identity";
import { RateMeter } from "./rate-limits";
import { API_PREFIX, createLedgerServer, type Fault, FaultQueue, type RecordedRequest } from "./server";
import { LedgerStore } from "./store";
import { LedgerWebhooks, type SandboxDelivery, type WebhookTarget } from "./webhooks";

export const DEFAULT_LEDGER_SANDBOX_TOKEN = "sandbox-ledger-token";

export interface LedgerSandboxOptions {
  port?: number;
  /** The fixed bearer token that reaches every organisation (default DEFAULT_LEDGER_SANDBOX_TOKEN). */
  token?: string;
  /** The registered OAuth app; SANDBOX_XERO_APP's values fill what is left out. */
  app?: OAuthAppOptions;
  /**
   * The sandbox's clock in ms (default Date.now): the identity service's times (codes, tokens, ID
   * tokens) and each organisation's today (the date a write or report defaults to, today.ts).
   */
  clock?: Clock;
  /** `large` adds years of generated trading to the primary organisation (default small). */
  scale?: SandboxScale;
  /** The registered Custom Connection; SANDBOX_CUSTOM_CONNECTION's values, for the primary, fill the rest. */
  customConnection?: CustomConnectionOptions;
  /** Where signed webhook deliveries go after writes (webhooks.ts); none: off. */
  webhooks?: WebhookTarget;
}

/** Xero's OAuth side of the sandbox: its identity service and /connections (docs/sandbox-oauth.md). */
export interface LedgerSandboxOAuth {
  /** OpenID Connect issuer, `<origin>/identity`; discovery at `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  revocationUrl: string;
  /** `<origin>/connections` (Xero: https://api.xero.com/connections). */
  connectionsUrl: string;
  /** The registered app; its redirectUris list is live. */
  app: OAuthApp;
  /** Registers one more redirect URI (an authorization server that learns its port after start). */
  allowRedirectUri(uri: string): void;
  /** The Custom Connection: its client takes the client_credentials grant, for one organisation. */
  customConnection: Readonly<CustomConnectionApp>;
  /** client_credentials grants answered since start or the last reset. */
  clientCredentialsGrants(): number;
}

export interface LedgerSandbox {
  /** Origin plus the API prefix, e.g. http://127.0.0.1:43123/api.xro/2.0 */
  url: string;
  /** The origin alone, e.g. http://127.0.0.1:43123 */
  origin: string;
  /** The fixed bearer token the sandbox accepts for every organisation. */
  token: string;
  /** The xero-tenant-id values of the two demo organisations. */
  tenants: { primary: string; secondary: string };
  oauth: LedgerSandboxOAuth;
  /** Every request received, in order, the identity service's included (form secrets redacted). */
  requests: RecordedRequest[];
  /**
   * Restore both organisations to their starting data; clear requests (in place), faults, rate counters and idempotency,
   * and forget every code, token, waiting consent page and connection.
   */
  reset(): void;
  /** The next `times` (default 1) requests answer this instead of being served. */
  failNext(fault: Fault): void;
  /** Xero's webhooks: signed deliveries after writes to invoices, contacts and credit notes. */
  webhooks: {
    /** Turns them on (a URL and the webhook key) or off (undefined). */
    setTarget(target: WebhookTarget | undefined): void;
    /** Every delivery made, with the receiver's answer to each attempt. */
    deliveries: SandboxDelivery[];
    /** Resolves once the deliveries queued so far have been answered. */
    idle(): Promise<void>;
  };
  close(): Promise<void>;
}

export async function launchLedgerSandbox(
  deps: LedgerDeps,
  options: LedgerSandboxOptions = {},
): Promise<LedgerSandbox> {
  const token = options.token ?? DEFAULT_LEDGER_SANDBOX_TOKEN;
  const store = new LedgerStore(deps);
  const [primary, secondary] = store.tenantIds;
  if (!primary || !secondary) throw new Error("the ledger starting data must hold two organisations");
  const app = registerApp(SANDBOX_XERO_APP, options.app);
  const clock = options.clock ?? Date.now;
  const identity = new XeroIdentity(app, clock, () =>
    store.tenantIds.map((tenantId) => ({
      tenantId,
      name: String(store.organisation(tenantId)?.organisation.Name ?? tenantId),
    })),
  );
  identity.customConnection = registerCustomConnection(primary, options.customConnection);
  const requests: RecordedRequest[] = [];
  const meter = new RateMeter();
  const faults = new FaultQueue();
  let apiUrl = "";
  const webhooks = new LedgerWebhooks(clock, () => apiUrl);
  webhooks.setTarget(options.webhooks);
  const server = createLedgerServer({
    store,
    authorize: (given) =>
      given === token ? EVERY_TENANT : given === undefined ? undefined : identity.access(given),
    identity,
    meter,
    faults,
    clock,
    onRequest: (request) => requests.push(request),
    webhooks,
  });
  const origin = await listenOnLoopback(server, options.port ?? 0);
  apiUrl = `${origin}${API_PREFIX}`;
  identity.origin = origin;
  identity.fixedToken = token;
  return {
    url: `${origin}${API_PREFIX}`,
    origin,
    token,
    tenants: { primary, secondary },
    oauth: {
      issuer: identity.issuer,
      authorizeUrl: `${origin}${AUTHORIZE_PATH}`,
      tokenUrl: `${origin}${TOKEN_PATH}`,
      revocationUrl: `${origin}${REVOCATION_PATH}`,
      connectionsUrl: `${origin}/connections`,
      app,
      allowRedirectUri: (uri) => allowRedirectUri(app, uri),
      customConnection: identity.customConnection,
      clientCredentialsGrants: () => identity.clientCredentialsGrants,
    },
    requests,
    reset() {
      store.reset();
      meter.reset();
      faults.clear();
      identity.reset();
      webhooks.reset();
      // Emptied in place so callers holding the array see the reset.
      requests.length = 0;
    },
    failNext: (fault) => faults.push(fault),
    webhooks: {
      setTarget: (target) => webhooks.setTarget(target),
      deliveries: webhooks.deliveries,
      idle: () => webhooks.idle(),
    },
    close: () => closeServer(server),
  };
}
