// Xero's ReportWithRows shape: a report envelope and Header/Section/Row/SummaryRow rows whose cells
// hold strings (amounts with two decimals) and optional attributes linking a cell to an account.

import type { OrganisationMoment } from "../../today";
import type { LedgerOrganisation, XeroRecord } from "../../types";
import { longDate } from "../dates";
import { formatAmount } from "../money";
import type { AccountInfo } from "./ledger";

export interface Cell {
  Value: string;
  Attributes?: { Value: string; Id: string }[];
}

type CellInput = string | number | Cell;

function toCell(input: CellInput): Cell {
  if (typeof input === "number") return { Value: formatAmount(input) };
  if (typeof input === "string") return { Value: input };
  return input;
}

export function headerRow(labels: string[]): XeroRecord {
  return { RowType: "Header", Cells: labels.map((label) => ({ Value: label })) };
}

export function row(cells: CellInput[]): XeroRecord {
  return { RowType: "Row", Cells: cells.map(toCell) };
}

export function summaryRow(cells: CellInput[]): XeroRecord {
  return { RowType: "SummaryRow", Cells: cells.map(toCell) };
}

export function section(title: string, rows: XeroRecord[]): XeroRecord {
  return { RowType: "Section", Title: title, Rows: rows };
}

/** A row for an account: every cell carries the account id, as Xero's do. */
export function accountRow(account: AccountInfo, label: string, values: CellInput[]): XeroRecord {
  const attributes = [{ Value: account.id, Id: "account" }];
  const cells = [label, ...values].map((input) => ({ ...toCell(input), Attributes: attributes }));
  return { RowType: "Row", Cells: cells };
}

export interface ReportSpec {
  id: string;
  name: string;
  type: string;
  titles: string[];
  rows: XeroRecord[];
}

/**
 * The envelope every ReportWithRows answer shares: ReportDate is the organisation's date when it
 * was produced, UpdatedDateUTC the instant.
 */
export function report(spec: ReportSpec, at: OrganisationMoment): XeroRecord {
  return {
    ReportID: spec.id,
    ReportName: spec.name,
    ReportType: spec.type,
    ReportTitles: spec.titles,
    ReportDate: longDate(at.today),
    UpdatedDateUTC: at.utc,
    Fields: [],
    Rows: spec.rows,
  };
}

export function organisationName(org: LedgerOrganisation): string {
  return String(org.organisation.Name ?? "");
}
