// Where tasks live: the tasks table (MCP_TASKS_TABLE; infra/constructs/mcp-tasks.ts), one item per
// task (`task#<id>`) holding who owns it, its status, the call to run and, once it ends, its result
// or error. A result is gzipped JSON in parts of at most PART_BYTES (`task#<id>#<n>`, written before
// the task says `completed`), so a file answer of megabytes fits DynamoDB's 400 KB items. Every
// item expires with the task (TTL attribute `expiresAt`). Each change of status is conditional on
// the status it leaves, so a cancel and the runner's answer cannot both win.
import { randomUUID } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { dynamoDb, type Item, isConditionFailed } from "../../runtime/dynamodb";
import { TASK_TTL_MS, type TaskStatus } from "./names";

/** Bytes of gzipped result per item (DynamoDB's item limit is 400 KB with the key and names). */
export const PART_BYTES = 350 * 1024;

/** The call a task runs, as the mcp function resolved it (lib/mcp/tasks-extension/run.ts runs it). */
export interface StoredCall {
  /** The name the caller used, canonical or client form: messages name it as they would in the call. */
  name: string;
  /** The row's canonical name: the one tool the runner may run. */
  tool: string;
  /** The tool as the caller named it (in discovery mode, the one call_read_tool names): for messages. */
  calledAs: string;
  arguments?: Record<string, unknown>;
  meta?: Record<string, unknown>;
  budget: { chars: number; inlineFileBytes: number };
  connection?: string;
  clientId?: string;
  scopes?: string[];
  readOnly: boolean;
  /** Discovery mode: `name` is call_read_tool or call_write_tool, and `arguments` name the tool. */
  mode?: "discover";
}

/** A JSON-RPC error, for a task that failed without a tool result. */
export interface TaskError {
  code: number;
  message: string;
}

export interface TaskRecord {
  taskId: string;
  owner: string;
  status: TaskStatus;
  statusMessage?: string;
  createdAt: string;
  lastUpdatedAt: string;
  /** Epoch ms after which a task still `working` has lost its runner (run.ts's deadline). */
  deadline: number;
  /** Epoch s when the task expires (DynamoDB TTL). */
  expiresAt: number;
  call: StoredCall;
  claimed: boolean;
  parts: number;
  error?: TaskError;
}

const keyOf = (taskId: string) => ({ id: { S: `task#${taskId}` } });
const partKey = (taskId: string, part: number) => ({ id: { S: `task#${taskId}#${part}` } });

function recordOf(taskId: string, item: Item): TaskRecord {
  const text = (name: string) => item[name]?.S;
  const record: TaskRecord = {
    taskId,
    owner: text("owner") ?? "",
    status: text("status") as TaskStatus,
    createdAt: text("createdAt") ?? "",
    lastUpdatedAt: text("lastUpdatedAt") ?? "",
    deadline: Number(item.deadline?.N ?? 0),
    expiresAt: Number(item.expiresAt?.N ?? 0),
    call: JSON.parse(text("call") ?? "{}") as StoredCall,
    claimed: item.claimedAt !== undefined,
    parts: Number(item.parts?.N ?? 0),
  };
  const message = text("statusMessage");
  if (message !== undefined) record.statusMessage = message;
  const error = text("error");
  if (error !== undefined) record.error = JSON.parse(error) as TaskError;
  return record;
}

export interface NewTask {
  owner: string;
  call: StoredCall;
  /** How long the runner may take before the task is given up as lost. */
  runnerMs: number;
  statusMessage: string;
}

/** Writes a new `working` task (durably, before the client hears of it) and answers its record. */
export async function createTask(table: string, task: NewTask, now = Date.now()): Promise<TaskRecord> {
  const taskId = randomUUID();
  const at = new Date(now).toISOString();
  const record: TaskRecord = {
    taskId,
    owner: task.owner,
    status: "working",
    statusMessage: task.statusMessage,
    createdAt: at,
    lastUpdatedAt: at,
    deadline: now + task.runnerMs,
    expiresAt: Math.ceil((now + TASK_TTL_MS) / 1000),
    call: task.call,
    claimed: false,
    parts: 0,
  };
  const { client, PutItemCommand } = await dynamoDb.get();
  await client.send(
    new PutItemCommand({
      TableName: table,
      Item: {
        ...keyOf(taskId),
        owner: { S: record.owner },
        status: { S: record.status },
        statusMessage: { S: task.statusMessage },
        createdAt: { S: at },
        lastUpdatedAt: { S: at },
        deadline: { N: String(record.deadline) },
        expiresAt: { N: String(record.expiresAt) },
        call: { S: JSON.stringify(task.call) },
      },
      ConditionExpression: "attribute_not_exists(id)",
    }),
  );
  return record;
}

