// What bench/cold-start.ts measures: per function, one realistic first event and the check that it
// was answered, as the source of a `node --input-type=module -e` script; and the bare baseline, one
// node:http GET of the same Xero list the ledger-read case asks for, parsed as JSON.
import { pathToFileURL } from "node:url";
import { LEDGER_STARTING_DATA } from "../local/sandbox/ledger/index";

export interface UpstreamInfo {
  tasks: { url: string; token: string };
  ledger: { url: string; token: string; tenant: string };
  /** AWS_ENDPOINT_URL_LAMBDA: function `fn-<family>` runs that family's handler. */
  lambda: string;
  /** AWS_ENDPOINT_URL_SECRETS_MANAGER, holding SIGNING_KEY_SECRET_ID. */
  secretsManager: string;
  /** AWS_ENDPOINT_URL_DYNAMODB, holding OAUTH_TABLE (the oauth function's protocol endpoints). */
  dynamodb: string;
  signingKey: string;
  /** The credential the upstream process's AWS stand-ins take (local/credentials.ts), over the pipe. */
  aws: { accessKeyId: string; secretAccessKey: string };
}

export const SIGNING_KEY_SECRET_ID = "agent-tools/oauth/signing-key";
/** Where the Secrets Manager fake keeps the sandbox's Xero token, as a deployed function reads it. */
export const LEDGER_TOKEN_SECRET_ID = "agent-tools/ledger/default";
/** The key confirmation tokens are signed with, as the stack's secret (CONFIRMATION_KEY_SECRET_ID). */
export const CONFIRMATION_KEY_SECRET_ID = "agent-tools/confirmation/key";
export const OAUTH_BASE_URL = "https://agent-tools.example/v1";
export const OAUTH_TABLE = "agent-tools-oauth";

export interface Variant {
  name: string;
  /** The bundle's function (functions/<name>.ts), or undefined for the baselines. */
  functionName?: string;
  /** Arguments to `node`. */
  args: string[];
  /** Environment beyond the functions' common one. */
  env?: NodeJS.ProcessEnv;
  /** Informational: not one of issue 15's targets (event entry points, a token from Secrets Manager). */
  extra?: boolean;
}

const P = LEDGER_STARTING_DATA.primary;
const invoiceAttachment = Object.values(P.attachments).find((ref) => ref.collection === "Invoices");
if (!invoiceAttachment) throw new Error("the ledger starting data has no invoice attachment");

/** The representative first call of each family: a list, a create, a delete, a report, a listing. */
export const FAMILY_CALLS: Record<string, { tool: string; input: Record<string, unknown> }> = {
  tasks: { tool: "TasksApi.RetrieveProjectWithTasks", input: { project_id: "inbox" } },
  "ledger-read": { tool: "LedgerApi.RetrieveInvoices", input: { ledger_tenant_id: P.tenantId } },
  "ledger-write": {
    tool: "LedgerApi.CreateInvoiceHistory",
    input: {
      invoice_id: P.invoices.authorised,
      tenant_identifier: P.tenantId,
      history_details: "Chased by phone",
    },
  },
  // Repeatable: emptying an empty group answers 204 again.
  "ledger-delete": {
    tool: "LedgerApi.RemoveContactsFromGroup",
    input: { contact_group_id: P.contactGroups.utilities, ledger_tenant_identifier: P.tenantId },
  },
  "ledger-reports": {
    tool: "LedgerApi.GetBalanceSheetReport",
    input: { ledger_tenant_identifier: P.tenantId },
  },
  "ledger-files": {
    tool: "LedgerApi.RetrieveInvoiceAttachments",
    input: { invoice_id: invoiceAttachment.recordId, tenant_identifier: P.tenantId },
  },
};

/** An API Gateway REST proxy event as the API sends it to a family function. */
function apiGatewayEvent(tool: string, input: Record<string, unknown>) {
  return {
    resource: "/tools/{toolName}",
    path: `/tools/${tool}`,
    httpMethod: "POST",
    headers: { "content-type": "application/json", accept: "application/json", host: "api.example" },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: { toolName: tool },
    stageVariables: null,
    requestContext: { stage: "v1", requestId: "cold-start", httpMethod: "POST", identity: {} },
    body: JSON.stringify(input),
    isBase64Encoded: false,
  };
}

