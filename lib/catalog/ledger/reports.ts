// LedgerApi family `ledger-reports`: the 11 report reads (Xero Accounting API 2.0). Each tool
// parameter goes to the Xero query parameter the spec names for that report (names differ per tool).
import type { ParamSpec, ToolRow } from "../types";
import { dateQuery, tenant } from "./params";

const REPORT = { readOnly: true, destructive: false, idempotent: true } as const;

/** Cash basis instead of accrual: Xero's `paymentsOnly`. */
const cashBasis = (name: string): ParamSpec => ({
  name,
  type: "boolean",
  in: "query",
  as: "paymentsOnly",
  description: "true reports on a cash basis (payments only); false or left out reports on an accrual basis.",
});

/** Xero's `standardLayout`. */
const standardLayout = (name: string): ParamSpec => ({
  name,
  type: "boolean",
  in: "query",
  as: "standardLayout",
  description:
    "true returns the report in Xero's standard layout, ignoring any custom layout the organisation saved.",
});

/** A tracking id in the query (the spec declares these as plain strings; Xero's ids are UUIDs). */
const trackingQuery = (name: string, as: string, what: string): ParamSpec => ({
  name,
  type: "string",
  in: "query",
  as,
  minLength: 1,
  description: `${what} (a UUID, from the tracking categories listing).`,
});

/** The contact an aged report is about: Xero's required `contactId` query parameter. */
const contactQuery = (name: string, what: string): ParamSpec => ({
  name,
  type: "string",
  in: "query",
  as: "contactId",
  required: true,
  format: "uuid",
  description: `Id of the contact whose ${what} to report (a UUID).`,
});

const stringTimeframe = (name: string): ParamSpec => ({
  name,
  type: "string",
  in: "query",
  as: "timeframe",
  enum: ["MONTH", "QUARTER", "YEAR"],
  description: "Length of each comparison period: MONTH, QUARTER or YEAR.",
});

