// The route table: the Xero operations the tool suite calls, as method + path template.
// Literal segments match without regard to case (Xero's URLs are case-insensitive); ":name"
// captures one percent-decoded segment. Specific routes come before the generic per-resource ones.
import {
  deleteCreditNoteAllocation,
  deleteOverpaymentAllocation,
  deletePrepaymentAllocation,
} from "./handlers/allocations";
import { getAttachmentHandler, listAttachmentsHandler } from "./handlers/attachments";
import {
  deleteAccount,
  deleteContactGroupContact,
  deleteContactGroupContacts,
  deleteItem,
  deleteLinkedTransaction,
  deleteTrackingCategory,
  deleteTrackingOption,
} from "./handlers/deletes";
import { getHistoryHandler, putHistoryHandler } from "./handlers/history";
import { invoiceWriteRoutes } from "./handlers/invoice-writes";
import { listJournals } from "./handlers/journals";
import { getHandler, listHandler } from "./handlers/records";
import { listReportsHandler, runReportHandler } from "./handlers/reports";
import {
  getBrandingThemePaymentServices,
  getContactCisSettings,
  getInvoiceReminders,
  getOnlineInvoice,
  getOrganisation,
  getOrganisationActions,
  getOrganisationCisSettings,
} from "./handlers/settings";
import { postSetup } from "./handlers/setup";
import { RESOURCES } from "./resources";
import { bankingRoutes } from "./routes/banking";
import { contactRoutes } from "./routes/contacts";
import { documentRoutes } from "./routes/documents";
import { paymentRoutes } from "./routes/payments";
import type { Route } from "./routes/route";
import { uploadRoutes } from "./routes/uploads";

export type { Method, Route } from "./routes/route";

const SPECIFIC_ROUTES: Route[] = [
  { method: "GET", template: "Organisation", handler: getOrganisation },
  { method: "GET", template: "Organisation/Actions", handler: getOrganisationActions },
  { method: "GET", template: "Organisation/:id/CISSettings", handler: getOrganisationCisSettings },
  { method: "GET", template: "Contacts/:id/CISSettings", handler: getContactCisSettings },
  { method: "GET", template: "InvoiceReminders/Settings", handler: getInvoiceReminders },
  { method: "GET", template: "Invoices/:id/OnlineInvoice", handler: getOnlineInvoice },
  { method: "GET", template: "BrandingThemes/:id/PaymentServices", handler: getBrandingThemePaymentServices },
  { method: "GET", template: "Journals", handler: listJournals },
  { method: "GET", template: "Reports", handler: listReportsHandler },
  { method: "GET", template: "Reports/:name", handler: runReportHandler },
  { method: "POST", template: "Setup", handler: postSetup },
  ...invoiceWriteRoutes,
  { method: "DELETE", template: "Accounts/:id", handler: deleteAccount },
  { method: "DELETE", template: "Items/:id", handler: deleteItem },
  { method: "DELETE", template: "LinkedTransactions/:id", handler: deleteLinkedTransaction },
  {
    method: "DELETE",
    template: "CreditNotes/:id/Allocations/:allocationId",
    handler: deleteCreditNoteAllocation,
  },
  {
    method: "DELETE",
    template: "Prepayments/:id/Allocations/:allocationId",
    handler: deletePrepaymentAllocation,
  },
  {
    method: "DELETE",
    template: "Overpayments/:id/Allocations/:allocationId",
    handler: deleteOverpaymentAllocation,
  },
  { method: "DELETE", template: "ContactGroups/:id/Contacts/:contactId", handler: deleteContactGroupContact },
  { method: "DELETE", template: "ContactGroups/:id/Contacts", handler: deleteContactGroupContacts },
  { method: "DELETE", template: "TrackingCategories/:id/Options/:optionId", handler: deleteTrackingOption },
  { method: "DELETE", template: "TrackingCategories/:id", handler: deleteTrackingCategory },
  // The writes beyond the seed, a file per group of records (issue 24).
  ...contactRoutes,
  ...paymentRoutes,
  ...documentRoutes,
  ...bankingRoutes,
  ...uploadRoutes,
];

function resourceRoutes(): Route[] {
  return RESOURCES.flatMap((spec) => {
    const base = spec.collection;
    const routes: Route[] = [];
    if (spec.list && base !== "Journals")
      routes.push({ method: "GET", template: base, handler: listHandler(spec) });
    if (spec.get) routes.push({ method: "GET", template: `${base}/:id`, handler: getHandler(spec) });
    if (spec.history) {
      routes.push({ method: "GET", template: `${base}/:id/History`, handler: getHistoryHandler(spec) });
      routes.push({ method: "PUT", template: `${base}/:id/History`, handler: putHistoryHandler(spec) });
    }
    if (spec.attachments) {
      routes.push({
        method: "GET",
        template: `${base}/:id/Attachments`,
        handler: listAttachmentsHandler(spec),
      });
      routes.push({
        method: "GET",
        template: `${base}/:id/Attachments/:file`,
        handler: getAttachmentHandler(spec),
      });
    }
    return routes;
  });
}

export const ROUTES: Route[] = [...SPECIFIC_ROUTES, ...resourceRoutes()];

export class MalformedPathError extends Error {}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new MalformedPathError(`malformed percent-encoding in '${segment}'`);
  }
}

function match(template: string, segments: string[]): Record<string, string> | undefined {
  const parts = template.split("/");
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? "";
    if (part.startsWith(":")) {
      if (segment === "") return undefined;
      params[part.slice(1)] = decodeSegment(segment);
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return undefined;
    }
  }
  return params;
}

/** `relativePath` is the raw path after the API prefix, without the leading slash. */
export function findRoute(
  method: string,
  relativePath: string,
): { route: Route; params: Record<string, string> } | undefined {
  const segments = relativePath.replace(/\/+$/, "").split("/");
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const params = match(route.template, segments);
    if (params) return { route, params };
  }
  return undefined;
}
