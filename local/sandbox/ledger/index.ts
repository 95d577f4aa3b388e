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
import { deriveJournals } from "./accounting/journals";
import { listReports, runReport } from "./accounting/reports/index";
import type { LedgerDeps } from "./deps";
import { renderPdf } from "./files/index";
import { type LedgerSandbox, launchLedgerSandbox } from "./sandbox";
import { createLedgerSeed } from "./seed/index";

export { DEFAULT_LEDGER_SANDBOX_TOKEN, type LedgerSandbox } from "./sandbox";
export { LEDGER_SEED } from "./seed/index";
export type { Fault, RecordedRequest } from "./server";

export const LEDGER_DEPS: LedgerDeps = {
  createSeed: createLedgerSeed,
  deriveJournals,
  runReport,
  listReports,
  renderPdf,
};

export function startLedgerSandbox(options: { port?: number; token?: string } = {}): Promise<LedgerSandbox> {
  return launchLedgerSandbox(LEDGER_DEPS, options);
}
