// LOCAL_ACCOUNTS=real: `npm start` and the stdio entry call your own Xero and TickTick accounts, with
// the token sets `npm run connect` stored in the encrypted token file (local/token-file.ts). The
// sets are served by the local Secrets Manager stand-in (local/secrets-manager.ts) and read by the
// family functions as deployed (`<P>_TOKEN_SECRET_ID`), so a Xero set is refreshed by the token
// broker and the refreshed set is written back to the file. Another process's writes to the file
// (a second `npm start`, the stdio entry, a new connect) are picked up while running.
import { unwatchFile, watchFile } from "node:fs";
import { TOOLKIT_FACTS, TOOLKITS, type Toolkit, tasksServiceOf } from "../lib/catalog/toolkits";
import { baseUrlOf } from "../lib/runtime/config";
import { log } from "../lib/runtime/log";
import { ledgerApi } from "../lib/upstream/ledger-api";
import { tasksApi } from "../lib/upstream/tasks-api";
import { customConnectionFields } from "../lib/upstream-tokens/custom-connection";
import { LOCAL_REGION, useLocalCredentials } from "./credentials";
import { startSecretsManagerFake } from "./secrets-manager";
import { TokenFile, tokenFileLocation } from "./token-file";

/** The service a toolkit's account is at: Xero, TickTick or Dida365 (TASKS_SERVICE). */
export function serviceLabel(toolkit: Toolkit, env: NodeJS.ProcessEnv = process.env): string {
  return toolkit === "TasksApi" ? tasksServiceOf(env).label : TOOLKIT_FACTS[toolkit].label;
}

/** The secret (and token-file entry) of your own connection of a toolkit. */
export function localSecretId(toolkit: Toolkit): string {
  return `agent-tools/local/${TOOLKIT_FACTS[toolkit].secretFolder}`;
}

/** The Xero app's credentials, from LEDGER_OAUTH_CLIENT_ID / _SECRET, served for the refresh grant. */
const LEDGER_CLIENT_SECRET_ID = "agent-tools/local/ledger/oauth-client";

const PROFILES = { TasksApi: tasksApi, LedgerApi: ledgerApi } as const;

export interface LocalAccounts {
  /** The toolkits served from your own accounts. */
  toolkits: Toolkit[];
  /** A line for the start-up banner per toolkit. */
  describe(toolkit: Toolkit): string;
  close(): Promise<void>;
}

/** Whether `<P>_API_BASE_URL` with a token or secret already configures the toolkit (which then wins). */
function configured(prefix: string, env: NodeJS.ProcessEnv): boolean {
  return Boolean(
    env[`${prefix}_API_BASE_URL`] && (env[`${prefix}_API_ACCESS_TOKEN`] || env[`${prefix}_TOKEN_SECRET_ID`]),
  );
}

/**
 * With LOCAL_ACCOUNTS=real, points every toolkit that has a stored connection (and is not configured
 * otherwise) at its real API (or `<P>_API_BASE_URL`) with that connection; undefined otherwise.
 */
