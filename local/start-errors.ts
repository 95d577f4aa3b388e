// `npm start`'s answer when PORT is taken: one line saying what to do, with a free port to use
// instead, rather than Node's EADDRINUSE stack trace.
import { createServer } from "node:net";

/** Whether 127.0.0.1:port can be listened on now (it is free again at once). */
function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** The first free port after `port` (of the next 20), else undefined. */
async function nextFree(port: number): Promise<number | undefined> {
  for (let candidate = port + 1; candidate <= Math.min(port + 20, 65535); candidate++) {
    if (await free(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The line to print when `error` is the gateway's port being taken (EADDRINUSE on `port`), else
 * undefined: any other failure is not this one's to explain.
 */
export async function portInUse(error: unknown, port: number): Promise<string | undefined> {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const on = (error as { port?: unknown } | undefined)?.port;
  if (code !== "EADDRINUSE" || (on !== undefined && on !== port)) return undefined;
  const other = (await nextFree(port)) ?? port + 1;
  return `Port ${port} is in use: stop the other server or start with PORT=${other} npm start`;
}
