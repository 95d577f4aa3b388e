// `npm run connect -- xero|ticktick` (`tsx local/connect.ts`): signs you in at Xero or TickTick in
// your browser and stores the connection's token set in the encrypted token file, for
// `LOCAL_ACCOUNTS=real npm start` and the stdio entry (docs/local.md).
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import type { Toolkit } from "../lib/catalog/toolkits";
import { connectAccount, DEFAULT_REDIRECT_URI } from "./connect-flow";

const USAGE = `Usage: npm run connect -- xero|ticktick [--no-browser]
Needs LEDGER_OAUTH_CLIENT_ID and LEDGER_OAUTH_CLIENT_SECRET (Xero) or TASKS_OAUTH_CLIENT_ID and
TASKS_OAUTH_CLIENT_SECRET (TickTick), the app registered with the redirect URI
LOCAL_REDIRECT_URI (default ${DEFAULT_REDIRECT_URI}). The token file: LOCAL_TOKEN_FILE,
encrypted with LOCAL_TOKEN_PASSPHRASE or the key file LOCAL_TOKEN_KEY_FILE (docs/local.md).`;

const NAMES: Record<string, Toolkit> = {
  xero: "LedgerApi",
  ledger: "LedgerApi",
  ledgerapi: "LedgerApi",
  ticktick: "TasksApi",
  tasks: "TasksApi",
  tasksapi: "TasksApi",
};

/** The system's way to open a URL in the default browser; failing quietly (the URL is printed). */
function openBrowser(url: string): void {
  const [command, ...args] =
    process.platform === "darwin"
      ? ["open", url]
      : process.platform === "win32"
        ? ["rundll32", "url.dll,FileProtocolHandler", url]
        : ["xdg-open", url];
  try {
    const child = spawn(command as string, args, { stdio: "ignore", detached: true });
    child.on("error", () => {});
    child.unref();
  } catch {
    // printed above: the person opens it
  }
}

const { values, positionals } = parseArgs({
  options: { "no-browser": { type: "boolean" }, help: { type: "boolean", short: "h" } },
  allowPositionals: true,
});
const toolkit = NAMES[(positionals[0] ?? "").toLowerCase()];
if (values.help || !toolkit || positionals.length !== 1) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(values.help ? 0 : 2);
}

try {
  const connected = await connectAccount({
    toolkit,
    open: (url) => {
      process.stderr.write(
        `Open this address in your browser to connect (waiting 5 minutes):\n\n  ${url}\n\n`,
      );
      if (!values["no-browser"]) openBrowser(url);
    },
  });
  process.stderr.write(
    [
      `Connected. The token set is in ${connected.path} (entry ${connected.secretId}).`,
      ...(connected.scope ? [`Scopes: ${connected.scope}`] : []),
      ...(connected.expiresAt
        ? [
            `Access token expires ${connected.expiresAt}${toolkit === "LedgerApi" ? " (refreshed as it is used)" : ""}.`,
          ]
        : []),
      "Now: LOCAL_ACCOUNTS=real npm start, or LOCAL_ACCOUNTS=real in your MCP client's stdio server entry.",
      "",
    ].join("\n"),
  );
  process.exit(0);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
