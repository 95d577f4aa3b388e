// How long a 2026-07-28 client may reuse a tools/list answer, and with whom (`ttlMs`/`cacheScope`).
// The list varies only by the URL (the preset, subset and mode in its query) and by the caller's
// authorization (a tool policy narrows it per caller: lib/policy/list.ts), never per connection,
// which the protocol allows. "private": a shared cache must not hand one caller's list to another.
// Five minutes: the list changes with a deployment or a policy change, and every call is checked
// again when it comes, so a list a little out of date lists a tool the call then refuses, nothing
// more.
export const TOOLS_LIST_CACHE = { ttlMs: 300_000, cacheScope: "private" } as const;

/**
 * `server/discover`: the versions, capabilities and instructions are the same for every URL and
 * every caller, so any cache may share them; they change only with a deployment.
 */
export const DISCOVER_CACHE = { ttlMs: 3_600_000, cacheScope: "public" } as const;
