// Confirmation decided per call, on the local stack over HTTP and MCP: an ordinary step (approving
// a draft, adding a phone to an empty slot, a new file name) runs at once; a move Xero refuses is
// refused before any token, naming the move that does what was meant; a call that would lose
// something asks, and its preview shows each field it sets, now and after.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConfirmationAnswer } from "../../lib/confirmation/confirm";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/ids";
import { useMcpStack } from "../support/mcp-clients";

beforeAll(() => {
  process.env.CONFIRM_DESTRUCTIVE = "on";
});

const mcp = useMcpStack("confirmation-per-call");
const starting = LEDGER_STARTING_DATA.primary;
const tenant = starting.tenantId;

async function post(tool: string, input: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${mcp.stack().url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as {
    result?: unknown;
    error?: { type: string; message: string; details?: Record<string, unknown> };
  };
  return { status: response.status, body };
}

const asked = (result: unknown) =>
  (result as Partial<ConfirmationAnswer> | undefined)?.confirmationRequired === true;

async function invoiceStatus(id: string): Promise<string> {
  const { body } = await post("LedgerApi.GetInvoiceDetails", {
    invoice_identifier: id,
    ledger_tenant_id: tenant,
  });
  return (body.result as { Invoices: { Status: string }[] }).Invoices[0]?.Status ?? "";
}

describe("an ordinary step runs at once", () => {
  it("approving a draft invoice over MCP: no confirmation, the invoice is AUTHORISED", async () => {
    const client = await mcp.connect("?preset=all");
    const draft = (
      await post("LedgerApi.CreateInvoices", {
        tenant_id: tenant,
        invoices: [
          {
            type: "ACCREC",
            contact_id: starting.contacts.marine,
            line_items: [{ description: "Survey", quantity: 1, unit_amount: 100, account_code: "200" }],
          },
        ],
      })
    ).body.result as { Invoices: { InvoiceID: string; Status: string }[] };
    const id = draft.Invoices[0]?.InvoiceID as string;
    const result = (await client.callTool({
      name: "LedgerApi_UpdateInvoice",
      arguments: { tenant_id: tenant, invoice_id: id, invoice: { status: "AUTHORISED" } },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(asked(result.structuredContent)).toBe(false);
    expect(await invoiceStatus(id)).toBe("AUTHORISED");
  });

  it("adding a mobile number where the contact has none asks nothing; overwriting the main number asks", async () => {
    const contact = starting.contacts.bayside;
    const mobile = await post("LedgerApi.UpdateContact", {
      tenant_id: tenant,
      contact_id: contact,
      contact: { phones: [{ phone_type: "MOBILE", phone_number: "021 555 0100" }] },
    });
    expect(mobile.status).toBe(200);
    expect(asked(mobile.body.result)).toBe(false);
    const main = await post("LedgerApi.UpdateContact", {
      tenant_id: tenant,
      contact_id: contact,
      contact: { phones: [{ phone_type: "MOBILE", phone_number: "021 555 0111" }] },
    });
    const answer = main.body.result as ConfirmationAnswer;
    expect(answer.confirmationRequired).toBe(true);
    const change = answer.wouldChange?.records?.[0]?.changes?.find((each) => each.field === "Phones");
    expect(change?.new).toEqual([{ PhoneType: "MOBILE", PhoneNumber: "021 555 0111" }]);
    expect(change?.current).toEqual(
      expect.arrayContaining([expect.objectContaining({ PhoneType: "MOBILE", PhoneNumber: "021 555 0100" })]),
    );
    expect(answer.wouldChange?.records?.[0]?.record).toMatchObject({ ContactID: contact });
  });

  it("over MCP, a contact's main phone change asks, showing the old phone and the new", async () => {
    const client = await mcp.connect("?preset=all");
    const result = (await client.callTool({
      name: "LedgerApi_UpdateContact",
      arguments: {
        tenant_id: tenant,
        contact_id: starting.contacts.ridgeway,
        contact: { phones: [{ phone_type: "DEFAULT", phone_number: "09 555 0123" }] },
      },
    })) as CallToolResult;
    const answer = result.structuredContent as unknown as ConfirmationAnswer;
    expect(answer.confirmationRequired).toBe(true);
    expect(answer.wouldChange?.readWith).toBe("LedgerApi_RetrieveLedgerContact");
    const phones = answer.wouldChange?.records?.[0]?.changes?.find((change) => change.field === "Phones");
    expect(phones?.new).toEqual([{ PhoneType: "DEFAULT", PhoneNumber: "09 555 0123" }]);
    const before = (phones?.current as { PhoneType: string; PhoneNumber: string }[] | undefined)?.find(
      (phone) => phone.PhoneType === "DEFAULT",
    );
    expect(before?.PhoneNumber).toMatch(/\d/);
  });

  it("an upload under a new file name runs; under a name already on the record it asks (both tools)", async () => {
    const existing = starting.attachments.invoice;
    const upload = (tool: string, fileName: string) =>
      post(tool, {
        tenant_id: tenant,
        invoice_id: existing.recordId,
        file_name: fileName,
        content_type: "text/csv",
        content_base64: Buffer.from("a,b\n1,2\n").toString("base64"),
      });
    const fresh = await upload("LedgerApi.UploadInvoiceAttachment", "new-timesheet.csv");
    expect(fresh.status).toBe(200);
    expect(asked(fresh.body.result)).toBe(false);
    for (const tool of ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"]) {
      const same = await upload(tool, existing.fileName);
      const answer = same.body.result as ConfirmationAnswer;
      expect(answer.confirmationRequired).toBe(true);
      expect(answer.wouldChange?.records?.[0]).toMatchObject({
        record: { FileName: existing.fileName },
        changes: [{ field: "bytes", new: { MimeType: "text/csv", ContentLength: 8 } }],
      });
    }
  });

  it("the Setup with only a conversion date runs; naming an existing account or setting balances asks", async () => {
    const setup = (body: Record<string, unknown>) =>
      post("LedgerApi.SetupConversionDetails", {
        mode: "execute",
        tenant_identifier: tenant,
        request_body: JSON.stringify(body),
      });
    const dateOnly = await setup({ ConversionDate: { Month: 1, Year: 2026 } });
    expect(asked(dateOnly.body.result)).toBe(false);
    const renaming = await setup({ Accounts: [{ AccountID: starting.accounts.sales, Name: "Renamed" }] });
    expect((renaming.body.result as ConfirmationAnswer).wouldChange?.records?.[0]).toMatchObject({
      record: { AccountID: starting.accounts.sales },
      changes: [{ field: "Name", new: "Renamed" }],
    });
    const balances = await setup({ ConversionBalances: [{ AccountCode: "200", Balance: 10 }] });
    expect(asked(balances.body.result)).toBe(true);
  });
});

describe("a move Xero refuses is refused before any token", () => {
  it("voiding a DRAFT invoice over MCP names DELETED, and changes nothing", async () => {
    const client = await mcp.connect("?preset=all");
    const result = (await client.callTool({
      name: "LedgerApi_UpdateInvoice",
      arguments: { tenant_id: tenant, invoice_id: starting.invoices.draft, invoice: { status: "VOIDED" } },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    const text = JSON.stringify(result.structuredContent ?? result.content);
    expect(text).toMatch(/status DELETED/);
    expect(text).not.toMatch(/confirmationToken/);
    expect(await invoiceStatus(starting.invoices.draft)).toBe("DRAFT");
  });

  it("voiding an invoice with a payment names the payment's removal", async () => {
    const { status, body } = await post("LedgerApi.UpdateInvoice", {
      tenant_id: tenant,
      invoice_id: starting.invoices.paid,
      invoice: { status: "VOIDED" },
    });
    expect(status).toBe(400);
    expect(body.error?.type).toBe("ValidationError");
    expect(body.error?.message).toMatch(/LedgerApi\.DeletePayment/);
    expect(await invoiceStatus(starting.invoices.paid)).toBe("PAID");
  });

  it("deleting an approved invoice names VOIDED", async () => {
    const { body } = await post("LedgerApi.UpdateInvoice", {
      tenant_id: tenant,
      invoice_id: starting.invoices.authorised,
      invoice: { status: "DELETED" },
    });
    expect(body.error?.message).toMatch(/cancelled with status VOIDED/);
  });
});

describe("a call that would lose something asks, showing the change", () => {
  it("deleting a draft shows its status now and after; voiding an unpaid approved invoice asks too", async () => {
    const draft = await post("LedgerApi.UpdateInvoice", {
      tenant_id: tenant,
      invoice_id: starting.invoices.draft,
      invoice: { status: "DELETED" },
    });
    const answer = draft.body.result as ConfirmationAnswer;
    expect(answer.wouldChange?.readWith).toBe("LedgerApi.GetInvoiceDetails");
    expect(answer.wouldChange?.records?.[0]).toMatchObject({
      record: { InvoiceID: starting.invoices.draft, Status: "DRAFT" },
      changes: [{ field: "Status", current: "DRAFT", new: "DELETED" }],
    });
    const approved = (
      await post("LedgerApi.CreateInvoices", {
        tenant_id: tenant,
        invoices: [
          {
            type: "ACCREC",
            status: "AUTHORISED",
            contact_id: starting.contacts.marine,
            line_items: [{ description: "Survey", quantity: 1, unit_amount: 100, account_code: "200" }],
          },
        ],
      })
    ).body.result as { Invoices: { InvoiceID: string }[] };
    const voiding = await post("LedgerApi.UpdateInvoice", {
      tenant_id: tenant,
      invoice_id: approved.Invoices[0]?.InvoiceID,
      invoice: { status: "VOIDED" },
    });
    expect(voiding.body.error?.message).toBeUndefined();
    expect(asked(voiding.body.result)).toBe(true);
  });

  it("an update-or-create reads only the records it names by id, never the collection", async () => {
    const { body } = await post("LedgerApi.UpdateOrCreateInvoices", {
      tenant_id: tenant,
      invoices: [
        { invoice_id: starting.invoices.draft, status: "DELETED" },
        {
          type: "ACCREC",
          contact_id: starting.contacts.marine,
          line_items: [{ description: "New", quantity: 1, unit_amount: 5, account_code: "200" }],
        },
      ],
    });
    const answer = body.result as ConfirmationAnswer;
    expect(answer.confirmationRequired).toBe(true);
    // One record would change (the new one is only created); it was read by its id.
    expect(answer.wouldChange?.records).toHaveLength(1);
    expect(answer.wouldChange?.readWith).toBe("LedgerApi.GetInvoiceDetails");
    expect(answer.wouldChange?.records?.[0]?.changes).toEqual([
      { field: "Status", current: "DRAFT", new: "DELETED" },
    ]);
  });

  it("an update-or-create's record named by an existing number is that record's update; a new number is a create", async () => {
    const upsert = (invoice: Record<string, unknown>) =>
      post("LedgerApi.UpdateOrCreateInvoices", { tenant_id: tenant, invoices: [invoice] });
    const existing = await upsert({ invoice_number: starting.invoiceNumbers.draft, status: "DELETED" });
    expect((existing.body.result as ConfirmationAnswer).wouldChange?.records?.[0]).toMatchObject({
      record: { InvoiceNumber: starting.invoiceNumbers.draft, Status: "DRAFT" },
      changes: [{ field: "Status", current: "DRAFT", new: "DELETED" }],
    });
    const paid = await upsert({ invoice_number: starting.invoiceNumbers.paid, status: "VOIDED" });
    expect(paid.body.error?.message).toMatch(/LedgerApi\.DeletePayment/);
    const fresh = await upsert({
      type: "ACCREC",
      invoice_number: `NEW-${Date.now()}`,
      status: "DRAFT",
      contact_id: starting.contacts.marine,
      line_items: [{ description: "New", quantity: 1, unit_amount: 5, account_code: "200" }],
    });
    expect(fresh.body.error).toBeUndefined();
    expect(asked(fresh.body.result)).toBe(false);
  });

  it("one unkeyed yes makes one write, however often the token is sent", async () => {
    const reference = `one-yes-${Date.now()}`;
    const input = {
      tenant_id: tenant,
      invoices: [
        { invoice_id: starting.bills.draft, status: "DELETED" },
        {
          type: "ACCREC",
          contact_id: starting.contacts.marine,
          reference,
          line_items: [{ description: "Once", quantity: 1, unit_amount: 7, account_code: "200" }],
        },
      ],
    };
    const first = (await post("LedgerApi.UpdateOrCreateInvoices", input)).body.result as ConfirmationAnswer;
    const headers = { "Confirmation-Token": first.confirmationToken };
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push((await post("LedgerApi.UpdateOrCreateInvoices", input, headers)).body);
    expect(answers[0]?.error).toBeUndefined();
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const listed = await post("LedgerApi.RetrieveInvoices", {
      ledger_tenant_id: tenant,
      filter_by_condition: `Reference=="${reference}"`,
    });
    expect((listed.body.result as { Invoices: unknown[] }).Invoices).toHaveLength(1);
  });
});

describe("the MCP schema of a tool that can ask", () => {
  it("declares _confirmation, so a client holding the model to the schema can send it", async () => {
    const client = await mcp.connect("?preset=all");
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const update = byName.get("LedgerApi_UpdateInvoice")?.inputSchema as {
      properties: Record<string, unknown>;
    };
    expect(update.properties._confirmation).toMatchObject({ type: "string" });
    const read = byName.get("LedgerApi_GetInvoiceDetails")?.inputSchema as {
      properties: Record<string, unknown>;
    };
    expect(read.properties._confirmation).toBeUndefined();
    const asking = tools.filter((tool) => tool.annotations?.destructiveHint);
    expect(asking.every((tool) => "_confirmation" in (tool.inputSchema.properties ?? {}))).toBe(true);
  });
});

describe("attachment file names", () => {
  it.each([
    ["a bidi override", "invoice\u202Efdp.exe"],
    ["a line feed", "a\nb.pdf"],
    ["a C1 control", "a\u0085b.pdf"],
    ["NUL", "a\u0000b.pdf"],
  ])("with %s are refused, naming file_name", async (_name, fileName) => {
    const { status, body } = await post("LedgerApi.UploadInvoiceAttachment", {
      tenant_id: tenant,
      invoice_id: starting.invoices.draft,
      file_name: fileName,
      content_type: "application/pdf",
      content_base64: "JVBERi0=",
    });
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/file_name/);
  });
});
