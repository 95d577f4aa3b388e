// Worked examples of the contacts and contact groups, items, accounts, currencies, tax rates, tracking categories and options, payment services writes (lib/catalog/ledger/writes/contacts.ts), against the
// sandbox's Demo Company as lib/catalog/examples/ledger.ts's are.
import type { ToolExamples } from "../types";

const DEMO_COMPANY = "00000000-0000-4000-8000-000000a00001";
/** Demo Company records the examples name (local/sandbox/ledger/starting-data/ids.ts). */
const BAYSIDE_CLUB = "00000000-0000-4000-8000-000000a04002";
const MARINE_SYSTEMS = "00000000-0000-4000-8000-000000a04004";
const GREEN_CABS = "00000000-0000-4000-8000-000000a04011";
const PREFERRED_CUSTOMERS = "00000000-0000-4000-8000-000000a05001";
const UTILITIES_GROUP = "00000000-0000-4000-8000-000000a05002";
const DEV_HOURS_ITEM = "00000000-0000-4000-8000-000000a12001";
const ADVERTISING_ACCOUNT = "00000000-0000-4000-8000-000000a02007";
const REGION_CATEGORY = "00000000-0000-4000-8000-000000a13001";
const CENTRAL_OPTION = "00000000-0000-4000-8000-000000a14003";
const CARD_PAYMENT_SERVICE = "00000000-0000-4000-8000-000000a17001";
const SPECIAL_PROJECTS_THEME = "00000000-0000-4000-8000-000000a16002";

