// A synchronous Lambda Invoke (POST /2015-03-31/functions/<name>/invocations) signed with SigV4 by
// @smithy/signature-v4 over node:https, instead of @aws-sdk/client-lambda: the SDK client is about
// 900 KiB to import on the mcp function's first tools/call, this is about 20 KiB (docs/performance.md,
// "MCP → family invoke (issue 28)"). The signing is proven against AWS's published SigV4 test vectors
// (test/aws/sigv4-vectors.test.ts, test/fixtures/sigv4/).
//
// What it covers, and what it does not:
// - Credentials come from the environment Lambda gives a function (AWS_ACCESS_KEY_ID,
//   AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), read on every call. No profiles, no container or
//   instance credential endpoints: without the variables the call fails loudly (InternalError).
// - The endpoint is AWS_ENDPOINT_URL_LAMBDA, else AWS_ENDPOINT_URL (local runs, the bench's Lambda
//   fake), else Lambda's regional endpoint in the region's partition (aws, aws-cn, aws-us-gov, the
//   ISO partitions, aws-eusc: the SDK's partition table), with AWS_USE_FIPS_ENDPOINT and
//   AWS_USE_DUALSTACK_ENDPOINT honoured as the SDK does.
// - Retries only where the request cannot have reached Lambda: a refused connection, a failed DNS
//   lookup, a connect timeout, on a new connection. Never after the request may have been written:
//   an invoke that may have run is not sent again (the SDK's standard retry would re-send it on a
//   reset, a timeout, a 5xx or a throttle). A keyed write would be safe to repeat (the family's
//   idempotency keys), an unkeyed one would not, and this layer cannot tell them apart. Such a
//   failure says outcome "unknown"; a refusal by Lambda itself (it did not run the function) says
//   "not-sent".
// - Keep-alive connections; one not used for IDLE_REUSE_MS is not reused (a frozen execution
//   environment may hold a socket the far end has closed, and a reset there is not retried).

import { createHash, createHmac, type Hash, type Hmac } from "node:crypto";
import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
} from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { SignatureV4 } from "@smithy/signature-v4";
import { ToolError } from "../runtime/errors";

type Bytes = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: Bytes) =>
  typeof data === "string"
    ? Buffer.from(data, "utf8")
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/**
 * The SHA-256 (HMAC-SHA-256 when given a secret) the signer asks for, on node:crypto: what
 * `@smithy/core`'s node `Hash` does for "sha256", without importing its `serde` barrel.
 */
export class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: Bytes) {
    this.hash = secret === undefined ? createHash("sha256") : createHmac("sha256", bytesOf(secret));
  }
  update(data: Bytes): void {
    this.hash.update(bytesOf(data));
  }
  async digest(): Promise<Uint8Array> {
    return this.hash.digest();
  }
}

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/**
 * A SigV4 signer as the invoke uses it: the path URI-escaped (every service but S3). The payload's
 * hash is always signed; `signBody` also sends it as X-Amz-Content-Sha256 (S3 wants it, Lambda does
 * not; the test vectors say which they expect).
 */
export function sigV4Signer(
  service: string,
  region: string,
  credentials: AwsCredentials,
  { signBody = false }: { signBody?: boolean } = {},
): SignatureV4 {
  return new SignatureV4({
    service,
    region,
    credentials,
    sha256: Sha256,
    uriEscapePath: true,
    applyChecksum: signBody,
  });
}

/** The request the signer takes (@smithy/types' HttpRequest), without importing the types package. */
export type SignableRequest = Parameters<SignatureV4["sign"]>[0];

