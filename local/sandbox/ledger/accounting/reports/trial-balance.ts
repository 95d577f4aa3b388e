// GET /Reports/TrialBalance: every account with postings, as at `date` (default today). "Debit" /
// "Credit" are the net movement in the month of `date` up to it; "YTD" columns are the balance:
// since the start of the financial year for revenue and expense accounts, all time for the rest,
// with earlier years' profit rolled into Retained Earnings, so both column pairs balance.
import type { XeroRecord } from "../../types";
import type { AccountClass } from "../chart";
import { longDate, startOfMonth } from "../dates";
import { round2, sum } from "../money";
import type { ReportContext } from "./context";
import { type AccountInfo, isProfitAndLoss, Ledger } from "./ledger";
import { accountRow, headerRow, organisationName, report, row, section, summaryRow } from "./rows";

const SECTIONS: [string, AccountClass][] = [
  ["Revenue", "REVENUE"],
  ["Expenses", "EXPENSE"],
  ["Assets", "ASSET"],
  ["Liabilities", "LIABILITY"],
  ["Equity", "EQUITY"],
];

const debit = (v: number) => (v > 0 ? round2(v).toFixed(2) : "");
const credit = (v: number) => (v < 0 ? round2(-v).toFixed(2) : "");

export function trialBalance(ctx: ReportContext): XeroRecord {
  const date = ctx.query.date("date") ?? ctx.today;
  const ledger = new Ledger(ctx.org, ctx.query.boolean("paymentsOnly"));
  const month = ledger.sum({ from: startOfMonth(date), to: date });
  const allTime = ledger.sum({ to: date });
  const thisYear = ledger.sum({ from: ledger.yearStart(date), to: date });
  const retained = ledger.retainedEarningsAccount();
  const priorProfitNet = sum(
    [...allTime]
      .filter(([id]) => {
        const a = ledger.accounts.get(id);
        return a !== undefined && isProfitAndLoss(a);
      })
      .map(([id, v]) => v - (thisYear.get(id) ?? 0)),
  );
  const ytd = (a: AccountInfo) => {
    if (isProfitAndLoss(a)) return thisYear.get(a.id) ?? 0;
    const balance = allTime.get(a.id) ?? 0;
    return a === retained ? round2(balance + priorProfitNet) : balance;
  };
  const columns: number[][] = [];
  const rows: XeroRecord[] = [headerRow(["Account", "Debit", "Credit", "YTD Debit", "YTD Credit"])];
  for (const [title, cls] of SECTIONS) {
    const accounts = ledger
      .ordered((a) => a.cls === cls)
      .filter((a) => (month.get(a.id) ?? 0) !== 0 || ytd(a) !== 0);
    const sectionRows = accounts.map((a) => {
      const m = month.get(a.id) ?? 0;
      const y = ytd(a);
      columns.push([Math.max(m, 0), Math.max(-m, 0), Math.max(y, 0), Math.max(-y, 0)]);
      return accountRow(a, `${a.name} (${a.code})`, [debit(m), credit(m), debit(y), credit(y)]);
    });
    if (cls === "EQUITY" && !retained && priorProfitNet !== 0) {
      columns.push([0, 0, Math.max(priorProfitNet, 0), Math.max(-priorProfitNet, 0)]);
      sectionRows.push(row(["Retained Earnings", "", "", debit(priorProfitNet), credit(priorProfitNet)]));
    }
    if (sectionRows.length > 0) rows.push(section(title, sectionRows));
  }
  const totals = [0, 1, 2, 3].map((i) => sum(columns.map((c) => c[i] ?? 0)).toFixed(2));
  rows.push(section("", [summaryRow(["Total", ...totals])]));
  return report(
    {
      id: ctx.reportId ?? "TrialBalance",
      name: "Trial Balance",
      type: "TrialBalance",
      titles: ["Trial Balance", organisationName(ctx.org), `As at ${longDate(date)}`],
      rows,
    },
    ctx,
  );
}
