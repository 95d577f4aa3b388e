// `npm start`: serves the tools (GET /tools, POST /tools/{toolName}, POST /mcp), the OpenAPI document
// and the playground page on 127.0.0.1:$PORT (default 3000).
import { type LocalStack, startLocalStack } from "./stack";
import { portInUse } from "./start-errors";

// The functions' CloudWatch metric lines (EMF, lib/runtime/metric.ts) go to stdout beside the log
// lines only with METRICS=1: one JSON line per tool call would crowd the log otherwise.
if (process.env.METRICS !== "1") process.env.METRICS = "0";
// Each audit record as one short line when it is written (docs/operations.md, "Audit trail").
process.env.AUDIT_PRINT ??= "1";

const port = Number(process.env.PORT ?? 3000);
let stack: LocalStack;
try {
  stack = await startLocalStack({ port });
} catch (error) {
  // A taken port is the user's to fix, not a crash: one line naming PORT, no stack.
  const line = await portInUse(error, port);
  if (!line) throw error;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/** AUTH=oauth: what is needed before /mcp and /tools answer (a curl line without a token gets 401). */
function oauthSteps(url: string): string[] {
  return [
    "OAuth is on (AUTH=oauth): /mcp and /tools answer 401 without a bearer token, and the playground",
    "cannot send one. What you need:",
    `  1. Sign in, as a demo person, and connect the sandbox accounts: ${url}/account`,
    `  2. A token: point an MCP client with OAuth support (MCP Inspector, Claude Code, VS Code) at ${url}/mcp;`,
    `     it registers, opens ${url}/authorize in a browser (sign in, allow) and keeps the token it gets.`,
    "     SANDBOX_OAUTH_AUTO_APPROVE=1 approves every consent page at once (docs/remote-access.md).",
    "  3. With a token in $TOKEN, curl works as without OAuth:",
    `     curl -s -H "Authorization: Bearer $TOKEN" ${url}/tools`,
    "",
  ];
}

function tryLines(url: string): string[] {
  return [
    "Try:",
    `  curl -s ${url}/tools`,
    `  curl -s -XPOST ${url}/tools/TasksApi.GetUserProjects -d '{}'`,
    ...(stack.ledgerSandbox
      ? [
          `  curl -s -XPOST ${url}/tools/LedgerApi.RetrieveInvoices -d '{"ledger_tenant_id":"${stack.ledgerSandbox.tenants.primary}"}'`,
        ]
      : []),
    "",
  ];
}

process.stdout.write(
  [
    `Tool gateway listening on ${stack.url}`,
    ...stack.modes.map((mode) => `  ${mode}`),
    "",
    `Playground: ${stack.url}/   OpenAPI: ${stack.url}/openapi.json   MCP (Streamable HTTP): ${stack.url}/mcp`,
    "",
    ...(stack.secrets ? oauthSteps(stack.url) : tryLines(stack.url)),
  ].join("\n"),
);

const stop = async () => {
  await stack.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
