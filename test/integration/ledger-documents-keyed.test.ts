// Keyed document writes through the whole local stack (gateway, family function, idempotency
// records in dynalite, the sandbox): a credit note created twice with one key is created once and
// answered alike, a new key creates another, the key with another credit note is refused; an
// approval retried with its key answers the first approval instead of a second status move.
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

type Json = Record<string, unknown>;

interface Answer {
  result: Record<string, Json[]>;
  error: { type: string };
}

async function post(tool: string, input: Json) {
  const response = await fetch(`${stack.url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const credit = (description: string) => ({
  type: "ACCRECCREDIT",
  contact_id: P.contacts.ridgeway,
  status: "AUTHORISED",
  line_items: [{ description, quantity: 1, unit_amount: 80, account_code: P.accountCodes.sales }],
});

async function creditNumbers(): Promise<unknown[]> {
  const { body } = await post("LedgerApi.GetCreditNotes", { tenant_identifier: P.tenantId });
  return (body.result.CreditNotes ?? []).map((note) => note.CreditNoteNumber);
}

describe("LedgerApi.CreateCreditNotes with an idempotency key", () => {
  it("creates once however often it is retried, and a new key creates again", async () => {
    const before = await creditNumbers();
    const input = {
      tenant_id: P.tenantId,
      credit_notes: [credit("Keyed credit")],
      idempotency_key: "keyed-credit-1",
    };
    const first = await post("LedgerApi.CreateCreditNotes", input);
    const retry = await post("LedgerApi.CreateCreditNotes", input);
    expect([first.status, retry.status]).toEqual([200, 200]);
    const created = first.body.result.CreditNotes?.[0] as Json;
    expect(retry.body.result.CreditNotes?.[0]).toEqual(created);
    expect(created.RemainingCredit).toBe(created.Total);
    expect(await creditNumbers()).toEqual([...before, created.CreditNoteNumber]);
    const other = await post("LedgerApi.CreateCreditNotes", { ...input, idempotency_key: "keyed-credit-2" });
    expect(other.body.result.CreditNotes?.[0]?.CreditNoteID).not.toBe(created.CreditNoteID);
    expect(await creditNumbers()).toHaveLength(before.length + 2);
  });

  it("refuses the same key with another credit note, creating nothing", async () => {
    const input = {
      tenant_id: P.tenantId,
      credit_notes: [credit("First use")],
      idempotency_key: "keyed-credit-3",
    };
    expect((await post("LedgerApi.CreateCreditNotes", input)).status).toBe(200);
    const before = await creditNumbers();
    const reused = await post("LedgerApi.CreateCreditNotes", {
      ...input,
      credit_notes: [credit("Something else")],
    });
    expect(reused.status).toBe(422);
    expect(reused.body.error.type).toBe("IdempotencyMismatch");
    expect(await creditNumbers()).toEqual(before);
  });
});

describe("LedgerApi.UpdatePurchaseOrder with an idempotency key", () => {
  it("a retried billing answers the first one; the same change with a new key is a second write", async () => {
    const input = {
      purchase_order_id: P.purchaseOrders.authorised,
      tenant_id: P.tenantId,
      purchase_order: { status: "BILLED", reference: "Billed on INV-7788" },
      idempotency_key: "keyed-order-1",
    };
    const first = await post("LedgerApi.UpdatePurchaseOrder", input);
    const retry = await post("LedgerApi.UpdatePurchaseOrder", input);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(first.body.result.PurchaseOrders?.[0]?.Status).toBe("BILLED");
    expect(retry.body.result).toEqual(first.body.result);
    // Sent again under a new key it reaches the sandbox, which refuses editing a billed order.
    const again = await post("LedgerApi.UpdatePurchaseOrder", { ...input, idempotency_key: "keyed-order-2" });
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body.error)).toContain("A BILLED purchase order cannot be edited");
  });
});
