// `npm run connect -- xero|ticktick` (`tsx local/connect.ts`): signs you in at Xero or TickTick in
// your browser and stores the connection's token set in the encrypted token file, for
// `LOCAL_ACCOUNTS=real npm start` and the stdio entry (docs/local.md). With `--custom-connection`
// (Xero), it stores a Custom Connection's client id and secret instead, with no browser.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import type { Toolkit } from "../lib/catalog/toolkits";
import { connectCustomConnection } from "./connect-custom-connection";
import { connectAccount, DEFAULT_REDIRECT_URI } from "./connect-flow";

const USAGE = `Usage: npm run connect -- xero|ticktick [--no-browser]
       npm run connect -- xero --custom-connection
Needs LEDGER_OAUTH_CLIENT_ID and LEDGER_OAUTH_CLIENT_SECRET (Xero) or TASKS_OAUTH_CLIENT_ID and
TASKS_OAUTH_CLIENT_SECRET (TickTick), the app registered with the redirect URI
LOCAL_REDIRECT_URI (default ${DEFAULT_REDIRECT_URI}). A Xero Custom Connection takes its client id
and secret from LEDGER_CLIENT_ID and LEDGER_CLIENT_SECRET, or asks for them (the secret hidden).
The token file: LOCAL_TOKEN_FILE, encrypted with LOCAL_TOKEN_PASSPHRASE or the key file
LOCAL_TOKEN_KEY_FILE (docs/local.md).`;

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

/** One line from the terminal; `hidden`: read in raw mode, nothing echoed. */
async function ask(question: string, hidden: boolean): Promise<string> {
  process.stderr.write(question);
  const { stdin } = process;
  if (!hidden || !stdin.isTTY) {
    const lines = createInterface({ input: stdin, terminal: false });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return "";
  }
  stdin.setRawMode(true);
  let text = "";
  try {
    for await (const chunk of stdin) {
      for (const char of String(chunk)) {
        if (char === "\r" || char === "\n") return text;
        if (char === "\u0003") throw new Error("Cancelled.");
        text = char === "\u007f" ? text.slice(0, -1) : text + char;
      }
    }
    return text;
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    process.stderr.write("\n");
  }
}

const { values, positionals } = parseArgs({
  options: {
    "no-browser": { type: "boolean" },
    "custom-connection": { type: "boolean" },
    help: { type: "boolean", short: "h" },
  },
  allowPositionals: true,
});
const toolkit = NAMES[(positionals[0] ?? "").toLowerCase()];
const custom = values["custom-connection"] === true;
if (values.help || !toolkit || positionals.length !== 1 || (custom && toolkit !== "LedgerApi")) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(values.help ? 0 : 2);
}

if (custom) {
  try {
    const connected = await connectCustomConnection({ ask });
    process.stderr.write(
      [
        `Connected. The Custom Connection is in ${connected.path} (entry ${connected.secretId}).`,
        `Organisation (tenant id): ${connected.tenantId}. Access tokens are fetched as they are used (30 minutes each).`,
        "Now: LOCAL_ACCOUNTS=real npm start, or LOCAL_ACCOUNTS=real in your MCP client's stdio server entry.",
        "",
      ].join("\n"),
    );
    process.exit(0);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
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
