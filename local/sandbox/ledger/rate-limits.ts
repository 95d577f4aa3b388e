// The rate-limit headers Xero puts on every answer. The sandbox counts calls so the numbers move
// like Xero's, but never refuses one: 429s come only from failNext.

export const DAY_LIMIT = 5000;
export const MINUTE_LIMIT = 60;
export const APP_MINUTE_LIMIT = 10_000;
const MINUTE_MS = 60_000;

export class RateMeter {
  private dayCalls = new Map<string, number>();
  private minuteCalls = new Map<string, number[]>();
  private appCalls: number[] = [];

  /** Counts one call (for the tenant when known) and returns the headers for its answer. */
  count(tenantId: string | undefined, now = Date.now()): Record<string, string> {
    this.appCalls = [...this.appCalls.filter((at) => now - at < MINUTE_MS), now];
    let day = 0;
    let minute = 0;
    if (tenantId) {
      const key = tenantId.toLowerCase();
      day = (this.dayCalls.get(key) ?? 0) + 1;
      this.dayCalls.set(key, day);
      const recent = [...(this.minuteCalls.get(key) ?? []).filter((at) => now - at < MINUTE_MS), now];
      this.minuteCalls.set(key, recent);
      minute = recent.length;
    }
    return {
      "x-daylimit-remaining": String(Math.max(0, DAY_LIMIT - day)),
      "x-minlimit-remaining": String(Math.max(0, MINUTE_LIMIT - minute)),
      "x-appminlimit-remaining": String(Math.max(0, APP_MINUTE_LIMIT - this.appCalls.length)),
    };
  }

  reset(): void {
    this.dayCalls.clear();
    this.minuteCalls.clear();
    this.appCalls = [];
  }
}
