// Issue 35: everything that reads a parameter by name after validation sees the call under the
// row's own names, tried from the wrong side on the local stack (gateway, family functions,
// dynalite's policy, idempotency and audit tables, the ledger sandbox): the policy's tenant
// allowlist, the idempotency scope, the confirmation token of a destructive call and the audit
// record. An alias must never point a checked call at another tenant.
import { DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AUDIT_RECORD, type AuditRecord } from "../../lib/audit/schema";
import { setPolicy } from "../../lib/policy/admin";
import { LOCAL_POLICY_TABLE, resetPolicyCache } from "../../lib/policy/store";
import { localCredentials } from "../../local/credentials";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/ids";
import { type LocalStack, startLocalStack } from "../../local/stack";

const P = LEDGER_STARTING_DATA.primary;
const S = LEDGER_STARTING_DATA.secondary;
const PRINCIPAL = "(default)"; // the local gateway's calls carry no connection

let stack: LocalStack;
let admin: DynamoDBClient;
beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  stack = await startLocalStack({ port: 0 });
  admin = new DynamoDBClient({
    endpoint: stack.dynamo?.endpoint,
    region: "us-east-1",
    credentials: localCredentials(),
  });
});
afterAll(async () => {
  admin?.destroy();
  await stack?.close();
});
beforeEach(() => {
  stack.ledgerSandbox?.reset();
});

interface Answer {
  status: number;
  body: {
    result?: Record<string, unknown> | null;
    error?: { type: string; message: string; details?: { problems: { parameter: string }[] } };
  };
}

