// `npm run policy -- set|show|clear --principal <p> ...`: an operator's per-principal tool policies
// (docs/operations.md "Limits"). Against the deployed table (--table, else the stack's output) with
// the caller's own AWS credentials, or `npm start`'s dynalite with --local <endpoint> (printed at start).
import { parseArgs } from "node:util";
import { clearPolicy, setPolicy, showPolicy } from "../lib/policy/admin";
import type { ToolPolicy } from "../lib/policy/rules";
import { LOCAL_POLICY_TABLE } from "../lib/policy/store";
import { operatorClient } from "./operator-dynamodb";

const USAGE = `Usage:
  npm run policy -- set   --principal <p|*> [--allow kind=name ...] [--deny kind=name ...] [--tenants id,id] [--daily-writes N]
  npm run policy -- show  --principal <p|*>
  npm run policy -- clear --principal <p|*>
  Rules: toolkit=LedgerApi, family=ledger-delete, preset=invoicing, tool=LedgerApi.DeleteInvoice (deny wins).
  Where: --table <name> (the deployed PoliciesTable, with your AWS credentials), or --local <endpoint>
  (the dynalite \`npm start\` prints). A principal's own policy replaces the default (*) whole.`;

function listOf(values: string[] | undefined): string[] | undefined {
  const list = values
    ?.flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
  return list && list.length > 0 ? list : undefined;
}

export async function main(argv: string[]): Promise<string> {
  // Node 20 runs this script; the SDK's notice about Node 22 is not for the operator.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      principal: { type: "string" },
      allow: { type: "string", multiple: true },
      deny: { type: "string", multiple: true },
      tenants: { type: "string" },
      "daily-writes": { type: "string" },
      table: { type: "string" },
      local: { type: "string" },
    },
  });
  const [command] = positionals;
  if (!command || !["set", "show", "clear"].includes(command) || !values.principal) throw new Error(USAGE);
  const table = values.table ?? (values.local ? LOCAL_POLICY_TABLE : process.env.POLICY_TABLE);
  if (!table) throw new Error(`Name the table: --table <name> or --local <endpoint>.\n${USAGE}`);
  const client = await operatorClient(values.local);
  try {
    if (command === "show") return JSON.stringify(await showPolicy(client, table, values.principal), null, 2);
    if (command === "clear") {
      await clearPolicy(client, table, values.principal);
      return `Cleared the policy of ${values.principal} (applies within a minute).`;
    }
    const policy: ToolPolicy = {};
    const allow = listOf(values.allow);
    const deny = listOf(values.deny);
    const tenants = listOf(values.tenants ? [values.tenants] : undefined);
    if (allow) policy.allow = allow;
    if (deny) policy.deny = deny;
    if (tenants) policy.tenants = tenants;
    if (values["daily-writes"] !== undefined) policy.dailyWrites = Number(values["daily-writes"]);
    const stored = await setPolicy(client, table, values.principal, policy);
    return `Set the policy of ${values.principal} (applies within a minute): ${JSON.stringify(stored)}`;
  } finally {
    client.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (text) => console.log(text),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
