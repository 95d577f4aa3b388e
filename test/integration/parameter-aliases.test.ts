// Issue 35, "One name per identifier", over the gateway of `npm start` (the real family handlers)
// against the sandboxes: a tool of every ledger family takes the tenant under all four spellings,
// a record's `<record>_id` / `<record>_identifier` is taken either way (TickTick's too), two values
// for one parameter are refused naming both names, and an unknown name is answered with the nearest
// accepted ones. The sandboxes record what reached them: a refusal must reach nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TENANT_SPELLINGS } from "../../lib/catalog/parameter-aliases";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/ids";
import { STARTING_DATA } from "../../local/sandbox/tasks/starting-data";
import { type LocalStack, startLocalStack } from "../../local/stack";

const P = LEDGER_STARTING_DATA.primary;
const S = LEDGER_STARTING_DATA.secondary;

let stack: LocalStack;
beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  stack = await startLocalStack({ port: 0 });
});
afterAll(() => stack?.close());
beforeEach(() => {
  stack.ledgerSandbox?.reset();
  stack.tasksSandbox?.reset();
});

interface Problem {
  parameter: string;
  message: string;
  suggestions?: string[];
}
interface Answer {
  status: number;
  body: {
    result?: Record<string, unknown>;
    error?: { type: string; message: string; details?: { problems: Problem[] } };
  };
}

