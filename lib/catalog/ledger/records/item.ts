// The fields of an item (a product or service you buy or sell) a person sets, as record parameters
// (docs/full-coverage.md), by the spec's names (`as`). Xero computes the rest (quantity on hand,
// cost pool, whether it is tracked).
import type { FieldSpec } from "../../types";
import { optionalFields } from "../writes/record-params";

const price = (side: string): FieldSpec => ({
  name: "unit_price",
  type: "number",
  as: "UnitPrice",
  minimum: 0,
  description: `Default ${side} price of one, e.g. 150.`,
});

const account = (side: string, example: string): FieldSpec => ({
  name: "account_code",
  type: "string",
  as: "AccountCode",
  minLength: 1,
  maxLength: 10,
  description: `Account ${side} lines post to, e.g. ${example}.`,
});

const taxType = (example: string): FieldSpec => ({
  name: "tax_type",
  type: "string",
  as: "TaxType",
  minLength: 1,
  maxLength: 50,
  description: `Tax rate, e.g. ${example}.`,
});

const salesDetails: readonly FieldSpec[] = [price("sale"), account("sales", "200"), taxType("OUTPUT2")];

const purchaseDetails: readonly FieldSpec[] = [
  price("purchase"),
  account("purchase", "300 (untracked items only)"),
  {
    name: "cogs_account_code",
    type: "string",
    as: "COGSAccountCode",
    minLength: 1,
    maxLength: 10,
    description: "Cost of goods sold account, for a tracked item (with inventory_asset_account_code).",
  },
  taxType("INPUT2"),
];

export const itemFields: readonly FieldSpec[] = [
  {
    name: "code",
    type: "string",
    as: "Code",
    required: true,
    minLength: 1,
    maxLength: 30,
    description: "Your code for the item, unique, e.g. DEV-HOURS; invoice lines name it as item_code.",
  },
  { name: "name", type: "string", as: "Name", maxLength: 50, description: "Name of the item." },
  {
    name: "description",
    type: "string",
    as: "Description",
    maxLength: 4000,
    description: "Description on sales lines.",
  },
  {
    name: "purchase_description",
    type: "string",
    as: "PurchaseDescription",
    maxLength: 4000,
    description: "Description on purchase lines.",
  },
  {
    name: "is_sold",
    type: "boolean",
    as: "IsSold",
    description: "Sold (default true); false clears the sales details.",
  },
  {
    name: "is_purchased",
    type: "boolean",
    as: "IsPurchased",
    description: "Purchased (default true); false clears the purchase details.",
  },
  {
    name: "sales_details",
    type: "object",
    as: "SalesDetails",
    fields: salesDetails,
    description: "Defaults of sales lines.",
  },
  {
    name: "purchase_details",
    type: "object",
    as: "PurchaseDetails",
    fields: purchaseDetails,
    description: "Defaults of purchase lines.",
  },
  {
    name: "inventory_asset_account_code",
    type: "string",
    as: "InventoryAssetAccountCode",
    minLength: 1,
    maxLength: 10,
    description:
      "Inventory asset account (type INVENTORY): makes the item tracked; needs purchase_details.cogs_account_code.",
  },
];

/** Changes by id: every field optional but the code, which Xero's Item requires on every write. */
export const itemChangeFields: readonly FieldSpec[] = optionalFields(itemFields, ["Code"]).map((field) =>
  field.name === "code"
    ? {
        ...field,
        description: `${field.description} Xero requires it on every change: send the current code to keep it.`,
      }
    : field,
);

/** An update-or-create record: with item_id (or an existing code) it updates, else it creates. */
export const itemUpsertFields: readonly FieldSpec[] = [
  {
    name: "item_id",
    type: "string",
    as: "ItemID",
    format: "uuid",
    description: "The item to update. Left out, the item with the same code is updated, or one created.",
  },
  ...itemChangeFields,
];
