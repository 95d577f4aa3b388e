// Organisation-level records: the Organisation itself, its permitted Actions, users, branding
// themes and payment services.
import type { XeroRecord } from "../types";
import { type StartingBook, stamp } from "./book";

export interface OrganisationSpec {
  id: string;
  name: string;
  legalName: string;
  version: string;
  countryCode: string;
  baseCurrency: string;
  yearEndMonth: number;
  timezone: string;
  shortCode: string;
  taxNumber: string;
  registrationNumber: string;
  salesTaxBasis: string;
  salesTaxPeriod: string;
  created: string;
  address: XeroRecord;
  phone: XeroRecord;
  website: string;
}

export function organisationRecord(spec: OrganisationSpec): XeroRecord {
  return {
    OrganisationID: spec.id,
    APIKey: "",
    Name: spec.name,
    LegalName: spec.legalName,
    PaysTax: true,
    Version: spec.version,
    OrganisationType: "COMPANY",
    BaseCurrency: spec.baseCurrency,
    CountryCode: spec.countryCode,
    IsDemoCompany: false,
    OrganisationStatus: "ACTIVE",
    RegistrationNumber: spec.registrationNumber,
    TaxNumber: spec.taxNumber,
    FinancialYearEndDay: 31,
    FinancialYearEndMonth: spec.yearEndMonth,
    SalesTaxBasis: spec.salesTaxBasis,
    SalesTaxPeriod: spec.salesTaxPeriod,
    DefaultSalesTax: "Tax Exclusive",
    DefaultPurchasesTax: "Tax Exclusive",
    CreatedDateUTC: stamp(spec.created, "08:00:00"),
    OrganisationEntityType: "COMPANY",
    Timezone: spec.timezone,
    ShortCode: spec.shortCode,
    Edition: "BUSINESS",
    Class: "PREMIUM",
    LineOfBusiness: "Professional services",
    Addresses: [spec.address],
    Phones: [spec.phone],
    ExternalLinks: [{ LinkType: "Website", Url: spec.website }],
    PaymentTerms: {
      Bills: { Day: 20, Type: "OFFOLLOWINGMONTH" },
      Sales: { Day: 20, Type: "OFFOLLOWINGMONTH" },
    },
  };
}

/** What this connection may do (GET /Organisation/Actions). */
export function addActions(book: StartingBook, notAllowed: readonly string[]): void {
  const names = [
    "UseMulticurrency",
    "CreateDraftInvoice",
    "CreateApprovedInvoice",
    "CreateDraftBill",
    "CreateApprovedBill",
    "CreateDraftCreditNote",
    "CreateApprovedCreditNote",
    "CreateDraftPurchaseOrder",
    "CreateApprovedPurchaseOrder",
    "CreateQuote",
    "CreateApprovedPayment",
    "CreateBankTransfer",
    "CreateSpendMoney",
    "CreateReceiveMoney",
    "CreateManualJournal",
    "CreateContact",
    "AttachFilesIntoInvoice",
    "VoidApprovedInvoice",
    "DeleteDraftInvoice",
    "CreateBatchPayment",
    "CreateRepeatingInvoice",
    "ViewReports",
    "EditChartOfAccounts",
    "PayrollAccess",
  ];
  for (const name of names)
    book.add("Actions", { Name: name, Status: notAllowed.includes(name) ? "NOT-ALLOWED" : "ALLOWED" });
}

export interface UserSpec {
  id: string;
  first: string;
  last: string;
  email: string;
  role: string;
  subscriber?: boolean;
  updated: string;
}

export function addUsers(book: StartingBook, users: UserSpec[]): void {
  for (const u of users) {
    book.add("Users", {
      UserID: u.id,
      EmailAddress: u.email,
      FirstName: u.first,
      LastName: u.last,
      UpdatedDateUTC: stamp(u.updated),
      IsSubscriber: u.subscriber ?? false,
      OrganisationRole: u.role,
    });
  }
}

export function addBrandingTheme(
  book: StartingBook,
  id: string,
  name: string,
  sortOrder: number,
  created: string,
): XeroRecord {
  return book.add("BrandingThemes", {
    BrandingThemeID: id,
    Name: name,
    LogoUrl: `https://logo.ledger-sandbox.invalid/${id}.png`,
    Type: "INVOICE",
    SortOrder: sortOrder,
    CreatedDateUTC: stamp(created),
  });
}

/**
 * A payment service, applied to the given branding themes. The link lives on the theme as
 * `PaymentServices: [PaymentServiceID]`, which is how GET /BrandingThemes/{id}/PaymentServices finds it.
 */
export function addPaymentService(
  book: StartingBook,
  id: string,
  name: string,
  themeIds: string[],
): XeroRecord {
  const service = book.add("PaymentServices", {
    PaymentServiceID: id,
    PaymentServiceName: name,
    PaymentServiceUrl:
      "https://pay.ledger-sandbox.invalid/?invoiceNo=[INVOICENUMBER]&currency=[CURRENCY]&amount=[AMOUNTDUE]",
    PayNowText: "Pay by card",
    PaymentServiceType: "Custom",
  });
  for (const themeId of themeIds) {
    const theme = book.find("BrandingThemes", "BrandingThemeID", themeId);
    theme.PaymentServices = [...((theme.PaymentServices as string[] | undefined) ?? []), id];
  }
  return service;
}
