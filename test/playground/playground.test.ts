// The playground page in headless Chromium against the local stack: browse, search, build a call
// from a tool's schema, show results, errors and file downloads. The browser comes from
// scripts/ensure-chromium.sh (apt-get on first run); only when none can be had are the tests skipped.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import {
  ensureChromium,
  launchChromium,
  type PlaygroundServer,
  startPlaygroundServer,
} from "../support/playground-server";

const PRIMARY_TENANT = LEDGER_STARTING_DATA.primary.tenantId;
let server: PlaygroundServer | undefined;
let browser: Browser | undefined;
let skipReason = "";
const pageErrors: string[] = [];

beforeAll(async () => {
  const found = await ensureChromium();
  if ("reason" in found) {
    skipReason = found.reason;
    console.warn(`Skipping the playground browser tests: ${skipReason}`);
    return;
  }
  browser = await launchChromium(found.path);
  server = await startPlaygroundServer();
}, 300_000); // the first run may install Chromium with apt-get

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPlayground(skip: (condition: boolean, note?: string) => void): Promise<Page> {
  skip(!browser || !server, `no browser: ${skipReason}`);
  const page = await (browser as Browser).newPage({ acceptDownloads: true });
  // CSP violations ("Refused to ...") and script errors show up here; the 400 of the bad-input
  // test is an expected answer, which Chromium logs as a failed resource.
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 400/.test(message.text())) pageErrors.push(message.text());
  });
  page.on("pageerror", (error) => pageErrors.push(error.message));
  // The gateway's own address: it serves the page on GET / and, against DNS rebinding, answers only
  // its own Host and Origin, so a proxy in front (server.url, another port) would be refused.
  await page.goto(`${server?.stack.url}/`);
  await page.waitForSelector("body[data-ready=true]");
  return page;
}

async function pick(page: Page, tool: string): Promise<void> {
  await page.click(`button.tool[data-tool="${tool}"]`);
  await expect.poll(() => page.textContent("#tool-name")).toBe(tool);
}

