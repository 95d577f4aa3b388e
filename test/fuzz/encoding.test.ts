// The fuzz suite's check of how a valid input reached the upstream passes a faithful request and
// names each way a request can be wrong: a fuzz run that finds no problem means something only if
// this check can find one.
import { describe, expect, it } from "vitest";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import { encodingProblems } from "./encoding";
import type { RecordedRequest } from "./recorder";
import { decodeBase64 } from "./rules";

const TENANT = "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f";
const ID = "9d7d0c6a-9a2e-4a51-8f2a-0c1a2b3c4d5e";
const TOKEN = "fuzz-token-1";
const PREFIX = "/api.xro/2.0";
const row = (name: string) => findTool(name) as ToolRow;

const history = row("LedgerApi.CreateInvoiceHistory");
const historyInput = { invoice_id: ID, tenant_identifier: TENANT, history_details: "a/b ?c" };
const faithful: RecordedRequest = {
  method: "PUT",
  target: `${PREFIX}/Invoices/${ID}/History`,
  headers: { authorization: `Bearer ${TOKEN}`, "xero-tenant-id": TENANT },
  body: JSON.stringify({ HistoryRecords: [{ Details: "a/b ?c" }] }),
  raw: new Uint8Array(),
};
const check = (
  recorded: Partial<RecordedRequest>,
  tool = history,
  input: Record<string, unknown> = historyInput,
) => encodingProblems(tool, input, { ...faithful, ...recorded }, PREFIX, TOKEN);

const invoices = row("LedgerApi.RetrieveInvoices");
const listInput = {
  ledger_tenant_id: TENANT,
  filter_by_condition: 'Name=="a&b"',
  filter_by_statuses: ["PAID", "VOIDED"],
};
const listTarget = `${PREFIX}/Invoices?where=Name%3D%3D%22a%26b%22&Statuses=PAID%2CVOIDED`;
const list = (target: string, headers = faithful.headers) =>
  check({ method: "GET", target, headers, body: "" }, invoices, listInput);

