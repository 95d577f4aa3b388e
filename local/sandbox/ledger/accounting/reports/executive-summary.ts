// GET /Reports/ExecutiveSummary: the month of `date` (default today) against the month before:
// cash in/out of the bank accounts (transfers between them excluded), profitability from the same
// account sums as the Profit and Loss, debtors/creditors/net assets at month end, invoices issued,
// margins and the current ratio. Variance is the change in percent.
import type { XeroRecord } from "../../types";
import { addMonths, endOfMonth, monthLabel, startOfMonth } from "../dates";
import { round2, sum } from "../money";
import type { ReportContext } from "./context";
import { Ledger } from "./ledger";
import { displayed, profitAndLossRows } from "./pl-layout";
import { headerRow, organisationName, report, row, section } from "./rows";

interface Month {
  from: string;
  to: string;
}

function monthFigures(ctx: ReportContext, ledger: Ledger, month: Month) {
  const movement = ledger.sum(month);
  const balance = ledger.sum({ to: month.to });
  const pl = profitAndLossRows(ledger, 1, (a) => displayed(a, movement.get(a.id) ?? 0));
  const bankLines = ledger.lines.filter(
    (l) =>
      l.account.type === "BANK" && l.date >= month.from && l.date <= month.to && l.sourceType !== "TRANSFER",
  );
  const received = sum(bankLines.filter((l) => l.net > 0).map((l) => l.net));
  const spent = sum(bankLines.filter((l) => l.net < 0).map((l) => -l.net));
  const balanceOf = (accept: (type: string, cls: string) => boolean) =>
    sum(
      [...ledger.accounts.values()].filter((a) => accept(a.type, a.cls)).map((a) => balance.get(a.id) ?? 0),
    );
  const debtors = ledger.chart.system("DEBTORS");
  const creditors = ledger.chart.system("CREDITORS");
  const invoices = (ctx.org.collections.Invoices ?? []).filter(
    (i) =>
      i.Type === "ACCREC" &&
      (i.Status === "AUTHORISED" || i.Status === "PAID") &&
      String(i.Date) >= month.from &&
      String(i.Date) <= month.to,
  );
  const invoiceTotal = sum(invoices.map((i) => Number(i.Total ?? 0)));
  const currentAssets = balanceOf((type) => ["BANK", "CURRENT", "PREPAYMENT", "INVENTORY"].includes(type));
  const currentLiabilities = -balanceOf(
    (type, cls) => cls === "LIABILITY" && !["TERMLIAB", "LIABILITY"].includes(type),
  );
  const income = pl.income[0] ?? 0;
  return {
    received,
    spent,
    surplus: round2(received - spent),
    closingBank: balanceOf((type) => type === "BANK"),
    income,
    costOfSales: pl.costOfSales[0] ?? 0,
    grossProfit: pl.grossProfit[0] ?? 0,
    otherIncome: pl.otherIncome[0] ?? 0,
    expenses: pl.expenses[0] ?? 0,
    netProfit: pl.netProfit[0] ?? 0,
    debtors: round2(debtors ? (balance.get(String(debtors.AccountID)) ?? 0) : 0),
    creditors: round2(creditors ? -(balance.get(String(creditors.AccountID)) ?? 0) : 0),
    netAssets: round2(balanceOf((_, cls) => cls === "ASSET") + balanceOf((_, cls) => cls === "LIABILITY")),
    invoiceCount: invoices.length,
    averageInvoice: invoices.length ? round2(invoiceTotal / invoices.length) : 0,
    grossMargin: income ? round2(((pl.grossProfit[0] ?? 0) / income) * 100) : 0,
    netMargin: income ? round2(((pl.netProfit[0] ?? 0) / income) * 100) : 0,
    currentRatio: currentLiabilities ? round2(currentAssets / currentLiabilities) : 0,
  };
}

type Figures = ReturnType<typeof monthFigures>;

function variance(current: number, previous: number): string {
  if (previous === 0) return "";
  return `${(((current - previous) / Math.abs(previous)) * 100).toFixed(1)}%`;
}

export function executiveSummary(ctx: ReportContext): XeroRecord {
  const date = ctx.query.date("date") ?? ctx.today;
  const ledger = new Ledger(ctx.org);
  const thisMonth = { from: startOfMonth(date), to: endOfMonth(date) };
  const lastMonth = { from: addMonths(thisMonth.from, -1), to: endOfMonth(addMonths(thisMonth.from, -1)) };
  const now = monthFigures(ctx, ledger, thisMonth);
  const before = monthFigures(ctx, ledger, lastMonth);
  const line = (label: string, key: keyof Figures, format: (v: number) => string = (v) => v.toFixed(2)) =>
    row([label, format(now[key]), format(before[key]), variance(now[key], before[key])]);
  const percent = (v: number) => `${v.toFixed(1)}%`;
  return report(
    {
      id: ctx.reportId ?? "ExecutiveSummary",
      name: "Executive Summary",
      type: "ExecutiveSummary",
      titles: ["Executive Summary", organisationName(ctx.org), `For the month of ${monthLabel(date)}`],
      rows: [
        headerRow(["", monthLabel(thisMonth.from), monthLabel(lastMonth.from), "Variance"]),
        section("Cash", [
          line("Cash received", "received"),
          line("Cash spent", "spent"),
          line("Cash surplus (deficit)", "surplus"),
          line("Closing bank balance", "closingBank"),
        ]),
        section("Profitability", [
          line("Income", "income"),
          line("Direct costs", "costOfSales"),
          line("Gross profit (loss)", "grossProfit"),
          line("Other Income", "otherIncome"),
          line("Expenses", "expenses"),
          line("Profit (loss)", "netProfit"),
        ]),
        section("Balance Sheet", [
          line("Debtors", "debtors"),
          line("Creditors", "creditors"),
          line("Net assets", "netAssets"),
        ]),
        section("Income", [
          line("Number of invoices issued", "invoiceCount", (v) => String(v)),
          line("Average value of invoices", "averageInvoice"),
        ]),
        section("Performance", [
          line("Gross profit margin", "grossMargin", percent),
          line("Net profit margin", "netMargin", percent),
        ]),
        section("Position", [line("Current assets to liabilities", "currentRatio")]),
      ],
    },
    ctx,
  );
}
