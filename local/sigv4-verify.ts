// The SigV4 check of the local AWS stand-ins (local/secrets-manager.ts, local/dynamodb.ts,
// local/s3.ts): a received request is signed again with @smithy/signature-v4 (the SDK's own
// signer) under the one credential the stand-in knows, from the parts the request says it signed
// (method, path, query, the signed headers, the body or its signed hash), and the two signatures
// are compared in constant time. Before that: the access key id, the credential scope (date,
// region, service, `aws4_request`) and the date's skew (5 minutes; a presigned URL: its expiry).
// The credential is the key id and the secret: a session token, when sent, is signed as any header
// and not otherwise checked (the function's own, which the Lambda extension's endpoint takes).
// Nothing here computes an HMAC itself. Each stand-in turns a refusal into its service's own error.
//
// Each stand-in dates its answers (the Date header) by the clock this check reads: the SDK sets its
// clock by the Date of every answer, so signer and check agree on one clock, a test's faked Date
// included (Node's own Date header reads the real clock).
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { SignatureV4 } from "@smithy/signature-v4";
import type { LocalCredentials } from "./credentials";
import { PeerSha256 } from "./peer-sha256";

/** Why a request was refused: each stand-in answers each in its service's words. */
export type SigV4Problem =
  /** No Authorization header (nor a presigned query). */
  | "missing"
  /** Another access key id. */
  | "unknown-key"
  /** The scope names another date, region or service, or the header is malformed. */
  | "malformed"
  /** X-Amz-Date more than the skew away from now. */
  | "skewed"
  /** A presigned URL past its expiry. */
  | "expired"
  /** The signature is not the one the credential gives for this request. */
  | "mismatch";

export class SigV4Refusal extends Error {
  constructor(
    readonly problem: SigV4Problem,
    message: string,
  ) {
    super(message);
  }
}

export interface SigV4Expectation {
  credentials: LocalCredentials;
  region: string;
  /** The signing name: `secretsmanager`, `dynamodb`, `s3`. */
  service: string;
  /** S3 signs the path as sent (false); every other service escapes it once more (true). */
  uriEscapePath: boolean;
  /** Whether a presigned URL (the signature in the query) is taken: S3 only. */
  presigned?: boolean;
  /** Largest distance of X-Amz-Date from now; 5 minutes, as AWS. */
  maxSkewMs?: number;
  now?: () => number;
}

const SKEW_MS = 5 * 60_000;
/** A presigned URL lasts at most 7 days, as SigV4 allows. */
const MAX_EXPIRES_S = 7 * 24 * 3600;

function dateOf(amzDate: string): Date {
  const match = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(amzDate);
  if (!match) throw new SigV4Refusal("malformed", "X-Amz-Date must be in the ISO 8601 basic format.");
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s));
}

interface Claimed {
  credential: string;
  signedHeaders: string;
  signature: string;
  amzDate: string;
  /** Presigned only: seconds from X-Amz-Date. */
  expiresIn?: number;
}

