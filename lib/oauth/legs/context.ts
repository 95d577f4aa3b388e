// What every leg of the person's side shares: the deployment's parts (deps.ts), the browser's
// cookies and the one callback URI every provider leg returns to.
import { TOOLKITS, type Toolkit } from "../../catalog/toolkits";
import type { BrowserCookies } from "./cookies";
import type { FlowDeps } from "./deps";

export interface LegContext {
  deps: FlowDeps;
  cookies: BrowserCookies;
  /** This server's /callback: the redirect URI of every leg to the sign-in provider, Xero or TickTick. */
  callbackUri: string;
}

export function legContext(deps: FlowDeps, cookies: BrowserCookies): LegContext {
  return { deps, cookies, callbackUri: `${deps.settings.baseUrl}/callback` };
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
