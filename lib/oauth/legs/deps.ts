// The deployment's parts every leg of the person's side is given, and the page a refusal is: apart
// from context.ts so the cookie helpers can use them without a circle.
import type { Response } from "express";
import type { ClientCredentials } from "../../upstream-tokens/token-set";
import type { ConnectionSecrets } from "../connection-secrets";
import type { Grants } from "../grants";
import { messagePage } from "../pages";
import type { DeploymentProvider } from "../provider";
import type { AuthServerSettings } from "../settings";
import type { OAuthStore } from "../store";
import type { Provider } from "../upstream-client";

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

/** A refusal or a failure, as a page saying why (never a redirect). */
export function fail(res: Response, status: number, title: string, message: string): void {
  res.status(status).type("html").send(messagePage(title, message));
}
