import { describe, expect, it } from "vitest";
import { ledgerDeleteTools } from "../../lib/catalog/ledger/delete";
import { DEFAULT_HISTORY_NOTE } from "../../lib/catalog/ledger/params";
import { ledgerWriteTools } from "../../lib/catalog/ledger/write";
import type { ToolRow } from "../../lib/catalog/types";
import { buildRequest } from "../../lib/runtime/request";

const history = ledgerWriteTools.find((row) => row.name === "LedgerApi.CreateInvoiceHistory") as ToolRow;
const ID = "9d7d0c6a-9a2e-4a51-8f2a-0c1a2b3c4d5e";

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
});
