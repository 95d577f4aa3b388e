// The account page's "recent writes by your agents" says what each record says happened (finding L8
// of the security review: a confirmation asked for ran nothing, and was shown as "done"), and shows
// what a record holds with its control characters escaped and capped. Against `AUTH=oauth npm
// start`'s stack: records written to its audit table, the page fetched over HTTP as the person.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRecordOf } from "../../lib/audit/record";
import type { AuditRecord } from "../../lib/audit/schema";
import { writeAuditRecord } from "../../lib/audit/writer";
import type { ToolRow } from "../../lib/catalog/types";
import { principalOf } from "../../lib/oauth/principal";
import { DEMO_PERSON } from "../../local/sandbox/oauth/index";
import type { LocalStack } from "../../local/stack";
import { startOAuthStack } from "../support/oauth-stack";
import { PersonBrowser } from "../support/person-browser";
import { UNSAFE_PRINTED } from "../support/unsafe-characters";

const REDIRECT = "http://127.0.0.1:1/callback";
const TENANT = "00000000-0000-4000-8000-000000a00001";
const CONTACT = "00000000-0000-4000-8000-00000000c0de";
let stack: LocalStack;
let principal: string;

beforeAll(async () => {
  stack = await startOAuthStack({ autoApprove: false });
  principal = principalOf(stack.ledgerSandbox?.oauth.issuer ?? "", DEMO_PERSON.xeroSubject);
});
afterAll(async () => {
  await stack?.close();
});

const DELETE_ROW = {
  name: "LedgerApi.DeleteContact",
  family: "ledger-delete",
  toolkit: "LedgerApi",
  operationId: "deleteContact",
  flags: { readOnly: false, destructive: true, idempotent: true },
  params: [
    { name: "tenant_id", as: "xero-tenant-id", in: "header" },
    { name: "contact_id", as: "ContactID", in: "path" },
  ],
} as unknown as ToolRow;

/** The page as the demo person sees it, its markup only (the rows). */
async function accountPage(): Promise<string> {
  const page = await new PersonBrowser(DEMO_PERSON.id, REDIRECT).visit(`${stack.url}/account`);
  expect(page.url.pathname).toBe("/account");
  return page.text;
}

/** The row of the page that names `marker` (each record is one `div.row`). */
function rowNaming(page: string, marker: string): string {
  const row = page.split('<div class="row">').find((part) => part.includes(marker));
  expect(row, `a row naming ${marker}`).toBeDefined();
  return row as string;
}

describe("recent writes on the account page", () => {
  it("shows a confirmation asked for as asked, with nothing changed, and its confirmed repeat as done", async () => {
    const call = {
      tool: DELETE_ROW.name,
      input: { tenant_id: TENANT, contact_id: CONTACT },
      source: "direct" as const,
      via: "mcp" as const,
      connection: principal,
      clientId: "client-asked",
    };
    // As the delete's middlewares leave them: the first answer asks (and names what would go).
    const asked = auditRecordOf({
      call,
      row: DELETE_ROW,
      fields: { confirmation: "asked" },
      result: { confirmationRequired: true, Contacts: [{ ContactID: CONTACT }] },
    });
    expect(asked.confirmation).toBe("asked");
    await writeAuditRecord(asked);
    const confirmed = auditRecordOf({
      call: { ...call, clientId: "client-confirmed" },
      row: DELETE_ROW,
      fields: { confirmation: "confirmed", upstreamStatus: 200 },
      result: { Contacts: [{ ContactID: CONTACT }] },
    });
    await writeAuditRecord(confirmed);

    const page = await accountPage();
    const askedRow = rowNaming(page, "client-asked");
    expect(askedRow).toContain("LedgerApi.DeleteContact");
    expect(askedRow).toContain(": confirmation asked, nothing changed");
    expect(askedRow).not.toContain(": done");
    expect(askedRow).not.toContain(CONTACT); // it touched nothing
    const confirmedRow = rowNaming(page, "client-confirmed");
    expect(confirmedRow).toContain(": done");
    expect(confirmedRow).toContain(CONTACT);
  });

  it("escapes control and bidi characters in what a record holds, and caps each field", async () => {
    const forged: AuditRecord = {
      time: new Date().toISOString(),
      principal,
      clientId: "client-\u202eforged\u202c",
      caller: "mcp",
      tool: "LedgerApi.CreateInvoices\u0000\u001b[2J",
      tenant: `${TENANT}\u2066\u0085`,
      arguments: {},
      idempotency: "first",
      touched: [`id\u200f${"y".repeat(5000)}`],
    };
    await writeAuditRecord(forged);
    const forgedRow = rowNaming(await accountPage(), "forged");
    expect(forgedRow).not.toMatch(UNSAFE_PRINTED);
    expect(forgedRow).toContain("client-\\u202eforged\\u202c");
    expect(forgedRow).toContain("LedgerApi.CreateInvoices\\u0000\\u001b[2J");
    expect(forgedRow.length).toBeLessThan(2_000);
  });
});
