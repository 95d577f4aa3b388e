// LedgerApi family `ledger-reports`: the report reads (Xero Accounting API 2.0). Each tool
// parameter goes to the Xero query parameter the spec names for that report (names differ per tool).
import type { ToolRow } from "../types";
import * as xero from "./operations.generated";
import { date, param, tenant } from "./params";
import { family, row } from "./row";

/** Cash basis instead of accrual: Xero's `paymentsOnly`. */
const cashBasis = param(
  "paymentsOnly",
  "true reports on a cash basis (payments only); false or left out reports on an accrual basis.",
);

const standardLayout = param(
  "standardLayout",
  "true returns the report in Xero's standard layout, ignoring any custom layout the organisation saved.",
);

/** A tracking id in the query (Xero declares these as plain strings; its ids are UUIDs). */
const tracking = (as: string, what: string) =>
  param(as, `${what} (a UUID, from the tracking categories listing).`, { minLength: 1 });

/** The contact an aged report is about: Xero's required `contactId`. */
const contact = (what: string) => param("contactId", `Id of the contact whose ${what} to report (a UUID).`);

const timeframe = param("timeframe", "Length of each comparison period: MONTH, QUARTER or YEAR.");

const periods = (description: string) => param("periods", description, { minimum: 1, maximum: 12 });

const ageingDate = date("date", "Date the ageing is calculated at; Xero defaults to today");

const RESULT =
  "Returns {Reports: [{ReportID, ReportName, ReportTitles, ReportDate, Rows: [...]}]}: the rows (RowType Header, Section, Row or SummaryRow) hold the cells, a section its own rows.";

// A table, one line per tool: name, Xero operation, parameters (tool name: decoration), description.
// biome-ignore format: a table, one line per row
export const ledgerReportsTools: readonly ToolRow[] = family("ledger-reports", [
  row("GetAgedPayablesReportByContact", xero.getReportAgedPayablesByContact, { contact_identifier: contact("unpaid bills (money owed to them)"), ledger_tenant_identifier: tenant, report_date: ageingDate, report_end_date: date("toDate", "Only bills dated on or before this date"), report_from_date: date("fromDate", "Only bills dated on or after this date") }, `Get the aged payables report for one contact: their outstanding bills grouped by how overdue they are. ${RESULT}`),
  row("GetAgedReceivablesReportByContact", xero.getReportAgedReceivablesByContact, { contact_identifier: contact("unpaid invoices (money they owe)"), tenant_identifier: tenant, filter_by_to_date: date("toDate", "Only invoices dated on or before this date"), report_date: ageingDate, start_date_filter: date("fromDate", "Only invoices dated on or after this date") }, `Get the aged receivables report for one contact: their outstanding invoices grouped by how overdue they are. ${RESULT}`),
  row("GetBalanceSheetReport", xero.getReportBalanceSheet, { ledger_tenant_identifier: tenant, balance_sheet_tracking_option_id_1: tracking("trackingOptionID1", "Show only amounts tagged with this tracking option"), comparison_timeframe: timeframe, number_of_periods: periods("Number of earlier periods to compare with, 1 to 12 (each of comparison_timeframe), as for the profit and loss report."), report_date: date("date", "Date of the balance sheet; Xero defaults to today"), return_cash_basis: cashBasis, tracking_option_id_2: tracking("trackingOptionID2", "A second tracking option to filter amounts by"), use_standard_layout: standardLayout }, `Get the balance sheet (assets, liabilities, equity) at a date, optionally compared with earlier periods. ${RESULT}`),
  row("GetBankSummaryReport", xero.getReportBankSummary, { ledger_tenant_id: tenant, end_date_filter: date("toDate", "Last day of the period"), start_date_filter: date("fromDate", "First day of the period") }, `Get the bank summary: opening balance, cash received, cash spent and closing balance of each bank account over a period. ${RESULT}`),
  row("GetBudgetSummaryReport", xero.getReportBudgetSummary, { ledger_tenant_identifier: tenant, comparison_timeframe: param("timeframe", "Length of each period as a number of months: 1 (month), 3 (quarter) or 12 (year).", { enum: [1, 3, 12] }), number_of_periods_to_compare: periods("Number of periods to show, 1 to 12."), report_date: date("date", "Date the budget summary starts from; Xero defaults to today") }, `Get the budget summary: budgeted amounts per account for a run of periods. ${RESULT}`),
  row("GetProfitAndLossReport", xero.getReportProfitAndLoss, { tenant_identifier: tenant, comparison_timeframe: timeframe, end_date: date("toDate", "Last day of the period"), from_date: date("fromDate", "First day of the period"), number_of_comparison_periods: periods("Number of earlier periods to compare with, 1 to 12 (each of comparison_timeframe)."), return_cash_basis_only: cashBasis, return_standard_layout: standardLayout, secondary_tracking_category_id: tracking("trackingCategoryID2", "A second tracking category to break the report down by"), tracking_category_id: tracking("trackingCategoryID", "Tracking category to break the report down by"), tracking_option_1_id: tracking("trackingOptionID", "Show only amounts tagged with this option of tracking_category_id"), tracking_option_id_2: tracking("trackingOptionID2", "Show only amounts tagged with this option of secondary_tracking_category_id") }, `Get the profit and loss statement (income, expenses, net profit) over a period, optionally compared with earlier periods or split by tracking category. ${RESULT}`),
  row("GetTrialBalanceReport", xero.getReportTrialBalance, { tenant_identifier: tenant, report_date: date("date", "Date of the trial balance; Xero defaults to today"), return_cash_basis_only: cashBasis }, `Get the trial balance at a date: the debit and credit balance of every account, year to date. ${RESULT}`),
  row("Retrieve1099Reports", xero.getReportTenNinetyNine, { ledger_tenant_identifier: tenant, report_year: param("reportYear", "Tax year of the 1099 reports, four digits (YYYY, e.g. 2025); Xero defaults to the current year.", { pattern: { regex: "^\\d{4}$", hint: "a four-digit year such as 2025" } }) }, "Get the US 1099 reports for a tax year (US organisations only): the 1099 contractors and the amounts paid to them per box. Returns {Reports: [{ReportName, ReportDate, Contacts: [...]}]}, a report per 1099 form."),
  row("RetrieveExecutiveSummaryReport", xero.getReportExecutiveSummary, { ledger_tenant_identifier: tenant, report_date: date("date", "A date in the month to summarise; Xero defaults to today") }, `Get the executive summary for a month: cash, profitability, balance sheet and performance figures compared with the month before. ${RESULT}`),
  row("RetrieveUniqueReportsList", xero.getReportsList, { ledger_tenant_id: tenant }, "List the organisation's published reports (their ids, names and dates), to fetch one with LedgerApi.RetrieveSpecificReport. Returns {Reports: [{ReportID, ReportName, ReportType, ReportDate}]}, without their rows."),
  row("RetrieveSpecificReport", xero.getReportFromId, { report_id: param("ReportID", "Id of the published report, as listed by LedgerApi.RetrieveUniqueReportsList (ReportID).", { minLength: 1 }), ledger_tenant_id: tenant }, `Get one published report by its id. ${RESULT}`),
]);
