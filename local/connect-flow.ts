// Connecting one of your own accounts for local runs (docs/local.md): the authorization code flow
// at Xero or TickTick, exactly as the deployed front door runs it (lib/oauth/upstream-client.ts on
// oauth4webapi, the same app settings, scopes and PKCE where the provider takes it), with the
// redirect on a loopback address this process listens on for the one callback. The token set goes
// to the encrypted token file in the format of docs/tokens.md.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { TOOLKIT_FACTS, type Toolkit } from "../lib/catalog/toolkits";
import { readAuthServerSettings, type UpstreamApp } from "../lib/oauth/settings";
import { appProvider, finishLeg, startLeg } from "../lib/oauth/upstream-client";
import { serializeTokenSet, tokenSetFromOAuthResponse } from "../lib/upstream-tokens/token-set";
import { localSecretId, serviceLabel } from "./real-accounts";
import { TokenFile, tokenFileLocation } from "./token-file";

/** Where your apps' credentials are read from (the Xero pair also serves the refresh grant: real-accounts.ts). */
export const CLIENT_VARIABLES: Record<Toolkit, readonly [string, string]> = {
  LedgerApi: ["LEDGER_OAUTH_CLIENT_ID", "LEDGER_OAUTH_CLIENT_SECRET"],
  TasksApi: ["TASKS_OAUTH_CLIENT_ID", "TASKS_OAUTH_CLIENT_SECRET"],
};

export const DEFAULT_REDIRECT_URI = "http://localhost:8749/callback";
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The provider's app as the front door configures it (authorize and token URLs, scopes, PKCE), from
 * the same variables (`<P>_AUTHORIZE_URL`, `<P>_TOKEN_ENDPOINT`, `<P>_OAUTH_SCOPES`); the real
 * providers' endpoints unless set.
 */
export function appOf(toolkit: Toolkit, env: NodeJS.ProcessEnv): UpstreamApp {
  // Only the upstream apps are read; the server's own settings are placeholders here.
  return readAuthServerSettings({ ...env, OAUTH_BASE_URL: "http://127.0.0.1", OAUTH_TABLE: "unused" })
    .upstreams[toolkit];
}

/** http on localhost, 127.0.0.1 or [::1]: a provider on this machine (the sandboxes). */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === "http:" && LOOPBACK.has(url.hostname);
}

export interface ConnectOptions {
  toolkit: Toolkit;
  env?: NodeJS.ProcessEnv;
  /** Sends the person's browser to the provider's authorization URL. */
  open(url: string): void | Promise<void>;
  /** How long to wait for the browser to come back (default 5 minutes). */
  timeoutMs?: number;
}

export interface Connected {
  /** The token file and the entry now holding the set. */
  path: string;
  secretId: string;
  scope?: string;
  expiresAt?: string;
}

