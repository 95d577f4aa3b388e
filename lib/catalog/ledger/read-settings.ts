// LedgerApi family `ledger-read`, the organisation's set-up and reference data: accounts, contacts,
// contact groups, items, tracking categories, tax rates, currencies, budgets, branding themes,
// payment services, users, the organisation and CIS settings (Xero Accounting API 2.0). 28 rows.
import type { ToolRow } from "../types";
import {
  dateQuery,
  includeArchived,
  listQuery,
  modifiedSince,
  order,
  page,
  pageSize,
  searchTerm,
  summaryOnly,
  tenant,
  unitdp,
  uuidPath,
  where,
} from "./params";
import { getById, historyRead, readRow } from "./read-builders";
import {
  ACCOUNTS,
  BRANDING_THEMES,
  BUDGETS,
  CONTACT_GROUPS,
  CONTACTS,
  ITEMS,
  TRACKING_CATEGORIES,
  USERS,
} from "./resources";

const accounts: ToolRow[] = [
  readRow({
    tool: "RetrieveFullChartOfAccounts",
    operationId: "getAccounts",
    path: "/Accounts",
    params: [
      tenant("ledger_tenant_identifier"),
      where("filter_by_attribute", 'Status=="ACTIVE" AND Type=="BANK"'),
      modifiedSince("only_modified_since_timestamp"),
      order("order_by_element", "Code ASC"),
    ],
    description:
      'List the chart of accounts: every account the organisation posts to, bank accounts included. Returns {Accounts: [{AccountID, Code, Name, Type, Class, Status, TaxType, BankAccountNumber, CurrencyCode, EnablePaymentsToAccount...}]}. Filter e.g. with Type=="BANK" (bank accounts) or Class=="REVENUE".',
  }),
  getById(ACCOUNTS, {
    tool: "RetrieveAccountDetails",
    operationId: "getAccount",
    id: "account_id",
    tenant: "ledger_tenant_identifier",
    description:
      "Get one account of the chart of accounts by its AccountID: code, name, type, class, tax type, status and bank details for bank accounts. Returns {Accounts: [one account]}.",
  }),
];

const contacts: ToolRow[] = [
  readRow({
    tool: "FetchAllLedgerContacts",
    operationId: "getContacts",
    path: "/Contacts",
    params: [
      tenant("tenant_identifier"),
      listQuery(
        "contact_ids",
        "IDs",
        'Only these contacts: a list of ContactIDs (UUIDs), e.g. ["4f3c2b1a-9e8d-4c7b-a6f5-e4d3c2b1a098"].',
        "uuid",
      ),
      where("filter_by_element", 'ContactStatus=="ACTIVE" AND IsSupplier==true'),
      includeArchived("include_archived_contacts", "contacts"),
      modifiedSince("modified_since_timestamp"),
      page("pagination_page_number", {
        description: "Page number, from 1; each page holds up to 100 contacts (or records_per_page).",
      }),
      pageSize("records_per_page"),
      summaryOnly("retrieve_summary_only_contacts", "contacts"),
      searchTerm(
        "search_term",
        "Name, FirstName, LastName, ContactNumber and EmailAddress",
        "acme or jo@example.com",
      ),
      order("sort_order", "Name ASC"),
    ],
    description:
      "List contacts: customers and suppliers. Returns {Contacts: [{ContactID, ContactNumber, Name, FirstName, LastName, EmailAddress, ContactStatus, IsCustomer, IsSupplier, Addresses, Phones, Balances...}]}. Find one with search_term (e.g. acme), fetch known ones with contact_ids, or filter with e.g. IsCustomer==true; archived contacts only with include_archived_contacts.",
  }),
  getById(CONTACTS, {
    tool: "RetrieveLedgerContact",
    operationId: "getContact",
    id: "contact_id",
    tenant: "ledger_tenant_identifier",
    description:
      "Get one contact by its ContactID (a UUID), in full: names, email, addresses, phones, tax number, default accounts, payment terms, balances and groups. Returns {Contacts: [one contact]}. To look one up by its contact number use GetLedgerContactByNumber.",
  }),
  readRow({
    tool: "GetLedgerContactByNumber",
    operationId: "getContactByContactNumber",
    path: "/Contacts/{ContactNumber}",
    params: [
      {
        name: "contact_number",
        type: "string",
        in: "path",
        as: "ContactNumber",
        required: true,
        minLength: 1,
        maxLength: 50,
        description:
          "The contact's ContactNumber (an identifier set by the organisation or an integration, not the ContactID), up to 50 characters, e.g. CUST-0042.",
      },
      tenant("ledger_tenant_identifier"),
    ],
    description:
      "Get one contact by its ContactNumber (e.g. CUST-0042), in full. Returns {Contacts: [one contact]}. It shares the URL shape of RetrieveLedgerContact (/Contacts/{value}): Xero reads a UUID-shaped value as a ContactID, so use that tool when you have the id.",
  }),
  historyRead(CONTACTS, {
    tool: "GetContactHistory",
    operationId: "getContactHistory",
    id: "contact_id",
    tenant: "tenant_identifier",
  }),
  readRow({
    tool: "GetContactCisSettings",
    operationId: "getContactCISSettings",
    path: "/Contacts/{ContactID}/CISSettings",
    params: [
      uuidPath("contact_identifier", "ContactID", "Id of the contact (its ContactID)"),
      tenant("tenant_identifier"),
    ],
    description:
      "Get the UK Construction Industry Scheme settings of one contact: whether they are a CIS subcontractor and their deduction rate (UK organisations with CIS only). Returns {CISSettings: [{CISEnabled, Rate}]}.",
  }),
];

