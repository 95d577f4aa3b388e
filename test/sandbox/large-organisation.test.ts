// SANDBOX_SCALE=large: the generated organisation (Xero sandbox, Demo Company) and Backlog project
// (TickTick sandbox) are the same on every build, hold the documented counts, look like the
// hand-written records, and page over real HTTP on 127.0.0.1 as Xero does. Unset leaves the starting data
// the other tests name record by record.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LARGE_COUNTS,
  LEDGER_STARTING_DATA,
  type LedgerSandbox,
  startLedgerSandbox,
} from "../../local/sandbox/ledger/index";
import { createLedgerStartingData } from "../../local/sandbox/ledger/starting-data/index";
import type { LedgerOrganisation, XeroRecord } from "../../local/sandbox/ledger/types";
import { sandboxScale } from "../../local/sandbox/scale";
import {
  LARGE_PROJECT_ID,
  LARGE_TASK_COUNT,
  STARTING_DATA,
  startTasksSandbox,
  type TasksSandbox,
} from "../../local/sandbox/tasks/index";
import { startLocalUpstreams } from "../../local/stack";

type Json = Record<string, unknown>;
interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  itemCount: number;
}

const primaryOf = (orgs: LedgerOrganisation[]) => orgs[0] as LedgerOrganisation;
const countsOf = (org: LedgerOrganisation) =>
  Object.fromEntries(Object.entries(org.collections).map(([name, records]) => [name, records.length]));

/** Counts, a few records and a hash of everything: what two builds must share. */
function fingerprint(org: LedgerOrganisation) {
  const invoices = org.collections.Invoices ?? [];
  const text = JSON.stringify({ collections: org.collections, histories: org.histories });
  return {
    counts: countsOf(org),
    firstGenerated: invoices.find((invoice) => String(invoice.InvoiceID).includes("-8001-")),
    last: invoices.at(-1),
    lastContact: org.collections.Contacts?.at(-1),
    sha256: createHash("sha256").update(text).digest("hex"),
  };
}

const small = primaryOf(createLedgerStartingData());
const large = primaryOf(createLedgerStartingData("large"));
const generated = (collection: string) =>
  (large.collections[collection] ?? []).filter((record) => JSON.stringify(record).includes("-8001-a"));

