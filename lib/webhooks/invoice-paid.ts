// The worked reaction to a Xero event: on `Xero Invoice Updated`, read the invoice back through
// the ledger tools and, when it is PAID, complete the collection task the overdue-invoices
// workflow made for it in TickTick (infra/workflows/overdue-invoices-states.ts: title "Collect
// <number> from <contact>", content "... outstanding, due <date>, invoice <InvoiceID>"). The
// event says only that the invoice changed, never how, so the invoice is read, not trusted from the
// event. Each completion is keyed by invoice and task: a redelivered event completes nothing twice.
import { log } from "../runtime/log";
import type { XeroEvent } from "./events";

/** A direct tool call (`{tool, input, idempotencyKey?, connection?}`), answered with its `result`. */
export type CallTool = (call: {
  tool: string;
  input: Record<string, unknown>;
  idempotencyKey?: string;
  connection?: string;
}) => Promise<unknown>;

/** The family function serving each tool the reaction calls. */
export const REACTION_TOOLS = {
  "LedgerApi.GetInvoiceDetails": "ledger-read",
  "TasksApi.FilterTasks": "tasks",
  "TasksApi.MarkTaskComplete": "tasks",
} as const;

export interface InvoicePaidOptions {
  /** The connection the calls act for (a deployment with per-connection secrets); none: the fixed one. */
  connection?: string;
  /** Where the follow-up tasks are (the workflow's projectId); none: every project. */
  projectIds?: string[];
}

export interface InvoicePaidOutcome {
  invoiceId: string;
  /** The invoice's status as read, or `not-an-invoice-update` for another event. */
  status: string;
  /** The ids of the tasks completed. */
  completed: string[];
}

interface FollowUpTask {
  id: string;
  projectId: string;
  title?: string;
  content?: string;
}

/** The mark the workflow puts at the end of a collection task's content. */
export const followUpMark = (invoiceId: string) => `invoice ${invoiceId}`;

/** Whether a task is the workflow's collection task for the invoice. */
export function isFollowUpOf(task: FollowUpTask, invoiceId: string): boolean {
  return (
    (task.title ?? "").startsWith("Collect ") &&
    (task.content ?? "").toLowerCase().endsWith(followUpMark(invoiceId).toLowerCase())
  );
}

export async function completeFollowUpsOfPaidInvoice(
  event: { detail?: unknown; id?: string },
  callTool: CallTool,
  options: InvoicePaidOptions = {},
): Promise<InvoicePaidOutcome> {
  const detail = (event.detail ?? {}) as Partial<XeroEvent>;
  const invoiceId = String(detail.resourceId ?? "");
  if (detail.eventCategory !== "INVOICE" || detail.eventType !== "UPDATE" || !invoiceId || !detail.tenantId) {
    return { invoiceId, status: "not-an-invoice-update", completed: [] };
  }
  const connection = options.connection ? { connection: options.connection } : {};
  const read = (await callTool({
    tool: "LedgerApi.GetInvoiceDetails",
    input: { invoice_identifier: invoiceId, ledger_tenant_id: detail.tenantId },
    ...connection,
  })) as { Invoices?: { Status?: string }[] } | null;
  const status = read?.Invoices?.[0]?.Status ?? "UNKNOWN";
  if (status !== "PAID") {
    log("info", "invoice update: not paid, nothing to complete", { invoiceId, status, eventId: event.id });
    return { invoiceId, status, completed: [] };
  }
  const open = (await callTool({
    tool: "TasksApi.FilterTasks",
    input: { statuses: [0], ...(options.projectIds?.length ? { project_ids: options.projectIds } : {}) },
    ...connection,
  })) as FollowUpTask[] | null;
  const followUps = (open ?? []).filter((task) => isFollowUpOf(task, invoiceId));
  const completed: string[] = [];
  for (const task of followUps) {
    await callTool({
      tool: "TasksApi.MarkTaskComplete",
      input: { project_id: task.projectId, task_identifier: task.id },
      idempotencyKey: `invoice-paid-${invoiceId}-${task.id}`,
      ...connection,
    });
    completed.push(task.id);
  }
  log("info", "invoice paid: follow-up tasks completed", { invoiceId, completed, eventId: event.id });
  return { invoiceId, status, completed };
}
