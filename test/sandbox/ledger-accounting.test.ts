// The accounting half of the Xero sandbox as pure functions: starting-data consistency, derived journals and
// the reports computed from them. No HTTP here.
import { describe, expect, it } from "vitest";
import { deriveCashJournals, deriveJournals } from "../../local/sandbox/ledger/accounting/journals";
import {
  listReports,
  runReport,
  STARTING_DATA_AS_AT,
} from "../../local/sandbox/ledger/accounting/reports/index";
import { deleteAllocation } from "../../local/sandbox/ledger/accounting/settlement";
import {
  createLedgerStartingData,
  LEDGER_STARTING_DATA,
} from "../../local/sandbox/ledger/starting-data/index";
import type { LedgerOrganisation, XeroRecord } from "../../local/sandbox/ledger/types";

const round2 = (n: number) => Math.round(n * 100 + Number.EPSILON * Math.sign(n)) / 100 || 0;
const total = (values: number[]) => round2(values.reduce((a, b) => a + b, 0));
const list = (r: XeroRecord | undefined, field: string) => (r?.[field] as XeroRecord[] | undefined) ?? [];

function startingData(): { primary: LedgerOrganisation; secondary: LedgerOrganisation } {
  const [primary, secondary] = createLedgerStartingData();
  if (!primary || !secondary) throw new Error("the starting data must hold two organisations");
  return { primary, secondary };
}

function records(org: LedgerOrganisation, collection: string): XeroRecord[] {
  return org.collections[collection] ?? [];
}

function byId(
  org: LedgerOrganisation,
  collection: string,
  idField: string,
  id: string,
): XeroRecord | undefined {
  return records(org, collection).find((r) => r[idField] === id);
}

// --- report helpers ---------------------------------------------------------------------------

/** The reports here run on the day the starting data is written as at (the HTTP half reads the clock). */
const AT = { today: STARTING_DATA_AS_AT, utc: `${STARTING_DATA_AS_AT}T09:00:00` };

function report(org: LedgerOrganisation, name: string, query = ""): XeroRecord {
  const outcome = runReport(org, name, new URLSearchParams(query), AT);
  if (!outcome || "error" in outcome) throw new Error(`report ${name}?${query}: ${JSON.stringify(outcome)}`);
  const first = outcome.reports[0];
  if (!first) throw new Error("no report");
  return first;
}

function flatRows(rows: XeroRecord[]): XeroRecord[] {
  return rows.flatMap((r) => [r, ...flatRows(list(r, "Rows"))]);
}

function cells(row: XeroRecord): string[] {
  return list(row, "Cells").map((c) => String(c.Value));
}

/** The first row (any depth) whose first cell is `label`. */
function rowByLabel(rep: XeroRecord, label: string): string[] {
  const found = flatRows(list(rep, "Rows")).find((r) => r.RowType !== "Header" && cells(r)[0] === label);
  if (!found) throw new Error(`no row ${label} in ${String(rep.ReportName)}`);
  return cells(found);
}

const amount = (value: string | undefined) => (value ? Number(value) : 0);

/** Account rows: AccountID → cell values after the label. */
function accountRows(rep: XeroRecord): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of flatRows(list(rep, "Rows"))) {
    const first = list(r, "Cells")[0];
    const attr = (first?.Attributes as XeroRecord[] | undefined)?.find((a) => a.Id === "account");
    if (attr) out.set(String(attr.Value), cells(r).slice(1));
  }
  return out;
}

/** Net of journal lines per AccountID over a date range. */
function journalSums(journals: XeroRecord[], from: string | undefined, to: string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const j of journals) {
    const date = String(j.JournalDate);
    if (date > to || (from && date < from)) continue;
    for (const line of list(j, "JournalLines")) {
      const id = String(line.AccountID);
      sums.set(id, round2((sums.get(id) ?? 0) + Number(line.NetAmount)));
    }
  }
  return sums;
}

function accountByCode(org: LedgerOrganisation, code: string): XeroRecord {
  const account = records(org, "Accounts").find((a) => a.Code === code);
  if (!account) throw new Error(`no account ${code}`);
  return account;
}

// --- the starting data ------------------------------------------------------------------------------

const LINE_DOCUMENTS = [
  "Invoices",
  "CreditNotes",
  "Quotes",
  "PurchaseOrders",
  "BankTransactions",
  "Prepayments",
  "Overpayments",
  "Receipts",
  "RepeatingInvoices",
];

