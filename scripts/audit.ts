// `npm run audit -- --principal <p> --since <ISO time | 24h | 7d> [--tenant <id>] [--tool <name>]`:
// the audit trail for operators, one line per record, newest first (docs/operations.md, "Audit
// trail"). Against the deployed table (--table, else AUDIT_TABLE; the stack's output AuditTableName)
// with the caller's own AWS credentials, or `npm start`'s dynalite with --local <endpoint> (printed
// at start). Without --principal, --tenant reads the tenant index. Every field printed, --json's
// included, is escaped and cut by lib/audit/printable.ts.
import { parseArgs } from "node:util";
import { LOCAL_AUDIT_TABLE } from "../lib/audit/local";
import { printableJson } from "../lib/audit/printable";
import { queryAudit, sinceOf } from "../lib/audit/query";
import { AUDIT_TABLE_ENV, type AuditRecord } from "../lib/audit/schema";
import { recordParts } from "../lib/audit/writer";
import { operatorClient } from "./operator-dynamodb";

const USAGE = `Usage:
  npm run audit -- --principal <p> --since <ISO time | 24h | 7d> [--tenant <id>] [--tool <name>] [--limit N] [--json]
  npm run audit -- --tenant <id> --since ...       (every principal's records for one organisation)
  Where: --table <name> (the deployed AuditTableName, with your AWS credentials; default AUDIT_TABLE),
  or --local <endpoint> (the dynalite \`npm start\` prints).`;

/** One record as one line, with its OAuth client and its error's message. */
export const recordLine = (record: AuditRecord): string => recordParts(record, true).join("  ");

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      principal: { type: "string" },
      tenant: { type: "string" },
      tool: { type: "string" },
      since: { type: "string" },
      limit: { type: "string" },
      table: { type: "string" },
      local: { type: "string" },
      json: { type: "boolean" },
    },
  });
  if ((!values.principal && !values.tenant) || !values.since) throw new Error(USAGE);
  const table = values.table ?? (values.local ? LOCAL_AUDIT_TABLE : env[AUDIT_TABLE_ENV]);
  if (!table) throw new Error(`Name the table: --table <name> or --local <endpoint>.\n${USAGE}`);
  if (values.local && !/^http:\/\/(127\.0\.0\.1|localhost):\d+\/?$/.test(values.local))
    throw new Error("--local takes the loopback endpoint `npm start` prints (http://127.0.0.1:<port>).");
  const limit = values.limit === undefined ? 100 : Number(values.limit);
  if (!Number.isInteger(limit) || limit <= 0) throw new Error("--limit must be a whole number above 0.");
  // As npm start does: the SDK's notice about Node 22 is not for this reader.
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const client = await operatorClient(values.local);
  try {
    const records = await queryAudit(client, {
      table,
      ...(values.principal ? { principal: values.principal } : {}),
      // Records keep a tenant lowercased, as Xero writes its ids.
      ...(values.tenant ? { tenant: values.tenant.toLowerCase() } : {}),
      ...(values.tool ? { tool: values.tool } : {}),
      since: sinceOf(values.since),
      limit,
    });
    if (values.json) return records.map((record) => printableJson(record)).join("\n");
    return records.length ? records.map(recordLine).join("\n") : "No records.";
  } finally {
    client.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (text) => process.stdout.write(`${text}\n`),
    (error: Error) => {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    },
  );
}
