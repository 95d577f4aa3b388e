// What a 2026-07-28 client is told the server can do: with a tasks table deployed, the tasks
// extension too (lib/mcp/tasks-extension). A 2025 client is never told: the extension is not of its protocol.

import { TASKS_EXTENSION } from "../tasks-extension/names";
import { SERVER_CAPABILITIES } from "./server-info";

export function modernCapabilities(tasks: boolean): Record<string, unknown> {
  return tasks ? { ...SERVER_CAPABILITIES, extensions: { [TASKS_EXTENSION]: {} } } : SERVER_CAPABILITIES;
}
