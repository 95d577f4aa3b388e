// The sandbox's routes for bank transactions, bank transfers, manual journals, linked transactions, expense claims and receipts (writes beyond the seed, issue 24).
import type { Route } from "../router";

export const bankingRoutes: Route[] = [];
