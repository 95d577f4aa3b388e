// The posted ledger the reports read: one line per journal line, with its account's class and
// tracking, summed per account over a date range. Built from freshly derived journals, so a report
// always agrees with the documents.
import type { LedgerOrganisation, XeroRecord } from "../../types";
import { type AccountClass, accountClassOf, Chart } from "../chart";
import { financialYearStart } from "../dates";
import { deriveCashJournals, deriveJournals } from "../journals";
import { round2 } from "../money";

export interface AccountInfo {
  id: string;
  code: string;
  name: string;
  type: string;
  cls: AccountClass;
  system?: string;
}

export interface PostedLine {
  date: string;
  account: AccountInfo;
  net: number;
  tracking: { categoryId: string; optionId: string }[];
  sourceType: string;
}

export interface Range {
  /** Inclusive; open when absent. */
  from?: string;
  /** Inclusive. */
  to: string;
  where?: (line: PostedLine) => boolean;
}

function infoOf(account: XeroRecord): AccountInfo {
  const info: AccountInfo = {
    id: String(account.AccountID),
    code: String(account.Code ?? ""),
    name: String(account.Name ?? ""),
    type: String(account.Type ?? ""),
    cls: accountClassOf(account.Type),
  };
  if (typeof account.SystemAccount === "string") info.system = account.SystemAccount;
  return info;
}

export class Ledger {
  readonly lines: PostedLine[] = [];
  readonly accounts = new Map<string, AccountInfo>();
  readonly chart: Chart;
  private readonly yearEndMonth: number;

  constructor(
    readonly org: LedgerOrganisation,
    readonly paymentsOnly = false,
  ) {
    this.chart = new Chart(org);
    this.yearEndMonth = Number(org.organisation.FinancialYearEndMonth ?? 12) || 12;
    for (const account of this.chart.accounts) this.accounts.set(String(account.AccountID), infoOf(account));
    const journals = paymentsOnly ? deriveCashJournals(org) : deriveJournals(org);
    for (const journal of journals) {
      for (const line of (journal.JournalLines as XeroRecord[]) ?? []) {
        const id = String(line.AccountID || `code:${String(line.AccountCode)}`);
        let account = this.accounts.get(id);
        if (!account) {
          // An account no longer in the chart still carries its postings.
          account = infoOf({
            AccountID: id,
            Code: line.AccountCode,
            Name: line.AccountName,
            Type: line.AccountType,
          });
          this.accounts.set(id, account);
        }
        this.lines.push({
          date: String(journal.JournalDate),
          account,
          net: Number(line.NetAmount),
          tracking: ((line.TrackingCategories as XeroRecord[]) ?? []).map((t) => ({
            categoryId: String(t.TrackingCategoryID),
            optionId: String(t.TrackingOptionID),
          })),
          sourceType: String(journal.SourceType),
        });
      }
    }
  }

  /** First day of the financial year containing `date`. */
  yearStart(date: string): string {
    return financialYearStart(date, this.yearEndMonth);
  }

  /** Net movement per account id (debits positive) over a range. */
  sum(range: Range): Map<string, number> {
    const totals = new Map<string, number>();
    for (const line of this.lines) {
      if (line.date > range.to || (range.from !== undefined && line.date < range.from)) continue;
      if (range.where && !range.where(line)) continue;
      totals.set(line.account.id, (totals.get(line.account.id) ?? 0) + line.net);
    }
    for (const [id, value] of totals) totals.set(id, round2(value));
    return totals;
  }

  /** Accounts ordered by code, as Xero lists them in reports. */
  ordered(filter: (account: AccountInfo) => boolean): AccountInfo[] {
    return [...this.accounts.values()]
      .filter(filter)
      .sort((a, b) => a.code.localeCompare(b.code, "en", { numeric: true }));
  }

  retainedEarningsAccount(): AccountInfo | undefined {
    return [...this.accounts.values()].find((a) => a.system === "RETAINEDEARNINGS");
  }
}

export function isProfitAndLoss(account: AccountInfo): boolean {
  return account.cls === "REVENUE" || account.cls === "EXPENSE";
}
