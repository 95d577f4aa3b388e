// An S3 for local runs and tests: the subset the results store uses (CreateBucket, HeadBucket,
// PutObject, GetObject, path-style), in memory on 127.0.0.1. A protocol peer for the real SDK
// client, not a mock of it: every request's SigV4 signature (Authorization header or presigned
// query) is checked against the stand-in's one credential (local/credentials.ts) by
// local/sigv4-verify.ts, a presigned URL stops working when it expires, and a signed payload must
// match its hash. Refusals are S3's own XML errors (`AccessDenied`, `InvalidAccessKeyId`,
// `SignatureDoesNotMatch`, `RequestTimeTooSkewed`). Why not s3rver: docs/results.md.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { LOCAL_REGION, type LocalCredentials, localCredentials, useLocalCredentials } from "./credentials";
import { dateHeader, SigV4Refusal, verifySigV4 } from "./sigv4-verify";

export const LOCAL_RESULTS_BUCKET = "agent-tools-results";

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The credential requests are signed with, and the region of its scope. */
  credentials: LocalCredentials;
  region: string;
  /** Sets what the functions read: the bucket, the endpoint, and the credential (replacing any in `env`). */
  configure(env: NodeJS.ProcessEnv): void;
  /** The stored object, for tests. */
  object(key: string): StoredObject | undefined;
  close(): Promise<void>;
}

export interface LocalS3Options {
  /** The one credential requests must be signed with; default this process's (localCredentials()). */
  credentials?: LocalCredentials;
  /** The region of the credential scope; default us-east-1. */
  region?: string;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
  contentDisposition?: string;
}

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const UNSIGNED = new Set(["UNSIGNED-PAYLOAD", "STREAMING-UNSIGNED-PAYLOAD-TRAILER"]);

/** S3's words for a request its credential did not sign. */
function failureOf(refusal: SigV4Refusal): S3Failure {
  switch (refusal.problem) {
    case "missing":
      return new S3Failure(403, "AccessDenied", "Access Denied");
    case "unknown-key":
      return new S3Failure(
        403,
        "InvalidAccessKeyId",
        "The AWS Access Key Id you provided does not exist in our records.",
      );
    case "skewed":
      return new S3Failure(
        403,
        "RequestTimeTooSkewed",
        "The difference between the request time and the current time is too large.",
      );
    case "expired":
      return new S3Failure(403, "AccessDenied", "Request has expired");
    default:
      return new S3Failure(403, "SignatureDoesNotMatch", refusal.message);
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** An `aws-chunked` body (`<hex size>[;chunk-signature=…]\r\n<bytes>\r\n`…`0\r\n<trailers>`) as its bytes. */
function dechunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd < 0) throw new S3Failure(400, "IncompleteBody", "The aws-chunked body is cut short.");
    const size = Number.parseInt(body.subarray(at, lineEnd).toString("latin1").split(";")[0] ?? "", 16);
    if (!Number.isInteger(size)) throw new S3Failure(400, "InvalidRequest", "Malformed aws-chunked body.");
    if (size === 0) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

async function payloadOf(req: IncomingMessage): Promise<Buffer> {
  const raw = await readBody(req);
  const encoding = String(req.headers["content-encoding"] ?? "");
  const body = encoding.split(",").some((part) => part.trim() === "aws-chunked") ? dechunked(raw) : raw;
  const declared = String(req.headers["x-amz-content-sha256"] ?? "");
  if (!UNSIGNED.has(declared) && createHash("sha256").update(raw).digest("hex") !== declared) {
    throw new S3Failure(400, "XAmzContentSHA256Mismatch", "The payload does not match its signed hash.");
  }
  return body;
}

function sendError(res: ServerResponse, failure: S3Failure, head: boolean): void {
  res.writeHead(failure.status, { "content-type": "application/xml" });
  res.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${failure.message}</Message></Error>`,
  );
}

export async function startLocalS3(
  bucket = LOCAL_RESULTS_BUCKET,
  { credentials = localCredentials(), region = LOCAL_REGION }: LocalS3Options = {},
): Promise<LocalS3> {
  const buckets = new Map<string, Map<string, StoredObject>>([[bucket, new Map()]]);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader("date", dateHeader());
    const rawPath = (req.url ?? "/").split("?")[0] ?? "/";
    try {
      // S3 signs the path as sent and the body as its X-Amz-Content-Sha256 (held to it in payloadOf).
      await verifySigV4(req, undefined, {
        credentials,
        region,
        service: "s3",
        uriEscapePath: false,
        presigned: true,
      });
    } catch (error) {
      throw error instanceof SigV4Refusal ? failureOf(error) : error;
    }
    const [, bucketName = "", ...keyParts] = rawPath.split("/");
    const key = keyParts.map(decodeURIComponent).join("/");
    const objects = buckets.get(bucketName);
    const method = req.method ?? "GET";
    if (key === "") {
      if (method === "PUT") {
        if (!objects) buckets.set(bucketName, new Map());
        res.writeHead(200, { location: `/${bucketName}` }).end();
        return;
      }
      if (method === "HEAD" && objects) return void res.writeHead(200).end();
      throw new S3Failure(
        objects ? 405 : 404,
        objects ? "MethodNotAllowed" : "NoSuchBucket",
        "Not supported here.",
      );
    }
    if (!objects) throw new S3Failure(404, "NoSuchBucket", "The specified bucket does not exist.");
    if (method === "PUT") {
      const body = await payloadOf(req);
      const disposition = req.headers["content-disposition"];
      objects.set(key, {
        body,
        contentType: String(req.headers["content-type"] ?? "binary/octet-stream"),
        ...(typeof disposition === "string" ? { contentDisposition: disposition } : {}),
      });
      res.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` }).end();
      return;
    }
    if (method === "GET" || method === "HEAD") {
      const object = objects.get(key);
      if (!object) throw new S3Failure(404, "NoSuchKey", "The specified key does not exist.");
      res.writeHead(200, {
        "content-type": object.contentType,
        "content-length": object.body.byteLength,
        ...(object.contentDisposition ? { "content-disposition": object.contentDisposition } : {}),
      });
      res.end(method === "HEAD" ? undefined : object.body);
      return;
    }
    throw new S3Failure(405, "MethodNotAllowed", `${method} is not supported by this local S3.`);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const failure =
        error instanceof S3Failure ? error : new S3Failure(500, "InternalError", (error as Error).message);
      req.resume();
      sendError(res, failure, req.method === "HEAD");
    });
  });
  // The SDK keeps connections alive without an idle expiry of its own (see local/dynamodb.ts).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    credentials,
    region,
    configure(env) {
      env.RESULTS_BUCKET = bucket;
      env.AWS_ENDPOINT_URL_S3 = endpoint;
      env.AWS_REGION ||= region;
      useLocalCredentials(env, credentials);
    },
    object: (key) => buckets.get(bucket)?.get(key),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
