// Credit notes as a record kind of the batch writes (batch-writes.ts): PUT /CreditNotes, POST
// /CreditNotes and POST /CreditNotes/{CreditNoteID}. A sales credit (ACCRECCREDIT) is numbered
// CN-nnnn; statuses move as an invoice's (invoice-status.ts); an approved credit note posts to the
// ledger with its whole total as RemainingCredit, and once allocated or refunded its money is locked.
import { randomUUID } from "node:crypto";
import { refreshCreditAmounts } from "../accounting/settlement";
import { nowTimestamp } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { XeroRecord } from "../types";
import { type RecordKind, recordWriteRoutes, storeRecord, unitDecimals, type Written } from "./batch-writes";
import type { HandlerContext } from "./context";
import { buildDocument, byNumber, nextNumber, numberTaken, statusOf } from "./document-build";
import { CREATE_STATUSES, isFinal, updateProblems } from "./invoice-status";
import { storeContact } from "./invoice-writes";

const SALES = "ACCRECCREDIT";
const TYPES = [SALES, "ACCPAYCREDIT"];
const NOT_MODIFIABLE = "Credit note not of valid status for modification";

function readType(input: XeroRecord, existing: XeroRecord | undefined, problems: string[]): string {
  const type = input.Type ?? existing?.Type;
  if (typeof type === "string" && TYPES.includes(type)) return type;
  problems.push(
    type === undefined
      ? "Credit note Type must be specified (ACCRECCREDIT or ACCPAYCREDIT)"
      : `Credit note Type '${String(type)}' is not valid; use ACCRECCREDIT or ACCPAYCREDIT`,
  );
  return SALES;
}

/** Allocated to an invoice or refunded: the credit's money is then spoken for. */
const isSettled = (credit: XeroRecord) =>
  [credit.Allocations, credit.Payments].some((list) => Array.isArray(list) && list.length > 0);

function write(ctx: HandlerContext, input: XeroRecord, existing: XeroRecord | undefined): Written {
  if (existing && isFinal(existing)) return { problems: [NOT_MODIFIABLE] };
  const problems: string[] = [];
  const type = readType(input, existing, problems);
  const status = statusOf(input, existing);
  if (!existing && !CREATE_STATUSES.includes(status))
    problems.push(
      `Credit note Status must be DRAFT, SUBMITTED or AUTHORISED when it is created, not ${status}`,
    );
  const built = buildDocument(ctx.org, input, existing, {
    side: type === SALES ? "ACCREC" : "ACCPAY",
    unitDecimals: unitDecimals(ctx),
    status,
    accountsAt: ["SUBMITTED", "AUTHORISED"],
    themed: type === SALES,
    today: ctx.at.today,
  });
  problems.push(...built.problems);
  const sales = recordsOf(ctx.org, "CreditNotes").filter((credit) => credit.Type === SALES);
  const number = String(
    input.CreditNoteNumber ??
      existing?.CreditNoteNumber ??
      (type === SALES ? nextNumber(sales, "CreditNoteNumber", "CN") : ""),
  );
  if (type === SALES && numberTaken(sales, "CreditNoteNumber", number, existing))
    problems.push("Credit Note # must be unique.");
  if (problems.length > 0 || !built.fields) return { problems };

  const { fields } = built;
  const credit: XeroRecord = {
    ...existing,
    Type: type,
    CreditNoteID: existing?.CreditNoteID ?? randomUUID(),
    CreditNoteNumber: number,
    Reference: fields.Reference,
    Contact: fields.Contact,
    Date: fields.Date,
    Status: status,
    LineAmountTypes: fields.LineAmountTypes,
    LineItems: fields.LineItems,
    SubTotal: fields.SubTotal,
    TotalTax: fields.TotalTax,
    Total: fields.Total,
    CurrencyCode: fields.CurrencyCode,
    CurrencyRate: fields.CurrencyRate,
    RemainingCredit: 0,
    Allocations: existing?.Allocations ?? [],
    Payments: existing?.Payments ?? [],
    SentToContact: existing?.SentToContact ?? false,
    HasErrors: false,
    HasAttachments: existing?.HasAttachments ?? false,
    UpdatedDateUTC: nowTimestamp(),
  };
  if (fields.BrandingThemeID !== undefined) credit.BrandingThemeID = fields.BrandingThemeID;
  // RemainingCredit is the total less what is allocated or refunded; fully used, the credit is PAID.
  refreshCreditAmounts(credit);
  const refused = existing
    ? updateProblems(existing, credit, input.Status, { noun: "credit note", settled: isSettled(existing) })
    : [];
  if (refused.length > 0) return { problems: refused };
  storeContact(ctx.org, credit, built.newContact, type === SALES ? "ACCREC" : "ACCPAY");
  storeRecord(ctx.org, "CreditNotes", existing, credit);
  return { record: credit, problems: [] };
}

export const CREDIT_NOTE_KIND: RecordKind = {
  resource: requireResource("CreditNotes"),
  noun: "credit note",
  touches: ["Contacts"],
  posts: true,
  /** POST only: an existing credit note by its number (and type, when given). */
  existingByOther: byNumber(
    "CreditNotes",
    "CreditNoteNumber",
    (credit, input) => input.Type === undefined || credit.Type === input.Type,
  ),
  write,
};

export const creditNoteWriteRoutes = recordWriteRoutes(CREDIT_NOTE_KIND);
