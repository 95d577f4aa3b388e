// The sandbox's routes for contacts and contact groups, items, accounts, currencies, tax rates, tracking categories and options, payment services (writes beyond the seed, issue 24).
import type { Route } from "../router";

export const contactRoutes: Route[] = [];
