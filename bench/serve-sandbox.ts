// Runs the TickTick sandbox in its own process for benchmarks; prints its URL and token as JSON.
import { startTasksSandbox } from "../local/sandbox/tasks/index";

const sandbox = await startTasksSandbox();
process.stdout.write(`${JSON.stringify({ url: sandbox.url, token: sandbox.token })}\n`);
process.on("SIGTERM", async () => {
  await sandbox.close();
  process.exit(0);
});
