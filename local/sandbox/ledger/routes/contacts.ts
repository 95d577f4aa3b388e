// The sandbox's routes for contacts and contact groups, items, accounts, currencies, tax rates, tracking categories and options, payment services (writes beyond the seed, issue 24).
import { accountWriteRoutes } from "../handlers/account-writes";
import { contactGroupWriteRoutes } from "../handlers/contact-group-writes";
import { contactWriteRoutes } from "../handlers/contact-writes";
import { currencyWriteRoutes } from "../handlers/currency-writes";
import { itemWriteRoutes } from "../handlers/item-writes";
import { paymentServiceWriteRoutes } from "../handlers/payment-service-writes";
import { taxRateWriteRoutes } from "../handlers/tax-rate-writes";
import { trackingWriteRoutes } from "../handlers/tracking-writes";
import type { Route } from "./route";

export const contactRoutes: Route[] = [
  ...contactWriteRoutes,
  ...contactGroupWriteRoutes,
  ...itemWriteRoutes,
  ...accountWriteRoutes,
  ...currencyWriteRoutes,
  ...taxRateWriteRoutes,
  ...trackingWriteRoutes,
  ...paymentServiceWriteRoutes,
];
