// Builders for master data: contacts and contact groups, tracking categories, items, budgets.
import type { XeroRecord } from "../types";
import { type StartingBook, stamp } from "./book";

export interface ContactSpec {
  id: string;
  name: string;
  number?: string;
  first: string;
  last: string;
  email: string;
  phone: [area: string, number: string];
  street: string;
  city: string;
  postCode: string;
  country: string;
  countryCode: string;
  archived?: boolean;
  taxNumber?: string;
  bankAccount?: string;
  website?: string;
}

export function addContact(book: StartingBook, spec: ContactSpec, created: string): XeroRecord {
  const address = (type: string) => ({
    AddressType: type,
    AddressLine1: spec.street,
    City: spec.city,
    Region: "",
    PostalCode: spec.postCode,
    Country: spec.country,
    AttentionTo: `${spec.first} ${spec.last}`,
  });
  const phone = (type: string, number: string) => ({
    PhoneType: type,
    PhoneNumber: number,
    PhoneAreaCode: type === "DEFAULT" || type === "DDI" ? spec.phone[0] : "",
    PhoneCountryCode: spec.countryCode,
  });
  const record: XeroRecord = { ContactID: spec.id };
  if (spec.number) record.ContactNumber = spec.number;
  Object.assign(record, {
    AccountNumber: spec.number ?? "",
    ContactStatus: spec.archived ? "ARCHIVED" : "ACTIVE",
    Name: spec.name,
    FirstName: spec.first,
    LastName: spec.last,
    EmailAddress: spec.email,
    BankAccountDetails: spec.bankAccount ?? "",
    TaxNumber: spec.taxNumber ?? "",
    Addresses: [address("POBOX"), address("STREET")],
    Phones: [phone("DEFAULT", spec.phone[1]), phone("DDI", ""), phone("MOBILE", ""), phone("FAX", "")],
    UpdatedDateUTC: stamp(created),
    ContactGroups: [],
    IsSupplier: false,
    IsCustomer: false,
    DefaultCurrency: book.currency,
    ContactPersons: [],
    HasAttachments: false,
    HasValidationErrors: false,
  });
  if (spec.website) record.Website = spec.website;
  return book.add("Contacts", record);
}

/** Xero derives IsCustomer/IsSupplier from the contact's transactions; so does the starting data. */
export function markContactRoles(book: StartingBook): void {
  const customers = new Set<unknown>();
  const suppliers = new Set<unknown>();
  const contactOf = (r: XeroRecord) => (r.Contact as XeroRecord | undefined)?.ContactID;
  for (const inv of book.records("Invoices"))
    (inv.Type === "ACCREC" ? customers : suppliers).add(contactOf(inv));
  for (const cn of book.records("CreditNotes"))
    (cn.Type === "ACCRECCREDIT" ? customers : suppliers).add(contactOf(cn));
  for (const bt of book.records("BankTransactions")) {
    (String(bt.Type).startsWith("RECEIVE") ? customers : suppliers).add(contactOf(bt));
  }
  for (const c of book.records("Contacts")) {
    c.IsCustomer = customers.has(c.ContactID);
    c.IsSupplier = suppliers.has(c.ContactID);
  }
}

export function addContactGroup(
  book: StartingBook,
  id: string,
  name: string,
  contactIds: string[],
): XeroRecord {
  const group = book.add("ContactGroups", {
    ContactGroupID: id,
    Name: name,
    Status: "ACTIVE",
    Contacts: contactIds.map((cid) => book.contactRef(cid)),
  });
  for (const cid of contactIds) {
    const contact = book.find("Contacts", "ContactID", cid);
    (contact.ContactGroups as XeroRecord[]).push({
      ContactGroupID: id,
      Name: name,
      Status: "ACTIVE",
      Contacts: [],
    });
  }
  return group;
}

export function addTrackingCategory(
  book: StartingBook,
  id: string,
  name: string,
  options: { id: string; name: string; archived?: boolean }[],
  archived = false,
): XeroRecord {
  return book.add("TrackingCategories", {
    TrackingCategoryID: id,
    Name: name,
    Status: archived ? "ARCHIVED" : "ACTIVE",
    Options: options.map((o) => ({
      TrackingOptionID: o.id,
      Name: o.name,
      Status: o.archived ? "ARCHIVED" : "ACTIVE",
      HasValidationErrors: false,
    })),
  });
}

export interface ItemSpec {
  id: string;
  code: string;
  name: string;
  description: string;
  sales?: { price: number; account: string; taxType: string };
  purchase?: { price: number; account: string; taxType: string; description?: string };
}

export function addItem(book: StartingBook, spec: ItemSpec, updated: string): XeroRecord {
  const record: XeroRecord = {
    ItemID: spec.id,
    Code: spec.code,
    Name: spec.name,
    Description: spec.description,
    UpdatedDateUTC: stamp(updated),
  };
  if (spec.purchase) {
    record.PurchaseDescription = spec.purchase.description ?? spec.description;
    record.PurchaseDetails = {
      UnitPrice: spec.purchase.price,
      AccountCode: spec.purchase.account,
      TaxType: spec.purchase.taxType,
    };
  }
  if (spec.sales) {
    record.SalesDetails = {
      UnitPrice: spec.sales.price,
      AccountCode: spec.sales.account,
      TaxType: spec.sales.taxType,
    };
  }
  Object.assign(record, { IsTrackedAsInventory: false, IsSold: !!spec.sales, IsPurchased: !!spec.purchase });
  return book.add("Items", record);
}

export interface BudgetSpec {
  id: string;
  type: "OVERALL" | "TRACKING";
  description: string;
  /** First budget month, YYYY-MM. */
  firstPeriod: string;
  months: number;
  /** Monthly amount per account code (positive for income and expenses alike). */
  monthly: Record<string, number>;
  trackingOption?: string;
  updated: string;
}

function nextPeriod(period: string): string {
  const [y, m] = [Number(period.slice(0, 4)), Number(period.slice(5, 7))];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

export function addBudget(book: StartingBook, spec: BudgetSpec): XeroRecord {
  const periods: string[] = [];
  for (let p = spec.firstPeriod, i = 0; i < spec.months; i++, p = nextPeriod(p)) periods.push(p);
  return book.add("Budgets", {
    BudgetID: spec.id,
    Type: spec.type,
    Description: spec.description,
    UpdatedDateUTC: stamp(spec.updated),
    BudgetLines: Object.entries(spec.monthly).map(([code, amount]) => ({
      AccountID: book.account(code).AccountID,
      AccountCode: code,
      BudgetBalances: periods.map((period) => ({ Period: period, Amount: amount, Notes: "" })),
    })),
    Tracking: spec.trackingOption ? [book.trackingRef(spec.trackingOption)] : [],
  });
}
