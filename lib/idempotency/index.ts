// Idempotent writes: Powertools idempotency with its DynamoDB persistence layer. A write tool called
// with an idempotency key (the tool's `idempotency_key`, the event's `idempotencyKey`, or the SQS
// message / EventBridge event id) runs once; a repeat returns the stored result without calling the
// upstream. Reads never touch the table.
//
// Powertools and the DynamoDB client load on the first keyed write, so functions and calls that never
// need them never pay for their import.
import type { ToolRow } from "../catalog/types";
import type { ToolCall } from "../middleware/types";
import { ToolError } from "../runtime/errors";
import { idempotencyScope } from "./scope";

export const DEFAULT_IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

/** What a keyed call needs: the scope (what makes two calls "the same") and the payload to compare. */
export interface IdempotentCall {
  scope: string;
  payload: Record<string, unknown>;
}

type Execute = () => Promise<unknown>;

/** none: not a keyed write; executed: first call; replayed: the stored result was returned. */
export type IdempotencyOutcome = "none" | "executed" | "replayed";
type Runner = (call: IdempotentCall, execute: Execute, remainingMs?: () => number) => Promise<unknown>;

let runner: Promise<Runner> | undefined;
let runnerTable: string | undefined;

function ttlSeconds(env: NodeJS.ProcessEnv): number {
  const value = Number(env.IDEMPOTENCY_TTL_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_IDEMPOTENCY_TTL_SECONDS;
}

async function createRunner(tableName: string, env: NodeJS.ProcessEnv): Promise<Runner> {
  const [{ IdempotencyConfig, makeIdempotent }, { DynamoDBPersistenceLayer }] = await Promise.all([
    import("@aws-lambda-powertools/idempotency"),
    import("@aws-lambda-powertools/idempotency/dynamodb"),
  ]);
  const persistenceStore = new DynamoDBPersistenceLayer({ tableName });
  const config = new IdempotencyConfig({
    eventKeyJmesPath: "scope",
    payloadValidationJmesPath: "payload",
    expiresAfterSeconds: ttlSeconds(env),
    // A replay in the same container is answered from memory: no DynamoDB call.
    useLocalCache: true,
  });
  return async (call, execute, remainingMs) => {
    // The in-progress record expires with the function's own deadline, as Powertools expects.
    if (remainingMs) config.registerLambdaContext({ getRemainingTimeInMillis: remainingMs } as never);
    // The key prefix is fixed so a record does not depend on which function wrote it.
    const idempotent = makeIdempotent(async (_call: IdempotentCall) => execute(), {
      persistenceStore,
      config,
      keyPrefix: "agent-tools",
    });
    return idempotent(call);
  };
}

function runnerFor(tableName: string, env: NodeJS.ProcessEnv): Promise<Runner> {
  if (!runner || runnerTable !== tableName) {
    runnerTable = tableName;
    runner = createRunner(tableName, env);
    runner.catch(() => {
      runner = undefined;
    });
  }
  return runner;
}

/** Powertools' errors as the contract's typed errors. */
function asContractError(error: unknown): unknown {
  const name = (error as Error | undefined)?.name;
  switch (name) {
    case "IdempotencyAlreadyInProgressError":
      return new ToolError(
        "Conflict",
        "A call with this idempotency key is still in progress; retry shortly to get its result.",
      );
    case "IdempotencyValidationError":
      return new ToolError(
        "IdempotencyMismatch",
        "This idempotency key was already used with different parameters; use a new key for a different call.",
      );
    case "IdempotencyPersistenceLayerError":
    case "IdempotencyUnknownError":
      return new ToolError("InternalError", "The idempotency store could not be used; nothing was sent.", {
        retryable: true,
      });
    default:
      return error;
  }
}

/**
 * Runs `execute` once per scope: directly when the call is a read, carries no key, or no table is
 * configured; through the DynamoDB record otherwise.
 */
export async function runIdempotent(
  row: ToolRow,
  call: ToolCall,
  execute: Execute,
  options: { remainingMs?: () => number; env?: NodeJS.ProcessEnv } = {},
): Promise<{ result: unknown; outcome: IdempotencyOutcome }> {
  const env = options.env ?? process.env;
  const keyed = idempotencyScope(row, call);
  const tableName = env.IDEMPOTENCY_TABLE;
  if (!keyed) return { result: await execute(), outcome: "none" };
  if (!tableName) {
    throw new ToolError(
      "InternalError",
      "Idempotency keys need IDEMPOTENCY_TABLE (a DynamoDB table); it is not configured.",
    );
  }
  const run = await runnerFor(tableName, env);
  let executed = false;
  const once = () => {
    executed = true;
    return execute();
  };
  try {
    const result = await run(keyed, once, options.remainingMs);
    return { result, outcome: executed ? "executed" : "replayed" };
  } catch (error) {
    throw asContractError(error);
  }
}