describe("the large starting data", () => {
  it("is the same on every build", () => {
    expect(fingerprint(primaryOf(createLedgerStartingData("large")))).toEqual(fingerprint(large));
  });

  it("adds the documented counts to Demo Company, and nothing to the second organisation", () => {
    const before = countsOf(small);
    const after = countsOf(large);
    expect(after.Contacts).toBe((before.Contacts ?? 0) + LARGE_COUNTS.customers + LARGE_COUNTS.suppliers);
    expect(after.Invoices).toBe((before.Invoices ?? 0) + LARGE_COUNTS.salesInvoices + LARGE_COUNTS.bills);
    expect(after.BankTransactions).toBe((before.BankTransactions ?? 0) + LARGE_COUNTS.bankTransactions);
    expect(after.CreditNotes).toBe((before.CreditNotes ?? 0) + LARGE_COUNTS.creditNotes);
    expect(after.Items).toBe((before.Items ?? 0) + LARGE_COUNTS.items);
    expect(after.ManualJournals).toBe((before.ManualJournals ?? 0) + LARGE_COUNTS.manualJournals);
    // One payment per paid or part-paid generated invoice: Xero has no PAID invoice without one.
    const settled = generated("Invoices").filter((invoice) => Number(invoice.AmountPaid) > 0).length;
    expect(after.Payments).toBe((before.Payments ?? 0) + settled);
    expect(createLedgerStartingData("large")[1]).toEqual(createLedgerStartingData()[1]);
  });

  it("keeps the hand-written records first and unchanged", () => {
    for (const [name, records] of Object.entries(small.collections)) {
      if (name === "Journals") continue; // derived from every document, so they grow with the data
      // Contact roles (IsCustomer/IsSupplier) follow the documents, which the large starting data does not touch.
      expect(large.collections[name]?.slice(0, records.length)).toEqual(records);
    }
  });

  it("mixes statuses, types and line counts the way a real ledger does", () => {
    const invoices = generated("Invoices");
    const statuses = new Set(invoices.map((invoice) => invoice.Status));
    expect([...statuses].sort()).toEqual(["AUTHORISED", "DRAFT", "PAID", "SUBMITTED", "VOIDED"]);
    expect(new Set(invoices.map((invoice) => invoice.Type))).toEqual(new Set(["ACCREC", "ACCPAY"]));
    const lines = invoices.map((invoice) => (invoice.LineItems as XeroRecord[]).length);
    expect(Math.min(...lines)).toBe(1);
    expect(Math.max(...lines)).toBe(6);
    const dates = invoices.map((invoice) => String(invoice.Date)).sort();
    expect(dates[0]?.slice(0, 4)).toBe("2023");
    expect(dates.at(-1)?.slice(0, 4)).toBe("2026");
    const contactIds = new Set(large.collections.Contacts?.map((contact) => contact.ContactID));
    expect(invoices.every((invoice) => contactIds.has((invoice.Contact as XeroRecord).ContactID))).toBe(true);
  });

  it("builds its records with the same fields as the hand-written ones", () => {
    const keys = (record: XeroRecord | undefined) => Object.keys(record ?? {}).sort();
    const handPaid = small.collections.Invoices?.find(
      (i) => i.InvoiceID === LEDGER_STARTING_DATA.primary.invoices.paid,
    );
    const generatedPaid = generated("Invoices").find((i) => i.Type === "ACCREC" && i.Status === "PAID");
    expect(keys(generatedPaid)).toEqual(keys(handPaid));
    const handContact = small.collections.Contacts?.find(
      (c) => c.ContactID === LEDGER_STARTING_DATA.primary.contacts.bayside,
    );
    // Bayside has no website; neither has this generated contact (a website is optional in both).
    expect(keys(generated("Contacts").find((c) => c.Website === undefined))).toEqual(keys(handContact));
    const handSpend = small.collections.BankTransactions?.find(
      (t) => t.BankTransactionID === LEDGER_STARTING_DATA.primary.bankTransactions.spend,
    );
    expect(keys(generated("BankTransactions")[0])).toEqual(keys(handSpend));
  });
});

describe("SANDBOX_SCALE", () => {
  it("is small when unset or empty, and refuses anything but small or large", () => {
    expect(sandboxScale(undefined)).toBe("small");
    expect(sandboxScale("")).toBe("small");
    expect(sandboxScale("large")).toBe("large");
    expect(() => sandboxScale("huge")).toThrow('SANDBOX_SCALE must be small or large (got "huge").');
  });

  it("is read where the local stack builds the sandboxes: unset keeps today's counts", async () => {
    const env: NodeJS.ProcessEnv = { IDEMPOTENCY_TABLE: "not-used-here" };
    const upstreams = await startLocalUpstreams(env);
    try {
      const ledger = upstreams.ledgerSandbox as LedgerSandbox;
      const answer = await fetch(`${ledger.url}/Invoices`, {
        headers: {
          authorization: `Bearer ${ledger.token}`,
          "xero-tenant-id": ledger.tenants.primary,
          accept: "application/json",
        },
      });
      const body = (await answer.json()) as { Invoices: unknown[] };
      expect(body.Invoices).toHaveLength(small.collections.Invoices?.length ?? -1);
      const tasks = upstreams.tasksSandbox as TasksSandbox;
      const projects = await fetch(`${tasks.url}/project`, {
        headers: { authorization: `Bearer ${tasks.token}` },
      });
      expect(((await projects.json()) as unknown[]).length).toBe(Object.keys(STARTING_DATA.projects).length);
    } finally {
      await upstreams.close();
    }
  });

  it("refuses an unknown value before starting anything", async () => {
    await expect(startLocalUpstreams({ SANDBOX_SCALE: "medium" })).rejects.toThrow(
      "SANDBOX_SCALE must be small or large",
    );
  });
});