describe("encodingProblems", () => {
  it("finds nothing wrong with a faithful request", () => {
    expect(check({})).toEqual([]);
    expect(list(listTarget)).toEqual([]);
  });

  it("names a request outside the API, a wrong method and a wrong token", () => {
    expect(check({ target: `/other/Invoices/${ID}/History` })).toEqual([
      `target /other/Invoices/${ID}/History is outside ${PREFIX}`,
    ]);
    expect(check({ method: "POST" })).toEqual(["method POST, not PUT"]);
    expect(check({ headers: { ...faithful.headers, authorization: "Bearer other" } })).toEqual([
      "authorization is not the configured token",
    ]);
  });

  it("names path segments that are missing, extra, changed or not strictly encoded", () => {
    expect(check({ target: `${PREFIX}/Invoices/${ID}` })).toEqual([
      `path /Invoices/${ID} has 3 segments, not 4`,
    ]);
    expect(check({ target: `${PREFIX}/Invoice/${ID}/History` })).toEqual([
      "path segment 1 is Invoice, not Invoices",
    ]);
    expect(check({ target: `${PREFIX}/Invoices/${ID.toUpperCase()}/History` })).toEqual([
      `path segment invoice_id arrived as ${ID.toUpperCase()}`,
    ]);
    const spaced = row("LedgerApi.GetInvoiceAttachment");
    const input = {
      invoice_id: ID,
      attachment_file_name: "a b.png",
      attachment_mime_type: "image/png",
      tenant_identifier: TENANT,
    };
    const headers = { ...faithful.headers, contenttype: "image/png" };
    const download = (name: string) =>
      check(
        { method: "GET", target: `${PREFIX}/Invoices/${ID}/Attachments/${name}`, headers, body: "" },
        spaced,
        input,
      );
    expect(download("a%20b.png")).toEqual([]);
    expect(download("a+b.png")).toEqual(["path segment attachment_file_name arrived as a+b.png"]);
    expect(download("a%2520b.png")).toEqual(["path segment attachment_file_name arrived as a%2520b.png"]);
  });

  it("names query values that are missing, extra, repeated, changed or loosely encoded", () => {
    expect(list(`${PREFIX}/Invoices?where=Name%3D%3D%22a%26b%22`)).toEqual([
      "query Statuses arrived as undefined",
    ]);
    expect(list(`${listTarget}&page=2`)).toEqual(["unexpected query parameter page"]);
    expect(list(`${listTarget}&Statuses=PAID%2CVOIDED`)).toEqual(["unexpected query parameter Statuses"]);
    expect(list(`${PREFIX}/Invoices?where=Name%3D%3D%22a%26b%22&Statuses=PAID`)).toEqual([
      'query Statuses arrived as "PAID"',
    ]);
    expect(list(`${PREFIX}/Invoices?where=Name==%22a%26b%22&Statuses=PAID%2CVOIDED`)).toEqual([
      "query part where=Name==%22a%26b%22 is not strictly encoded",
      "query where arrived as undefined",
    ]);
  });

  it("names a header that arrived changed or not at all", () => {
    const headers = { authorization: `Bearer ${TOKEN}`, "xero-tenant-id": TENANT.toUpperCase() };
    expect(list(listTarget, headers)).toEqual([`header xero-tenant-id arrived as "${TENANT.toUpperCase()}"`]);
    expect(list(listTarget, { authorization: `Bearer ${TOKEN}` })).toEqual([
      "header xero-tenant-id arrived as undefined",
    ]);
  });

  it("names a body that does not hold exactly the input's values", () => {
    const wrong = "the JSON body does not hold exactly the input's values";
    expect(check({ body: JSON.stringify({ HistoryRecords: [{ Details: "a/b ?c", Extra: 1 }] }) })).toEqual([
      wrong,
    ]);
    expect(check({ body: JSON.stringify({ HistoryRecords: [{ Details: "a/b  ?c" }] }) })).toEqual([wrong]);
    expect(check({ body: JSON.stringify({ HistoryRecords: { 0: { Details: "a/b ?c" } } }) })).toEqual([
      wrong,
    ]);
    expect(check({ body: "" })).toEqual([wrong]);
  });

  it("names an upload whose body is not exactly the file, or whose Content-Type changed", () => {
    const upload = row("LedgerApi.UploadReceiptAttachment");
    const file = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    const input = {
      receipt_id: ID,
      file_name: "scan.png",
      content_type: "image/png",
      content_base64: file.toString("base64"),
      tenant_id: TENANT,
    };
    const headers = { ...faithful.headers, "content-type": "image/png" };
    const sent = (raw: Uint8Array, sentHeaders: RecordedRequest["headers"] = headers) =>
      check(
        { target: `${PREFIX}/Receipts/${ID}/Attachments/scan.png`, headers: sentHeaders, body: "", raw },
        upload,
        input,
      );
    expect(sent(file)).toEqual([]);
    const wrong = "the body is not exactly the file's bytes";
    expect(sent(file.subarray(1))).toEqual([wrong]);
    expect(sent(Buffer.from(file.toString("base64")))).toEqual([wrong]);
    expect(sent(file, { ...headers, "content-type": "application/octet-stream" })).toEqual([
      'header Content-Type arrived as "application/octet-stream"',
    ]);
  });
});

describe("decodeBase64, the oracle's own decoder", () => {
  it("decodes every padding as Node does, and refuses what is not base64", () => {
    for (let size = 0; size < 40; size++) {
      const bytes = Buffer.from(Array.from({ length: size }, (_, index) => (index * 97 + size) % 256));
      expect(Buffer.from(decodeBase64(bytes.toString("base64")) ?? []).equals(bytes)).toBe(true);
    }
    for (const text of ["QQ", "QQ=", "Q===", "QQ=A", "QQ-_", "QQ\nA", "====", "QUJD=", "QUJ D"])
      expect(decodeBase64(text), text).toBeUndefined();
  });
});
