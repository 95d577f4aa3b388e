// Benchmark of idempotent writes (prints numbers; not a test): time per call of the bundled
// ledger-write handler vs a bare fetch of the same request, without a key, with a fresh key (first
// call) and with a used key (replay, from the container's cache and from another container), and
// the DynamoDB requests each makes (counted at dynalite). The Xero sandbox and dynalite run in this
// process on 127.0.0.1.

import { once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { startLocalDynamo } from "../local/dynamodb";
import { lambdaContext } from "../local/lambda-context";
import { LEDGER_STARTING_DATA, startLedgerSandbox } from "../local/sandbox/ledger/index";
import { buildFunction } from "../scripts/build";
import { fmt, median, percentile } from "./stats";

const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const P = LEDGER_STARTING_DATA.primary;

const dynamo = await startLocalDynamo();
const sandbox = await startLedgerSandbox();
dynamo.configure(process.env);
Object.assign(process.env, {
  LEDGER_API_BASE_URL: sandbox.url,
  LEDGER_API_ACCESS_TOKEN: sandbox.token,
  LOG_LEVEL: "warn",
});
let dynamoRequests = 0;
// Every DynamoDB request goes through this counting proxy in front of dynalite.
const proxy = createServer((req, res) => {
  dynamoRequests++;
  const upstream = httpRequest(
    `${dynamo.endpoint}${req.url ?? "/"}`,
    { method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 500, answer.headers);
      answer.pipe(res);
    },
  );
  req.pipe(upstream);
});
await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

const { file } = await buildFunction("functions/ledger-write.ts", "dist/bench");
type Handler = (event: unknown, context: unknown) => Promise<unknown>;
/** Each import of the bundle with another query string is a separate container (fresh caches). */
async function container(name: string): Promise<Handler> {
  const module = (await import(`${pathToFileURL(file).href}?container=${name}`)) as { handler: Handler };
  return module.handler;
}
const context = lambdaContext("bench-idempotency", 60_000);
const input = (key?: string) => ({
  invoice_id: P.invoices.authorised,
  tenant_identifier: P.tenantId,
  history_details: "Benchmark note",
  ...(key ? { idempotency_key: key } : {}),
});

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const bareFetch = () =>
  fetch(`${sandbox.url}/Invoices/${P.invoices.authorised}/History`, {
    method: "PUT",
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      authorization: `Bearer ${sandbox.token}`,
      "xero-tenant-id": P.tenantId,
    },
    body: JSON.stringify({ HistoryRecords: [{ Details: "Benchmark note" }] }),
  }).then((response) => response.json());

const main = await container("main");
for (let i = 0; i < 50; i++) {
  await bareFetch();
  await main({ tool: "LedgerApi.CreateInvoiceHistory", input: input() }, context);
  await main({ tool: "LedgerApi.CreateInvoiceHistory", input: input(`warm-${i}`) }, context);
}

const times: Record<string, number[]> = { bareFetch: [], noKey: [], firstCall: [], replayCached: [] };
const dynamoPer: Record<string, number> = { firstCall: 0, replayCached: 0, replayOtherContainer: 0 };
for (let i = 0; i < CALLS; i++) {
  times.bareFetch?.push(await time(bareFetch));
  times.noKey?.push(
    await time(() => main({ tool: "LedgerApi.CreateInvoiceHistory", input: input() }, context)),
  );
  let before = dynamoRequests;
  times.firstCall?.push(
    await time(() => main({ tool: "LedgerApi.CreateInvoiceHistory", input: input(`key-${i}`) }, context)),
  );
  dynamoPer.firstCall = (dynamoPer.firstCall ?? 0) + dynamoRequests - before;
  before = dynamoRequests;
  times.replayCached?.push(
    await time(() => main({ tool: "LedgerApi.CreateInvoiceHistory", input: input(`key-${i}`) }, context)),
  );
  dynamoPer.replayCached = (dynamoPer.replayCached ?? 0) + dynamoRequests - before;
  // Keeps the history list, and so the answer size, bounded; outside the timed calls.
  if (i % 20 === 19) sandbox.reset();
}
// Another container: a worker thread has a module graph of its own (the bundle's lazy chunks too,
// which a second import in this thread would share, with their cache of completed records).
{
  const before = dynamoRequests;
  const events = Array.from({ length: 20 }, (_, i) => ({
    tool: "LedgerApi.CreateInvoiceHistory",
    input: input(`key-${i}`),
  }));
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const context = { getRemainingTimeInMillis: () => 60000, functionName: "bench-idempotency", awsRequestId: "other" };
     import(workerData.url).then(async ({ handler }) => {
       for (const event of workerData.events) await handler(event, context);
       parentPort.postMessage("done");
     });`,
    { eval: true, workerData: { url: pathToFileURL(file).href, events }, env: process.env },
  );
  await once(worker, "message");
  await worker.terminate();
  dynamoPer.replayOtherContainer = dynamoRequests - before;
}

const base = median(times.bareFetch ?? []);
process.stdout.write(`LedgerApi.CreateInvoiceHistory, ${CALLS} rounds, interleaved\n`);
for (const [name, values] of Object.entries(times)) {
  process.stdout.write(
    `  ${name.padEnd(14)} median ${fmt(median(values))}  p90 ${fmt(percentile(values, 90))}  ` +
      `ratio to bare fetch ${(median(values) / base).toFixed(2)}x\n`,
  );
}
process.stdout.write(
  `DynamoDB requests: first call ${((dynamoPer.firstCall ?? 0) / CALLS).toFixed(2)}, ` +
    `replay in the same container ${((dynamoPer.replayCached ?? 0) / CALLS).toFixed(2)}, ` +
    `replay in another container ${((dynamoPer.replayOtherContainer ?? 0) / 20).toFixed(2)} (dynalite)\n`,
);

proxy.close();
await Promise.all([sandbox.close(), dynamo.close()]);
