// The sandbox's routes for credit notes, quotes, purchase orders and repeating invoice templates (writes beyond the seed, issue 24).
import { creditNoteWriteRoutes } from "../handlers/credit-note-writes";
import { purchaseOrderWriteRoutes } from "../handlers/purchase-order-writes";
import { quoteWriteRoutes } from "../handlers/quote-writes";
import { repeatingInvoiceWriteRoutes } from "../handlers/repeating-invoice-writes";
import type { Route } from "./route";

export const documentRoutes: Route[] = [
  ...creditNoteWriteRoutes,
  ...quoteWriteRoutes,
  ...purchaseOrderWriteRoutes,
  ...repeatingInvoiceWriteRoutes,
];
