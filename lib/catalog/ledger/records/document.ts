// What the documents beyond the invoice (credit notes, quotes, purchase orders, repeating invoice
// templates) share with it: the contact, currency and branding theme fields and the line items of
// invoice.ts, and the shapes of an update (every field optional, the status widened, lines
// replacing all) and of an update-or-create (the record's id in front).
import type { FieldSpec } from "../../types";
import { optionalFields } from "../writes/record-params";
import { invoiceFields, lineItemFields } from "./invoice";

/** One of invoice.ts's fields, by name, for a document that has the same field. */
export function invoiceField(name: string): FieldSpec {
  const field = invoiceFields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`invoice.ts has no field ${name}`);
  return field;
}

/** The contact by id or by name, as an invoice names it. */
export const contactFields: readonly FieldSpec[] = [invoiceField("contact_id"), invoiceField("contact_name")];

/** Line items without discounts: Xero takes a DiscountRate on sales documents only. */
export const purchaseLineFields: readonly FieldSpec[] = lineItemFields.filter(
  (field) => field.name !== "discount_rate",
);

/** The lines of a document, at least one. */
export const linesField = (lineFields: readonly FieldSpec[] = lineItemFields): FieldSpec => ({
  ...invoiceField("line_items"),
  fields: lineFields,
});

/** The fields an update may change: each optional, `status` replaced, lines sent replacing all. */
export function changeFields(fields: readonly FieldSpec[], status: FieldSpec): readonly FieldSpec[] {
  return optionalFields(fields).map((field) => {
    if (field.name === "status") return status;
    if (field.name === "line_items")
      return { ...field, description: "The lines, replacing all of its lines (send every line to keep)." };
    return field;
  });
}

/** An update-or-create record: the record's id (to update it) in front of the update's fields. */
export const upsertFields = (id: FieldSpec, fields: readonly FieldSpec[]): readonly FieldSpec[] => [
  id,
  ...fields,
];