function sqsEvent(call: unknown) {
  const record = {
    messageId: "cold-start-1",
    receiptHandle: "cold-start",
    body: JSON.stringify(call),
    attributes: {},
    messageAttributes: {},
    md5OfBody: "",
    eventSource: "aws:sqs",
    eventSourceARN: "arn:aws:sqs:us-east-1:123456789012:agent-tools-calls",
    awsRegion: "us-east-1",
  };
  return { Records: [record] };
}

function eventBridgeEvent(call: unknown) {
  return {
    version: "0",
    id: "cold-start-1",
    "detail-type": "Tool call requested",
    source: "agent-tools.bench",
    account: "123456789012",
    time: "2026-11-24T00:00:00Z",
    region: "us-east-1",
    resources: [],
    detail: call,
  };
}

/**
 * A POST /mcp event; `headers` adds a 2026-07-28 request's MCP-Protocol-Version and Mcp-* headers,
 * `query` the endpoint's query string (`?mode=code`).
 */
function mcpEvent(
  body: unknown,
  headers: Record<string, string> = {},
  query: Record<string, string[]> | null = null,
) {
  return {
    resource: "/mcp",
    path: "/mcp",
    httpMethod: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      host: "api.example",
      ...headers,
    },
    multiValueQueryStringParameters: query,
    requestContext: { stage: "v1", requestId: "cold-start", identity: {} },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  };
}