describe("tool playground", () => {
  it("lists all 250 tools grouped by family, with counts", async ({ skip }) => {
    const page = await openPlayground(skip);
    expect(await page.textContent("#total")).toBe("250 of 250 tools");
    const families = await page.$$eval("details.family", (sections) =>
      sections.map((section) => ({
        family: section.getAttribute("data-family"),
        count: section.querySelector(".count")?.textContent,
        buttons: section.querySelectorAll("button.tool").length,
      })),
    );
    expect(families.map((f) => f.family)).toEqual([
      "tasks",
      "ledger-read",
      "ledger-write",
      "ledger-delete",
      "ledger-reports",
      "ledger-files",
    ]);
    for (const f of families) expect(f.count).toBe(`(${f.buttons})`);
    expect(families.reduce((sum, f) => sum + f.buttons, 0)).toBe(250);
    expect(families[0]?.buttons).toBe(14);
    await page.close();
  });

  it("narrows the list as the user searches", async ({ skip }) => {
    const page = await openPlayground(skip);
    await page.fill("#search", "invoice pdf");
    await expect.poll(() => page.textContent("#total")).not.toBe("250 of 250 tools");
    const names = await page.$$eval("button.tool", (buttons) =>
      buttons.map((b) => b.getAttribute("data-tool")),
    );
    expect(names).toContain("LedgerApi.RetrieveInvoicePdf");
    expect(names).not.toContain("TasksApi.GetUserProjects");
    expect(names.length).toBeLessThan(10);
    expect(await page.textContent("#total")).toBe(`${names.length} of 250 tools`);
    await page.close();
  });

  it("calls TasksApi.GetUserProjects and shows the starting-data projects", async ({ skip }) => {
    const page = await openPlayground(skip);
    await pick(page, "TasksApi.GetUserProjects");
    expect(await page.textContent("#flags")).toContain("read-only");
    await page.click("#call");
    await page.waitForSelector("#result");
    expect(await page.textContent("#result")).toContain('"Personal"');
    expect(await page.textContent("#request")).toBe("POST /tools/TasksApi.GetUserProjects\n{}");
    await page.close();
  });

  it("finds the tenant ids with LedgerApi.GetConnectedTenants, a tool without parameters", async ({
    skip,
  }) => {
    const page = await openPlayground(skip);
    await pick(page, "LedgerApi.GetConnectedTenants");
    expect(await page.textContent("#flags")).toContain("read-only");
    await page.click("#call");
    await page.waitForSelector("#result");
    const result = (await page.textContent("#result")) ?? "";
    expect(result).toContain(PRIMARY_TENANT);
    expect(result).toContain(LEDGER_STARTING_DATA.secondary.tenantId);
    expect(await page.textContent("#request")).toBe("POST /tools/LedgerApi.GetConnectedTenants\n{}");
    await page.close();
  });

  it("prefills the sandbox tenant and lists invoices with LedgerApi.RetrieveInvoices", async ({ skip }) => {
    const page = await openPlayground(skip);
    await pick(page, "LedgerApi.RetrieveInvoices");
    expect(await page.inputValue("[name=ledger_tenant_id]")).toBe(PRIMARY_TENANT);
    expect(await page.textContent("label:has([name=ledger_tenant_id]) .req")).toContain("*");
    const suggested = await page.$$eval("#tenants option", (options) =>
      options.map((option) => ({ id: option.getAttribute("value"), name: option.getAttribute("label") })),
    );
    expect(suggested).toEqual([
      { id: PRIMARY_TENANT, name: LEDGER_STARTING_DATA.primary.name },
      { id: LEDGER_STARTING_DATA.secondary.tenantId, name: LEDGER_STARTING_DATA.secondary.name },
    ]);
    await page.fill("[name=filter_by_statuses]", "AUTHORISED\nPAID");
    await page.click("#call");
    await page.waitForSelector("#result");
    expect(await page.textContent("#result")).toContain("INV-0005");
    const sent = JSON.parse(((await page.textContent("#request")) ?? "").split("\n").slice(1).join("\n"));
    // Empty optional fields are left out; the array came from one item per line.
    expect(sent).toEqual({ ledger_tenant_id: PRIMARY_TENANT, filter_by_statuses: ["AUTHORISED", "PAID"] });
    await page.close();
  });

  it("shows a ValidationError naming the parameter for bad input", async ({ skip }) => {
    const page = await openPlayground(skip);
    await pick(page, "LedgerApi.RetrieveInvoices");
    await page.fill("[name=records_per_page]", "500");
    await page.click("#call");
    await page.waitForSelector("#error");
    expect(await page.textContent("#error .type")).toBe("ValidationError");
    expect(await page.textContent("#error")).toContain("records_per_page");
    expect(await page.textContent("#request")).toContain('"records_per_page": 500');
    await page.close();
  });

  it("marks destructive tools", async ({ skip }) => {
    const page = await openPlayground(skip);
    const destructive = await page.getAttribute("button.tool.destructive", "data-tool");
    await pick(page, destructive ?? "");
    expect(await page.textContent("#flags .badge.destructive")).toBe("destructive");
    await page.close();
  });

  it("offers a PDF download for LedgerApi.RetrieveInvoicePdf", async ({ skip }) => {
    const page = await openPlayground(skip);
    await pick(page, "LedgerApi.RetrieveInvoicePdf");
    await page.fill("[name=invoice_id]", "00000000-0000-4000-8000-000000a06004");
    await page.click("#call");
    await page.waitForSelector("#download");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download")]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 4).toString("latin1")).toBe("%PDF");
    expect(await page.textContent("#result")).toContain("base64 characters>");
    await page.close();
  });

  it("ran without script errors or CSP violations", ({ skip }) => {
    skip(!browser, `no browser: ${skipReason}`);
    expect(pageErrors).toEqual([]);
  });
});
