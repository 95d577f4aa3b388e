// A keyed payment through the whole local stack (gateway, family function, idempotency records in
// dynalite, the sandbox): the same call twice records one payment, answers the same PaymentID, and
// the invoice's AmountDue drops once; a new key records a second payment.
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

async function invoice(): Promise<Json> {
  const { body } = await post("LedgerApi.GetInvoiceDetails", {
    invoice_identifier: P.invoices.authorised,
    ledger_tenant_id: P.tenantId,
  });
  return body.result.Invoices[0];
}

async function paymentIds(): Promise<string[]> {
  const { body } = await post("LedgerApi.FetchInvoicePayments", { ledger_tenant_identifier: P.tenantId });
  return (body.result.Payments as Json[]).map((payment) => payment.PaymentID);
}

describe("LedgerApi.CreatePayments with an idempotency key", () => {
  it("records a retried payment once: one PaymentID, AmountDue lowered once", async () => {
    stack.ledgerSandbox?.reset();
    const before = await invoice();
    const paymentsBefore = await paymentIds();
    const input = {
      tenant_id: P.tenantId,
      payments: [{ invoice_id: P.invoices.authorised, account_code: "090", date: "2026-11-25", amount: 250 }],
      idempotency_key: "keyed-payment-1",
    };
    const first = await post("LedgerApi.CreatePayments", input);
    const retry = await post("LedgerApi.CreatePayments", input);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(retry.status).toBe(200);
    const id = first.body.result.Payments[0].PaymentID;
    expect(retry.body.result.Payments[0].PaymentID).toBe(id);
    expect(await paymentIds()).toEqual([...paymentsBefore, id]);
    const after = await invoice();
    expect(after.AmountDue).toBeCloseTo(before.AmountDue - 250, 2);
    expect(after.Payments.filter((payment: Json) => payment.PaymentID === id)).toHaveLength(1);

    const other = await post("LedgerApi.CreatePayments", { ...input, idempotency_key: "keyed-payment-2" });
    expect(other.body.result.Payments[0].PaymentID).not.toBe(id);
    expect((await invoice()).AmountDue).toBeCloseTo(before.AmountDue - 500, 2);
  });
});
