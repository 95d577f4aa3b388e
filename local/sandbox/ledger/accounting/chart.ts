// The chart of accounts as the journals and reports see it: lookups by id, code and system role, and
// the account class (ASSET, LIABILITY, EQUITY, REVENUE, EXPENSE) that Xero derives from the type.
import type { LedgerOrganisation, XeroRecord } from "../types";

export type AccountClass = "ASSET" | "LIABILITY" | "EQUITY" | "REVENUE" | "EXPENSE";

/** Xero's account types and the class each belongs to; the server's POST /Setup checks types here too. */
export const CLASS_BY_TYPE: Readonly<Record<string, AccountClass>> = {
  BANK: "ASSET",
  CURRENT: "ASSET",
  FIXED: "ASSET",
  INVENTORY: "ASSET",
  NONCURRENT: "ASSET",
  PREPAYMENT: "ASSET",
  CURRLIAB: "LIABILITY",
  LIABILITY: "LIABILITY",
  TERMLIAB: "LIABILITY",
  PAYGLIABILITY: "LIABILITY",
  PAYG: "LIABILITY",
  SUPERANNUATIONLIABILITY: "LIABILITY",
  EQUITY: "EQUITY",
  REVENUE: "REVENUE",
  SALES: "REVENUE",
  OTHERINCOME: "REVENUE",
  EXPENSE: "EXPENSE",
  DIRECTCOSTS: "EXPENSE",
  OVERHEADS: "EXPENSE",
  DEPRECIATN: "EXPENSE",
  WAGESEXPENSE: "EXPENSE",
  SUPERANNUATIONEXPENSE: "EXPENSE",
};

export function accountClassOf(type: unknown): AccountClass {
  return CLASS_BY_TYPE[String(type)] ?? "EXPENSE";
}

/** Revenue and expense accounts close into retained earnings at each year end. */
export function isProfitAndLossClass(cls: AccountClass): boolean {
  return cls === "REVENUE" || cls === "EXPENSE";
}

/** Fallback codes for system accounts when an organisation's chart lacks the SystemAccount marker. */
const SYSTEM_FALLBACK_CODES: Record<string, string> = {
  DEBTORS: "610",
  CREDITORS: "800",
  GST: "820",
  HISTORICAL: "840",
  UNPAIDEXPCLM: "801",
  RETAINEDEARNINGS: "960",
};

export class Chart {
  readonly accounts: XeroRecord[];
  private readonly byId = new Map<string, XeroRecord>();
  private readonly byCode = new Map<string, XeroRecord>();

  constructor(org: LedgerOrganisation) {
    this.accounts = org.collections.Accounts ?? [];
    for (const account of this.accounts) {
      this.byId.set(String(account.AccountID), account);
      if (typeof account.Code === "string" && account.Status !== "DELETED")
        this.byCode.set(account.Code, account);
    }
  }

  findById(id: unknown): XeroRecord | undefined {
    return typeof id === "string" ? this.byId.get(id) : undefined;
  }

  findByCode(code: unknown): XeroRecord | undefined {
    return typeof code === "string" ? this.byCode.get(code) : undefined;
  }

  /** An account reference such as `{AccountID, Code}` resolved by id first, then code. */
  resolve(ref: unknown): XeroRecord | undefined {
    if (!ref || typeof ref !== "object") return undefined;
    const r = ref as XeroRecord;
    return this.findById(r.AccountID) ?? this.findByCode(r.Code);
  }

  system(role: string): XeroRecord | undefined {
    return (
      this.accounts.find((a) => a.SystemAccount === role && a.Status !== "DELETED") ??
      this.findByCode(SYSTEM_FALLBACK_CODES[role])
    );
  }

  bankAccounts(): XeroRecord[] {
    return this.accounts.filter((a) => a.Type === "BANK" && a.Status !== "DELETED");
  }
}

/** `{AccountID, Code, Name}` of an account, the reference shape Xero embeds in documents. */
export function accountRef(account: XeroRecord): XeroRecord {
  return { AccountID: account.AccountID, Code: account.Code, Name: account.Name };
}
