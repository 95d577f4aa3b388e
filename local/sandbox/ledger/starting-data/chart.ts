// Charts of accounts, tax rates and currencies: a New Zealand chart with GST for the primary
// organisation, a smaller UK chart with VAT for the secondary one.
import { accountClassOf } from "../accounting/chart";
import type { XeroRecord } from "../types";
import { type StartingBook, stamp } from "./book";

interface AccountDef {
  id: string;
  code: string;
  name: string;
  type: string;
  taxType: string;
  system?: string;
  bankNumber?: string;
  expenseClaims?: boolean;
  archived?: boolean;
  description?: string;
}

export const REPORTING: Record<string, [string, string]> = {
  ASSET: ["ASS", "Assets"],
  LIABILITY: ["LIA", "Liabilities"],
  EQUITY: ["EQU", "Equity"],
  REVENUE: ["REV", "Revenue"],
  EXPENSE: ["EXP", "Expense"],
};

export function addAccounts(book: StartingBook, defs: AccountDef[], created: string): void {
  for (const def of defs) {
    const cls = accountClassOf(def.type);
    const [reportingCode, reportingName] = REPORTING[cls] ?? ["", ""];
    const record: XeroRecord = {
      AccountID: def.id,
      Code: def.code,
      Name: def.name,
      Status: def.archived ? "ARCHIVED" : "ACTIVE",
      Type: def.type,
      TaxType: def.taxType,
      Description: def.description ?? "",
      Class: cls,
      EnablePaymentsToAccount: false,
      ShowInExpenseClaims: def.expenseClaims ?? false,
      BankAccountType: def.type === "BANK" ? "BANK" : "",
      ReportingCode: reportingCode,
      ReportingCodeName: reportingName,
      HasAttachments: false,
      UpdatedDateUTC: stamp(created),
      AddToWatchlist: def.type === "BANK",
    };
    if (def.system) record.SystemAccount = def.system;
    if (def.type === "BANK") {
      record.BankAccountNumber = def.bankNumber ?? "";
      record.CurrencyCode = book.currency;
    }
    book.add("Accounts", record);
  }
}

export function nzAccounts(ids: Record<string, string>): AccountDef[] {
  const def = (
    key: string,
    code: string,
    name: string,
    type: string,
    taxType: string,
    extra: Partial<AccountDef> = {},
  ) => {
    const id = ids[key];
    if (!id) throw new Error(`starting data: no account id for ${key}`);
    return { id, code, name, type, taxType, ...extra };
  };
  return [
    def("bank", "090", "Business Bank Account", "BANK", "NONE", { bankNumber: "12-3456-0123456-00" }),
    def("savings", "091", "Business Savings Account", "BANK", "NONE", { bankNumber: "12-3456-0123456-01" }),
    def("sales", "200", "Sales", "REVENUE", "OUTPUT2", {
      description: "Income from any normal business activity",
    }),
    def("otherRevenue", "260", "Other Revenue", "REVENUE", "OUTPUT2"),
    def("interestIncome", "270", "Interest Income", "REVENUE", "NONE"),
    def("costOfGoods", "310", "Cost of Goods Sold", "DIRECTCOSTS", "INPUT2"),
    def("advertising", "400", "Advertising", "OVERHEADS", "INPUT2"),
    def("bankFees", "404", "Bank Fees", "OVERHEADS", "NONE"),
    def("consulting", "412", "Consulting & Accounting", "OVERHEADS", "INPUT2"),
    def("depreciation", "416", "Depreciation", "DEPRECIATN", "NONE"),
    def("entertainment", "420", "Entertainment", "OVERHEADS", "INPUT2", { expenseClaims: true }),
    def("freight", "425", "Freight & Courier", "OVERHEADS", "INPUT2", { archived: true }),
    def("generalExpenses", "429", "General Expenses", "OVERHEADS", "INPUT2", { expenseClaims: true }),
    def("insurance", "433", "Insurance", "OVERHEADS", "INPUT2"),
    def("power", "445", "Light, Power, Heating", "OVERHEADS", "INPUT2"),
    def("officeExpenses", "453", "Office Expenses", "OVERHEADS", "INPUT2", { expenseClaims: true }),
    def("rent", "469", "Rent", "OVERHEADS", "INPUT2"),
    def("wages", "477", "Wages and Salaries", "OVERHEADS", "NONE"),
    def("subscriptions", "485", "Subscriptions", "OVERHEADS", "INPUT2"),
    def("telephone", "489", "Telephone & Internet", "OVERHEADS", "INPUT2"),
    def("travel", "493", "Travel - National", "OVERHEADS", "INPUT2", { expenseClaims: true }),
    def("receivables", "610", "Accounts Receivable", "CURRENT", "NONE", { system: "DEBTORS" }),
    def("prepaymentsAsset", "620", "Prepayments", "CURRENT", "NONE"),
    def("officeEquipment", "710", "Office Equipment", "FIXED", "INPUT2"),
    def(
      "accumulatedDepreciation",
      "711",
      "Less Accumulated Depreciation on Office Equipment",
      "FIXED",
      "NONE",
    ),
    def("computerEquipment", "720", "Computer Equipment", "FIXED", "INPUT2"),
    def("payables", "800", "Accounts Payable", "CURRLIAB", "NONE", { system: "CREDITORS" }),
    def("unpaidExpenseClaims", "801", "Unpaid Expense Claims", "CURRLIAB", "NONE", {
      system: "UNPAIDEXPCLM",
    }),
    def("wagesPayable", "814", "Wages Payable - Payroll", "CURRLIAB", "NONE"),
    def("gst", "820", "GST", "CURRLIAB", "NONE", { system: "GST" }),
    def("historical", "840", "Historical Adjustment", "CURRLIAB", "NONE", { system: "HISTORICAL" }),
    def("retainedEarnings", "960", "Retained Earnings", "EQUITY", "NONE", { system: "RETAINEDEARNINGS" }),
    def("ownerFunds", "970", "Owner A Funds Introduced", "EQUITY", "NONE"),
  ];
}

