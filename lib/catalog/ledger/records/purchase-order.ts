// The fields of a purchase order a person sets (Xero's writable PurchaseOrder fields), by the
// spec's names (`as`). Xero computes totals and tax; an order posts nothing to the ledger.
import type { FieldSpec } from "../../types";
import { changeFields, invoiceField, linesField, purchaseLineFields, upsertFields } from "./document";

const text = (name: string, as: string, maxLength: number, description: string): FieldSpec => ({
  name,
  type: "string",
  as,
  maxLength,
  description,
});

export const purchaseOrderFields: readonly FieldSpec[] = [
  // Xero's purchase orders name an existing contact; they never create one by name.
  {
    ...invoiceField("contact_id"),
    required: true,
    description: "The supplier (LedgerApi.FetchAllLedgerContacts finds it).",
  },
  { ...linesField(purchaseLineFields), required: true },
  {
    name: "date",
    type: "string",
    as: "Date",
    format: "date",
    description: "Date of the order, e.g. 2026-11-25. Default today.",
  },
  {
    name: "delivery_date",
    type: "string",
    as: "DeliveryDate",
    format: "date",
    description: "When the goods are to be delivered, e.g. 2026-12-05.",
  },
  {
    name: "status",
    type: "string",
    as: "Status",
    enum: ["DRAFT", "SUBMITTED", "AUTHORISED"],
    description: "DRAFT (default); SUBMITTED awaits approval; AUTHORISED approves the order to send.",
  },
  invoiceField("line_amount_types"),
  {
    name: "purchase_order_number",
    type: "string",
    as: "PurchaseOrderNumber",
    minLength: 1,
    maxLength: 255,
    description: "Unique number; Xero numbers it (PO-0004) when left out.",
  },
  text("reference", "Reference", 255, "Reference, e.g. the job it is for."),
  text("delivery_address", "DeliveryAddress", 500, "Where the goods go."),
  text("attention_to", "AttentionTo", 255, "Who receives the delivery."),
  text("telephone", "Telephone", 50, "Phone of the person receiving it."),
  text("delivery_instructions", "DeliveryInstructions", 500, "Delivery instructions."),
  invoiceField("currency_code"),
  invoiceField("branding_theme_id"),
];

const changedStatus: FieldSpec = {
  name: "status",
  type: "string",
  as: "Status",
  enum: ["DRAFT", "SUBMITTED", "AUTHORISED", "BILLED", "DELETED"],
  description:
    "SUBMITTED or AUTHORISED moves it on; BILLED marks an AUTHORISED order billed (AUTHORISED undoes it); DELETED removes an unbilled one. A deleted order takes no change; a billed one only its status.",
};

export const purchaseOrderChangeFields = changeFields(purchaseOrderFields, changedStatus);

export const purchaseOrderUpsertFields = upsertFields(
  {
    name: "purchase_order_id",
    type: "string",
    as: "PurchaseOrderID",
    format: "uuid",
    description:
      "The order to update. Left out, an order with the same purchase_order_number is updated, or a new one created.",
  },
  purchaseOrderChangeFields,
);