// The SDK's partition table (@aws-sdk/core util-endpoints partitions.json), as far as Lambda's
// endpoint needs it: region pattern, DNS suffix, dual-stack DNS suffix. A region no pattern
// matches is taken as `aws`, as the SDK does.
const PARTITIONS: readonly [RegExp, string, string][] = [
  [/^cn-\w+-\d+$/, "amazonaws.com.cn", "api.amazonwebservices.com.cn"],
  [/^eusc-(de)-\w+-\d+$/, "amazonaws.eu", "api.amazonwebservices.eu"],
  [/^us-iso-\w+-\d+$/, "c2s.ic.gov", "api.aws.ic.gov"],
  [/^us-isob-\w+-\d+$/, "sc2s.sgov.gov", "api.aws.scloud"],
  [/^eu-isoe-\w+-\d+$/, "cloud.adc-e.uk", "api.cloud-aws.adc-e.uk"],
  [/^us-isof-\w+-\d+$/, "csp.hci.ic.gov", "api.aws.hci.ic.gov"],
  [/^us-gov-\w+-\d+$/, "amazonaws.com", "api.aws"],
];

const REGION = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const on = (value: string | undefined) => value?.toLowerCase() === "true";

/** Lambda's endpoint for these settings: the configured one, else the region's. */
export function lambdaEndpoint(env: NodeJS.ProcessEnv = process.env): URL {
  const configured = env.AWS_ENDPOINT_URL_LAMBDA || env.AWS_ENDPOINT_URL;
  if (configured) return new URL(configured);
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION;
  if (!region || !REGION.test(region)) {
    throw new ToolError(
      "InternalError",
      "AWS_REGION is not set to a region: the tool's function cannot be invoked.",
    );
  }
  const [, dnsSuffix, dualStackSuffix] = PARTITIONS.find(([pattern]) => pattern.test(region)) ?? [
    undefined,
    "amazonaws.com",
    "api.aws",
  ];
  const host = on(env.AWS_USE_FIPS_ENDPOINT) ? "lambda-fips" : "lambda";
  const suffix = on(env.AWS_USE_DUALSTACK_ENDPOINT) ? dualStackSuffix : dnsSuffix;
  return new URL(`https://${host}.${region}.${suffix}`);
}

// Invoke's FunctionName: a name, `<account>:function:<name>` or a function ARN, each with an
// optional version or alias (Lambda's own pattern, with any partition and region spelling).
const FUNCTION_NAME =
  /^(arn:aws[a-zA-Z-]*:lambda:[a-z0-9-]+:\d{12}:function:|\d{12}:function:)?[a-zA-Z0-9_.-]{1,140}(:(\$LATEST|[a-zA-Z0-9_-]{1,128}))?$/;

/** Whether `name` is a function name, partial ARN or ARN that Invoke takes. */
export function isFunctionName(name: string): boolean {
  return name.length <= 170 && FUNCTION_NAME.test(name);
}

/** The Invoke path; the name is URI-encoded (an ARN's colons become %3A) as the SDK sends it. */
export function invokePath(functionName: string): string {
  return `/2015-03-31/functions/${encodeURIComponent(functionName)}/invocations`;
}

function credentialsOf(env: NodeJS.ProcessEnv): AwsCredentials {
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new ToolError(
      "InternalError",
      "No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY): the tool's function cannot be invoked.",
    );
  }
  const sessionToken = env.AWS_SESSION_TOKEN;
  return sessionToken ? { accessKeyId, secretAccessKey, sessionToken } : { accessKeyId, secretAccessKey };
}

/** What Lambda answered to a synchronous invoke that ran the function. */
export interface InvokeAnswer {
  /** `X-Amz-Function-Error` (`Unhandled`, `Handled`) when the function failed; the payload is its error. */
  functionError?: string;
  /** The function's answer (or error), as text. */
  payload: string;
}

export interface InvokeOptions {
  /** Gives up waiting for the answer after this long (the call may still run). */
  timeoutMs?: number;
  /** Gives up on a connection not made within this long (then tries again: nothing was sent). */
  connectTimeoutMs?: number;
  /** Extra attempts after a failure that sent nothing. */
  retries?: number;
  /** Certificates (PEM) to trust for an https endpoint of its own (a local peer); else Node's. */
  ca?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * `Event`: Lambda queues the invoke and answers 202 at once (the mcp function hands a task to its
   * runner so); the answer's payload is then empty. Default `RequestResponse`.
   */
  invocationType?: "RequestResponse" | "Event";
}

