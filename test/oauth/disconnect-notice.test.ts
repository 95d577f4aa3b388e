// What the account page tells a person after a disconnect about calls made after it: Xero's access
// ends at Xero at once; otherwise new calls stop when the functions' cached copies lapse, said as a
// period and a UTC time computed from TOKEN_CACHE_TTL_SECONDS (read as lib/upstream-tokens reads it).
import { describe, expect, it } from "vitest";
import type { Toolkit } from "../../lib/catalog/toolkits";
import type { ProviderRemoval } from "../../lib/oauth/disconnect";
import { accountPage } from "../../lib/oauth/pages";
import { tasksApi } from "../../lib/upstream/tasks-api";
import { connectionConfig } from "../../lib/upstream-tokens/index";
import { tokenCacheSeconds } from "../../lib/upstream-tokens/secrets-manager";

const NOW = Date.UTC(2026, 10, 25, 10, 37, 20);

function notice(toolkit: Toolkit, removal: ProviderRemoval, cacheSeconds?: number, now = NOW): string {
  const html = accountPage({
    csrf: "c",
    person: "p",
    connected: { LedgerApi: false, TasksApi: false },
    grants: [],
    disconnected: { toolkit, removal },
    now,
    ...(cacheSeconds === undefined ? {} : { tokenCacheSeconds: cacheSeconds }),
  });
  return (/<p role="status">(.*?)<\/p>/.exec(html)?.[1] ?? "").replace(/&#(\d+);/g, (_, code) =>
    String.fromCharCode(Number(code)),
  );
}

describe("the disconnect notice", () => {
  it("says Xero's access ended at once when it was removed there, whatever the cache", () => {
    expect(notice("LedgerApi", "removed", 300)).toBe(
      "Xero (accounting) is disconnected: this server deleted its stored copy of your tokens. Its access at Xero ended at once: your organisations' connections to it are deleted and its refresh token is revoked, so no new call reaches your organisations, not even with a copy of the token still in this server's memory.",
    );
  });

  it("gives TickTick's end as the cache period and its end in UTC, rounded up to the minute", () => {
    expect(notice("TasksApi", "unsupported", 300)).toBe(
      "TickTick (tasks) is disconnected: this server deleted its stored copy of your tokens. New TickTick calls through this server stop within 5 minutes (by 10:43 UTC), when this server's functions drop the copy they keep in memory (each keeps one for up to 5 minutes). TickTick offers apps no way to revoke a token, so the token itself would stay valid at TickTick until it expires (about 180 days); this server no longer stores it.",
    );
  });

  it("gives the same end for Xero when its removal there failed, and how to finish in Xero", () => {
    const text = notice("LedgerApi", "failed", 90);
    expect(text).toContain(
      "New Xero calls through this server stop within 2 minutes (by 10:39 UTC), when this server's functions drop the copy they keep in memory (each keeps one for up to 2 minutes).",
    );
    expect(text).toContain("open Settings, then Connected apps, and remove this app");
  });

  it("counts in seconds below a minute, says 'at once' without a cache, and names another day", () => {
    expect(notice("TasksApi", "unsupported", 30)).toContain("stop within 30 seconds (by 10:37:50 UTC)");
    expect(notice("TasksApi", "unsupported", 1)).toContain("stop within 1 second (by 10:37:21 UTC)");
    expect(notice("TasksApi", "unsupported", 0)).toContain(
      "New TickTick calls through this server stop at once.",
    );
    const lateEvening = Date.UTC(2026, 10, 25, 23, 58, 30);
    expect(notice("TasksApi", "unsupported", 300, lateEvening)).toContain(
      "stop within 5 minutes (by 2026-11-26 00:04 UTC)",
    );
  });

  it("reads the period from TOKEN_CACHE_TTL_SECONDS by default", () => {
    const saved = process.env.TOKEN_CACHE_TTL_SECONDS;
    try {
      process.env.TOKEN_CACHE_TTL_SECONDS = "600";
      expect(notice("TasksApi", "unsupported")).toContain("stop within 10 minutes (by 10:48 UTC)");
    } finally {
      if (saved === undefined) delete process.env.TOKEN_CACHE_TTL_SECONDS;
      else process.env.TOKEN_CACHE_TTL_SECONDS = saved;
    }
  });

  it("says nothing of calls when nothing was connected", () => {
    expect(notice("TasksApi", "none", 300)).toBe("TickTick (tasks) was not connected.");
  });
});

describe("tokenCacheSeconds", () => {
  it.each([
    [undefined, 300],
    ["60", 60],
    ["0", 0],
    ["", 0],
    ["-1", 300],
    ["soon", 300],
    ["2.5", 2.5],
  ])("TOKEN_CACHE_TTL_SECONDS=%s is %d s, as the functions read it", (value, seconds) => {
    const env = value === undefined ? {} : { TOKEN_CACHE_TTL_SECONDS: value };
    expect(tokenCacheSeconds(env)).toBe(seconds);
    expect(connectionConfig(tasksApi, "agent-tools/tasks/u", env).cacheTtlMs).toBe(seconds * 1000);
  });
});
