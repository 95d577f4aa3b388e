// Writes docs/playground.png: the playground after a successful LedgerApi.RetrieveInvoices call,
// in headless Chromium against the sandboxes. Run with `npx tsx scripts/playground-screenshot.ts`.
import { fileURLToPath } from "node:url";

// The per-call log lines are noise here; the logger reads this when the handlers load (below).
process.env.LOG_LEVEL ??= "silent";
const { ensureChromium, launchChromium, startPlaygroundServer } = await import(
  "../test/support/playground-server"
);

const OUT = fileURLToPath(new URL("../docs/playground.png", import.meta.url));

const found = await ensureChromium();
if ("reason" in found) {
  console.error(found.reason);
  process.exit(1);
}
const server = await startPlaygroundServer();
const browser = await launchChromium(found.path);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/#LedgerApi.RetrieveInvoices`);
  await page.waitForSelector("body[data-ready=true]");
  await page.fill("[name=filter_by_statuses]", "AUTHORISED");
  await page.fill("[name=records_per_page]", "2");
  await page.fill("[name=page_number]", "1");
  await page.click("[name=retrieve_summary_only]");
  await page.click("#call");
  await page.waitForSelector("#result");
  await page.$eval("main", (main) => main.scrollTo(0, 0)); // clicking Call scrolled it down
  await page.screenshot({ path: OUT });
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
  await server.close();
}
