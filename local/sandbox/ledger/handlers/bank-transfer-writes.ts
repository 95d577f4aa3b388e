// Bank transfers: PUT /BankTransfers moves money between two of the organisation's BANK accounts
// (posted at once); POST /BankTransfers with {"BankTransfers": [{BankTransferID, "Status": "DELETED"}]}
// and POST /BankTransfers/{id} with {"Status": "DELETED"} delete them, which takes their posting
// out of the journals. A deleted transfer takes no second delete.
import { randomUUID } from "node:crypto";
import { round2 } from "../accounting/money";
import { nowTimestamp } from "../ids";
import { requireResource } from "../resources";
import type { XeroRecord } from "../types";
import { bankAccountOf, bankRef, currencyOf } from "./bank-transaction-writes";
import { createHandler, type RecordKind, storeRecord, updateHandler, upsertHandler } from "./batch-writes";
import { readDate } from "./invoice-build";

const resource = requireResource("BankTransfers");

const flag = (value: unknown, field: string, problems: string[]) => {
  if (value === undefined) return false;
  if (typeof value !== "boolean") problems.push(`${field} must be true or false`);
  return value === true;
};

export const BANK_TRANSFER_KIND: RecordKind = {
  resource,
  noun: "bank transfer",
  posts: true,
  write: (ctx, input) => {
    const problems: string[] = [];
    const from = bankAccountOf(ctx.org, input.FromBankAccount, "FromBankAccount", problems);
    const to = bankAccountOf(ctx.org, input.ToBankAccount, "ToBankAccount", problems);
    if (from && to && from.AccountID === to.AccountID)
      problems.push("The FromBankAccount and ToBankAccount must be different bank accounts");
    if (from && to && currencyOf(ctx.org, from) !== currencyOf(ctx.org, to))
      problems.push(
        "Transfers between bank accounts of different currencies are not supported by the sandbox",
      );
    const amount = typeof input.Amount === "number" ? round2(input.Amount) : Number.NaN;
    if (!(amount > 0)) problems.push("Amount must be a number greater than zero");
    const date = readDate(input.Date, "Date", problems) ?? ctx.at.today;
    const fromReconciled = flag(input.FromIsReconciled, "FromIsReconciled", problems);
    const toReconciled = flag(input.ToIsReconciled, "ToIsReconciled", problems);
    if (problems.length > 0 || !from || !to) return { problems };
    const record: XeroRecord = {
      BankTransferID: randomUUID(),
      CreatedDateUTC: nowTimestamp(),
      Date: date,
      FromBankAccount: bankRef(from),
      ToBankAccount: bankRef(to),
      Amount: amount,
      FromBankTransactionID: randomUUID(),
      ToBankTransactionID: randomUUID(),
      FromIsReconciled: fromReconciled,
      ToIsReconciled: toReconciled,
      Reference: String(input.Reference ?? ""),
      CurrencyRate: 1,
      HasAttachments: false,
      Status: "AUTHORISED",
    };
    storeRecord(ctx.org, resource.collection, undefined, record);
    return { record, problems: [] };
  },
};

/** A delete is a status write: the one change Xero takes on a transfer. */
export const BANK_TRANSFER_DELETE_KIND: RecordKind = {
  resource,
  noun: "bank transfer",
  posts: true,
  write: (ctx, input, existing) => {
    if (!existing) return { problems: ["A BankTransferID is required to delete a bank transfer"] };
    if (input.Status !== "DELETED")
      return { problems: ['A bank transfer can only be deleted here: send "Status": "DELETED"'] };
    if (existing.Status === "DELETED") return { problems: ["This bank transfer has already been deleted"] };
    const record = { ...existing, Status: "DELETED" };
    storeRecord(ctx.org, resource.collection, existing, record);
    return { record, problems: [] };
  },
};

export const bankTransferWriteRoutes = [
  { method: "PUT" as const, template: "BankTransfers", handler: createHandler(BANK_TRANSFER_KIND) },
  { method: "POST" as const, template: "BankTransfers", handler: upsertHandler(BANK_TRANSFER_DELETE_KIND) },
  {
    method: "POST" as const,
    template: "BankTransfers/:id",
    handler: updateHandler(BANK_TRANSFER_DELETE_KIND),
  },
];