async function post(tool: string, input: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${stack.url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

const ledgerRequests = () => stack.ledgerSandbox?.requests ?? [];
const tasksRequests = () => stack.tasksSandbox?.requests ?? [];
const tenantsSent = () => ledgerRequests().map((request) => request.headers["xero-tenant-id"]);

/** An answer without what Xero makes new for each response (its id and time). */
function records(result: unknown): unknown {
  const { Id: _id, DateTimeUTC: _time, ...rest } = result as Record<string, unknown>;
  // A report is stamped with the time it was run: two runs a second apart differ there alone.
  const reports = (rest.Reports as Record<string, unknown>[] | undefined)?.map(
    ({ UpdatedDateUTC: _updated, ...report }) => report,
  );
  return reports ? { ...rest, Reports: reports } : rest;
}

/** A tool of each ledger family, the tenant's own name there, and the rest of a call that works. */
const FAMILY_TOOLS = [
  ["ledger-read", "LedgerApi.RetrieveInvoices", "ledger_tenant_id", {}],
  [
    "ledger-write",
    "LedgerApi.CreateInvoiceHistory",
    "tenant_identifier",
    { invoice_id: P.invoices.authorised, history_details: "Chased by phone" },
  ],
  [
    "ledger-delete",
    "LedgerApi.RemoveContactsFromGroup",
    "ledger_tenant_identifier",
    { contact_group_id: P.contactGroups.utilities },
  ],
  ["ledger-reports", "LedgerApi.GetTrialBalanceReport", "tenant_identifier", { report_date: "2026-10-31" }],
  [
    "ledger-files",
    "LedgerApi.RetrieveJournalAttachments",
    "tenant_id",
    { manual_journal_id: P.manualJournals.posted },
  ],
] as const;

describe("the tenant under each of its four spellings", () => {
  it("covers every spelling as some family's own name", () => {
    expect(new Set(FAMILY_TOOLS.map(([, , own]) => own))).toEqual(new Set(TENANT_SPELLINGS));
  });

  it.each(FAMILY_TOOLS)(
    "%s: %s takes all four, each reaching Xero as xero-tenant-id",
    async (_family, tool, own, rest) => {
      const answers: Answer[] = [];
      for (const spelling of TENANT_SPELLINGS)
        answers.push(await post(tool, { ...rest, [spelling]: P.tenantId }));
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(tenantsSent()).toEqual(TENANT_SPELLINGS.map(() => P.tenantId));
      // Reads answer the same whichever name was used (the write and the delete change the record).
      if (tool !== "LedgerApi.CreateInvoiceHistory" && tool !== "LedgerApi.RemoveContactsFromGroup") {
        const byOwnName = records(answers[TENANT_SPELLINGS.indexOf(own)]?.body.result);
        for (const answer of answers) expect(records(answer.body.result)).toEqual(byOwnName);
      }
    },
  );

  it("an alias carries its own value: the second organisation's invoices, by tenant_id", async () => {
    const answer = await post("LedgerApi.RetrieveInvoices", { tenant_id: S.tenantId });
    expect(answer.status).toBe(200);
    const invoices = (answer.body.result?.Invoices ?? []) as { InvoiceNumber: string }[];
    const numbers = invoices.map((invoice) => invoice.InvoiceNumber);
    expect(numbers).toEqual(expect.arrayContaining([S.invoiceNumbers.authorised, S.invoiceNumbers.paid]));
    expect(numbers).not.toContain(P.invoiceNumbers.paid);
    expect(tenantsSent()).toEqual([S.tenantId]);
  });

  it("the answer's tool and every error name the tool's own parameter only where the caller used it", async () => {
    const answer = await post("LedgerApi.RetrieveInvoices", { tenant_id: "not-a-uuid" });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.details?.problems).toEqual([
      { parameter: "tenant_id", message: expect.stringMatching(/^must be a valid uuid: /) },
    ]);
    expect(answer.body.error?.message).toMatch(
      /^Invalid parameters for LedgerApi\.RetrieveInvoices: tenant_id: /,
    );
    expect(ledgerRequests()).toEqual([]);
  });
});

describe("a record's <record>_id and <record>_identifier, either way", () => {
  it("invoice_id on GetInvoiceDetails (whose parameter is invoice_identifier)", async () => {
    const answer = await post("LedgerApi.GetInvoiceDetails", {
      invoice_id: P.invoices.authorisedOverdue,
      ledger_tenant_id: P.tenantId,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ Invoices: [{ InvoiceID: P.invoices.authorisedOverdue }] });
  });

  it("invoice_identifier on EmailInvoice and RetrieveInvoiceHistory (whose parameter is invoice_id)", async () => {
    const history = await post("LedgerApi.RetrieveInvoiceHistory", {
      invoice_identifier: P.invoices.authorisedOverdue,
      tenant_identifier: P.tenantId,
    });
    expect(history.status).toBe(200);
    const emailed = await post("LedgerApi.EmailInvoice", {
      invoice_identifier: P.invoices.authorised,
      tenant_id: P.tenantId,
      idempotency_key: "alias-email-1",
    });
    expect(emailed.status, JSON.stringify(emailed.body)).toBe(200);
    expect(ledgerRequests().map((request) => request.path)).toEqual([
      `/api.xro/2.0/Invoices/${P.invoices.authorisedOverdue}/History`,
      `/api.xro/2.0/Invoices/${P.invoices.authorised}/Email`,
    ]);
  });

  it("TickTick: project_identifier where the tool says project_id, and the reverse", async () => {
    const project = await post("TasksApi.GetTasksProjectById", {
      project_identifier: STARTING_DATA.projects.work,
    });
    expect(project.status).toBe(200);
    expect(project.body.result).toMatchObject({ id: STARTING_DATA.projects.work });
    const renamed = await post("TasksApi.UpdateProjectProperties", {
      project_id: STARTING_DATA.projects.work,
      project_name: "Work (Q3)",
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toMatchObject({ id: STARTING_DATA.projects.work, name: "Work (Q3)" });
  });

  it("TickTick: task_id and project_id where the tool says task_identifier and project_identifier", async () => {
    const answer = await post("TasksApi.RetrieveTaskDetails", {
      project_id: STARTING_DATA.projects.personal,
      task_id: STARTING_DATA.tasks.checklist,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      id: STARTING_DATA.tasks.checklist,
      projectId: STARTING_DATA.projects.personal,
    });
    expect(tasksRequests().map((request) => request.path)).toEqual([
      `/open/v1/project/${STARTING_DATA.projects.personal}/task/${STARTING_DATA.tasks.checklist}`,
    ]);
  });
});

describe("two names for one parameter", () => {
  it("the same value twice is one parameter", async () => {
    const answer = await post("LedgerApi.RetrieveInvoices", {
      ledger_tenant_id: P.tenantId,
      tenant_id: P.tenantId,
      tenant_identifier: P.tenantId,
    });
    expect(answer.status).toBe(200);
    expect(tenantsSent()).toEqual([P.tenantId]);
  });

  it("different values: a ValidationError naming both, and nothing sent", async () => {
    const answer = await post("LedgerApi.RetrieveInvoices", {
      ledger_tenant_id: P.tenantId,
      tenant_id: S.tenantId,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      type: "ValidationError",
      message:
        "Invalid parameters for LedgerApi.RetrieveInvoices: tenant_id: is another name for ledger_tenant_id, which is also given, with a different value; give one of them",
      retryable: false,
      details: {
        problems: [
          {
            parameter: "tenant_id",
            message:
              "is another name for ledger_tenant_id, which is also given, with a different value; give one of them",
          },
        ],
      },
    });
    expect(ledgerRequests()).toEqual([]);
  });

  it("two aliases that disagree name each other and the parameter; other problems are listed too", async () => {
    const answer = await post("LedgerApi.RetrieveInvoices", {
      tenant_id: P.tenantId,
      tenant_identifier: S.tenantId,
      page_number: 0,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.details?.problems).toEqual([
      {
        parameter: "tenant_identifier",
        message:
          "is another name for ledger_tenant_id, as is tenant_id, which is also given, with a different value; give one of them",
      },
      { parameter: "page_number", message: "must be a whole number from 1 to 2147483647" },
    ]);
    expect(ledgerRequests()).toEqual([]);
  });

  it("a record id given both ways with different values is refused the same way", async () => {
    const answer = await post("LedgerApi.GetInvoiceDetails", {
      invoice_identifier: P.invoices.paid,
      invoice_id: P.invoices.draft,
      ledger_tenant_id: P.tenantId,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.details?.problems).toEqual([
      {
        parameter: "invoice_id",
        message:
          "is another name for invoice_identifier, which is also given, with a different value; give one of them",
      },
    ]);
    expect(ledgerRequests()).toEqual([]);
  });

  it("the own name given after its alias is the one named", async () => {
    const answer = await post("TasksApi.GetTasksProjectById", {
      project_identifier: STARTING_DATA.projects.work,
      project_id: STARTING_DATA.projects.personal,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.details?.problems).toEqual([
      {
        parameter: "project_id",
        message:
          "is also given as project_identifier (another name for it), with a different value; give one of them",
      },
    ]);
    expect(tasksRequests()).toEqual([]);
  });
});

describe("did you mean: an unknown name and the nearest accepted ones", () => {
  const unknown = async (tool: string, input: Record<string, unknown>, name: string) => {
    const answer = await post(tool, input);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.type).toBe("ValidationError");
    expect(ledgerRequests()).toEqual([]);
    const problem = answer.body.error?.details?.problems.find((each) => each.parameter === name);
    if (!problem) throw new Error(`no problem names ${name}: ${JSON.stringify(answer.body)}`);
    return { problem, message: answer.body.error?.message ?? "" };
  };

  it("a typo of the tool's own name", async () => {
    const { problem, message } = await unknown(
      "LedgerApi.RetrieveInvoices",
      { ledger_tenant_idd: P.tenantId },
      "ledger_tenant_idd",
    );
    expect(problem.suggestions).toEqual(["ledger_tenant_id"]);
    expect(problem.message).toMatch(
      /^is not a known parameter; did you mean ledger_tenant_id\? Allowed: ledger_tenant_id, /,
    );
    expect(message).toContain("ledger_tenant_idd: is not a known parameter; did you mean ledger_tenant_id?");
  });

  it("camelCase or upper case for a snake_case name", async () => {
    const camel = await unknown(
      "LedgerApi.GetInvoiceDetails",
      { invoiceIdentifier: P.invoices.paid, ledger_tenant_id: P.tenantId },
      "invoiceIdentifier",
    );
    expect(camel.problem.suggestions).toEqual(["invoice_identifier"]);
    const upper = await unknown(
      "LedgerApi.RetrieveInvoices",
      { LEDGER_TENANT_ID: P.tenantId },
      "LEDGER_TENANT_ID",
    );
    expect(upper.problem.suggestions).toEqual(["ledger_tenant_id"]);
  });

  it("a typo of an alias suggests the alias, saying what it stands for", async () => {
    const { problem } = await unknown("LedgerApi.RetrieveInvoices", { tenant_idd: P.tenantId }, "tenant_idd");
    expect(problem.suggestions).toEqual(["tenant_id"]);
    expect(problem.message).toMatch(
      /^is not a known parameter; did you mean tenant_id \(another name for ledger_tenant_id\)\? Allowed: /,
    );
  });

  it("several when tied", async () => {
    const { problem } = await unknown(
      "LedgerApi.GetProfitAndLossReport",
      { tenant_identifier: P.tenantId, tracking_option_id: P.trackingOptions.north },
      "tracking_option_id",
    );
    expect(problem.suggestions).toEqual(["tracking_option_1_id", "tracking_option_id_2"]);
    expect(problem.message).toMatch(/did you mean tracking_option_1_id or tracking_option_id_2\? Allowed: /);
  });

  it("a field of a record sent in a write", async () => {
    const { problem } = await unknown(
      "LedgerApi.CreateInvoices",
      { tenant_id: P.tenantId, invoices: [{ type: "ACCREC", contact_idd: P.contacts.ridgeway }] },
      "invoices.0.contact_idd",
    );
    expect(problem.suggestions).toEqual(["contact_id"]);
    expect(problem.message).toMatch(/^is not a known field; did you mean contact_id\? Allowed: /);
  });

  it("nothing close enough: no suggestion", async () => {
    const { problem } = await unknown(
      "LedgerApi.RetrieveInvoices",
      { ledger_tenant_id: P.tenantId, organisation: "Demo" },
      "organisation",
    );
    expect(problem).toEqual({
      parameter: "organisation",
      message: expect.stringMatching(/^is not a known parameter; allowed: ledger_tenant_id, /),
    });
  });

  it("an alias of another tool is no parameter here, and TickTick tools take no tenant", async () => {
    const { problem } = await unknown("TasksApi.GetUserProjects", { tenant_id: P.tenantId }, "tenant_id");
    expect(problem).toEqual({ parameter: "tenant_id", message: "is not a known parameter; allowed: none" });
    expect(tasksRequests()).toEqual([]);
  });
});
