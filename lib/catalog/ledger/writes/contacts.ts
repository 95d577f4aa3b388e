// LedgerApi writes beyond the seed (issue 24, docs/full-coverage.md): Contacts and contact groups, items, accounts, currencies, tax rates, tracking categories and options, payment services.
// Rows over the generated operation facts, as index.ts's invoice writes.
import * as xero from "../operations.generated";
import { idempotencyKey, tenant, unitdp, uuid } from "../params";
import { accountChangeFields, accountFields } from "../records/account";
import { bodyParams } from "../records/body-fields";
import {
  contactChangeFields,
  contactFields,
  contactGroupChangeFields,
  contactGroupFields,
  contactUpsertFields,
  groupMemberFields,
} from "../records/contact";
import { itemChangeFields, itemFields, itemUpsertFields } from "../records/item";
import { appliedServiceFields, paymentServiceFields } from "../records/payment-service";
import { taxRateChangeFields, taxRateFields } from "../records/tax-rate";
import {
  trackingCategoryChangeFields,
  trackingCategoryFields,
  trackingOptionChangeFields,
  trackingOptionFields,
} from "../records/tracking";
import { type LedgerRow, row } from "../row";
import { changeParam, recordsParam, summarizeErrors, UPDATE_FLAGS } from "./record-params";

const KEYED = "Keyed: a retry with the same idempotency_key writes nothing twice.";
const categoryId = uuid("TrackingCategoryID", "The tracking category");
/** Xero declares this path id without a format (its twin path takes a ContactNumber); this tool takes the id only. */
const contactId = { ...uuid("ContactID", "The contact to change"), format: "uuid" } as const;

/** createCurrency's one field: an ISO 4217 code (the sandbox and Xero refuse any other). */
const currencyCode = {
  in: "body",
  as: "Code",
  type: "string",
  required: true,
  pattern: { regex: "^[A-Z]{3}$", hint: "an ISO 4217 code such as EUR" },
  description: "ISO 4217 code of the currency to add, e.g. EUR.",
} as const;

