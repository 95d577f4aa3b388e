// The sandbox's routes for payments, batch payments, allocations of credit notes, overpayments and prepayments, and emailing an invoice (writes beyond the seed, issue 24).
import { allocationWriteRoutes } from "../handlers/allocation-writes";
import { batchPaymentWriteRoutes } from "../handlers/batch-payment-writes";
import { emailWriteRoutes } from "../handlers/email-writes";
import { paymentWriteRoutes } from "../handlers/payment-writes";
import type { Route } from "./route";

export const paymentRoutes: Route[] = [
  ...paymentWriteRoutes,
  ...batchPaymentWriteRoutes,
  ...allocationWriteRoutes,
  ...emailWriteRoutes,
];
