// Contact groups: PUT /ContactGroups (create), POST /ContactGroups/{id} (rename, or delete through
// Status DELETED) and PUT /ContactGroups/{id}/Contacts (add members). Xero's rules: a name unique
// among the groups, Status ACTIVE or DELETED; a deleted group is gone (its contacts stay). Each
// contact lists its groups too ({ContactGroupID, Name, Status, Contacts: []}), kept in step here as
// deletes.ts keeps it when members are removed.
import { randomUUID } from "node:crypto";
import { validationError } from "../errors";
import { sameId } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { createHandler, isObject, type RecordKind, storeRecord, updateHandler } from "./batch-writes";
import { data, type Handler, param } from "./context";
import { findRecord } from "./lookup";
import { checkTexts, holderOf, textOf } from "./record-fields";

const CONTACT_GROUPS = requireResource("ContactGroups");

/** How a contact lists a group it belongs to. */
const membershipOf = (group: XeroRecord): XeroRecord => ({
  ContactGroupID: group.ContactGroupID,
  Name: group.Name,
  Status: "ACTIVE",
  Contacts: [],
});

/** Replaces each member contact's entry for the group (renamed), or drops it (deleted). */
function updateMembers(org: LedgerOrganisation, group: XeroRecord, deleted: boolean): void {
  const contacts = recordsOf(org, "Contacts");
  contacts.forEach((contact, index) => {
    const groups = Array.isArray(contact.ContactGroups) ? (contact.ContactGroups as XeroRecord[]) : [];
    if (!groups.some((entry) => sameId(entry.ContactGroupID, group.ContactGroupID))) return;
    const others = groups.filter((entry) => !sameId(entry.ContactGroupID, group.ContactGroupID));
    contacts[index] = { ...contact, ContactGroups: deleted ? others : [...others, membershipOf(group)] };
  });
}

export const CONTACT_GROUP_KIND: RecordKind = {
  resource: CONTACT_GROUPS,
  noun: "contact group",
  touches: ["Contacts"],
  write: (ctx, input, existing) => {
    const problems: string[] = [];
    checkTexts(input, { Name: 255 }, problems);
    const name = textOf(input.Name);
    if (!existing && !name) problems.push("The Name of the contact group must be specified");
    if (name && holderOf(recordsOf(ctx.org, "ContactGroups"), "Name", name, existing))
      problems.push(`A contact group named ${name} already exists. The contact group name must be unique.`);
    const status = input.Status ?? existing?.Status ?? "ACTIVE";
    if (status !== "ACTIVE" && (status !== "DELETED" || !existing))
      problems.push(
        existing ? "Status must be ACTIVE or DELETED" : "A new contact group's Status must be ACTIVE",
      );
    if (problems.length > 0) return { problems };
    const group: XeroRecord = {
      ContactGroupID: existing?.ContactGroupID ?? randomUUID(),
      Name: name || existing?.Name,
      Status: status,
      Contacts: existing?.Contacts ?? [],
    };
    const groups = recordsOf(ctx.org, "ContactGroups");
    if (status === "DELETED") groups.splice(groups.indexOf(existing as XeroRecord), 1);
    else storeRecord(ctx.org, "ContactGroups", existing, group);
    if (existing) updateMembers(ctx.org, group, status === "DELETED");
    return { record: group, problems: [] };
  },
};

/** PUT /ContactGroups/{id}/Contacts: each contact (by ContactID) joins the group once. */
export const addGroupContacts: Handler = (ctx) => {
  const group = findRecord(ctx.org, CONTACT_GROUPS, param(ctx, "id"));
  const sent = isObject(ctx.body) ? ctx.body.Contacts : undefined;
  if (!Array.isArray(sent) || sent.length === 0)
    throw validationError('The request body must be {"Contacts": [ ... ]} with at least one contact');
  const contacts = recordsOf(ctx.org, "Contacts");
  const found = sent.map((entry) =>
    contacts.find((contact) => isObject(entry) && sameId(contact.ContactID, entry.ContactID)),
  );
  if (found.some((contact) => !contact))
    throw validationError("An existing Contact with the specified ContactID could not be found");
  const added = found as XeroRecord[];
  const members = Array.isArray(group.Contacts) ? (group.Contacts as XeroRecord[]) : [];
  const joining = added.filter(
    (contact, index) =>
      !members.some((member) => sameId(member.ContactID, contact.ContactID)) &&
      added.indexOf(contact) === index,
  );
  const updated = {
    ...group,
    Contacts: [
      ...members,
      ...joining.map((contact) => ({ ContactID: contact.ContactID, Name: contact.Name })),
    ],
  };
  storeRecord(ctx.org, "ContactGroups", group, updated);
  for (const contact of joining) {
    const index = contacts.indexOf(contact);
    const groups = Array.isArray(contact.ContactGroups) ? (contact.ContactGroups as XeroRecord[]) : [];
    contacts[index] = { ...contact, ContactGroups: [...groups, membershipOf(updated)] };
  }
  return data({ Contacts: added.map((contact) => ({ ContactID: contact.ContactID, Name: contact.Name })) });
};

export const contactGroupWriteRoutes = [
  { method: "PUT" as const, template: "ContactGroups", handler: createHandler(CONTACT_GROUP_KIND) },
  { method: "POST" as const, template: "ContactGroups/:id", handler: updateHandler(CONTACT_GROUP_KIND) },
  { method: "PUT" as const, template: "ContactGroups/:id/Contacts", handler: addGroupContacts },
];
