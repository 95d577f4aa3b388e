// GET /Reports/BudgetSummary: the organisation's overall budget by account, in `periods` columns of
// `timeframe` months (1, 3 or 12) starting with the month of `date` (default today), laid out as a
// Profit and Loss. Budget amounts are positive for income and expenses alike, as Xero stores them.
import type { XeroRecord } from "../../types";
import { addMonths, monthLabel, startOfMonth } from "../dates";
import { sum } from "../money";
import type { ReportContext } from "./context";
import { Ledger } from "./ledger";
import { ReportParamError } from "./params";
import { profitAndLossRows } from "./pl-layout";
import { headerRow, organisationName, report } from "./rows";

interface PeriodColumn {
  label: string;
  /** YYYY-MM months the column covers. */
  months: Set<string>;
}

function periodColumns(start: string, periods: number, timeframe: number): PeriodColumn[] {
  return [...Array(periods).keys()].map((i) => {
    const first = addMonths(start, i * timeframe);
    const months = new Set([...Array(timeframe).keys()].map((k) => addMonths(first, k).slice(0, 7)));
    const last = addMonths(first, timeframe - 1);
    const label = timeframe === 1 ? monthLabel(first) : `${monthLabel(first)} to ${monthLabel(last)}`;
    return { label, months };
  });
}

export function budgetSummary(ctx: ReportContext): XeroRecord {
  const q = ctx.query;
  const date = q.date("date") ?? ctx.today;
  const timeframe = q.integer("timeframe", 1, 12) ?? 1;
  if (![1, 3, 12].includes(timeframe)) {
    throw new ReportParamError(
      `The timeframe parameter must be 1 (month), 3 (quarter) or 12 (year); got ${timeframe}`,
    );
  }
  const periods = q.integer("periods", 1, 12) ?? (timeframe === 1 ? 12 : timeframe === 3 ? 4 : 1);
  const start = startOfMonth(date);
  const columns = periodColumns(start, periods, timeframe);
  const budgets = ctx.org.collections.Budgets ?? [];
  const budget = budgets.find((b) => b.Type === "OVERALL") ?? budgets[0];
  // Budgeted amount per account id and month.
  const amounts = new Map<string, Map<string, number>>();
  for (const line of (budget?.BudgetLines as XeroRecord[] | undefined) ?? []) {
    const perMonth = new Map<string, number>();
    for (const balance of (line.BudgetBalances as XeroRecord[] | undefined) ?? []) {
      const month = String(balance.Period ?? "").slice(0, 7);
      perMonth.set(month, (perMonth.get(month) ?? 0) + Number(balance.Amount ?? 0));
    }
    amounts.set(String(line.AccountID), perMonth);
  }
  const ledger = new Ledger(ctx.org);
  const figures = profitAndLossRows(ledger, columns.length, (account, i) => {
    const perMonth = amounts.get(account.id);
    const column = columns[i];
    if (!perMonth || !column) return 0;
    return sum([...perMonth].filter(([month]) => column.months.has(month)).map(([, amount]) => amount));
  });
  const end = addMonths(start, periods * timeframe - 1);
  return report(
    {
      id: ctx.reportId ?? "BudgetSummary",
      name: "Budget Summary",
      type: "BudgetSummary",
      titles: [
        "Budget Summary",
        organisationName(ctx.org),
        `${String(budget?.Description ?? "Overall Budget")}: ${monthLabel(start)} to ${monthLabel(end)}`,
      ],
      rows: [headerRow(["Account", ...columns.map((c) => c.label)]), ...figures.rows],
    },
    ctx,
  );
}
