// Creates or updates a connection's token secret (format: docs/tokens.md), or the shared OAuth
// client secret, from what the operator pastes on stdin. Secret values never come from flags (they
// would show in `ps` and shell history) and are never printed; a terminal does not echo the paste.
//
//   npm run secrets:put -- --secret-id agent-tools/ledger/acme \
//     --client-secret-id agent-tools/ledger/oauth-client < token-response.json
//   npm run secrets:put -- --secret-id agent-tools/ledger/oauth-client --oauth-client
import { parseArgs } from "node:util";
import {
  CreateSecretCommand,
  DescribeSecretCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from "@aws-sdk/client-secrets-manager";
import {
  parseClientCredentials,
  serializeTokenSet,
  type TokenSet,
  tokenSetFromOAuthResponse,
} from "../lib/upstream-tokens/token-set";

const USAGE = `Usage: npm run secrets:put -- --secret-id <id> [options] < input

Stores a connection's token set in Secrets Manager (CreateSecret, or PutSecretValue when it exists).
stdin: the OAuth token response JSON ({"access_token", "refresh_token", "expires_in", ...}) or a
bare access token (TickTick). With a terminal, paste it and end with Ctrl-D; it is not echoed.

Options:
  --secret-id <id>          the connection's secret, e.g. agent-tools/ledger/acme (required)
  --client-secret-id <id>   the shared OAuth client secret the token set refers to (Xero)
  --token-endpoint <url>    a token endpoint other than the toolkit's default
  --oauth-client            store the OAuth client secret instead: stdin {"client_id", "client_secret"}
  --description <text>      description of a new secret
  --kms-key-id <id>         KMS key of a new secret (default: aws/secretsmanager)
Honours AWS_REGION, AWS_PROFILE and AWS_ENDPOINT_URL_SECRETS_MANAGER.
`;

interface Io {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

class UsageError extends Error {}

/** The whole of stdin; from a terminal, read in raw mode so the pasted secret is not echoed. */
async function readInput(io: Io): Promise<string> {
  const { stdin } = io;
  if (!stdin.isTTY || !stdin.setRawMode) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString("utf8");
  }
  io.stderr.write("Paste the value, then press Ctrl-D (input is hidden):\n");
  stdin.setRawMode(true);
  let text = "";
  try {
    for await (const chunk of stdin) {
      for (const char of String(chunk)) {
        if (char === "\u0004") return text; // Ctrl-D
        if (char === "\u0003") throw new UsageError("Cancelled."); // Ctrl-C
        if (char === "\u007f") text = text.slice(0, -1);
        else text += char === "\r" ? "\n" : char;
      }
    }
    return text;
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
  }
}

function tokenSetFrom(text: string, options: { clientSecretId?: string; tokenEndpoint?: string }): TokenSet {
  const trimmed = text.trim();
  const previous = {
    client: options.clientSecretId ? { secretId: options.clientSecretId } : undefined,
    tokenEndpoint: options.tokenEndpoint,
    extra: {},
  };
  if (!trimmed.startsWith("{")) {
    if (trimmed === "" || /\s/.test(trimmed))
      throw new UsageError("stdin holds neither a token response nor a token.");
    return { accessToken: trimmed, ...previous };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    throw new UsageError("stdin starts with '{' but is not valid JSON.");
  }
  const set = tokenSetFromOAuthResponse(parsed, previous);
  if (!set) throw new UsageError('The token response has no "access_token".');
  return set;
}

/** What was stored, without any value. */
function summary(set: TokenSet): string {
  const parts = ["access token", set.refreshToken ? "refresh token" : "no refresh token"];
  if (set.expiresAt !== undefined) parts.push(`expires ${new Date(set.expiresAt).toISOString()}`);
  if (set.client && "secretId" in set.client) parts.push(`client from ${set.client.secretId}`);
  if (set.tokenEndpoint) parts.push(`token endpoint ${set.tokenEndpoint}`);
  return parts.join(", ");
}

async function store(
  secretId: string,
  secretString: string,
  options: { description?: string; kmsKeyId?: string },
): Promise<{ action: "Created" | "Updated"; versionId?: string }> {
  const client = new SecretsManagerClient({});
  try {
    let exists = true;
    try {
      await client.send(new DescribeSecretCommand({ SecretId: secretId }));
    } catch (error) {
      if ((error as Error).name !== "ResourceNotFoundException") throw error;
      exists = false;
    }
    if (exists) {
      const put = await client.send(
        new PutSecretValueCommand({ SecretId: secretId, SecretString: secretString }),
      );
      return { action: "Updated", versionId: put.VersionId };
    }
    const created = await client.send(
      new CreateSecretCommand({
        Name: secretId,
        SecretString: secretString,
        Description: options.description ?? "Agent tools: OAuth token set of one connection (docs/tokens.md)",
        KmsKeyId: options.kmsKeyId,
      }),
    );
    return { action: "Created", versionId: created.VersionId };
  } finally {
    client.destroy();
  }
}

/** The script; returns the exit code. */
export async function putTokenSecret(argv: string[], io: Io = process): Promise<number> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        "secret-id": { type: "string" },
        "client-secret-id": { type: "string" },
        "token-endpoint": { type: "string" },
        "oauth-client": { type: "boolean" },
        description: { type: "string" },
        "kms-key-id": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      io.stdout.write(USAGE);
      return 0;
    }
    const secretId = values["secret-id"];
    if (!secretId) throw new UsageError("--secret-id is required.");
    const text = await readInput(io);
    let secretString: string;
    let what: string;
    if (values["oauth-client"]) {
      const credentials = parseClientCredentials(text, secretId);
      secretString = JSON.stringify({
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      });
      what = "OAuth client id and secret";
    } else {
      const set = tokenSetFrom(text, {
        clientSecretId: values["client-secret-id"],
        tokenEndpoint: values["token-endpoint"],
      });
      if (set.refreshToken && !set.client) {
        io.stderr.write(
          "Note: no --client-secret-id; refreshing will use the function's <P>_OAUTH_CLIENT_SECRET_ID.\n",
        );
      }
      secretString = serializeTokenSet(set);
      what = summary(set);
    }
    const { action, versionId } = await store(secretId, secretString, {
      description: values.description,
      kmsKeyId: values["kms-key-id"],
    });
    io.stdout.write(`${action} secret ${secretId}${versionId ? ` (version ${versionId})` : ""}: ${what}.\n`);
    return 0;
  } catch (error) {
    const usage =
      error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    // SDK and ToolError messages name secrets, never their values.
    io.stderr.write(`${(error as Error).message}\n${usage ? `\n${USAGE}` : ""}`);
    return usage ? 2 : 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await putTokenSecret(process.argv.slice(2));
}
