// Starts the emulator with given accounting parts (index.ts passes the real ones). Binds 127.0.0.1.
import { closeServer, listenOnLoopback } from "../http";
import type { LedgerDeps } from "./deps";
import { RateMeter } from "./rate-limits";
import { API_PREFIX, createLedgerServer, type Fault, FaultQueue, type RecordedRequest } from "./server";
import { LedgerStore } from "./store";

export const DEFAULT_LEDGER_SANDBOX_TOKEN = "sandbox-ledger-token";

export interface LedgerSandbox {
  /** Origin plus the API prefix, e.g. http://127.0.0.1:43123/api.xro/2.0 */
  url: string;
  /** The bearer token the sandbox accepts. */
  token: string;
  /** The xero-tenant-id values of the two demo organisations. */
  tenants: { primary: string; secondary: string };
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Reseed both organisations; clear requests (in place), faults, rate counters and idempotency. */
  reset(): void;
  /** The next `times` (default 1) requests answer this instead of being served. */
  failNext(fault: Fault): void;
  close(): Promise<void>;
}

export async function launchLedgerSandbox(
  deps: LedgerDeps,
  options: { port?: number; token?: string } = {},
): Promise<LedgerSandbox> {
  const token = options.token ?? DEFAULT_LEDGER_SANDBOX_TOKEN;
  const store = new LedgerStore(deps);
  const [primary, secondary] = store.tenantIds;
  if (!primary || !secondary) throw new Error("the ledger seed must hold two organisations");
  const requests: RecordedRequest[] = [];
  const meter = new RateMeter();
  const faults = new FaultQueue();
  const server = createLedgerServer({
    store,
    token,
    meter,
    faults,
    onRequest: (request) => requests.push(request),
  });
  const origin = await listenOnLoopback(server, options.port ?? 0);
  return {
    url: `${origin}${API_PREFIX}`,
    token,
    tenants: { primary, secondary },
    requests,
    reset() {
      store.reset();
      meter.reset();
      faults.clear();
      // Emptied in place so callers holding the array see the reset.
      requests.length = 0;
    },
    failNext: (fault) => faults.push(fault),
    close: () => closeServer(server),
  };
}
