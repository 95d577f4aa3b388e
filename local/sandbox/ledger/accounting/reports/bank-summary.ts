// GET /Reports/BankSummary: per bank account, the balance before `fromDate`, money in and out
// during the period (transfers included, as Xero counts them) and the closing balance. Defaults
// to the current month.
import type { XeroRecord } from "../../types";
import { addDays, endOfMonth, longDate, startOfMonth } from "../dates";
import { round2, sum } from "../money";
import type { ReportContext } from "./context";
import { Ledger } from "./ledger";
import { requireOrder } from "./params";
import { accountRow, headerRow, organisationName, report, section, summaryRow } from "./rows";

export function bankSummary(ctx: ReportContext): XeroRecord {
  const toParam = ctx.query.date("toDate");
  const from = ctx.query.date("fromDate") ?? startOfMonth(toParam ?? ctx.today);
  const to = toParam ?? endOfMonth(from);
  requireOrder(from, to);
  const ledger = new Ledger(ctx.org);
  const opening = ledger.sum({ to: addDays(from, -1) });
  const banks = ledger.ordered((a) => a.type === "BANK");
  const figures = banks.map((bank) => {
    const moves = ledger.lines.filter((l) => l.account.id === bank.id && l.date >= from && l.date <= to);
    const received = sum(moves.filter((l) => l.net > 0).map((l) => l.net));
    const spent = sum(moves.filter((l) => l.net < 0).map((l) => -l.net));
    const open = opening.get(bank.id) ?? 0;
    return { bank, values: [open, received, spent, round2(open + received - spent)] };
  });
  const totals = [0, 1, 2, 3].map((i) => sum(figures.map((f) => f.values[i] ?? 0)));
  return report(
    {
      id: ctx.reportId ?? "BankSummary",
      name: "Bank Summary",
      type: "BankSummary",
      titles: ["Bank Summary", organisationName(ctx.org), `From ${longDate(from)} to ${longDate(to)}`],
      rows: [
        headerRow(["Bank Accounts", "Opening Balance", "Cash Received", "Cash Spent", "Closing Balance"]),
        section("", [
          ...figures.map((f) => accountRow(f.bank, f.bank.name, f.values)),
          summaryRow(["Total", ...totals]),
        ]),
      ],
    },
    ctx,
  );
}