/** What the request says about its signature, from the Authorization header or a presigned query. */
function claimedOf(req: IncomingMessage, query: URLSearchParams, presignedAllowed: boolean): Claimed {
  const header = req.headers.authorization;
  const inQuery = query.has("X-Amz-Algorithm") || query.has("X-Amz-Signature");
  if (header !== undefined && inQuery) {
    throw new SigV4Refusal("malformed", "Only one auth mechanism allowed: the header or the query.");
  }
  if (header !== undefined) {
    if (!header.startsWith("AWS4-HMAC-SHA256 ")) {
      throw new SigV4Refusal("malformed", "The Authorization header must be AWS4-HMAC-SHA256.");
    }
    const credential = /[ ,]Credential=([^, ]+)/.exec(header)?.[1];
    const signedHeaders = /[ ,]SignedHeaders=([^, ]+)/.exec(header)?.[1];
    const signature = /[ ,]Signature=([0-9a-f]{64})(?:$|[, ])/.exec(header)?.[1];
    const amzDate = req.headers["x-amz-date"];
    if (!credential || !signedHeaders || !signature || typeof amzDate !== "string") {
      throw new SigV4Refusal(
        "malformed",
        "The Authorization header needs Credential, SignedHeaders and Signature, and X-Amz-Date.",
      );
    }
    return { credential, signedHeaders, signature, amzDate };
  }
  if (inQuery && presignedAllowed) {
    const credential = query.get("X-Amz-Credential");
    const signedHeaders = query.get("X-Amz-SignedHeaders");
    const signature = query.get("X-Amz-Signature");
    const amzDate = query.get("X-Amz-Date");
    const expires = query.get("X-Amz-Expires") ?? "";
    if (
      query.get("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256" ||
      !credential ||
      !signedHeaders ||
      !signature ||
      !/^[0-9a-f]{64}$/.test(signature) ||
      !amzDate ||
      !/^\d{1,6}$/.test(expires) ||
      Number(expires) < 1 ||
      Number(expires) > MAX_EXPIRES_S
    ) {
      throw new SigV4Refusal("malformed", "The presigned query is incomplete or malformed.");
    }
    return { credential, signedHeaders, signature, amzDate, expiresIn: Number(expires) };
  }
  throw new SigV4Refusal("missing", "Requests must be signed with AWS Signature Version 4.");
}

const sha256Hex = (body: Buffer) => createHash("sha256").update(body).digest("hex");

/** The Date header of a stand-in's answer: the clock verifySigV4 reads (Date.now unless given). */
export function dateHeader(now: () => number = Date.now): string {
  return new Date(now()).toUTCString();
}

/**
 * Refuses (throws SigV4Refusal) unless `req` is signed with `expect.credentials` for its region and
 * service within the skew. `body` is the received body, signed as its SHA-256; leave it out for S3,
 * whose signed X-Amz-Content-Sha256 header stands for the body (the S3 stand-in holds the body to
 * it as it reads it).
 */
export async function verifySigV4(
  req: IncomingMessage,
  body: Buffer | undefined,
  expect: SigV4Expectation,
): Promise<void> {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const rawPath = (req.url ?? "/").split("?")[0] ?? "/";
  const claimed = claimedOf(req, url.searchParams, expect.presigned === true);
  const presigned = claimed.expiresIn !== undefined;

  const [accessKeyId, shortDate, region, service, terminator, ...rest] = claimed.credential.split("/");
  if (accessKeyId !== expect.credentials.accessKeyId) {
    throw new SigV4Refusal("unknown-key", "The security token included in the request is invalid.");
  }
  if (rest.length > 0 || terminator !== "aws4_request" || service !== expect.service) {
    throw new SigV4Refusal(
      "malformed",
      `Credential should be scoped to a valid region and to ${expect.service}.`,
    );
  }
  if (region !== expect.region) {
    throw new SigV4Refusal("malformed", `Credential should be scoped to the region ${expect.region}.`);
  }
  const date = dateOf(claimed.amzDate);
  if (shortDate !== claimed.amzDate.slice(0, 8)) {
    throw new SigV4Refusal("malformed", "The date in the Credential scope does not match X-Amz-Date.");
  }
  const now = (expect.now ?? Date.now)();
  const skew = expect.maxSkewMs ?? SKEW_MS;
  if (presigned) {
    if (date.getTime() - now > skew) throw new SigV4Refusal("skewed", "Request is not yet valid.");
    if (now > date.getTime() + (claimed.expiresIn ?? 0) * 1000) {
      throw new SigV4Refusal("expired", "Request has expired");
    }
  } else if (Math.abs(now - date.getTime()) > skew) {
    throw new SigV4Refusal(
      "skewed",
      `Signature expired: ${claimed.amzDate} is more than ${skew / 60_000} minutes from the time here.`,
    );
  }

  const names = claimed.signedHeaders.split(";");
  if (!names.includes("host")) throw new SigV4Refusal("malformed", "The Host header must be signed.");
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = req.headers[name];
    headers[name] = Array.isArray(value) ? value.join(",") : (value ?? "");
  }
  // A body signed as its hash in a header must be that body (the signer would take the header).
  const declared = req.headers["x-amz-content-sha256"];
  if (body !== undefined && declared !== undefined && declared !== sha256Hex(body)) {
    throw new SigV4Refusal("mismatch", "The request body does not match its signed hash.");
  }
  const query: Record<string, string> = {};
  // A presigned S3 URL signs its payload hash as a header the presigner hoists into the query: it
  // goes back to being a header, spelled as the presigner spells it, which presign() hoists again.
  const payloadHash = url.searchParams.get("X-Amz-Content-Sha256");
  if (presigned && payloadHash) headers["X-Amz-Content-Sha256"] = payloadHash;
  for (const [name, value] of url.searchParams) {
    if (name !== "X-Amz-Signature" && !(presigned && name === "X-Amz-Content-Sha256")) query[name] = value;
  }
  const signer = new SignatureV4({
    credentials: expect.credentials,
    region: expect.region,
    service: expect.service,
    sha256: PeerSha256,
    uriEscapePath: expect.uriEscapePath,
    applyChecksum: false,
  });
  const request = {
    method: req.method ?? "GET",
    protocol: "http:",
    hostname: "127.0.0.1",
    path: rawPath,
    query,
    headers,
    ...(body !== undefined && body.byteLength > 0 ? { body } : {}),
  };
  const options = { signingDate: date, signingRegion: expect.region, signingService: expect.service };
  let expected: string;
  let expectedHeaders: string;
  if (presigned) {
    const signed = await signer.presign(request, { ...options, expiresIn: claimed.expiresIn });
    expected = String(signed.query?.["X-Amz-Signature"] ?? "");
    expectedHeaders = String(signed.query?.["X-Amz-SignedHeaders"] ?? "");
  } else {
    const signed = await signer.sign(request, { ...options, signableHeaders: new Set(names) });
    const authorization = String(signed.headers.authorization ?? "");
    expected = /Signature=([0-9a-f]{64})/.exec(authorization)?.[1] ?? "";
    expectedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1] ?? "";
  }
  const a = Buffer.from(expected);
  const b = Buffer.from(claimed.signature);
  const same = a.length === b.length && timingSafeEqual(a, b);
  if (!same || expectedHeaders !== claimed.signedHeaders) {
    throw new SigV4Refusal(
      "mismatch",
      "The request signature we calculated does not match the signature you provided.",
    );
  }
}

/**
 * The 403 of a JSON-protocol service (DynamoDB, Secrets Manager) to a request the credential did not
 * sign: the error type the service names for each problem, in its protocol's content type.
 */
export function refuseJsonProtocol(
  res: ServerResponse,
  refusal: SigV4Refusal,
  protocol: { contentType: string; qualifyType: boolean },
): void {
  const type =
    refusal.problem === "missing"
      ? "MissingAuthenticationTokenException"
      : refusal.problem === "unknown-key"
        ? "UnrecognizedClientException"
        : "InvalidSignatureException";
  res.writeHead(403, { "content-type": protocol.contentType, "x-amzn-errortype": type }).end(
    JSON.stringify({
      __type: protocol.qualifyType ? `com.amazon.coral.service#${type}` : type,
      message: refusal.message,
    }),
  );
}
