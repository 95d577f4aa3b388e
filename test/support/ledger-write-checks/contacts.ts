// What the end-to-end test (test/integration/ledger-tools.test.ts) asserts of the answers of these
// writes: contacts and contact groups, items, accounts, currencies, tax rates, tracking categories and options, payment services.
// The contact writes fit the default check (their list reads take IDs); each other write is read
// back through the read tool that shows it, and what the example sent must be what is stored.
import { expect } from "vitest";
import { LEDGER_STARTING_DATA } from "../../../local/sandbox/ledger/starting-data/index";
import type { WriteCheckContext, WriteChecks } from "./types";

// biome-ignore lint/suspicious/noExplicitAny: the checks read JSON answers field by field.
type Json = Record<string, any>;
const TENANT = LEDGER_STARTING_DATA.primary.tenantId;

/** The records of the answer's `wrapper` list, none of them failed. */
function written(result: unknown, wrapper: string): Json[] {
  const records = (result as Json)[wrapper] as Json[];
  expect(Array.isArray(records), `${wrapper} in ${JSON.stringify(result).slice(0, 200)}`).toBe(true);
  expect(records.length).toBeGreaterThan(0);
  for (const record of records) expect(record.HasErrors ?? false).toBe(false);
  return records;
}

/** The `wrapper` list a read tool answers. */
async function readList(
  context: WriteCheckContext,
  tool: string,
  input: Json,
  wrapper: string,
): Promise<Json[]> {
  return ((await context.read(tool, input)) as Json)[wrapper] as Json[];
}

const byId = (records: Json[], field: string, id: unknown) => records.find((record) => record[field] === id);

const group = (context: WriteCheckContext, id: unknown) =>
  readList(
    context,
    "LedgerApi.RetrieveContactGroup",
    { contact_group_id: id, ledger_tenant_id: TENANT },
    "ContactGroups",
  );
const account = (context: WriteCheckContext, id: unknown) =>
  readList(
    context,
    "LedgerApi.RetrieveAccountDetails",
    { account_id: id, ledger_tenant_identifier: TENANT },
    "Accounts",
  );
const items = (context: WriteCheckContext) =>
  readList(context, "LedgerApi.GetItems", { ledger_tenant_id: TENANT, unit_decimal_places: 4 }, "Items");
const taxRate = (context: WriteCheckContext, taxType: unknown) =>
  readList(
    context,
    "LedgerApi.GetTaxRateByTaxType",
    { tax_type_code: taxType, ledger_tenant_identifier: TENANT },
    "TaxRates",
  );
const category = async (context: WriteCheckContext, id: unknown) =>
  (
    await readList(
      context,
      "LedgerApi.GetTrackingCategory",
      { tracking_category_id: id, ledger_tenant_id: TENANT },
      "TrackingCategories",
    )
  )[0] as Json;

/** Each item sent is stored with its code and the prices sent. */
async function checkItems(context: WriteCheckContext, sent: Json[], answered: Json[]): Promise<void> {
  const stored = await items(context);
  sent.forEach((item, index) => {
    const record = byId(stored, "ItemID", answered[index]?.ItemID) as Json;
    expect(record).toBeDefined();
    if (item.code) expect(record.Code).toBe(item.code);
    if (item.sales_details?.unit_price !== undefined)
      expect(record.SalesDetails.UnitPrice).toBe(item.sales_details.unit_price);
    if (item.purchase_details?.unit_price !== undefined)
      expect(record.PurchaseDetails.UnitPrice).toBe(item.purchase_details.unit_price);
  });
}

