// The states of "overdue invoices to tasks", as a CDK chain. JSONPath throughout: the local runner
// (aws-local-stepfunctions) ignores JSONata, and the test runs exactly this definition.
//
// Shape: Default settings -> Apply defaults -> Check input -> Find overdue invoices (ledger-read)
//   -> For each overdue invoice (Map: Create collection task (tasks) -> Record created task,
//      or, on any error, Record failure) -> Summarise.
import { Duration } from "aws-cdk-lib";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as sfn from "aws-cdk-lib/aws-stepfunctions";
import * as tasks from "aws-cdk-lib/aws-stepfunctions-tasks";
import type { Construct } from "constructs";
import { EVENT_RESULT_BYTES } from "../../lib/results/limits";

/** State names: the console shows them, and local runs address overrides by them. */
export const STATE = {
  defaults: "Default settings",
  applyDefaults: "Apply defaults",
  checkInput: "Check input",
  invalidInput: "Invalid input",
  findInvoices: "Find overdue invoices",
  forEachInvoice: "For each overdue invoice",
  createTask: "Create collection task",
  recordCreated: "Record created task",
  recordFailure: "Record failure",
  summarise: "Summarise",
} as const;

/** Xero's largest page; one page of summaries stays far below Step Functions' 256 KB payload limit. */
export const MAX_INVOICES = 100;

export interface OverdueInvoicesStatesOptions {
  ledgerRead: lambda.IFunction;
  tasks: lambda.IFunction;
  /** Tasks created at once. Xero allows 5 calls in flight per tenant; TickTick has no such rule. */
  maxConcurrency: number;
}

const at = sfn.JsonPath.stringAt;
const item = (field: string) => at(`$$.Map.Item.Value.${field}`);
/** "2026-11-21T10:00:00Z" -> "2026-11-21"; also Xero's ISO dates in results. */
const datePart = (path: string) => sfn.JsonPath.arrayGetItem(sfn.JsonPath.stringSplit(at(path), "T"), 0);
/** Part n (0 year, 1 month, 2 day) of the `asOf` date. */
const asOfPart = (n: number) => sfn.JsonPath.arrayGetItem(sfn.JsonPath.stringSplit(at("$.asOf"), "-"), n);

/**
 * Retries for the errors a direct invoke throws by name (docs/architecture.md): RateLimited and UpstreamTimeout
 * after the function's own waits ran out, Conflict while the same idempotency key is still in
 * flight (a redrive overlapping a slow attempt), and Lambda's own throttles and service faults.
 * Anything else (ValidationError, NotFound, ...) would fail the same way again.
 */
function retryTransient(task: sfn.TaskStateBase): void {
  task.addRetry({
    errors: ["RateLimited", "UpstreamTimeout", "Conflict"],
    interval: Duration.seconds(2),
    backoffRate: 2,
    maxAttempts: 4,
    maxDelay: Duration.seconds(30),
    // Map iterations hitting the same limit should not come back in step.
    jitterStrategy: sfn.JitterType.FULL,
  });
  task.addRetry({
    errors: [
      "Lambda.TooManyRequestsException",
      "Lambda.ServiceException",
      "Lambda.AWSLambdaException",
      "Lambda.SdkClientException",
    ],
    interval: Duration.seconds(1),
    backoffRate: 2,
    maxAttempts: 3,
    jitterStrategy: sfn.JitterType.FULL,
  });
}

/** Fills what the caller may leave out: `asOf` (the execution's UTC start date) and `maxInvoices`. */
function applyDefaults(scope: Construct): sfn.Chain {
  const defaults = sfn.Pass.jsonPath(scope, STATE.defaults, {
    parameters: { maxInvoices: MAX_INVOICES, asOf: datePart("$$.Execution.StartTime") },
    resultPath: "$.defaults",
  });
  // The caller's fields win over the defaults.
  const merge = sfn.Pass.jsonPath(scope, STATE.applyDefaults, {
    parameters: {
      args: sfn.JsonPath.jsonMerge(
        sfn.JsonPath.objectAt("$.defaults"),
        sfn.JsonPath.objectAt("$$.Execution.Input"),
      ),
    },
    outputPath: "$.args",
  });
  return defaults.next(merge);
}

/** A missing field would otherwise surface as an opaque States.Runtime error deep in a payload. */
function validInput(): sfn.Condition {
  const { and, isPresent, isString, isNumeric } = sfn.Condition;
  return and(
    isPresent("$.tenantId"),
    isString("$.tenantId"),
    isPresent("$.projectId"),
    isString("$.projectId"),
    isString("$.asOf"),
    isNumeric("$.maxInvoices"),
  );
}

