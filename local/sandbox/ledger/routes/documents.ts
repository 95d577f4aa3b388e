// The sandbox's routes for credit notes, quotes, purchase orders and repeating invoice templates (writes beyond the seed, issue 24).
import type { Route } from "../router";

export const documentRoutes: Route[] = [];
