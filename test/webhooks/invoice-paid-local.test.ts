// The worked reaction end to end on `npm start`'s stack, every hop real: paying an overdue invoice
// in the Xero sandbox (LedgerApi.CreatePayment over the gateway) makes the sandbox send a signed
// webhook to the gateway's POST /webhooks/xero (LEDGER_SANDBOX_WEBHOOK_URL=gateway), the handler
// puts `Xero Invoice Updated` on the local EventBridge, whose rule runs the reaction, which reads
// the invoice back (PAID) and completes the collection task the overdue-invoices workflow made for
// it in the TickTick sandbox. Another invoice's task stays open; an update that leaves an invoice
// unpaid completes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STARTING_DATA } from "../../local/sandbox/tasks/index";
import { type LocalStack, startLocalStack } from "../../local/stack";
import { INVOICE_PAID_RULE } from "../../local/webhooks";
import { KEY } from "./support";

const TENANT = "00000000-0000-4000-8000-000000a00001";
const BANK_ACCOUNT = "00000000-0000-4000-8000-000000a02001";
const PROJECT = STARTING_DATA.projects.work;
let stack: LocalStack;

beforeAll(async () => {
  process.env.XERO_WEBHOOK_KEY = KEY;
  process.env.LEDGER_SANDBOX_WEBHOOK_URL = "gateway";
  stack = await startLocalStack({ port: 0 });
});
afterAll(async () => {
  await stack?.close();
  delete process.env.XERO_WEBHOOK_KEY;
  delete process.env.LEDGER_SANDBOX_WEBHOOK_URL;
});

async function tool(name: string, input: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${stack.url}/tools/${name}`, { method: "POST", body: JSON.stringify(input) });
  const answer = (await response.json()) as { result?: unknown; error?: unknown };
  if (response.status !== 200) throw new Error(`${name}: ${response.status} ${JSON.stringify(answer.error)}`);
  return answer.result;
}

interface Invoice {
  InvoiceID: string;
  InvoiceNumber: string;
  AmountDue: number;
  CurrencyCode: string;
  DueDate: string;
  Contact: { Name: string };
}

/** The collection task exactly as the workflow writes it (infra/workflows/overdue-invoices-states.ts). */
async function followUpOf(invoice: Invoice): Promise<string> {
  const task = (await tool("TasksApi.CreateTaskTasks", {
    mode: "execute",
    request_body: JSON.stringify({
      title: `Collect ${invoice.InvoiceNumber} from ${invoice.Contact.Name}`,
      content: `${invoice.AmountDue} ${invoice.CurrencyCode} outstanding, due ${invoice.DueDate.slice(0, 10)}, invoice ${invoice.InvoiceID}`,
      projectId: PROJECT,
      priority: 3,
    }),
  })) as { id: string };
  return task.id;
}

const statusOf = async (taskId: string) =>
  (
    (await tool("TasksApi.RetrieveTaskDetails", {
      project_identifier: PROJECT,
      task_identifier: taskId,
    })) as {
      status: number;
    }
  ).status;

/** Waits for the sandbox's deliveries, then for what the local bus delivered. */
async function settled(): Promise<void> {
  await stack.ledgerSandbox?.webhooks.idle();
  await stack.webhooks?.events.idle();
}

describe("a paid invoice completes its follow-up task", () => {
  let unpaid: Invoice[] = [];
  beforeAll(async () => {
    const found = (await tool("LedgerApi.RetrieveInvoices", {
      ledger_tenant_id: TENANT,
      filter_by_condition: 'Type=="ACCREC" AND Status=="AUTHORISED" AND AmountDue>1',
      order_by: "DueDate ASC",
    })) as { Invoices: Invoice[] };
    unpaid = found.Invoices;
    expect(unpaid.length).toBeGreaterThanOrEqual(2);
  });

  it("pays one invoice in full: its task is completed, the other invoice's stays open", async () => {
    const [paid, other] = unpaid as [Invoice, Invoice];
    const paidTask = await followUpOf(paid);
    const otherTask = await followUpOf(other);
    await tool("LedgerApi.CreatePayment", {
      tenant_id: TENANT,
      invoice_id: paid.InvoiceID,
      account_id: BANK_ACCOUNT,
      date: "2026-11-25",
      amount: paid.AmountDue,
      reference: `Paid ${paid.InvoiceNumber}`,
      idempotency_key: `webhook-test-${paid.InvoiceID}`,
    });
    await settled();

    const delivery = stack.ledgerSandbox?.webhooks.deliveries.at(-1);
    expect(delivery?.statuses).toEqual([200]);
    expect(delivery?.events).toContainEqual(
      expect.objectContaining({ resourceId: paid.InvoiceID, eventCategory: "INVOICE", eventType: "UPDATE" }),
    );
    expect(stack.webhooks?.events.deliveries).toContainEqual(
      expect.objectContaining({ rule: INVOICE_PAID_RULE, ok: true }),
    );
    expect(await statusOf(paidTask)).toBe(2);
    expect(await statusOf(otherTask)).toBe(0);
  });

  it("pays part of an invoice: still AUTHORISED, so its task stays open", async () => {
    const partly = unpaid[2] ?? unpaid[1];
    if (!partly) throw new Error("the starting data needs another unpaid invoice");
    const task = await followUpOf(partly);
    const before = stack.webhooks?.events.deliveries.length ?? 0;
    await tool("LedgerApi.CreatePayment", {
      tenant_id: TENANT,
      invoice_id: partly.InvoiceID,
      account_id: BANK_ACCOUNT,
      date: "2026-11-25",
      amount: 1,
      reference: "Part payment",
      idempotency_key: `webhook-test-part-${partly.InvoiceID}`,
    });
    await settled();
    // The reaction ran for the update, read the invoice, and left the task.
    expect(stack.webhooks?.events.deliveries.length).toBeGreaterThan(before);
    expect(await statusOf(task)).toBe(0);
  });
});