/** A bit over the longest family timeout (infra/sizing.ts), under the mcp function's own. */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 3_000;
export const DEFAULT_RETRIES = 2;
/** A kept-alive connection idle for longer is closed instead of reused. */
export const IDLE_REUSE_MS = 20_000;

// Keep-alive agents (http, and https per trusted CA), replaced when idle too long.
const agents: { http?: HttpAgent; https: Map<string, HttpsAgent>; lastUsed: number } = {
  https: new Map(),
  lastUsed: 0,
};

/** Closes the kept-alive connections (the next invoke connects anew). */
export function closeConnections(): void {
  agents.http?.destroy();
  agents.http = undefined;
  for (const agent of agents.https.values()) agent.destroy();
  agents.https.clear();
}

function agentFor(protocol: string, ca: string | undefined): HttpAgent | HttpsAgent {
  const now = Date.now();
  if (now - agents.lastUsed > IDLE_REUSE_MS) closeConnections();
  agents.lastUsed = now;
  if (protocol === "https:") {
    const key = ca ?? "";
    let agent = agents.https.get(key);
    if (!agent) {
      agent = new HttpsAgent({ keepAlive: true, maxSockets: 50, ...(ca ? { ca } : {}) });
      agents.https.set(key, agent);
    }
    return agent;
  }
  agents.http ??= new HttpAgent({ keepAlive: true, maxSockets: 50 });
  return agents.http;
}

// One signer while the credentials stay the same (it keeps the day's signing key).
let cachedSigner: { key: string; signer: SignatureV4 } | undefined;
function signerFor(region: string, credentials: AwsCredentials): SignatureV4 {
  const key = [region, credentials.accessKeyId, credentials.secretAccessKey, credentials.sessionToken].join(
    "\n",
  );
  if (cachedSigner?.key !== key) cachedSigner = { key, signer: sigV4Signer("lambda", region, credentials) };
  return cachedSigner.signer;
}

/** A failure before the request could reach Lambda: safe to try again. */
class NotSent extends Error {}
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

interface RawAnswer {
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
}

function send(
  url: URL,
  signed: SignableRequest,
  body: Buffer,
  options: { timeoutMs: number; connectTimeoutMs: number; ca: string | undefined },
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const agent = agentFor(url.protocol, options.ca);
    const request: ClientRequest = (url.protocol === "https:" ? httpsRequest : httpRequest)({
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port || undefined,
      method: "POST",
      path: signed.path,
      headers: signed.headers,
      agent,
    });
    let connected = false;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(answerTimer);
      request.destroy();
      reject(error);
    };
    const answerTimer = setTimeout(
      () =>
        fail(
          new ToolError(
            "UpstreamTimeout",
            "The tool's function did not answer in time; the call may have run.",
            {
              retryable: false,
              outcome: "unknown",
            },
          ),
        ),
      options.timeoutMs,
    );
    request.on("socket", (socket) => {
      if (!socket.connecting) {
        connected = true;
        return;
      }
      const connectTimer = setTimeout(() => fail(new NotSent("connect timeout")), options.connectTimeoutMs);
      socket.once(url.protocol === "https:" ? "secureConnect" : "connect", () => {
        connected = true;
        clearTimeout(connectTimer);
      });
      socket.once("close", () => clearTimeout(connectTimer));
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (!connected && NOT_SENT_CODES.has(error.code ?? "")) {
        fail(new NotSent(error.code, { cause: error }));
      } else if (!connected) {
        // Before the connection (and its TLS handshake) was made, e.g. a certificate refused: the
        // request was not written, but trying again would meet the same refusal.
        fail(
          new ToolError("InternalError", "The tool's function could not be reached; the error was logged.", {
            retryable: false,
            outcome: "not-sent",
            cause: error,
          }),
        );
      } else {
        fail(
          new ToolError(
            "InternalError",
            "The connection to the tool's function failed; the call may have run.",
            {
              retryable: false,
              outcome: "unknown",
              cause: error,
            },
          ),
        );
      }
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", (error) => request.emit("error", error));
      response.on("end", () => {
        if (settled) return;
        settled = true;
        clearTimeout(answerTimer);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
      });
    });
    request.end(body);
  });
}

