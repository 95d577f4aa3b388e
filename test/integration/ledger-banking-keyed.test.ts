// A keyed banking write through the whole local stack (gateway, family function, idempotency
// records, the sandbox): the same spend-money call twice records one transaction and answers the
// same one; a new key records another. A keyed transfer delete retried answers the first delete
// instead of Xero's refusal of a second one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { type LocalStack, startLocalStack } from "../../local/stack";

const P = LEDGER_STARTING_DATA.primary;
let stack: LocalStack;

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  stack = await startLocalStack({ port: 0 });
});

afterAll(() => stack?.close());

// biome-ignore lint/suspicious/noExplicitAny: the test reads JSON answers field by field.
type Json = Record<string, any>;

async function post(tool: string, input: Record<string, unknown>): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${stack.url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function spendCount(): Promise<number> {
  const { body } = await post("LedgerApi.RetrieveBankTransactions", { ledger_tenant_id: P.tenantId });
  return (body.result.BankTransactions as unknown[]).length;
}

describe("keyed banking writes", () => {
  it("CreateBankTransactions records once however often it is retried; a new key records again", async () => {
    const before = await spendCount();
    const input = {
      tenant_id: P.tenantId,
      bank_transactions: [
        {
          type: "SPEND",
          bank_account_code: P.accountCodes.bank,
          contact_id: P.contacts.centralOffice,
          line_items: [{ description: "Keyed toner", quantity: 1, unit_amount: 40, account_code: "453" }],
        },
      ],
      idempotency_key: "keyed-bank-transaction-1",
    };
    const first = await post("LedgerApi.CreateBankTransactions", input);
    const retry = await post("LedgerApi.CreateBankTransactions", input);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    const id = first.body.result.BankTransactions[0].BankTransactionID;
    expect(retry.body.result.BankTransactions[0].BankTransactionID).toBe(id);
    expect(first.body.result.BankTransactions[0].Total).toBe(46); // 40 plus INPUT2's 15%
    expect(await spendCount()).toBe(before + 1);
    const other = await post("LedgerApi.CreateBankTransactions", {
      ...input,
      idempotency_key: "keyed-bank-transaction-2",
    });
    expect(other.body.result.BankTransactions[0].BankTransactionID).not.toBe(id);
    expect(await spendCount()).toBe(before + 2);
  });

  it("DeleteBankTransfer retried with its key answers the first delete; unkeyed, Xero refuses a second", async () => {
    const input = {
      bank_transfer_id: P.bankTransfers.toSavings,
      tenant_id: P.tenantId,
      idempotency_key: "keyed-transfer-delete-1",
    };
    const first = await post("LedgerApi.DeleteBankTransfer", input);
    const retry = await post("LedgerApi.DeleteBankTransfer", input);
    expect(first.status).toBe(200);
    expect(first.body.result.BankTransfers[0].Status).toBe("DELETED");
    expect(retry.body).toEqual(first.body);
    const again = await post("LedgerApi.DeleteBankTransfer", {
      ...input,
      idempotency_key: "keyed-transfer-delete-2",
    });
    expect(again.status).toBe(400);
  });
});
