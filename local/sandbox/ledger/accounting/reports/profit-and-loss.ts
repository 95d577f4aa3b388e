// GET /Reports/ProfitAndLoss: revenue and expense accounts' movements over a period (default: the
// current month), with comparison periods going back by `timeframe`, or one column per option of
// `trackingCategoryID` (plus Unassigned and Total); `trackingOptionID`(2) filter the lines.
import type { XeroRecord } from "../../types";
import { addMonths, endOfMonth, longDate, shiftPeriodEnd, shortDate, startOfMonth } from "../dates";
import type { ReportContext } from "./context";
import { Ledger, type PostedLine, type Range } from "./ledger";
import { requireOrder } from "./params";
import { displayed, profitAndLossRows } from "./pl-layout";
import { headerRow, organisationName, report } from "./rows";
import {
  allOf,
  hasOption,
  lacksCategory,
  type TrackingCategoryInfo,
  trackingCategory,
  trackingOption,
} from "./tracking";

export const TIMEFRAME_MONTHS = { MONTH: 1, QUARTER: 3, YEAR: 12 } as const;
const TIMEFRAMES = ["MONTH", "QUARTER", "YEAR"] as const;

interface Column extends Range {
  label: string;
}

type LineFilter = (line: PostedLine) => boolean;

/** Filters from trackingOptionID/trackingOptionID2, and the category to split columns by, if any. */
function trackingSetup(ctx: ReportContext): { filters: LineFilter[]; split?: TrackingCategoryInfo } {
  const filters: LineFilter[] = [];
  let split: TrackingCategoryInfo | undefined;
  for (const suffix of ["", "2"]) {
    const categoryId = ctx.query.raw(`trackingCategoryID${suffix}`);
    const optionId = ctx.query.raw(`trackingOptionID${suffix}`);
    const category = categoryId ? trackingCategory(ctx, categoryId) : undefined;
    if (optionId) filters.push(hasOption(trackingOption(ctx, optionId, category)));
    else if (category && !split) split = category;
  }
  return split ? { filters, split } : { filters };
}

export function profitAndLoss(ctx: ReportContext): XeroRecord {
  const q = ctx.query;
  const toParam = q.date("toDate");
  const from = q.date("fromDate") ?? startOfMonth(toParam ?? ctx.today);
  const to = toParam ?? endOfMonth(from);
  requireOrder(from, to);
  const periods = q.integer("periods", 0, 11) ?? 0;
  const months = TIMEFRAME_MONTHS[q.choice("timeframe", TIMEFRAMES) ?? "MONTH"];
  q.boolean("standardLayout");
  const ledger = new Ledger(ctx.org, q.boolean("paymentsOnly"));
  const { filters, split } = trackingSetup(ctx);
  const base = allOf(filters);
  const withBase = (extra: LineFilter) => allOf([...filters, extra]);
  let columns: Column[];
  if (split) {
    columns = [
      ...split.options.map((o) => ({ label: o.name, from, to, where: withBase(hasOption(o.id)) })),
      { label: "Unassigned", from, to, where: withBase(lacksCategory(split.id)) },
      { label: "Total", from, to, where: base },
    ];
  } else {
    columns = [...Array(periods + 1).keys()].map((i) => {
      const end = shiftPeriodEnd(to, -i * months);
      return { label: shortDate(end), from: addMonths(from, -i * months), to: end, where: base };
    });
  }
  const sums = columns.map((c) => ledger.sum(c));
  const figures = profitAndLossRows(ledger, columns.length, (a, i) => displayed(a, sums[i]?.get(a.id) ?? 0));
  return report(
    {
      id: ctx.reportId ?? "ProfitAndLoss",
      name: "Profit and Loss",
      type: "ProfitAndLoss",
      titles: ["Profit and Loss", organisationName(ctx.org), `${longDate(from)} to ${longDate(to)}`],
      rows: [headerRow(["", ...columns.map((c) => c.label)]), ...figures.rows],
    },
    ctx,
  );
}
