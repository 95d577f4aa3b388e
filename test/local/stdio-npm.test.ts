// The stdio command as the README gives it (`npm run --silent mcp:stdio`), launched as a client
// launches it: everything on its stdout is JSON-RPC (npm's banner, the generator's report and the
// server's start-up lines go elsewhere), so a client that parses each line never meets another.
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

it("npm run --silent mcp:stdio writes nothing but JSON-RPC to stdout", async () => {
  const child = spawn("npm", ["run", "--silent", "mcp:stdio"], {
    cwd: ROOT,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  child.stderr.resume();
  const answered = new Promise<void>((done, failed) => {
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
      if (stdout.split("\n").filter((line) => line.includes('"id":2')).length > 0) done();
    });
    child.once("exit", (code) => failed(new Error(`exited ${code} before answering`)));
  });
  const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
  send({
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "test", version: "1" } },
  });
  send({ jsonrpc: "2.0", method: "notifications/initialized" });
  send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
  try {
    await answered;
  } finally {
    child.kill();
  }
  const lines = stdout.split("\n").filter((line) => line !== "");
  for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: "2.0" });
  expect(lines.map((line) => JSON.parse(line).id)).toEqual([1, 2]);
}, 60_000);
