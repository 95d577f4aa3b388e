// The sandbox's attachment uploads by file name over real HTTP on 127.0.0.1, driven with plain fetch:
// the bytes sent come back from the listing and both downloads, unchanged; a file name already on
// the record is replaced; an unknown record is 404; a body over Xero's 10 MB is 413; the 11th file
// is refused; a keyed retry is answered once; the record then says HasAttachments, as Xero's do.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { XERO_ATTACHMENT_MAX_BYTES } from "../../local/sandbox/ledger/handlers/attachment-uploads";
import {
  LEDGER_STARTING_DATA,
  type LedgerSandbox,
  startLedgerSandbox,
} from "../../local/sandbox/ledger/index";
import { createLedgerStartingData } from "../../local/sandbox/ledger/starting-data/index";
import type { LedgerOrganisation } from "../../local/sandbox/ledger/types";

type Json = Record<string, unknown>;

const ATTACHED = LEDGER_STARTING_DATA.primary.attachments;
const UNKNOWN = "00000000-0000-4000-8000-0000000fffff";

let sandbox: LedgerSandbox;

beforeAll(async () => {
  sandbox = await startLedgerSandbox({ port: 0 });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

interface Sent {
  method?: "PUT" | "POST" | "GET";
  bytes?: Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
}

async function send(path: string, sent: Sent = {}) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${sandbox.token}`,
    "xero-tenant-id": sandbox.tenants.primary,
    accept: "application/json",
    ...sent.headers,
  };
  if (sent.contentType) headers["content-type"] = sent.contentType;
  const response = await fetch(`${sandbox.url}${path}`, {
    method: sent.method ?? "GET",
    headers,
    body: sent.bytes === undefined ? undefined : Buffer.from(sent.bytes),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = Buffer.from(bytes).toString("utf8");
  return { status: response.status, bytes, text, json: () => JSON.parse(text) as Json };
}

const upload = (
  path: string,
  bytes: Uint8Array,
  contentType = "application/pdf",
  method: "PUT" | "POST" = "PUT",
) => send(path, { method, bytes, contentType });

const attachmentsOf = async (collection: string, id: string) => {
  const reply = await send(`/${collection}/${id}/Attachments`);
  expect(reply.status, reply.text).toBe(200);
  return reply.json().Attachments as Json[];
};

describe.each(Object.entries(ATTACHED).filter(([name]) => name !== "invoicePdf" && name !== "bill"))(
  "uploads to %s",
  (_name, startingRef) => {
    const base = `/${startingRef.collection}/${startingRef.recordId}/Attachments`;

    it("stores the bytes under the file name: listed, and downloaded by id and by name unchanged", async () => {
      const bytes = new Uint8Array(randomBytes(3000));
      const put = await upload(`${base}/${encodeURIComponent("scan 2026-11.pdf")}`, bytes);
      expect(put.status, put.text).toBe(200);
      const [answered] = put.json().Attachments as Json[];
      expect(answered).toMatchObject({
        FileName: "scan 2026-11.pdf",
        MimeType: "application/pdf",
        ContentLength: 3000,
      });
      const listed = (await attachmentsOf(startingRef.collection, startingRef.recordId)).find(
        (file) => file.FileName === "scan 2026-11.pdf",
      );
      expect(listed).toMatchObject({ AttachmentID: answered?.AttachmentID, ContentLength: 3000 });
      const download = { headers: { contentType: "application/pdf" } };
      const byId = await send(`${base}/${String(answered?.AttachmentID)}`, download);
      const byName = await send(`${base}/${encodeURIComponent("scan 2026-11.pdf")}`, download);
      expect(Buffer.from(byId.bytes).equals(Buffer.from(bytes))).toBe(true);
      expect(Buffer.from(byName.bytes).equals(Buffer.from(bytes))).toBe(true);
    });

    it("replaces the file of the same name, by PUT or POST, keeping its AttachmentID", async () => {
      const before = await attachmentsOf(startingRef.collection, startingRef.recordId);
      const name = encodeURIComponent(startingRef.fileName);
      for (const method of ["POST", "PUT"] as const) {
        const bytes = new Uint8Array(randomBytes(64));
        const reply = await upload(`${base}/${name}`, bytes, startingRef.mimeType, method);
        expect(reply.status, reply.text).toBe(200);
        expect((reply.json().Attachments as Json[])[0]).toMatchObject({
          AttachmentID: startingRef.attachmentId,
          FileName: startingRef.fileName,
          ContentLength: 64,
        });
        const download = await send(`${base}/${name}`, { headers: { contentType: startingRef.mimeType } });
        expect(Buffer.from(download.bytes).equals(Buffer.from(bytes))).toBe(true);
      }
      expect(await attachmentsOf(startingRef.collection, startingRef.recordId)).toHaveLength(before.length);
    });

    it("answers 404 for a record that does not exist, storing nothing", async () => {
      const reply = await upload(
        `/${startingRef.collection}/${UNKNOWN}/Attachments/a.pdf`,
        new Uint8Array([1, 2, 3]),
      );
      expect(reply.status).toBe(404);
    });
  },
);

describe("upload rules", () => {
  const invoice = ATTACHED.invoice;
  const base = `/Invoices/${invoice.recordId}/Attachments`;

  it("refuses a body over Xero's 10 MB with a 413, and stores nothing", async () => {
    const before = await attachmentsOf("Invoices", invoice.recordId);
    const reply = await upload(`${base}/big.pdf`, new Uint8Array(XERO_ATTACHMENT_MAX_BYTES + 1));
    expect(reply.status).toBe(413);
    expect(await attachmentsOf("Invoices", invoice.recordId)).toEqual(before);
    const fits = await upload(`${base}/big.pdf`, new Uint8Array(XERO_ATTACHMENT_MAX_BYTES));
    expect(fits.status, fits.text).toBe(200);
  });

  it("refuses an empty file and an 11th file name with Xero's validation error", async () => {
    const empty = await upload(`${base}/empty.pdf`, new Uint8Array());
    expect(empty.status).toBe(400);
    expect(empty.json()).toMatchObject({ Type: "ValidationException" });
    const held = (await attachmentsOf("Invoices", invoice.recordId)).length;
    for (let n = held; n < 10; n++) {
      expect((await upload(`${base}/file-${n}.txt`, new Uint8Array([n]), "text/plain")).status).toBe(200);
    }
    const eleventh = await upload(`${base}/one-too-many.txt`, new Uint8Array([1]), "text/plain");
    expect(eleventh.status).toBe(400);
    expect(eleventh.text).toMatch(/at most 10 attachments/);
    // A name the record holds is still replaced.
    expect((await upload(`${base}/file-${held}.txt`, new Uint8Array([9]), "text/plain")).status).toBe(200);
  });

  it("sets IncludeOnline on an invoice from the query, and keeps it when the file is replaced", async () => {
    const put = await upload(`${base}/online.pdf?IncludeOnline=true`, new Uint8Array([1]));
    expect((put.json().Attachments as Json[])[0]).toMatchObject({ IncludeOnline: true });
    const post = await upload(`${base}/online.pdf`, new Uint8Array([2]), "application/pdf", "POST");
    expect((post.json().Attachments as Json[])[0]).toMatchObject({ IncludeOnline: true });
  });

  it("answers a keyed retry with the first answer and stores the file once", async () => {
    const key = { "idempotency-key": "upload-once" };
    const first = await send(`${base}/keyed.txt`, {
      method: "PUT",
      bytes: new Uint8Array([1]),
      contentType: "text/plain",
      headers: key,
    });
    const again = await send(`${base}/keyed.txt`, {
      method: "PUT",
      bytes: new Uint8Array([2, 2]),
      contentType: "text/plain",
      headers: key,
    });
    expect(again.json()).toEqual(first.json());
    const download = await send(`${base}/keyed.txt`, { headers: { contentType: "text/plain" } });
    expect([...download.bytes]).toEqual([1]);
  });

  it("records the upload's bytes as received", async () => {
    await upload(`${base}/recorded.bin`, new Uint8Array([0, 255, 10, 13]), "application/octet-stream");
    const recorded = sandbox.requests.find((request) => request.path.endsWith("/recorded.bin"));
    expect(recorded?.body).toBeInstanceOf(Uint8Array);
    expect([...((recorded?.body ?? []) as Uint8Array)]).toEqual([0, 255, 10, 13]);
  });
});

describe("HasAttachments, as Xero's records say it", () => {
  const organisation = createLedgerStartingData()[0] as LedgerOrganisation;
  const collections = [...new Set(Object.values(ATTACHED).map((ref) => ref.collection))];

  /** The id of a record of the collection with no file yet: the demo data's, or a new transfer. */
  async function bareRecordId(collection: string): Promise<string> {
    const idField = `${collection.replace(/s$/, "")}ID`;
    const record = organisation.collections[collection]?.find(
      (each) => !organisation.attachments[String(each[idField])],
    );
    if (record) return String(record[idField]);
    // The demo data's one bank transfer has a file: a new one has none.
    expect(collection).toBe("BankTransfers");
    const transfer = { FromBankAccount: { Code: "090" }, ToBankAccount: { Code: "091" }, Amount: 10 };
    const created = await send("/BankTransfers", {
      method: "PUT",
      bytes: new TextEncoder().encode(JSON.stringify({ BankTransfers: [transfer] })),
      contentType: "application/json",
    });
    expect(created.status, created.text).toBe(200);
    return String((created.json().BankTransfers as Json[])[0]?.BankTransferID);
  }

  const flagOf = async (collection: string, id: string) =>
    ((await send(`/${collection}/${id}`)).json()[collection] as Json[])[0]?.HasAttachments;

  it("covers every kind of record that takes attachments", () => {
    expect(collections.sort()).toEqual([
      "Accounts",
      "BankTransactions",
      "BankTransfers",
      "Contacts",
      "CreditNotes",
      "Invoices",
      "ManualJournals",
      "PurchaseOrders",
      "Quotes",
      "Receipts",
      "RepeatingInvoices",
    ]);
  });

  it.each(collections)("%s: a record says it once a file is uploaded to it", async (collection) => {
    const id = await bareRecordId(collection);
    // Xero's Quote has no HasAttachments; every other record type carries it.
    const flagged = collection !== "Quotes";
    expect(await flagOf(collection, id)).toBe(flagged ? false : undefined);
    const put = await upload(`/${collection}/${id}/Attachments/first.pdf`, new Uint8Array([1, 2, 3]));
    expect(put.status, put.text).toBe(200);
    expect(await flagOf(collection, id)).toBe(flagged ? true : undefined);
    const startingRef = Object.values(ATTACHED).find((each) => each.collection === collection);
    expect(await flagOf(collection, String(startingRef?.recordId))).toBe(flagged ? true : undefined);
  });
});
