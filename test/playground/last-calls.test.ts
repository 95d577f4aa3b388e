// The playground's "Last calls" panel in headless Chromium against the local stack (same browser
// set-up as playground.test.ts): a call made in the page shows up in the panel with its audit
// record, a replay and a refusal too, free text only as the record holds it (hashed), and values
// from a record are shown as text, never parsed as markup.
import { DynamoDBClient, PutItemCommand } from "@aws-sdk/client-dynamodb";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashed } from "../../lib/audit/arguments";
import type { AuditRecord } from "../../lib/audit/schema";
import { auditItem, auditPut } from "../../lib/audit/writer";
import { localCredentials } from "../../local/credentials";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import {
  ensureChromium,
  launchChromium,
  type PlaygroundServer,
  startPlaygroundServer,
} from "../support/playground-server";

const P = LEDGER_STARTING_DATA.primary;
const FREE_TEXT = "Garden design consultation for Ann";
let server: PlaygroundServer | undefined;
let browser: Browser | undefined;
let skipReason = "";
const pageErrors: string[] = [];

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  process.env.AUDIT_PRINT = "0";
  delete process.env.AUDIT_READS;
  const found = await ensureChromium();
  if ("reason" in found) {
    skipReason = found.reason;
    console.warn(`Skipping the Last calls browser tests: ${skipReason}`);
    return;
  }
  browser = await launchChromium(found.path);
  server = await startPlaygroundServer();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPlayground(skip: (condition: boolean, note?: string) => void): Promise<Page> {
  skip(!browser || !server, `no browser: ${skipReason}`);
  const page = await (browser as Browser).newPage();
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 400/.test(message.text())) pageErrors.push(message.text());
  });
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto(`${server?.stack.url}/`);
  await page.waitForSelector("body[data-ready=true]");
  await page.waitForSelector("#audit[data-loaded]");
  return page;
}

async function pick(page: Page, tool: string): Promise<void> {
  await page.click(`button.tool[data-tool="${tool}"]`);
  await expect.poll(() => page.textContent("#tool-name")).toBe(tool);
}

const invoices = JSON.stringify([
  {
    type: "ACCREC",
    contact_id: P.contacts.ridgeway,
    line_items: [
      { description: FREE_TEXT, quantity: 1, unit_amount: 120, account_code: P.accountCodes.sales },
    ],
  },
]);

async function createInvoice(page: Page, key: string): Promise<void> {
  await pick(page, "LedgerApi.CreateInvoices");
  await page.fill("[name=invoices]", invoices);
  await page.fill("[name=idempotency_key]", key);
  await page.click("#call");
  await page.waitForSelector("#result, #error");
}

/** The cells of the panel's rows for this key, newest first. */
async function rowsWithKey(page: Page, key: string) {
  return page.$$eval(`#audit tr.call[data-key="${key}"]`, (rows) =>
    rows.map((row) => ({
      outcome: row.getAttribute("data-outcome"),
      cells: [...row.querySelectorAll("td")].map((td) => td.textContent),
    })),
  );
}

