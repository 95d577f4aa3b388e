// Public entry of the Xero Accounting API sandbox: a stateful emulator on 127.0.0.1 for
// `npm start` and integration tests, serving two demo organisations. It never talks to Xero.
//
// Where Xero's behaviour is not pinned down, the sandbox chooses (and the tests hold it to):
// - 404 bodies are {Type:null, Title:"NotFound", Status:404, Detail}; a malformed UUID in a path
//   is simply not found (404), except where a number/code lookup applies (Contacts, Invoices,
//   Items, PurchaseOrders, Journals).
// - JSON only when Accept names application/json; otherwise XML, errors included (downloads'
//   errors are always JSON). 401/403 bodies are always JSON.
// - Idempotency-Key replays only successful PUT/POST answers, per tenant.
// - where: string comparisons and Contains/StartsWith/EndsWith are case-sensitive (use ToLower());
//   an unknown field matches nothing rather than failing.
// - The allocation deletes answer the bare Allocation (the spec's schema), not a wrapper.
// - Xero's identity service (Sign in with Xero, the OAuth code flow) and /connections run on the
//   same origin, for two demo people (identity/, ../oauth/; docs/sandbox-oauth.md).
// - A date not given (a new record's, a report's) is the organisation's today in its own time
//   zone at the sandbox's clock (today.ts), as Xero dates by the organisation's calendar.
import { deriveJournals } from "./accounting/journals";
import { listReports, runReport } from "./accounting/reports/index";
import type { LedgerDeps } from "./deps";
import { renderPdf } from "./files/index";
import { type LedgerSandbox, type LedgerSandboxOptions, launchLedgerSandbox } from "./sandbox";
import { createLedgerStartingData } from "./starting-data/index";

export { SANDBOX_XERO_APP, XERO_SCOPES } from "./identity/app";
export type { Connection } from "./identity/connections";
export { SANDBOX_CUSTOM_CONNECTION } from "./identity/custom-connection";
export {
  DEFAULT_LEDGER_SANDBOX_TOKEN,
  type LedgerSandbox,
  type LedgerSandboxOAuth,
  type LedgerSandboxOptions,
} from "./sandbox";
export type { Fault, RecordedRequest } from "./server";
export { LARGE_COUNTS, LEDGER_STARTING_DATA } from "./starting-data/index";

export const LEDGER_DEPS: LedgerDeps = {
  createStartingData: createLedgerStartingData,
  deriveJournals,
  runReport,
  listReports,
  renderPdf,
};

export function startLedgerSandbox(options: LedgerSandboxOptions = {}): Promise<LedgerSandbox> {
  const scale = options.scale ?? "small";
  const deps =
    scale === "small"
      ? LEDGER_DEPS
      : { ...LEDGER_DEPS, createStartingData: () => createLedgerStartingData(scale) };
  return launchLedgerSandbox(deps, options);
}
