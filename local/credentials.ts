// The one AWS credential of a local run's stand-ins (the Secrets Manager stand-in, dynalite's front
// door, the local S3): an access key id and secret drawn with crypto.randomBytes when a process first
// asks for one (`npm start`, the stdio entry, a test file's worker), never written in the code, never
// printed. The stand-ins answer only requests signed with it (AWS Signature Version 4,
// local/sigv4-verify.ts); the in-process functions get it in the environment the SDK clients read
// (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY). Another process on the machine (`npm run policy --
// --local`, `npm run audit -- --local`) reads it from a file only the user can read: one per
// stand-in endpoint, mode 0600 in a folder of mode 0700 (docs/local.md, "The local AWS stand-ins
// and their credential").
import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { configFolder } from "./token-file";

export interface LocalCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/** The region the stand-ins sign in when the environment names none. */
export const LOCAL_REGION = "us-east-1";

/** A new credential: `LOCAL` and 16 hex digits (the id is not secret), a secret of 32 random bytes. */
export function newLocalCredentials(): LocalCredentials {
  return {
    accessKeyId: `LOCAL${randomBytes(8).toString("hex").toUpperCase()}`,
    secretAccessKey: randomBytes(32).toString("base64url"),
  };
}

let own: LocalCredentials | undefined;

/**
 * This process's credential, drawn on first use; every stand-in started here checks it by default.
 * A copy each time: the SDK clients write their own marks on the object they are given.
 */
export function localCredentials(): LocalCredentials {
  own ??= newLocalCredentials();
  return { accessKeyId: own.accessKeyId, secretAccessKey: own.secretAccessKey };
}

/**
 * Points the SDK clients that read `env` at the stand-ins' credential: sets AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY (and AWS_REGION when unset), drops AWS_SESSION_TOKEN (the stand-ins take
 * none). Answers whether other credentials were in `env` before.
 */
export function useLocalCredentials(
  env: NodeJS.ProcessEnv,
  credentials: LocalCredentials = localCredentials(),
): boolean {
  const replaced =
    env.AWS_ACCESS_KEY_ID !== undefined &&
    env.AWS_ACCESS_KEY_ID !== "" &&
    env.AWS_ACCESS_KEY_ID !== credentials.accessKeyId;
  env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
  env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
  env.AWS_REGION ||= LOCAL_REGION;
  delete env.AWS_SESSION_TOKEN;
  return replaced;
}

/** What a credential file holds: one stand-in's endpoint and how to sign for it. */
export interface PublishedCredentials {
  format: typeof FORMAT;
  service: "dynamodb" | "s3" | "secretsmanager";
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The process serving the endpoint. */
  pid: number;
}

const FORMAT = "agent-tools-local-aws/1";

/**
 * The folder of the credential files: LOCAL_AWS_CREDENTIALS_DIR, else `local-aws` in the folder of
 * the token file's defaults ($XDG_CONFIG_HOME/agent-tools, else ~/.config/agent-tools).
 */
export function credentialFolder(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOCAL_AWS_CREDENTIALS_DIR || join(configFolder(env), "local-aws");
}

/** The loopback endpoint `http://127.0.0.1:<port>` (a trailing slash allowed), else undefined. */
function loopbackPort(endpoint: string): string | undefined {
  return /^http:\/\/(?:127\.0\.0\.1|localhost):(\d{1,5})\/?$/.exec(endpoint)?.[1];
}

/** The file of the stand-in at `endpoint`: `127.0.0.1-<port>.json` (localhost is 127.0.0.1 here). */
export function credentialFileOf(endpoint: string, env: NodeJS.ProcessEnv = process.env): string {
  const port = loopbackPort(endpoint);
  if (!port) throw new Error(`A stand-in's endpoint is http://127.0.0.1:<port> (got ${endpoint}).`);
  return join(credentialFolder(env), `127.0.0.1-${port}.json`);
}

/**
 * Writes one file per stand-in (mode 0600, folder 0700, each a temporary file renamed into place)
 * and answers the function that removes them again (the stack's close).
 */
export async function publishCredentials(
  standIns: { service: PublishedCredentials["service"]; endpoint: string }[],
  credentials: LocalCredentials,
  region: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = credentialFolder(env);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  const paths: string[] = [];
  for (const { service, endpoint } of standIns) {
    const path = credentialFileOf(endpoint, env);
    const content: PublishedCredentials = {
      format: FORMAT,
      service,
      endpoint,
      region,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      pid: process.pid,
    };
    const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
    await chmod(temporary, 0o600);
    await rename(temporary, path);
    paths.push(path);
  }
  return {
    folder,
    remove: async () => {
      await Promise.all(paths.map((path) => rm(path, { force: true })));
    },
  };
}

/** The credential of the stand-in at a loopback `endpoint`, from the file its process wrote. */
export async function readPublishedCredentials(
  endpoint: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ credentials: LocalCredentials; region: string }> {
  const path = credentialFileOf(endpoint, env);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch {
    throw new Error(
      `No credential for the local stand-in at ${endpoint} (${path}): is \`npm start\` running, and is this the endpoint it printed? (docs/local.md)`,
    );
  }
  const file = JSON.parse(text) as Partial<PublishedCredentials>;
  if (
    file.format !== FORMAT ||
    typeof file.accessKeyId !== "string" ||
    typeof file.secretAccessKey !== "string"
  )
    throw new Error(`${path} is not a stand-in credential file (${FORMAT}).`);
  return {
    credentials: { accessKeyId: file.accessKeyId, secretAccessKey: file.secretAccessKey },
    region: typeof file.region === "string" ? file.region : LOCAL_REGION,
  };
}
