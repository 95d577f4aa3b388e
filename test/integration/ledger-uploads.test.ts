// Attachment uploads through the real ledger-write function, invoked directly (as Step Functions
// does) and through the local gateway of `npm start` (HTTP, with Lambda's 6 MB request limit),
// against the Xero sandbox: the bytes uploaded are the bytes downloaded; the largest file a call
// carries goes through whole; a larger one is refused before anything reaches the sandbox, naming
// content_base64 and the limits; a keyed retry uploads once, also when the first attempt failed.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as filesHandler } from "../../functions/ledger-files";
import { handler as writeHandler } from "../../functions/ledger-write";
import { MAX_UPLOAD_BYTES } from "../../lib/catalog/file-upload";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { type LocalStack, startLocalStack } from "../../local/stack";
import { type Call, directTransport, gatewayTransport } from "../support/transports";

const P = LEDGER_STARTING_DATA.primary;
const INVOICE = P.attachments.invoice.recordId;
const RECEIPT = P.attachments.receipt.recordId;

let stack: LocalStack;
beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  stack = await startLocalStack({ port: 0 });
});
afterAll(() => stack?.close());
beforeEach(() => stack.ledgerSandbox?.reset());

type Json = Record<string, unknown>;

/** What reached the sandbox at an attachment path. */
const uploadsSeen = () =>
  (stack.ledgerSandbox?.requests ?? []).filter(
    (request) => request.method !== "GET" && /\/Attachments\//.test(request.path),
  );

const invoiceUpload = (fileName: string, bytes: Buffer, extra: Json = {}): Json => ({
  invoice_id: INVOICE,
  file_name: fileName,
  content_type: "application/pdf",
  content_base64: bytes.toString("base64"),
  tenant_id: P.tenantId,
  ...extra,
});

async function ok(call: Call, tool: string, input: Json): Promise<Json> {
  const reply = await call(tool, input);
  expect(reply.body.error, JSON.stringify(reply.body.error)).toBeUndefined();
  expect(reply.status).toBe(200);
  return reply.body.result as Json;
}

const transports: [string, () => { write: Call; files: Call }][] = [
  ["family handlers", () => ({ write: directTransport(writeHandler), files: directTransport(filesHandler) })],
  ["local gateway", () => ({ write: gatewayTransport(stack.url), files: gatewayTransport(stack.url) })],
];

describe.each(transports)("uploads through the %s", (_name, transportsOf) => {
  it("downloads exactly the bytes uploaded, by file name and by attachment id", async () => {
    const { write, files } = transportsOf();
    const bytes = randomBytes(150_000);
    const result = await ok(
      write,
      "LedgerApi.UploadInvoiceAttachment",
      invoiceUpload("signed order 2.pdf", bytes),
    );
    const [file] = result.Attachments as Json[];
    expect(file).toMatchObject({
      FileName: "signed order 2.pdf",
      MimeType: "application/pdf",
      ContentLength: 150_000,
    });
    const byName = await ok(files, "LedgerApi.GetInvoiceAttachment", {
      invoice_id: INVOICE,
      attachment_file_name: "signed order 2.pdf",
      attachment_mime_type: "application/pdf",
      tenant_identifier: P.tenantId,
    });
    const byId = await ok(files, "LedgerApi.RetrieveInvoiceAttachmentById", {
      invoice_id: INVOICE,
      attachment_id: file?.AttachmentID,
      attachment_mime_type: "application/pdf",
      tenant_identifier: P.tenantId,
    });
    for (const download of [byName, byId]) {
      expect(Buffer.from(String(download.data), "base64").equals(bytes)).toBe(true);
    }
    // The sandbox received the raw bytes, with the file's type, not JSON.
    const [seen] = uploadsSeen();
    expect(seen?.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.from(seen?.body as Uint8Array).equals(bytes)).toBe(true);
  });

  it("carries the largest file a call allows whole", async () => {
    const { write } = transportsOf();
    const bytes = randomBytes(MAX_UPLOAD_BYTES);
    const result = await ok(write, "LedgerApi.ReplaceReceiptAttachment", {
      receipt_id: RECEIPT,
      file_name: "receipt scan.png",
      content_type: "image/png",
      content_base64: bytes.toString("base64"),
      tenant_id: P.tenantId,
    });
    expect((result.Attachments as Json[])[0]).toMatchObject({ ContentLength: MAX_UPLOAD_BYTES });
    expect(Buffer.from(uploadsSeen()[0]?.body as Uint8Array).equals(bytes)).toBe(true);
  });

  it("refuses a larger file before sending anything, naming content_base64 and the limits", async () => {
    const { write } = transportsOf();
    // Over the call's limit, yet under the gateway's 6 MB as JSON: the tool's own check refuses it.
    const reply = await write(
      "LedgerApi.UploadInvoiceAttachment",
      invoiceUpload("too big.pdf", Buffer.alloc(MAX_UPLOAD_BYTES + 30_000, 1), {
        idempotency_key: "too-big",
      }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.error?.type).toBe("ValidationError");
    expect(reply.body.error?.message).toMatch(/content_base64/);
    expect(reply.body.error?.message).toMatch(/at most 4\.4 MiB \(4,613,734 bytes\)/);
    expect(reply.body.error?.message).toMatch(/10\.0 MiB/);
    expect(reply.body.error?.details).toMatchObject({ problems: [{ parameter: "content_base64" }] });
    expect(uploadsSeen()).toEqual([]);
  });

  it("refuses text that is not base64, naming content_base64, before sending", async () => {
    const { write } = transportsOf();
    for (const content of ["not base64!", "QUJD="]) {
      const reply = await write("LedgerApi.UploadInvoiceAttachment", {
        ...invoiceUpload("x.pdf", Buffer.from("x")),
        content_base64: content,
      });
      expect(reply.status).toBe(400);
      expect(JSON.stringify(reply.body.error)).toMatch(/content_base64/);
    }
    expect(uploadsSeen()).toEqual([]);
  });

  it("uploads once when a keyed call is retried, and when its first attempt met a 503", async () => {
    const { write } = transportsOf();
    const bytes = randomBytes(2_000);
    const input = invoiceUpload("keyed.pdf", bytes, { idempotency_key: `upload-once-${_name}` });
    const first = await ok(write, "LedgerApi.UploadInvoiceAttachment", input);
    const retry = await ok(write, "LedgerApi.UploadInvoiceAttachment", input);
    expect(retry).toEqual(first);
    expect(uploadsSeen()).toHaveLength(1);

    // Xero failing the first attempt: the executor resends the same bytes with the same key.
    stack.ledgerSandbox?.failNext({ status: 503, body: { Title: "Service Unavailable" } });
    const again = randomBytes(1_000);
    const resent = await ok(
      write,
      "LedgerApi.ReplaceInvoiceAttachment",
      invoiceUpload("keyed.pdf", again, { idempotency_key: `replace-once-${_name}` }),
    );
    expect((resent.Attachments as Json[])[0]).toMatchObject({
      AttachmentID: (first.Attachments as Json[])[0]?.AttachmentID,
      ContentLength: 1_000,
    });
    const sent = uploadsSeen().slice(1);
    expect(sent).toHaveLength(2);
    for (const request of sent) expect(Buffer.from(request.body as Uint8Array).equals(again)).toBe(true);
  });
});
