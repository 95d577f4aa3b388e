// Serves the playground page on GET / and forwards everything else (GET /tools, POST /tools/{name})
// to a local stack on port 0, as the gateway will once GET / is wired in. Also finds or installs
// Chromium for the browser test and the screenshot script.
import { execFile } from "node:child_process";
import { createServer, request } from "node:http";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { chromium } from "playwright-core";
import { listen } from "../../local/gateway";
import { playgroundResponse } from "../../local/playground/page";
import { type LocalStack, startLocalStack } from "../../local/stack";

export interface PlaygroundServer {
  url: string;
  stack: LocalStack;
  close(): Promise<void>;
}

export async function startPlaygroundServer(): Promise<PlaygroundServer> {
  const stack = await startLocalStack({ port: 0 });
  const upstream = new URL(stack.url);
  const server = createServer((req, res) => {
    if (req.method === "GET" && (req.url === "/" || req.url?.startsWith("/?"))) {
      const page = playgroundResponse();
      res.writeHead(page.statusCode, page.headers).end(page.body);
      return;
    }
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  const port = await listen(server, 0);
  return {
    url: `http://127.0.0.1:${port}`,
    stack,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stack.close();
    },
  };
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