describe("ledger starting data", () => {
  it("returns fresh organisations on every call", () => {
    const a = startingData();
    const b = startingData();
    expect(a.primary).not.toBe(b.primary);
    expect(a.primary).toEqual(b.primary);
    (records(a.primary, "Invoices")[0] as XeroRecord).Status = "DELETED";
    expect(records(b.primary, "Invoices")[0]?.Status).not.toBe("DELETED");
  });

  it("has the two tenants of LEDGER_STARTING_DATA with their organisations", () => {
    const { primary, secondary } = startingData();
    expect(primary.tenantId).toBe(LEDGER_STARTING_DATA.primary.tenantId);
    expect(secondary.tenantId).toBe(LEDGER_STARTING_DATA.secondary.tenantId);
    expect(primary.organisation.Name).toBe("Demo Company (Sandbox)");
    expect(primary.organisation.BaseCurrency).toBe("NZD");
    expect(secondary.organisation.Name).toBe("Second Sandbox Ltd");
    expect(secondary.organisation.BaseCurrency).toBe("GBP");
  });

  it("gives the secondary tenant at least one record of every collection", () => {
    const { primary, secondary } = startingData();
    for (const [name, rows] of Object.entries(primary.collections)) {
      expect(rows.length, `primary ${name}`).toBeGreaterThan(0);
      expect(records(secondary, name).length, `secondary ${name}`).toBeGreaterThan(0);
    }
  });

  it("computes every document's line and total amounts", () => {
    for (const org of Object.values(startingData())) {
      const rates = new Map(records(org, "TaxRates").map((t) => [t.TaxType, Number(t.EffectiveRate)]));
      for (const collection of LINE_DOCUMENTS) {
        for (const doc of records(org, collection)) {
          const types = String(doc.LineAmountTypes).toUpperCase();
          const lines = list(doc, "LineItems");
          expect(lines.length).toBeGreaterThan(0);
          for (const line of lines) {
            const lineAmount = round2(Number(line.Quantity) * Number(line.UnitAmount));
            const rate = rates.get(line.TaxType) ?? Number.NaN;
            const tax =
              types === "NOTAX"
                ? 0
                : types === "INCLUSIVE"
                  ? round2((lineAmount * rate) / (100 + rate))
                  : round2((lineAmount * rate) / 100);
            expect(line.LineAmount).toBe(lineAmount);
            expect(line.TaxAmount).toBe(tax);
          }
          const totalTax = total(lines.map((l) => Number(l.TaxAmount)));
          const gross = total(lines.map((l) => Number(l.LineAmount)));
          const subTotal = types === "INCLUSIVE" ? round2(gross - totalTax) : gross;
          expect(doc.TotalTax).toBe(totalTax);
          expect(doc.SubTotal).toBe(subTotal);
          expect(doc.Total).toBe(round2(subTotal + totalTax));
        }
      }
    }
  });

  it("keeps invoice AmountPaid/AmountCredited/AmountDue and PAID status consistent", () => {
    for (const org of Object.values(startingData())) {
      for (const inv of records(org, "Invoices")) {
        const paid = total(list(inv, "Payments").map((p) => Number(p.Amount)));
        const credited = total(
          ["CreditNotes", "Prepayments", "Overpayments"].flatMap((f) =>
            list(inv, f).map((c) => Number(c.AppliedAmount)),
          ),
        );
        expect(inv.AmountPaid).toBe(paid);
        expect(inv.AmountCredited).toBe(credited);
        if (inv.Status === "VOIDED") {
          expect(inv.AmountDue).toBe(0);
          continue;
        }
        expect(inv.AmountDue).toBe(round2(Number(inv.Total) - paid - credited));
        if (inv.Status === "PAID" || inv.Status === "AUTHORISED") {
          expect(inv.Status === "PAID", String(inv.InvoiceNumber)).toBe(inv.AmountDue === 0);
        }
      }
    }
  });

  it("has invoices and bills in every status, overdue and not", () => {
    const { primary } = startingData();
    const invoices = records(primary, "Invoices");
    for (const type of ["ACCREC", "ACCPAY"]) {
      const statuses = new Set(invoices.filter((i) => i.Type === type).map((i) => i.Status));
      for (const status of ["DRAFT", "AUTHORISED", "PAID", "VOIDED"])
        expect(statuses, type).toContain(status);
    }
    expect(invoices.some((i) => i.Status === "SUBMITTED")).toBe(true);
    const open = invoices.filter((i) => i.Type === "ACCREC" && i.Status === "AUTHORISED");
    expect(open.some((i) => String(i.DueDate) < STARTING_DATA_AS_AT)).toBe(true);
    expect(open.some((i) => String(i.DueDate) >= STARTING_DATA_AS_AT)).toBe(true);
    expect(open.some((i) => Number(i.AmountPaid) > 0 && Number(i.AmountDue) > 0)).toBe(true);
  });

  it("mirrors every allocation on the credit and on the invoice", () => {
    for (const org of Object.values(startingData())) {
      for (const [collection, idField] of [
        ["CreditNotes", "CreditNoteID"],
        ["Prepayments", "PrepaymentID"],
        ["Overpayments", "OverpaymentID"],
      ] as const) {
        for (const credit of records(org, collection)) {
          const allocations = list(credit, "Allocations");
          expect(credit.RemainingCredit).toBe(
            round2(Number(credit.Total) - total(allocations.map((a) => Number(a.Amount)))),
          );
          for (const allocation of allocations) {
            const invoice = byId(
              org,
              "Invoices",
              "InvoiceID",
              String((allocation.Invoice as XeroRecord).InvoiceID),
            );
            const applied = list(invoice, collection).find((e) => e[idField] === credit[idField]);
            expect(applied?.AppliedAmount).toBe(allocation.Amount);
          }
        }
      }
    }
  });

  it("links payments, batch payments and invoices both ways", () => {
    const { primary } = startingData();
    for (const payment of records(primary, "Payments")) {
      const invoice = byId(
        primary,
        "Invoices",
        "InvoiceID",
        String((payment.Invoice as XeroRecord).InvoiceID),
      );
      expect(list(invoice, "Payments").map((p) => p.PaymentID)).toContain(payment.PaymentID);
    }
    const batch = byId(
      primary,
      "BatchPayments",
      "BatchPaymentID",
      LEDGER_STARTING_DATA.primary.batchPayments.receipts,
    );
    expect(list(batch, "Payments")).toHaveLength(2);
    expect(batch?.TotalAmount).toBe(total(list(batch, "Payments").map((p) => Number(p.Amount))));
    for (const entry of list(batch, "Payments")) {
      expect(byId(primary, "Payments", "PaymentID", String(entry.PaymentID))?.BatchPaymentID).toBe(
        batch?.BatchPaymentID,
      );
    }
  });

  it("uses ids unique within a tenant and shared by no other tenant", () => {
    const { primary, secondary } = startingData();
    const uuids = (org: LedgerOrganisation) => {
      const found = new Set<string>();
      const walk = (value: unknown) => {
        if (
          typeof value === "string" &&
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
        )
          found.add(value);
        else if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === "object" && !(value instanceof Uint8Array)) {
          for (const [key, v] of Object.entries(value)) {
            walk(key);
            walk(v);
          }
        }
      };
      walk(org);
      return found;
    };
    const a = uuids(primary);
    const b = uuids(secondary);
    expect([...a].filter((id) => b.has(id))).toEqual([]);
    const idFields: [string, string][] = [
      ["Accounts", "AccountID"],
      ["Contacts", "ContactID"],
      ["Invoices", "InvoiceID"],
      ["Payments", "PaymentID"],
      ["CreditNotes", "CreditNoteID"],
      ["BankTransactions", "BankTransactionID"],
      ["Journals", "JournalID"],
      ["Items", "ItemID"],
    ];
    for (const org of [primary, secondary]) {
      const seen = new Set<unknown>();
      for (const [collection, field] of idFields) {
        for (const r of records(org, collection)) {
          expect(seen.has(r[field]), `${collection} ${String(r[field])}`).toBe(false);
          seen.add(r[field]);
        }
      }
      const lineIds = LINE_DOCUMENTS.flatMap((c) =>
        records(org, c).flatMap((d) => list(d, "LineItems").map((l) => l.LineItemID)),
      );
      expect(new Set(lineIds).size).toBe(lineIds.length);
    }
  });

  it("holds every LEDGER_STARTING_DATA id in its own tenant and not in the other", () => {
    const orgs = startingData();
    const tables: [keyof typeof LEDGER_STARTING_DATA, LedgerOrganisation, LedgerOrganisation][] = [
      ["primary", orgs.primary, orgs.secondary],
      ["secondary", orgs.secondary, orgs.primary],
    ];
    const where: Record<string, [string, string]> = {
      accounts: ["Accounts", "AccountID"],
      contacts: ["Contacts", "ContactID"],
      contactGroups: ["ContactGroups", "ContactGroupID"],
      invoices: ["Invoices", "InvoiceID"],
      bills: ["Invoices", "InvoiceID"],
      payments: ["Payments", "PaymentID"],
      batchPayments: ["BatchPayments", "BatchPaymentID"],
      creditNotes: ["CreditNotes", "CreditNoteID"],
      prepayments: ["Prepayments", "PrepaymentID"],
      overpayments: ["Overpayments", "OverpaymentID"],
      quotes: ["Quotes", "QuoteID"],
      purchaseOrders: ["PurchaseOrders", "PurchaseOrderID"],
      bankTransactions: ["BankTransactions", "BankTransactionID"],
      bankTransfers: ["BankTransfers", "BankTransferID"],
      manualJournals: ["ManualJournals", "ManualJournalID"],
      items: ["Items", "ItemID"],
      trackingCategories: ["TrackingCategories", "TrackingCategoryID"],
      budgets: ["Budgets", "BudgetID"],
      brandingThemes: ["BrandingThemes", "BrandingThemeID"],
      paymentServices: ["PaymentServices", "PaymentServiceID"],
      users: ["Users", "UserID"],
      repeatingInvoices: ["RepeatingInvoices", "RepeatingInvoiceID"],
      linkedTransactions: ["LinkedTransactions", "LinkedTransactionID"],
      expenseClaims: ["ExpenseClaims", "ExpenseClaimID"],
      receipts: ["Receipts", "ReceiptID"],
      contactNumbers: ["Contacts", "ContactNumber"],
      invoiceNumbers: ["Invoices", "InvoiceNumber"],
      creditNoteNumbers: ["CreditNotes", "CreditNoteNumber"],
      quoteNumbers: ["Quotes", "QuoteNumber"],
      purchaseOrderNumbers: ["PurchaseOrders", "PurchaseOrderNumber"],
      itemCodes: ["Items", "Code"],
      accountCodes: ["Accounts", "Code"],
      taxTypes: ["TaxRates", "TaxType"],
    };
    for (const [tenant, own, other] of tables) {
      const ids = LEDGER_STARTING_DATA[tenant] as unknown as Record<string, unknown>;
      expect(own.organisation.OrganisationID).toBe(ids.organisationId);
      for (const [group, [collection, field]] of Object.entries(where)) {
        const values = Object.values((ids[group] ?? {}) as Record<string, string>);
        expect(values.length, `${tenant}.${group}`).toBeGreaterThan(0);
        for (const value of values) {
          expect(byId(own, collection, field, value), `${tenant}.${group} ${value}`).toBeDefined();
          if (field.endsWith("ID")) expect(byId(other, collection, field, value)).toBeUndefined();
        }
      }
      const nested = (collection: string, field: string, idField: string) =>
        records(own, collection).flatMap((r) => list(r, field).map((e) => e[idField]));
      for (const id of Object.values(ids.trackingOptions as Record<string, string>)) {
        expect(nested("TrackingCategories", "Options", "TrackingOptionID")).toContain(id);
      }
      const allocationIds = ["CreditNotes", "Prepayments", "Overpayments"].flatMap((c) =>
        nested(c, "Allocations", "AllocationID"),
      );
      for (const id of Object.values(ids.allocations as Record<string, string>))
        expect(allocationIds).toContain(id);
      expect(records(own, "Journals").some((j) => j.JournalNumber === ids.journalNumber)).toBe(true);
      for (const ref of Object.values(ids.attachments as Record<string, XeroRecord>)) {
        const files = own.attachments[String(ref.recordId)] ?? [];
        const file = files.find((f) => f.AttachmentID === ref.attachmentId);
        expect(file?.FileName).toBe(ref.fileName);
        expect(file?.MimeType).toBe(ref.mimeType);
      }
    }
    const claimPayments = records(orgs.primary, "ExpenseClaims").flatMap((c) =>
      list(c, "Payments").map((p) => p.PaymentID),
    );
    expect(claimPayments).toContain(LEDGER_STARTING_DATA.primary.expenseClaimPayments.paid);
  });

  it("attaches real files to a record of each attachment-bearing collection", () => {
    const { primary } = startingData();
    const collections = [
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
    const refs = Object.values(LEDGER_STARTING_DATA.primary.attachments);
    expect(new Set(refs.map((r) => r.collection))).toEqual(new Set(collections));
    expect(refs.some((r) => r.fileName.includes(" "))).toBe(true);
    const text = (bytes: Uint8Array, n: number) => Buffer.from(bytes.slice(0, n)).toString("latin1");
    const kinds = new Set<string>();
    for (const files of Object.values(primary.attachments)) {
      for (const file of files) {
        expect(file.bytes.length).toBeGreaterThan(20);
        if (file.MimeType === "image/png") expect(text(file.bytes, 8)).toBe("\x89PNG\r\n\x1a\n");
        if (file.MimeType === "application/pdf") expect(text(file.bytes, 5)).toBe("%PDF-");
        kinds.add(file.MimeType);
      }
    }
    expect(kinds).toEqual(new Set(["image/png", "application/pdf", "text/csv", "text/plain"]));
    for (const collection of collections) {
      for (const r of records(primary, collection)) {
        const id = Object.entries(r).find(([k]) => k.endsWith("ID") && k !== "BrandingThemeID")?.[1];
        // Xero's Quote carries no HasAttachments (local/sandbox/ledger/has-attachments.ts).
        const attached = (primary.attachments[String(id)]?.length ?? 0) > 0;
        expect(r.HasAttachments, `${collection} ${String(id)}`).toBe(
          collection === "Quotes" ? undefined : attached,
        );
      }
    }
  });

  it("leaves the deletable account, item and tracking option unused, and uses the used account", () => {
    const { primary } = startingData();
    const S = LEDGER_STARTING_DATA.primary;
    const json = JSON.stringify(primary.collections, (_k, v) => v);
    const deletable = byId(primary, "Accounts", "AccountID", S.accounts.deletable);
    expect(json.split(String(S.accounts.deletable)).length - 1).toBe(1);
    expect(json).not.toContain(`"AccountCode":"${String(deletable?.Code)}"`);
    expect(json).not.toContain(`"ItemCode":"${S.itemCodes.deletable}"`);
    expect(json.split(S.trackingOptions.central).length - 1).toBe(1);
    const used = journalSums(records(primary, "Journals"), undefined, "9999-12-31").get(S.accounts.used);
    expect(used).toBeLessThan(0);
    expect(byId(primary, "Accounts", "AccountID", S.accounts.archived)?.Status).toBe("ARCHIVED");
  });

  it("writes history notes and settings", () => {
    const { primary, secondary } = startingData();
    const notes = primary.histories[LEDGER_STARTING_DATA.primary.invoices.authorisedOverdue] ?? [];
    expect(notes.map((n) => n.Changes)).toEqual(expect.arrayContaining(["Created", "Approved", "Note"]));
    expect(Object.keys(primary.histories).length).toBeGreaterThan(20);
    expect(primary.settings.invoiceReminders.Enabled).toBe(true);
    expect(
      secondary.settings.contactCisSettings[LEDGER_STARTING_DATA.secondary.contacts.brightLamp]?.[0]
        ?.CISEnabled,
    ).toBe(true);
    expect(records(primary, "Actions").some((a) => a.Status === "NOT-ALLOWED")).toBe(true);
  });
});