describe("the large sandboxes over HTTP", () => {
  let ledger: LedgerSandbox;
  let tasks: TasksSandbox;

  beforeAll(async () => {
    [ledger, tasks] = await Promise.all([
      startLedgerSandbox({ scale: "large" }),
      startTasksSandbox({ scale: "large" }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([ledger.close(), tasks.close()]);
  });

  async function list(collection: string, query = ""): Promise<Json> {
    const answer = await fetch(`${ledger.url}/${collection}${query}`, {
      headers: {
        authorization: `Bearer ${ledger.token}`,
        "xero-tenant-id": ledger.tenants.primary,
        accept: "application/json",
      },
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as Json;
  }

  const itemsOf = (body: Json, collection: string) => body[collection] as XeroRecord[];

  it.each(["Invoices", "Contacts", "BankTransactions", "Payments", "ManualJournals", "CreditNotes"])(
    "%s: without page, every record and no pagination; with page, pages of 100 that add up to itemCount",
    async (collection) => {
      const all = await list(collection);
      expect(all.pagination).toBeUndefined();
      const itemCount = itemsOf(all, collection).length;
      expect(itemCount).toBeGreaterThan(100);

      const first = await list(collection, "?page=1");
      const pagination = first.pagination as Pagination;
      expect(pagination).toEqual({
        page: 1,
        pageSize: 100,
        pageCount: Math.ceil(itemCount / 100),
        itemCount,
      });
      expect(itemsOf(first, collection)).toHaveLength(100);

      const last = await list(collection, `?page=${pagination.pageCount}`);
      expect(itemsOf(last, collection)).toHaveLength(itemCount - (pagination.pageCount - 1) * 100);
      expect(last.pagination).toEqual({ ...pagination, page: pagination.pageCount });

      const beyond = await list(collection, `?page=${pagination.pageCount + 1}`);
      expect(itemsOf(beyond, collection)).toEqual([]);
      expect(beyond.pagination).toEqual({ ...pagination, page: pagination.pageCount + 1 });
    },
  );

  it("honours pageSize and counts what a where filter leaves", async () => {
    const sized = await list("Invoices", "?page=3&pageSize=37");
    const itemCount = large.collections.Invoices?.length ?? 0;
    expect(sized.pagination).toEqual({
      page: 3,
      pageSize: 37,
      pageCount: Math.ceil(itemCount / 37),
      itemCount,
    });
    expect(itemsOf(sized, "Invoices").map((i) => i.InvoiceID)).toEqual(
      large.collections.Invoices?.slice(74, 111).map((i) => i.InvoiceID),
    );
    const drafts = await list("Invoices", `?page=1&where=${encodeURIComponent('Status=="DRAFT"')}`);
    const draftCount = large.collections.Invoices?.filter((i) => i.Status === "DRAFT").length ?? 0;
    expect((drafts.pagination as Pagination).itemCount).toBe(draftCount);
    expect(itemsOf(drafts, "Invoices")).toHaveLength(Math.min(draftCount, 100));
  });

  it("serves the Backlog project with its open tasks", async () => {
    const answer = await fetch(`${tasks.url}/project/${LARGE_PROJECT_ID}/data`, {
      headers: { authorization: `Bearer ${tasks.token}` },
    });
    const data = (await answer.json()) as { project: Json; tasks: Json[] };
    expect(data.project.name).toBe("Backlog");
    // Completed tasks (status 2) are left out of /data, as TickTick does.
    expect(data.tasks.length).toBeGreaterThan(LARGE_TASK_COUNT * 0.8);
    expect(data.tasks.length).toBeLessThan(LARGE_TASK_COUNT);
    expect(new Set(data.tasks.map((task) => task.priority))).toEqual(new Set([0, 1, 3, 5]));
    expect(data.tasks.some((task) => Array.isArray(task.items) && task.items.length > 0)).toBe(true);
    expect(data.tasks.some((task) => (task.tags as string[]).length > 0)).toBe(true);
  });
});
