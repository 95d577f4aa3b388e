// One connection as a function is configured for it: made by index.ts, read by token-broker.ts
// (which re-exports it) and by refresh-protocol.ts, which token-broker.ts loads on the first refresh
// and which so imports nothing back from it.
import type { RefreshLease } from "./lease-contract";

/** One connection as the function is configured for it. */
export interface ConnectionConfig {
  secretId: string;
  /** "Xero", for messages. */
  label: string;
  /** `<P>`, for messages naming environment variables. */
  envPrefix: string;
  /** "LedgerApi": the metrics' Toolkit dimension (the label when unset). */
  toolkit?: string;
  /** The toolkit's token endpoint when it has a refresh grant (Xero); undefined: never refreshed. */
  tokenEndpoint?: string;
  /** The OAuth client secret used when the token set names none. */
  clientSecretId?: string;
  cacheTtlMs: number;
  lease: RefreshLease;
  /** A Custom Connection named by `<P>_CLIENT_ID` / `<P>_CLIENT_SECRET` here (local runs), not a secret. */
  clientInEnv?: NodeJS.ProcessEnv;
}
