// Items as a record kind of the batch writes (batch-writes.ts): PUT /Items, POST /Items and
// POST /Items/{ItemID}. Xero's rules: a Code (at most 30 characters) unique among items; sales and
// purchase details naming active accounts and tax rates; an item is tracked as inventory when it
// has an INVENTORY asset account and a cost-of-goods account; IsSold or IsPurchased false clears
// that side's description and details. Unit prices are rounded to the unitdp asked for.
import { randomUUID } from "node:crypto";
import { nowTimestamp } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { isObject, type RecordKind, recordWriteRoutes, storeRecord, unitDecimals } from "./batch-writes";
import { activeAccount, checkTaxType, checkTexts, holderOf, merged, textOf } from "./record-fields";

const LIMITS = { Code: 30, Name: 50, Description: 4000, PurchaseDescription: 4000 };

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** One side's details (SalesDetails, PurchaseDetails) laid over the item's, each reference checked. */
function details(
  org: LedgerOrganisation,
  side: "SalesDetails" | "PurchaseDetails",
  existing: unknown,
  sent: unknown,
  places: number,
  problems: string[],
): XeroRecord | undefined {
  if (sent === undefined) return isObject(existing) ? existing : undefined;
  if (!isObject(sent)) {
    problems.push(`${side} must be an object`);
    return undefined;
  }
  const result = merged(isObject(existing) ? existing : undefined, sent);
  if (result.UnitPrice !== undefined) {
    if (typeof result.UnitPrice !== "number" || !Number.isFinite(result.UnitPrice) || result.UnitPrice < 0)
      problems.push(`${side}.UnitPrice must be a number, 0 or more`);
    else result.UnitPrice = round(result.UnitPrice, places);
  }
  if (sent.AccountCode !== undefined) activeAccount(org, sent.AccountCode, `${side}.AccountCode`, problems);
  if (sent.COGSAccountCode !== undefined)
    activeAccount(org, sent.COGSAccountCode, `${side}.COGSAccountCode`, problems);
  checkTaxType(org, sent.TaxType, `${side}.TaxType`, problems);
  return result;
}

/** Tracked items need an INVENTORY asset account and a cost-of-goods account on the purchase side. */
function trackingProblems(org: LedgerOrganisation, item: XeroRecord, problems: string[]): boolean {
  const assetCode = item.InventoryAssetAccountCode;
  if (assetCode === undefined || assetCode === "") return false;
  const asset = activeAccount(org, assetCode, "InventoryAssetAccountCode", problems);
  if (asset && asset.Type !== "INVENTORY")
    problems.push("InventoryAssetAccountCode must be an account of type INVENTORY");
  const purchase = isObject(item.PurchaseDetails) ? item.PurchaseDetails : {};
  if (!purchase.COGSAccountCode)
    problems.push("A tracked item needs PurchaseDetails.COGSAccountCode (the cost of goods sold account)");
  return true;
}

function buildItem(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
  places: number,
) {
  const problems: string[] = [];
  checkTexts(input, LIMITS, problems);
  const code = textOf(input.Code);
  if (!existing && !code) problems.push("Item code must be specified");
  if (existing && input.Code !== undefined && !code) problems.push("Item code cannot be empty");
  if (code && holderOf(recordsOf(org, "Items"), "Code", code, existing))
    problems.push(`Item code '${code}' already exists. Item codes must be unique.`);
  const { SalesDetails, PurchaseDetails, ...rest } = input;
  const item: XeroRecord = {
    ...merged(existing ?? { ItemID: randomUUID(), IsSold: true, IsPurchased: true }, rest),
    SalesDetails: details(org, "SalesDetails", existing?.SalesDetails, SalesDetails, places, problems),
    PurchaseDetails: details(
      org,
      "PurchaseDetails",
      existing?.PurchaseDetails,
      PurchaseDetails,
      places,
      problems,
    ),
    UpdatedDateUTC: nowTimestamp(),
  };
  if (code) item.Code = code;
  if (item.IsSold === false) {
    delete item.Description;
    delete item.SalesDetails;
  }
  if (item.IsPurchased === false) {
    delete item.PurchaseDescription;
    delete item.PurchaseDetails;
  }
  for (const side of ["SalesDetails", "PurchaseDetails"]) if (item[side] === undefined) delete item[side];
  const tracked = trackingProblems(org, item, problems);
  item.IsTrackedAsInventory = tracked;
  if (tracked) {
    item.QuantityOnHand = existing?.QuantityOnHand ?? 0;
    item.TotalCostPool = existing?.TotalCostPool ?? 0;
  }
  return { item, problems };
}

export const ITEM_KIND: RecordKind = {
  resource: requireResource("Items"),
  noun: "item",
  /** POST only: an existing item by its code. */
  existingByOther: (org, input) => {
    const code = textOf(input.Code);
    return code ? holderOf(recordsOf(org, "Items"), "Code", code) : undefined;
  },
  write: (ctx, input, existing) => {
    const { item, problems } = buildItem(ctx.org, input, existing, unitDecimals(ctx));
    if (problems.length > 0) return { problems };
    storeRecord(ctx.org, "Items", existing, item);
    return { record: item, problems: [] };
  },
};

export const itemWriteRoutes = recordWriteRoutes(ITEM_KIND);
