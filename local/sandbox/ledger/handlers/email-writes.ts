// POST /Invoices/{InvoiceID}/Email (emailInvoice): Xero emails an approved sales invoice to its
// contact and answers 204; the sandbox sends nothing, it marks the invoice sent (SentToContact).
// Xero's daily cap on emails per organisation is not modelled.
import { validationError } from "../errors";
import { nowTimestamp, sameId } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { XeroRecord } from "../types";
import { isObject, storeRecord } from "./batch-writes";
import type { Handler } from "./context";
import { param } from "./context";
import { findRecord } from "./lookup";

const INVOICES = requireResource("Invoices");

const emailInvoice: Handler = (ctx) => {
  const invoice = findRecord(ctx.org, INVOICES, param(ctx, "id"));
  const contactId = isObject(invoice.Contact) ? invoice.Contact.ContactID : undefined;
  const contact = recordsOf(ctx.org, "Contacts").find((candidate) => sameId(candidate.ContactID, contactId));
  const problems: string[] = [];
  if (invoice.Type !== "ACCREC") problems.push("Only sales invoices (ACCREC) can be emailed");
  if (invoice.Status !== "AUTHORISED" && invoice.Status !== "PAID")
    problems.push("Only AUTHORISED or PAID invoices can be emailed");
  const email = (contact as XeroRecord | undefined)?.EmailAddress;
  if (typeof email !== "string" || email.trim() === "")
    problems.push("The invoice's contact has no email address");
  if (problems.length > 0) throw validationError(...problems);
  storeRecord(ctx.org, "Invoices", invoice, {
    ...invoice,
    SentToContact: true,
    UpdatedDateUTC: nowTimestamp(),
  });
  return { kind: "empty" };
};

export const emailWriteRoutes = [
  { method: "POST" as const, template: "Invoices/:id/Email", handler: emailInvoice },
];
