// The sandbox's escape and exhaustion suite, through the MCP endpoint as an agent sends scripts:
// nothing of the host is reachable, what the bridge returns cannot be used to reach it, every limit
// stops its run with an error naming it, and the server answers the next request after each.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { beforeEach, describe, expect, it } from "vitest";
import type { Json } from "../support/json";
import { useMcpStack } from "../support/mcp-clients";

const mcp = useMcpStack("code-mode-escape-test");
let client: Client;
beforeEach(async () => {
  client = await mcp.connect("?mode=code");
});

async function execute(code: string) {
  const result = (await client.callTool({ name: "execute", arguments: { code } })) as CallToolResult;
  return { isError: result.isError === true, body: result.structuredContent as Json };
}

/** After each case: the endpoint still runs a script and a tool. */
async function stillAnswers() {
  const { body } = await execute(
    "const projects = await tools.TasksApi.GetUserProjects({}); return Array.isArray(projects);",
  );
  expect(body.result).toBe(true);
}

describe("code mode: nothing of the host is reachable", () => {
  it("has no require, process, fetch, timers, module loading or host functions", async () => {
    const { body } = await execute(`return {
      require: typeof require, process: typeof process, fetch: typeof fetch, setTimeout: typeof setTimeout,
      setInterval: typeof setInterval, queueMicrotask: typeof queueMicrotask, XMLHttpRequest: typeof XMLHttpRequest,
      WebAssembly: typeof WebAssembly, Buffer: typeof Buffer, hostCall: typeof __hostCall, hostLog: typeof __hostLog,
      run: typeof __run, std: typeof std, os: typeof os,
    };`);
    for (const [name, type] of Object.entries(body.result)) {
      expect([name, type]).toEqual([name, name === "queueMicrotask" ? type : "undefined"]);
    }
    await stillAnswers();
  });

  it("cannot import a module or evaluate its way out", async () => {
    const imported = await execute(`return await import("fs");`);
    expect(imported.isError).toBe(true);
    const constructed = await execute(`return (function(){}).constructor("return typeof process")();`);
    expect(constructed.body.result).toBe("undefined");
    const evaluated = await execute(`return eval("typeof globalThis.process");`);
    expect(evaluated.body.result).toBe("undefined");
    await stillAnswers();
  });

  it("gets plain data from the bridge: polluting its prototypes reaches only the script", async () => {
    const { body } = await execute(`
      const projects = await tools.TasksApi.GetUserProjects({});
      Object.prototype.polluted = "yes";
      const proto = Object.getPrototypeOf(projects);
      projects.__proto__ = { toJSON() { return "hijacked"; } };
      const ctor = projects.constructor.constructor("return typeof process")();
      return { array: proto === Array.prototype, ctor, frozen: Object.isFrozen(tools.TasksApi) };`);
    expect(body.result).toMatchObject({ array: true, ctor: "undefined", frozen: true });
    // The next script starts clean: a fresh runtime per run.
    const next = await execute(`return ({}).polluted ?? "clean";`);
    expect(next.body.result).toBe("clean");
    await stillAnswers();
  });

  it("checks what the script sends the host: a replaced JSON or a tool name that is not offered", async () => {
    const replaced = await execute(
      `JSON.stringify = () => "not json"; return await tools.TasksApi.GetUserProjects({});`,
    );
    expect(Array.isArray(replaced.body.result)).toBe(true);
    const forged = await execute(`
      const toJSON = Object.prototype.toJSON;
      Object.prototype.toJSON = function () { return { ok: "forged" }; };
      return 1;`);
    // What a script makes of its own answer is its own: the host takes it as the answer, nothing more.
    expect(forged).toEqual({ isError: false, body: expect.objectContaining({ result: "forged" }) });
    const missing = await execute(`return typeof tools.LedgerApi.NoSuchTool;`);
    expect(missing.body.result).toBe("undefined");
    await stillAnswers();
  });
});

describe("code mode: every limit stops its run, named", () => {
  const cases: [string, string, string][] = [
    ["an infinite loop", "while (true) {}", "cpu"],
    ["unbounded recursion", "function f(n) { return f(n + 1) + 1; } return f(0);", "stack"],
    [
      "deep native recursion",
      "let o = {}; for (let i = 0; i < 200000; i++) o = { o }; return JSON.stringify(o).length;",
      "stack",
    ],
    ["a memory bomb", "const a = []; while (true) a.push(new Array(100000).fill(1));", "memory"],
    ["a string bomb", 'let s = "x"; while (true) s = s + s;', "memory"],
    ["a promise that never settles", "await new Promise(() => {}); return 1;", "never-settled"],
    ["an answer over the limit", 'return "x".repeat(200000);', "answer"],
    [
      "calls after the limit",
      "for (let i = 0; i < 1000; i++) { try { await tools.TasksApi.GetUserProjects({}); } catch {} } return 'ran on';",
      "calls",
    ],
  ];
  for (const [name, code, limit] of cases) {
    it(`${name}: ${limit}`, async () => {
      const { isError, body } = await execute(code);
      expect(isError).toBe(true);
      expect(body.error).toMatchObject({ type: "ScriptLimit", limit });
      expect(body.error.message).toMatch(/limit|never settles/);
      await stillAnswers();
    }, 30_000);
  }

  it("reports errors that are not errors, and syntax errors, as the script's", async () => {
    const thrown = await execute("throw 42;");
    expect(thrown.body.error).toMatchObject({ type: "ScriptError", name: "NonError" });
    const getter = await execute("throw { get message() { throw new Error('trap'); } };");
    expect(getter.body.error.type).toBe("ScriptError");
    const cyclic = await execute("const a = {}; a.a = a; return a;");
    expect(cyclic.body.error).toMatchObject({ type: "ScriptError", name: "TypeError" });
    const syntax = await execute("return (;");
    expect(syntax.body.error).toMatchObject({ type: "ScriptError", name: "SyntaxError" });
    await stillAnswers();
  });
});