async function post(tool: string, input: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

const sent = () => stack.ledgerSandbox?.requests ?? [];
const tenantsSent = () => sent().map((request) => request.headers["xero-tenant-id"]);

describe("the policy's tenant allowlist", () => {
  beforeEach(async () => {
    await setPolicy(admin, LOCAL_POLICY_TABLE, PRINCIPAL, { tenants: [P.tenantId] });
    resetPolicyCache();
  });
  afterEach(async () => {
    await setPolicy(admin, LOCAL_POLICY_TABLE, PRINCIPAL, {});
    resetPolicyCache();
  });

  it("an alias naming a tenant outside it is refused; inside it, the call runs", async () => {
    const outside = await post("LedgerApi.RetrieveInvoices", { tenant_id: S.tenantId });
    expect(outside.status).toBe(403);
    expect(outside.body.error?.message).toContain(`tenant ${S.tenantId} is not in your allowlist`);
    const inside = await post("LedgerApi.RetrieveInvoices", { ledger_tenant_identifier: P.tenantId });
    expect(inside.status).toBe(200);
    expect(tenantsSent()).toEqual([P.tenantId]);
  });

  it("an allowed tenant under the own name cannot carry another under an alias", async () => {
    for (const input of [
      { ledger_tenant_id: P.tenantId, tenant_id: S.tenantId },
      { tenant_id: S.tenantId, ledger_tenant_id: P.tenantId },
      { tenant_identifier: P.tenantId, ledger_tenant_identifier: S.tenantId },
    ]) {
      const answer = await post("LedgerApi.RetrieveInvoices", input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.body.error?.type).toBe("ValidationError");
    }
    expect(sent()).toEqual([]);
  });
});

describe("the idempotency scope", () => {
  const history = (tenant: Record<string, string>, key: string, details = "Chased by phone") =>
    post("LedgerApi.CreateInvoiceHistory", {
      invoice_id: P.invoices.authorised,
      history_details: details,
      idempotency_key: key,
      ...tenant,
    });

  it("a key used with tenant_identifier and repeated with ledger_tenant_id is the same call: replayed", async () => {
    const first = await history({ tenant_identifier: P.tenantId }, "alias-key-1");
    const again = await history({ ledger_tenant_id: P.tenantId }, "alias-key-1");
    const third = await history({ tenant_id: P.tenantId }, "alias-key-1");
    expect(first.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    expect(third.body.result).toEqual(first.body.result);
    expect(sent()).toHaveLength(1); // the repeats never reached Xero
  });

  it("the same key with other arguments under an alias is a reused key, not a replay", async () => {
    await history({ tenant_identifier: P.tenantId }, "alias-key-2");
    const other = await history({ tenant_id: P.tenantId }, "alias-key-2", "Another note");
    expect(other.status).toBe(422);
    expect(other.body.error?.type).toBe("IdempotencyMismatch");
    expect(sent()).toHaveLength(1);
  });

  it("an alias naming another tenant is another call: never the first tenant's answer replayed", async () => {
    const first = await history({ tenant_identifier: P.tenantId }, "alias-key-3");
    const other = await history({ tenant_id: S.tenantId }, "alias-key-3");
    expect(other.body.result ?? null).not.toEqual(first.body.result);
    expect(tenantsSent()).toEqual([P.tenantId, S.tenantId]);
  });
});

describe("the confirmation of a destructive call", () => {
  beforeAll(() => {
    process.env.CONFIRM_DESTRUCTIVE = "on";
  });
  afterAll(() => {
    delete process.env.CONFIRM_DESTRUCTIVE;
  });

  const TOOL = "LedgerApi.DeleteTrackingOption";
  const option = {
    tracking_category_id: P.trackingCategories.region,
    tracking_option_id: P.trackingOptions.central,
  };
  const deletes = () => sent().filter((request) => request.method === "DELETE");

  async function tokenFor(input: Record<string, unknown>): Promise<string> {
    const asked = await post(TOOL, input);
    expect(asked.status).toBe(200);
    expect(asked.body.result).toMatchObject({ confirmationRequired: true });
    return String(asked.body.result?.confirmationToken);
  }

  it("a token asked with one spelling confirms the repeat with another of the same values", async () => {
    const token = await tokenFor({ ...option, tenant_id: P.tenantId });
    const confirmed = await post(
      TOOL,
      {
        tracking_category_identifier: P.trackingCategories.region,
        tracking_option_identifier: P.trackingOptions.central,
        ledger_tenant_identifier: P.tenantId,
      },
      { "Confirmation-Token": token },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(deletes().map((request) => request.headers["xero-tenant-id"])).toEqual([P.tenantId]);
  });

  it("never confirms the same call pointed at another tenant by an alias", async () => {
    const token = await tokenFor({ ...option, ledger_tenant_id: P.tenantId });
    const elsewhere = await post(TOOL, { ...option, tenant_id: S.tenantId }, { "Confirmation-Token": token });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error?.message).toMatch(/Confirmation refused \(other-arguments\)/);
    // Nor the confirmed tenant under its own name with another one smuggled beside it.
    const both = await post(
      TOOL,
      { ...option, ledger_tenant_id: P.tenantId, tenant_identifier: S.tenantId },
      { "Confirmation-Token": token },
    );
    expect(both.status).toBe(400);
    expect(both.body.error?.details?.problems).toEqual([
      expect.objectContaining({ parameter: "tenant_identifier" }),
    ]);
    expect(deletes()).toEqual([]);
  });
});

describe("the audit record", () => {
  async function records(key: string): Promise<AuditRecord[]> {
    const page = await admin.send(new ScanCommand({ TableName: String(process.env.AUDIT_TABLE) }));
    return (page.Items ?? [])
      .map((item) => JSON.parse(String(item[AUDIT_RECORD]?.S)) as AuditRecord)
      .filter((record) => record.idempotencyKey === key);
  }

  it("names the tenant and the arguments under the row's own names, whichever the caller used", async () => {
    const answer = await post("LedgerApi.CreateInvoiceHistory", {
      invoice_identifier: P.invoices.authorised,
      tenant_id: P.tenantId,
      idempotency_key: "alias-audit-1",
    });
    expect(answer.status).toBe(200);
    const [record] = await records("alias-audit-1");
    expect(record).toMatchObject({ tool: "LedgerApi.CreateInvoiceHistory", tenant: P.tenantId });
    expect(record?.arguments).toEqual({
      invoice_id: P.invoices.authorised,
      tenant_identifier: P.tenantId,
      idempotency_key: "alias-audit-1",
    });
  });

  it("keeps a refused call's two values as sent, with the error", async () => {
    const answer = await post("LedgerApi.CreateInvoiceHistory", {
      invoice_id: P.invoices.authorised,
      tenant_identifier: P.tenantId,
      tenant_id: S.tenantId,
      idempotency_key: "alias-audit-2",
    });
    expect(answer.status).toBe(400);
    const [record] = await records("alias-audit-2");
    expect(record?.arguments).toMatchObject({ tenant_identifier: P.tenantId, tenant_id: S.tenantId });
    expect(record?.tenant).toBe(P.tenantId);
    expect(record?.error).toMatchObject({ type: "ValidationError" });
    expect(sent()).toEqual([]);
  });
});