export const CONTACTS_EXAMPLES: ToolExamples = {
  "LedgerApi.CreateContacts": [
    {
      summary: "Add a new customer with email, phone and postal address",
      input: {
        tenant_id: DEMO_COMPANY,
        contacts: [
          {
            name: "Harbour Lights Cafe",
            contact_number: "CUST-042",
            first_name: "Mere",
            last_name: "Walker",
            email_address: "accounts@harbour-lights.example",
            phones: [
              {
                phone_type: "DEFAULT",
                phone_number: "555 0199",
                phone_area_code: "09",
                phone_country_code: "64",
              },
            ],
            addresses: [
              {
                address_type: "POBOX",
                address_line1: "PO Box 412",
                city: "Auckland",
                postal_code: "1140",
                country: "New Zealand",
              },
            ],
          },
        ],
        idempotency_key: "example-create-contact-0001",
      },
    },
  ],
  "LedgerApi.UpdateOrCreateContacts": [
    {
      summary: "Update Bayside Club's email and add a new supplier in one call",
      input: {
        tenant_id: DEMO_COMPANY,
        contacts: [
          { contact_id: BAYSIDE_CLUB, email_address: "finance@bayside-club.example" },
          { name: "Kauri Timber Supplies", tax_number: "123-456-789", accounts_payable_tax_type: "INPUT2" },
        ],
        idempotency_key: "example-upsert-contacts-0001",
      },
    },
  ],
  "LedgerApi.UpdateContact": [
    {
      summary: "Change Marine Systems' billing email and mobile number",
      input: {
        contact_id: MARINE_SYSTEMS,
        tenant_id: DEMO_COMPANY,
        contact: {
          email_address: "ap@marine-systems.example",
          phones: [{ phone_type: "MOBILE", phone_number: "021 555 0123" }],
        },
        idempotency_key: "example-update-contact-0001",
      },
    },
    {
      summary: "Archive Green Cabs, a supplier no longer used",
      input: {
        contact_id: GREEN_CABS,
        tenant_id: DEMO_COMPANY,
        contact: { contact_status: "ARCHIVED" },
        idempotency_key: "example-archive-contact-0001",
      },
    },
  ],
  "LedgerApi.CreateContactGroup": [
    {
      summary: "Create a Wholesale customers group",
      input: {
        tenant_id: DEMO_COMPANY,
        contact_groups: [{ name: "Wholesale customers" }],
        idempotency_key: "example-create-contact-group-0001",
      },
    },
  ],
  "LedgerApi.UpdateContactGroup": [
    {
      summary: "Rename the Utilities group",
      input: {
        contact_group_id: UTILITIES_GROUP,
        tenant_id: DEMO_COMPANY,
        contact_group: { name: "Utility suppliers" },
        idempotency_key: "example-rename-contact-group-0001",
      },
    },
  ],
  "LedgerApi.CreateContactGroupContacts": [
    {
      summary: "Add Bayside Club to Preferred Customers",
      input: {
        contact_group_id: PREFERRED_CUSTOMERS,
        tenant_id: DEMO_COMPANY,
        contacts: [{ contact_id: BAYSIDE_CLUB }],
        idempotency_key: "example-add-group-contacts-0001",
      },
    },
  ],
  "LedgerApi.CreateItems": [
    {
      summary: "Add a consulting hour sold at 180, posted to Sales with GST",
      input: {
        tenant_id: DEMO_COMPANY,
        items: [
          {
            code: "CONSULT-HR",
            name: "Consulting hour",
            description: "Consulting, per hour",
            is_purchased: false,
            sales_details: { unit_price: 180, account_code: "200", tax_type: "OUTPUT2" },
          },
        ],
        idempotency_key: "example-create-item-0001",
      },
    },
  ],
  "LedgerApi.UpdateOrCreateItems": [
    {
      summary: "Raise the SUPPORT retainer price (found by its code) and add a travel item",
      input: {
        tenant_id: DEMO_COMPANY,
        items: [
          { code: "SUPPORT", sales_details: { unit_price: 550 } },
          {
            code: "TRAVEL-KM",
            name: "Travel per km",
            sales_details: { unit_price: 0.95, account_code: "260", tax_type: "OUTPUT2" },
            purchase_details: { unit_price: 0.8, account_code: "493", tax_type: "INPUT2" },
          },
        ],
        unit_decimal_places: 4,
        idempotency_key: "example-upsert-items-0001",
      },
    },
  ],
  "LedgerApi.UpdateItem": [
    {
      summary: "Change the development hour's sale price to 165",
      input: {
        item_id: DEV_HOURS_ITEM,
        tenant_id: DEMO_COMPANY,
        // Xero requires the code on every change: the item's own, kept.
        item: { code: "DEV-HOURS", sales_details: { unit_price: 165 } },
        idempotency_key: "example-update-item-0001",
      },
    },
  ],
  "LedgerApi.CreateAccount": [
    {
      summary: "Add a Food Sales revenue account with GST",
      input: {
        tenant_id: DEMO_COMPANY,
        code: "4400",
        name: "Food Sales",
        type: "REVENUE",
        tax_type: "OUTPUT2",
        description: "Cafe and catering income",
        idempotency_key: "example-create-account-0001",
      },
    },
    {
      summary: "Add a US dollar bank account",
      input: {
        tenant_id: DEMO_COMPANY,
        code: "092",
        name: "USD Business Account",
        type: "BANK",
        bank_account_number: "12-3456-0123456-02",
        currency_code: "USD",
        idempotency_key: "example-create-bank-account-0001",
      },
    },
  ],
  "LedgerApi.UpdateAccount": [
    {
      summary: "Rename Advertising and describe what it holds",
      input: {
        account_id: ADVERTISING_ACCOUNT,
        tenant_id: DEMO_COMPANY,
        account: { name: "Advertising & Marketing", description: "Online ads, print and sponsorships" },
        idempotency_key: "example-update-account-0001",
      },
    },
  ],
  "LedgerApi.CreateCurrency": [
    {
      summary: "Add euros to the organisation's currencies",
      input: { tenant_id: DEMO_COMPANY, code: "EUR", idempotency_key: "example-create-currency-0001" },
    },
  ],
  "LedgerApi.CreateTaxRates": [
    {
      summary: "Create a 9% hospitality tax on sales",
      input: {
        tenant_id: DEMO_COMPANY,
        tax_rates: [
          {
            name: "Hospitality Levy",
            tax_components: [{ name: "Levy", rate: 9 }],
            report_tax_type: "OUTPUT",
          },
        ],
        idempotency_key: "example-create-tax-rate-0001",
      },
    },
  ],
  "LedgerApi.UpdateTaxRate": [
    {
      summary: "Rename the Zero Rated tax rate",
      input: {
        tenant_id: DEMO_COMPANY,
        tax_rates: [{ tax_type: "ZERORATED", name: "Zero Rated (exports)" }],
        idempotency_key: "example-update-tax-rate-0001",
      },
    },
  ],
  "LedgerApi.CreateTrackingCategory": [
    {
      summary: "Add a Department tracking category",
      input: {
        tenant_id: DEMO_COMPANY,
        name: "Department",
        idempotency_key: "example-create-tracking-category-0001",
      },
    },
  ],
  "LedgerApi.UpdateTrackingCategory": [
    {
      summary: "Rename the Region tracking category to Sales region",
      input: {
        tracking_category_id: REGION_CATEGORY,
        tenant_id: DEMO_COMPANY,
        name: "Sales region",
        idempotency_key: "example-update-tracking-category-0001",
      },
    },
  ],
  "LedgerApi.CreateTrackingOptions": [
    {
      summary: "Add the option East to Region",
      input: {
        tracking_category_id: REGION_CATEGORY,
        tenant_id: DEMO_COMPANY,
        name: "East",
        idempotency_key: "example-create-tracking-option-0001",
      },
    },
  ],
  "LedgerApi.UpdateTrackingOptions": [
    {
      summary: "Archive Region's unused Central option",
      input: {
        tracking_category_id: REGION_CATEGORY,
        tracking_option_id: CENTRAL_OPTION,
        tenant_id: DEMO_COMPANY,
        status: "ARCHIVED",
        idempotency_key: "example-archive-tracking-option-0001",
      },
    },
  ],
  "LedgerApi.CreatePaymentService": [
    {
      summary: "Create a Pay Now link to a card payment page",
      input: {
        tenant_id: DEMO_COMPANY,
        payment_services: [
          {
            payment_service_name: "ACME Payments",
            payment_service_url: "https://pay.acme.example/?invoice=[INVOICENUMBER]&amount=[AMOUNTDUE]",
            pay_now_text: "Pay now by card",
          },
        ],
        idempotency_key: "example-create-payment-service-0001",
      },
    },
  ],
  "LedgerApi.CreateBrandingThemePaymentServices": [
    {
      summary: "Show the card payment service on Special Projects invoices",
      input: {
        branding_theme_id: SPECIAL_PROJECTS_THEME,
        tenant_id: DEMO_COMPANY,
        payment_services: [{ payment_service_id: CARD_PAYMENT_SERVICE }],
        idempotency_key: "example-apply-payment-service-0001",
      },
    },
  ],
};
