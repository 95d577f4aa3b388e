// Secret reads through AWS's Parameters and Secrets Lambda Extension, where the function has that
// layer (its port in PARAMETERS_SECRETS_EXTENSION_HTTP_PORT, set with the layer by the CDK app): a
// GET on the loopback interface over node:http, which the extension answers with its own signed
// GetSecretValue (its cache is off: see infra/constructs/tool-function.ts). A cold start then reads
// its token without loading the AWS SDK (about 70 ms). Anything but a clean 200 answers undefined,
// and the caller asks the SDK, whose errors name the cause: a fast path, never the only one.
import { request } from "node:http";

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
export function readThroughExtension(
  secretId: string,
  port: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  const path = `/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`;
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "GET",
        // The extension serves only callers holding the function's own session token.
        headers: { "X-Aws-Parameters-Secrets-Token": env.AWS_SESSION_TOKEN ?? "" },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          if (res.statusCode !== 200) return resolve(undefined);
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ExtensionAnswer;
            resolve(typeof answer.SecretString === "string" ? answer.SecretString : undefined);
          } catch {
            resolve(undefined);
          }
        });
        res.on("error", () => resolve(undefined));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(undefined));
    req.end();
  });
}
