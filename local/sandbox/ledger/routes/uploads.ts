// The sandbox's routes for attachment uploads by file name, for the 11 records that take attachments
// (writes beyond the seed, issue 24): PUT adds, POST replaces, both at `<Records>/:id/Attachments/:file`.
import { uploadAttachmentHandler } from "../handlers/attachment-uploads";
import { requireResource } from "../resources";
import type { Route } from "./route";

const RECORDS = [
  "Accounts",
  "BankTransactions",
  "BankTransfers",
  "Contacts",
  "CreditNotes",
  "Invoices",
  "ManualJournals",
  "PurchaseOrders",
  "Quotes",
  "Receipts",
  "RepeatingInvoices",
];

export const uploadRoutes: Route[] = RECORDS.flatMap((collection) => {
  const handler = uploadAttachmentHandler(requireResource(collection));
  const template = `${collection}/:id/Attachments/:file`;
  return [
    { method: "PUT" as const, template, handler },
    { method: "POST" as const, template, handler },
  ];
});
