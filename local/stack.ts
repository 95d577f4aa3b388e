// Everything `npm start` runs: per toolkit, the configured upstream or the sandbox emulator, and
// the gateway in front of the real family handlers. Tests start the same stack on port 0.
import { handler as ledgerDeleteHandler } from "../functions/ledger-delete";
import { handler as ledgerFilesHandler } from "../functions/ledger-files";
import { handler as ledgerReadHandler } from "../functions/ledger-read";
import { handler as ledgerReportsHandler } from "../functions/ledger-reports";
import { handler as ledgerWriteHandler } from "../functions/ledger-write";
import { handler as tasksHandler } from "../functions/tasks";
import { type Toolkit, tasksServiceOf } from "../lib/catalog/toolkits";
import type { Family } from "../lib/catalog/types";
import { LOCAL_MCP_TASKS_TABLE } from "../lib/mcp/tasks-extension/names";
import { isReadOnlyDeployment } from "../lib/policy/read-only";
import { LOCAL_POLICY_TABLE } from "../lib/policy/store";
import { LOCAL_REGION, localCredentials, publishCredentials } from "./credentials";
import { type LocalDynamo, startLocalDynamo } from "./dynamodb";
import { createGateway, type FamilyHandler, listen } from "./gateway";
import type { GatewayOAuth } from "./gateway-oauth";
import { type LocalOAuth, startLocalOAuth } from "./oauth-stack";
import { localAuditReader } from "./playground/audit";
import { useLocalAccounts } from "./real-accounts";
import { type LocalS3, startLocalS3 } from "./s3";
import { type LedgerSandbox, startLedgerSandbox } from "./sandbox/ledger/index";
import { sandboxScale } from "./sandbox/scale";
import { startTasksSandbox, type TasksSandbox } from "./sandbox/tasks/index";
import { type LocalWebhooks, startLocalWebhooks } from "./webhooks";

export interface LocalStack {
  url: string;
  /** One line per toolkit saying where its calls go. */
  modes: string[];
  tasksSandbox?: TasksSandbox;
  ledgerSandbox?: LedgerSandbox;
  /** The embedded DynamoDB holding idempotency records, when no table is configured. */
  dynamo?: LocalDynamo;
  /** AUTH=oauth: the local Secrets Manager holding people's connections and the apps' credentials. */
  secrets?: LocalOAuth["secrets"];
  /** XERO_WEBHOOK_KEY: `POST /webhooks/xero`, its local EventBridge and the worked reaction (./webhooks.ts). */
  webhooks?: LocalWebhooks;
  close(): Promise<void>;
}

function upstreamConfigured(prefix: string, env: NodeJS.ProcessEnv): boolean {
  return Boolean(
    env[`${prefix}_API_BASE_URL`] && (env[`${prefix}_API_ACCESS_TOKEN`] || env[`${prefix}_TOKEN_SECRET_ID`]),
  );
}

/** Points a toolkit at its sandbox; the handlers read these per call, exactly as in Lambda. */
function useSandbox(prefix: string, env: NodeJS.ProcessEnv, sandbox: { url: string; token: string }): void {
  env[`${prefix}_API_BASE_URL`] = sandbox.url;
  env[`${prefix}_API_ACCESS_TOKEN`] = sandbox.token;
  delete env[`${prefix}_TOKEN_SECRET_ID`];
}

export interface LocalStackOptions {
  port: number;
  env?: NodeJS.ProcessEnv;
  /**
   * AUTH=oauth: the certificate client metadata documents are checked against. A test serving one
   * over https on 127.0.0.1 passes its own; `npm start` uses Node's bundled CAs and what
   * NODE_EXTRA_CA_CERTS adds (docs/remote-access.md).
   */
  metadataCa?: string;
}

/** The family handlers, in process: what the gateway routes to and what the stdio entry invokes. */
export const FAMILY_HANDLERS: Record<Family, FamilyHandler> = {
  tasks: tasksHandler,
  "ledger-read": ledgerReadHandler,
  "ledger-write": ledgerWriteHandler,
  "ledger-delete": ledgerDeleteHandler,
  "ledger-reports": ledgerReportsHandler,
  "ledger-files": ledgerFilesHandler,
};

/** What the family handlers call, set up in `env`: each toolkit's upstream or sandbox, and the table. */
export interface LocalUpstreams {
  /** One line per toolkit (and the table) saying where its calls go. */
  modes: string[];
  tasksSandbox?: TasksSandbox;
  ledgerSandbox?: LedgerSandbox;
  dynamo?: LocalDynamo;
  /** The in-process S3 holding answers too large to return (RESULTS_BUCKET), when none is configured. */
  s3?: LocalS3;
  /** The audit table made in `dynamo` (AUDIT_TABLE unset), which the playground's panel reads. */
  auditTable?: string;
  close(): Promise<void>;
}

