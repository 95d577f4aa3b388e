// PUT /Invoices (create), POST /Invoices (update or create) and POST /Invoices/{InvoiceID}.
// Elements are written in order, so a later one sees the contacts and numbers of an earlier one.
// summarizeErrors=true (the default, as Xero behaves) makes the batch all or nothing: any element's
// problem answers 400 with the failed elements and undoes the rest. summarizeErrors=false answers
// 200 with every element, the failed ones marked HasErrors/StatusAttributeString ERROR.
// Idempotency-Key replays are answered by the server before a handler runs (server.ts).
import { LedgerApiError, validationError } from "../errors";
import { sameId } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { data, type Handler, type HandlerContext, param } from "./context";
import { buildInvoice } from "./invoice-build";
import { withRole } from "./invoice-contacts";
import { isFinal, NOT_MODIFIABLE, updateProblems } from "./invoice-status";
import { findRecord } from "./lookup";

const INVOICES = requireResource("Invoices");

type Mode = "create" | "upsert";

interface ElementResult {
  input: XeroRecord;
  written?: XeroRecord;
  problems: string[];
}

const isObject = (value: unknown): value is XeroRecord =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The {"Invoices": [...]} body; a lone invoice object is taken as a batch of one. */
function invoiceElements(body: unknown): unknown[] {
  if (isObject(body) && Array.isArray(body.Invoices)) return body.Invoices;
  if (isObject(body) && body.Invoices === undefined && Object.keys(body).length > 0) return [body];
  throw validationError('The request body must be {"Invoices": [ ... ]} with at least one invoice');
}

function unitDecimals(ctx: HandlerContext): number {
  return ctx.query.get("unitdp") === "4" ? 4 : 2;
}

/** The invoice an upsert element names: by InvoiceID, or (POST only) by an existing InvoiceNumber. */
function existingFor(org: LedgerOrganisation, input: XeroRecord, mode: Mode, problems: string[]) {
  const invoices = recordsOf(org, "Invoices");
  if (input.InvoiceID !== undefined) {
    if (mode === "create") {
      problems.push("An InvoiceID cannot be given when creating invoices; use POST to update an invoice");
      return undefined;
    }
    const found = invoices.find((invoice) => sameId(invoice.InvoiceID, input.InvoiceID));
    if (!found) problems.push("An existing Invoice with the specified InvoiceID could not be found");
    return found;
  }
  if (mode === "upsert" && typeof input.InvoiceNumber === "string" && input.InvoiceNumber !== "") {
    return invoices.find(
      (invoice) =>
        invoice.InvoiceNumber === input.InvoiceNumber &&
        (input.Type === undefined || invoice.Type === input.Type),
    );
  }
  return undefined;
}

/** Stores by replacing array entries (never editing records in place), so a snapshot can undo it. */
function store(
  org: LedgerOrganisation,
  existing: XeroRecord | undefined,
  invoice: XeroRecord,
  newContact?: XeroRecord,
) {
  const contacts = recordsOf(org, "Contacts");
  if (newContact) contacts.push(newContact);
  const contactId = (invoice.Contact as XeroRecord).ContactID;
  const index = contacts.findIndex((contact) => contact.ContactID === contactId);
  const contact = contacts[index];
  if (contact) contacts[index] = withRole(contact, invoice.Type as "ACCREC" | "ACCPAY");
  const invoices = recordsOf(org, "Invoices");
  if (existing) invoices[invoices.indexOf(existing)] = invoice;
  else invoices.push(invoice);
}

function writeElement(
  ctx: HandlerContext,
  element: unknown,
  mode: Mode,
  pathTarget?: XeroRecord,
): ElementResult {
  if (!isObject(element)) return { input: {}, problems: ["Each invoice must be an object"] };
  const problems: string[] = [];
  const existing = pathTarget ?? existingFor(ctx.org, element, mode, problems);
  if (problems.length > 0) return { input: element, problems };
  if (existing && isFinal(existing))
    return { input: { ...element, InvoiceID: existing.InvoiceID }, problems: [NOT_MODIFIABLE] };
  const built = buildInvoice(ctx.org, element, existing, unitDecimals(ctx));
  const invoice = built.invoice;
  if (!invoice) return { input: element, problems: built.problems };
  const refused = existing ? updateProblems(existing, invoice, element.Status) : [];
  if (refused.length > 0) return { input: { ...element, InvoiceID: existing?.InvoiceID }, problems: refused };
  store(ctx.org, existing, invoice, built.newContact);
  return { input: element, written: invoice, problems: [] };
}

function failedElement(result: ElementResult): XeroRecord {
  return {
    ...result.input,
    HasErrors: true,
    StatusAttributeString: "ERROR",
    ValidationErrors: result.problems.map((Message) => ({ Message })),
  };
}

function answer(ctx: HandlerContext, results: ElementResult[], summarize: boolean) {
  const failed = results.filter((result) => result.problems.length > 0);
  if (summarize && failed.length > 0) {
    throw new LedgerApiError(
      400,
      "validation",
      failed.flatMap((result) => result.problems),
      failed.map(failedElement),
    );
  }
  if (results.some((result) => result.written)) ctx.store.refreshJournals(ctx.org);
  return data({
    Invoices: results.map((result) =>
      result.written ? { ...result.written, StatusAttributeString: "OK" } : failedElement(result),
    ),
  });
}

function writeBatch(
  ctx: HandlerContext,
  elements: unknown[],
  mode: Mode,
  summarize: boolean,
  target?: XeroRecord,
) {
  const { collections } = ctx.org;
  const before = {
    Invoices: [...recordsOf(ctx.org, "Invoices")],
    Contacts: [...recordsOf(ctx.org, "Contacts")],
  };
  const results = elements.map((element) => writeElement(ctx, element, mode, target));
  if (summarize && results.some((result) => result.problems.length > 0)) {
    collections.Invoices = before.Invoices;
    collections.Contacts = before.Contacts;
  }
  return answer(ctx, results, summarize);
}

/** Xero's spec gives summarizeErrors a default of false, but Xero answers as if true; so does the sandbox. */
function summarizeErrors(ctx: HandlerContext): boolean {
  return ctx.query.get("summarizeErrors")?.toLowerCase() !== "false";
}

export const createInvoices: Handler = (ctx) =>
  writeBatch(ctx, invoiceElements(ctx.body), "create", summarizeErrors(ctx));

export const updateOrCreateInvoices: Handler = (ctx) =>
  writeBatch(ctx, invoiceElements(ctx.body), "upsert", summarizeErrors(ctx));

/** One invoice named by the path (id or number); the body's single element says what changes. */
export const updateInvoice: Handler = (ctx) => {
  const target = findRecord(ctx.org, INVOICES, param(ctx, "id"));
  const elements = invoiceElements(ctx.body);
  if (elements.length !== 1) throw validationError("Send exactly one invoice to update an invoice by its id");
  return writeBatch(ctx, elements, "upsert", true, target);
};