const contactGroups: ToolRow[] = [
  readRow({
    tool: "RetrieveContactGroups",
    operationId: "getContactGroups",
    path: "/ContactGroups",
    params: [
      tenant("tenant_identifier"),
      where("filter_criteria", 'Status=="ACTIVE"'),
      order("order_by", "Name ASC"),
    ],
    description:
      'List contact groups (e.g. "Wholesale customers"). Returns {ContactGroups: [{ContactGroupID, Name, Status}]}; get a group\'s members with RetrieveContactGroup. Filter e.g. with Name=="VIP".',
  }),
  getById(CONTACT_GROUPS, {
    tool: "RetrieveContactGroup",
    operationId: "getContactGroup",
    id: "contact_group_id",
    tenant: "ledger_tenant_id",
    description:
      "Get one contact group by its ContactGroupID, with the contacts in it. Returns {ContactGroups: [{ContactGroupID, Name, Status, Contacts: [{ContactID, Name}]}]}.",
  }),
];

const items: ToolRow[] = [
  readRow({
    tool: "GetItems",
    operationId: "getItems",
    path: "/Items",
    params: [
      tenant("ledger_tenant_id"),
      where("filter_criteria", "IsSold==true AND IsTrackedAsInventory==true"),
      modifiedSince("modified_since_timestamp"),
      order("order_by_element", "Code ASC"),
      unitdp("unit_decimal_places"),
    ],
    description:
      'List items: the products and services the organisation buys or sells. Returns {Items: [{ItemID, Code, Name, Description, IsSold, IsPurchased, SalesDetails {UnitPrice, AccountCode, TaxType}, PurchaseDetails, IsTrackedAsInventory, QuantityOnHand...}]}. Filter e.g. with Code=="WIDGET-01" or IsTrackedAsInventory==true.',
  }),
  getById(ITEMS, {
    tool: "RetrieveLedgerItem",
    operationId: "getItem",
    id: "item_identifier",
    tenant: "ledger_tenant_identifier",
    extra: [unitdp("use_unit_decimal_places")],
    description:
      "Get one item (product or service) by its ItemID: code, name, sale and purchase prices and accounts, and stock on hand for tracked inventory. Returns {Items: [one item]}.",
  }),
  historyRead(ITEMS, {
    tool: "GetItemHistory",
    operationId: "getItemHistory",
    id: "item_id",
    tenant: "ledger_tenant_id",
  }),
];

const trackingCategories: ToolRow[] = [
  readRow({
    tool: "GetTrackingCategories",
    operationId: "getTrackingCategories",
    path: "/TrackingCategories",
    params: [
      tenant("ledger_tenant_identifier"),
      where("filter_conditions", 'Name=="Region"'),
      includeArchived("include_archived_categories", "tracking categories and options"),
      order("order_by_element", "Name ASC"),
    ],
    description:
      'List tracking categories (e.g. Region, Department) with their options, used to tag transactions for reporting. Returns {TrackingCategories: [{TrackingCategoryID, Name, Status, Options: [{TrackingOptionID, Name, Status}]}]}. Filter e.g. with Name=="Region".',
  }),
  getById(TRACKING_CATEGORIES, {
    tool: "GetTrackingCategory",
    operationId: "getTrackingCategory",
    id: "tracking_category_id",
    tenant: "ledger_tenant_id",
    description:
      "Get one tracking category by its TrackingCategoryID, with its options. Returns {TrackingCategories: [{TrackingCategoryID, Name, Status, Options: [{TrackingOptionID, Name, Status}]}]}.",
  }),
];

