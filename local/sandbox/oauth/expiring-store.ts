// Values kept under random keys until they expire: authorization codes, access and refresh tokens,
// consent pages waiting for their form. The clock is injected so tests can let time pass.
import { randomToken } from "./secrets";

export type Clock = () => number;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

export class ExpiringStore<T> {
  private entries = new Map<string, Entry<T>>();

  constructor(private readonly clock: Clock) {}

  /** Stores the value under a fresh random key, which is returned. */
  issue(value: T, ttlMs: number): string {
    const key = randomToken();
    this.entries.set(key, { value, expiresAt: this.clock() + ttlMs });
    return key;
  }

  /** The live value, or undefined when unknown or expired (an expired entry is dropped). */
  peek(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Single use: the live value, removed whatever happens next. */
  take(key: string): T | undefined {
    const value = this.peek(key);
    this.entries.delete(key);
    return value;
  }

  removeWhere(matches: (value: T) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
