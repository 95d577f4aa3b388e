// The account page shows a person their own agents' recent writes, and never another person's:
// against `AUTH=oauth npm start`'s stack, with records of two people (and of a principal that
// shares the first's as a prefix) in the audit table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditRecord } from "../../lib/audit/schema";
import { writeAuditRecord } from "../../lib/audit/writer";
import { principalOf } from "../../lib/oauth/principal";
import { DEMO_PERSON, type DemoPerson, SECOND_PERSON } from "../../local/sandbox/oauth/index";
import type { LocalStack } from "../../local/stack";
import { startOAuthStack } from "../support/oauth-stack";
import { PersonBrowser } from "../support/person-browser";

const REDIRECT = "http://127.0.0.1:1/callback";
let stack: LocalStack;

beforeAll(async () => {
  stack = await startOAuthStack({ autoApprove: false });
});
afterAll(async () => {
  await stack?.close();
});

const principalOfPerson = (who: DemoPerson) =>
  principalOf(stack.ledgerSandbox?.oauth.issuer ?? "", who.xeroSubject);

function record(principal: string, tool: string, touched: string): AuditRecord {
  return {
    time: new Date().toISOString(),
    principal,
    clientId: `client-of-${tool}`,
    caller: "mcp",
    tool,
    family: "ledger-write",
    tenant: "00000000-0000-4000-8000-000000a00001",
    arguments: {},
    idempotency: "first",
    upstreamStatus: 200,
    touched: [touched],
  };
}

async function accountPageOf(who: DemoPerson): Promise<string> {
  const browser = new PersonBrowser(who.id, REDIRECT);
  const page = await browser.visit(`${stack.url}/account`);
  expect(page.url.pathname).toBe("/account");
  return page.text;
}

describe("recent writes on the account page", () => {
  it("lists the signed-in person's own records and none of anyone else's", async () => {
    const alice = principalOfPerson(DEMO_PERSON);
    const bob = principalOfPerson(SECOND_PERSON);
    expect(alice).not.toBe(bob);
    await writeAuditRecord(record(alice, "LedgerApi.CreateInvoices", "alice-invoice-id"));
    await writeAuditRecord(record(bob, "LedgerApi.CreatePayments", "bob-payment-id"));
    // Same prefix, another principal: a key condition is exact, and the page must not show it either.
    await writeAuditRecord(record(`${alice}x`, "LedgerApi.DeleteContact", "prefix-contact-id"));
    await writeAuditRecord({
      ...record(alice, "LedgerApi.UpdateInvoice", "refused-id"),
      touched: [],
      error: { type: "ValidationError", message: "A contact is required", status: 400 },
    });

    const alicePage = await accountPageOf(DEMO_PERSON);
    expect(alicePage).toContain("Recent writes by your agents");
    expect(alicePage).toContain("LedgerApi.CreateInvoices");
    expect(alicePage).toContain("alice-invoice-id");
    expect(alicePage).toContain("client-of-LedgerApi.CreateInvoices");
    expect(alicePage).toContain("refused: ValidationError");
    expect(alicePage).not.toContain("bob-payment-id");
    expect(alicePage).not.toContain("LedgerApi.CreatePayments");
    expect(alicePage).not.toContain("prefix-contact-id");

    const bobPage = await accountPageOf(SECOND_PERSON);
    expect(bobPage).toContain("bob-payment-id");
    expect(bobPage).not.toContain("alice-invoice-id");
    expect(bobPage).not.toContain("LedgerApi.CreateInvoices");
    expect(bobPage).not.toContain("prefix-contact-id");
  });

  it("escapes what a record holds", async () => {
    const carol = principalOfPerson(DEMO_PERSON);
    await writeAuditRecord(record(carol, "LedgerApi.CreateInvoices", "<script>alert(1)</script>"));
    const page = await accountPageOf(DEMO_PERSON);
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).toContain("&#60;script&#62;alert(1)");
  });
});