function page(title: string, message: string): string {
  const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><meta charset="utf-8"><title>${html(title)}</title><h1>${html(title)}</h1><p>${html(message)}</p>`;
}

export async function connectAccount(options: ConnectOptions): Promise<Connected> {
  const env = options.env ?? process.env;
  const { toolkit } = options;
  const { envPrefix } = TOOLKIT_FACTS[toolkit];
  // TickTick or, with TASKS_SERVICE=dida365, Dida365 (whose endpoints appOf then reads).
  const label = serviceLabel(toolkit, env);
  const [idVariable, secretVariable] = CLIENT_VARIABLES[toolkit];
  const clientId = env[idVariable];
  const clientSecret = env[secretVariable];
  if (!clientId || !clientSecret) {
    throw new Error(
      `Set ${idVariable} and ${secretVariable} to your ${label} app's credentials (docs/local.md).`,
    );
  }
  const redirect = new URL(env.LOCAL_REDIRECT_URI || DEFAULT_REDIRECT_URI);
  if (!isLoopbackHttp(redirect) || !redirect.port) {
    throw new Error(
      `LOCAL_REDIRECT_URI must be http on localhost or 127.0.0.1 with a port, e.g. ${DEFAULT_REDIRECT_URI}.`,
    );
  }
  const redirectUri = redirect.href;
  const app = appOf(toolkit, env);
  const endpoints = [new URL(app.authorizeUrl), new URL(app.tokenUrl)];
  // Plain http only for a provider on this machine (the sandboxes); the real ones are https.
  const insecure = endpoints.some((url) => url.protocol === "http:");
  if (insecure && !endpoints.every((url) => url.protocol === "https:" || isLoopbackHttp(url))) {
    throw new Error(
      `${envPrefix}_AUTHORIZE_URL and ${envPrefix}_TOKEN_ENDPOINT must be https (or http on loopback).`,
    );
  }
  // Opened first: a wrong passphrase fails before the browser is involved.
  const file = await TokenFile.open(tokenFileLocation(env), { create: true });
  const provider = appProvider(app, { clientId, clientSecret }, insecure);
  const leg = await startLeg(provider, { redirectUri, scopes: app.scopes, pkce: app.pkce, oidc: false });
  const secretId = localSecretId(toolkit);

  const servers: Server[] = [];
  let timer: NodeJS.Timeout | undefined;
  try {
    const connected = new Promise<Connected>((resolve, reject) => {
      const onRequest = (req: IncomingMessage, res: ServerResponse) => {
        const callback = new URL(req.url ?? "/", redirect.origin);
        if (req.method !== "GET" || callback.pathname !== redirect.pathname) {
          res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
          return;
        }
        // Another page of the browser may reach this port too: only the answer to our own request counts.
        if (callback.searchParams.get("state") !== leg.state) {
          res.writeHead(400, { "content-type": "text/plain" }).end("Not the sign-in this command started.");
          return;
        }
        const answer = (status: number, title: string, message: string) =>
          res
            .writeHead(status, {
              "content-type": "text/html; charset=utf-8",
              "cache-control": "no-store",
              "content-security-policy": "default-src 'none'",
              "referrer-policy": "no-referrer",
            })
            .end(page(title, message));
        finishLeg(provider, callback, {
          redirectUri,
          state: leg.state,
          ...(leg.verifier ? { verifier: leg.verifier } : {}),
        })
          .then(async ({ tokens }) => {
            const set = tokenSetFromOAuthResponse(tokens, {
              tokenEndpoint: app.tokenUrl,
              extra: typeof tokens.scope === "string" ? { scope: tokens.scope } : {},
            });
            if (!set) throw new Error(`${label} sent no access token.`);
            await file.put(secretId, serializeTokenSet(set));
            answer(200, `${label} connected`, "You can close this tab and go back to the terminal.");
            resolve({
              path: file.location.path,
              secretId,
              ...(typeof tokens.scope === "string" ? { scope: tokens.scope } : {}),
              ...(set.expiresAt ? { expiresAt: new Date(set.expiresAt).toISOString() } : {}),
            });
          })
          .catch((error: unknown) => {
            // oauth4webapi names the provider's error (access_denied, invalid_grant) in its message; no token is in it.
            const message = `${label} did not connect: ${(error as Error).message}`;
            answer(400, `${label} not connected`, message);
            reject(new Error(message));
          });
      };
      const listen = (host: string) =>
        new Promise<void>((listening, failed) => {
          const server = createServer(onRequest);
          server.once("error", (error: NodeJS.ErrnoException) => failed(listenFailure(error, redirect)));
          server.listen(Number(redirect.port), host, () => {
            servers.push(server);
            listening();
          });
        });
      // localhost may resolve to ::1 or 127.0.0.1 in the browser: listen on both (::1 when the system has IPv6).
      const hosts = redirect.hostname === "[::1]" ? ["::1"] : ["127.0.0.1"];
      Promise.all([
        ...hosts.map(listen),
        ...(redirect.hostname === "localhost" ? [listen("::1").catch(() => {})] : []),
      ])
        .then(() => options.open(leg.url.href))
        .catch(reject);
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `No answer from the browser within ${Math.round((options.timeoutMs ?? 300_000) / 1000)} s.`,
            ),
          ),
        options.timeoutMs ?? 300_000,
      );
    });
    return await connected;
  } finally {
    clearTimeout(timer);
    await Promise.all(
      servers.map((server) => {
        server.closeAllConnections();
        return new Promise<void>((resolve) => server.close(() => resolve()));
      }),
    );
  }
}

/**
 * A callback port that is taken says what to do: the port is the registered redirect URI's, so the
 * other program must stop, or the app be registered with another and LOCAL_REDIRECT_URI set to it.
 */
export function listenFailure(error: NodeJS.ErrnoException, redirect: URL): Error {
  if (error.code !== "EADDRINUSE") return error;
  return new Error(
    `Port ${redirect.port} (the redirect URI ${redirect.href}) is in use by another program: stop it, ` +
      "or register another loopback redirect URI with the app and set LOCAL_REDIRECT_URI to it.",
  );
}
