// A keyed create through the whole local stack (gateway, family function, idempotency records in
// dynalite, the sandbox): the same call twice creates one invoice and answers the same record; a
// new key creates another; the same key with other invoices is refused before anything is sent.
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

interface Answer {
  result: { Invoices: { InvoiceID: string; Total: number }[] };
  error: { type: string };
}

async function post(tool: string, input: Record<string, unknown>) {
  const response = await fetch(`${stack.url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const invoice = (description: string) => ({
  type: "ACCREC",
  contact_id: P.contacts.ridgeway,
  line_items: [{ description, quantity: 2, unit_amount: 50, account_code: P.accountCodes.sales }],
});

async function invoiceCount(): Promise<number> {
  const { body } = await post("LedgerApi.RetrieveInvoices", { ledger_tenant_id: P.tenantId });
  return (body.result.Invoices as unknown[]).length;
}

describe("LedgerApi.CreateInvoices with an idempotency key", () => {
  it("creates once however often it is retried, and a new key creates again", async () => {
    const before = await invoiceCount();
    const input = {
      tenant_id: P.tenantId,
      invoices: [invoice("Keyed consulting")],
      idempotency_key: "keyed-create-1",
    };
    const first = await post("LedgerApi.CreateInvoices", input);
    const retry = await post("LedgerApi.CreateInvoices", input);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    const id = first.body.result.Invoices[0]?.InvoiceID;
    expect(retry.body.result.Invoices[0]?.InvoiceID).toBe(id);
    expect(first.body.result.Invoices[0]?.Total).toBeGreaterThan(100); // 2 × 50, plus the account's tax
    expect(await invoiceCount()).toBe(before + 1);
    const other = await post("LedgerApi.CreateInvoices", { ...input, idempotency_key: "keyed-create-2" });
    expect(other.body.result.Invoices[0]?.InvoiceID).not.toBe(id);
    expect(await invoiceCount()).toBe(before + 2);
  });

  it("refuses the same key with other invoices, creating nothing", async () => {
    const input = {
      tenant_id: P.tenantId,
      invoices: [invoice("First use")],
      idempotency_key: "keyed-create-3",
    };
    expect((await post("LedgerApi.CreateInvoices", input)).status).toBe(200);
    const before = await invoiceCount();
    const reused = await post("LedgerApi.CreateInvoices", {
      ...input,
      invoices: [invoice("Something else")],
    });
    expect(reused.status).toBe(422);
    expect(reused.body.error.type).toBe("IdempotencyMismatch");
    expect(await invoiceCount()).toBe(before);
  });
});