describe("the Last calls panel", () => {
  it("shows a write made in the page, with its audit record, and says what is recorded", async ({ skip }) => {
    const page = await openPlayground(skip);
    expect(await page.isVisible("#audit")).toBe(true);
    expect(await page.textContent("#audit-title")).toBe("Last calls");
    expect(await page.textContent("#audit-note")).toContain("Writes and deletes are recorded; reads are not");
    expect(await page.textContent("#audit-note")).toContain('"default"');
    await createInvoice(page, "browser-key-1");
    const invoiceId = JSON.parse((await page.textContent("#result")) ?? "{}").Invoices[0].InvoiceID;
    await page.waitForSelector('#audit tr.call[data-key="browser-key-1"]');
    const [row] = await rowsWithKey(page, "browser-key-1");
    expect(row?.outcome).toBe("first run");
    // Time, tool, caller, tenant, outcome, status, touched, error, key.
    expect(row?.cells.slice(1, 9)).toEqual([
      "LedgerApi.CreateInvoices",
      "http",
      P.tenantId,
      "first run",
      "200",
      invoiceId,
      "",
      "browser-key-1",
    ]);
    expect(row?.cells[0]).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    // The newest call is the first row.
    expect(await page.getAttribute("#audit tr.call", "data-key")).toBe("browser-key-1");
    // Opened, the whole record as stored: the free text only as its hash.
    const detail = page.locator('#audit tr.call[data-key="browser-key-1"] + tr.record-row');
    expect(await detail.isHidden()).toBe(true);
    await page.click('#audit tr.call[data-key="browser-key-1"] button.open-record');
    expect(await detail.isVisible()).toBe(true);
    const record = JSON.parse((await detail.locator("pre.record").textContent()) ?? "{}") as AuditRecord;
    expect(record).toMatchObject({
      principal: "default",
      idempotencyKey: "browser-key-1",
      touched: [invoiceId],
    });
    expect(JSON.stringify(record.arguments)).toContain(hashed(FREE_TEXT));
    expect(await page.textContent("#audit")).not.toContain(FREE_TEXT);
    await page.close();
  });

  it("shows the replay on top, then a refusal with its error, and no read", async ({ skip }) => {
    const page = await openPlayground(skip);
    await createInvoice(page, "browser-key-2");
    await page.waitForSelector('#audit tr.call[data-key="browser-key-2"]');
    await page.click("#call");
    await expect.poll(async () => (await rowsWithKey(page, "browser-key-2")).length).toBe(2);
    expect((await rowsWithKey(page, "browser-key-2")).map((row) => row.outcome)).toEqual([
      "replay",
      "first run",
    ]);
    // Bad input: the invoices left out.
    await page.fill("[name=invoices]", "");
    await page.fill("[name=idempotency_key]", "browser-refused-1");
    await page.click("#call");
    await page.waitForSelector('#audit tr.call[data-key="browser-refused-1"]');
    const [refused] = await rowsWithKey(page, "browser-refused-1");
    expect(refused?.outcome).toBe("refused");
    expect(refused?.cells[7]).toMatch(/^ValidationError: .*invoices/);
    // A read (AUDIT_READS unset) leaves no record: the panel refreshes and shows the same rows.
    const before = await page.$$eval("#audit tr.call", (rows) => rows.length);
    const loaded = Number(await page.getAttribute("#audit", "data-loaded"));
    await pick(page, "TasksApi.GetUserProjects");
    await page.click("#call");
    await page.waitForSelector("#result");
    await expect
      .poll(async () => Number(await page.getAttribute("#audit", "data-loaded")))
      .toBeGreaterThan(loaded);
    expect(await page.$$eval("#audit tr.call", (rows) => rows.length)).toBe(before);
    expect(await page.getAttribute("#audit tr.call", "data-tool")).not.toBe("TasksApi.GetUserProjects");
    await page.close();
  });

  it("shows a record's values as text, never as markup, after the refresh button", async ({ skip }) => {
    const page = await openPlayground(skip);
    const markup = "<img id=planted src=x>";
    const client = new DynamoDBClient({
      endpoint: server?.stack.dynamo?.endpoint,
      region: "us-east-1",
      credentials: localCredentials(),
    });
    try {
      const planted: AuditRecord = {
        time: new Date().toISOString(),
        principal: "default",
        caller: "http",
        tool: `LedgerApi.${markup}`,
        tenant: markup,
        arguments: { note: markup },
        idempotencyKey: "browser-planted-1",
        idempotency: "first",
        error: { type: "ValidationError", message: `echoed ${markup}` },
      };
      await client.send(new PutItemCommand(auditPut(String(process.env.AUDIT_TABLE), auditItem(planted))));
    } finally {
      client.destroy();
    }
    expect(await page.$('#audit tr.call[data-key="browser-planted-1"]')).toBeNull();
    await page.click("#audit-refresh");
    await page.waitForSelector('#audit tr.call[data-key="browser-planted-1"]');
    const [row] = await rowsWithKey(page, "browser-planted-1");
    expect(row?.cells[1]).toBe(`LedgerApi.${markup}`);
    expect(row?.cells[3]).toBe(markup);
    expect(row?.cells[7]).toBe(`ValidationError: echoed ${markup}`);
    await page.click('#audit tr.call[data-key="browser-planted-1"] button.open-record');
    expect(await page.textContent('#audit tr.call[data-key="browser-planted-1"] + tr pre')).toContain(markup);
    expect(await page.$$("#audit img, #planted")).toHaveLength(0);
    await page.close();
  });

  it("ran without script errors or CSP violations", ({ skip }) => {
    skip(!browser, `no browser: ${skipReason}`);
    expect(pageErrors).toEqual([]);
  });
});
