// The results store against the local S3 peer (local/s3.ts) with the real SDK client and presigner:
// what is stored (a JSON answer as its document, a file as its own bytes), under which key, and that
// the presigned URL serves it, refuses a tampered signature and stops working when it expires.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  recordsOf,
  resetResultStore,
  resultUrlSeconds,
  storeFileResult,
  storeResult,
} from "../../lib/results/store";
import { type LocalS3, startLocalS3 } from "../../local/s3";

let s3: LocalS3;
const env: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  s3 = await startLocalS3();
  s3.configure(process.env);
  Object.assign(env, { RESULTS_BUCKET: s3.bucket });
  resetResultStore();
});
afterAll(() => s3.close());
beforeEach(() => {
  delete env.RESULT_URL_SECONDS;
});

const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname).replace(`/${s3.bucket}/`, "");

describe("storeResult", () => {
  it("stores a JSON answer as its {tool, result} document and presigns a GET for it", async () => {
    const answer = {
      tool: "LedgerApi.RetrieveInvoices",
      result: { Invoices: [{ InvoiceID: "a" }, { InvoiceID: "b" }] },
    };
    const location = await storeResult(answer, { env });
    const response = await fetch(location.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    const text = await response.text();
    expect(text).toBe(JSON.stringify(answer));
    expect(location).toMatchObject({
      bytes: Buffer.byteLength(text),
      contentType: "application/json",
      records: 2,
    });
    expect(location.fileName).toBeUndefined();
  });

  it("keys objects by date and a random UUID under results/, never by anything of the call", async () => {
    const location = await storeResult(
      { tool: "LedgerApi.RetrieveInvoices", result: { secret: "x" } },
      { env },
    );
    expect(keyOf(location.url)).toMatch(/^results\/\d{4}-\d\d-\d\d\/[0-9a-f-]{36}$/);
    expect(location.url).not.toContain("RetrieveInvoices");
  });

  it("stores a file result as its raw bytes, with its content type and a Content-Disposition naming it", async () => {
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 256));
    const file = {
      contentType: "application/pdf",
      fileName: "Invoice INV-001 ü.pdf",
      size: bytes.byteLength,
      encoding: "base64" as const,
      data: bytes.toString("base64"),
    };
    const location = await storeResult({ tool: "LedgerApi.RetrieveInvoicePdf", result: file }, { env });
    expect(location).toMatchObject({
      bytes: bytes.byteLength,
      contentType: "application/pdf",
      fileName: file.fileName,
    });
    expect(location.records).toBeUndefined();
    const response = await fetch(location.url);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Invoice INV-001 _.pdf"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    expect(s3.object(keyOf(location.url))?.body.equals(bytes)).toBe(true);
  });

  it("storeFileResult answers undefined where no bucket is configured", async () => {
    const file = { contentType: "image/png", size: 3, encoding: "base64" as const, data: "AAAA" };
    expect(await storeFileResult(file, { env: {} })).toBeUndefined();
    expect((await storeFileResult(file, { env }))?.contentType).toBe("image/png");
  });

  it("refuses to store without RESULTS_BUCKET", async () => {
    await expect(storeResult({ tool: "T.X", result: 1 }, { env: {} })).rejects.toThrow(/RESULTS_BUCKET/);
  });
});

describe("the presigned URL", () => {
  it("lives RESULT_URL_SECONDS (default 900) and says so in expiresAt", async () => {
    const location = await storeResult({ tool: "T.X", result: [] }, { env });
    expect(new URL(location.url).searchParams.get("X-Amz-Expires")).toBe("900");
    const signedAt = new URL(location.url).searchParams.get("X-Amz-Date") ?? "";
    const iso = signedAt.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6.000Z");
    expect(Date.parse(location.expiresAt) - Date.parse(iso)).toBeLessThanOrEqual(900_000);
    env.RESULT_URL_SECONDS = "60";
    const short = await storeResult({ tool: "T.X", result: [] }, { env });
    expect(new URL(short.url).searchParams.get("X-Amz-Expires")).toBe("60");
  });

  it("is refused by the peer once expired", async () => {
    env.RESULT_URL_SECONDS = "1";
    const location = await storeResult({ tool: "T.X", result: [1] }, { env });
    // Past the URL's last second (X-Amz-Date is whole seconds): the peer must refuse it.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const response = await fetch(location.url);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Request has expired");
  });

  it("is refused by the peer with a tampered signature", async () => {
    const location = await storeResult({ tool: "T.X", result: [1] }, { env });
    const tampered = location.url.replace(
      /X-Amz-Signature=(.)/,
      (_, c: string) => `X-Amz-Signature=${c === "0" ? "1" : "0"}`,
    );
    const response = await fetch(tampered);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("SignatureDoesNotMatch");
  });
});

describe("configuration", () => {
  it("reads RESULT_URL_SECONDS as whole seconds from 1 to a week, refusing anything else", () => {
    expect(resultUrlSeconds({})).toBe(900);
    expect(resultUrlSeconds({ RESULT_URL_SECONDS: "604800" })).toBe(604800);
    for (const bad of ["0", "-5", "1.5", "604801", "soon"]) {
      expect(() => resultUrlSeconds({ RESULT_URL_SECONDS: bad }), bad).toThrow(/RESULT_URL_SECONDS/);
    }
  });

  it("counts the records of a list or of an object's one list", () => {
    expect(recordsOf([1, 2])).toBe(2);
    expect(recordsOf({ Invoices: [1, 2, 3], pagination: { page: 1 } })).toBe(3);
    expect(recordsOf({ a: [], b: [] })).toBeUndefined();
    expect(recordsOf("text")).toBeUndefined();
  });
});
