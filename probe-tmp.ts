import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { TOOL_EXAMPLES } from "./lib/catalog/examples/index";
import { startLocalStack } from "./local/stack";
process.env.LOG_LEVEL = "silent"; process.env.CONFIRM_DESTRUCTIVE = "off";
const stack = await startLocalStack({ port: 0 });
const client = new Client({ name: "p", version: "1" });
await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp`)));
const shape = (v: any, d = 0): any => Array.isArray(v) ? (v.length ? [shape(v[0], d + 1)] : []) : v && typeof v === "object" ? (d > 2 ? "{..}" : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x, d + 1)]))) : typeof v;
for (const name of process.argv.slice(2)) {
  stack.ledgerSandbox?.reset(); stack.tasksSandbox?.reset();
  const ex = TOOL_EXAMPLES[name]!.find((e) => e.input.mode !== "get_request_schema")!;
  const r: any = await client.callTool({ name: name.replace(".", "_"), arguments: { ...ex.input } });
  console.log(name, JSON.stringify(shape(r.structuredContent)).slice(0, 700));
}
await client.close(); await stack.close();
