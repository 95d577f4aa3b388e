// The loopback peers of bench/cold-start.ts, in a process of their own so the measured processes
// share the machine with idle servers, not with the bench loop: both sandboxes (TickTick, Xero), a
// Lambda Invoke endpoint that runs the family handlers warm (the mcp function's tools/call goes
// there, as it goes to the family function on AWS), and a Secrets Manager fake holding the OAuth
// signing key (the authorizer reads it), the ledger token and the confirmation key. Prints one JSON
// line (UpstreamInfo), stops on SIGTERM.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { handler as ledgerDelete } from "../functions/ledger-delete";
import { handler as ledgerFiles } from "../functions/ledger-files";
import { handler as ledgerRead } from "../functions/ledger-read";
import { handler as ledgerReports } from "../functions/ledger-reports";
import { handler as ledgerWrite } from "../functions/ledger-write";
import { handler as tasks } from "../functions/tasks";
import { localCredentials } from "../local/credentials";
import { startLocalDynamo } from "../local/dynamodb";
import { lambdaContext } from "../local/lambda-context";
import { createOAuthTable } from "../local/oauth-stack";
import { startLedgerSandbox } from "../local/sandbox/ledger/index";
import { startTasksSandbox } from "../local/sandbox/tasks/index";
import { startSecretsManagerFake } from "../local/secrets-manager";
import {
  CONFIRMATION_KEY_SECRET_ID,
  LEDGER_TOKEN_SECRET_ID,
  OAUTH_TABLE,
  SIGNING_KEY_SECRET_ID,
  type UpstreamInfo,
} from "./cold-start-cases";

const tasksSandbox = await startTasksSandbox();
const ledgerSandbox = await startLedgerSandbox();
Object.assign(process.env, {
  TASKS_API_BASE_URL: tasksSandbox.url,
  TASKS_API_ACCESS_TOKEN: tasksSandbox.token,
  LEDGER_API_BASE_URL: ledgerSandbox.url,
  LEDGER_API_ACCESS_TOKEN: ledgerSandbox.token,
  LOG_LEVEL: "silent",
});

type Handler = (event: unknown, context: never) => Promise<unknown>;
const families: Record<string, Handler> = {
  tasks,
  "ledger-read": ledgerRead,
  "ledger-write": ledgerWrite,
  "ledger-delete": ledgerDelete,
  "ledger-reports": ledgerReports,
  "ledger-files": ledgerFiles,
};

// Lambda's Invoke API, enough for the SDK's InvokeCommand: POST /2015-03-31/functions/<name>/invocations.
const lambda = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const name = /\/functions\/fn-([^/]+)\/invocations/.exec(req.url ?? "")?.[1] ?? "";
  const handler = families[decodeURIComponent(name)];
  if (!handler) {
    res.writeHead(404, { "content-type": "application/json" }).end('{"message":"no such function"}');
    return;
  }
  const event = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  let payload: unknown;
  const headers: Record<string, string> = { "content-type": "application/json" };
  try {
    payload = await handler(event, lambdaContext(`fn-${name}`) as never);
  } catch (error) {
    payload = { errorType: (error as Error).name, errorMessage: (error as Error).message };
    headers["x-amz-function-error"] = "Unhandled";
  }
  res.writeHead(200, headers).end(JSON.stringify(payload ?? null));
});
await new Promise<void>((resolve) => lambda.listen(0, "127.0.0.1", resolve));

const signingKey = "cold-start-bench-signing-key-of-at-least-32-bytes";
const secrets = await startSecretsManagerFake({
  [SIGNING_KEY_SECRET_ID]: signingKey,
  [CONFIRMATION_KEY_SECRET_ID]: "cold-start-bench-confirmation-key-of-32-bytes-or-more",
  // Far from expiry: a cold start reads the set, it does not refresh it.
  [LEDGER_TOKEN_SECRET_ID]: JSON.stringify({
    access_token: ledgerSandbox.token,
    expires_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
  }),
});

// The authorization server's table, for the oauth function's protocol endpoints.
const dynamo = await startLocalDynamo();
const dynamoClient = new DynamoDBClient({
  endpoint: dynamo.endpoint,
  region: "us-east-1",
  credentials: localCredentials(),
});
await createOAuthTable(dynamoClient, OAUTH_TABLE);

const info: UpstreamInfo = {
  tasks: { url: tasksSandbox.url, token: tasksSandbox.token },
  ledger: { url: ledgerSandbox.url, token: ledgerSandbox.token, tenant: ledgerSandbox.tenants.primary },
  lambda: `http://127.0.0.1:${(lambda.address() as AddressInfo).port}`,
  secretsManager: secrets.endpoint,
  dynamodb: dynamo.endpoint,
  signingKey,
  aws: localCredentials(),
};
process.stdout.write(`${JSON.stringify(info)}\n`);

process.on("SIGTERM", async () => {
  lambda.close();
  await Promise.all([tasksSandbox.close(), ledgerSandbox.close(), secrets.close()]);
  process.exit(0);
});
