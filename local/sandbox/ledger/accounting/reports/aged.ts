// GET /Reports/AgedReceivablesByContact and AgedPayablesByContact: the contact's outstanding
// documents as at `date` (default today): invoices (or bills) less payments and credits dated up
// to then, and unapplied credit notes, prepayments and overpayments as negatives. The fourth column
// names the ageing bucket by days past the due date; a last section totals the buckets.
import type { XeroRecord } from "../../types";
import { dateOnly, daysBetween, longDate } from "../dates";
import { amountOf, round2, sum } from "../money";
import type { ReportContext } from "./context";
import { ReportParamError } from "./params";
import { headerRow, report, row, section, summaryRow } from "./rows";

interface Side {
  name: string;
  type: string;
  invoiceType: string;
  creditType: string;
  /** Prepayment/overpayment Type prefix. */
  cashPrefix: string;
}

export const RECEIVABLES: Side = {
  name: "Aged Receivables By Contact",
  type: "AgedReceivablesByContact",
  invoiceType: "ACCREC",
  creditType: "ACCRECCREDIT",
  cashPrefix: "RECEIVE",
};

export const PAYABLES: Side = {
  name: "Aged Payables By Contact",
  type: "AgedPayablesByContact",
  invoiceType: "ACCPAY",
  creditType: "ACCPAYCREDIT",
  cashPrefix: "SPEND",
};

export const AGEING_BUCKETS = ["Current", "< 1 Month", "1 Month", "2 Months", "3 Months", "Older"] as const;

export function ageingBucket(dueDate: string, asAt: string): (typeof AGEING_BUCKETS)[number] {
  const overdue = daysBetween(dueDate, asAt);
  if (overdue <= 0) return "Current";
  if (overdue <= 30) return "< 1 Month";
  if (overdue <= 60) return "1 Month";
  if (overdue <= 90) return "2 Months";
  if (overdue <= 120) return "3 Months";
  return "Older";
}

interface Outstanding {
  date: string;
  reference: string;
  dueDate: string;
  total: number;
  paid: number;
  credited: number;
  due: number;
}

function list(record: XeroRecord, field: string): XeroRecord[] {
  return Array.isArray(record[field]) ? (record[field] as XeroRecord[]) : [];
}

const posted = (r: XeroRecord) => r.Status === "AUTHORISED" || r.Status === "PAID";
const contactOf = (r: XeroRecord) =>
  String((r.Contact as XeroRecord | undefined)?.ContactID ?? "").toLowerCase();

/** Sum of the amounts of entries dated on or before `asAt`. */
function upTo(entries: XeroRecord[], field: string, asAt: string): number {
  return sum(entries.filter((e) => dateOnly(String(e.Date)) <= asAt).map((e) => amountOf(e, field)));
}