export const ledgerReportsTools: readonly ToolRow[] = [
  {
    name: "LedgerApi.GetAgedPayablesReportByContact",
    toolkit: "LedgerApi",
    family: "ledger-reports",
    operationId: "getReportAgedPayablesByContact",
    method: "GET",
    path: "/Reports/AgedPayablesByContact",
    params: [
      contactQuery("contact_identifier", "unpaid bills (money owed to them)"),
      tenant("ledger_tenant_identifier"),
      dateQuery("report_date", "date", "Date the ageing is calculated at; Xero defaults to today"),
      dateQuery("report_end_date", "toDate", "Only bills dated on or before this date"),
      dateQuery("report_from_date", "fromDate", "Only bills dated on or after this date"),
    ],
    flags: REPORT,
    description:
      "Get the aged payables report for one contact: their outstanding bills grouped by how overdue they are. Returns the report with its rows and cells.",
  },
  {
    name: "LedgerApi.GetAgedReceivablesReportByContact",
    toolkit: "LedgerApi",
    family: "ledger-reports",
    operationId: "getReportAgedReceivablesByContact",
    method: "GET",
    path: "/Reports/AgedReceivablesByContact",
    params: [
      contactQuery("contact_identifier", "unpaid invoices (money they owe)"),
      tenant("tenant_identifier"),
      dateQuery("filter_by_to_date", "toDate", "Only invoices dated on or before this date"),
      dateQuery("report_date", "date", "Date the ageing is calculated at; Xero defaults to today"),
      dateQuery("start_date_filter", "fromDate", "Only invoices dated on or after this date"),
    ],
    flags: REPORT,
    description:
      "Get the aged receivables report for one contact: their outstanding invoices grouped by how overdue they are. Returns the report with its rows and cells.",
  },
  {
    name: "LedgerApi.GetBalanceSheetReport",
    toolkit: "LedgerApi",
    family: "ledger-reports",
    operationId: "getReportBalanceSheet",
    method: "GET",
    path: "/Reports/BalanceSheet",
    params: [
      tenant("ledger_tenant_identifier"),
      trackingQuery(
        "balance_sheet_tracking_option_id_1",
        "trackingOptionID1",
        "Show only amounts tagged with this tracking option",
      ),
      stringTimeframe("comparison_timeframe"),
      {
        name: "number_of_periods",
        type: "integer",
        in: "query",
        as: "periods",
        minimum: 1,
        maximum: 12,
        description:
          "Number of earlier periods to compare with, 1 to 12 (each of comparison_timeframe), as for the profit and loss report.",
      },
      dateQuery("report_date", "date", "Date of the balance sheet; Xero defaults to today"),
      cashBasis("return_cash_basis"),
      trackingQuery(
        "tracking_option_id_2",
        "trackingOptionID2",
        "A second tracking option to filter amounts by",
      ),
      standardLayout("use_standard_layout"),
    ],
    flags: REPORT,
    description:
      "Get the balance sheet (assets, liabilities, equity) at a date, optionally compared with earlier periods. Returns the report with its rows and cells.",
  },
  {
    name: "LedgerApi.GetBankSummaryReport",
    toolkit: "LedgerApi",
    family: "ledger-reports",
    operationId: "getReportBankSummary",
    method: "GET",
    path: "/Reports/BankSummary",
    params: [
      tenant("ledger_tenant_id"),
      dateQuery("end_date_filter", "toDate", "Last day of the period"),
      dateQuery("start_date_filter", "fromDate", "First day of the period"),
    ],
    flags: REPORT,
    description:
      "Get the bank summary: opening balance, cash received, cash spent and closing balance of each bank account over a period. Returns the report with its rows and cells.",
  },
  {
    name: "LedgerApi.GetBudgetSummaryReport",
    toolkit: "LedgerApi",
    family: "ledger-reports",
    operationId: "getReportBudgetSummary",
    method: "GET",
    path: "/Reports/BudgetSummary",
    params: [
      tenant("ledger_tenant_identifier"),
      {
        name: "comparison_timeframe",
        type: "integer",
        in: "query",
        as: "timeframe",
        enum: [1, 3, 12],
        description: "Length of each period as a number of months: 1 (month), 3 (quarter) or 12 (year).",
      },
      {
        name: "number_of_periods_to_compare",
        type: "integer",
        in: "query",
        as: "periods",
        minimum: 1,
        maximum: 12,
        description: "Number of periods to show, 1 to 12.",
      },
      dateQuery("report_date", "date", "Date the budget summary starts from; Xero defaults to today"),
    ],
    flags: REPORT,
    description:
      "Get the budget summary: budgeted amounts per account for a run of periods. Returns the report with its rows and cells.",
  },
  {
    name: "LedgerApi.GetProfitAndLossReport",
    toolkit: "LedgerApi",
    family: "ledger-reports",
    operationId: "getReportProfitAndLoss",
    method: "GET",
    path: "/Reports/ProfitAndLoss",
    params: [
      tenant("tenant_identifier"),
      stringTimeframe("comparison_timeframe"),
      dateQuery("end_date", "toDate", "Last day of the period"),
      dateQuery("from_date", "fromDate", "First day of the period"),
      {
        name: "number_of_comparison_periods",
        type: "integer",
        in: "query",
        as: "periods",
        minimum: 1,
        maximum: 12,
        description: "Number of earlier periods to compare with, 1 to 12 (each of comparison_timeframe).",
      },
      cashBasis("return_cash_basis_only"),
      standardLayout("return_standard_layout"),
      trackingQuery(
        "secondary_tracking_category_id",
        "trackingCategoryID2",
        "A second tracking category to break the report down by",
      ),
      trackingQuery(
        "tracking_category_id",
        "trackingCategoryID",
        "Tracking category to break the report down by",
      ),
      trackingQuery(
        "tracking_option_1_id",
        "trackingOptionID",
        "Show only amounts tagged with this option of tracking_category_id",
      ),
      trackingQuery(
        "tracking_option_id_2",
        "trackingOptionID2",
        "Show only amounts tagged with this option of secondary_tracking_category_id",
      ),
    ],
    flags: REPORT,
    description:
      "Get the profit and loss statement (income, expenses, net profit) over a period, optionally compared with earlier periods or split by tracking category. Returns the report with its rows and cells.",
  },
  {
    name: "LedgerApi.GetTrialBalanceReport",
    toolkit: "LedgerApi",
    family: "ledger-reports",
    operationId: "getReportTrialBalance",
    method: "GET",
    path: "/Reports/TrialBalance",
    params: [
      tenant("tenant_identifier"),
      dateQuery("report_date", "date", "Date of the trial balance; Xero defaults to today"),
      cashBasis("return_cash_basis_only"),
    ],
    flags: REPORT,
    description:
      "Get the trial balance at a date: the debit and credit balance of every account, year to date. Returns the report with its rows and cells.",
  },
  {
    name: "LedgerApi.Retrieve1099Reports",
    toolkit: "LedgerApi",
    family: "ledger-reports",
    operationId: "getReportTenNinetyNine",
    method: "GET",
    path: "/Reports/TenNinetyNine",
    params: [
      tenant("ledger_tenant_identifier"),
      {
        name: "report_year",
        type: "string",
        in: "query",
        as: "reportYear",
        pattern: { regex: "^\\d{4}$", hint: "a four-digit year such as 2025" },
        description:
          "Tax year of the 1099 reports, four digits (YYYY, e.g. 2025); Xero defaults to the current year.",
      },
    ],
    flags: REPORT,
    description:
      "Get the US 1099 reports for a tax year (US organisations only): the 1099 contractors and the amounts paid to them per box. Returns the reports.",
  },
  {
    name: "LedgerApi.RetrieveExecutiveSummaryReport",
    toolkit: "LedgerApi",
    family: "ledger-reports",
    operationId: "getReportExecutiveSummary",
    method: "GET",
    path: "/Reports/ExecutiveSummary",
    params: [
      tenant("ledger_tenant_identifier"),
      dateQuery("report_date", "date", "A date in the month to summarise; Xero defaults to today"),
    ],
    flags: REPORT,
    description:
      "Get the executive summary for a month: cash, profitability, balance sheet and performance figures compared with the month before. Returns the report with its rows and cells.",
  },
  {
    name: "LedgerApi.RetrieveUniqueReportsList",
    toolkit: "LedgerApi",
    family: "ledger-reports",
    operationId: "getReportsList",
    method: "GET",
    path: "/Reports",
    params: [tenant("ledger_tenant_id")],
    flags: REPORT,
    description:
      "List the organisation's published reports (their ids, names and dates), to fetch one with RetrieveSpecificReport. Returns the list of reports.",
  },
  {
    name: "LedgerApi.RetrieveSpecificReport",
    toolkit: "LedgerApi",
    family: "ledger-reports",
    operationId: "getReportFromId",
    method: "GET",
    path: "/Reports/{ReportID}",
    params: [
      {
        name: "report_id",
        type: "string",
        in: "path",
        as: "ReportID",
        required: true,
        minLength: 1,
        description: "Id of the published report, as listed by RetrieveUniqueReportsList (ReportID).",
      },
      tenant("ledger_tenant_id"),
    ],
    flags: REPORT,
    description: "Get one published report by its id. Returns the report with its rows and cells.",
  },
];
