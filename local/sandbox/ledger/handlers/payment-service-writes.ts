// Payment services: PUT /PaymentServices (create custom ones, on the batch engine) and
// POST /BrandingThemes/{id}/PaymentServices (apply existing ones to a theme). Xero's rules: a name
// and an https PaymentServiceUrl; PayNowText defaults to "Pay by credit card"; the type is always
// CUSTOM. A theme lists its services by id (as the starting data stores them), each once.
import { randomUUID } from "node:crypto";
import { validationError } from "../errors";
import { sameId } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { XeroRecord } from "../types";
import { createHandler, isObject, type RecordKind, storeRecord } from "./batch-writes";
import { data, type Handler, param } from "./context";
import { findRecord } from "./lookup";
import { checkTexts, textOf } from "./record-fields";

const DEFAULT_PAY_NOW_TEXT = "Pay by credit card";

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === "https:";
  } catch {
    return false;
  }
}

export const PAYMENT_SERVICE_KIND: RecordKind = {
  resource: requireResource("PaymentServices"),
  noun: "payment service",
  write: (ctx, input) => {
    const problems: string[] = [];
    checkTexts(input, { PaymentServiceName: 100, PaymentServiceUrl: 2000, PayNowText: 50 }, problems);
    const name = textOf(input.PaymentServiceName);
    const url = textOf(input.PaymentServiceUrl);
    if (!name) problems.push("PaymentServiceName must be specified");
    if (!isHttpsUrl(url)) problems.push("PaymentServiceUrl must be a valid https URL");
    if (problems.length > 0) return { problems };
    const service: XeroRecord = {
      PaymentServiceID: randomUUID(),
      PaymentServiceName: name,
      PaymentServiceUrl: url,
      PayNowText: textOf(input.PayNowText) || DEFAULT_PAY_NOW_TEXT,
      PaymentServiceType: "CUSTOM",
    };
    storeRecord(ctx.org, "PaymentServices", undefined, service);
    return { record: service, problems: [] };
  },
};

/** Applies each named service to the theme once; answers the services applied. */
export const applyThemePaymentServices: Handler = (ctx) => {
  const theme = findRecord(ctx.org, requireResource("BrandingThemes"), param(ctx, "id"));
  const sent = isObject(ctx.body) ? ctx.body.PaymentServices : undefined;
  if (!Array.isArray(sent) || sent.length === 0)
    throw validationError(
      'The request body must be {"PaymentServices": [ ... ]} with at least one payment service',
    );
  const services = recordsOf(ctx.org, "PaymentServices");
  const applied = sent.map((entry) =>
    services.find((service) => isObject(entry) && sameId(service.PaymentServiceID, entry.PaymentServiceID)),
  );
  if (applied.some((service) => !service))
    throw validationError(
      "An existing PaymentService with the specified PaymentServiceID could not be found",
    );
  const ids = Array.isArray(theme.PaymentServices) ? (theme.PaymentServices as unknown[]) : [];
  const known = (id: unknown) =>
    ids.some((entry) => sameId(isObject(entry) ? entry.PaymentServiceID : entry, id));
  const added = (applied as XeroRecord[])
    .map((service) => service.PaymentServiceID)
    .filter((id, index, all) => !known(id) && all.indexOf(id) === index);
  storeRecord(ctx.org, "BrandingThemes", theme, { ...theme, PaymentServices: [...ids, ...added] });
  return data({ PaymentServices: applied });
};

export const paymentServiceWriteRoutes = [
  { method: "PUT" as const, template: "PaymentServices", handler: createHandler(PAYMENT_SERVICE_KIND) },
  {
    method: "POST" as const,
    template: "BrandingThemes/:id/PaymentServices",
    handler: applyThemePaymentServices,
  },
];
