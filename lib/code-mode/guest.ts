// The JavaScript that runs inside the sandbox before the model's script: it builds `tools` (one
// async function per offered tool, by toolkit and catalog name) and `console` over the two host
// functions, then removes those from the global scope. Everything crosses as JSON text made and
// read by the functions captured here, so a script that replaces JSON, Object or Error, or adds to
// their prototypes, changes only what it sees itself: the host parses and checks every answer.

/** The prelude for a run whose script may call `toolNames` (canonical names, `LedgerApi.X`). */
export function guestPrelude(toolNames: readonly string[]): string {
  const byToolkit: Record<string, string[]> = {};
  for (const name of toolNames) {
    const dot = name.indexOf(".");
    const toolkit = name.slice(0, dot);
    byToolkit[toolkit] = [...(byToolkit[toolkit] ?? []), name.slice(dot + 1)];
  }
  return `(() => {
  "use strict";
  const hostCall = globalThis.__hostCall;
  const hostLog = globalThis.__hostLog;
  delete globalThis.__hostCall;
  delete globalThis.__hostLog;
  const parse = JSON.parse;
  const stringify = JSON.stringify;
  const freeze = Object.freeze;
  const keys = Object.keys;
  const ErrorBase = Error;
  const MAX_TEXT = 2000;
  const clip = (text) => (text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) + "…" : text);
  class ToolError extends ErrorBase {
    constructor(error) {
      super(String(error.message));
      this.name = "ToolError";
      this.type = String(error.type);
      if (error.details !== undefined) this.details = error.details;
    }
  }
  const format = (value) => {
    if (typeof value === "string") return value;
    try {
      const text = stringify(value);
      return text === undefined ? String(value) : text;
    } catch {
      try { return String(value); } catch { return "[a value that cannot be printed]"; }
    }
  };
  const names = ${JSON.stringify(byToolkit)};
  const tools = {};
  for (const toolkit of keys(names)) {
    const functions = {};
    for (const operation of names[toolkit]) {
      const tool = toolkit + "." + operation;
      functions[operation] = async (args) => {
        let text;
        try {
          text = stringify(args === undefined ? {} : args);
        } catch (error) {
          throw new ToolError({ type: "ValidationError", message: tool + "'s arguments are not JSON: " + format(error) });
        }
        if (typeof text !== "string" || text[0] !== "{") {
          throw new ToolError({ type: "ValidationError", message: tool + " takes one object of arguments, e.g. " + tool + "({})." });
        }
        const answer = parse(await hostCall(tool, text));
        if (answer.error) throw new ToolError(answer.error);
        return answer.ok;
      };
    }
    tools[toolkit] = freeze(functions);
  }
  const log = (...values) => { hostLog(values.map(format).join(" ")); };
  const describe = (thrown) => {
    try {
      if (thrown instanceof ToolError) {
        const described = { name: "ToolError", type: String(thrown.type), message: clip(String(thrown.message)) };
        if (thrown.details !== undefined) {
          try { described.details = parse(stringify(thrown.details)); } catch {}
        }
        return described;
      }
      if (thrown instanceof ErrorBase) {
        return { name: clip(String(thrown.name)), message: clip(String(thrown.message)), stack: clip(String(thrown.stack || "")) };
      }
      return { name: "NonError", message: "The script threw a value that is not an Error: " + clip(format(thrown)) };
    } catch {
      return { name: "NonError", message: "The script threw a value that cannot be read." };
    }
  };
  globalThis.__run = async (body) => {
    try {
      const value = await body();
      return stringify({ ok: value === undefined ? null : value });
    } catch (thrown) {
      return stringify({ thrown: describe(thrown) });
    }
  };
  globalThis.tools = freeze(tools);
  globalThis.console = freeze({ log, info: log, warn: log, error: log, debug: log });
  globalThis.ToolError = ToolError;
})();`;
}

/** The script as the body of an async function: `(async () => {…})`, as strip-types.ts makes it. */
export function asyncBody(code: string): string {
  return `(async () => {\n${code}\n})`;
}

/** The async function run by the prelude's runner, which it removes from the global scope first. */
export function wrapScript(body: string): string {
  return `((run) => (delete globalThis.__run, run(${body})))(globalThis.__run)`;
}
