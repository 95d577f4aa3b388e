// GET /Reports/TenNinetyNine: Xero's 1099 report (the `Reports` shape with Contacts, not rows).
// The sandbox computes, per supplier, what was paid in `reportYear` (default: this year) through
// bill payments and spend-money transactions; amounts coded to a rent account go to Box 1 (Rents),
// the rest to Box 7 (nonemployee compensation). Suppliers under the IRS threshold of 600 are left out.
import type { XeroRecord } from "../../types";
import { amountOf, round2, sum } from "../money";
import type { ReportContext } from "./context";
import { ReportParamError } from "./params";

const THRESHOLD = 600;

interface Paid {
  rents: number;
  other: number;
}

function isRent(ctx: ReportContext, code: unknown): boolean {
  const account = (ctx.org.collections.Accounts ?? []).find((a) => a.Code === code);
  return /\brent\b/i.test(String(account?.Name ?? ""));
}

/** Splits an amount over a document's lines in proportion to their LineAmount. */
function split(ctx: ReportContext, doc: XeroRecord, amount: number, into: Paid): void {
  const lines = (doc.LineItems as XeroRecord[] | undefined) ?? [];
  const total = sum(lines.map((l) => amountOf(l, "LineAmount")));
  for (const line of lines) {
    const share = total ? (amount * amountOf(line, "LineAmount")) / total : 0;
    if (isRent(ctx, line.AccountCode)) into.rents += share;
    else into.other += share;
  }
}

export function tenNinetyNine(ctx: ReportContext): XeroRecord {
  const yearParam = ctx.query.raw("reportYear");
  if (yearParam !== undefined && !/^\d{4}$/.test(yearParam)) {
    throw new ReportParamError(`The reportYear parameter must be a four-digit year; got '${yearParam}'`);
  }
  const year = yearParam ?? ctx.today.slice(0, 4);
  const inYear = (date: unknown) => String(date).startsWith(`${year}-`);
  const paid = new Map<string, Paid>();
  const bucket = (contactId: unknown) => {
    const key = String(contactId);
    if (!paid.has(key)) paid.set(key, { rents: 0, other: 0 });
    return paid.get(key) as Paid;
  };
  const invoices = ctx.org.collections.Invoices ?? [];
  for (const payment of ctx.org.collections.Payments ?? []) {
    if (payment.Status === "DELETED" || !inYear(payment.Date)) continue;
    const invoiceId = (payment.Invoice as XeroRecord | undefined)?.InvoiceID;
    const bill = invoices.find((i) => i.InvoiceID === invoiceId && i.Type === "ACCPAY");
    if (bill) split(ctx, bill, amountOf(payment, "Amount"), bucket((bill.Contact as XeroRecord).ContactID));
  }
  for (const spend of ctx.org.collections.BankTransactions ?? []) {
    if (spend.Type !== "SPEND" || spend.Status !== "AUTHORISED" || !inYear(spend.Date)) continue;
    split(ctx, spend, amountOf(spend, "Total"), bucket((spend.Contact as XeroRecord).ContactID));
  }
  const contacts = (ctx.org.collections.Contacts ?? [])
    .map((contact) => ({ contact, amounts: paid.get(String(contact.ContactID)) }))
    .filter(
      (c): c is { contact: XeroRecord; amounts: Paid } =>
        !!c.amounts && c.amounts.rents + c.amounts.other >= THRESHOLD,
    )
    .map(({ contact, amounts }) => {
      const address = ((contact.Addresses as XeroRecord[] | undefined) ?? [])[0] ?? {};
      const boxes = Object.fromEntries(
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14].map((n) => [`Box${n}`, 0]),
      );
      return {
        ...boxes,
        Box1: round2(amounts.rents),
        Box7: round2(amounts.other),
        Name: contact.Name,
        FederalTaxIDType: "EIN",
        City: address.City ?? "",
        Zip: address.PostalCode ?? "",
        State: address.Region ?? "",
        Email: contact.EmailAddress ?? "",
        StreetAddress: address.AddressLine1 ?? "",
        TaxID: contact.TaxNumber ?? "",
        ContactId: contact.ContactID,
        LegalName: contact.Name,
        BusinessName: contact.Name,
        FederalTaxClassification: "C_CORPORATION",
      };
    });
  return {
    ReportName: "1099 report",
    ReportDate: `1/1/${year} to 12/31/${year}`,
    Contacts: contacts,
  };
}