/** Creates and updates, in family `ledger-write`. */
// biome-ignore format: a table, one line per row
export const contactWrites: readonly LedgerRow[] = [
  row("CreateContacts", xero.createContacts, { tenant_id: tenant, contacts: recordsParam("Contacts", contactFields, "The customers or suppliers to create"), summarize_errors: summarizeErrors("contacts"), idempotency_key: idempotencyKey }, `Create contacts (customers and suppliers), up to 50. Xero refuses a name or contact_number another contact has. A contact becomes a customer or supplier with its first invoice or bill. ${KEYED} Returns {Contacts: [{ContactID, Name, ContactStatus...}]}.`),
  row("UpdateOrCreateContacts", xero.updateOrCreateContacts, { tenant_id: tenant, contacts: recordsParam("Contacts", contactUpsertFields, "The contacts: each with contact_id (or an existing contact_number) is updated, each without is created"), summarize_errors: summarizeErrors("contacts"), idempotency_key: idempotencyKey }, `Update or create contacts, up to 50: one named by contact_id (or an existing contact_number) is changed, any other created. Can archive contacts (contact_status ARCHIVED). Lists sent (addresses, phones, persons) replace the contact's. ${KEYED} Returns {Contacts: [...]}.`, { flags: UPDATE_FLAGS }),
  row("UpdateContact", xero.updateContact, { contact_id: contactId, tenant_id: tenant, contact: changeParam("Contacts", contactChangeFields), idempotency_key: idempotencyKey }, `Change a contact: details, addresses, phones, or archive it (contact_status ARCHIVED: hidden, and Xero refuses new invoices for it; ACTIVE restores). Xero refuses a name or contact_number another contact has. ${KEYED} Returns {Contacts: [the contact]}.`, { flags: UPDATE_FLAGS }),
  row("CreateContactGroup", xero.createContactGroup, { tenant_id: tenant, contact_groups: recordsParam("ContactGroups", contactGroupFields, "The groups to create"), idempotency_key: idempotencyKey }, `Create contact groups (e.g. Wholesale customers), up to 50, empty; LedgerApi.CreateContactGroupContacts fills them. Xero refuses a name an active group has. ${KEYED} Returns {ContactGroups: [{ContactGroupID, Name, Status}]}.`),
  row("UpdateContactGroup", xero.updateContactGroup, { contact_group_id: uuid("ContactGroupID", "The contact group to change"), tenant_id: tenant, contact_group: changeParam("ContactGroups", contactGroupChangeFields), idempotency_key: idempotencyKey }, `Rename a contact group, or delete it (status DELETED: the group goes, its contacts stay). ${KEYED} Returns {ContactGroups: [the group]}.`, { flags: UPDATE_FLAGS }),
  row("CreateContactGroupContacts", xero.createContactGroupContacts, { contact_group_id: uuid("ContactGroupID", "The contact group to add to"), tenant_id: tenant, contacts: recordsParam("Contacts", groupMemberFields, "The contacts to add"), idempotency_key: idempotencyKey }, `Add existing contacts to a contact group; ones already in it stay once. Xero refuses a deleted group or an unknown contact. ${KEYED} Returns {Contacts: [the contacts added]}.`),
  row("CreateItems", xero.createItems, { tenant_id: tenant, items: recordsParam("Items", itemFields, "The items (products or services) to create"), summarize_errors: summarizeErrors("items"), unit_decimal_places: unitdp, idempotency_key: idempotencyKey }, `Create items (products and services you buy or sell), up to 50, each with a unique code and default prices, accounts and tax rates for sales and purchase lines. A tracked (inventory) item needs inventory_asset_account_code and purchase_details.cogs_account_code. ${KEYED} Returns {Items: [{ItemID, Code, Name, SalesDetails...}]}.`),
  row("UpdateOrCreateItems", xero.updateOrCreateItems, { tenant_id: tenant, items: recordsParam("Items", itemUpsertFields, "The items: each with item_id (or an existing code) is updated, each without is created"), summarize_errors: summarizeErrors("items"), unit_decimal_places: unitdp, idempotency_key: idempotencyKey }, `Update or create items, up to 50: one named by item_id or an existing code is changed, any other created (code needed). is_sold or is_purchased false clears that side's details. ${KEYED} Returns {Items: [...]}.`, { flags: UPDATE_FLAGS }),
  row("UpdateItem", xero.updateItem, { item_id: uuid("ItemID", "The item to change"), tenant_id: tenant, item: changeParam("Items", itemChangeFields), unit_decimal_places: unitdp, idempotency_key: idempotencyKey }, `Change an item: its code (unique), name, descriptions, default prices, accounts or tax rates. Xero requires the code on every change (send it as it is to keep it). is_sold or is_purchased false clears that side's details. ${KEYED} Returns {Items: [the item]}.`, { flags: UPDATE_FLAGS }),
  row("CreateAccount", xero.createAccount, { tenant_id: tenant, ...bodyParams(accountFields), idempotency_key: idempotencyKey }, `Add an account to the chart of accounts. Xero refuses a code or name already used; a BANK account needs bank_account_number (and takes no code of its own if left out). ${KEYED} Returns {Accounts: [{AccountID, Code, Name, Type, Class, Status}]}.`),
  row("UpdateAccount", xero.updateAccount, { account_id: uuid("AccountID", "The account to change"), tenant_id: tenant, account: changeParam("Accounts", accountChangeFields), idempotency_key: idempotencyKey }, `Change an account of the chart: code, name, description, tax rate, or archive it (status ARCHIVED: no new transactions; its history stays). Xero refuses a code or name already used, and changes to system accounts (receivables, payables, GST...) beyond the name and description. ${KEYED} Returns {Accounts: [the account]}.`, { flags: UPDATE_FLAGS }),
  row("CreateCurrency", xero.createCurrency, { tenant_id: tenant, code: currencyCode, idempotency_key: idempotencyKey }, `Add a currency to the organisation, so contacts, invoices and bank accounts can use it. Xero refuses a code that is not ISO 4217 or that the organisation already has. ${KEYED} Returns {Currencies: [{Code, Description}]}.`),
  row("CreateTaxRates", xero.createTaxRates, { tenant_id: tenant, tax_rates: recordsParam("TaxRates", taxRateFields, "The tax rates to create"), idempotency_key: idempotencyKey }, `Create tax rates, up to 50, each from its components (e.g. State Tax 2.25%). Xero gives each a TaxType (TAX001...) that lines and accounts name, and refuses a name already used. ${KEYED} Returns {TaxRates: [{Name, TaxType, EffectiveRate, Status...}]}.`),
  row("UpdateTaxRate", xero.updateTaxRate, { tenant_id: tenant, tax_rates: recordsParam("TaxRates", taxRateChangeFields, "The tax rates to change, each named by tax_type or name"), idempotency_key: idempotencyKey }, `Change tax rates, each named by tax_type or name: name, components, report type, or retire one you created (status ARCHIVED; DELETED when no account, item or contact uses it). System rates (GST on Income...) take only a new name. ${KEYED} Returns {TaxRates: [...]}.`, { flags: UPDATE_FLAGS }),
  row("CreateTrackingCategory", xero.createTrackingCategory, { tenant_id: tenant, ...bodyParams(trackingCategoryFields), idempotency_key: idempotencyKey }, `Create a tracking category (e.g. Region, Department) to analyse transactions by; LedgerApi.CreateTrackingOptions gives it options. Xero allows 2 active categories (4 in all) and refuses a name already used. ${KEYED} Returns {TrackingCategories: [{TrackingCategoryID, Name, Status, Options}]}.`),
  row("UpdateTrackingCategory", xero.updateTrackingCategory, { tracking_category_id: categoryId, tenant_id: tenant, ...bodyParams(trackingCategoryChangeFields), idempotency_key: idempotencyKey }, `Rename a tracking category or archive it (status ARCHIVED; ACTIVE restores it while fewer than 2 are active). ${KEYED} Returns {TrackingCategories: [the category]}.`, { flags: UPDATE_FLAGS }),
  row("CreateTrackingOptions", xero.createTrackingOptions, { tracking_category_id: categoryId, tenant_id: tenant, ...bodyParams(trackingOptionFields), idempotency_key: idempotencyKey }, `Add an option (e.g. North) to a tracking category; lines then name it. Xero refuses a name the category already has, and an archived category. ${KEYED} Returns {Options: [{TrackingOptionID, Name, Status}]}.`),
  row("UpdateTrackingOptions", xero.updateTrackingOptions, { tracking_category_id: categoryId, tracking_option_id: uuid("TrackingOptionID", "The option to change"), tenant_id: tenant, ...bodyParams(trackingOptionChangeFields), idempotency_key: idempotencyKey }, `Rename a tracking option or archive it (status ARCHIVED: kept on past lines, offered no more). Xero refuses a name another option of the category has. ${KEYED} Returns {Options: [the option]}.`, { flags: UPDATE_FLAGS }),
  row("CreatePaymentService", xero.createPaymentService, { tenant_id: tenant, payment_services: recordsParam("PaymentServices", paymentServiceFields, "The payment services to create"), idempotency_key: idempotencyKey }, `Create custom payment services: the Pay Now link of online invoices, to your payment page with the invoice number and amount filled in. Apply one to a branding theme (LedgerApi.CreateBrandingThemePaymentServices) for its invoices to show it. ${KEYED} Returns {PaymentServices: [{PaymentServiceID, PaymentServiceName, PaymentServiceType: CUSTOM...}]}.`),
  row("CreateBrandingThemePaymentServices", xero.createBrandingThemePaymentServices, { branding_theme_id: uuid("BrandingThemeID", "The branding theme"), tenant_id: tenant, payment_services: recordsParam("PaymentServices", appliedServiceFields, "The payment services to apply"), idempotency_key: idempotencyKey }, `Apply payment services to a branding theme: invoices using the theme show their Pay Now button. ${KEYED} Returns {PaymentServices: [the services applied]}.`),
];
