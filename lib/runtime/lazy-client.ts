// One AWS SDK client per container, made on first use. The caller's loader holds the literal
// `import("@aws-sdk/client-…")`, so esbuild still sees the specifier, leaves the SDK external (the
// Lambda runtime ships it) and the import stays lazy: code that never needs the client never loads it.

export interface LazyClient<T> {
  /** The client; the first call loads it, and concurrent first callers share that one load. */
  get(): Promise<T>;
  /** For tests: forget the client (e.g. after changing the endpoint); the next get() loads anew. */
  reset(): void;
}

export function lazyClient<T>(load: () => Promise<T>): LazyClient<T> {
  let loading: Promise<T> | undefined;
  return {
    get() {
      if (!loading) {
        const attempt = load();
        loading = attempt;
        // A failed import (or client construction) is not kept: the next call tries again.
        attempt.catch(() => {
          if (loading === attempt) loading = undefined;
        });
      }
      return loading;
    },
    reset() {
      loading = undefined;
    },
  };
}
