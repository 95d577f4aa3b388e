// GetConnectedTenants' clocks: Xero's time-zone codes as IANA zones (every value of the spec's
// TimeZone enum), the local date and time an IANA zone shows at an instant, and the enrichment of a
// /connections answer over the real executor and the Xero sandbox, behind a proxy for the answers
// the sandbox never gives (one organisation refused, a code no table knows).
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import { executeTool, type TokenSource } from "../../lib/runtime/execute";
import { localClock } from "../../lib/runtime/local-clock";
import {
  forgetTenantZones,
  MAX_READS_PER_CALL,
  type RunRead,
  withTenantClocks,
  ZONE_TTL_MS,
} from "../../lib/runtime/tenant-clocks";
import { XERO_TIME_ZONES } from "../../lib/upstream/xero-time-zones";
import {
  LEDGER_STARTING_DATA,
  type LedgerSandbox,
  startLedgerSandbox,
} from "../../local/sandbox/ledger/index";
import { type FaultProxy, startFaultProxy } from "../support/fault-proxy";

const TIME_ZONE_ENUM = (
  JSON.parse(readFileSync("test/fixtures/xero-time-zones.json", "utf8")) as { values: string[] }
).values;
const P = LEDGER_STARTING_DATA.primary;
const S = LEDGER_STARTING_DATA.secondary;
/** 28 November, 21:16 UTC: already 29 November in Auckland. */
const AT = Date.parse("2026-11-28T21:16:41Z");

describe("Xero's time zones", () => {
  it("name an IANA zone for every value of the spec's TimeZone enum, and for nothing else", () => {
    expect(TIME_ZONE_ENUM.length).toBeGreaterThan(130);
    expect(Object.keys(XERO_TIME_ZONES).sort()).toEqual([...TIME_ZONE_ENUM].sort());
    for (const [code, zone] of Object.entries(XERO_TIME_ZONES)) {
      expect(() => localClock(zone, AT), `${code}: ${zone}`).not.toThrow();
    }
  });

  it("map the Windows zones to the zones they stand for", () => {
    expect(XERO_TIME_ZONES.NEWZEALANDSTANDARDTIME).toBe("Pacific/Auckland");
    expect(XERO_TIME_ZONES.GMTSTANDARDTIME).toBe("Europe/London");
    expect(XERO_TIME_ZONES.AUSEASTERNSTANDARDTIME).toBe("Australia/Sydney");
    expect(XERO_TIME_ZONES.PACIFICSTANDARDTIME).toBe("America/Los_Angeles");
    expect(XERO_TIME_ZONES.INDIASTANDARDTIME).toBe("Asia/Kolkata");
  });

  it("keep the fixed offsets the UTC codes name (Xero writes UTC-02 as UTC02; POSIX signs are reversed)", () => {
    const fixed: Record<string, string> = {
      UTC: "+00:00",
      "UTC+12": "+12:00",
      "UTC+13": "+13:00",
      UTC02: "-02:00",
      UTC08: "-08:00",
      UTC09: "-09:00",
      UTC11: "-11:00",
      DATELINESTANDARDTIME: "-12:00",
      MIDATLANTICSTANDARDTIME: "-02:00",
    };
    for (const instant of [Date.parse("2026-01-15T12:00:00Z"), Date.parse("2026-07-15T12:00:00Z")]) {
      for (const [code, offset] of Object.entries(fixed)) {
        expect(localClock(XERO_TIME_ZONES[code] as string, instant).utcOffset, code).toBe(offset);
      }
    }
  });
});

describe("localClock", () => {
  it("turns the day at the zone's midnight, not UTC's", () => {
    expect(localClock("Pacific/Auckland", Date.parse("2026-11-28T10:59:59Z"))).toEqual({
      localDate: "2026-11-28",
      localTime: "23:59",
      utcOffset: "+13:00",
    });
    expect(localClock("Pacific/Auckland", Date.parse("2026-11-28T11:00:00Z"))).toEqual({
      localDate: "2026-11-29",
      localTime: "00:00",
      utcOffset: "+13:00",
    });
    expect(localClock("Europe/London", AT)).toEqual({
      localDate: "2026-11-28",
      localTime: "21:16",
      utcOffset: "+00:00",
    });
  });

  it("follows daylight saving and offsets that are not whole hours", () => {
    const june = Date.parse("2026-06-15T00:30:00Z");
    expect(localClock("Pacific/Auckland", june).utcOffset).toBe("+12:00");
    expect(localClock("Europe/London", june)).toEqual({
      localDate: "2026-06-15",
      localTime: "01:30",
      utcOffset: "+01:00",
    });
    expect(localClock("Pacific/Chatham", AT)).toEqual({
      localDate: "2026-11-29",
      localTime: "11:01",
      utcOffset: "+13:45",
    });
    expect(localClock("America/St_Johns", AT).utcOffset).toBe("-03:30");
    expect(localClock("Asia/Kathmandu", AT)).toEqual({
      localDate: "2026-11-29",
      localTime: "03:01",
      utcOffset: "+05:45",
    });
  });
});