export const CONTACTS_CHECKS: WriteChecks = {
  "LedgerApi.CreateContactGroup": async (context) => {
    const created = written(context.result, "ContactGroups");
    const stored = await readList(
      context,
      "LedgerApi.RetrieveContactGroups",
      { tenant_identifier: TENANT },
      "ContactGroups",
    );
    (context.input.contact_groups as Json[]).forEach((sent, index) => {
      expect(created[index]?.Status).toBe("ACTIVE");
      expect(byId(stored, "ContactGroupID", created[index]?.ContactGroupID)?.Name).toBe(sent.name);
    });
  },
  "LedgerApi.UpdateContactGroup": async (context) => {
    written(context.result, "ContactGroups");
    const [stored] = await group(context, context.input.contact_group_id);
    expect(stored?.Name).toBe((context.input.contact_group as Json).name);
  },
  "LedgerApi.CreateContactGroupContacts": async (context) => {
    const ids = (context.input.contacts as Json[]).map((contact) => contact.contact_id);
    expect(written(context.result, "Contacts").map((contact) => contact.ContactID)).toEqual(ids);
    const [stored] = await group(context, context.input.contact_group_id);
    for (const id of ids) {
      expect(((stored as Json).Contacts as Json[]).map((member) => member.ContactID)).toContain(id);
      const [contact] = await readList(
        context,
        "LedgerApi.RetrieveLedgerContact",
        { contact_id: id, ledger_tenant_identifier: TENANT },
        "Contacts",
      );
      expect(((contact as Json).ContactGroups as Json[]).map((entry) => entry.ContactGroupID)).toContain(
        context.input.contact_group_id,
      );
    }
  },
  "LedgerApi.CreateItems": (context) =>
    checkItems(context, context.input.items as Json[], written(context.result, "Items")),
  "LedgerApi.UpdateOrCreateItems": (context) =>
    checkItems(context, context.input.items as Json[], written(context.result, "Items")),
  "LedgerApi.UpdateItem": (context) =>
    checkItems(context, [context.input.item as Json], written(context.result, "Items")),
  "LedgerApi.CreateAccount": async (context) => {
    const [created] = written(context.result, "Accounts");
    const [stored] = await account(context, created?.AccountID);
    expect([stored?.Code, stored?.Name, stored?.Type, stored?.Status]).toEqual([
      context.input.code,
      context.input.name,
      context.input.type,
      "ACTIVE",
    ]);
    expect(stored?.Class).toBe("REVENUE");
  },
  "LedgerApi.UpdateAccount": async (context) => {
    written(context.result, "Accounts");
    const [stored] = await account(context, context.input.account_id);
    expect(stored?.Name).toBe((context.input.account as Json).name);
    expect(stored?.Description).toBe((context.input.account as Json).description);
  },
  "LedgerApi.CreateCurrency": async (context) => {
    expect(written(context.result, "Currencies")[0]?.Code).toBe(context.input.code);
    const stored = await readList(
      context,
      "LedgerApi.GetLedgerCurrencies",
      { ledger_tenant_identifier: TENANT },
      "Currencies",
    );
    expect(stored.map((currency) => currency.Code)).toContain(context.input.code);
  },
  "LedgerApi.CreateTaxRates": async (context) => {
    const [created] = written(context.result, "TaxRates");
    const [sent] = context.input.tax_rates as Json[];
    expect(created?.TaxType).toMatch(/^TAX\d{3}$/);
    const [stored] = await taxRate(context, created?.TaxType);
    expect(stored?.Name).toBe(sent?.name);
    const sum = ((sent as Json).tax_components as Json[]).reduce(
      (total, component) => total + component.rate,
      0,
    );
    expect(stored?.EffectiveRate).toBe(sum);
  },
  "LedgerApi.UpdateTaxRate": async (context) => {
    written(context.result, "TaxRates");
    const [sent] = context.input.tax_rates as Json[];
    const [stored] = await taxRate(context, sent?.tax_type);
    expect(stored?.Name).toBe(sent?.name);
  },
  "LedgerApi.CreateTrackingCategory": async (context) => {
    const [created] = written(context.result, "TrackingCategories");
    const stored = await category(context, created?.TrackingCategoryID);
    expect([stored.Name, stored.Status, stored.Options]).toEqual([context.input.name, "ACTIVE", []]);
  },
  "LedgerApi.UpdateTrackingCategory": async (context) => {
    written(context.result, "TrackingCategories");
    expect((await category(context, context.input.tracking_category_id)).Name).toBe(context.input.name);
  },
  "LedgerApi.CreateTrackingOptions": async (context) => {
    const [created] = written(context.result, "Options");
    const stored = await category(context, context.input.tracking_category_id);
    expect(byId(stored.Options, "TrackingOptionID", created?.TrackingOptionID)?.Name).toBe(
      context.input.name,
    );
  },
  "LedgerApi.UpdateTrackingOptions": async (context) => {
    written(context.result, "Options");
    const stored = await category(context, context.input.tracking_category_id);
    expect(byId(stored.Options, "TrackingOptionID", context.input.tracking_option_id)?.Status).toBe(
      context.input.status,
    );
  },
  "LedgerApi.CreatePaymentService": async (context) => {
    const [created] = written(context.result, "PaymentServices");
    const [sent] = context.input.payment_services as Json[];
    const stored = await readList(
      context,
      "LedgerApi.RetrievePaymentServices",
      { ledger_tenant_id: TENANT },
      "PaymentServices",
    );
    const record = byId(stored, "PaymentServiceID", created?.PaymentServiceID);
    expect([record?.PaymentServiceName, record?.PaymentServiceUrl]).toEqual([
      sent?.payment_service_name,
      sent?.payment_service_url,
    ]);
  },
  "LedgerApi.CreateBrandingThemePaymentServices": async (context) => {
    const ids = (context.input.payment_services as Json[]).map((service) => service.payment_service_id);
    expect(written(context.result, "PaymentServices").map((service) => service.PaymentServiceID)).toEqual(
      ids,
    );
    const stored = await readList(
      context,
      "LedgerApi.GetPaymentServicesForBrandingTheme",
      { branding_theme_id: context.input.branding_theme_id, ledger_tenant_id: TENANT },
      "PaymentServices",
    );
    expect(stored.map((service) => service.PaymentServiceID)).toEqual(expect.arrayContaining(ids));
  },
};
