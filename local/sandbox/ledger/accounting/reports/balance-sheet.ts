// GET /Reports/BalanceSheet: asset, liability and equity balances at a date (default: end of the
// current month), with comparison dates going back by `timeframe`. Equity shows Retained Earnings
// (the account plus profit of earlier financial years) and Current Year Earnings (profit since the
// start of the financial year), so Net Assets equals Total Equity.
import type { XeroRecord } from "../../types";
import { endOfMonth, longDate, shiftPeriodEnd, shortDate } from "../dates";
import { round2, sum } from "../money";
import type { ReportContext } from "./context";
import { type AccountInfo, isProfitAndLoss, Ledger } from "./ledger";
import { TIMEFRAME_MONTHS } from "./profit-and-loss";
import { accountRow, headerRow, organisationName, report, row, section, summaryRow } from "./rows";
import { allOf, hasOption, trackingOption } from "./tracking";

interface Group {
  title: string;
  total: string;
  accepts(account: AccountInfo): boolean;
}

const NON_CURRENT_LIABILITY = new Set(["TERMLIAB", "LIABILITY"]);

const ASSET_GROUPS: Group[] = [
  { title: "Bank", total: "Total Bank", accepts: (a) => a.type === "BANK" },
  {
    title: "Current Assets",
    total: "Total Current Assets",
    accepts: (a) => ["CURRENT", "PREPAYMENT", "INVENTORY"].includes(a.type),
  },
  { title: "Fixed Assets", total: "Total Fixed Assets", accepts: (a) => a.type === "FIXED" },
  { title: "Non-current Assets", total: "Total Non-current Assets", accepts: (a) => a.type === "NONCURRENT" },
];

const LIABILITY_GROUPS: Group[] = [
  {
    title: "Current Liabilities",
    total: "Total Current Liabilities",
    accepts: (a) => a.cls === "LIABILITY" && !NON_CURRENT_LIABILITY.has(a.type),
  },
  {
    title: "Non-current Liabilities",
    total: "Total Non-current Liabilities",
    accepts: (a) => NON_CURRENT_LIABILITY.has(a.type),
  },
];

/** Per column: each account's balance, and the year's and earlier years' profit. */
interface ColumnBalances {
  balance: Map<string, number>;
  currentEarnings: number;
  priorEarnings: number;
}

export function balanceColumns(
  ledger: Ledger,
  dates: string[],
  where?: ReturnType<typeof allOf>,
): ColumnBalances[] {
  return dates.map((date) => {
    const balance = ledger.sum({ to: date, where });
    const current = ledger.sum({ from: ledger.yearStart(date), to: date, where });
    const profitOf = (m: Map<string, number>) =>
      -sum(
        [...m]
          .filter(([id]) => {
            const a = ledger.accounts.get(id);
            return a !== undefined && isProfitAndLoss(a);
          })
          .map(([, v]) => v),
      );
    const currentEarnings = round2(profitOf(current));
    return { balance, currentEarnings, priorEarnings: round2(profitOf(balance) - currentEarnings) };
  });
}

function groupSections(ledger: Ledger, groups: Group[], columns: ColumnBalances[], sign: 1 | -1) {
  const rows: XeroRecord[] = [];
  const totals = columns.map(() => 0);
  for (const group of groups) {
    const value = (a: AccountInfo, i: number) => round2(sign * (columns[i]?.balance.get(a.id) ?? 0));
    const accounts = ledger.ordered(group.accepts).filter((a) => columns.some((_, i) => value(a, i) !== 0));
    if (accounts.length === 0) continue;
    const groupTotals = columns.map((_, i) => sum(accounts.map((a) => value(a, i))));
    groupTotals.forEach((t, i) => {
      totals[i] = round2((totals[i] ?? 0) + t);
    });
    rows.push(
      section(group.title, [
        ...accounts.map((a) =>
          accountRow(
            a,
            a.name,
            columns.map((_, i) => value(a, i)),
          ),
        ),
        summaryRow([group.total, ...groupTotals]),
      ]),
    );
  }
  return { rows, totals };
}

function equitySection(ledger: Ledger, columns: ColumnBalances[]) {
  const retained = ledger.retainedEarningsAccount();
  const value = (a: AccountInfo, i: number) => {
    const c = columns[i];
    const base = -(c?.balance.get(a.id) ?? 0);
    return round2(a === retained ? base + (c?.priorEarnings ?? 0) : base);
  };
  const accounts = ledger
    .ordered((a) => a.cls === "EQUITY")
    .filter((a) => columns.some((_, i) => value(a, i) !== 0));
  const rows = accounts.map((a) =>
    accountRow(
      a,
      a.name,
      columns.map((_, i) => value(a, i)),
    ),
  );
  const totals = columns.map((_, i) => sum(accounts.map((a) => value(a, i))));
  if (!retained && columns.some((c) => c.priorEarnings !== 0)) {
    rows.push(row(["Retained Earnings", ...columns.map((c) => c.priorEarnings)]));
    columns.forEach((c, i) => {
      totals[i] = round2((totals[i] ?? 0) + c.priorEarnings);
    });
  }
  rows.push(row(["Current Year Earnings", ...columns.map((c) => c.currentEarnings)]));
  columns.forEach((c, i) => {
    totals[i] = round2((totals[i] ?? 0) + c.currentEarnings);
  });
  return section("Equity", [...rows, summaryRow(["Total Equity", ...totals])]);
}

export function balanceSheet(ctx: ReportContext): XeroRecord {
  const q = ctx.query;
  const date = q.date("date") ?? endOfMonth(ctx.today);
  const periods = q.integer("periods", 0, 11) ?? 0;
  const months = TIMEFRAME_MONTHS[q.choice("timeframe", ["MONTH", "QUARTER", "YEAR"] as const) ?? "MONTH"];
  q.boolean("standardLayout");
  const optionFilters = ["trackingOptionID1", "trackingOptionID2"]
    .map((name) => q.raw(name))
    .filter((id): id is string => id !== undefined)
    .map((id) => hasOption(trackingOption(ctx, id)));
  const ledger = new Ledger(ctx.org, q.boolean("paymentsOnly"));
  const dates = [...Array(periods + 1).keys()].map((i) => shiftPeriodEnd(date, -i * months));
  const columns = balanceColumns(ledger, dates, allOf(optionFilters));
  const assets = groupSections(ledger, ASSET_GROUPS, columns, 1);
  const liabilities = groupSections(ledger, LIABILITY_GROUPS, columns, -1);
  const netAssets = columns.map((_, i) => round2((assets.totals[i] ?? 0) - (liabilities.totals[i] ?? 0)));
  return report(
    {
      id: ctx.reportId ?? "BalanceSheet",
      name: "Balance Sheet",
      type: "BalanceSheet",
      titles: ["Balance Sheet", organisationName(ctx.org), `As at ${longDate(date)}`],
      rows: [
        headerRow(["", ...dates.map(shortDate)]),
        section("Assets", []),
        ...assets.rows,
        section("", [row(["Total Assets", ...assets.totals])]),
        section("Liabilities", []),
        ...liabilities.rows,
        section("", [row(["Total Liabilities", ...liabilities.totals])]),
        section("", [row(["Net Assets", ...netAssets])]),
        equitySection(ledger, columns),
      ],
    },
    ctx,
  );
}
