// A local stack on port 0, whose gateway serves the playground page on GET /. Also finds or installs
// Chromium for the browser test and the screenshot script.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { chromium } from "playwright-core";
import { type LocalStack, startLocalStack } from "../../local/stack";

export interface PlaygroundServer {
  /** The gateway's own URL: it serves the page on GET / (and refuses a foreign Host or Origin). */
  url: string;
  stack: LocalStack;
  close(): Promise<void>;
}

export async function startPlaygroundServer(): Promise<PlaygroundServer> {
  const stack = await startLocalStack({ port: 0 });
  return { url: stack.url, stack, close: () => stack.close() };
}

const ENSURE_SCRIPT = fileURLToPath(new URL("../../scripts/ensure-chromium.sh", import.meta.url));

/**
 * The Chromium path from scripts/ensure-chromium.sh (installing it with apt-get if need be). Without
 * one, a developer's run skips the browser tests with the reason; under REQUIRE_BROWSER=1 (.ci/run
 * sets it) they fail, so CI never passes without having driven a browser.
 */
export function ensureChromium(): Promise<{ path: string } | { reason: string }> {
  return new Promise((resolve, reject) => {
    execFile(ENSURE_SCRIPT, { timeout: 280_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const path = stdout.trim().split("\n").pop() ?? "";
      if (error || !path) {
        const why = stderr.trim().split("\n").slice(-3).join(" / ") || String(error);
        const reason = `no Chromium could be found or installed: ${why}`;
        if (process.env.REQUIRE_BROWSER === "1") reject(new Error(reason));
        else resolve({ reason });
      } else {
        resolve({ path });
      }
    });
  });
}

export function launchChromium(executablePath: string): Promise<Browser> {
  // Chromium's sandbox needs user namespaces it cannot set up as root in a container.
  const root = process.getuid?.() === 0;
  return chromium.launch({ executablePath, headless: true, args: root ? ["--no-sandbox"] : [] });
}
