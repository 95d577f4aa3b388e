// `npm run connect -- xero --custom-connection` (docs/local.md): stores a Xero Custom Connection,
// its client id and secret, in the encrypted token file, as the secret of docs/tokens.md holds one.
// Nothing goes to a browser: the credentials are checked with one client_credentials grant, and
// the organisation the connection reaches (GET /connections) is stored with them.

import { TOOLKIT_FACTS } from "../lib/catalog/toolkits";
import { baseUrlOf } from "../lib/runtime/config";
import { ledgerApi } from "../lib/upstream/ledger-api";
import { createCustomConnectionTokens } from "../lib/upstream-tokens/custom-connection";
import { isLoopbackHttp } from "./connect-flow";
import { localSecretId } from "./real-accounts";
import { TokenFile, tokenFileLocation } from "./token-file";

export interface CustomConnectionConnectOptions {
  env?: NodeJS.ProcessEnv;
  /** Asks the person for a value the environment does not hold; `hidden`: not echoed. */
  ask(question: string, hidden: boolean): Promise<string>;
}

export interface CustomConnectionConnected {
  path: string;
  secretId: string;
  tenantId: string;
}

/** https, or http on this machine (the sandbox): credentials never cross a network in clear. */
function checkedUrl(url: string, variable: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && !isLoopbackHttp(parsed)) {
    throw new Error(`${variable} must be https (or http on localhost or 127.0.0.1); got ${url}.`);
  }
  return parsed.href;
}

export async function connectCustomConnection(
  options: CustomConnectionConnectOptions,
): Promise<CustomConnectionConnected> {
  const env = options.env ?? process.env;
  const { label, tokenEndpoint: defaultEndpoint } = TOOLKIT_FACTS.LedgerApi;
  const tokenEndpoint = checkedUrl(
    env.LEDGER_TOKEN_ENDPOINT || (defaultEndpoint as string),
    "LEDGER_TOKEN_ENDPOINT",
  );
  const connectionsUrl = checkedUrl(
    `${new URL(baseUrlOf(ledgerApi, env)).origin}/connections`,
    "LEDGER_API_BASE_URL",
  );
  // Opened first: a wrong passphrase fails before anything is asked or sent.
  const file = await TokenFile.open(tokenFileLocation(env), { create: true });
  const clientId = (
    env.LEDGER_CLIENT_ID || (await options.ask("Client id of the Custom Connection: ", false))
  ).trim();
  const clientSecret =
    env.LEDGER_CLIENT_SECRET || (await options.ask("Client secret (input is hidden): ", true)).trim();
  if (!clientId || !clientSecret)
    throw new Error("A Custom Connection needs its client id and client secret.");

  const source = createCustomConnectionTokens().sourceFor({
    source: "LEDGER_CLIENT_ID / LEDGER_CLIENT_SECRET or what you typed",
    label,
    client: { clientId, clientSecret },
    tokenEndpoint,
  });
  await source.get(); // a refusal names what is wrong, and nothing is stored
  const tenantId = await source.tenantId(connectionsUrl);
  const secretId = localSecretId("LedgerApi");
  await file.put(
    secretId,
    JSON.stringify({
      client_id: clientId,
      client_secret: clientSecret,
      token_endpoint: tokenEndpoint,
      tenant_id: tenantId,
      updated_at: new Date().toISOString(),
    }),
  );
  return { path: file.location.path, secretId, tenantId };
}
