// An S3 for local runs and tests: the subset the results store uses (CreateBucket, HeadBucket,
// PutObject, GetObject, path-style), in memory on 127.0.0.1. A protocol peer for the real SDK
// client, not a mock of it: every request's SigV4 signature (Authorization header or presigned
// query) is checked with @smithy/signature-v4, a presigned URL stops working when it expires, and a
// signed payload must match its hash. Why not s3rver: docs/results.md.
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SignatureV4 } from "@smithy/signature-v4";
import { PeerSha256 } from "./peer-sha256";

export const LOCAL_RESULTS_BUCKET = "agent-tools-results";

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** Sets what the functions read: the bucket, the endpoint, and placeholder credentials if none are set. */
  configure(env: NodeJS.ProcessEnv): void;
  /** The stored object, for tests. */
  object(key: string): StoredObject | undefined;
  close(): Promise<void>;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
  contentDisposition?: string;
}

/** Credentials the SDK signs with when the environment has none; only used on loopback. */
const LOCAL_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: "local",
  AWS_SECRET_ACCESS_KEY: "local",
  AWS_REGION: "us-east-1",
};

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

/** `20261125T110927Z` -> a Date. */
function dateOf(amzDate: string): Date {
  const match = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(amzDate);
  if (!match) throw new S3Failure(403, "AccessDenied", "X-Amz-Date is malformed.");
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s));
}

interface Signed {
  accessKeyId: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
  date: Date;
  expiresIn?: number;
}

/** What the request says about its signature, from the Authorization header or the query. */
function signedOf(req: IncomingMessage, query: URLSearchParams): Signed {
  const header = req.headers.authorization;
  const credential = header
    ? /Credential=([^,]+)/.exec(header)?.[1]
    : (query.get("X-Amz-Credential") ?? undefined);
  const signedHeaders = header ? /SignedHeaders=([^,]+)/.exec(header)?.[1] : query.get("X-Amz-SignedHeaders");
  const signature = header ? /Signature=([0-9a-f]+)/.exec(header)?.[1] : query.get("X-Amz-Signature");
  const amzDate = header ? req.headers["x-amz-date"] : query.get("X-Amz-Date");
  if (!credential || !signedHeaders || !signature || typeof amzDate !== "string") {
    throw new S3Failure(403, "AccessDenied", "Requests must be signed with AWS Signature Version 4.");
  }
  const [accessKeyId = "", , region = "", service = ""] = credential.split("/");
  const expires = query.get("X-Amz-Expires");
  return {
    accessKeyId,
    region,
    service,
    signedHeaders: signedHeaders.split(";"),
    signature,
    date: dateOf(amzDate),
    ...(header ? {} : { expiresIn: Number(expires) }),
  };
}

async function verify(
  req: IncomingMessage,
  rawPath: string,
  query: URLSearchParams,
  secrets: ReadonlyMap<string, string>,
): Promise<void> {
  const signed = signedOf(req, query);
  const secretAccessKey = secrets.get(signed.accessKeyId);
  if (secretAccessKey === undefined) {
    throw new S3Failure(403, "InvalidAccessKeyId", "The access key is not known to this local S3.");
  }
  if (signed.expiresIn !== undefined && Date.now() > signed.date.getTime() + signed.expiresIn * 1000) {
    throw new S3Failure(403, "AccessDenied", "Request has expired");
  }
  const headers: Record<string, string> = {};
  for (const name of signed.signedHeaders) {
    const value = req.headers[name];
    headers[name] = Array.isArray(value) ? value.join(",") : (value ?? "");
  }
  // The presigner signs the payload as unsigned and hoists that header into the query: it goes back
  // to being a header, spelled as the presigner spells it, which presign() hoists again.
  const payloadHash = query.get("X-Amz-Content-Sha256");
  const presigned = signed.expiresIn !== undefined;
  if (presigned && payloadHash) headers["X-Amz-Content-Sha256"] = payloadHash;
  const params: Record<string, string> = {};
  for (const [name, value] of query) {
    if (name !== "X-Amz-Signature" && !(presigned && name === "X-Amz-Content-Sha256")) params[name] = value;
  }
  const signer = new SignatureV4({
    credentials: { accessKeyId: signed.accessKeyId, secretAccessKey },
    region: signed.region,
    service: signed.service,
    sha256: PeerSha256,
    uriEscapePath: false, // S3 signs the path as sent
  });
  const request = {
    method: req.method ?? "GET",
    protocol: "http:",
    hostname: "127.0.0.1",
    path: rawPath,
    query: params,
    headers,
  };
  const options = { signingDate: signed.date, signingRegion: signed.region, signingService: signed.service };
  const expected =
    signed.expiresIn !== undefined
      ? String(
          (await signer.presign(request, { ...options, expiresIn: signed.expiresIn })).query?.[
            "X-Amz-Signature"
          ],
        )
      : (/Signature=([0-9a-f]+)/.exec(
          String((await signer.sign(request, options)).headers.authorization),
        )?.[1] ?? "");
  const a = Buffer.from(expected);
  const b = Buffer.from(signed.signature);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new S3Failure(403, "SignatureDoesNotMatch", "The request signature does not match.");
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

export async function startLocalS3(bucket = LOCAL_RESULTS_BUCKET): Promise<LocalS3> {
  const buckets = new Map<string, Map<string, StoredObject>>([[bucket, new Map()]]);
  const secrets = new Map<string, string>();

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const rawPath = (req.url ?? "/").split("?")[0] ?? "/";
    await verify(req, rawPath, url.searchParams, secrets);
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
    configure(env) {
      env.RESULTS_BUCKET = bucket;
      env.AWS_ENDPOINT_URL_S3 = endpoint;
      for (const [name, value] of Object.entries(LOCAL_CREDENTIALS)) env[name] ??= value;
      // The functions sign with whatever the environment holds; this peer checks against that pair.
      secrets.set(env.AWS_ACCESS_KEY_ID as string, env.AWS_SECRET_ACCESS_KEY as string);
    },
    object: (key) => buckets.get(bucket)?.get(key),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
