// Everything `npm start` runs: per toolkit, the configured upstream or the sandbox emulator, and
// the gateway in front of the real family handlers. Tests start the same stack on port 0.
import { handler as tasksHandler } from "../../functions/tasks";
import { startTasksSandbox, type TasksSandbox } from "../sandbox/tasks/index";
import { createGateway, listen } from "./gateway";

export interface LocalStack {
  url: string;
  /** One line per toolkit saying where its calls go. */
  modes: string[];
  tasksSandbox?: TasksSandbox;
  close(): Promise<void>;
}

function upstreamConfigured(prefix: string, env: NodeJS.ProcessEnv): boolean {
  return Boolean(
    env[`${prefix}_API_BASE_URL`] && (env[`${prefix}_API_ACCESS_TOKEN`] || env[`${prefix}_TOKEN_SECRET_ID`]),
  );
}

export async function startLocalStack(options: {
  port: number;
  env?: NodeJS.ProcessEnv;
}): Promise<LocalStack> {
  const env = options.env ?? process.env;
  const modes: string[] = [];
  let tasksSandbox: TasksSandbox | undefined;

  if (upstreamConfigured("TASKS", env)) {
    modes.push(`TasksApi  -> upstream ${env.TASKS_API_BASE_URL}`);
  } else {
    tasksSandbox = await startTasksSandbox();
    // The handlers read these per call, exactly as they read them in Lambda.
    env.TASKS_API_BASE_URL = tasksSandbox.url;
    env.TASKS_API_ACCESS_TOKEN = tasksSandbox.token;
    delete env.TASKS_TOKEN_SECRET_ID;
    modes.push(`TasksApi  -> sandbox emulator at ${tasksSandbox.url} (demo data, state kept in memory)`);
  }
  modes.push("LedgerApi -> not served yet (the accounting toolkit lands with its own issue)");

  const server = createGateway({ handlers: { tasks: tasksHandler } });
  const port = await listen(server, options.port);
  return {
    url: `http://127.0.0.1:${port}`,
    modes,
    tasksSandbox,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await tasksSandbox?.close();
    },
  };
}
