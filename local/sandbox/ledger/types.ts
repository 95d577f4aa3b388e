// The data model of the Xero Accounting API sandbox: one demo organisation per tenant, held in
// memory in Xero's own field names. The server (routing, wire format, filters) and the accounting
// side (starting data, journals, reports) meet here and nowhere else.
//
// Conventions every part relies on:
// - Records use Xero's field names and shapes (`InvoiceID`, `Contact: {ContactID, Name}`,
//   `LineItems: [...]`, `Status`, ...), as in the Xero OpenAPI spec 16.1.0 response schemas.
// - Dates are held as ISO strings: date-only fields as `YYYY-MM-DD`, timestamps as
//   `YYYY-MM-DDTHH:mm:ss` (UTC, no zone). The server converts every field whose name ends in
//   `Date` or `DateUTC` (not `...String`) to Xero's `/Date(<ms>+0000)/` form on the way out, so
//   filters and reports compare plain ISO strings.
// - Amounts are numbers with at most 4 decimal places (Xero's `unitdp=4` maximum).

export type XeroRecord = Record<string, unknown>;

/** A history note (`GET|PUT /<Collection>/{id}/History`). */
export interface HistoryRecord {
  Changes: string;
  Details: string;
  User: string;
  /** ISO timestamp, converted on the way out like every `...DateUTC` field. */
  DateUTC: string;
}

/** A file attached to a record, with its real bytes. */
export interface Attachment {
  AttachmentID: string;
  FileName: string;
  MimeType: string;
  IncludeOnline: boolean;
  bytes: Uint8Array;
}

/** One tenant's organisation. */
export interface LedgerOrganisation {
  /** The value of the `xero-tenant-id` header that reaches this organisation. */
  tenantId: string;
  /**
   * The IANA time zone of the organisation's clock (its `Timezone`, Xero's code, names the same
   * zone): what "today" is for it (today.ts).
   */
  timeZone: string;
  /** The single `Organisation` record (OrganisationID, Name, LegalName, BaseCurrency, CountryCode, ...). */
  organisation: XeroRecord;
  /**
   * Records by Xero collection name, exactly the wrapper key of Xero's answers: "Accounts",
   * "TaxRates", "Currencies", "Contacts", "ContactGroups", "Invoices" (ACCREC and ACCPAY),
   * "Payments", "BatchPayments", "CreditNotes", "Prepayments", "Overpayments", "Quotes",
   * "PurchaseOrders", "BankTransactions", "BankTransfers", "ManualJournals", "Journals", "Items",
   * "TrackingCategories", "Budgets", "BrandingThemes", "PaymentServices", "Users",
   * "RepeatingInvoices", "LinkedTransactions", "ExpenseClaims", "Receipts", "Actions".
   * `Journals` is derived from the documents (see `deriveJournals`), never written by hand.
   */
  collections: Record<string, XeroRecord[]>;
  /** History notes by the id of the record they belong to. */
  histories: Record<string, HistoryRecord[]>;
  /** Attachments by the id of the record they belong to. */
  attachments: Record<string, Attachment[]>;
  /** Organisation-level settings answered by their own operations. */
  settings: {
    /** `GET /InvoiceReminders/Settings` → `{InvoiceReminders:[{Enabled}]}` */
    invoiceReminders: XeroRecord;
    /** `GET /Organisation/{id}/CISSettings` → `{CISSettings:[...]}` */
    cisSettings: XeroRecord[];
    /** `GET /Contacts/{id}/CISSettings` by ContactID. */
    contactCisSettings: Record<string, XeroRecord[]>;
  };
}
