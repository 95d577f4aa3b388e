// `npm start`: serves GET /tools and POST /tools/{toolName} on 127.0.0.1:$PORT (default 3000).
import { startLocalStack } from "./stack";

const port = Number(process.env.PORT ?? 3000);
const stack = await startLocalStack({ port });

process.stdout.write(
  [
    `Tool gateway listening on ${stack.url}`,
    ...stack.modes.map((mode) => `  ${mode}`),
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
