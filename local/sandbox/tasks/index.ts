// Public entry of the TickTick Open API v1 sandbox: a stateful emulator on 127.0.0.1 for `npm start`
// and integration tests. It never talks to TickTick.
import { closeServer, listenOnLoopback } from "../http";
import { createSeedState } from "./seed";
import { API_PREFIX, createTasksServer, type RecordedRequest } from "./server";
import { TasksStore } from "./store";

export { SEED } from "./seed";
export type { RecordedRequest } from "./server";

export const DEFAULT_SANDBOX_TOKEN = "sandbox-tasks-token";

export interface TasksSandbox {
  /** Base URL including the API prefix, e.g. http://127.0.0.1:43123/open/v1 */
  url: string;
  /** The bearer token the sandbox accepts. */
  token: string;
  /** Every request received, in order — tests use it to prove "no upstream call was made". */
  requests: RecordedRequest[];
  /** Restore the seed state and clear `requests`. */
  reset(): void;
  close(): Promise<void>;
}

export async function startTasksSandbox(
  options: { port?: number; token?: string } = {},
): Promise<TasksSandbox> {
  const token = options.token ?? DEFAULT_SANDBOX_TOKEN;
  const store = new TasksStore(createSeedState);
  const requests: RecordedRequest[] = [];
  const server = createTasksServer({ store, token, onRequest: (request) => requests.push(request) });
  const origin = await listenOnLoopback(server, options.port ?? 0);
  return {
    url: `${origin}${API_PREFIX}`,
    token,
    requests,
    reset() {
      store.reset();
      // Emptied in place so callers holding the array see the reset.
      requests.length = 0;
    },
    close: () => closeServer(server),
  };
}
