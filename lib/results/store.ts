// Persists an answer too large to travel inline in the results bucket (RESULTS_BUCKET) and hands
// back where it went: a presigned GET URL, good for RESULT_URL_SECONDS. A JSON answer is stored as
// its `{"tool", "result"}` document; a file result as the file's own bytes, type and name, so the
// URL serves the file itself. Keys hold a date and a random UUID, never anything of the call.
//
// The S3 client and the presigner are bundled into a chunk of their own (scripts/build.ts) and
// imported on the first store, so no cold start carries them.

import { randomUUID } from "node:crypto";
import { type FileResult, isFileResult } from "../runtime/file-result";
import { lazyClient } from "../runtime/lazy-client";
import { DEFAULT_RESULT_URL_SECONDS, MAX_RESULT_URL_SECONDS } from "./limits";
import type { ResultLocation } from "./location";
import { collectionOf } from "./records";

/** The answer of one call, as the contract shapes it. */
export interface StoredAnswer {
  tool: string;
  result: unknown;
}

export interface StoreOptions {
  env?: NodeJS.ProcessEnv;
  /** The answer already serialized (the HTTP body): spares serializing a large answer twice. */
  document?: string;
  abortSignal?: AbortSignal;
}

export function resultsBucketOf(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.RESULTS_BUCKET || undefined;
}

/** RESULT_URL_SECONDS: whole seconds from 1 to a week (SigV4's longest); a bad value is refused, not guessed. */
export function resultUrlSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.RESULT_URL_SECONDS;
  if (raw === undefined || raw === "") return DEFAULT_RESULT_URL_SECONDS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_RESULT_URL_SECONDS) {
    throw new Error(
      `RESULT_URL_SECONDS must be a whole number of seconds from 1 to ${MAX_RESULT_URL_SECONDS} (got "${raw}").`,
    );
  }
  return seconds;
}

/** Records in the answer's collection (records.ts). */
export function recordsOf(result: unknown): number | undefined {
  return collectionOf(result)?.records.length;
}

/** `attachment` with the name twice: plain ASCII for old clients, RFC 5987 for the rest. */
function dispositionOf(fileName: string | undefined): string | undefined {
  if (!fileName) return undefined;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

interface S3Sdk {
  client: { send(command: unknown, options?: { abortSignal?: AbortSignal }): Promise<unknown> };
  PutObjectCommand: new (input: Record<string, unknown>) => unknown;
  GetObjectCommand: new (input: Record<string, unknown>) => unknown;
  presign(client: unknown, command: unknown, options: { expiresIn: number }): Promise<string>;
}

const s3Sdk = lazyClient<S3Sdk>(() =>
  Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/s3-request-presigner")]).then(
    ([s3, presigner]) => {
      // The SDK honours AWS_ENDPOINT_URL_S3; a local peer has no bucket subdomains, so path style there.
      const overridden = Boolean(process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL);
      return {
        client: new s3.S3Client({ forcePathStyle: overridden }) as unknown as S3Sdk["client"],
        PutObjectCommand: s3.PutObjectCommand as unknown as S3Sdk["PutObjectCommand"],
        GetObjectCommand: s3.GetObjectCommand as unknown as S3Sdk["GetObjectCommand"],
        presign: presigner.getSignedUrl as unknown as S3Sdk["presign"],
      };
    },
  ),
);

/** For tests: forget the client (e.g. after changing the endpoint). */
export function resetResultStore(): void {
  s3Sdk.reset();
}

/** Stores the answer in RESULTS_BUCKET and returns where it is. Throws when no bucket is configured. */
export async function storeResult(answer: StoredAnswer, options: StoreOptions = {}): Promise<ResultLocation> {
  const env = options.env ?? process.env;
  const bucket = resultsBucketOf(env);
  if (!bucket) throw new Error("RESULTS_BUCKET is not set: there is nowhere to store the answer.");
  const expiresIn = resultUrlSeconds(env);
  const file = isFileResult(answer.result) ? answer.result : undefined;
  const body = file
    ? Buffer.from(file.data, "base64")
    : Buffer.from(options.document ?? JSON.stringify(answer), "utf8");
  const contentType = file ? file.contentType : "application/json";
  const disposition = dispositionOf(file?.fileName);
  const key = `results/${new Date().toISOString().slice(0, 10)}/${randomUUID()}`;

  const { client, PutObjectCommand, GetObjectCommand, presign } = await s3Sdk.get();
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      ...(disposition ? { ContentDisposition: disposition } : {}),
    }),
    { abortSignal: options.abortSignal },
  );
  // X-Amz-Date is whole seconds, taken as the URL is signed: the second before it is a safe lower bound.
  const signedAt = Math.floor(Date.now() / 1000) * 1000;
  const url = await presign(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn });
  const records = file ? undefined : recordsOf(answer.result);
  return {
    url,
    expiresAt: new Date(signedAt + expiresIn * 1000).toISOString(),
    bytes: body.byteLength,
    contentType,
    ...(file?.fileName ? { fileName: file.fileName } : {}),
    ...(records === undefined ? {} : { records }),
  };
}

/** A file result stored as its own bytes; undefined where no results bucket is configured (MCP's resource links). */
export async function storeFileResult(
  file: FileResult,
  options: Omit<StoreOptions, "document"> = {},
): Promise<ResultLocation | undefined> {
  if (!resultsBucketOf(options.env ?? process.env)) return undefined;
  return storeResult({ tool: "", result: file }, options);
}