/** Lambda's own error (the function did not run, or its result was lost) as the typed error. */
function lambdaError(answer: RawAnswer): ToolError {
  let code = String(answer.headers["x-amzn-errortype"] ?? "").split(":")[0] ?? "";
  let message = "";
  try {
    const parsed = JSON.parse(answer.body) as { __type?: unknown; message?: unknown; Message?: unknown };
    if (!code && typeof parsed.__type === "string") code = parsed.__type.split("#").at(-1) ?? "";
    const text = parsed.message ?? parsed.Message;
    if (typeof text === "string") message = text;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const cause = new Error(`Lambda answered ${answer.status} ${code || "(no error type)"}: ${message}`.trim());
  if (answer.status === 429 || code === "TooManyRequestsException") {
    return new ToolError("RateLimited", "Too many calls to the tool's function at once; try again shortly.", {
      outcome: "not-sent",
      cause,
    });
  }
  // A 4xx is a refusal: the function did not run (a missing function, a denied role, a bad request).
  // A 5xx may come after it ran (Lambda's ServiceException), or say it could not start (502s).
  const refused = answer.status >= 400 && answer.status < 500;
  return new ToolError("InternalError", "The tool's function could not be invoked; the error was logged.", {
    retryable: false,
    outcome: refused ? "not-sent" : "unknown",
    cause,
  });
}

/**
 * Invokes `functionName` synchronously (RequestResponse) with `payload` (JSON text) and answers
 * what the function returned, or its error (`functionError`). Throws a ToolError when Lambda did
 * not answer with the function's result: throttled (RateLimited), refused or failed
 * (InternalError), or no answer in time (UpstreamTimeout); each with the write's outcome.
 */
export async function invokeLambda(
  functionName: string,
  payload: string,
  options: InvokeOptions = {},
): Promise<InvokeAnswer> {
  if (!isFunctionName(functionName)) {
    throw new ToolError("InternalError", "The tool's function is misconfigured; the error was logged.", {
      cause: new Error(`not a Lambda function name or ARN: ${JSON.stringify(functionName)}`),
    });
  }
  const env = options.env ?? process.env;
  const endpoint = lambdaEndpoint(env);
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION || "us-east-1";
  const signer = signerFor(region, credentialsOf(env));
  const body = Buffer.from(payload, "utf8");
  const basePath = endpoint.pathname.replace(/\/+$/, "");
  const unsigned: SignableRequest = {
    method: "POST",
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
    path: `${basePath}${invokePath(functionName)}`,
    query: {},
    headers: {
      host: endpoint.host,
      "content-type": "application/json",
      "content-length": String(body.byteLength),
      ...(options.invocationType === "Event" ? { "x-amz-invocation-type": "Event" } : {}),
    },
    body,
  };
  const sendOptions = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    ca: options.ca,
  };
  const retries = options.retries ?? DEFAULT_RETRIES;
  for (let attempt = 0; ; attempt++) {
    // Signed per attempt: the date moves, and the signature is good for 5 minutes only.
    const signed = await signer.sign(unsigned);
    const traceId = env._X_AMZN_TRACE_ID;
    if (traceId) signed.headers["x-amzn-trace-id"] = traceId;
    let answer: RawAnswer;
    try {
      answer = await send(endpoint, signed, body, sendOptions);
    } catch (error) {
      if (!(error instanceof NotSent)) throw error;
      if (attempt >= retries) {
        throw new ToolError(
          "InternalError",
          "The tool's function could not be reached; the error was logged.",
          {
            retryable: true,
            outcome: "not-sent",
            cause: error,
          },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * 4 ** attempt));
      continue;
    }
    if (answer.status !== (options.invocationType === "Event" ? 202 : 200)) throw lambdaError(answer);
    const functionError = answer.headers["x-amz-function-error"];
    return typeof functionError === "string" && functionError !== ""
      ? { functionError, payload: answer.body }
      : { payload: answer.body };
  }
}
