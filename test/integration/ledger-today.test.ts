// The organisation's today over the local gateway of `npm start`: GetConnectedTenants gives each
// organisation its time zone and its local date, and the Xero sandbox dates what it is not given a
// date for (a report, a new invoice) by the organisation's own calendar, not UTC's. The sandbox's
// clock is fixed where UTC and Auckland are on different days; the expected dates are computed
// here with Intl on their own.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forgetTenantZones } from "../../lib/runtime/tenant-clocks";
import {
  LEDGER_STARTING_DATA,
  type LedgerSandbox,
  startLedgerSandbox,
} from "../../local/sandbox/ledger/index";
import { type LocalStack, startLocalStack } from "../../local/stack";
import { type Call, gatewayTransport } from "../support/transports";

/** 30 November, noon in London; 1 December, 1 a.m. in Auckland. */
const SANDBOX_NOW = Date.parse("2026-11-30T12:00:00Z");
const P = LEDGER_STARTING_DATA.primary;
const S = LEDGER_STARTING_DATA.secondary;

type Json = Record<string, unknown>;

/** A date as a calendar in `timeZone` shows it at `epochMs`: en-CA writes YYYY-MM-DD. */
const dateIn = (timeZone: string, epochMs: number) =>
  new Date(epochMs).toLocaleDateString("en-CA", { timeZone });
/** Xero's ReportDate form, "1 December 2026". */
const longDateIn = (timeZone: string, epochMs: number) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "long", year: "numeric" }).format(
    epochMs,
  );

let sandbox: LedgerSandbox;
let stack: LocalStack;
let call: Call;
const saved = { url: process.env.LEDGER_API_BASE_URL, token: process.env.LEDGER_API_ACCESS_TOKEN };

beforeAll(async () => {
  sandbox = await startLedgerSandbox({ clock: () => SANDBOX_NOW });
  Object.assign(process.env, { LEDGER_API_BASE_URL: sandbox.url, LEDGER_API_ACCESS_TOKEN: sandbox.token });
  stack = await startLocalStack({ port: 0 });
  call = gatewayTransport(stack.url);
});
afterAll(async () => {
  await stack.close();
  await sandbox.close();
  for (const [name, value] of [
    ["LEDGER_API_BASE_URL", saved.url],
    ["LEDGER_API_ACCESS_TOKEN", saved.token],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
beforeEach(() => sandbox.reset());

async function result(tool: string, input: Json): Promise<unknown> {
  const reply = await call(tool, input);
  expect(reply.body.error, `${tool}: ${JSON.stringify(reply.body.error)}`).toBeUndefined();
  expect(reply.status).toBe(200);
  return reply.body.result;
}

describe("GetConnectedTenants over the local gateway", () => {
  it("gives each organisation its time zone and its local date and time at the moment of the call", async () => {
    const before = Date.now();
    const tenants = (await result("LedgerApi.GetConnectedTenants", {})) as Json[];
    const after = Date.now();

    const expected = [
      { tenantId: P.tenantId, timeZone: "Pacific/Auckland", xeroTimeZone: "NEWZEALANDSTANDARDTIME" },
      { tenantId: S.tenantId, timeZone: "Europe/London", xeroTimeZone: "GMTSTANDARDTIME" },
    ];
    expect(
      tenants.map(({ tenantId, timeZone, xeroTimeZone }) => ({ tenantId, timeZone, xeroTimeZone })),
    ).toEqual(expected);
    for (const tenant of tenants) {
      const zone = String(tenant.timeZone);
      // The call may straddle a midnight: its date is the one before or the one after.
      expect([dateIn(zone, before), dateIn(zone, after)]).toContain(tenant.localDate);
      expect(tenant.localTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      // Date, time and offset name the moment of the call (to the minute).
      const named = Date.parse(`${tenant.localDate}T${tenant.localTime}:00${tenant.utcOffset}`);
      expect(named).toBeGreaterThan(before - 60_000);
      expect(named).toBeLessThanOrEqual(after);
      expect(tenant.timeZoneUnavailable).toBeUndefined();
    }
  });

  it("reads each organisation's time zone once, then keeps it", async () => {
    forgetTenantZones();
    const first = await result("LedgerApi.GetConnectedTenants", {});
    const second = await result("LedgerApi.GetConnectedTenants", {});
    expect(second).toEqual(first);
    const reads = sandbox.requests.filter((request) => request.path.endsWith("/Organisation"));
    expect(reads.map((request) => request.headers["xero-tenant-id"]).sort()).toEqual([
      P.tenantId,
      S.tenantId,
    ]);
    expect(sandbox.requests.filter((request) => request.path === "/connections")).toHaveLength(2);
  });
});

describe("the sandbox's today is the organisation's", () => {
  it("dates a Profit and Loss report asked for without dates by the organisation's today", async () => {
    const auckland = (await result("LedgerApi.GetProfitAndLossReport", {
      tenant_identifier: P.tenantId,
    })) as Json;
    const report = (auckland.Reports as Json[])[0] as Json;
    // UTC is still on 30 November; Auckland is on 1 December, so this month is December.
    expect(report.ReportDate).toBe(longDateIn("Pacific/Auckland", SANDBOX_NOW));
    expect(report.ReportDate).toBe("1 December 2026");
    expect(report.ReportTitles).toEqual(["Profit and Loss", P.name, "1 December 2026 to 31 December 2026"]);
    expect(report.UpdatedDateUTC).toBe(new Date(SANDBOX_NOW).toISOString());

    const london = (await result("LedgerApi.GetProfitAndLossReport", {
      tenant_identifier: S.tenantId,
    })) as Json;
    const londonReport = (london.Reports as Json[])[0] as Json;
    expect(londonReport.ReportDate).toBe(longDateIn("Europe/London", SANDBOX_NOW));
    expect(londonReport.ReportTitles).toEqual([
      "Profit and Loss",
      S.name,
      "1 November 2026 to 30 November 2026",
    ]);
  });

  it("dates a new invoice given no date by the organisation's today", async () => {
    const created = (await result("LedgerApi.CreateInvoices", {
      tenant_id: P.tenantId,
      invoices: [
        {
          type: "ACCREC",
          contact_id: P.contacts.ridgeway,
          line_items: [{ description: "Advice", quantity: 1, unit_amount: 100, account_code: "200" }],
        },
      ],
      idempotency_key: "today-invoice-without-date",
    })) as Json;
    const invoice = (created.Invoices as Json[])[0] as Json;
    expect(String(invoice.Date).slice(0, 10)).toBe(dateIn("Pacific/Auckland", SANDBOX_NOW));
    expect(String(invoice.Date).slice(0, 10)).toBe("2026-12-01");
  });
});