describe("withTenantClocks over the executor and the Xero sandbox", () => {
  let sandbox: LedgerSandbox;
  let proxy: FaultProxy;
  let token: TokenSource;
  const connections = findTool("LedgerApi.GetConnectedTenants") as ToolRow;
  const run: RunRead = (row, input) => executeTool(row, input, token);
  const organisationReads = () => proxy.seen.filter((request) => request.url.endsWith("/Organisation"));
  /** The /connections answer as Xero gives it, before the clocks. */
  const listed = async () => {
    const { enrich: _enrich, ...plain } = connections;
    return executeTool(plain, {}, token);
  };
  const clocks = async (now = AT, answer?: unknown) =>
    (await withTenantClocks(answer ?? (await listed()), {
      run,
      upstream: proxy.url,
      now: () => now,
    })) as Record<string, unknown>[];

  beforeAll(async () => {
    sandbox = await startLedgerSandbox();
    proxy = await startFaultProxy(sandbox.url);
    process.env.LEDGER_API_BASE_URL = proxy.url;
    token = { get: async () => sandbox.token };
  });
  afterAll(async () => {
    await proxy.close();
    await sandbox.close();
  });
  beforeEach(() => {
    sandbox.reset();
    forgetTenantZones();
    proxy.setRule(() => ({ kind: "pass" }));
    proxy.seen.length = 0;
  });

  it("gives each organisation its zone, Xero's code and its date and time at one instant", async () => {
    const tenants = await clocks();
    expect(tenants.map(({ tenantId, tenantName }) => [tenantId, tenantName])).toEqual([
      [P.tenantId, P.name],
      [S.tenantId, S.name],
    ]);
    expect(tenants[0]).toMatchObject({
      timeZone: "Pacific/Auckland",
      xeroTimeZone: "NEWZEALANDSTANDARDTIME",
      localDate: "2026-11-29",
      localTime: "10:16",
      utcOffset: "+13:00",
    });
    expect(tenants[1]).toMatchObject({
      timeZone: "Europe/London",
      xeroTimeZone: "GMTSTANDARDTIME",
      localDate: "2026-11-28",
      localTime: "21:16",
      utcOffset: "+00:00",
    });
    // Read with the tenant's header, one read each.
    expect(
      organisationReads()
        .map((request) => request.headers["xero-tenant-id"])
        .sort(),
    ).toEqual([P.tenantId, S.tenantId]);
  });

  it("is what GetConnectedTenants answers through the executor", async () => {
    const before = Date.now();
    const tenants = (await executeTool(connections, {}, token)) as Record<string, unknown>[];
    expect(tenants.map((tenant) => tenant.timeZone)).toEqual(["Pacific/Auckland", "Europe/London"]);
    expect([
      localClock("Pacific/Auckland", before).localDate,
      localClock("Pacific/Auckland", Date.now()).localDate,
    ]).toContain(tenants[0]?.localDate);
  });

  it("keeps each zone for an hour, then reads it again", async () => {
    await clocks(AT);
    await clocks(AT + ZONE_TTL_MS - 1000);
    expect(organisationReads()).toHaveLength(2);
    const later = await clocks(AT + ZONE_TTL_MS + 1000);
    expect(organisationReads()).toHaveLength(4);
    expect(later[0]?.localDate).toBe("2026-11-29");
  });

  it("answers the list when one organisation's read fails: that one without a date, saying why, and not kept", async () => {
    proxy.setRule((request) =>
      request.url.endsWith("/Organisation") && request.headers["xero-tenant-id"] === S.tenantId
        ? {
            kind: "answer",
            status: 403,
            body: JSON.stringify({
              Type: null,
              Title: "Forbidden",
              Status: 403,
              Detail: "AuthorizationUnsuccessful",
            }),
          }
        : { kind: "pass" },
    );
    const [auckland, london] = await clocks();
    expect(auckland).toMatchObject({ timeZone: "Pacific/Auckland", localDate: "2026-11-29" });
    expect(london?.tenantId).toBe(S.tenantId);
    for (const absent of ["timeZone", "xeroTimeZone", "localDate", "localTime", "utcOffset"])
      expect(london?.[absent], absent).toBeUndefined();
    expect(london?.timeZoneUnavailable).toMatch(/Forbidden.*accounting\.settings/);

    // The failure is not kept: the next call reads that organisation again (and only that one).
    proxy.setRule(() => ({ kind: "pass" }));
    proxy.seen.length = 0;
    const [, again] = await clocks();
    expect(organisationReads().map((request) => request.headers["xero-tenant-id"])).toEqual([S.tenantId]);
    expect(again).toMatchObject({ timeZone: "Europe/London", localDate: "2026-11-28" });
  });

  it("gives Xero's code but no date for a code the table does not know", async () => {
    proxy.setRule((request) =>
      request.url.endsWith("/Organisation") && request.headers["xero-tenant-id"] === S.tenantId
        ? {
            kind: "answer",
            status: 200,
            body: JSON.stringify({ Organisations: [{ Timezone: "MARSSTANDARDTIME" }] }),
          }
        : { kind: "pass" },
    );
    const [, london] = await clocks();
    expect(london).toMatchObject({ xeroTimeZone: "MARSSTANDARDTIME" });
    expect(london?.timeZoneUnavailable).toContain("MARSSTANDARDTIME");
    expect(london?.localDate).toBeUndefined();
    expect(london?.timeZone).toBeUndefined();
  });

  it("never puts the token in a note, even when the upstream's refusal repeats it", async () => {
    proxy.setRule((request) =>
      request.url.endsWith("/Organisation")
        ? { kind: "answer", status: 401, body: JSON.stringify({ Detail: `token ${sandbox.token} refused` }) }
        : { kind: "pass" },
    );
    const tenants = await clocks();
    expect(tenants.map((tenant) => tenant.timeZoneUnavailable)).toEqual([
      expect.stringContaining("AuthError"),
      expect.stringContaining("AuthError"),
    ]);
    expect(JSON.stringify(tenants)).not.toContain(sandbox.token);
  });

  it(`reads ${MAX_READS_PER_CALL} organisations at most per call; the others say so and are read by the next`, async () => {
    const many = Array.from({ length: MAX_READS_PER_CALL + 5 }, (_, i) => ({
      tenantId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      tenantType: "ORGANISATION",
    }));
    const first = await clocks(AT, many);
    expect(organisationReads()).toHaveLength(MAX_READS_PER_CALL);
    // Tenants the sandbox does not hold are refused (403): each says so; the last five were not read.
    expect(
      first.slice(0, MAX_READS_PER_CALL).every((t) => String(t.timeZoneUnavailable).includes("Forbidden")),
    ).toBe(true);
    expect(
      first
        .slice(MAX_READS_PER_CALL)
        .every((t) => String(t.timeZoneUnavailable).startsWith("Not read on this call")),
    ).toBe(true);
  });

  it("reads nothing for entries that are not accounting organisations, and keeps other answers as they are", async () => {
    const odd = [
      { tenantId: "5e2c6b1a-0000-4000-8000-000000000001", tenantType: "PRACTICEMANAGER" },
      { tenantId: "not-a-uuid\r\nx-injected: 1", tenantType: "ORGANISATION" },
      { tenantName: "no id" },
      "a string",
    ];
    const answered = await clocks(AT, odd);
    expect(organisationReads()).toEqual([]);
    expect(answered[0]?.timeZoneUnavailable).toContain("PRACTICEMANAGER");
    expect(answered[1]?.timeZoneUnavailable).toContain("not a UUID");
    expect(answered[2]?.timeZoneUnavailable).toContain("no tenantId");
    expect(answered[3]).toBe("a string");
    expect(await withTenantClocks({ not: "a list" }, { run, upstream: proxy.url })).toEqual({
      not: "a list",
    });
  });
});
