// Organisation-level answers that are not plain collections.
import { notFound, validationError } from "../errors";
import { sameId } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { XeroRecord } from "../types";
import { data, type Handler, param } from "./context";
import { findRecord } from "./lookup";

export const getOrganisation: Handler = (ctx) => data({ Organisations: [ctx.org.organisation] });

export const getOrganisationActions: Handler = (ctx) => data({ Actions: recordsOf(ctx.org, "Actions") });

export const getOrganisationCisSettings: Handler = (ctx) => {
  if (!sameId(ctx.org.organisation.OrganisationID, param(ctx, "id"))) throw notFound();
  return data({ CISSettings: ctx.org.settings.cisSettings });
};

export const getContactCisSettings: Handler = (ctx) => {
  const contact = findRecord(ctx.org, requireResource("Contacts"), param(ctx, "id"));
  const contactId = String(contact.ContactID);
  const settings = ctx.org.settings.contactCisSettings;
  const key = Object.keys(settings).find((id) => sameId(id, contactId));
  return data({ CISSettings: key ? (settings[key] ?? []) : [] });
};

export const getInvoiceReminders: Handler = (ctx) =>
  data({ InvoiceReminders: [ctx.org.settings.invoiceReminders] });

const ONLINE_STATUSES = new Set(["AUTHORISED", "PAID"]);

/** Only approved sales invoices have an online invoice page. */
export const getOnlineInvoice: Handler = (ctx) => {
  const invoice = findRecord(ctx.org, requireResource("Invoices"), param(ctx, "id"));
  if (invoice.Type !== "ACCREC") {
    throw validationError("Online invoices are only available for sales invoices (Type ACCREC)");
  }
  if (!ONLINE_STATUSES.has(String(invoice.Status))) {
    throw validationError(
      "An online invoice is only available once the invoice is approved (AUTHORISED or PAID)",
    );
  }
  const url = `https://in.ledger-sandbox.invalid/${String(invoice.InvoiceID)}`;
  return data({ OnlineInvoices: [{ OnlineInvoiceUrl: url }] });
};

/** A theme's PaymentServices may be stored as records or as PaymentServiceIDs. */
export const getBrandingThemePaymentServices: Handler = (ctx) => {
  const theme = findRecord(ctx.org, requireResource("BrandingThemes"), param(ctx, "id"));
  const services = recordsOf(ctx.org, "PaymentServices");
  const applied = Array.isArray(theme.PaymentServices) ? (theme.PaymentServices as unknown[]) : [];
  const resolved = applied
    .map((entry) =>
      typeof entry === "string"
        ? services.find((service) => sameId(service.PaymentServiceID, entry))
        : (entry as XeroRecord),
    )
    .filter((entry): entry is XeroRecord => entry !== undefined);
  return data({ PaymentServices: resolved });
};
