// What one `execute` may use, in one place. Memory and stack are the interpreter's own (QuickJS
// counts its heap and its C stack); CPU counts only the interpreter's running time, the wall clock
// the whole run, tool calls included, and never past the function's remaining time.

export interface SandboxLimits {
  memoryBytes: number;
  stackBytes: number;
  /** Interpreter time: the script's own computing, not the tool calls it awaits. */
  cpuMs: number;
  /** The whole run, tool calls included. */
  wallMs: number;
  /** Tool calls per run. */
  maxCalls: number;
  /** The script's answer, as JSON. */
  answerChars: number;
  /** Everything `console.log` writes, kept for the answer. */
  logChars: number;
  /** The script itself. */
  codeChars: number;
}

export const DEFAULT_LIMITS: SandboxLimits = {
  memoryBytes: 64 * 1024 * 1024,
  // QuickJS's frames also use the host's stack: 64 KB (about 360 plain recursive calls) is what
  // stays inside Node's own stack in every case of the escape suite (test/code-mode/escape.test.ts).
  stackBytes: 64 * 1024,
  cpuMs: 5_000,
  // Under API Gateway's 29 s for the whole request.
  wallMs: 25_000,
  maxCalls: 100,
  answerChars: 50_000,
  logChars: 10_000,
  codeChars: 50_000,
};

/** Time kept back from the function's remaining time to answer after a run is stopped. */
const ANSWER_MARGIN_MS = 2_000;

/**
 * The limits of one run: the answer held to the request's result budget, the wall clock to the
 * function's remaining time (Lambda stops the function, not the script, when it runs out).
 */
export function limitsFor(budgetChars: number, remainingMs?: number): SandboxLimits {
  const wallMs =
    remainingMs === undefined
      ? DEFAULT_LIMITS.wallMs
      : Math.max(1_000, Math.min(DEFAULT_LIMITS.wallMs, remainingMs - ANSWER_MARGIN_MS));
  return {
    ...DEFAULT_LIMITS,
    answerChars: Math.min(DEFAULT_LIMITS.answerChars, budgetChars),
    wallMs,
    cpuMs: Math.min(DEFAULT_LIMITS.cpuMs, wallMs),
  };
}
