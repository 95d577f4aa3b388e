// A local server speaking Lambda's Invoke API (POST /2015-03-31/functions/<name>/invocations,
// RequestResponse, and Event: 202 at once, the function run after) on 127.0.0.1: the tests' peer for lib/aws/lambda-invoke.ts and the SDK's
// LambdaClient alike, and the bench's (bench/lambda-invoke.ts). A protocol peer, not a mock: every
// request's SigV4 signature is checked by signing the received request again with
// @smithy/signature-v4 (service "lambda", the path as received, the headers it says it signed, the
// body) and the session token must be the one given. Failures answer the way Lambda does: status,
// X-Amzn-ErrorType and a JSON body `{Type, message}`.
import { timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import { createServer as createTlsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { SignatureV4 } from "@smithy/signature-v4";
import { PeerSha256 } from "./peer-sha256";

/** A function of the peer: its event in, its answer out; a throw is the function's error (Unhandled). */
export type PeerFunction = (event: unknown) => unknown | Promise<unknown>;

/** An answer sent as is, instead of running the function (throttles, Lambda's own failures, junk). */
export interface RawAnswer {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

export interface PeerCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface LambdaPeer {
  /** AWS_ENDPOINT_URL_LAMBDA for the caller. */
  endpoint: string;
  /** Every request whose signature held, in order: the function name (decoded) and its event. */
  invocations: { functionName: string; event: unknown; headers: IncomingMessage["headers"] }[];
  /** Requests received, signed well or not. */
  requests: number;
  /** TCP connections accepted (keep-alive reuse shows as fewer connections than requests). */
  connections: number;
  /** The next requests (after the signature check) get these answers, in order. */
  answerNext(...answers: (RawAnswer | "hang" | "drop")[]): void;
  close(): Promise<void>;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

function dateOf(amzDate: string): Date {
  const match = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(amzDate);
  if (!match) throw new Refusal(400, "InvalidSignatureException", "X-Amz-Date is malformed.");
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s));
}

async function verify(req: IncomingMessage, body: Buffer, credentials: PeerCredentials, region: string) {
  const authorization = req.headers.authorization ?? "";
  const credential = /Credential=([^,]+)/.exec(authorization)?.[1];
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1];
  const signature = /Signature=([0-9a-f]{64})/.exec(authorization)?.[1];
  const amzDate = req.headers["x-amz-date"];
  if (!authorization.startsWith("AWS4-HMAC-SHA256 ") || !credential || !signedHeaders || !signature) {
    throw new Refusal(403, "MissingAuthenticationTokenException", "Missing Authentication Token");
  }
  if (typeof amzDate !== "string")
    throw new Refusal(400, "InvalidSignatureException", "X-Amz-Date is missing.");
  const [accessKeyId, shortDate, scopeRegion, service, terminator] = credential.split("/");
  if (accessKeyId !== credentials.accessKeyId) {
    throw new Refusal(
      403,
      "UnrecognizedClientException",
      "The security token included in the request is invalid.",
    );
  }
  if (scopeRegion !== region || service !== "lambda" || terminator !== "aws4_request") {
    throw new Refusal(403, "InvalidSignatureException", `Credential should be scoped to ${region}/lambda.`);
  }
  const date = dateOf(amzDate);
  if (shortDate !== amzDate.slice(0, 8)) {
    throw new Refusal(
      403,
      "InvalidSignatureException",
      "Date in Credential scope does not match X-Amz-Date.",
    );
  }
  if (Math.abs(Date.now() - date.getTime()) > 5 * 60_000) {
    throw new Refusal(403, "InvalidSignatureException", "Signature expired.");
  }
  const names = signedHeaders.split(";");
  if (!names.includes("host")) throw new Refusal(403, "InvalidSignatureException", "Host must be signed.");
  const token = req.headers["x-amz-security-token"];
  if ((credentials.sessionToken ?? undefined) !== (token ?? undefined)) {
    throw new Refusal(
      403,
      "UnrecognizedClientException",
      "The security token included in the request is invalid.",
    );
  }
  if (token !== undefined && !names.includes("x-amz-security-token")) {
    throw new Refusal(403, "InvalidSignatureException", "X-Amz-Security-Token must be signed.");
  }
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = req.headers[name];
    headers[name] = Array.isArray(value) ? value.join(",") : (value ?? "");
  }
  const url = new URL(req.url ?? "/", "http://peer");
  const rawPath = (req.url ?? "/").split("?")[0] ?? "/";
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = value;
  const signer = new SignatureV4({
    credentials: {
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      ...(credentials.sessionToken ? { sessionToken: credentials.sessionToken } : {}),
    },
    region,
    service: "lambda",
    sha256: PeerSha256,
    uriEscapePath: true, // every service but S3: the path as received, escaped once more
    applyChecksum: false,
  });
  const resigned = await signer.sign(
    {
      method: req.method ?? "POST",
      protocol: "http:",
      hostname: "127.0.0.1",
      path: rawPath,
      query,
      headers,
      body,
    },
    { signingDate: date, signableHeaders: new Set(names) },
  );
  const expected = Buffer.from(
    /Signature=([0-9a-f]{64})/.exec(String(resigned.headers.authorization))?.[1] ?? "",
  );
  const given = Buffer.from(signature);
  const sameHeaders =
    /SignedHeaders=([^,]+)/.exec(String(resigned.headers.authorization))?.[1] === signedHeaders;
  if (!sameHeaders || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new Refusal(
      403,
      "InvalidSignatureException",
      "The request signature we calculated does not match the signature you provided.",
    );
  }
}

