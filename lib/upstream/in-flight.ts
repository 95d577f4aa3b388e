// Calls in flight at once per key (toolkit + Xero tenant) within one container: Xero refuses a
// sixth concurrent call for a tenant with a 429, so a burst waits here instead, first come first
// served. Each container only sees its own calls; the 429 handling covers the rest.

/** Gives the slot back; safe to call more than once. */
export type Release = () => void;

interface Waiter {
  grant(release: Release): void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

interface Gate {
  active: number;
  waiting: Waiter[];
}

const gates = new Map<string, Gate>();

/** setTimeout's ceiling; a longer wait is clamped (and a deadline that far away is not a deadline). */
const MAX_TIMER_MS = 2 ** 31 - 1;

function releaserOf(key: string, gate: Gate): Release {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = gate.waiting.shift();
    if (next) {
      // The slot passes straight to the next waiter: `active` is unchanged, nobody can jump the queue.
      clearTimeout(next.timer);
      next.grant(releaserOf(key, gate));
    } else if (--gate.active === 0) {
      gates.delete(key); // idle keys (tenants seen once) are not kept
    }
  };
}

/**
 * A slot under `limit` for `key`, waiting in line until `deadline` (epoch ms) at most.
 * Resolves to undefined when the deadline passes first.
 */
export function acquireSlot(key: string, limit: number, deadline: number): Promise<Release | undefined> {
  let gate = gates.get(key);
  if (!gate) {
    gate = { active: 0, waiting: [] };
    gates.set(key, gate);
  }
  if (gate.active < limit) {
    gate.active++;
    return Promise.resolve(releaserOf(key, gate));
  }
  const waitMs = deadline - Date.now();
  if (waitMs <= 0) return Promise.resolve(undefined);
  const line = gate;
  return new Promise((resolve) => {
    const waiter: Waiter = {
      grant: resolve,
      timer: setTimeout(
        () => {
          const index = line.waiting.indexOf(waiter);
          if (index >= 0) line.waiting.splice(index, 1);
          resolve(undefined);
        },
        Math.min(waitMs, MAX_TIMER_MS),
      ),
    };
    line.waiting.push(waiter);
  });
}

/** For tests and the log: calls holding a slot and calls waiting for one, per key. */
export function inFlightSnapshot(key: string): { active: number; waiting: number } {
  const gate = gates.get(key);
  return { active: gate?.active ?? 0, waiting: gate?.waiting.length ?? 0 };
}
