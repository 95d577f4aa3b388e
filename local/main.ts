// `npm start`: serves the tools (GET /tools, POST /tools/{toolName}, POST /mcp), the OpenAPI document
// and the playground page on 127.0.0.1:$PORT (default 3000).
import { startLocalStack } from "./stack";

const port = Number(process.env.PORT ?? 3000);
const stack = await startLocalStack({ port });

process.stdout.write(
  [
    `Tool gateway listening on ${stack.url}`,
    ...stack.modes.map((mode) => `  ${mode}`),
    "",
    `Playground: ${stack.url}/   OpenAPI: ${stack.url}/openapi.json   MCP (Streamable HTTP): ${stack.url}/mcp`,
    "",
    ...(stack.secrets
      ? [
          "OAuth is on (AUTH=oauth): /mcp and /tools need a bearer token. Point an MCP client with OAuth support",
          `(MCP Inspector, Claude Code, VS Code) at ${stack.url}/mcp; it registers, opens ${stack.url}/authorize in a`,
          "browser, you sign in and connect the sandbox accounts as a demo person. Your connections:",
          `${stack.url}/account. SANDBOX_OAUTH_AUTO_APPROVE=1 approves every consent page at once.`,
          "",
        ]
      : []),
    "Try:",
    `  curl -s ${stack.url}/tools`,
    `  curl -s -XPOST ${stack.url}/tools/TasksApi.GetUserProjects -d '{}'`,
    ...(stack.ledgerSandbox
      ? [
          `  curl -s -XPOST ${stack.url}/tools/LedgerApi.RetrieveInvoices -d '{"ledger_tenant_id":"${stack.ledgerSandbox.tenants.primary}"}'`,
        ]
      : []),
    "",
  ].join("\n"),
);

const stop = async () => {
  await stack.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
