// `npm run --silent mcp:stdio` (`tsx local/stdio.ts`; `--silent` keeps npm's banner off stdout):
// the MCP tools over stdio, for clients that launch a command (Claude Desktop, Claude Code, Cursor). The same
// tools as `POST /mcp` of `npm start` (client names, TOOL_FILTER, presets and subsets, discovery mode),
// answered by the same MCP server (lib/mcp/protocol/sdk-server.ts) with the calls going to the family
// handlers in process, against the same upstreams: the sandboxes by default, your own accounts with
// LOCAL_ACCOUNTS=real (docs/local.md).
//
// stdout carries JSON-RPC and nothing else. The project's log and metric lines are written to
// process.stdout (lib/runtime/log.ts, metric.ts), so before anything else is loaded every write to
// process.stdout is sent to stderr, and only the transport writes to the real stdout.
import { existsSync } from "node:fs";
import { Writable } from "node:stream";

// Launched with tsx directly on a fresh clone, before `npm ci`'s generation or after a clean: one
// line on what to run, not a module-not-found stack trace.
if (!existsSync(new URL("../generated/tool-modules/.inputs-hash", import.meta.url))) {
  process.stderr.write(
    "generated/ is missing: run `npm run generate` once, or start this as `npm run --silent mcp:stdio`, which does.\n",
  );
  process.exit(1);
}

const writeStdout = process.stdout.write.bind(process.stdout);
const jsonRpcOut = new Writable({
  write(chunk, encoding, callback) {
    writeStdout(chunk, encoding, callback);
  },
});
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;

const { serveStdio } = await import("./stdio-server");
await serveStdio(process.argv.slice(2), jsonRpcOut);
