// The fields of a contact (customer or supplier) and of a contact group a person sets, as record
// parameters (docs/full-coverage.md): Xero's writable Contact fields by the spec's names (`as`).
// Xero sets the rest (ids, IsCustomer/IsSupplier, balances).
import type { FieldSpec } from "../../types";
import { optionalFields } from "../writes/record-params";

const text = (name: string, as: string, maxLength: number, description: string): FieldSpec => ({
  name,
  type: "string",
  as,
  maxLength,
  description,
});

const addressFields: readonly FieldSpec[] = [
  {
    name: "address_type",
    type: "string",
    as: "AddressType",
    enum: ["POBOX", "STREET"],
    required: true,
    description: "POBOX (postal, on invoices) or STREET.",
  },
  text("address_line1", "AddressLine1", 500, "First line."),
  text("address_line2", "AddressLine2", 500, "Second line."),
  text("city", "City", 255, "Town or city."),
  text("region", "Region", 255, "State or region."),
  text("postal_code", "PostalCode", 50, "Postal code."),
  text("country", "Country", 50, "Country, letters only."),
  text("attention_to", "AttentionTo", 255, "Person the mail is for."),
];

const phoneFields: readonly FieldSpec[] = [
  {
    name: "phone_type",
    type: "string",
    as: "PhoneType",
    enum: ["DEFAULT", "DDI", "MOBILE", "FAX"],
    required: true,
    description: "DEFAULT, DDI (direct), MOBILE or FAX.",
  },
  text("phone_number", "PhoneNumber", 50, "Number, e.g. 555 0142."),
  text("phone_area_code", "PhoneAreaCode", 10, "Area code, e.g. 09."),
  text("phone_country_code", "PhoneCountryCode", 20, "Country code, e.g. 64."),
];

const personFields: readonly FieldSpec[] = [
  text("first_name", "FirstName", 255, "First name."),
  text("last_name", "LastName", 255, "Last name."),
  text("email_address", "EmailAddress", 255, "Email address."),
  {
    name: "include_in_emails",
    type: "boolean",
    as: "IncludeInEmails",
    description: "true: copied on emailed invoices.",
  },
];

export const contactFields: readonly FieldSpec[] = [
  {
    name: "name",
    type: "string",
    as: "Name",
    required: true,
    minLength: 1,
    maxLength: 255,
    description:
      "Full name of the person or organisation; unique among contacts (Xero refuses a second one).",
  },
  text("contact_number", "ContactNumber", 50, "Your code for the contact (unique), e.g. CUST-042."),
  text("account_number", "AccountNumber", 50, "Account number you keep for them."),
  text("first_name", "FirstName", 255, "First name of the contact person."),
  text("last_name", "LastName", 255, "Last name of the contact person."),
  text("email_address", "EmailAddress", 255, "Email address invoices are sent to."),
  text("company_number", "CompanyNumber", 50, "Company registration number."),
  text("tax_number", "TaxNumber", 50, "GST, VAT or ABN number."),
  text("bank_account_details", "BankAccountDetails", 255, "Their bank account, for paying a supplier."),
  text(
    "accounts_receivable_tax_type",
    "AccountsReceivableTaxType",
    50,
    "Default tax rate on sales, e.g. OUTPUT2.",
  ),
  text("accounts_payable_tax_type", "AccountsPayableTaxType", 50, "Default tax rate on bills, e.g. INPUT2."),
  {
    name: "default_currency",
    type: "string",
    as: "DefaultCurrency",
    minLength: 3,
    maxLength: 3,
    description: "ISO 4217 code their documents default to, e.g. AUD.",
  },
  {
    name: "addresses",
    type: "array",
    as: "Addresses",
    fields: addressFields,
    maxItems: 2,
    description: "Postal and street address.",
  },
  {
    name: "phones",
    type: "array",
    as: "Phones",
    fields: phoneFields,
    maxItems: 4,
    description: "Phone numbers, one per type.",
  },
  {
    name: "contact_persons",
    type: "array",
    as: "ContactPersons",
    fields: personFields,
    maxItems: 5,
    description: "Further people at the contact, up to 5.",
  },
];

/** What an update changes: every field optional, plus archiving (an archived contact takes no new documents). */
export const contactChangeFields: readonly FieldSpec[] = [
  ...optionalFields(contactFields),
  {
    name: "contact_status",
    type: "string",
    as: "ContactStatus",
    enum: ["ACTIVE", "ARCHIVED"],
    description: "ARCHIVED hides the contact and refuses new documents for it; ACTIVE restores it.",
  },
];

/** An update-or-create record: with contact_id (or an existing contact_number) it updates, else it creates. */
export const contactUpsertFields: readonly FieldSpec[] = [
  {
    name: "contact_id",
    type: "string",
    as: "ContactID",
    format: "uuid",
    description:
      "The contact to update. Left out, a contact with the same contact_number is updated, or one created (name needed).",
  },
  ...contactChangeFields,
];

const groupName: FieldSpec = {
  name: "name",
  type: "string",
  as: "Name",
  required: true,
  minLength: 1,
  maxLength: 255,
  description: "Name of the group, e.g. Wholesale customers; unique among active groups.",
};

export const contactGroupFields: readonly FieldSpec[] = [groupName];

export const contactGroupChangeFields: readonly FieldSpec[] = [
  { ...groupName, required: false },
  {
    name: "status",
    type: "string",
    as: "Status",
    enum: ["ACTIVE", "DELETED"],
    description: "DELETED removes the group (its contacts stay, outside it).",
  },
];

/** A contact added to a group, by its id. */
export const groupMemberFields: readonly FieldSpec[] = [
  {
    name: "contact_id",
    type: "string",
    as: "ContactID",
    format: "uuid",
    required: true,
    description: "The contact to add (LedgerApi.FetchAllLedgerContacts finds it).",
  },
];
