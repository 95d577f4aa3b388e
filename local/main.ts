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
