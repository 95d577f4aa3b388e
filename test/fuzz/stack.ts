// The stack the fuzzer drives: both sandboxes with known tokens, a counting recorder in front of
// each, and the local gateway of `npm start` (the real family handlers) pointed at the recorders.

import { type LedgerSandbox, startLedgerSandbox } from "../../local/sandbox/ledger/index";
import { startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";
import { type LocalStack, startLocalStack } from "../../local/stack";
import { type Recorder, startRecorder } from "./recorder";

/** Tokens long and distinctive enough that any echo in an answer is found. */
export const FUZZ_TOKENS = {
  TasksApi: "fuzz-tasks-token-7f3c9a51d2e8",
  LedgerApi: "fuzz-ledger-token-2b8e41c07a96",
} as const;

const ENV_NAMES = [
  "TASKS_API_BASE_URL",
  "TASKS_API_ACCESS_TOKEN",
  "TASKS_TOKEN_SECRET_ID",
  "LEDGER_API_BASE_URL",
  "LEDGER_API_ACCESS_TOKEN",
  "LEDGER_TOKEN_SECRET_ID",
] as const;

export interface FuzzStack {
  gatewayUrl: string;
  recorders: { TasksApi: Recorder; LedgerApi: Recorder };
  /** The API prefix each toolkit's requests carry, e.g. /open/v1. */
  prefixes: { TasksApi: string; LedgerApi: string };
  sandboxes: { tasks: TasksSandbox; ledger: LedgerSandbox };
  close(): Promise<void>;
}

export async function startFuzzStack(): Promise<FuzzStack> {
  const saved = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
  const tasks = await startTasksSandbox({ token: FUZZ_TOKENS.TasksApi });
  const ledger = await startLedgerSandbox({ token: FUZZ_TOKENS.LedgerApi });
  const tasksUrl = new URL(tasks.url);
  const ledgerUrl = new URL(ledger.url);
  const recorders = {
    TasksApi: await startRecorder(tasksUrl.origin),
    LedgerApi: await startRecorder(ledgerUrl.origin),
  };
  for (const name of ENV_NAMES) delete process.env[name];
  process.env.TASKS_API_BASE_URL = `${recorders.TasksApi.origin}${tasksUrl.pathname}`;
  process.env.TASKS_API_ACCESS_TOKEN = FUZZ_TOKENS.TasksApi;
  process.env.LEDGER_API_BASE_URL = `${recorders.LedgerApi.origin}${ledgerUrl.pathname}`;
  process.env.LEDGER_API_ACCESS_TOKEN = FUZZ_TOKENS.LedgerApi;
  const stack: LocalStack = await startLocalStack({ port: 0 });
  return {
    gatewayUrl: stack.url,
    recorders,
    prefixes: { TasksApi: tasksUrl.pathname, LedgerApi: ledgerUrl.pathname },
    sandboxes: { tasks, ledger },
    close: async () => {
      await stack.close();
      await Promise.all([
        recorders.TasksApi.close(),
        recorders.LedgerApi.close(),
        tasks.close(),
        ledger.close(),
      ]);
      for (const name of ENV_NAMES) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    },
  };
}
