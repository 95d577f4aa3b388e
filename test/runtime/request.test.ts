// The one upstream request of a call, built from the row's parameter mapping: where each value goes
// (path, query, header, body) under its upstream name, how it is encoded, what is never sent.
import { describe, expect, it } from "vitest";
import { findTool } from "../../lib/catalog/index";
import { ledgerDeleteTools } from "../../lib/catalog/ledger/delete";
import { DEFAULT_HISTORY_NOTE } from "../../lib/catalog/ledger/params";
import { ledgerWriteTools } from "../../lib/catalog/ledger/writes/index";
import type { ToolRow } from "../../lib/catalog/types";
import { ToolError } from "../../lib/runtime/errors";
import { buildRequest } from "../../lib/runtime/request";

const history = ledgerWriteTools.find((row) => row.name === "LedgerApi.CreateInvoiceHistory") as ToolRow;
const ID = "9d7d0c6a-9a2e-4a51-8f2a-0c1a2b3c4d5e";
const TENANT = "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f";
const row = (name: string) => findTool(name) as ToolRow;

describe("buildRequest", () => {
  it("nests dotted body paths and sends headers under their upstream names", () => {
    const request = buildRequest(
      history,
      {
        invoice_id: ID,
        tenant_identifier: "t-1",
        idempotency_key: "k-1",
        history_details: "Called the client",
      },
      "https://api.example.test/api.xro/2.0",
    );
    expect(request.url).toBe(`https://api.example.test/api.xro/2.0/Invoices/${ID}/History`);
    expect(request.headers).toMatchObject({
      "xero-tenant-id": "t-1",
      "Idempotency-Key": "k-1",
      accept: "application/json",
    });
    expect(JSON.parse(request.body ?? "")).toEqual({ HistoryRecords: [{ Details: "Called the client" }] });
  });

  it("sends the documented default note when history_details is left out", () => {
    const request = buildRequest(history, { invoice_id: ID, tenant_identifier: "t-1" }, "");
    expect(JSON.parse(request.body ?? "")).toEqual({ HistoryRecords: [{ Details: DEFAULT_HISTORY_NOTE }] });
    expect(request.headers["Idempotency-Key"]).toBeUndefined();
  });

  it("percent-encodes path values and refuses dot segments", () => {
    const row = ledgerDeleteTools[0] as ToolRow;
    expect(buildRequest(row, { account_id: "a b?c", ledger_tenant_identifier: "t" }, "").url).toBe(
      "/Accounts/a%20b%3Fc",
    );
    for (const bad of ["..", ".", "%2e%2E", ""]) {
      expect(() => buildRequest(row, { account_id: bad, ledger_tenant_identifier: "t" }, "")).toThrow(
        /must not be empty/,
      );
    }
  });

  it("sends query values under their upstream names, lists comma-joined, everything percent-encoded", () => {
    const request = buildRequest(
      row("LedgerApi.RetrieveInvoices"),
      {
        ledger_tenant_id: TENANT,
        filter_by_statuses: ["AUTHORISED", "PAID"],
        filter_by_condition: 'Contact.Name=="A & B"',
        page_number: 2,
        include_archived_invoices: true,
        order_by: null,
      },
      "https://x.test/api.xro/2.0",
    );
    expect(request).toEqual({
      method: "GET",
      url: "https://x.test/api.xro/2.0/Invoices?where=Contact.Name%3D%3D%22A%20%26%20B%22&Statuses=AUTHORISED%2CPAID&includeArchived=true&page=2",
      headers: { accept: "application/json", "xero-tenant-id": TENANT },
    });
  });

  it("a read with no body parameter has no body and no content-type; accept is what the row asks for", () => {
    const request = buildRequest(
      row("LedgerApi.RetrieveInvoicePdf"),
      { invoice_id: ID, tenant_identifier: TENANT },
      "",
    );
    expect(request).toEqual({
      method: "GET",
      url: `/Invoices/${ID}`,
      headers: { accept: "application/pdf", "xero-tenant-id": TENANT },
    });
  });

  it("an attachment download sends the MIME type in the header literally named contentType", () => {
    const request = buildRequest(
      row("LedgerApi.GetInvoiceAttachment"),
      {
        invoice_id: ID,
        attachment_file_name: "scan 01.png",
        attachment_mime_type: "image/png",
        tenant_identifier: TENANT,
      },
      "",
    );
    expect(request.url).toBe(`/Invoices/${ID}/Attachments/scan%2001.png`);
    expect(request.headers).toEqual({
      accept: "application/octet-stream",
      contentType: "image/png",
      "xero-tenant-id": TENANT,
    });
  });

  it("a write whose body parameters are all left out still sends a JSON object", () => {
    const request = buildRequest(row("TasksApi.UpdateProjectProperties"), { project_identifier: "p1" }, "");
    expect(request).toEqual({
      method: "POST",
      url: "/project/p1",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: "{}",
    });
  });

  it("never sends schema-mode controls; a path value marked alsoBody also goes into the body", () => {
    const update = row("TasksApi.UpdateTaskProperties");
    const request = buildRequest(
      update,
      { mode: "execute", task_identifier: "t1", request_body: '{"title":"x"}' },
      "",
      { title: "Renamed", projectId: "p1" },
    );
    expect(request.url).toBe("/task/t1");
    expect(JSON.parse(request.body ?? "")).toEqual({ title: "Renamed", projectId: "p1", id: "t1" });
    expect(request.body).not.toContain("execute");
    const withoutBody = buildRequest(update, { mode: "execute", task_identifier: "t1" }, "");
    expect(JSON.parse(withoutBody.body ?? "")).toEqual({ id: "t1" });
  });

  it("a path placeholder left without a value is an InternalError, never a request to a wrong path", () => {
    let error: unknown;
    try {
      buildRequest(row("TasksApi.GetTasksProjectById"), {}, "https://x.test");
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      type: "InternalError",
      message: "The TasksApi.GetTasksProjectById request could not be built.",
    });
  });
});
