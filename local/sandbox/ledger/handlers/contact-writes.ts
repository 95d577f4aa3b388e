// Contacts as a record kind of the batch writes (batch-writes.ts): PUT /Contacts, POST /Contacts
// and POST /Contacts/{ContactID}. Xero's rules: a name (required) unique among active contacts, a
// contact number unique among all, status ACTIVE or ARCHIVED, addresses and phones one per type,
// currency and tax types the organisation has; a renamed contact is renamed in its groups too. A new contact starts from invoice-contacts.ts's blank one, so a contact
// created here reads back as one an invoice created by name.
import { nowTimestamp, sameId } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { type RecordKind, recordWriteRoutes, storeRecord } from "./batch-writes";
import { newContact } from "./invoice-contacts";
import { checkCurrency, checkTaxType, checkTexts, holderOf, merged, textOf } from "./record-fields";

const LIMITS = {
  Name: 255,
  ContactNumber: 50,
  AccountNumber: 50,
  FirstName: 255,
  LastName: 255,
  EmailAddress: 255,
  CompanyNumber: 50,
  TaxNumber: 50,
  BankAccountDetails: 255,
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STATUSES = ["ACTIVE", "ARCHIVED"];

/** A list of typed entries (addresses, phones) laid over the contact's: one entry per type. */
function byType(
  list: string,
  existing: unknown,
  sent: unknown,
  typeField: string,
  problems: string[],
): XeroRecord[] {
  const current = Array.isArray(existing) ? (existing as XeroRecord[]) : [];
  if (sent === undefined) return current;
  if (!Array.isArray(sent)) {
    problems.push(`${list} must be a list`);
    return current;
  }
  const result = [...current];
  for (const entry of sent as XeroRecord[]) {
    const type = entry?.[typeField];
    const index = result.findIndex((candidate) => candidate[typeField] === type);
    if (index < 0) problems.push(`${String(type)} is not a valid ${typeField}`);
    else result[index] = { ...result[index], ...entry };
  }
  return result;
}

function contactProblems(org: LedgerOrganisation, input: XeroRecord, self: XeroRecord | undefined): string[] {
  const problems: string[] = [];
  checkTexts(input, LIMITS, problems);
  const contacts = recordsOf(org, "Contacts");
  const name = textOf(input.Name);
  if (!self && !name) problems.push("The contact name must be specified");
  if (self && input.Name !== undefined && !name) problems.push("The contact name cannot be empty");
  // Names are unique among active contacts: an archived contact's name is free until it is restored.
  const active = (input.ContactStatus ?? self?.ContactStatus ?? "ACTIVE") === "ACTIVE";
  const finalName = name || textOf(self?.Name);
  const others = contacts.filter((contact) => contact.ContactStatus !== "ARCHIVED");
  if (active && finalName && holderOf(others, "Name", finalName, self))
    problems.push(
      `The contact name ${finalName} is already assigned to another contact. The contact name must be unique across all active contacts.`,
    );
  const number = textOf(input.ContactNumber);
  if (number && holderOf(contacts, "ContactNumber", number, self))
    problems.push(
      `The contact number ${number} is already assigned to another contact. The contact number must be unique across all contacts.`,
    );
  if (input.ContactStatus !== undefined && !STATUSES.includes(String(input.ContactStatus)))
    problems.push("ContactStatus must be ACTIVE or ARCHIVED");
  const email = textOf(input.EmailAddress);
  if (email && !EMAIL.test(email)) problems.push("Email address must be valid.");
  checkCurrency(org, input.DefaultCurrency, "DefaultCurrency", problems);
  checkTaxType(org, input.AccountsReceivableTaxType, "AccountsReceivableTaxType", problems);
  checkTaxType(org, input.AccountsPayableTaxType, "AccountsPayableTaxType", problems);
  if (Array.isArray(input.ContactPersons) && input.ContactPersons.length > 5)
    problems.push("A contact can have at most 5 contact persons");
  return problems;
}

function buildContact(org: LedgerOrganisation, input: XeroRecord, existing: XeroRecord | undefined) {
  const base = existing ?? newContact(org, textOf(input.Name));
  const problems = contactProblems(org, input, existing);
  const { Addresses, Phones, ...rest } = input;
  const contact: XeroRecord = {
    ...merged(base, rest),
    Addresses: byType("Addresses", base.Addresses, Addresses, "AddressType", problems),
    Phones: byType("Phones", base.Phones, Phones, "PhoneType", problems),
    UpdatedDateUTC: nowTimestamp(),
  };
  if (input.Name !== undefined) contact.Name = textOf(input.Name);
  return { contact, problems };
}

/** Groups list their members by id and name: a renamed contact's entries follow (records replaced, so undo holds). */
function renameInGroups(org: LedgerOrganisation, contact: XeroRecord): void {
  const groups = recordsOf(org, "ContactGroups");
  groups.forEach((group, index) => {
    const members = Array.isArray(group.Contacts) ? (group.Contacts as XeroRecord[]) : [];
    if (!members.some((member) => sameId(member.ContactID, contact.ContactID))) return;
    const renamed = members.map((member) =>
      sameId(member.ContactID, contact.ContactID) ? { ...member, Name: contact.Name } : member,
    );
    groups[index] = { ...group, Contacts: renamed };
  });
}

export const CONTACT_KIND: RecordKind = {
  resource: requireResource("Contacts"),
  noun: "contact",
  touches: ["ContactGroups"],
  /** POST only: an existing contact by its contact number. */
  existingByOther: (org, input) => {
    const number = textOf(input.ContactNumber);
    return number ? holderOf(recordsOf(org, "Contacts"), "ContactNumber", number) : undefined;
  },
  write: (ctx, input, existing) => {
    const { contact, problems } = buildContact(ctx.org, input, existing);
    if (problems.length > 0) return { problems };
    storeRecord(ctx.org, "Contacts", existing, contact);
    if (existing && existing.Name !== contact.Name) renameInGroups(ctx.org, contact);
    return { record: contact, problems: [] };
  },
};

export const contactWriteRoutes = recordWriteRoutes(CONTACT_KIND);
