// Sales quotes as a record kind of the batch writes (batch-writes.ts): PUT /Quotes, POST /Quotes
// and POST /Quotes/{QuoteID}. A quote needs a contact and a date, is numbered QU-nnnn, spells its
// line amount types in capitals, and posts nothing. Its status moves DRAFT -> SENT -> ACCEPTED or
// DECLINED -> INVOICED; only DRAFT and SENT quotes take other changes; a deleted one takes none.
import { randomUUID } from "node:crypto";
import { nowTimestamp } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { XeroRecord } from "../types";
import { type RecordKind, recordWriteRoutes, storeRecord, unitDecimals, type Written } from "./batch-writes";
import type { HandlerContext } from "./context";
import {
  buildDocument,
  byNumber,
  nextNumber,
  numberTaken,
  statusOf,
  type Transitions,
  transitionProblem,
} from "./document-build";
import { readDate } from "./invoice-build";

const TRANSITIONS: Transitions = {
  DRAFT: ["DRAFT", "SENT", "DELETED"],
  SENT: ["SENT", "DRAFT", "ACCEPTED", "DECLINED", "DELETED"],
  ACCEPTED: ["ACCEPTED", "SENT", "INVOICED"],
  DECLINED: ["DECLINED", "SENT"],
  INVOICED: ["INVOICED"],
};
const CREATE_STATUSES = ["DRAFT", "SENT"];
const EDITABLE = ["DRAFT", "SENT"];
/** Members that name the quote or its status rather than change its content. */
const NOT_CONTENT = ["QuoteID", "QuoteNumber", "Status"];

const optionalText = (input: XeroRecord, existing: XeroRecord | undefined, field: string) =>
  String(input[field] ?? existing?.[field] ?? "");

function statusProblems(input: XeroRecord, existing: XeroRecord | undefined, status: string): string[] {
  if (!existing) {
    return CREATE_STATUSES.includes(status)
      ? []
      : [`Quote Status must be DRAFT or SENT when a quote is created, not ${status}`];
  }
  const from = String(existing.Status);
  const moved = transitionProblem("quote", TRANSITIONS, from, status);
  if (moved) return [moved];
  const edited = Object.keys(input).some((key) => !NOT_CONTENT.includes(key));
  return edited && !EDITABLE.includes(from)
    ? [`A ${from} quote cannot be edited; only its status can change`]
    : [];
}

function write(ctx: HandlerContext, input: XeroRecord, existing: XeroRecord | undefined): Written {
  const status = statusOf(input, existing);
  const refused = statusProblems(input, existing, status);
  if (refused.length > 0) return { problems: refused };
  const problems: string[] = [];
  if (!existing && (input.Date === undefined || input.Date === null || input.Date === ""))
    problems.push("Date is required when a quote is created");
  const built = buildDocument(ctx.org, input, existing, {
    side: "ACCREC",
    unitDecimals: unitDecimals(ctx),
    status,
    amountTypeNames: { Exclusive: "EXCLUSIVE", Inclusive: "INCLUSIVE", NoTax: "NOTAX" },
    themed: true,
    today: ctx.at.today,
  });
  problems.push(...built.problems);
  const date = String(built.fields?.Date ?? "");
  const expiry =
    readDate(input.ExpiryDate, "ExpiryDate", problems) ?? (existing?.ExpiryDate as string | undefined);
  if (expiry && date && expiry < date) problems.push("ExpiryDate must be on or after the quote's Date");
  const quotes = recordsOf(ctx.org, "Quotes");
  const number = String(
    input.QuoteNumber ?? existing?.QuoteNumber ?? nextNumber(quotes, "QuoteNumber", "QU"),
  );
  if (numberTaken(quotes, "QuoteNumber", number, existing)) problems.push("Quote number must be unique.");
  if (problems.length > 0 || !built.fields) return { problems };

  const { fields } = built;
  const quote: XeroRecord = {
    ...existing,
    QuoteID: existing?.QuoteID ?? randomUUID(),
    QuoteNumber: number,
    Reference: fields.Reference,
    Terms: optionalText(input, existing, "Terms"),
    Contact: fields.Contact,
    Date: date,
    DateString: `${date}T00:00:00`,
    Status: status,
    CurrencyRate: fields.CurrencyRate,
    CurrencyCode: fields.CurrencyCode,
    LineItems: fields.LineItems,
    SubTotal: fields.SubTotal,
    TotalTax: fields.TotalTax,
    Total: fields.Total,
    TotalDiscount: fields.TotalDiscount,
    Title: optionalText(input, existing, "Title"),
    Summary: optionalText(input, existing, "Summary"),
    BrandingThemeID: fields.BrandingThemeID,
    LineAmountTypes: fields.LineAmountTypes,
    UpdatedDateUTC: nowTimestamp(),
  };
  if (expiry) Object.assign(quote, { ExpiryDate: expiry, ExpiryDateString: `${expiry}T00:00:00` });
  if (built.newContact) recordsOf(ctx.org, "Contacts").push(built.newContact);
  storeRecord(ctx.org, "Quotes", existing, quote);
  return { record: quote, problems: [] };
}

export const QUOTE_KIND: RecordKind = {
  resource: requireResource("Quotes"),
  noun: "quote",
  touches: ["Contacts"],
  /** POST only: an existing quote by its number. */
  existingByOther: byNumber("Quotes", "QuoteNumber"),
  write,
};

export const quoteWriteRoutes = recordWriteRoutes(QUOTE_KIND);
