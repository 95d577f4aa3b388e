// Purchase orders as a record kind of the batch writes (batch-writes.ts): PUT /PurchaseOrders,
// POST /PurchaseOrders and POST /PurchaseOrders/{PurchaseOrderID}. Numbered PO-nnnn, lines taxed
// as purchases, nothing posted; the contact must exist and a new order needs lines (Xero's docs).
// DRAFT -> SUBMITTED -> AUTHORISED -> BILLED (AUTHORISED undoes it); an unbilled order can be
// deleted; a billed one takes only a status change, a deleted one none.
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
  DRAFT: ["DRAFT", "SUBMITTED", "AUTHORISED", "DELETED"],
  SUBMITTED: ["SUBMITTED", "DRAFT", "AUTHORISED", "DELETED"],
  AUTHORISED: ["AUTHORISED", "BILLED", "DELETED"],
  BILLED: ["BILLED", "AUTHORISED"],
};
const CREATE_STATUSES = ["DRAFT", "SUBMITTED", "AUTHORISED"];
const NOT_CONTENT = ["PurchaseOrderID", "PurchaseOrderNumber", "Status"];
const DELIVERY_FIELDS = ["DeliveryAddress", "AttentionTo", "Telephone", "DeliveryInstructions"];
const MAX_INSTRUCTIONS = 500;

function statusProblems(input: XeroRecord, existing: XeroRecord | undefined, status: string): string[] {
  if (!existing) {
    return CREATE_STATUSES.includes(status)
      ? []
      : [`Purchase order Status must be DRAFT, SUBMITTED or AUTHORISED when it is created, not ${status}`];
  }
  const moved = transitionProblem("purchase order", TRANSITIONS, String(existing.Status), status);
  if (moved) return [moved];
  const edited = Object.keys(input).some((key) => !NOT_CONTENT.includes(key));
  return edited && existing.Status === "BILLED"
    ? ["A BILLED purchase order cannot be edited; only its status can change"]
    : [];
}

function write(ctx: HandlerContext, input: XeroRecord, existing: XeroRecord | undefined): Written {
  const status = statusOf(input, existing);
  const refused = statusProblems(input, existing, status);
  if (refused.length > 0) return { problems: refused };
  const built = buildDocument(ctx.org, input, existing, {
    side: "ACCPAY",
    unitDecimals: unitDecimals(ctx),
    status,
    themed: true,
    today: ctx.at.today,
  });
  const problems = [...built.problems];
  if (built.newContact)
    problems.push(
      "Purchase orders do not create contacts; give the ContactID or ContactNumber of an existing contact",
    );
  if (!existing && !(Array.isArray(input.LineItems) && input.LineItems.length > 0))
    problems.push("LineItems are required to create a purchase order");
  const delivery =
    readDate(input.DeliveryDate, "DeliveryDate", problems) ?? (existing?.DeliveryDate as string | undefined);
  const details = Object.fromEntries(
    DELIVERY_FIELDS.map((field) => [field, String(input[field] ?? existing?.[field] ?? "")]),
  );
  if (String(details.DeliveryInstructions).length > MAX_INSTRUCTIONS)
    problems.push(`DeliveryInstructions must be at most ${MAX_INSTRUCTIONS} characters`);
  const orders = recordsOf(ctx.org, "PurchaseOrders");
  const number = String(
    input.PurchaseOrderNumber ??
      existing?.PurchaseOrderNumber ??
      nextNumber(orders, "PurchaseOrderNumber", "PO"),
  );
  if (numberTaken(orders, "PurchaseOrderNumber", number, existing))
    problems.push("Purchase order number must be unique.");
  if (problems.length > 0 || !built.fields) return { problems };

  const { fields } = built;
  const date = String(fields.Date);
  const order: XeroRecord = {
    ...existing,
    PurchaseOrderID: existing?.PurchaseOrderID ?? randomUUID(),
    PurchaseOrderNumber: number,
    DateString: `${date}T00:00:00`,
    Date: date,
    ...(delivery && { DeliveryDateString: `${delivery}T00:00:00`, DeliveryDate: delivery }),
    ...details,
    HasErrors: false,
    IsDiscounted: fields.IsDiscounted,
    Reference: fields.Reference,
    Type: "PURCHASEORDER",
    CurrencyRate: fields.CurrencyRate,
    CurrencyCode: fields.CurrencyCode,
    Contact: fields.Contact,
    BrandingThemeID: fields.BrandingThemeID,
    Status: status,
    LineAmountTypes: fields.LineAmountTypes,
    LineItems: fields.LineItems,
    SubTotal: fields.SubTotal,
    TotalTax: fields.TotalTax,
    Total: fields.Total,
    TotalDiscount: fields.TotalDiscount,
    SentToContact: existing?.SentToContact ?? false,
    HasAttachments: existing?.HasAttachments ?? false,
    UpdatedDateUTC: nowTimestamp(),
  };
  storeRecord(ctx.org, "PurchaseOrders", existing, order);
  return { record: order, problems: [] };
}

export const PURCHASE_ORDER_KIND: RecordKind = {
  resource: requireResource("PurchaseOrders"),
  noun: "purchase order",
  touches: ["Contacts"],
  /** POST only: an existing order by its number. */
  existingByOther: byNumber("PurchaseOrders", "PurchaseOrderNumber"),
  write,
};

export const purchaseOrderWriteRoutes = recordWriteRoutes(PURCHASE_ORDER_KIND);