// --- journals ---------------------------------------------------------------------------------

describe("deriveJournals", () => {
  it("balances every journal and numbers them in date order", () => {
    for (const org of Object.values(startingData())) {
      for (const journals of [records(org, "Journals"), deriveCashJournals(org)]) {
        expect(journals.length).toBeGreaterThan(5);
        journals.forEach((journal, index) => {
          const lines = list(journal, "JournalLines");
          expect(lines.length).toBeGreaterThanOrEqual(2);
          expect(
            total(lines.map((l) => Number(l.NetAmount))),
            `journal ${String(journal.JournalNumber)}`,
          ).toBe(0);
          for (const line of lines) {
            expect(line.GrossAmount).toBe(round2(Number(line.NetAmount) + Number(line.TaxAmount)));
            expect(byId(org, "Accounts", "AccountID", String(line.AccountID))).toBeDefined();
          }
          expect(journal.JournalNumber).toBe(index + 1);
          const previous = journals[index - 1];
          if (previous) expect(String(previous.JournalDate) <= String(journal.JournalDate)).toBe(true);
        });
        expect(new Set(journals.map((j) => j.JournalID)).size).toBe(journals.length);
      }
    }
  });

  it("derives the same journals again, and keeps ids of unchanged sources after a change", () => {
    const { primary } = startingData();
    const before = records(primary, "Journals");
    expect(deriveJournals(primary)).toEqual(before);
    const S = LEDGER_STARTING_DATA.primary;
    const draft = byId(primary, "ManualJournals", "ManualJournalID", S.manualJournals.draft) as XeroRecord;
    draft.Status = "POSTED";
    const after = deriveJournals(primary);
    expect(after).toHaveLength(before.length + 1);
    const ids = (js: XeroRecord[]) =>
      new Map(js.map((j) => [`${String(j.SourceType)}:${String(j.SourceID)}`, j.JournalID]));
    const beforeIds = ids(before);
    for (const [key, id] of ids(after)) if (beforeIds.has(key)) expect(id).toBe(beforeIds.get(key));
  });

  it("covers every kind of posted document", () => {
    const types = new Set(records(startingData().primary, "Journals").map((j) => j.SourceType));
    for (const t of [
      "ACCREC",
      "ACCPAY",
      "ACCRECCREDIT",
      "ACCPAYCREDIT",
      "ACCRECPAYMENT",
      "ACCPAYPAYMENT",
      "CASHREC",
      "CASHPAID",
      "TRANSFER",
      "MANJOURNAL",
      "ARPREPAYMENT",
      "AROVERPAYMENT",
      "EXPCLAIM",
      "EXPPAYMENT",
    ]) {
      expect(types).toContain(t);
    }
  });

  it("posts the opening balances of ConversionBalances, balancing any difference to Historical Adjustment", () => {
    const { primary } = startingData();
    primary.collections.ConversionBalances = [{ AccountCode: "090", Balance: 100 }];
    primary.collections.ConversionDate = [{ Month: 7, Year: 2024 }];
    const opening = deriveJournals(primary)[0] as XeroRecord;
    expect(opening.JournalDate).toBe("2024-06-30");
    expect(list(opening, "JournalLines").map((l) => [l.AccountCode, l.NetAmount])).toEqual([
      ["090", 100],
      ["840", -100],
    ]);
  });

  it("keeps AR and AP control accounts equal to what documents say is outstanding", () => {
    for (const org of Object.values(startingData())) {
      const sums = journalSums(records(org, "Journals"), undefined, "9999-12-31");
      const posted = (r: XeroRecord) => r.Status === "AUTHORISED" || r.Status === "PAID";
      const due = (type: string) =>
        total(
          records(org, "Invoices")
            .filter((i) => i.Type === type && posted(i))
            .map((i) => Number(i.AmountDue)),
        );
      const remaining = (predicate: (r: XeroRecord) => boolean) =>
        total(
          ["CreditNotes", "Prepayments", "Overpayments"]
            .flatMap((c) => records(org, c))
            .filter((r) => posted(r) && predicate(r))
            .map((r) => Number(r.RemainingCredit)),
        );
      const receivable = round2(
        due("ACCREC") - remaining((r) => r.Type === "ACCRECCREDIT" || String(r.Type).startsWith("RECEIVE")),
      );
      const payable = round2(
        due("ACCPAY") - remaining((r) => r.Type === "ACCPAYCREDIT" || String(r.Type).startsWith("SPEND")),
      );
      expect(sums.get(String(accountByCode(org, "610").AccountID))).toBe(receivable);
      expect(-(sums.get(String(accountByCode(org, "800").AccountID)) ?? 0)).toBe(payable);
    }
  });

  it("puts back the invoice and the credit when an allocation is deleted, and stays balanced", () => {
    const { primary } = startingData();
    const S = LEDGER_STARTING_DATA.primary;
    const removed = deleteAllocation(primary, "Prepayments", S.prepayments.marine, S.allocations.prepayment);
    expect(removed?.IsDeleted).toBe(true);
    expect(byId(primary, "Prepayments", "PrepaymentID", S.prepayments.marine)?.RemainingCredit).toBe(575);
    const invoice = byId(primary, "Invoices", "InvoiceID", S.invoices.authorised);
    expect(invoice?.AmountDue).toBe(invoice?.Total);
    expect(list(invoice, "Prepayments")).toEqual([]);
    const refreshed = deriveJournals(primary);
    const ar = journalSums(refreshed, undefined, "9999-12-31").get(S.accounts.receivables);
    expect(ar).toBe(
      journalSums(records(primary, "Journals"), undefined, "9999-12-31").get(S.accounts.receivables),
    );
    expect(
      deleteAllocation(primary, "Prepayments", S.prepayments.marine, S.allocations.prepayment),
    ).toBeUndefined();
  });
});

