// What every leg of the person's side shares: the deployment's parts (FlowDeps), the browser's
// cookies, the one callback URI every provider leg returns to, and the page a refusal is.
import type { Response } from "express";
import type { ClientCredentials } from "../../auth/token-set";
import { TOOLKITS, type Toolkit } from "../../catalog/toolkits";
import type { ConnectionSecrets } from "../connection-secrets";
import type { Grants } from "../grants";
import { messagePage } from "../pages";
import type { DeploymentProvider } from "../provider";
import type { AuthServerSettings } from "../settings";
import type { OAuthStore } from "../store";
import type { Provider } from "../upstream-client";
import type { BrowserCookies } from "./cookies";

export interface FlowDeps {
  settings: AuthServerSettings;
  store: OAuthStore;
  provider: DeploymentProvider;
  /** What the person allowed MCP clients; listed and revoked on the account page. */
  grants: Grants;
  connections: ConnectionSecrets;
  /** An app's `{client_id, client_secret}` from its secret. */
  credentials(secretId: string): Promise<ClientCredentials>;
  /** The sign-in provider, discovered once. */
  signIn(): Promise<Provider>;
}

export interface LegContext {
  deps: FlowDeps;
  cookies: BrowserCookies;
  /** This server's /callback: the redirect URI of every leg to the sign-in provider, Xero or TickTick. */
  callbackUri: string;
}

export function legContext(deps: FlowDeps, cookies: BrowserCookies): LegContext {
  return { deps, cookies, callbackUri: `${deps.settings.baseUrl}/callback` };
}

/** A refusal or a failure, as a page saying why (never a redirect). */
export function fail(res: Response, status: number, title: string, message: string): void {
  res.status(status).type("html").send(messagePage(title, message));
}

export const REQUEST_EXPIRED =
  "This authorization request has expired or was already answered. Start again from your client.";

/** Which of the person's accounts are connected. */
export async function connectedAccounts(
  deps: FlowDeps,
  principal: string,
): Promise<Record<Toolkit, boolean>> {
  const entries = await Promise.all(
    TOOLKITS.map(async (toolkit) => [toolkit, await deps.connections.has(toolkit, principal)] as const),
  );
  return Object.fromEntries(entries) as Record<Toolkit, boolean>;
}