function outstandingDocuments(
  ctx: ReportContext,
  side: Side,
  contactId: string,
  from: string | undefined,
  to: string,
  asAt: string,
): Outstanding[] {
  const inWindow = (r: XeroRecord) => {
    const d = dateOnly(String(r.Date));
    return d <= asAt && d <= to && (from === undefined || d >= from);
  };
  const ofContact = (r: XeroRecord) => contactOf(r) === contactId && posted(r) && inWindow(r);
  const out: Outstanding[] = [];
  for (const inv of ctx.org.collections.Invoices ?? []) {
    if (inv.Type !== side.invoiceType || !ofContact(inv)) continue;
    const paid = upTo(list(inv, "Payments"), "Amount", asAt);
    const applied = [...list(inv, "CreditNotes"), ...list(inv, "Prepayments"), ...list(inv, "Overpayments")];
    const credited = upTo(applied, "AppliedAmount", asAt);
    const total = amountOf(inv, "Total");
    const due = round2(total - paid - credited);
    if (due === 0) continue;
    out.push({
      date: dateOnly(String(inv.Date)),
      reference: String(inv.InvoiceNumber ?? ""),
      dueDate: dateOnly(String(inv.DueDate ?? inv.Date)),
      total,
      paid,
      credited,
      due,
    });
  }
  const credits: [string, (r: XeroRecord) => boolean, (r: XeroRecord) => string][] = [
    ["CreditNotes", (r) => r.Type === side.creditType, (r) => String(r.CreditNoteNumber ?? "Credit Note")],
    [
      "Prepayments",
      (r) => String(r.Type).startsWith(side.cashPrefix),
      (r) => String(r.Reference || "Prepayment"),
    ],
    [
      "Overpayments",
      (r) => String(r.Type).startsWith(side.cashPrefix),
      (r) => String(r.Reference || "Overpayment"),
    ],
  ];
  for (const [collection, isSide, label] of credits) {
    for (const credit of ctx.org.collections[collection] ?? []) {
      if (!isSide(credit) || !ofContact(credit)) continue;
      const paid = upTo(list(credit, "Payments"), "Amount", asAt);
      const credited = upTo(list(credit, "Allocations"), "Amount", asAt);
      const total = amountOf(credit, "Total");
      const remaining = round2(total - paid - credited);
      if (remaining === 0) continue;
      const date = dateOnly(String(credit.Date));
      out.push({
        date,
        reference: label(credit),
        dueDate: dateOnly(String(credit.DueDate ?? credit.Date)),
        total: -total,
        paid: -paid,
        credited: -credited,
        due: -remaining,
      });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.reference.localeCompare(b.reference));
}

export function agedByContact(ctx: ReportContext, side: Side): XeroRecord {
  const contactParam = ctx.query.raw("contactId");
  if (!contactParam) throw new ReportParamError("The contactId parameter is required");
  const contact = (ctx.org.collections.Contacts ?? []).find(
    (c) => String(c.ContactID).toLowerCase() === contactParam.toLowerCase(),
  );
  if (!contact) throw new ReportParamError(`Contact '${contactParam}' was not found`);
  const asAt = ctx.query.date("date") ?? ctx.today;
  const from = ctx.query.date("fromDate");
  const to = ctx.query.date("toDate") ?? asAt;
  if (from && from > to) throw new ReportParamError(`fromDate ${from} is after toDate ${to}`);
  const docs = outstandingDocuments(ctx, side, contactParam.toLowerCase(), from, to, asAt);
  const totals = ["total", "paid", "credited", "due"].map((k) =>
    sum(docs.map((d) => d[k as keyof Outstanding] as number)),
  );
  const buckets = AGEING_BUCKETS.map((bucket) =>
    sum(docs.filter((d) => ageingBucket(d.dueDate, asAt) === bucket).map((d) => d.due)),
  );
  const period = from ? `From ${longDate(from)} to ${longDate(to)}` : `To ${longDate(to)}`;
  return report(
    {
      id: ctx.reportId ?? side.type,
      name: side.name,
      type: side.type,
      titles: [
        side.invoiceType === "ACCREC" ? "Invoices" : "Bills",
        String(contact.Name ?? ""),
        period,
        `Showing payments to ${longDate(asAt)}`,
      ],
      rows: [
        headerRow(["Date", "Reference", "Due Date", "Ageing", "Total", "Paid", "Credited", "Due"]),
        section("", [
          ...docs.map((d) =>
            row([
              `${d.date}T00:00:00`,
              d.reference,
              `${d.dueDate}T00:00:00`,
              ageingBucket(d.dueDate, asAt),
              d.total,
              d.paid,
              d.credited,
              d.due,
            ]),
          ),
          summaryRow(["Total", "", "", "", ...totals]),
        ]),
        section(
          "Ageing",
          AGEING_BUCKETS.map((bucket, i) => row([bucket, "", "", "", "", "", "", buckets[i] ?? 0])),
        ),
      ],
    },
    ctx,
  );
}
