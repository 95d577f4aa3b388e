// Invoices and bills as a record kind of the batch writes (batch-writes.ts): PUT /Invoices,
// POST /Invoices and POST /Invoices/{InvoiceID}. Building one invoice (numbering, lines, tax and
// totals) is invoice-build.ts; what a status allows is invoice-status.ts.
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { type RecordKind, recordWriteRoutes, storeRecord, unitDecimals } from "./batch-writes";
import { buildInvoice } from "./invoice-build";
import { withRole } from "./invoice-contacts";
import { isFinal, NOT_MODIFIABLE, updateProblems } from "./invoice-status";

/**
 * Adds the contact a document created, and gives the document's contact its customer (ACCREC) or
 * supplier (ACCPAY) role. Other documents (bank transactions, receipts) share it.
 */
export function storeContact(
  org: LedgerOrganisation,
  document: XeroRecord,
  newContact?: XeroRecord,
  role = document.Type as "ACCREC" | "ACCPAY",
) {
  const contacts = recordsOf(org, "Contacts");
  if (newContact) contacts.push(newContact);
  const contactId = (document.Contact as XeroRecord).ContactID;
  const index = contacts.findIndex((contact) => contact.ContactID === contactId);
  const contact = contacts[index];
  if (contact) contacts[index] = withRole(contact, role);
}

export const INVOICE_KIND: RecordKind = {
  resource: requireResource("Invoices"),
  noun: "invoice",
  touches: ["Contacts"],
  posts: true,
  /** POST only: an existing invoice by its number (and type, when given). */
  existingByOther: (org, input) =>
    typeof input.InvoiceNumber === "string" && input.InvoiceNumber !== ""
      ? recordsOf(org, "Invoices").find(
          (invoice) =>
            invoice.InvoiceNumber === input.InvoiceNumber &&
            (input.Type === undefined || invoice.Type === input.Type),
        )
      : undefined,
  write: (ctx, input, existing) => {
    if (existing && isFinal(existing)) return { problems: [NOT_MODIFIABLE] };
    const built = buildInvoice(ctx.org, input, existing, unitDecimals(ctx), ctx.at.today);
    const invoice = built.invoice;
    if (!invoice) return { problems: built.problems };
    const refused = existing ? updateProblems(existing, invoice, input.Status) : [];
    if (refused.length > 0) return { problems: refused };
    storeContact(ctx.org, invoice, built.newContact);
    storeRecord(ctx.org, "Invoices", existing, invoice);
    return { record: invoice, problems: [] };
  },
};

export const invoiceWriteRoutes = recordWriteRoutes(INVOICE_KIND);
