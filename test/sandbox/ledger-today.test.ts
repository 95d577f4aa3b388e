// "Today" in the Xero sandbox is the organisation's: every default date comes from its own time
// zone's calendar at the sandbox's clock. The clock is fixed at instants where UTC and Auckland are
// on different days (and, for the published reports, in different financial years); the expected
// dates are computed here with Intl on their own.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  LEDGER_STARTING_DATA,
  type LedgerSandbox,
  startLedgerSandbox,
} from "../../local/sandbox/ledger/index";
import { organisationToday } from "../../local/sandbox/ledger/today";

// biome-ignore lint/suspicious/noExplicitAny: the tests read JSON answers field by field.
type Json = Record<string, any>;

const P = LEDGER_STARTING_DATA.primary;
const S = LEDGER_STARTING_DATA.secondary;
/** 12:00 UTC on 30 November: 1 December, 1 a.m., in Auckland; still 30 November in London. */
const EVENING_IN_AUCKLAND = Date.parse("2026-11-30T12:00:00Z");

const dateIn = (timeZone: string, epochMs: number) =>
  new Date(epochMs).toLocaleDateString("en-CA", { timeZone });
const longDateIn = (timeZone: string, epochMs: number) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "long", year: "numeric" }).format(
    epochMs,
  );
/** The calendar day of a Xero `/Date(ms+0000)/` value (Xero writes a date as that day's UTC midnight). */
const dayOf = (msDate: string) =>
  new Date(Number(/\/Date\((-?\d+)/.exec(msDate)?.[1])).toISOString().slice(0, 10);

let now = EVENING_IN_AUCKLAND;
let sandbox: LedgerSandbox;

beforeAll(async () => {
  sandbox = await startLedgerSandbox({ clock: () => now });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.reset();
  now = EVENING_IN_AUCKLAND;
});

async function call(
  method: string,
  path: string,
  tenant: string = P.tenantId,
  body?: unknown,
): Promise<Json> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${sandbox.token}`,
      "xero-tenant-id": tenant,
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Json;
  expect(response.status, JSON.stringify(json)).toBe(200);
  return json;
}

const firstReport = async (path: string, tenant?: string) =>
  ((await call("GET", path, tenant)).Reports as Json[])[0] as Json;

describe("organisationToday", () => {
  it("is the date on the organisation's calendar, which turns at its own midnight", () => {
    const auckland = { timeZone: "Pacific/Auckland" };
    expect(organisationToday(auckland, Date.parse("2026-11-28T10:59:59Z"))).toBe("2026-11-28");
    expect(organisationToday(auckland, Date.parse("2026-11-28T11:00:00Z"))).toBe("2026-11-29");
    expect(organisationToday({ timeZone: "Europe/London" }, Date.parse("2026-11-28T23:59:59Z"))).toBe(
      "2026-11-28",
    );
    for (const instant of [EVENING_IN_AUCKLAND, Date.parse("2026-06-30T12:30:00Z"), Date.now()])
      expect(organisationToday(auckland, instant)).toBe(dateIn("Pacific/Auckland", instant));
  });
});

describe("reports", () => {
  const REPORTS = [
    "TrialBalance",
    "ProfitAndLoss",
    "BalanceSheet",
    "BankSummary",
    "BudgetSummary",
    "ExecutiveSummary",
    `AgedReceivablesByContact?contactId=${P.contacts.ridgeway}`,
    `AgedPayablesByContact?contactId=${P.contacts.powerDirect}`,
  ];

  it("are dated the organisation's today and stamped with the instant they were made", async () => {
    expect(dateIn("UTC", now)).toBe("2026-11-30");
    for (const path of REPORTS) {
      const report = await firstReport(`/Reports/${path}`);
      expect(report.ReportDate, path).toBe(longDateIn("Pacific/Auckland", now));
      expect(report.UpdatedDateUTC, path).toBe(`/Date(${now}+0000)/`);
    }
    expect((await firstReport("/Reports/TrialBalance", S.tenantId)).ReportDate).toBe(
      longDateIn("Europe/London", now),
    );
  });

  it("default their dates to the organisation's today: as at today, this month", async () => {
    expect((await firstReport("/Reports/TrialBalance")).ReportTitles[2]).toBe("As at 1 December 2026");
    expect((await firstReport("/Reports/BalanceSheet")).ReportTitles[2]).toBe("As at 31 December 2026");
    expect((await firstReport("/Reports/ExecutiveSummary")).ReportTitles[2]).toBe(
      "For the month of Dec 2026",
    );
    expect(
      (await firstReport(`/Reports/AgedReceivablesByContact?contactId=${P.contacts.ridgeway}`))
        .ReportTitles[3],
    ).toBe("Showing payments to 1 December 2026");
    expect((await firstReport("/Reports/TrialBalance", S.tenantId)).ReportTitles[2]).toBe(
      "As at 30 November 2026",
    );
  });

  it("publish the last financial year completed by the organisation's today", async () => {
    // The Demo Company's year ends on 31 March. At 11:30 UTC on 31 March Auckland is on 1 April.
    now = Date.parse("2026-03-31T11:30:00Z");
    const published = (await call("GET", "/Reports")).Reports as Json[];
    const balanceSheet = published.find((report) => report.ReportType === "BalanceSheet");
    expect(balanceSheet?.ReportTitles[2]).toBe("As at 31 March 2026");
    now = Date.parse("2026-03-31T10:30:00Z");
    const dayBefore = ((await call("GET", "/Reports")).Reports as Json[]).find(
      (report) => report.ReportType === "BalanceSheet",
    );
    expect(dayBefore?.ReportTitles[2]).toBe("As at 31 March 2025");
  });
});

describe("records written without a date", () => {
  const today = () => dateIn("Pacific/Auckland", now);

  it("are dated the organisation's today", async () => {
    const line = { Description: "Paper", Quantity: 1, UnitAmount: 10, AccountCode: "453" };
    const written = [
      await call("PUT", "/ManualJournals", P.tenantId, {
        ManualJournals: [
          {
            Narration: "Accrual",
            JournalLines: [
              { LineAmount: 10, AccountCode: "453" },
              { LineAmount: -10, AccountCode: "800" },
            ],
          },
        ],
      }),
      await call("PUT", "/BankTransactions", P.tenantId, {
        BankTransactions: [
          {
            Type: "SPEND",
            BankAccount: { Code: "090" },
            Contact: { ContactID: P.contacts.centralOffice },
            LineItems: [line],
          },
        ],
      }),
      await call("PUT", "/Invoices", P.tenantId, {
        Invoices: [{ Type: "ACCPAY", Contact: { ContactID: P.contacts.powerDirect }, LineItems: [line] }],
      }),
      await call("PUT", "/CreditNotes", P.tenantId, {
        CreditNotes: [
          { Type: "ACCPAYCREDIT", Contact: { ContactID: P.contacts.powerDirect }, LineItems: [line] },
        ],
      }),
    ];
    for (const answer of written) {
      const record = (Object.values(answer).find(Array.isArray) as Json[])[0] as Json;
      expect(dayOf(record.Date)).toBe(today());
    }
    expect(today()).toBe("2026-12-01");
  });

  it("schedule a repeating invoice from the organisation's today", async () => {
    // Weekly from 30 November: the first date on or after Auckland's 1 December is 7 December.
    const created = await call("PUT", "/RepeatingInvoices", P.tenantId, {
      RepeatingInvoices: [
        {
          Type: "ACCREC",
          Contact: { ContactID: P.contacts.ridgeway },
          Schedule: {
            Period: 1,
            Unit: "WEEKLY",
            DueDate: 20,
            DueDateType: "OFFOLLOWINGMONTH",
            StartDate: "2026-11-30",
          },
          LineItems: [{ Description: "Retainer", Quantity: 1, UnitAmount: 100, AccountCode: "200" }],
        },
      ],
    });
    expect(dayOf(created.RepeatingInvoices[0].Schedule.NextScheduledDate)).toBe("2026-12-07");
  });
});
