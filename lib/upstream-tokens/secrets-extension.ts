// Secret reads through AWS's Parameters and Secrets Lambda Extension, where the function has that
// layer (its port in PARAMETERS_SECRETS_EXTENSION_HTTP_PORT, set with the layer by the CDK app): a
// GET on the loopback interface over the upstream transport (node:http), which the extension
// answers with its own signed GetSecretValue (its cache is off: see infra/constructs/tool-function.ts).
// A cold start then reads its token without loading the AWS SDK (about 70 ms). Anything but a clean
// 200 answers undefined, and the caller asks the SDK, whose errors name the cause: a fast path,
// never the only one.
import { exchange } from "../upstream/transport";

const TIMEOUT_MS = 1000;

interface ExtensionAnswer {
  SecretString?: unknown;
}

/** The extension's port, or undefined when the function has no extension. */
export function extensionPort(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const port = Number(env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined;
}

/** The secret's string through the extension, or undefined when the extension did not give one. */
export async function readThroughExtension(
  secretId: string,
  port: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  try {
    const answer = await exchange(
      `http://127.0.0.1:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`,
      // The extension serves only callers holding the function's own session token.
      { method: "GET", headers: { "X-Aws-Parameters-Secrets-Token": env.AWS_SESSION_TOKEN ?? "" } },
      TIMEOUT_MS,
    );
    if (answer.status !== 200) return undefined;
    const { SecretString } = JSON.parse(Buffer.from(answer.body).toString("utf8")) as ExtensionAnswer;
    return typeof SecretString === "string" ? SecretString : undefined;
  } catch {
    return undefined;
  }
}