/** An API Gateway REST proxy event as the API sends it to the oauth function. */
function oauthEvent(httpMethod: string, path: string, form?: string) {
  return {
    resource: path,
    path,
    httpMethod,
    headers: {
      accept: "application/json",
      host: "api.example",
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    requestContext: {
      stage: "v1",
      requestId: "cold-start",
      httpMethod,
      path: `/v1${path}`,
      identity: { sourceIp: "192.0.2.1" },
    },
    body: form ?? null,
    isBase64Encoded: false,
  };
}

const CONTEXT =
  '{awsRequestId:"cold-start",functionName:"cold-start",callbackWaitsForEmptyEventLoop:false,getRemainingTimeInMillis:()=>30000}';

/** Import the bundle, answer one event, fail (exit 3) unless `accept(answer)`, exit at once. */
function script(bundle: string, event: unknown, accept: string): string[] {
  const code =
    `const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)});` +
    `const answer = await handler(${JSON.stringify(event)}, ${CONTEXT});` +
    `if (!(${accept})) { process.stderr.write(JSON.stringify(answer)); process.exit(3); }` +
    "process.exit(0);";
  return ["--input-type=module", "-e", code];
}

const ANSWERED = "answer?.statusCode === 200";
/** ledger-delete's first call is unconfirmed: it answers a confirmation, having read the record. */
const ASKED = `${ANSWERED} && answer.body.includes('"confirmationRequired":true') && answer.body.includes('"current"')`;

/** The bare baseline: one node:http GET of the ledger-read case's request, its answer parsed as JSON. */
export function bareGet(upstream: UpstreamInfo): string[] {
  const headers = {
    accept: "application/json",
    authorization: `Bearer ${upstream.ledger.token}`,
    "xero-tenant-id": upstream.ledger.tenant,
  };
  const code =
    `require("node:http").get(${JSON.stringify(`${upstream.ledger.url}/Invoices`)}, ` +
    `{ headers: ${JSON.stringify(headers)} }, (response) => {` +
    "const chunks = []; response.on('data', (chunk) => chunks.push(chunk));" +
    "response.on('end', () => { JSON.parse(Buffer.concat(chunks).toString('utf8')); process.exit(0); });" +
    "}).on('error', () => process.exit(3));";
  return ["-e", code];
}

/** Every variant, in the order each round runs them. */
export function variants(bundles: Record<string, string>, upstream: UpstreamInfo, token: string): Variant[] {
  const list: Variant[] = [
    { name: "bare node:http GET + JSON.parse", args: bareGet(upstream) },
    { name: "node -e 0 (for scale)", args: ["-e", "0"] },
  ];
  for (const [family, call] of Object.entries(FAMILY_CALLS)) {
    const bundle = bundles[family];
    if (!bundle) continue;
    list.push({
      name: `${family}: ${call.tool.split(".")[1]}`,
      functionName: family,
      args: script(
        bundle,
        apiGatewayEvent(call.tool, call.input),
        family === "ledger-delete" ? ASKED : ANSWERED,
      ),
    });
  }
  const remove = bundles["ledger-delete"];
  const removal = FAMILY_CALLS["ledger-delete"];
  if (remove && removal) {
    list.push({
      // As deployed: the confirmation is signed with the stack's key, read through the extension.
      name: "ledger-delete: key via the Secrets extension",
      functionName: "ledger-delete",
      args: script(remove, apiGatewayEvent(removal.tool, removal.input), ASKED),
      env: {
        CONFIRMATION_KEY_SECRET_ID,
        PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: new URL(upstream.secretsManager).port,
      },
      extra: true,
    });
  }
  const read = bundles["ledger-read"];
  const invoices = FAMILY_CALLS["ledger-read"];
  if (read && invoices) {
    const direct = { tool: invoices.tool, input: invoices.input };
    const answered = `answer?.tool === ${JSON.stringify(invoices.tool)}`;
    list.push(
      {
        name: "ledger-read: direct invoke",
        functionName: "ledger-read",
        args: script(read, direct, answered),
        extra: true,
      },
      {
        name: "ledger-read: SQS record",
        functionName: "ledger-read",
        args: script(read, sqsEvent(direct), "answer?.batchItemFailures?.length === 0"),
        extra: true,
      },
      {
        name: "ledger-read: EventBridge event",
        functionName: "ledger-read",
        args: script(read, eventBridgeEvent(direct), answered),
        extra: true,
      },
      {
        name: "ledger-read: token from Secrets Manager",
        functionName: "ledger-read",
        args: script(read, apiGatewayEvent(invoices.tool, invoices.input), ANSWERED),
        env: { LEDGER_TOKEN_SECRET_ID },
        extra: true,
      },
      {
        // As deployed: the family functions have AWS's Parameters and Secrets extension.
        name: "ledger-read: token via the Secrets extension",
        functionName: "ledger-read",
        args: script(read, apiGatewayEvent(invoices.tool, invoices.input), ANSWERED),
        env: {
          LEDGER_TOKEN_SECRET_ID,
          PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: new URL(upstream.secretsManager).port,
        },
        extra: true,
      },
    );
  }
  const mcp = bundles.mcp;
  if (mcp) {
    const list_ = { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} };
    const call = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "LedgerApi_RetrieveInvoices", arguments: FAMILY_CALLS["ledger-read"]?.input },
    };
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-11-25",
        capabilities: {},
        clientInfo: { name: "bench", version: "1" },
      },
    };
    // Protocol 2026-07-28: each request carries its envelope and names itself in headers.
    const envelope = {
      "io.modelcontextprotocol/protocolVersion": "2026-07-28",
      "io.modelcontextprotocol/clientCapabilities": {},
    };
    const modern = (method: string, name?: string) => ({
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": method,
      ...(name ? { "mcp-name": name } : {}),
    });
    const discover = { jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: envelope } };
    // Code mode's first execute: the interpreter's load, the script, one inner call (docs/code-mode.md).
    const execute = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: {
        name: "execute",
        arguments: {
          code: `const page = await tools.LedgerApi.RetrieveInvoices(${JSON.stringify(FAMILY_CALLS["ledger-read"]?.input)}); return page.Invoices.length;`,
        },
      },
    };
    const modernList = { ...list_, params: { _meta: envelope } };
    const modernCall = { ...call, params: { ...call.params, _meta: envelope } };
    list.push(
      {
        name: "mcp: server/discover (2026-07-28)",
        functionName: "mcp",
        extra: true,
        args: script(
          mcp,
          mcpEvent(discover, modern("server/discover")),
          `${ANSWERED} && answer.body.includes("supportedVersions")`,
        ),
      },
      {
        name: "mcp: tools/list (2026-07-28)",
        functionName: "mcp",
        extra: true,
        args: script(
          mcp,
          mcpEvent(modernList, modern("tools/list")),
          `${ANSWERED} && answer.body.includes("LedgerApi_RetrieveInvoices") && answer.body.includes("ttlMs")`,
        ),
      },
      {
        name: "mcp: tools/call (2026-07-28)",
        functionName: "mcp",
        extra: true,
        args: script(
          mcp,
          mcpEvent(modernCall, modern("tools/call", call.params.name)),
          `${ANSWERED} && answer.body.includes("InvoiceID") && answer.body.includes('"resultType":"complete"') && !answer.body.includes('"isError":true')`,
        ),
      },
      {
        name: "mcp: initialize",
        functionName: "mcp",
        extra: true,
        args: script(mcp, mcpEvent(initialize), `${ANSWERED} && answer.body.includes("serverInfo")`),
      },
      {
        name: "mcp: tools/list",
        functionName: "mcp",
        args: script(
          mcp,
          mcpEvent(list_),
          `${ANSWERED} && answer.body.includes("LedgerApi_RetrieveInvoices")`,
        ),
      },
      {
        name: "mcp: tools/call",
        functionName: "mcp",
        extra: true,
        args: script(
          mcp,
          mcpEvent(call),
          `${ANSWERED} && answer.body.includes("InvoiceID") && !answer.body.includes('"isError":true')`,
        ),
      },
      {
        name: "mcp: execute (?mode=code)",
        functionName: "mcp",
        extra: true,
        args: script(
          mcp,
          mcpEvent(execute, {}, { mode: ["code"] }),
          `${ANSWERED} && answer.body.includes('"calls":1') && !answer.body.includes('"isError":true')`,
        ),
      },
    );
  }
  const oauth = bundles.oauth;
  if (oauth) {
    const env = { OAUTH_TABLE, AWS_ENDPOINT_URL_DYNAMODB: upstream.dynamodb };
    const form = "grant_type=authorization_code&client_id=cold-start-unknown&code=c&code_verifier=v";
    list.push(
      {
        // What every MCP client asks first (RFC 8414 discovery); issue 27's target.
        name: "oauth: authorization-server metadata",
        functionName: "oauth",
        args: script(
          oauth,
          oauthEvent("GET", "/.well-known/oauth-authorization-server"),
          `${ANSWERED} && answer.body.includes('"token_endpoint"')`,
        ),
        env,
      },
      {
        // The protocol side without Express: the store's client lookup, answered 401 invalid_client.
        name: "oauth: token endpoint, unknown client",
        functionName: "oauth",
        extra: true,
        args: script(
          oauth,
          oauthEvent("POST", "/token", form),
          'answer?.statusCode === 401 && answer.body.includes("invalid_client")',
        ),
        env,
      },
    );
  }
  const authorizer = bundles.authorizer;
  if (authorizer) {
    const event = {
      type: "TOKEN",
      authorizationToken: `Bearer ${token}`,
      methodArn: "arn:aws:execute-api:us-east-1:123456789012:abcdef1234/v1/POST/mcp",
    };
    const allowed = script(authorizer, event, 'answer?.policyDocument?.Statement?.[0]?.Effect === "Allow"');
    list.push(
      { name: "authorizer: verify a bearer token", functionName: "authorizer", extra: true, args: allowed },
      {
        // As deployed: the key is read through AWS's Parameters and Secrets extension.
        name: "authorizer: key via the Secrets extension",
        functionName: "authorizer",
        extra: true,
        args: allowed,
        env: { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: new URL(upstream.secretsManager).port },
      },
    );
  }
  return list;
}