const taxRates: ToolRow[] = [
  readRow({
    tool: "RetrieveTaxRates",
    operationId: "getTaxRates",
    path: "/TaxRates",
    params: [
      tenant("ledger_tenant_id"),
      where("filter_by_element", 'Status=="ACTIVE" AND CanApplyToRevenue==true'),
      order("order_by_element", "Name ASC"),
    ],
    description:
      'List the tax rates set up for the organisation. Returns {TaxRates: [{Name, TaxType, Status, EffectiveRate, DisplayTaxRate, CanApplyToAssets, CanApplyToRevenue, CanApplyToExpenses, TaxComponents: [...]}]}; use TaxType on line items. Filter e.g. with TaxType=="OUTPUT" or Status=="ACTIVE".',
  }),
  readRow({
    tool: "GetTaxRateByTaxType",
    operationId: "getTaxRateByTaxType",
    path: "/TaxRates/{TaxType}",
    params: [
      {
        name: "tax_type_code",
        type: "string",
        in: "path",
        as: "TaxType",
        required: true,
        pattern: { regex: "^[A-Za-z0-9_]{1,50}$", hint: "a tax type code such as OUTPUT2 or TAX001" },
        description:
          "The tax rate's TaxType code as listed by RetrieveTaxRates: letters, digits and underscores, e.g. OUTPUT2, INPUT or TAX001.",
      },
      tenant("ledger_tenant_identifier"),
    ],
    description:
      "Get one tax rate by its TaxType code (e.g. OUTPUT2): name, effective rate, status and components. Returns {TaxRates: [one tax rate]}.",
  }),
];

const currencies: ToolRow[] = [
  readRow({
    tool: "GetLedgerCurrencies",
    operationId: "getCurrencies",
    path: "/Currencies",
    params: [
      tenant("ledger_tenant_identifier"),
      where("filter_criteria", 'Code=="EUR"'),
      order("order_by", "Code ASC"),
    ],
    description:
      'List the currencies the organisation has enabled (its base currency and any foreign ones). Returns {Currencies: [{Code, Description}]}, e.g. {Code: "NZD", Description: "New Zealand Dollar"}.',
  }),
];

const budgets: ToolRow[] = [
  readRow({
    tool: "RetrieveBudgets",
    operationId: "getBudgets",
    path: "/Budgets",
    params: [
      tenant("tenant_identifier"),
      {
        name: "filter_by_budget_id",
        type: "string",
        in: "query",
        as: "IDs",
        pattern: {
          regex:
            "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}(,[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})*$",
          hint: "one or more BudgetIDs (UUIDs) separated by commas",
        },
        description:
          "Only these budgets: one BudgetID (a UUID), or several separated by commas without spaces, e.g. 7f3a2b1c-4d5e-4f6a-8b9c-0d1e2f3a4b5c.",
      },
      dateQuery("filter_by_end_date", "DateTo", "Only budgets covering periods up to this date"),
      dateQuery("filter_start_date", "DateFrom", "Only budgets covering periods from this date"),
    ],
    description:
      "List budgets: the overall budget and any budgets by tracking category. Returns {Budgets: [{BudgetID, Type (OVERALL or TRACKING), Description, Status, Tracking, UpdatedDateUTC}]}, without budget lines; get the amounts per account and period with RetrieveBudgetDetails.",
  }),
  getById(BUDGETS, {
    tool: "RetrieveBudgetDetails",
    operationId: "getBudget",
    id: "budget_identifier",
    tenant: "tenant_identifier",
    extra: [
      dateQuery("filter_end_date", "DateTo", "Only budget lines of periods up to this date"),
      dateQuery("filter_start_date", "DateFrom", "Only budget lines of periods from this date"),
    ],
    description:
      "Get one budget by its BudgetID with its budget lines: the budgeted amount of each account per period. Returns {Budgets: [{BudgetID, Type, Description, BudgetLines: [{AccountID, AccountCode, BudgetBalances: [{Period, Amount}]}]}]}. Limit the periods with filter_start_date and filter_end_date.",
  }),
];