// --- reports ----------------------------------------------------------------------------------

describe("runReport", () => {
  it("balances the trial balance and matches the journals per account", () => {
    for (const org of Object.values(startingData())) {
      for (const date of [STARTING_DATA_AS_AT, "2026-03-31", "2025-12-31"]) {
        for (const paymentsOnly of [false, true]) {
          const tb = report(org, "TrialBalance", `date=${date}&paymentsOnly=${paymentsOnly}`);
          const totals = rowByLabel(tb, "Total").slice(1).map(amount);
          expect(totals[0]).toBe(totals[1]);
          expect(totals[2]).toBe(totals[3]);
          expect(totals[2]).toBeGreaterThan(0);
          if (paymentsOnly) continue;
          const journals = records(org, "Journals");
          const allTime = journalSums(journals, undefined, date);
          const yearEndMonth = Number(org.organisation.FinancialYearEndMonth);
          const startYear =
            Number(date.slice(5, 7)) > yearEndMonth % 12
              ? Number(date.slice(0, 4))
              : Number(date.slice(0, 4)) - 1;
          const yearStart = `${yearEndMonth === 12 ? date.slice(0, 4) : startYear}-${String((yearEndMonth % 12) + 1).padStart(2, "0")}-01`;
          const thisYear = journalSums(journals, yearStart, date);
          for (const [id, values] of accountRows(tb)) {
            const account = byId(org, "Accounts", "AccountID", id) as XeroRecord;
            if (account.SystemAccount === "RETAINEDEARNINGS") continue;
            const ytd = round2(amount(values[2]) - amount(values[3]));
            const pl = account.Class === "REVENUE" || account.Class === "EXPENSE";
            expect(ytd, `${String(account.Code)} at ${date}`).toBe((pl ? thisYear : allTime).get(id) ?? 0);
          }
        }
      }
    }
  });

  it("makes the balance sheet balance, with current-year earnings equal to the year's net profit", () => {
    for (const org of Object.values(startingData())) {
      const yearEndMonth = Number(org.organisation.FinancialYearEndMonth);
      for (const [yearStart, date] of yearEndMonth === 3
        ? [
            ["2026-04-01", STARTING_DATA_AS_AT],
            ["2025-04-01", "2026-03-31"],
          ]
        : [["2026-01-01", STARTING_DATA_AS_AT]]) {
        for (const paymentsOnly of [false, true]) {
          const bs = report(org, "BalanceSheet", `date=${date}&paymentsOnly=${paymentsOnly}`);
          const assets = amount(rowByLabel(bs, "Total Assets")[1]);
          const liabilities = amount(rowByLabel(bs, "Total Liabilities")[1]);
          const equity = amount(rowByLabel(bs, "Total Equity")[1]);
          expect(assets).toBeGreaterThan(0);
          expect(round2(assets - liabilities)).toBe(equity);
          expect(amount(rowByLabel(bs, "Net Assets")[1])).toBe(equity);
          const pl = report(
            org,
            "ProfitAndLoss",
            `fromDate=${yearStart}&toDate=${date}&paymentsOnly=${paymentsOnly}`,
          );
          expect(amount(rowByLabel(pl, "Net Profit")[1])).toBe(
            amount(rowByLabel(bs, "Current Year Earnings")[1]),
          );
        }
      }
    }
  });

  it("computes Profit and Loss from revenue and expense journal lines, with periods and tracking columns", () => {
    const { primary } = startingData();
    const S = LEDGER_STARTING_DATA.primary;
    const pl = report(primary, "ProfitAndLoss", "fromDate=2026-04-01&toDate=2026-11-21");
    const sums = journalSums(records(primary, "Journals"), "2026-04-01", "2026-11-21");
    expect(amount(accountRows(pl).get(S.accounts.sales)?.[0])).toBe(-(sums.get(S.accounts.sales) ?? 0));
    expect(amount(accountRows(pl).get(S.accounts.rent)?.[0])).toBe(sums.get(S.accounts.rent));
    const income = amount(rowByLabel(pl, "Total Income")[1]);
    const expenses = amount(rowByLabel(pl, "Total Operating Expenses")[1]);
    expect(amount(rowByLabel(pl, "Net Profit")[1])).toBe(round2(income - expenses));

    const monthly = report(
      primary,
      "ProfitAndLoss",
      "fromDate=2026-08-01&toDate=2026-08-31&periods=2&timeframe=MONTH",
    );
    expect(cells(list(monthly, "Rows")[0] as XeroRecord)).toEqual([
      "",
      "31 Aug 26",
      "31 Jul 26",
      "30 Jun 26",
    ]);

    const split = report(
      primary,
      "ProfitAndLoss",
      `fromDate=2026-04-01&toDate=2026-11-21&trackingCategoryID=${S.trackingCategories.region}`,
    );
    const header = cells(list(split, "Rows")[0] as XeroRecord);
    expect(header).toEqual(["", "North", "South", "Central", "Overseas", "Unassigned", "Total"]);
    const net = rowByLabel(split, "Net Profit").slice(1).map(amount);
    expect(round2(net.slice(0, -1).reduce((a, b) => a + b, 0))).toBe(net.at(-1));
    expect(net.at(-1)).toBe(amount(rowByLabel(pl, "Net Profit")[1]));
    const north = report(
      primary,
      "ProfitAndLoss",
      `fromDate=2026-04-01&toDate=2026-11-21&trackingCategoryID=${S.trackingCategories.region}&trackingOptionID=${S.trackingOptions.north}`,
    );
    expect(amount(rowByLabel(north, "Net Profit")[1])).toBe(net[0]);
  });

  it("totals a contact's aged receivables and payables to its outstanding documents", () => {
    const { primary } = startingData();
    const S = LEDGER_STARTING_DATA.primary;
    const outstanding = (contactId: string, type: string, creditType: string) => {
      const mine = (r: XeroRecord) =>
        (r.Contact as XeroRecord).ContactID === contactId &&
        (r.Status === "AUTHORISED" || r.Status === "PAID");
      const due = total(
        records(primary, "Invoices")
          .filter((i) => mine(i) && i.Type === type)
          .map((i) => Number(i.AmountDue)),
      );
      const credits = ["CreditNotes", "Prepayments", "Overpayments"].flatMap((c) => records(primary, c));
      const credit = total(
        credits
          .filter(
            (c) =>
              mine(c) &&
              (c.Type === creditType || String(c.Type).startsWith(type === "ACCREC" ? "RECEIVE" : "SPEND")),
          )
          .map((c) => Number(c.RemainingCredit)),
      );
      return round2(due - credit);
    };
    for (const contact of [S.contacts.ridgeway, S.contacts.bayside, S.contacts.marine]) {
      const aged = report(primary, "AgedReceivablesByContact", `contactId=${contact}`);
      const expected = outstanding(contact, "ACCREC", "ACCRECCREDIT");
      expect(amount(rowByLabel(aged, "Total")[7])).toBe(expected);
      const buckets = list(list(aged, "Rows").at(-1), "Rows").map((r) => amount(cells(r)[7]));
      expect(total(buckets)).toBe(expected);
    }
    expect(outstanding(S.contacts.ridgeway, "ACCREC", "ACCRECCREDIT")).toBe(4291);
    const payables = report(primary, "AgedPayablesByContact", `contactId=${S.contacts.powerDirect}`);
    expect(amount(rowByLabel(payables, "Total")[7])).toBe(
      outstanding(S.contacts.powerDirect, "ACCPAY", "ACCPAYCREDIT"),
    );
    // Before the part payment of 15 October the whole bill was due.
    const earlier = report(
      primary,
      "AgedPayablesByContact",
      `contactId=${S.contacts.powerDirect}&date=2026-10-10`,
    );
    expect(amount(rowByLabel(earlier, "Total")[7])).toBe(356.5);
  });

  it("summarises bank accounts and the budget, and answers the executive summary and 1099", () => {
    const { primary } = startingData();
    const S = LEDGER_STARTING_DATA.primary;
    const bank = report(primary, "BankSummary", "fromDate=2026-01-01&toDate=2026-11-21");
    const sums = journalSums(records(primary, "Journals"), undefined, "2026-11-21");
    const row090 = accountRows(bank).get(S.accounts.bank)?.map(amount) ?? [];
    expect(row090[3]).toBe(sums.get(S.accounts.bank));
    expect(round2((row090[0] ?? 0) + (row090[1] ?? 0) - (row090[2] ?? 0))).toBe(row090[3]);

    const budget = report(primary, "BudgetSummary", "date=2026-04-01&periods=3&timeframe=1");
    expect(accountRows(budget).get(S.accounts.sales)).toEqual(["9000.00", "9000.00", "9000.00"]);
    // 9000 + 400 income less 400 + 100 + 300 + 2000 expenses.
    expect(rowByLabel(budget, "Net Profit")[1]).toBe("6600.00");

    const exec = report(primary, "ExecutiveSummary", "date=2026-11-21");
    const bs = report(primary, "BalanceSheet", "date=2026-11-30");
    expect(amount(rowByLabel(exec, "Closing bank balance")[1])).toBe(amount(rowByLabel(bs, "Total Bank")[1]));
    expect(amount(rowByLabel(exec, "Debtors")[1])).toBe(
      amount(accountRows(bs).get(S.accounts.receivables)?.[0]),
    );

    const outcome = runReport(primary, "TenNinetyNine", new URLSearchParams("reportYear=2026"), AT);
    const contacts = (
      outcome && "reports" in outcome ? list(outcome.reports[0], "Contacts") : []
    ) as XeroRecord[];
    expect(contacts.find((c) => c.ContactId === S.contacts.harbourProperty)?.Box1).toBe(4600);
  });

  it("keeps tenants apart in reports", () => {
    const { primary, secondary } = startingData();
    const ids = new Set(records(secondary, "Accounts").map((a) => a.AccountID));
    const tb = report(secondary, "TrialBalance");
    expect([...accountRows(tb).keys()].every((id) => ids.has(id))).toBe(true);
    const outcome = runReport(
      secondary,
      "AgedReceivablesByContact",
      new URLSearchParams(`contactId=${LEDGER_STARTING_DATA.primary.contacts.ridgeway}`),
      AT,
    );
    expect(outcome && "error" in outcome).toBe(true);
    expect(report(primary, "TrialBalance").ReportTitles).toContain("Demo Company (Sandbox)");
  });

  it("answers undefined for unknown reports and an error for bad parameters", () => {
    const { primary } = startingData();
    const run = (name: string, query = "") => runReport(primary, name, new URLSearchParams(query), AT);
    expect(run("NoSuchReport")).toBeUndefined();
    expect(run("00000000-0000-4000-8000-000000ffffff")).toBeUndefined();
    for (const [name, query] of [
      ["TrialBalance", "date=2026-02-30"],
      ["BalanceSheet", "date=yesterday"],
      ["ProfitAndLoss", "fromDate=2026-05-01&toDate=2026-04-01"],
      ["ProfitAndLoss", "timeframe=WEEK"],
      ["ProfitAndLoss", "periods=99"],
      ["ProfitAndLoss", "trackingCategoryID=00000000-0000-4000-8000-000000000000"],
      ["BudgetSummary", "timeframe=2"],
      ["AgedReceivablesByContact", ""],
      ["AgedPayablesByContact", "contactId=00000000-0000-4000-8000-000000000000"],
      ["TenNinetyNine", "reportYear=26"],
      ["TrialBalance", "paymentsOnly=maybe"],
    ] as const) {
      const outcome = run(name, query);
      expect(outcome && "error" in outcome, `${name}?${query}`).toBe(true);
    }
  });

  it("lists published reports whose ids run them", () => {
    const { primary, secondary } = startingData();
    const published = listReports(primary, AT);
    expect(published.map((r) => r.ReportType)).toEqual(["BalanceSheet", "ProfitAndLoss", "TrialBalance"]);
    expect(published[0]?.Rows).toBeUndefined();
    for (const entry of published) {
      const rep = report(primary, String(entry.ReportID));
      expect(rep.ReportID).toBe(entry.ReportID);
      expect(list(rep, "Rows").length).toBeGreaterThan(1);
    }
    const otherIds = listReports(secondary, AT).map((r) => r.ReportID);
    expect(published.some((r) => otherIds.includes(r.ReportID))).toBe(false);
    expect(runReport(secondary, String(published[0]?.ReportID), new URLSearchParams(), AT)).toBeUndefined();
  });
});
