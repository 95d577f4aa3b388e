// The playground under AUTH=oauth, in headless Chromium: GET /tools answers 401 (the page has no
// bearer token to send), so the page says sign-in is needed and links to the account page rather
// than showing an empty catalog ("0 of 0 tools"). Same browser set-up as playground.test.ts.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../local/stack";
import { startOAuthStack } from "../support/oauth-stack";
import { ensureChromium, launchChromium } from "../support/playground-server";

let stack: LocalStack | undefined;
let browser: Browser | undefined;
let skipReason = "";

beforeAll(async () => {
  const found = await ensureChromium();
  if ("reason" in found) {
    skipReason = found.reason;
    console.warn(`Skipping the playground browser test under AUTH=oauth: ${skipReason}`);
    return;
  }
  browser = await launchChromium(found.path);
  stack = await startOAuthStack({ autoApprove: false });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe("tool playground under AUTH=oauth", () => {
  it("says sign-in is needed, with the link to the account page, instead of 0 of 0 tools", async ({
    skip,
  }) => {
    skip(!browser || !stack, `no browser: ${skipReason}`);
    const url = (stack as LocalStack).url;
    const page = await (browser as Browser).newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The 401 itself Chromium logs as a failed resource; anything else (a CSP violation) counts.
    page.on("console", (message) => {
      if (message.type() === "error" && !/status of 401/.test(message.text())) errors.push(message.text());
    });
    await page.goto(`${url}/`);
    await page.waitForSelector("body[data-ready=sign-in]");
    expect(await page.textContent("#total")).toBe("sign-in needed");
    expect(await page.textContent("#load-error")).toContain("AUTH=oauth");
    expect(await page.getAttribute("#sign-in", "href")).toBe("/account");
    expect(await page.textContent("#sign-in")).toBe(`${url}/account`);
    expect(await page.$$("button.tool")).toHaveLength(0);
    // The link leads to the sign-in: the account page starts it for a browser without a session.
    const [answer] = await Promise.all([
      page.waitForEvent("response", (r) => r.url() === `${url}/account`),
      page.click("#sign-in"),
    ]);
    expect(answer.status()).toBeLessThan(400);
    expect(errors).toEqual([]);
    await page.close();
  });
});
