// The starting-data record of the primary demo organisation that each Xero path placeholder names, for
// tests that call every operation (the sandbox's own route test and the end-to-end tool test).

import { listReports, STARTING_DATA_AS_AT } from "../../local/sandbox/ledger/accounting/reports/index";
import {
  createLedgerStartingData,
  LEDGER_STARTING_DATA,
} from "../../local/sandbox/ledger/starting-data/index";
import type { LedgerOrganisation, XeroRecord } from "../../local/sandbox/ledger/types";

const P = LEDGER_STARTING_DATA.primary;
const organisation = createLedgerStartingData()[0] as LedgerOrganisation;

export const STARTING_PATH_VALUES: Readonly<Record<string, string>> = {
  AccountID: P.accounts.bank,
  BankTransactionID: P.bankTransactions.spend,
  BankTransferID: P.bankTransfers.toSavings,
  BatchPaymentID: P.batchPayments.receipts,
  BrandingThemeID: P.brandingThemes.standard,
  BudgetID: P.budgets.overall,
  ContactGroupID: P.contactGroups.preferredCustomers,
  ContactID: P.contacts.ridgeway,
  ContactNumber: P.contactNumbers.ridgeway,
  CreditNoteID: P.creditNotes.sales,
  ExpenseClaimID: P.expenseClaims.authorised,
  InvoiceID: P.invoices.authorisedOverdue,
  ItemID: P.items.devHours,
  JournalID: String(organisation.collections.Journals?.[0]?.JournalID),
  JournalNumber: String(P.journalNumber),
  LinkedTransactionID: P.linkedTransactions.approved,
  ManualJournalID: P.manualJournals.posted,
  OrganisationID: P.organisationId,
  OverpaymentID: P.overpayments.bayside,
  PaymentID: P.payments.invoicePaid,
  PrepaymentID: P.prepayments.marine,
  PurchaseOrderID: P.purchaseOrders.authorised,
  PurchaseOrderNumber: P.purchaseOrderNumbers.authorised,
  QuoteID: P.quotes.sent,
  ReceiptID: P.receipts.draftStationery,
  // Published reports' ids do not move with the day they are listed on.
  ReportID: (
    listReports(organisation, {
      today: STARTING_DATA_AS_AT,
      utc: `${STARTING_DATA_AS_AT}T09:00:00`,
    })[0] as XeroRecord
  ).ReportID as string,
  RepeatingInvoiceID: P.repeatingInvoices.retainer,
  TaxType: P.taxTypes.sales,
  TrackingCategoryID: P.trackingCategories.region,
  TrackingOptionID: P.trackingOptions.central,
  UserID: P.users.adviser,
};
