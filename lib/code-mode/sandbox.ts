// Runs a model's script in QuickJS compiled to WebAssembly: an interpreter of its own, with its own
// heap, that reaches the host only through the two functions given to it here (a tool call and a
// log line), both passing JSON text. No `require`, `process`, `fetch`, timers, file system or
// network exist inside. A fresh runtime per run, so nothing one script leaves behind reaches the
// next; the module (about 1 MB of WebAssembly) loads on the first run and is rebuilt if a run
// leaves it unusable. Every limit stops the run with a SandboxLimit error naming it.
import type {
  QuickJSContext,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from "quickjs-emscripten-core";
import { guestPrelude, wrapScript } from "./guest";
import type { SandboxLimits } from "./limits";

/** What a run's host side does for the script: its tool calls and its log lines. */
export interface SandboxHost {
  /** A tool call: the tool's canonical name and its arguments as JSON; answers `{ok}` or `{error}` as JSON. */
  call(tool: string, argumentsJson: string): Promise<string>;
  log(line: string): void;
  /** Why the run must stop now (a confirmation was asked, the call limit reached), if it must. */
  stopped(): "calls" | "stopped" | undefined;
}

/** The script's outcome, as JSON text the guest made (`{ok}` or `{thrown}`), or the limit that stopped it. */
export type SandboxOutcome = { json: string } | { limit: LimitName; message: string };

export type LimitName =
  | "memory"
  | "cpu"
  | "time"
  | "stack"
  | "answer"
  | "calls"
  | "never-settled"
  | "stopped";

let module: Promise<QuickJSWASMModule> | undefined;

async function quickjs(): Promise<QuickJSWASMModule> {
  module ??= (async () => {
    const [{ newQuickJSWASMModuleFromVariant }, variant] = await Promise.all([
      import("quickjs-emscripten-core"),
      import("@jitl/quickjs-singlefile-mjs-release-sync").then((loaded) => loaded.default),
    ]);
    return newQuickJSWASMModuleFromVariant(variant);
  })();
  return module;
}

/** Loads the interpreter ahead of a run (the bench's cold measure); a run loads it anyway. */
export async function loadSandbox(): Promise<void> {
  await quickjs();
}

/** Wall-clock time and interpreter (CPU) time of one run. */
class Clock {
  private cpuMs = 0;
  private sliceStart: number | undefined;
  constructor(
    private readonly limits: SandboxLimits,
    private readonly deadline: number,
  ) {}
  /** Interpreter time counts only while QuickJS runs, not while a tool call is awaited. */
  inside<T>(run: () => T): T {
    this.sliceStart = performance.now();
    try {
      return run();
    } finally {
      this.cpuMs += performance.now() - this.sliceStart;
      this.sliceStart = undefined;
    }
  }
  overCpu(): boolean {
    const running = this.sliceStart === undefined ? 0 : performance.now() - this.sliceStart;
    return this.cpuMs + running > this.limits.cpuMs;
  }
  overTime(): boolean {
    return Date.now() > this.deadline;
  }
}

const LIMIT_MESSAGES: Record<LimitName, (limits: SandboxLimits) => string> = {
  memory: (l) => `The script used more than its memory limit (${l.memoryBytes / 1024 / 1024} MB).`,
  cpu: (l) => `The script ran longer than its CPU limit (${l.cpuMs / 1000} s of interpreter time).`,
  time: (l) => `The script took longer than its time limit (${l.wallMs / 1000} s, tool calls included).`,
  stack: (l) => `The script's calls nested deeper than its stack limit (${l.stackBytes / 1024} KB).`,
  answer: (l) => `The script's answer is over its size limit (${l.answerChars} characters): return less.`,
  calls: (l) => `The script made more than its limit of ${l.maxCalls} tool calls: the run was stopped there.`,
  "never-settled": () =>
    "The script awaited a promise that never settles (no tool call was pending): nothing more could run.",
  stopped: () => "The run was stopped.",
};

export function limitMessage(limit: LimitName, limits: SandboxLimits): string {
  return LIMIT_MESSAGES[limit](limits);
}

/** Runs `body` (an async function expression: strip-types.ts) under `limits`, its tools through `host`. */
export async function runInSandbox(
  body: string,
  host: SandboxHost,
  limits: SandboxLimits,
  toolNames: readonly string[],
): Promise<SandboxOutcome> {
  const quickjsModule = await quickjs();
  const runtime = quickjsModule.newRuntime();
  const clock = new Clock(limits, Date.now() + limits.wallMs);
  let interruptedBy: LimitName | undefined;
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(limits.stackBytes);
  runtime.setInterruptHandler(() => {
    interruptedBy ??= clock.overCpu() ? "cpu" : clock.overTime() ? "time" : host.stopped();
    return interruptedBy !== undefined;
  });
  const context = runtime.newContext();
  let healthy = true;
  try {
    const outcome = await run(
      context,
      runtime,
      { body, toolNames },
      host,
      limits,
      clock,
      () => interruptedBy,
    );
    return outcome;
  } catch (error) {
    healthy = false;
    // Native recursion (a deeply nested JSON.stringify) can reach the host's stack before QuickJS
    // counts it: the run ends there, and the module it left mid-call is rebuilt.
    if (error instanceof RangeError) return { limit: "stack", message: limitMessage("stack", limits) };
    throw error;
  } finally {
    // A runtime the script left mid-allocation may refuse to free; the module is then rebuilt.
    try {
      context.dispose();
      runtime.dispose();
    } catch {
      healthy = false;
    }
    if (!healthy) module = undefined;
  }
}

/** The limit a QuickJS error stands for, if any: out of memory, stack overflow, interrupted. */
function limitOfError(context: QuickJSContext, handle: QuickJSHandle): LimitName | undefined {
  const dumped = context.dump(handle) as { name?: unknown; message?: unknown } | string | null;
  const text = typeof dumped === "object" && dumped ? `${dumped.name}: ${dumped.message}` : String(dumped);
  if (/out of memory/i.test(text)) return "memory";
  if (/stack overflow/i.test(text)) return "stack";
  if (/interrupted/i.test(text)) return "cpu";
  return undefined;
}

/** QuickJS's own limit errors, caught by the guest's runner as any thrown error would be. */
const THROWN_LIMITS: [string, LimitName][] = [
  ["out of memory", "memory"],
  ["string too long", "memory"],
  ["stack overflow", "stack"],
  ["interrupted", "cpu"],
];

function limitOfThrown(json: string): LimitName | undefined {
  if (!json.startsWith('{"thrown":{"name":"InternalError"')) return undefined;
  const message = (JSON.parse(json) as { thrown: { message?: string } }).thrown.message ?? "";
  return THROWN_LIMITS.find(([text]) => message === text)?.[1];
}

async function run(
  context: QuickJSContext,
  runtime: QuickJSRuntime,
  { body, toolNames }: { body: string; toolNames: readonly string[] },
  host: SandboxHost,
  limits: SandboxLimits,
  clock: Clock,
  interrupted: () => LimitName | undefined,
): Promise<SandboxOutcome> {
  let pending = 0;
  let wake: (() => void) | undefined;
  const woken = () => {
    wake?.();
    wake = undefined;
  };
  const callFn = context.newFunction("__hostCall", (toolHandle, argsHandle) => {
    const tool = context.getString(toolHandle);
    const args = context.getString(argsHandle);
    const deferred = context.newPromise();
    pending++;
    host
      .call(tool, args)
      .catch((error: unknown) => JSON.stringify({ error: { type: "InternalError", message: String(error) } }))
      .then((answer) => {
        if (!deferred.alive) return;
        const value = context.newString(answer);
        deferred.resolve(value);
        value.dispose();
        deferred.dispose();
      })
      .finally(() => {
        pending--;
        woken();
      });
    return deferred.handle;
  });
  const logFn = context.newFunction("__hostLog", (lineHandle) => {
    host.log(context.getString(lineHandle));
  });
  context.setProp(context.global, "__hostCall", callFn);
  context.setProp(context.global, "__hostLog", logFn);
  callFn.dispose();
  logFn.dispose();

  const prelude = clock.inside(() => context.evalCode(guestPrelude(toolNames), "prelude.js"));
  context.unwrapResult(prelude).dispose();
  const evaluated = clock.inside(() => context.evalCode(wrapScript(body), "script.js"));
  if (evaluated.error) {
    // A syntax error: the guest's wrapper never ran, so the error is described here.
    const limit = interrupted() ?? limitOfError(context, evaluated.error);
    const dumped = context.dump(evaluated.error) as { name?: string; message?: string };
    evaluated.error.dispose();
    if (limit) return { limit, message: limitMessage(limit, limits) };
    return {
      json: JSON.stringify({
        thrown: { name: dumped?.name ?? "SyntaxError", message: String(dumped?.message ?? dumped) },
      }),
    };
  }
  const promise = evaluated.value;
  let settled: { json: string } | { failed: QuickJSHandle } | undefined;
  context
    .resolvePromise(promise)
    .then((result) => {
      if (result.error) settled = { failed: result.error };
      else {
        settled = { json: context.getString(result.value) };
        result.value.dispose();
      }
      woken();
    })
    .catch(() => woken());
  promise.dispose();

  for (;;) {
    const jobs = clock.inside(() => runtime.executePendingJobs());
    if (jobs.error) {
      const limit = interrupted() ?? limitOfError(context, jobs.error) ?? "cpu";
      jobs.error.dispose();
      return { limit, message: limitMessage(limit, limits) };
    }
    // resolvePromise settles on the host's microtask queue: let it run.
    await Promise.resolve();
    await Promise.resolve();
    const limit = interrupted() ?? host.stopped() ?? (clock.overTime() ? "time" : undefined);
    if (limit) return { limit, message: limitMessage(limit, limits) };
    if (settled) {
      if ("json" in settled) {
        const hit = limitOfThrown(settled.json);
        if (hit) return { limit: hit, message: limitMessage(hit, limits) };
        if (settled.json.length > limits.answerChars) {
          return { limit: "answer", message: limitMessage("answer", limits) };
        }
        return settled;
      }
      const failed = settled.failed;
      const failedLimit = interrupted() ?? limitOfError(context, failed) ?? "memory";
      failed.dispose();
      return { limit: failedLimit, message: limitMessage(failedLimit, limits) };
    }
    if (runtime.hasPendingJob()) continue;
    if (pending === 0) return { limit: "never-settled", message: limitMessage("never-settled", limits) };
    // Wait for a tool call to answer; wake now and then to check the run's time.
    await new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, 250).unref?.();
    });
  }
}