export async function useLocalAccounts(
  env: NodeJS.ProcessEnv = process.env,
): Promise<LocalAccounts | undefined> {
  const mode = env.LOCAL_ACCOUNTS ?? "";
  if (mode === "" || mode === "sandbox") return undefined;
  if (mode !== "real") throw new Error(`LOCAL_ACCOUNTS is "real" or "sandbox" (got "${mode}").`);
  if (env.VITEST) {
    // A LOCAL_ACCOUNTS=real left in a developer's shell must not send the test suite to real accounts.
    process.stderr.write("LOCAL_ACCOUNTS=real is ignored under vitest: the tests run on the sandboxes.\n");
    return undefined;
  }
  if (env.AUTH === "oauth") {
    throw new Error("AUTH=oauth runs on the sandboxes; LOCAL_ACCOUNTS=real is for an open local gateway.");
  }
  const file = await TokenFile.open(tokenFileLocation(env));
  const stored = await file.read();
  const toolkits = TOOLKITS.filter(
    (toolkit) => stored[localSecretId(toolkit)] && !configured(TOOLKIT_FACTS[toolkit].envPrefix, env),
  );
  if (toolkits.length === 0) {
    throw new Error(
      `LOCAL_ACCOUNTS=real, but ${file.location.path} holds no connection for a toolkit not configured otherwise: run npm run connect -- xero|ticktick (docs/local.md).`,
    );
  }
  const ids = new Set(toolkits.map(localSecretId));

  // The stand-in's record of current values; every write of a connection's set is saved to the file.
  let saving = Promise.resolve();
  let started = false;
  const save = () => {
    if (!started) return;
    const snapshot = Object.fromEntries(Object.entries(values).filter(([id]) => ids.has(id)));
    saving = saving
      .then(async () => file.write({ ...(await file.read()), ...snapshot }))
      .catch((error: unknown) =>
        log("error", "The token file could not be written", {
          path: file.location.path,
          error: String(error),
        }),
      );
  };
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(stored).filter(([id]) => ids.has(id)),
  );
  const { LEDGER_OAUTH_CLIENT_ID: clientId, LEDGER_OAUTH_CLIENT_SECRET: clientSecret } = env;
  if (clientId && clientSecret) {
    values[LEDGER_CLIENT_SECRET_ID] = JSON.stringify({ client_id: clientId, client_secret: clientSecret });
  }
  const record = new Proxy(values, {
    set(target, id: string, value: string) {
      target[id] = value;
      if (ids.has(id)) save();
      return true;
    },
  });
  // It answers only requests signed with this process's own credential (local/credentials.ts),
  // which the functions get below: nobody else on the machine reads the decrypted sets.
  const secrets = await startSecretsManagerFake(record, { region: env.AWS_REGION || LOCAL_REGION });
  started = true;

  // Another process (a second `npm start`, the stdio entry, connect) wrote the file: take its sets.
  const path = file.location.path;
  watchFile(path, { interval: 1000, persistent: false }, () => {
    file
      .read()
      .then((current) => {
        for (const id of ids) {
          const value = current[id];
          if (value !== undefined && value !== values[id]) {
            values[id] = value; // not through the proxy: nothing to save
            secrets.set(id, value);
          }
        }
      })
      .catch(() => {}); // a half-written or re-keyed file: the next change brings it
  });

  for (const toolkit of toolkits) {
    const { envPrefix } = TOOLKIT_FACTS[toolkit];
    // The real API: TickTick's or, with TASKS_SERVICE=dida365, Dida365's.
    env[`${envPrefix}_API_BASE_URL`] ||= baseUrlOf(PROFILES[toolkit], env);
    env[`${envPrefix}_TOKEN_SECRET_ID`] = localSecretId(toolkit);
    delete env[`${envPrefix}_API_ACCESS_TOKEN`];
  }
  env.AWS_ENDPOINT_URL_SECRETS_MANAGER = secrets.endpoint;
  env.AWS_REGION ||= secrets.region;
  useLocalCredentials(env, secrets.credentials);
  if (values[LEDGER_CLIENT_SECRET_ID]) env.LEDGER_OAUTH_CLIENT_SECRET_ID = LEDGER_CLIENT_SECRET_ID;

  return {
    toolkits,
    describe(toolkit) {
      if (toolkit === "LedgerApi" && customConnectionFields(values[localSecretId(toolkit)])) {
        return `your Xero organisation through its Custom Connection (client id and secret in ${path})`;
      }
      const refresh =
        toolkit === "LedgerApi" && !values[LEDGER_CLIENT_SECRET_ID]
          ? "; set LEDGER_OAUTH_CLIENT_ID and LEDGER_OAUTH_CLIENT_SECRET or the token cannot be refreshed (30 minutes)"
          : "";
      return `your ${serviceLabel(toolkit, env)} account (token set in ${path}${refresh})`;
    },
    close: async () => {
      unwatchFile(path);
      await saving;
      await secrets.close();
    },
  };
}