const brandingThemes: ToolRow[] = [
  readRow({
    tool: "GetBrandingThemes",
    operationId: "getBrandingThemes",
    path: "/BrandingThemes",
    params: [tenant("ledger_tenant_id")],
    description:
      "List branding themes: the layouts (logo, terms, wording) that invoices, quotes and other documents are printed and sent with. Returns {BrandingThemes: [{BrandingThemeID, Name, Type, LogoUrl, SortOrder, CreatedDateUTC}]}; the BrandingThemeID goes on an invoice's BrandingThemeID.",
  }),
  getById(BRANDING_THEMES, {
    tool: "RetrieveBrandingTheme",
    operationId: "getBrandingTheme",
    id: "branding_theme_id",
    tenant: "tenant_identifier",
    description:
      "Get one branding theme by its BrandingThemeID: name, type, logo URL and sort order. Returns {BrandingThemes: [one theme]}.",
  }),
  readRow({
    tool: "GetPaymentServicesForBrandingTheme",
    operationId: "getBrandingThemePaymentServices",
    path: "/BrandingThemes/{BrandingThemeID}/PaymentServices",
    params: [
      uuidPath("branding_theme_id", "BrandingThemeID", "Id of the branding theme (its BrandingThemeID)"),
      tenant("ledger_tenant_id"),
    ],
    description:
      "List the payment services (e.g. a custom 'Pay now' link) applied to one branding theme, which appear on invoices sent with it. Returns {PaymentServices: [{PaymentServiceID, PaymentServiceName, PaymentServiceUrl, PayNowText, PaymentServiceType}]}. Needs the paymentservices scope.",
  }),
];

const paymentServices: ToolRow[] = [
  readRow({
    tool: "RetrievePaymentServices",
    operationId: "getPaymentServices",
    path: "/PaymentServices",
    params: [tenant("ledger_tenant_id")],
    description:
      "List the organisation's custom payment services: links that let customers pay an online invoice. Returns {PaymentServices: [{PaymentServiceID, PaymentServiceName, PaymentServiceUrl, PayNowText, PaymentServiceType}]}. Needs the paymentservices scope.",
  }),
];

const users: ToolRow[] = [
  readRow({
    tool: "RetrieveLedgerUsers",
    operationId: "getUsers",
    path: "/Users",
    params: [
      tenant("ledger_tenant_identifier"),
      where("filter_by_criteria", "IsSubscriber==true"),
      modifiedSince("modified_since_timestamp"),
      order("order_by_element", "LastName ASC"),
    ],
    description:
      'List the users who have access to the organisation in Xero. Returns {Users: [{UserID, EmailAddress, FirstName, LastName, IsSubscriber, OrganisationRole, UpdatedDateUTC}]}. Filter e.g. with OrganisationRole=="ADMIN" or IsSubscriber==true (the subscription owner).',
  }),
  getById(USERS, {
    tool: "RetrieveSpecificUser",
    operationId: "getUser",
    id: "user_identifier",
    tenant: "ledger_tenant_identifier",
    description:
      "Get one user of the organisation by their UserID: name, email address, role and whether they own the subscription. Returns {Users: [one user]}.",
  }),
];

const organisation: ToolRow[] = [
  readRow({
    tool: "GetLedgerOrganisationDetails",
    operationId: "getOrganisations",
    path: "/Organisation",
    params: [tenant("ledger_tenant_id")],
    description:
      "Get the organisation the tenant stands for: name, legal name, country, base currency, tax settings, financial year end, time zone, addresses and its OrganisationID. Returns {Organisations: [one organisation]}.",
  }),
  readRow({
    tool: "RetrieveLedgerOrganisationActions",
    operationId: "getOrganisationActions",
    path: "/Organisation/Actions",
    params: [tenant("ledger_tenant_id")],
    description:
      "List the key actions (e.g. CreateApprovedInvoice, UseMulticurrency) and whether this app may perform them in the organisation, given its plan and settings. Returns {Actions: [{Name, Status: ALLOWED or NOT-ALLOWED}]}.",
  }),
  readRow({
    tool: "GetCisSettings",
    operationId: "getOrganisationCISSettings",
    path: "/Organisation/{OrganisationID}/CISSettings",
    params: [
      uuidPath(
        "organisation_id",
        "OrganisationID",
        "Id of the organisation (OrganisationID from GetLedgerOrganisationDetails)",
      ),
      tenant("ledger_tenant_identifier"),
    ],
    description:
      "Get the UK Construction Industry Scheme settings of the organisation: whether it is a CIS contractor and/or subcontractor, and its deduction rate (UK organisations only). Returns {CISSettings: [{CISContractorEnabled, CISSubContractorEnabled, Rate}]}.",
  }),
];

export const ledgerReadSettingsTools: readonly ToolRow[] = [
  ...accounts,
  ...contacts,
  ...contactGroups,
  ...items,
  ...trackingCategories,
  ...taxRates,
  ...currencies,
  ...budgets,
  ...brandingThemes,
  ...paymentServices,
  ...users,
  ...organisation,
];
