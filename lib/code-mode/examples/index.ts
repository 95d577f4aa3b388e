// Code mode's worked examples (docs/code-mode.md) as the scripts an agent sends, kept here so the
// docs, the tests (test/code-mode/jobs.test.ts) and the bench (bench/code.ts) run the same text.

/** Every sales invoice overdue by more than `days` days gets one follow-up task in the Collections project. */
export const OVERDUE_TO_TASKS = `
const [org] = await tools.LedgerApi.GetConnectedTenants({});
const cutoff = new Date(Date.parse(org.localDate) - 30 * 86400000).toISOString().slice(0, 10);
const overdue = [];
for (let page = 1; ; page++) {
  const { Invoices = [] } = await tools.LedgerApi.RetrieveInvoices({
    ledger_tenant_id: org.tenantId, filter_by_statuses: ["AUTHORISED"], page_number: page, retrieve_summary_only: true,
  });
  overdue.push(...Invoices.filter((i) => i.Type === "ACCREC" && i.AmountDue > 0 && i.DueDate.slice(0, 10) < cutoff));
  if (Invoices.length < 100) break;
}
const projects = await tools.TasksApi.GetUserProjects({});
const project = projects.find((p) => p.name === "Collections")
  ?? await tools.TasksApi.CreateProjectInTasks({ project_name: "Collections" });
const { tasks = [] } = await tools.TasksApi.RetrieveProjectWithTasks({ project_id: project.id });
const titles = new Set(tasks.map((t) => t.title));
let created = 0;
for (const invoice of overdue) {
  const title = \`Follow up \${invoice.InvoiceNumber} (\${invoice.Contact.Name}, \${invoice.AmountDue} due)\`;
  if (titles.has(title)) continue;
  await tools.TasksApi.CreateTaskTasks({ mode: "execute", request_body: JSON.stringify({ title, projectId: project.id }) });
  created++;
}
return { overdue: overdue.length, created, project: project.name };
`;

/** This month's profit against last month's, in the organisation's own calendar. */
export const PROFIT_THIS_MONTH_VS_LAST = `
const [org] = await tools.LedgerApi.GetConnectedTenants({});
const [year, month] = org.localDate.split("-").map(Number);
const first = (y, m) => new Date(Date.UTC(y, m - 1, 1)).toISOString().slice(0, 10);
const last = (y, m) => new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
const profit = async (y, m) => {
  const { Reports: [report] } = await tools.LedgerApi.GetProfitAndLossReport({
    tenant_identifier: org.tenantId, from_date: first(y, m), end_date: last(y, m),
  });
  const row = report.Rows.flatMap((section) => section.Rows ?? []).find((r) => /net profit/i.test(r.Cells?.[0]?.Value ?? ""));
  return Number(row?.Cells?.[1]?.Value ?? 0);
};
const previous = month === 1 ? [year - 1, 12] : [year, month - 1];
const now = await profit(year, month);
const before = await profit(...previous);
return { thisMonth: now, lastMonth: before, change: Math.round((now - before) * 100) / 100 };
`;

/** Pay every approved bill of a list in full from one bank account, one payment each. */
export const PAY_APPROVED_BILLS = `
const [org] = await tools.LedgerApi.GetConnectedTenants({});
const { Accounts } = await tools.LedgerApi.RetrieveFullChartOfAccounts({ ledger_tenant_identifier: org.tenantId, filter_by_attribute: 'Type=="BANK"' });
const bank = Accounts[0];
const { Invoices } = await tools.LedgerApi.RetrieveInvoices({
  ledger_tenant_id: org.tenantId, filter_by_statuses: ["AUTHORISED"], page_number: 1,
});
const bills = Invoices.filter((i) => i.Type === "ACCPAY" && i.AmountDue > 0).slice(0, 3);
const paid = [];
for (const bill of bills) {
  const { Payments: [payment] } = await tools.LedgerApi.CreatePayment({
    tenant_id: org.tenantId, invoice_id: bill.InvoiceID, account_id: bank.AccountID,
    date: org.localDate, amount: bill.AmountDue, reference: "Paid by script",
  });
  paid.push({ bill: bill.InvoiceNumber, amount: payment.Amount });
}
return paid;
`;

/** How much is past due, and who owes most: every page of authorised sales invoices, added up. */
export const PAST_DUE_AND_WHO_OWES_MOST = `
const [org] = await tools.LedgerApi.GetConnectedTenants({});
let total = 0, count = 0, pages = 0;
const owed = {};
for (let page = 1; ; page++) {
  const { Invoices = [] } = await tools.LedgerApi.RetrieveInvoices({
    ledger_tenant_id: org.tenantId, filter_by_statuses: ["AUTHORISED"], page_number: page, retrieve_summary_only: true,
  });
  pages++;
  for (const i of Invoices) {
    if (i.Type !== "ACCREC" || i.AmountDue <= 0 || i.DueDate.slice(0, 10) >= org.localDate) continue;
    total += i.AmountDue; count++;
    owed[i.Contact.Name] = (owed[i.Contact.Name] ?? 0) + i.AmountDue;
  }
  if (Invoices.length < 100) break;
}
const [topName, topAmount] = Object.entries(owed).sort((a, b) => b[1] - a[1])[0] ?? [];
return { total: Math.round(total * 100) / 100, count, pages, topName, topAmount: Math.round(topAmount * 100) / 100 };
`;

/** Open tasks per TickTick project. */
export const OPEN_TASKS_PER_PROJECT = `
const projects = await tools.TasksApi.GetUserProjects({});
const counts = {};
for (const project of projects) {
  const { tasks = [] } = await tools.TasksApi.RetrieveProjectWithTasks({ project_id: project.id });
  counts[project.name] = tasks.filter((t) => t.status === 0).length;
}
return counts;
`;