/** The task, or undefined when there is none (or it has expired and awaits DynamoDB's sweep). */
export async function readTask(
  table: string,
  taskId: string,
  now = Date.now(),
): Promise<TaskRecord | undefined> {
  const { client, GetItemCommand } = await dynamoDb.get();
  const { Item: item } = await client.send(
    new GetItemCommand({ TableName: table, Key: keyOf(taskId), ConsistentRead: true }),
  );
  if (!item) return undefined;
  const record = recordOf(taskId, item);
  return record.expiresAt * 1000 <= now ? undefined : record;
}

/**
 * Moves a task from `working` (and, with `unclaimed`, not yet started by a runner) to `status`,
 * setting the given members; false when it was no longer so (cancelled, ended, or started).
 */
async function moveFromWorking(
  table: string,
  taskId: string,
  status: TaskStatus | "claimed",
  set: Record<string, { S?: string; N?: string }>,
  options: { unclaimed?: boolean; now?: number } = {},
): Promise<boolean> {
  const at = new Date(options.now ?? Date.now()).toISOString();
  const values: Record<string, { S?: string; N?: string }> = {
    ":working": { S: "working" },
    ":at": { S: at },
  };
  const assignments = ["lastUpdatedAt = :at"];
  const names: Record<string, string> = { "#status": "status" };
  if (status === "claimed") {
    values[":claimed"] = { S: at };
    assignments.push("claimedAt = :claimed");
  } else {
    values[":status"] = { S: status };
    assignments.push("#status = :status");
  }
  for (const [name, value] of Object.entries(set)) {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    assignments.push(`#${name} = :${name}`);
  }
  const { client, UpdateItemCommand } = await dynamoDb.get();
  try {
    await client.send(
      new UpdateItemCommand({
        TableName: table,
        Key: keyOf(taskId),
        UpdateExpression: `SET ${assignments.join(", ")}`,
        ConditionExpression: `#status = :working${options.unclaimed ? " AND attribute_not_exists(claimedAt)" : ""}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** The runner's claim: only one runner ever runs a task, and never a cancelled one. */
export const claimTask = (table: string, taskId: string) =>
  moveFromWorking(table, taskId, "claimed", { statusMessage: { S: "Running." } }, { unclaimed: true });

/** A cancel: from working only, and (for a write) only before a runner has started it. */
export const cancelTask = (table: string, taskId: string, unclaimedOnly: boolean) =>
  moveFromWorking(
    table,
    taskId,
    "cancelled",
    { statusMessage: { S: "Cancelled by the client." } },
    {
      unclaimed: unclaimedOnly,
    },
  );

/** Ends a task without a tool result (a JSON-RPC error), unless it has ended already. */
export const failTask = (table: string, taskId: string, error: TaskError, now?: number) =>
  moveFromWorking(
    table,
    taskId,
    "failed",
    { error: { S: JSON.stringify(error) }, statusMessage: { S: error.message } },
    now === undefined ? {} : { now },
  );

/** Stores the tool's result in parts, then marks the task completed; false when it had ended (cancelled). */
export async function completeTask(
  table: string,
  task: Pick<TaskRecord, "taskId" | "expiresAt">,
  result: unknown,
): Promise<boolean> {
  const zipped = gzipSync(Buffer.from(JSON.stringify(result), "utf8"));
  const parts: Buffer[] = [];
  for (let offset = 0; offset < zipped.byteLength; offset += PART_BYTES)
    parts.push(zipped.subarray(offset, offset + PART_BYTES));
  const { client, PutItemCommand } = await dynamoDb.get();
  await Promise.all(
    parts.map((data, part) =>
      client.send(
        new PutItemCommand({
          TableName: table,
          Item: {
            ...partKey(task.taskId, part),
            data: { B: data },
            expiresAt: { N: String(task.expiresAt) },
          },
        }),
      ),
    ),
  );
  return moveFromWorking(table, task.taskId, "completed", {
    parts: { N: String(parts.length) },
    statusMessage: { S: "Completed." },
  });
}

/** A completed task's result, read back from its parts. */
export async function readResult(
  table: string,
  task: Pick<TaskRecord, "taskId" | "parts">,
): Promise<unknown> {
  const { client, GetItemCommand } = await dynamoDb.get();
  const items = await Promise.all(
    Array.from({ length: task.parts }, (_, part) =>
      client.send(
        new GetItemCommand({ TableName: table, Key: partKey(task.taskId, part), ConsistentRead: true }),
      ),
    ),
  );
  const bytes = items.map(({ Item: item }, part) => {
    const data = item?.data?.B;
    if (!data) throw new Error(`task ${task.taskId}: result part ${part} is missing`);
    return Buffer.from(data);
  });
  return JSON.parse(gunzipSync(Buffer.concat(bytes)).toString("utf8"));
}