function refuse(res: ServerResponse, refusal: Refusal): void {
  res
    .writeHead(refusal.status, { "content-type": "application/json", "x-amzn-errortype": refusal.type })
    .end(JSON.stringify({ Type: "User", message: refusal.message }));
}

/**
 * Serves `functions` (by name; an ARN or partial ARN resolves to its last name part) for callers
 * signing with `credentials` in `region`; over HTTPS with `tls` (a key and certificate), as Lambda.
 */
export async function startLambdaPeer(
  functions: Record<string, PeerFunction>,
  {
    credentials,
    region = "us-east-1",
    tls,
  }: { credentials: PeerCredentials; region?: string; tls?: { key: string; cert: string } },
): Promise<LambdaPeer> {
  const queued: (RawAnswer | "hang" | "drop")[] = [];
  const peer = {
    endpoint: "",
    invocations: [] as LambdaPeer["invocations"],
    requests: 0,
    connections: 0,
  };
  const listener: RequestListener = async (req, res) => {
    peer.requests += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    try {
      await verify(req, body, credentials, region);
      const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(
        (req.url ?? "").split("?")[0] ?? "",
      );
      if (req.method !== "POST" || !match)
        throw new Refusal(404, "UnknownOperationException", "Unknown operation");
      const functionName = decodeURIComponent(match[1] ?? "");
      const next = queued.shift();
      if (next === "hang") return; // never answers: the caller's timeout
      if (next === "drop") {
        req.socket.destroy(); // the connection is cut after the request arrived
        return;
      }
      if (next) {
        res.writeHead(next.status, next.headers ?? {}).end(next.body);
        return;
      }
      const name =
        functionName
          .replace(/:(\$LATEST|[a-zA-Z0-9_-]+)$/, "")
          .split(":")
          .at(-1) ?? "";
      const fn = functions[name];
      if (!fn) throw new Refusal(404, "ResourceNotFoundException", `Function not found: ${functionName}`);
      let event: unknown;
      try {
        event = JSON.parse(body.toString("utf8"));
      } catch {
        throw new Refusal(400, "InvalidRequestContentException", "Could not parse request body into json");
      }
      peer.invocations.push({ functionName, event, headers: req.headers });
      // An asynchronous invoke: queued, answered 202 with no payload, run after (errors stay Lambda's).
      if (req.headers["x-amz-invocation-type"] === "Event") {
        res.writeHead(202, { "content-length": "0" }).end();
        setImmediate(() =>
          Promise.resolve()
            .then(() => fn(event))
            .catch(() => undefined),
        );
        return;
      }
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "x-amz-executed-version": "$LATEST",
      };
      let payload: unknown;
      try {
        payload = await fn(event);
      } catch (error) {
        payload = { errorType: (error as Error).name, errorMessage: (error as Error).message, trace: [] };
        headers["x-amz-function-error"] = "Unhandled";
      }
      res.writeHead(200, headers).end(JSON.stringify(payload ?? null));
    } catch (error) {
      if (error instanceof Refusal) refuse(res, error);
      else res.writeHead(500, { "x-amzn-errortype": "ServiceException" }).end('{"Type":"Service"}');
    }
  };
  const server = tls ? createTlsServer(tls, listener) : createServer(listener);
  server.on(tls ? "secureConnection" : "connection", () => {
    peer.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  peer.endpoint = `${tls ? "https" : "http"}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(peer, {
    answerNext(...answers: (RawAnswer | "hang" | "drop")[]) {
      queued.push(...answers);
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
