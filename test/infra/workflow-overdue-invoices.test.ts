// "Overdue invoices to tasks" (infra/workflows/overdue-invoices.ts): the synthesized template, and the
// very definition the construct deploys run by aws-local-stepfunctions against the real `ledger-read`
// and `tasks` handlers, the Xero and TickTick sandboxes and dynalite, all on 127.0.0.1.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { App, Stack, Validations } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import * as lambda from "aws-cdk-lib/aws-lambda";
import type { StateMachine as LocalStateMachine, StateMachineDefinition } from "aws-local-stepfunctions";
import { AwsSolutionsChecks } from "cdk-nag";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as ledgerReadHandler } from "../../functions/ledger-read";
import { handler as tasksHandler } from "../../functions/tasks";
import { type AslDefinition, aslFromDefinitionString, taskStates } from "../../infra/workflows/asl";
import {
  OverdueInvoicesWorkflow,
  overdueInvoicesDefinition,
  OVERDUE_INVOICES_STATES as STATE,
} from "../../infra/workflows/overdue-invoices";
import { MAX_RATE_LIMIT_WAITS } from "../../lib/upstream/http";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { lambdaContext } from "../../local/lambda-context";
import { type LedgerSandbox, startLedgerSandbox } from "../../local/sandbox/ledger/index";
import {
  createLedgerStartingData,
  LEDGER_STARTING_DATA,
} from "../../local/sandbox/ledger/starting-data/index";
import { STARTING_DATA, startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";

// Node 20 lacks Promise.withResolvers (Node 22 has it); aws-local-stepfunctions calls it in every
// Task state, so it is added before the library is loaded (dynamically, in beforeAll).
const promiseStatics = Promise as unknown as { withResolvers?: () => unknown };
promiseStatics.withResolvers ??= () => {
  let resolve: unknown;
  let reject: unknown;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const LEDGER_READ_ARN = "arn:aws:lambda:us-east-1:123456789012:function:agent-tools-ledger-read";
const TASKS_ARN = "arn:aws:lambda:us-east-1:123456789012:function:agent-tools-tasks";
const AS_OF = "2026-11-21";
const TENANT = LEDGER_STARTING_DATA.primary.tenantId;
const PROJECT = STARTING_DATA.projects.work;

interface StartingInvoice {
  Type: string;
  Status: string;
  InvoiceID: string;
  InvoiceNumber: string;
  DueDate: string;
  AmountDue: number;
  Contact: { Name: string };
}

/** What the workflow should find, from the starting data itself: overdue AUTHORISED sales invoices, oldest first. */
function expectedInvoices(): StartingInvoice[] {
  const primary = createLedgerStartingData().find((org) => org.tenantId === TENANT);
  const invoices = (primary?.collections.Invoices ?? []) as unknown as StartingInvoice[];
  return invoices
    .filter((i) => i.Type === "ACCREC" && i.Status === "AUTHORISED" && i.AmountDue > 0 && i.DueDate < AS_OF)
    .sort((a, b) => a.DueDate.localeCompare(b.DueDate));
}

describe("synthesized template", () => {
  function synth() {
    const app = new App();
    const stack = new Stack(app, "WorkflowTest");
    const standIn = (id: string) =>
      new lambda.Function(stack, id, {
        runtime: lambda.Runtime.NODEJS_22_X,
        handler: "index.handler",
        code: lambda.Code.fromInline("exports.handler = async () => ({});"),
      });
    const ledgerRead = standIn("LedgerRead");
    const tasks = standIn("Tasks");
    const unrelated = standIn("LedgerDelete");
    const workflow = new OverdueInvoicesWorkflow(stack, "OverdueInvoices", { ledgerRead, tasks });
    const idOf = (fn: lambda.Function) => stack.getLogicalId(fn.node.defaultChild as lambda.CfnFunction);
    return {
      stack,
      workflow,
      template: Template.fromStack(stack),
      ids: { ledgerRead: idOf(ledgerRead), tasks: idOf(tasks), unrelated: idOf(unrelated) },
    };
  }

  it("is a Standard, traced state machine logging errors without execution data", () => {
    const { template } = synth();
    template.resourceCountIs("AWS::StepFunctions::StateMachine", 1);
    template.hasResourceProperties("AWS::StepFunctions::StateMachine", {
      StateMachineType: "STANDARD",
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: {
        Level: "ERROR",
        IncludeExecutionData: false,
        Destinations: [
          { CloudWatchLogsLogGroup: { LogGroupArn: { "Fn::GetAtt": [Match.anyValue(), "Arn"] } } },
        ],
      },
    });
  });

  it("reads, maps with bounded concurrency, retries throttles and catches per invoice, in JSONPath", () => {
    const { template, ids } = synth();
    // The definition is a Fn::Join around the functions' ARNs: resolve them, then match the JSON.
    const arns: Record<string, string> = { [ids.ledgerRead]: LEDGER_READ_ARN, [ids.tasks]: TASKS_ARN };
    const resolved = template.toJSON();
    for (const resource of Object.values(
      resolved.Resources as Record<string, { Type: string; Properties: { DefinitionString: unknown } }>,
    )) {
      if (resource.Type !== "AWS::StepFunctions::StateMachine") continue;
      const definition = aslFromDefinitionString(resource.Properties.DefinitionString, (token) => {
        const getAtt = token["Fn::GetAtt"] as [string, string] | undefined;
        return getAtt?.[1] === "Arn" ? arns[getAtt[0]] : undefined;
      });
      resource.Properties.DefinitionString = JSON.stringify(definition);
    }
    const throttles = Match.objectLike({ ErrorEquals: Match.arrayWith(["RateLimited", "UpstreamTimeout"]) });
    Template.fromJSON(resolved).hasResourceProperties("AWS::StepFunctions::StateMachine", {
      DefinitionString: Match.serializedJson(
        Match.objectLike({
          QueryLanguage: "JSONPath",
          States: Match.objectLike({
            [STATE.findInvoices]: Match.objectLike({
              Type: "Task",
              Resource: LEDGER_READ_ARN,
              Parameters: Match.objectLike({
                tool: "LedgerApi.RetrieveInvoices",
                input: Match.objectLike({
                  "ledger_tenant_id.$": "$.tenantId",
                  "filter_by_condition.$": Match.stringLikeRegexp(
                    '^States\\.Format\\(\'Type=="ACCREC" AND Status=="AUTHORISED" AND AmountDue>0 AND DueDate<DateTime\\(\\{\\}, \\{\\}, \\{\\}\\)\'',
                  ),
                  order_by: "DueDate ASC",
                }),
              }),
              Retry: Match.arrayWith([throttles]),
            }),
            [STATE.forEachInvoice]: Match.objectLike({
              Type: "Map",
              MaxConcurrency: 2,
              ItemSelector: Match.objectLike({
                "idempotencyKey.$": Match.stringLikeRegexp(
                  "^States\\.Format\\('overdue-\\{\\}-\\{\\}', \\$\\$\\.Execution\\.Name",
                ),
              }),
              ItemProcessor: Match.objectLike({
                States: Match.objectLike({
                  [STATE.createTask]: Match.objectLike({
                    Type: "Task",
                    Resource: TASKS_ARN,
                    Parameters: Match.objectLike({
                      tool: "TasksApi.CreateTaskTasks",
                      input: { mode: "execute", "request_body.$": "States.JsonToString($.task)" },
                      "idempotencyKey.$": "$.idempotencyKey",
                    }),
                    Retry: Match.arrayWith([throttles]),
                    Catch: [Match.objectLike({ ErrorEquals: ["States.ALL"], Next: STATE.recordFailure })],
                  }),
                }),
              }),
            }),
          }),
        }),
      ),
    });
    expect(JSON.stringify(resolved)).not.toMatch(/JSONata/i);
  });

  it("lets the role invoke the two given functions and no other", () => {
    const { template, workflow, stack, ids } = synth();
    const roleId = stack.getLogicalId(workflow.stateMachine.role.node.defaultChild as lambda.CfnFunction);
    const policies = Object.values(
      template.findResources("AWS::IAM::Policy", { Properties: { Roles: [{ Ref: roleId }] } }),
    );
    const statements = policies.flatMap(
      (policy) =>
        policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
    const invoking = statements.filter((s) =>
      [s.Action].flat().some((action) => action.startsWith("lambda:")),
    );
    expect(invoking.flatMap((s) => [s.Action].flat())).toEqual(invoking.map(() => "lambda:InvokeFunction"));
    // Each resource is a function's Arn (or its versions, Arn:*); collect which functions they name.
    const named = invoking
      .flatMap((s) => [s.Resource].flat())
      .map((resource) => /"Fn::GetAtt":\["([^"]+)","Arn"\]/.exec(JSON.stringify(resource))?.[1] ?? resource);
    expect(new Set(named)).toEqual(new Set([ids.ledgerRead, ids.tasks]));
    expect(named).not.toContain(ids.unrelated);
  });

  it.each([
    ["imported by ARN", "arn"],
    ["defined in the same stack", "function"],
  ])("passes cdk-nag's AwsSolutions checks with functions %s", (_, kind) => {
    const app = new App();
    const stack = new Stack(app, "NagTest");
    const fn = (id: string, arn: string): lambda.IFunction => {
      if (kind === "arn") return lambda.Function.fromFunctionArn(stack, id, arn);
      const standIn = new lambda.Function(stack, id, {
        runtime: lambda.Runtime.NODEJS_22_X,
        handler: "index.handler",
        code: lambda.Code.fromInline("exports.handler = async () => ({});"),
      });
      // The stand-ins' own findings are not this construct's (the house construct has its own role).
      Validations.of(standIn).acknowledge(
        {
          id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
          reason: "test stand-in",
        },
        { id: "AwsSolutions-L1", reason: "test stand-in" },
      );
      return standIn;
    };
    new OverdueInvoicesWorkflow(stack, "OverdueInvoices", {
      ledgerRead: fn("LedgerRead", LEDGER_READ_ARN),
      tasks: fn("Tasks", TASKS_ARN),
    });
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).not.toThrow();
  });
});

/** A pass-through proxy to the TickTick sandbox that answers a bare 500 to the requests `failWhen` picks. */
async function startTasksProxy(target: string) {
  const origin = new URL(target).origin;
  let failWhen: (body: string) => boolean = () => false;
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    if (failWhen(body)) {
      res.writeHead(500, { "content-type": "text/plain" }).end("Internal Server Error");
      return;
    }
    const upstream = await fetch(new URL(req.url ?? "/", origin), {
      method: req.method,
      headers: {
        authorization: String(req.headers.authorization ?? ""),
        "content-type": String(req.headers["content-type"] ?? "application/json"),
      },
      body: body === "" ? undefined : body,
    });
    res.writeHead(upstream.status, {
      "content-type": upstream.headers.get("content-type") ?? "application/json",
    });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${new URL(target).pathname}`,
    failWhen: (predicate: (body: string) => boolean) => {
      failWhen = predicate;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// The library exports neither its event type nor its override types; they are read off `run`.
type RunOptions = NonNullable<Parameters<LocalStateMachine["run"]>[1]>;
type TaskOverrides = NonNullable<NonNullable<RunOptions["overrides"]>["taskResourceLocalHandlers"]>;
type EventLog = ReturnType<LocalStateMachine["run"]>["eventLogs"] extends AsyncGenerator<infer E> ? E : never;
type Handler = (event: unknown, context: ReturnType<typeof lambdaContext>) => Promise<unknown>;

/**
 * aws-local-stepfunctions overrides Task states by state name; this finds every Task state (Map
 * bodies included) whose Resource is one of the ARNs and runs that function's real handler instead.
 */
function localHandlers(definition: AslDefinition, byArn: Record<string, Handler>): TaskOverrides {
  const overrides: TaskOverrides = {};
  for (const [name, state] of taskStates(definition)) {
    const arn = String(state.Resource);
    const handler = byArn[arn];
    if (!handler) throw new Error(`no local handler for the Task state "${name}" (${arn})`);
    const functionName = arn.split(":").at(-1) ?? name;
    // A thrown error keeps its `name` (the error type), which is what Retry and Catch match, as in AWS.
    overrides[name] = async (input) => (await handler(input, lambdaContext(functionName))) as never;
  }
  return overrides;
}

interface RecordOut {
  invoiceId: string;
  invoiceNumber: string;
  status: "CREATED" | "FAILED";
  taskId?: string;
  error?: string;
  cause?: string;
}
interface Output {
  asOf: string;
  invoiceCount: number;
  results: RecordOut[];
}

describe("local execution against the sandboxes", () => {
  let StateMachine: typeof LocalStateMachine;
  let tasksSandbox: TasksSandbox;
  let ledgerSandbox: LedgerSandbox;
  let dynamo: LocalDynamo;
  let proxy: Awaited<ReturnType<typeof startTasksProxy>>;
  const definition = overdueInvoicesDefinition({ ledgerRead: LEDGER_READ_ARN, tasks: TASKS_ARN });
  const taskStateNames = [...taskStates(definition).keys()];

  beforeAll(async () => {
    ({ StateMachine } = await import("aws-local-stepfunctions"));
    // As in `npm start`: the SDK's notice about Node 22 is not for a local run.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
    dynamo = await startLocalDynamo();
    dynamo.configure(process.env);
    tasksSandbox = await startTasksSandbox();
    ledgerSandbox = await startLedgerSandbox();
    proxy = await startTasksProxy(tasksSandbox.url);
    process.env.TASKS_API_BASE_URL = proxy.url;
    process.env.TASKS_API_ACCESS_TOKEN = tasksSandbox.token;
    process.env.LEDGER_API_BASE_URL = ledgerSandbox.url;
    process.env.LEDGER_API_ACCESS_TOKEN = ledgerSandbox.token;
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all([tasksSandbox?.close(), ledgerSandbox?.close(), dynamo?.close()]);
  });
  beforeEach(() => {
    tasksSandbox.reset();
    ledgerSandbox.reset();
    proxy.failWhen(() => false);
  });

  /** One execution named `name`; Retry pauses are cut to 0 ms (the states keep their real Retry). */
  async function run(name: string, input: Record<string, unknown>) {
    const machine = new StateMachine(definition as unknown as StateMachineDefinition);
    const execution = machine.run(input as Parameters<LocalStateMachine["run"]>[0], {
      overrides: {
        taskResourceLocalHandlers: localHandlers(definition, {
          [LEDGER_READ_ARN]: ledgerReadHandler as Handler,
          [TASKS_ARN]: tasksHandler as Handler,
        }),
        retryIntervalOverrides: Object.fromEntries(taskStateNames.map((state) => [state, 0])),
      },
      context: { Execution: { Name: name } },
    });
    const events: EventLog[] = [];
    const logged = (async () => {
      for await (const event of execution.eventLogs) events.push(event);
    })();
    const output = (await execution.result) as unknown as Output;
    await logged;
    return { output, events };
  }

  /** The tasks the TickTick sandbox holds in the project, read over its own HTTP API. */
  async function projectTasks(): Promise<
    { id: string; title: string; content?: string; dueDate?: string }[]
  > {
    const response = await fetch(`${tasksSandbox.url}/project/${PROJECT}/data`, {
      headers: { authorization: `Bearer ${tasksSandbox.token}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { tasks: { id: string; title: string }[] }).tasks;
  }

  const collectionTasks = async () =>
    (await projectTasks()).filter((task) => task.title.startsWith("Collect "));
  const taskCreations = () =>
    tasksSandbox.requests.filter((r) => r.method === "POST" && r.path.endsWith("/task"));
  const input = { tenantId: TENANT, projectId: PROJECT, asOf: AS_OF };

  it("creates one collection task per overdue AUTHORISED sales invoice of the starting data", async () => {
    const expected = expectedInvoices();
    expect(expected.length).toBeGreaterThan(1);

    const { output } = await run("collect-2026-11-21", input);

    const [read] = ledgerSandbox.requests.filter((r) => r.path.endsWith("/Invoices"));
    expect(read?.query).toMatchObject({
      where: 'Type=="ACCREC" AND Status=="AUTHORISED" AND AmountDue>0 AND DueDate<DateTime(2026, 11, 21)',
      order: "DueDate ASC",
      summaryOnly: "true",
    });
    expect(output.asOf).toBe(AS_OF);
    expect(output.invoiceCount).toBe(expected.length);
    // Oldest first (order_by DueDate ASC), and every one created.
    expect(output.results.map((r) => [r.invoiceId, r.invoiceNumber, r.status])).toEqual(
      expected.map((i) => [i.InvoiceID, i.InvoiceNumber, "CREATED"]),
    );
    const held = await collectionTasks();
    expect(held).toHaveLength(expected.length);
    for (const invoice of expected) {
      const task = held.find(
        (t) => t.title === `Collect ${invoice.InvoiceNumber} from ${invoice.Contact.Name}`,
      );
      expect(task, invoice.InvoiceNumber).toBeDefined();
      expect(task?.content).toContain(invoice.InvoiceID);
      expect(task?.content).toContain(`due ${invoice.DueDate}`);
      expect(task?.dueDate).toMatch(/^2026-11-21T09:00:00/);
      expect(output.results.find((r) => r.invoiceId === invoice.InvoiceID)?.taskId).toBe(task?.id);
    }
  });

  it("creates no new task when the same execution runs again", async () => {
    const first = await run("collect-again", input);
    const creations = taskCreations().length;
    const second = await run("collect-again", input);

    expect(second.output.results).toEqual(first.output.results);
    expect(taskCreations()).toHaveLength(creations);
    expect(await collectionTasks()).toHaveLength(expectedInvoices().length);
  });

  it("retries Xero's 429 in the state machine once the function's own waits are spent", async () => {
    // One more 429 than the function waits out: the call throws RateLimited, the Retry runs it again.
    ledgerSandbox.failNext({ status: 429, headers: { "retry-after": "0" }, times: MAX_RATE_LIMIT_WAITS + 1 });

    const { output, events } = await run("collect-after-429", input);

    const failed = events.filter((e) => e.type === "StateFailed" && e.state.name === STATE.findInvoices);
    expect(failed.map((e) => (e.type === "StateFailed" ? e.Error : ""))).toEqual(["RateLimited"]);
    expect(
      events.filter((e) => e.type === "StateRetried" && e.state.name === STATE.findInvoices),
    ).toHaveLength(1);
    const reads = ledgerSandbox.requests.filter((r) => r.method === "GET" && r.path.endsWith("/Invoices"));
    expect(reads).toHaveLength(MAX_RATE_LIMIT_WAITS + 2);
    expect(output.results.every((r) => r.status === "CREATED")).toBe(true);
    expect(await collectionTasks()).toHaveLength(expectedInvoices().length);
  });

  it("records an invoice whose task cannot be created and carries on with the others", async () => {
    const [broken, ...rest] = expectedInvoices();
    if (!broken) throw new Error("the starting data needs an overdue invoice");
    proxy.failWhen((body) => body.includes(broken.InvoiceNumber));

    const { output } = await run("collect-one-fails", input);

    const failure = output.results.find((r) => r.invoiceId === broken.InvoiceID);
    expect(failure).toMatchObject({
      status: "FAILED",
      invoiceNumber: broken.InvoiceNumber,
      error: "UpstreamError",
    });
    expect(failure?.taskId).toBeUndefined();
    expect(output.results.filter((r) => r.status === "CREATED").map((r) => r.invoiceId)).toEqual(
      rest.map((i) => i.InvoiceID),
    );
    const titles = (await collectionTasks()).map((t) => t.title);
    expect(titles).toHaveLength(rest.length);
    expect(titles.join("\n")).not.toContain(broken.InvoiceNumber);
  });

  it("defaults asOf to the execution's start date and honours maxInvoices", async () => {
    const before = new Date().toISOString().slice(0, 10);
    const { output } = await run("collect-today", { tenantId: TENANT, projectId: PROJECT, maxInvoices: 1 });
    const after = new Date().toISOString().slice(0, 10);

    expect([before, after]).toContain(output.asOf);
    const [year, month, day] = output.asOf.split("-");
    const [read] = ledgerSandbox.requests.filter((r) => r.path.endsWith("/Invoices"));
    expect(read?.query.where).toContain(`DueDate<DateTime(${year}, ${month}, ${day})`);
    expect(read?.query).toMatchObject({ page: "1", pageSize: "1" });
    expect(output.invoiceCount).toBeLessThanOrEqual(1);
  });

  it("fails fast with ValidationError when the input lacks the tenant or project", async () => {
    await expect(run("collect-bad-input", { projectId: PROJECT })).rejects.toMatchObject({
      cause: { name: "ValidationError" },
    });
    expect(ledgerSandbox.requests).toHaveLength(0);
  });
});