/** One page of overdue sales invoices, oldest first, as summaries (no line items: smaller, faster). */
function findInvoices(scope: Construct, fn: lambda.IFunction): tasks.LambdaInvoke {
  const where = sfn.JsonPath.format(
    'Type=="ACCREC" AND Status=="AUTHORISED" AND AmountDue>0 AND DueDate<DateTime({}, {}, {})',
    asOfPart(0),
    asOfPart(1),
    asOfPart(2),
  );
  const task = tasks.LambdaInvoke.jsonPath(scope, STATE.findInvoices, {
    lambdaFunction: fn,
    payloadResponseOnly: true,
    // The Retry below names Lambda's faults itself, with backoff that local runs can shorten.
    retryOnServiceExceptions: false,
    payload: sfn.TaskInput.fromObject({
      tool: "LedgerApi.RetrieveInvoices",
      via: "stepfunctions", // the audit record's caller kind (lib/audit); it grants nothing
      input: {
        ledger_tenant_id: at("$.tenantId"),
        filter_by_condition: where,
        order_by: "DueDate ASC",
        retrieve_summary_only: true,
        page_number: 1,
        records_per_page: sfn.JsonPath.numberAt("$.maxInvoices"),
      },
      // The answer becomes this state's data (256 KB at most): a larger page comes back as a
      // `resultLocation` (or ResultTooLarge without a results bucket), never States.DataLimitExceeded.
      maxResultBytes: EVENT_RESULT_BYTES,
    }),
    // Only the list goes on; the Map's ItemSelector then keeps only the fields a task needs.
    resultSelector: { invoices: sfn.JsonPath.listAt("$.result.Invoices") },
    resultPath: "$.found",
  });
  retryTransient(task);
  return task;
}

/** The iteration's input: what the task says and the key that makes its creation happen once. */
function describeTask(): Record<string, unknown> {
  return {
    invoiceId: item("InvoiceID"),
    invoiceNumber: item("InvoiceNumber"),
    // A redrive or re-run under the same execution name replays the stored result, never a 2nd task.
    idempotencyKey: sfn.JsonPath.format("overdue-{}-{}", at("$$.Execution.Name"), item("InvoiceID")),
    task: {
      title: sfn.JsonPath.format("Collect {} from {}", item("InvoiceNumber"), item("Contact.Name")),
      content: sfn.JsonPath.format(
        "{} {} outstanding, due {}, invoice {}",
        item("AmountDue"),
        item("CurrencyCode"),
        datePart("$$.Map.Item.Value.DueDate"),
        item("InvoiceID"),
      ),
      projectId: at("$.projectId"),
      dueDate: sfn.JsonPath.format("{}T09:00:00+0000", at("$.asOf")),
      priority: 3,
    },
  };
}

function createTask(scope: Construct, fn: lambda.IFunction): tasks.LambdaInvoke {
  const task = tasks.LambdaInvoke.jsonPath(scope, STATE.createTask, {
    lambdaFunction: fn,
    payloadResponseOnly: true,
    retryOnServiceExceptions: false,
    payload: sfn.TaskInput.fromObject({
      tool: "TasksApi.CreateTaskTasks",
      via: "stepfunctions", // the audit record's caller kind (lib/audit); it grants nothing
      input: { mode: "execute", request_body: sfn.JsonPath.jsonToString(sfn.JsonPath.objectAt("$.task")) },
      idempotencyKey: at("$.idempotencyKey"),
    }),
    resultSelector: { taskId: at("$.result.id") },
    resultPath: "$.created",
  });
  retryTransient(task);
  return task;
}

/** Every iteration ends in one small record of the same shape, created or failed. */
function outcome(scope: Construct, id: string, fields: Record<string, unknown>): sfn.Pass {
  return sfn.Pass.jsonPath(scope, id, {
    parameters: { invoiceId: at("$.invoiceId"), invoiceNumber: at("$.invoiceNumber"), ...fields },
  });
}

function forEachInvoice(scope: Construct, options: OverdueInvoicesStatesOptions): sfn.Map {
  const map = sfn.Map.jsonPath(scope, STATE.forEachInvoice, {
    itemsPath: "$.found.invoices",
    itemSelector: describeTask(),
    maxConcurrency: options.maxConcurrency,
    resultPath: "$.results",
  });
  const recordCreated = outcome(scope, STATE.recordCreated, {
    status: "CREATED",
    taskId: at("$.created.taskId"),
  });
  // One invoice's failure (after the retries) is recorded and the others carry on.
  const recordFailure = outcome(scope, STATE.recordFailure, {
    status: "FAILED",
    error: at("$.failure.Error"),
    cause: at("$.failure.Cause"),
  });
  const create = createTask(scope, options.tasks);
  create.addCatch(recordFailure, { errors: [sfn.Errors.ALL], resultPath: "$.failure" });
  map.itemProcessor(create.next(recordCreated));
  return map;
}

/**
 * One list of per-invoice records rather than separate "created" and "failed" lists: splitting needs
 * a JSONPath filter, whose zero- and one-match results the local runner shapes differently from AWS.
 */
function summarise(scope: Construct): sfn.Pass {
  return sfn.Pass.jsonPath(scope, STATE.summarise, {
    parameters: {
      tenantId: at("$.tenantId"),
      projectId: at("$.projectId"),
      asOf: at("$.asOf"),
      invoiceCount: sfn.JsonPath.arrayLength(sfn.JsonPath.listAt("$.results")),
      results: sfn.JsonPath.listAt("$.results"),
    },
  });
}

export function overdueInvoicesChain(scope: Construct, options: OverdueInvoicesStatesOptions): sfn.Chain {
  const invalid = new sfn.Fail(scope, STATE.invalidInput, {
    error: "ValidationError",
    cause:
      'Input must be {"tenantId": string, "projectId": string, "asOf"?: "YYYY-MM-DD", "maxInvoices"?: number}.',
  });
  const work = findInvoices(scope, options.ledgerRead)
    .next(forEachInvoice(scope, options))
    .next(summarise(scope));
  const check = sfn.Choice.jsonPath(scope, STATE.checkInput).when(validInput(), work).otherwise(invalid);
  return applyDefaults(scope).next(check);
}
