// Keyed contact and settings writes through the whole local stack (gateway, family function,
// idempotency records in dynalite, the sandbox): a retry with the same key answers the first
// answer and writes nothing; the same call without a key meets Xero's uniqueness rules instead; the
// same key with another input is refused before anything is sent.
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

async function post(tool: string, input: Json) {
  const response = await fetch(`${stack.url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const count = async (tool: string, tenantParam: string, wrapper: string): Promise<number> =>
  ((await post(tool, { [tenantParam]: P.tenantId })).body.result[wrapper] as unknown[]).length;
const contactCount = () => count("LedgerApi.FetchAllLedgerContacts", "tenant_identifier", "Contacts");
const accountCount = () =>
  count("LedgerApi.RetrieveFullChartOfAccounts", "ledger_tenant_identifier", "Accounts");

describe("LedgerApi.CreateContacts with an idempotency key", () => {
  it("creates once however often it is retried; unkeyed, the repeat is refused as a taken name", async () => {
    const before = await contactCount();
    const input = {
      tenant_id: P.tenantId,
      contacts: [{ name: "Keyed Retry Ltd", email_address: "keyed@retry.example" }],
      idempotency_key: "keyed-contact-1",
    };
    const first = await post("LedgerApi.CreateContacts", input);
    const retry = await post("LedgerApi.CreateContacts", input);
    expect([first.status, retry.status]).toEqual([200, 200]);
    const id = first.body.result.Contacts[0].ContactID;
    expect(retry.body.result.Contacts[0].ContactID).toBe(id);
    expect(await contactCount()).toBe(before + 1);
    const unkeyed = await post("LedgerApi.CreateContacts", { ...input, idempotency_key: undefined });
    expect(unkeyed.body.error.type).toBe("ValidationError");
    expect(JSON.stringify(unkeyed.body.error)).toContain(
      "The contact name Keyed Retry Ltd is already assigned",
    );
    expect(await contactCount()).toBe(before + 1);
  });

  it("refuses the same key with another contact, creating nothing", async () => {
    const input = {
      tenant_id: P.tenantId,
      contacts: [{ name: "First Use Ltd" }],
      idempotency_key: "keyed-contact-2",
    };
    expect((await post("LedgerApi.CreateContacts", input)).status).toBe(200);
    const before = await contactCount();
    const reused = await post("LedgerApi.CreateContacts", { ...input, contacts: [{ name: "Other Ltd" }] });
    expect(reused.status).toBe(422);
    expect(reused.body.error.type).toBe("IdempotencyMismatch");
    expect(await contactCount()).toBe(before);
  });
});

describe("LedgerApi.CreateAccount (a bare Account body) with an idempotency key", () => {
  it("adds the account once; a new key meets Xero's unique code rule", async () => {
    const before = await accountCount();
    const input = {
      tenant_id: P.tenantId,
      code: "4410",
      name: "Keyed Sales",
      type: "REVENUE",
      idempotency_key: "keyed-account-1",
    };
    const first = await post("LedgerApi.CreateAccount", input);
    const retry = await post("LedgerApi.CreateAccount", input);
    expect(retry.body.result.Accounts[0].AccountID).toBe(first.body.result.Accounts[0].AccountID);
    expect(await accountCount()).toBe(before + 1);
    const fresh = await post("LedgerApi.CreateAccount", { ...input, idempotency_key: "keyed-account-2" });
    expect(JSON.stringify(fresh.body.error)).toContain("Please enter a unique Code: 4410 is taken");
    expect(await accountCount()).toBe(before + 1);
  });
});
