// Memory and timeouts of each family, in one place. API Gateway gives up on an integration after
// 29 s, so no function waits longer; direct invokes and Step Functions get the same limits.
import type { Family } from "../lib/catalog/index";

export interface FamilySizing {
  memoryMiB: number;
  timeoutSeconds: number;
  /** One upstream attempt (`UPSTREAM_TIMEOUT_MS`); the executor also cuts it to the remaining time. */
  upstreamTimeoutMs: number;
}

export const FAMILY_SIZING: Readonly<Record<Family, FamilySizing>> = {
  // Small JSON answers; 256 MiB keeps arm64 cold starts of a ~100 KiB bundle short.
  tasks: { memoryMiB: 256, timeoutSeconds: 15, upstreamTimeoutMs: 8_000 },
  // 79 tools and paged lists of up to a few MB of JSON.
  "ledger-read": { memoryMiB: 512, timeoutSeconds: 20, upstreamTimeoutMs: 10_000 },
  "ledger-write": { memoryMiB: 512, timeoutSeconds: 20, upstreamTimeoutMs: 10_000 },
  "ledger-delete": { memoryMiB: 256, timeoutSeconds: 15, upstreamTimeoutMs: 8_000 },
  // Xero builds reports on request: slow answers, large nested JSON.
  "ledger-reports": { memoryMiB: 1024, timeoutSeconds: 29, upstreamTimeoutMs: 20_000 },
  // PDFs and attachments are held in memory and base64-encoded (a 6 MB Lambda answer at most).
  "ledger-files": { memoryMiB: 1024, timeoutSeconds: 29, upstreamTimeoutMs: 20_000 },
};

/**
 * Kept free between the last upstream attempt and the function's deadline: the executor's own
 * 1 s margin for the error, the log line and the idempotency record, plus a second of slack.
 */
export const DEADLINE_HEADROOM_MS = 2_000;

export function sizingOf(family: Family): FamilySizing {
  const sizing = FAMILY_SIZING[family];
  if (sizing.upstreamTimeoutMs > sizing.timeoutSeconds * 1000 - DEADLINE_HEADROOM_MS) {
    throw new Error(`${family}: UPSTREAM_TIMEOUT_MS must stay ${DEADLINE_HEADROOM_MS} ms below the timeout`);
  }
  return sizing;
}
