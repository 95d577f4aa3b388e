// A complete, valid input per catalog row, naming starting-data records of the sandboxes. A case changes
// one part of it, so every other parameter stays valid and the verdict depends on that part alone.
import type { ToolRow } from "../../lib/catalog/types";
import { STARTING_DATA } from "../../local/sandbox/tasks/index";
import { inputFor, SETUP_BODY } from "../integration/ledger-cases";

const PROJECT = STARTING_DATA.projects.personal;
const TASK = STARTING_DATA.tasks.checklist;

/** Schema-mode bodies that use every field, so each leaf of the body schema can be mutated. */
export const EXAMPLE_BODIES: Readonly<Record<string, Record<string, unknown>>> = {
  TickTickTaskCreate: {
    title: "Fuzz task",
    content: "Notes",
    desc: "Checklist description",
    isAllDay: false,
    startDate: "2026-11-21T09:00:00+0000",
    dueDate: "2026-11-21T09:00:00+0000",
    timeZone: "Europe/London",
    reminders: ["TRIGGER:-PT30M"],
    repeatFlag: "RRULE:FREQ=DAILY;INTERVAL=1",
    priority: 3,
    sortOrder: 10,
    items: [
      {
        title: "Item",
        status: 0,
        isAllDay: false,
        sortOrder: 1,
        startDate: "2026-11-20T09:00:00Z",
        completedTime: "2026-11-20T10:00:00.123+01:00",
        timeZone: "Europe/London",
      },
    ],
    tags: ["fuzz"],
    kind: "CHECKLIST",
    projectId: PROJECT,
  },
  TickTickTaskUpdate: {
    projectId: PROJECT,
    title: "Fuzz update",
    dueDate: "2026-12-01T08:00:00Z",
    priority: 1,
    sortOrder: -5,
    items: [{ title: "Item", status: 1, startDate: "2026-11-20T09:00:00" }],
  },
  XeroSetup: {
    ...SETUP_BODY,
    ConversionBalances: [
      ...SETUP_BODY.ConversionBalances,
      {
        AccountCode: "200",
        Balance: 0,
        BalanceDetails: [{ Balance: 10, CurrencyCode: "USD", CurrencyRate: 0.6 }],
      },
    ],
    Accounts: [
      {
        Code: "499",
        Name: "Fuzz Expenses",
        Type: "EXPENSE",
        Status: "ACTIVE",
        Description: "Made by the fuzzer",
        CurrencyCode: "NZD",
        TaxType: "NONE",
        EnablePaymentsToAccount: false,
        ShowInExpenseClaims: true,
        ReportingCode: "EXP",
        AddToWatchlist: false,
      },
    ],
  },
};

function tasksInput(row: ToolRow): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const param of row.params) {
    if (param.as === "projectId") input[param.name] = PROJECT;
    else if (param.as === "taskId") input[param.name] = TASK;
    else if (param.name === "project_name") input[param.name] = "Fuzz project";
    // A move to the project the task is in: valid, and changes nothing however often it runs.
    else if (param.name === "moves")
      input[param.name] = [{ task_id: TASK, from_project_id: PROJECT, to_project_id: PROJECT }];
    else if (param.name === "mode") input[param.name] = "execute";
    else if (param.name === "request_body" && row.schemaMode)
      input[param.name] = JSON.stringify(EXAMPLE_BODIES[row.schemaMode.bodySchema]);
  }
  return input;
}

export function baselineInput(row: ToolRow): Record<string, unknown> {
  const input = row.toolkit === "TasksApi" ? tasksInput(row) : inputFor(row);
  if (row.schemaMode && input.mode === "execute") {
    input.request_body = JSON.stringify(EXAMPLE_BODIES[row.schemaMode.bodySchema]);
  }
  return input;
}
