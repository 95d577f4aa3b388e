// The sandbox's routes for payments, batch payments, allocations of credit notes, overpayments and prepayments, and emailing an invoice (writes beyond the seed, issue 24).
import type { Route } from "../router";

export const paymentRoutes: Route[] = [];
