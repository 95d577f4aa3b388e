// The DELETE operations other than allocations, each with Xero's answer: the account or tracking
// category echoed with Status DELETED, the tracking option in {Options}, or 204 with no body.
import { notFound, validationError } from "../errors";
import { sameId } from "../ids";
import { type ResourceSpec, requireResource } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { data, type Handler, type HandlerContext, param } from "./context";
import { findRecord } from "./lookup";

const ACCOUNTS = requireResource("Accounts");
const ITEMS = requireResource("Items");
const LINKED_TRANSACTIONS = requireResource("LinkedTransactions");
const CONTACT_GROUPS = requireResource("ContactGroups");
const TRACKING_CATEGORIES = requireResource("TrackingCategories");

/** Keys under which a document names an account by its Code ({Account: {Code}}). */
const ACCOUNT_REFERENCE_KEYS = new Set(["Account", "BankAccount", "FromBankAccount", "ToBankAccount"]);

function mentionsAccount(value: unknown, account: XeroRecord, parentKey?: string): boolean {
  if (Array.isArray(value)) return value.some((item) => mentionsAccount(item, account, parentKey));
  if (value === null || typeof value !== "object") return false;
  const record = value as XeroRecord;
  const code = account.Code;
  if (sameId(record.AccountID, account.AccountID)) return true;
  if (code !== undefined && record.AccountCode === code) return true;
  if (code !== undefined && parentKey && ACCOUNT_REFERENCE_KEYS.has(parentKey) && record.Code === code)
    return true;
  return Object.entries(record).some(([key, child]) => mentionsAccount(child, account, key));
}

/** Used = named by any journal, document, item or conversion balance. */
function isAccountUsed(org: LedgerOrganisation, account: XeroRecord): boolean {
  return Object.entries(org.collections).some(
    ([collection, records]) => collection !== "Accounts" && mentionsAccount(records, account),
  );
}

function removeRecord(org: LedgerOrganisation, spec: ResourceSpec, record: XeroRecord): void {
  const records = recordsOf(org, spec.collection);
  const index = records.indexOf(record);
  if (index >= 0) records.splice(index, 1);
}

export const deleteAccount: Handler = (ctx) => {
  const account = findRecord(ctx.org, ACCOUNTS, param(ctx, "id"));
  if (account.SystemAccount) {
    throw validationError(`System account ${String(account.Code ?? account.Name)} cannot be deleted`);
  }
  if (isAccountUsed(ctx.org, account)) {
    throw validationError(
      `Account ${String(account.Code ?? account.Name)} has been used in transactions and cannot be deleted; archive it instead`,
    );
  }
  removeRecord(ctx.org, ACCOUNTS, account);
  return data({ Accounts: [{ ...account, Status: "DELETED" }] });
};

export const deleteItem: Handler = (ctx) => {
  removeRecord(ctx.org, ITEMS, findRecord(ctx.org, ITEMS, param(ctx, "id")));
  return { kind: "empty" };
};

export const deleteLinkedTransaction: Handler = (ctx) => {
  const linked = findRecord(ctx.org, LINKED_TRANSACTIONS, param(ctx, "id"));
  if (linked.Status === "BILLED") {
    throw validationError("A linked transaction that has been billed cannot be deleted");
  }
  removeRecord(ctx.org, LINKED_TRANSACTIONS, linked);
  return { kind: "empty" };
};

/** Keeps both sides in step: the group's Contacts and each contact's ContactGroups. */
function dropMembership(ctx: HandlerContext, group: XeroRecord, contactIds: string[]): void {
  const members = Array.isArray(group.Contacts) ? (group.Contacts as XeroRecord[]) : [];
  group.Contacts = members.filter((member) => !contactIds.some((id) => sameId(member.ContactID, id)));
  for (const contact of recordsOf(ctx.org, "Contacts")) {
    if (!contactIds.some((id) => sameId(contact.ContactID, id)) || !Array.isArray(contact.ContactGroups))
      continue;
    contact.ContactGroups = (contact.ContactGroups as XeroRecord[]).filter(
      (entry) => !sameId(entry.ContactGroupID, group.ContactGroupID),
    );
  }
}

function membersOf(group: XeroRecord): XeroRecord[] {
  return Array.isArray(group.Contacts) ? (group.Contacts as XeroRecord[]) : [];
}

export const deleteContactGroupContact: Handler = (ctx) => {
  const group = findRecord(ctx.org, CONTACT_GROUPS, param(ctx, "id"));
  const contactId = param(ctx, "contactId");
  if (!membersOf(group).some((member) => sameId(member.ContactID, contactId))) throw notFound();
  dropMembership(ctx, group, [contactId]);
  return { kind: "empty" };
};

export const deleteContactGroupContacts: Handler = (ctx) => {
  const group = findRecord(ctx.org, CONTACT_GROUPS, param(ctx, "id"));
  dropMembership(
    ctx,
    group,
    membersOf(group).map((member) => String(member.ContactID)),
  );
  return { kind: "empty" };
};

export const deleteTrackingOption: Handler = (ctx) => {
  const category = findRecord(ctx.org, TRACKING_CATEGORIES, param(ctx, "id"));
  const options = Array.isArray(category.Options) ? (category.Options as XeroRecord[]) : [];
  const option = options.find((candidate) => sameId(candidate.TrackingOptionID, param(ctx, "optionId")));
  if (!option) throw notFound();
  category.Options = options.filter((candidate) => candidate !== option);
  return data({ Options: [{ ...option, Status: "DELETED" }] });
};

export const deleteTrackingCategory: Handler = (ctx) => {
  const category = findRecord(ctx.org, TRACKING_CATEGORIES, param(ctx, "id"));
  removeRecord(ctx.org, TRACKING_CATEGORIES, category);
  return data({ TrackingCategories: [{ ...category, Status: "DELETED" }] });
};
