// The contact of a written invoice: by ContactID (must exist), ContactNumber, or Name (an existing
// contact of that name, else a new one, as Xero creates it). New contacts are returned, not stored,
// so the caller stores them only when the invoice itself is written.
import { randomUUID } from "node:crypto";
import { nowTimestamp, sameId } from "../ids";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";

export interface ResolvedContact {
  contact: XeroRecord;
  /** True when the name matched nothing and the contact is to be created. */
  created: boolean;
}

const isObject = (value: unknown): value is XeroRecord =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** A new contact with every field a starting-data contact carries, blank where Xero leaves it blank. */
export function newContact(org: LedgerOrganisation, name: string): XeroRecord {
  const address = (type: string) => ({
    AddressType: type,
    AddressLine1: "",
    City: "",
    Region: "",
    PostalCode: "",
    Country: "",
    AttentionTo: "",
  });
  const phone = (type: string) => ({
    PhoneType: type,
    PhoneNumber: "",
    PhoneAreaCode: "",
    PhoneCountryCode: "",
  });
  return {
    ContactID: randomUUID(),
    AccountNumber: "",
    ContactStatus: "ACTIVE",
    Name: name,
    FirstName: "",
    LastName: "",
    EmailAddress: "",
    BankAccountDetails: "",
    TaxNumber: "",
    Addresses: [address("POBOX"), address("STREET")],
    Phones: [phone("DEFAULT"), phone("DDI"), phone("MOBILE"), phone("FAX")],
    UpdatedDateUTC: nowTimestamp(),
    ContactGroups: [],
    IsSupplier: false,
    IsCustomer: false,
    DefaultCurrency: String(org.organisation.BaseCurrency ?? ""),
    ContactPersons: [],
    HasAttachments: false,
    HasValidationErrors: false,
  };
}

export function resolveContact(
  org: LedgerOrganisation,
  input: unknown,
  problems: string[],
): ResolvedContact | undefined {
  return usable(findContact(org, input, problems), problems);
}

function findContact(
  org: LedgerOrganisation,
  input: unknown,
  problems: string[],
): ResolvedContact | undefined {
  if (input === undefined || input === null) {
    problems.push("A Contact must be specified for this type of transaction");
    return undefined;
  }
  const wanted = isObject(input) ? input : {};
  const contacts = recordsOf(org, "Contacts");
  const id = text(wanted.ContactID);
  if (id) {
    const found = contacts.find((contact) => sameId(contact.ContactID, id));
    if (!found) problems.push(`An existing Contact with the specified ContactID could not be found`);
    return found && { contact: found, created: false };
  }
  const number = text(wanted.ContactNumber);
  if (number) {
    const found = contacts.find((contact) => contact.ContactNumber === number);
    if (!found) problems.push(`An existing Contact with the specified ContactNumber could not be found`);
    return found && { contact: found, created: false };
  }
  const name = text(wanted.Name);
  if (!name) {
    problems.push(
      "The Contact must contain at least 1 of the following elements to identify the contact: Name, ContactID, ContactNumber",
    );
    return undefined;
  }
  // An archived contact's name may be taken again by an active one (contact-writes.ts): prefer that.
  const named = contacts.filter((contact) => String(contact.Name).toLowerCase() === name.toLowerCase());
  const found = named.find((contact) => contact.ContactStatus !== "ARCHIVED") ?? named[0];
  return found ? { contact: found, created: false } : { contact: newContact(org, name), created: true };
}

/** Xero takes no new document for an archived contact until it is made ACTIVE again. */
function usable(found: ResolvedContact | undefined, problems: string[]): ResolvedContact | undefined {
  if (found?.contact.ContactStatus !== "ARCHIVED") return found;
  problems.push(
    `The contact ${String(found.contact.Name)} is archived; make it ACTIVE to use it on a new document`,
  );
  return undefined;
}

/** Xero marks a contact a customer or supplier once it has a sale or a bill. */
export function withRole(contact: XeroRecord, type: "ACCREC" | "ACCPAY"): XeroRecord {
  const flag = type === "ACCREC" ? "IsCustomer" : "IsSupplier";
  return contact[flag] === true ? contact : { ...contact, [flag]: true };
}
