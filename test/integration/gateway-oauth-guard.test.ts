// Under AUTH=oauth the OAuth front door's routes are the gateway's too: its browser pages
// (/authorize, /consent, /callback, /account) and its metadata answer only the gateway's own Host,
// as /mcp and /tools do; a page on a re-pointed name (DNS rebinding) gets 403 before the
// authorization server sees the request. A foreign Origin on /mcp and /tools is refused before the
// token check.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../local/stack";
import { startOAuthStack } from "../support/oauth-stack";

let stack: LocalStack;
let port = 0;
beforeAll(async () => {
  stack = await startOAuthStack({ autoApprove: false });
  port = Number(new URL(stack.url).port);
}, 60_000);
afterAll(() => stack?.close());

function send(method: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string; location?: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
          ...(res.headers.location ? { location: res.headers.location } : {}),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const PAGES = [
  "/authorize?client_id=x&response_type=code",
  "/consent",
  "/callback?state=x&code=y",
  "/account",
  "/.well-known/oauth-authorization-server",
];

describe("the OAuth front door's Host check", () => {
  it.each(PAGES)("GET %s with Host evil.example is refused 403", async (path) => {
    const answer = await send("GET", path, { host: `evil.example:${port}` });
    expect(answer.status).toBe(403);
    const { error } = JSON.parse(answer.body) as { error: { type: string; message: string } };
    expect(error.type).toBe("Forbidden");
    expect(error.message).toContain("evil.example");
  });

  it.each(PAGES)("GET %s with the gateway's own Host reaches the authorization server", async (path) => {
    const answer = await send("GET", path, { host: `127.0.0.1:${port}` });
    expect(answer.status).not.toBe(403);
  });

  it("the account page, asked for by the gateway's own name, starts the sign-in", async () => {
    const answer = await send("GET", "/account", { host: `localhost:${port}` });
    expect([302, 303]).toContain(answer.status);
    expect(answer.location).toBeDefined();
  });
});

describe("/mcp and /tools under AUTH=oauth", () => {
  it("without a token: 401, as before", async () => {
    expect((await send("GET", "/tools", { host: `127.0.0.1:${port}` })).status).toBe(401);
  });

  it("a foreign Origin is refused 403 before the token is looked at", async () => {
    const answer = await send("GET", "/tools", { host: `127.0.0.1:${port}`, origin: "http://evil.example" });
    expect(answer.status).toBe(403);
  });
});
