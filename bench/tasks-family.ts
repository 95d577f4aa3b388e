// Benchmark of the `tasks` family (prints numbers; not a test):
//   1. size of the esbuild bundle (ESM, minified) of functions/tasks.ts;
//   2. its cold import time over a bare `node -e 0` (NODE_EXTRA_CA_CERTS unset: it adds ~80 ms to
//      every Node 20 start on this machine and is not what we measure);
//   3. time per call through the bundled handler vs a bare fetch of the same upstream request,
//      against the sandbox running in another process, interleaved to share the machine's noise.
import { spawn } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { lambdaContext } from "../local/lambda-context";
import { buildFunction } from "../scripts/build";
import { coldImport } from "./cold-import";
import { fmt, median, percentile } from "./stats";

const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 21);
const CALLS = Number(process.env.BENCH_CALLS ?? 2000);

const { file, bytes } = await buildFunction("functions/tasks.ts", "dist/bench");
process.stdout.write(
  `bundle  functions/tasks.ts -> ${file}: ${(bytes / 1024).toFixed(1)} KiB (${bytes} bytes)\n`,
);

// --- cold import ------------------------------------------------------------------------------
const cold = coldImport(file, COLD_RUNS);
process.stdout.write(
  `cold    node -e 0: median ${fmt(cold.bare)}; node + import bundle: median ${fmt(cold.withImport)}; ` +
    `import adds ${fmt(cold.withImport - cold.bare)} (${COLD_RUNS} runs each)\n`,
);

// --- per call ---------------------------------------------------------------------------------
const child = spawn(process.execPath, ["--import", "tsx", "bench/serve-sandbox.ts"], {
  stdio: ["ignore", "pipe", "inherit"],
});
const firstLine = await new Promise<string>((resolve) =>
  createInterface({ input: child.stdout }).once("line", resolve),
);
const sandbox = JSON.parse(firstLine) as { url: string; token: string };
process.env.TASKS_API_BASE_URL = sandbox.url;
process.env.TASKS_API_ACCESS_TOKEN = sandbox.token;
process.env.LOG_LEVEL = "warn"; // one info line per call would flood this output

const { handler } = (await import(pathToFileURL(file).href)) as {
  handler: (event: unknown, context: unknown) => Promise<unknown>;
};
const context = lambdaContext("bench-tasks", 60_000);

const cases = [
  { tool: "TasksApi.GetUserProjects", input: {}, path: "/project" },
  { tool: "TasksApi.RetrieveProjectWithTasks", input: { project_id: "inbox" }, path: "/project/inbox/data" },
];

const agent = new Agent({ keepAlive: true });
for (const { tool, input, path } of cases) {
  const bareFetch = async () => {
    const response = await fetch(`${sandbox.url}${path}`, {
      headers: { accept: "application/json", authorization: `Bearer ${sandbox.token}` },
    });
    return response.json();
  };
  const direct = () => handler({ tool, input }, context);
  const viaApiGateway = () =>
    handler(
      {
        httpMethod: "POST",
        path: `/tools/${tool}`,
        pathParameters: { toolName: tool },
        body: JSON.stringify(input),
        requestContext: {},
      },
      context,
    );
  // The same request with node:http, the client the pipeline uses: the pipeline's own cost.
  const bareNodeHttp = () =>
    new Promise<unknown>((resolve, reject) => {
      const request = httpRequest(
        `${sandbox.url}${path}`,
        { headers: { accept: "application/json", authorization: `Bearer ${sandbox.token}` }, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString("utf8"))));
        },
      );
      request.on("error", reject);
      request.end();
    });
  const runs = { bareFetch, bareNodeHttp, direct, viaApiGateway };
  const times: Record<string, number[]> = { bareFetch: [], bareNodeHttp: [], direct: [], viaApiGateway: [] };
  for (let i = 0; i < 200; i++) for (const run of Object.values(runs)) await run(); // warm-up
  for (let i = 0; i < CALLS; i++) {
    for (const [name, run] of Object.entries(runs)) {
      const started = performance.now();
      await run();
      times[name]?.push(performance.now() - started);
    }
  }
  const base = median(times.bareFetch ?? []);
  const baseHttp = median(times.bareNodeHttp ?? []);
  process.stdout.write(`per call ${tool} (${CALLS} calls each, interleaved)\n`);
  for (const [name, values] of Object.entries(times)) {
    process.stdout.write(
      `  ${name.padEnd(14)} median ${fmt(median(values))}  p90 ${fmt(percentile(values, 90))}  ` +
        `ratio to bare fetch ${(median(values) / base).toFixed(2)}x, to bare node:http ${(median(values) / baseHttp).toFixed(2)}x\n`,
    );
  }
}

child.kill("SIGTERM");
