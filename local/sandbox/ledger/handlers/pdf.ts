// The printable rendering of invoices, credit notes, quotes and purchase orders.
import type { LedgerDeps } from "../deps";
import type { ResourceSpec } from "../resources";
import type { XeroRecord } from "../types";

function text(value: unknown): string {
  return value === undefined || value === null ? "" : String(value);
}

function money(value: unknown): string {
  return typeof value === "number" ? value.toFixed(2) : text(value);
}

function lineItemLines(record: XeroRecord): string[] {
  const items = Array.isArray(record.LineItems) ? (record.LineItems as XeroRecord[]) : [];
  return items.map((item) => {
    const quantity = item.Quantity ?? 1;
    return `${text(item.Description) || text(item.ItemCode)}   ${text(quantity)} x ${money(item.UnitAmount)} = ${money(item.LineAmount)}`;
  });
}

export function renderDocumentPdf(deps: LedgerDeps, spec: ResourceSpec, record: XeroRecord): Uint8Array {
  const pdf = spec.pdf;
  const number = pdf ? text(record[pdf.numberField]) : "";
  const title = `${pdf?.title ?? spec.typeName} ${number}`.trim();
  const contact = (record.Contact ?? {}) as XeroRecord;
  const labelled: [string, unknown][] = [
    ["Contact", contact.Name],
    ["Date", record.Date],
    ["Due date", record.DueDate],
    ["Expiry date", record.ExpiryDate],
    ["Delivery date", record.DeliveryDate],
    ["Reference", record.Reference],
    ["Status", record.Status],
    ["Currency", record.CurrencyCode],
  ];
  const header = labelled
    .filter(([, value]) => text(value) !== "")
    .map(([label, value]) => `${label}: ${text(value)}`);
  const totals: [string, unknown][] = [
    ["Subtotal", record.SubTotal],
    ["Total tax", record.TotalTax],
    ["Total", record.Total],
    ["Amount due", record.AmountDue],
    ["Remaining credit", record.RemainingCredit],
  ];
  const footer = totals
    .filter(([, value]) => typeof value === "number")
    .map(([label, value]) => `${label}: ${money(value)}`);
  return deps.renderPdf({ title, lines: [...header, "", ...lineItemLines(record), "", ...footer] });
}
