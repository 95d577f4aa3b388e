// The facts of the tasks extension (`io.modelcontextprotocol/tasks`, protocol 2026-07-28) this
// server uses, and the numbers it promises a client (docs/mcp-tasks.md).

/** The extension's name, in the client's declared capabilities and the server's `server/discover`. */
export const TASKS_EXTENSION = "io.modelcontextprotocol/tasks";

/** How long a task and its result are kept from its creation (`ttlMs`; DynamoDB's TTL removes it). */
export const TASK_TTL_MS = 60 * 60_000;
/** How often a client should ask (`pollIntervalMs`): reports of a large organisation take seconds. */
export const TASK_POLL_INTERVAL_MS = 2_000;

export type TaskStatus = "working" | "input_required" | "completed" | "failed" | "cancelled";
export const TERMINAL_STATUSES: ReadonlySet<TaskStatus> = new Set(["completed", "failed", "cancelled"]);

/** The methods of the extension this server answers (`tasks/result` and `tasks/list` are not in it). */
export const TASK_METHODS = ["tasks/get", "tasks/update", "tasks/cancel"] as const;
export type TaskMethod = (typeof TASK_METHODS)[number];
export const isTaskMethod = (method: unknown): method is TaskMethod =>
  (TASK_METHODS as readonly unknown[]).includes(method);

/** A task id as this server makes them (a random UUID): anything else names no task. */
export const TASK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The table `npm start` creates in its dynalite (deployed: the stack's, in MCP_TASKS_TABLE). */
export const LOCAL_MCP_TASKS_TABLE = "agent-tools-mcp-tasks";
