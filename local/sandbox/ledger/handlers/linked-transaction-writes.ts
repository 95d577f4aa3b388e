// Linked transactions (billable expenses): PUT /LinkedTransactions takes one bare record, POST
// /LinkedTransactions/{id} a change. The source is a line of a bill (ACCPAY invoice) or of a SPEND
// bank transaction, linked once; the target a sales invoice (ACCREC) of the same customer, and
// optionally its line.
// The status follows the documents: DRAFT (draft source, or no customer yet), APPROVED (to bill),
// ONDRAFT (on a draft invoice), BILLED (on an approved invoice, after which it takes no change).
import { randomUUID } from "node:crypto";
import { nowTimestamp, sameId } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { createHandler, type RecordKind, storeRecord, updateHandler } from "./batch-writes";

const DRAFT_DOCUMENT = ["DRAFT", "SUBMITTED"];
const LIVE_DOCUMENT = [...DRAFT_DOCUMENT, "AUTHORISED", "PAID"];

const linesOf = (document: XeroRecord) =>
  Array.isArray(document.LineItems) ? (document.LineItems as XeroRecord[]) : [];

/** The bill or SPEND bank transaction a cost comes from, and its type code. */
function sourceOf(org: LedgerOrganisation, id: unknown) {
  const bill = recordsOf(org, "Invoices").find(
    (invoice) => invoice.Type === "ACCPAY" && sameId(invoice.InvoiceID, id),
  );
  if (bill) return { document: bill, type: "ACCPAY" };
  const spend = recordsOf(org, "BankTransactions").find(
    (bt) => bt.Type === "SPEND" && sameId(bt.BankTransactionID, id),
  );
  return spend && { document: spend, type: "SPEND" };
}

function checkSource(org: LedgerOrganisation, link: XeroRecord, self: unknown, problems: string[]) {
  const source = sourceOf(org, link.SourceTransactionID);
  if (!source) {
    problems.push("SourceTransactionID must be an ACCPAY invoice or a SPEND bank transaction");
    return undefined;
  }
  if (!LIVE_DOCUMENT.includes(String(source.document.Status)))
    problems.push(`The source transaction is ${String(source.document.Status)} and cannot be billed`);
  if (!linesOf(source.document).some((line) => sameId(line.LineItemID, link.SourceLineItemID)))
    problems.push("The SourceLineItemID and SourceTransactionID do not match");
  const taken = recordsOf(org, "LinkedTransactions").some(
    (other) => other.LinkedTransactionID !== self && sameId(other.SourceLineItemID, link.SourceLineItemID),
  );
  if (taken) problems.push("This source line item is already linked to a customer");
  return source;
}

/** The sales invoice a cost is billed on, whose contact must be the link's customer. */
function checkTarget(org: LedgerOrganisation, link: XeroRecord, problems: string[]) {
  if (link.TargetTransactionID === undefined) {
    if (link.TargetLineItemID !== undefined) problems.push("TargetLineItemID needs a TargetTransactionID");
    return undefined;
  }
  const target = recordsOf(org, "Invoices").find(
    (invoice) => invoice.Type === "ACCREC" && sameId(invoice.InvoiceID, link.TargetTransactionID),
  );
  if (!target) {
    problems.push("TargetTransactionID must be an ACCREC invoice");
    return undefined;
  }
  if (!LIVE_DOCUMENT.includes(String(target.Status)))
    problems.push(`The target invoice is ${String(target.Status)}`);
  // The target line is optional (Xero's documentation); several expenses may share one.
  if (
    link.TargetLineItemID !== undefined &&
    !linesOf(target).some((line) => sameId(line.LineItemID, link.TargetLineItemID))
  )
    problems.push("The TargetLineItemID and TargetTransactionID do not match");
  const customer = (target.Contact as XeroRecord | undefined)?.ContactID;
  if (link.ContactID !== undefined && !sameId(link.ContactID, customer))
    problems.push("ContactID must be the contact of the target invoice");
  return target;
}

function statusOf(source: XeroRecord, target: XeroRecord | undefined, contactId: unknown): string {
  if (target) return DRAFT_DOCUMENT.includes(String(target.Status)) ? "ONDRAFT" : "BILLED";
  return DRAFT_DOCUMENT.includes(String(source.Status)) || contactId === undefined ? "DRAFT" : "APPROVED";
}

const FIELDS = [
  "SourceTransactionID",
  "SourceLineItemID",
  "ContactID",
  "TargetTransactionID",
  "TargetLineItemID",
];

export const LINKED_TRANSACTION_KIND: RecordKind = {
  resource: requireResource("LinkedTransactions"),
  noun: "linked transaction",
  write: (ctx, input, existing) => {
    const { org } = ctx;
    if (existing?.Status === "BILLED") return { problems: ["A billed linked transaction cannot be changed"] };
    const link: XeroRecord = {};
    for (const field of FIELDS) {
      const value = input[field] ?? existing?.[field];
      if (value !== undefined) link[field] = value;
    }
    const problems: string[] = [];
    for (const field of ["SourceTransactionID", "SourceLineItemID"])
      if (link[field] === undefined) problems.push(`${field} is required`);
    if (
      link.ContactID !== undefined &&
      !recordsOf(org, "Contacts").some((c) => sameId(c.ContactID, link.ContactID))
    )
      problems.push("An existing Contact with the specified ContactID could not be found");
    const source =
      problems.length === 0 ? checkSource(org, link, existing?.LinkedTransactionID, problems) : undefined;
    const target = checkTarget(org, link, problems);
    if (problems.length > 0 || !source) return { problems };
    const contactId = link.ContactID ?? (target?.Contact as XeroRecord | undefined)?.ContactID;
    const record: XeroRecord = {
      LinkedTransactionID: existing?.LinkedTransactionID ?? randomUUID(),
      SourceTransactionID: link.SourceTransactionID,
      SourceLineItemID: link.SourceLineItemID,
      ...(contactId !== undefined && { ContactID: contactId }),
      ...(target && { TargetTransactionID: link.TargetTransactionID }),
      ...(target && link.TargetLineItemID !== undefined && { TargetLineItemID: link.TargetLineItemID }),
      Status: statusOf(source.document, target, contactId),
      Type: "BILLABLEEXPENSE",
      UpdatedDateUTC: nowTimestamp(),
      SourceTransactionTypeCode: source.type,
    };
    storeRecord(org, "LinkedTransactions", existing, record);
    return { record, problems: [] };
  },
};

export const linkedTransactionWriteRoutes = [
  { method: "PUT" as const, template: "LinkedTransactions", handler: createHandler(LINKED_TRANSACTION_KIND) },
  {
    method: "POST" as const,
    template: "LinkedTransactions/:id",
    handler: updateHandler(LINKED_TRANSACTION_KIND),
  },
];