/**
 * Per toolkit, the configured upstream or the sandbox emulator, and the idempotency table (the
 * embedded dynalite unless IDEMPOTENCY_TABLE is set): everything the handlers read from `env`.
 * Shared by the gateway of `npm start` (startLocalStack) and the stdio entry (local/stdio.ts).
 */
export async function startLocalUpstreams(env: NodeJS.ProcessEnv = process.env): Promise<LocalUpstreams> {
  // Local runs use Node 20; Lambda runs Node 22. The SDK's notice about Node 22 is not for this user.
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const modes: string[] = [];
  let tasksSandbox: TasksSandbox | undefined;
  let ledgerSandbox: LedgerSandbox | undefined;
  let dynamo: LocalDynamo | undefined;
  let auditTable: string | undefined;
  // The local AWS stand-ins (Secrets Manager, dynalite, S3) answer only requests signed with this
  // process's own random credential (local/credentials.ts); each one started puts it in `env`.
  const region = env.AWS_REGION || LOCAL_REGION;
  const ownKey = Boolean(env.AWS_ACCESS_KEY_ID) && env.AWS_ACCESS_KEY_ID !== localCredentials().accessKeyId;
  // LOCAL_ACCOUNTS=real: your own accounts, with the token sets `npm run connect` stored (docs/local.md).
  const accounts = await useLocalAccounts(env);
  const own = (toolkit: Toolkit) =>
    accounts?.toolkits.includes(toolkit) ? `: ${accounts.describe(toolkit)}` : "";
  // SANDBOX_SCALE=large: the sandboxes start with an organisation and a project of real-world size.
  const scale = sandboxScale(env.SANDBOX_SCALE);
  const data = scale === "large" ? "demo data, large scale" : "demo data";
  // TASKS_SERVICE (ticktick or dida365): a wrong name fails the start, not every call.
  tasksServiceOf(env);

  if (upstreamConfigured("TASKS", env)) {
    modes.push(`TasksApi  -> upstream ${env.TASKS_API_BASE_URL}${own("TasksApi")}`);
  } else {
    tasksSandbox = await startTasksSandbox({ scale });
    useSandbox("TASKS", env, tasksSandbox);
    modes.push(`TasksApi  -> sandbox emulator at ${tasksSandbox.url} (${data}, state kept in memory)`);
  }
  if (upstreamConfigured("LEDGER", env)) {
    modes.push(`LedgerApi -> upstream ${env.LEDGER_API_BASE_URL}${own("LedgerApi")}`);
  } else {
    ledgerSandbox = await startLedgerSandbox({ scale });
    useSandbox("LEDGER", env, ledgerSandbox);
    modes.push(
      `LedgerApi -> sandbox emulator at ${ledgerSandbox.url} (${scale === "large" ? "demo organisations, the primary at large scale" : "demo organisations"}, state kept in memory); ` +
        `tenant ids: ${ledgerSandbox.tenants.primary} (primary), ${ledgerSandbox.tenants.secondary} (secondary)`,
    );
  }

  if (isReadOnlyDeployment(env)) modes.push("READ_ONLY: no write tool is listed or run");
  if (env.IDEMPOTENCY_TABLE) {
    modes.push(`Idempotency -> DynamoDB table ${env.IDEMPOTENCY_TABLE}`);
  } else {
    dynamo = await startLocalDynamo(undefined, { region });
    dynamo.configure(env);
    // Tool policies (docs/operations.md "Limits"): their own table, as on AWS; `npm run policy -- --local`.
    if (!env.POLICY_TABLE) {
      await dynamo.createTable(LOCAL_POLICY_TABLE);
      env.POLICY_TABLE = LOCAL_POLICY_TABLE;
      modes.push(
        `Tool policies -> DynamoDB table ${LOCAL_POLICY_TABLE} (in memory; npm run policy -- --local ${dynamo.endpoint} ...)`,
      );
    }
    // The audit trail (docs/operations.md): its own table, as on AWS.
    if (!env.AUDIT_TABLE) {
      const { createLocalAuditTable } = await import("../lib/audit/local");
      auditTable = await createLocalAuditTable(dynamo.endpoint, env);
      modes.push(
        `Audit trail -> DynamoDB table ${auditTable} (in memory; npm run audit -- --local ${dynamo.endpoint} --principal default --since 24h; the playground's Last calls panel)`,
      );
    }
    modes.push(
      `Idempotency -> DynamoDB table ${dynamo.tableName} in embedded dynalite at ${dynamo.endpoint} (in memory)`,
    );
  }
  // Answers over Lambda's 6 MB go to a bucket, as on AWS (docs/results.md).
  let s3: LocalS3 | undefined;
  if (env.RESULTS_BUCKET) {
    modes.push(`Large results -> S3 bucket ${env.RESULTS_BUCKET}`);
  } else {
    s3 = await startLocalS3(undefined, { region });
    s3.configure(env);
    modes.push(`Large results -> bucket ${s3.bucket} in the in-process S3 at ${s3.endpoint} (in memory)`);
  }
  // Other local tools (npm run policy, npm run audit) reach the dynalite with the credential from a
  // file only this user can read; not written under vitest unless the test names a folder.
  let published: Awaited<ReturnType<typeof publishCredentials>> | undefined;
  if (dynamo && (env.LOCAL_AWS_CREDENTIALS_DIR || !env.VITEST)) {
    published = await publishCredentials(
      [{ service: "dynamodb", endpoint: dynamo.endpoint }],
      dynamo.credentials,
      dynamo.region,
      env,
    );
  }
  if (accounts || dynamo || s3) {
    modes.push(
      `AWS stand-ins -> SigV4-signed requests only, with this run's own random credential (in this process's environment${published ? `; for --local tools in ${published.folder}, mode 0600` : ""})` +
        (ownKey ? "; it replaced the AWS credentials of the environment for this process" : ""),
    );
  }
  return {
    modes,
    tasksSandbox,
    ledgerSandbox,
    dynamo,
    s3,
    ...(auditTable ? { auditTable } : {}),
    close: async () => {
      await Promise.all([
        tasksSandbox?.close(),
        ledgerSandbox?.close(),
        dynamo?.close(),
        s3?.close(),
        accounts?.close(),
        published?.remove(),
      ]);
    },
  };
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const env = options.env ?? process.env;
  const upstreams = await startLocalUpstreams(env);
  const { modes, tasksSandbox, ledgerSandbox, dynamo } = upstreams;
  // MCP tasks (docs/mcp-tasks.md): long calls of 2026-07-28 clients, kept an hour as on AWS, run in
  // the gateway's process (stdio answers every call in its request).
  if (dynamo && !env.MCP_TASKS_TABLE) {
    await dynamo.createTable(LOCAL_MCP_TASKS_TABLE);
    env.MCP_TASKS_TABLE = LOCAL_MCP_TASKS_TABLE;
    modes.push(`MCP tasks -> DynamoDB table ${LOCAL_MCP_TASKS_TABLE} (in memory; run in this process)`);
  }

  // AUTH=oauth: bearer tokens on /mcp and /tools, people's own connections (docs/remote-access.md).
  let oauth: LocalOAuth | undefined;
  let attached: GatewayOAuth | undefined;
  if (env.AUTH === "oauth") {
    if (!tasksSandbox || !ledgerSandbox || !dynamo) {
      throw new Error(
        "AUTH=oauth runs on the sandboxes and the embedded DynamoDB: unset the upstream and table variables.",
      );
    }
    oauth = await startLocalOAuth(
      env,
      dynamo,
      { tasks: tasksSandbox, ledger: ledgerSandbox },
      options.metadataCa,
    );
    modes.push(
      `Auth -> OAuth: bearer tokens on /mcp and /tools; connections in the local Secrets Manager at ${oauth.secrets.endpoint}`,
    );
  } else if (env.AUTH !== undefined && env.AUTH !== "" && env.AUTH !== "none") {
    throw new Error(`AUTH is "oauth" or unset (got "${env.AUTH}").`);
  }

  // Xero webhooks (docs/local.md): off unless XERO_WEBHOOK_KEY is set.
  const webhooks = await startLocalWebhooks(env, { dynamo, ledgerSandbox, handlers: FAMILY_HANDLERS });
  if (webhooks) modes.push(...webhooks.modes);

  // The playground's "Last calls" panel reads the audit table only when it is this run's own.
  const auditTrail =
    dynamo && upstreams.auditTable
      ? localAuditReader(dynamo.endpoint, upstreams.auditTable, env, dynamo)
      : undefined;
  const server = createGateway({
    handlers: FAMILY_HANDLERS,
    toolFilter: env.TOOL_FILTER,
    ...(env.MCP_TASKS_TABLE ? { tasksTable: env.MCP_TASKS_TABLE } : {}),
    oauth: () => attached,
    ...(auditTrail ? { auditTrail } : {}),
    ...(webhooks ? { webhooks: webhooks.route } : {}),
  });
  const port = await listen(server, options.port);
  if (oauth) attached = await oauth.attach(`http://127.0.0.1:${port}`);
  webhooks?.attach(`http://127.0.0.1:${port}`);
  return {
    url: `http://127.0.0.1:${port}`,
    modes,
    tasksSandbox,
    ledgerSandbox,
    dynamo,
    ...(oauth ? { secrets: oauth.secrets } : {}),
    ...(webhooks ? { webhooks } : {}),
    close: async () => {
      await webhooks?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      auditTrail?.close();
      await Promise.all([upstreams.close(), oauth?.close()]);
    },
  };
}