export function ukAccounts(ids: Record<string, string>): AccountDef[] {
  const def = (
    key: string,
    code: string,
    name: string,
    type: string,
    taxType: string,
    extra: Partial<AccountDef> = {},
  ) => {
    const id = ids[key];
    if (!id) throw new Error(`starting data: no account id for ${key}`);
    return { id, code, name, type, taxType, ...extra };
  };
  return [
    def("bank", "090", "Business Current Account", "BANK", "NONE", { bankNumber: "20-00-00 41234567" }),
    def("savings", "091", "Business Savings Account", "BANK", "NONE", { bankNumber: "20-00-00 41234568" }),
    def("sales", "200", "Sales", "SALES", "OUTPUT2"),
    def("consulting", "412", "Consultancy", "OVERHEADS", "INPUT2"),
    def("generalExpenses", "429", "General Expenses", "OVERHEADS", "INPUT2", { expenseClaims: true }),
    def("officeExpenses", "453", "Office Expenses", "OVERHEADS", "INPUT2"),
    def("subscriptions", "485", "Subscriptions", "OVERHEADS", "INPUT2"),
    def("travel", "493", "Travel - National", "OVERHEADS", "INPUT2", { expenseClaims: true }),
    def("receivables", "610", "Accounts Receivable", "CURRENT", "NONE", { system: "DEBTORS" }),
    def("payables", "800", "Accounts Payable", "CURRLIAB", "NONE", { system: "CREDITORS" }),
    def("unpaidExpenseClaims", "801", "Unpaid Expense Claims", "CURRLIAB", "NONE", {
      system: "UNPAIDEXPCLM",
    }),
    def("vat", "820", "VAT", "CURRLIAB", "NONE", { system: "GST" }),
    def("historical", "840", "Historical Adjustment", "CURRLIAB", "NONE", { system: "HISTORICAL" }),
    def("retainedEarnings", "960", "Retained Earnings", "EQUITY", "NONE", { system: "RETAINEDEARNINGS" }),
    def("ownerFunds", "970", "Capital Introduced", "EQUITY", "NONE"),
  ];
}

interface TaxDef {
  type: string;
  name: string;
  rate: number;
  reportType: string;
  component: string;
  revenue: boolean;
  expenses: boolean;
}

function addTaxRates(book: StartingBook, defs: TaxDef[]): void {
  for (const def of defs) {
    book.add("TaxRates", {
      Name: def.name,
      TaxType: def.type,
      TaxComponents: [{ Name: def.component, Rate: def.rate, IsCompound: false, IsNonRecoverable: false }],
      Status: "ACTIVE",
      ReportTaxType: def.reportType,
      CanApplyToAssets: true,
      CanApplyToEquity: true,
      CanApplyToExpenses: def.expenses,
      CanApplyToLiabilities: true,
      CanApplyToRevenue: def.revenue,
      DisplayTaxRate: def.rate,
      EffectiveRate: def.rate,
    });
  }
}

export function addNzTaxRates(book: StartingBook): void {
  addTaxRates(book, [
    {
      type: "OUTPUT2",
      name: "GST on Income",
      rate: 15,
      reportType: "OUTPUT",
      component: "GST",
      revenue: true,
      expenses: false,
    },
    {
      type: "INPUT2",
      name: "GST on Expenses",
      rate: 15,
      reportType: "INPUT",
      component: "GST",
      revenue: false,
      expenses: true,
    },
    {
      type: "NONE",
      name: "No GST",
      rate: 0,
      reportType: "NONE",
      component: "GST",
      revenue: true,
      expenses: true,
    },
    {
      type: "ZERORATED",
      name: "Zero Rated",
      rate: 0,
      reportType: "OUTPUT",
      component: "GST",
      revenue: true,
      expenses: false,
    },
    {
      type: "GSTONIMPORTS",
      name: "GST on Imports",
      rate: 0,
      reportType: "GSTONIMPORTS",
      component: "GST",
      revenue: false,
      expenses: true,
    },
  ]);
}

export function addUkTaxRates(book: StartingBook): void {
  addTaxRates(book, [
    {
      type: "OUTPUT2",
      name: "20% (VAT on Income)",
      rate: 20,
      reportType: "OUTPUT",
      component: "VAT",
      revenue: true,
      expenses: false,
    },
    {
      type: "INPUT2",
      name: "20% (VAT on Expenses)",
      rate: 20,
      reportType: "INPUT",
      component: "VAT",
      revenue: false,
      expenses: true,
    },
    {
      type: "NONE",
      name: "No VAT",
      rate: 0,
      reportType: "NONE",
      component: "VAT",
      revenue: true,
      expenses: true,
    },
    {
      type: "ZERORATEDOUTPUT",
      name: "Zero Rated Income",
      rate: 0,
      reportType: "OUTPUT",
      component: "VAT",
      revenue: true,
      expenses: false,
    },
  ]);
}

const CURRENCY_NAMES: Record<string, string> = {
  NZD: "New Zealand Dollar",
  USD: "United States Dollar",
  AUD: "Australian Dollar",
  GBP: "British Pound",
  EUR: "Euro",
};

export function addCurrencies(book: StartingBook, codes: readonly string[]): void {
  for (const code of codes) book.add("Currencies", { Code: code, Description: CURRENCY_NAMES[code] ?? code });
}
