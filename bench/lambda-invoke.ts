// Warm per-call cost of the mcp function's hop to a family function (prints numbers; not a test):
// the same trivial invoke through the AWS SDK's LambdaClient and through the signed invoke
// (lib/aws/lambda-invoke.ts), against the SigV4-checking Lambda peer (local/lambda-peer.ts) on
// 127.0.0.1, with an unsigned node:http POST as the floor. Each client is warmed first (first
// call, connection made), then the variants run interleaved in rounds so they share the noise.
//   npx tsx bench/lambda-invoke.ts              200 calls each
//   npx tsx bench/lambda-invoke.ts --calls 1000
import { Agent, request } from "node:http";
import { parseArgs } from "node:util";
import { InvokeCommand, LambdaClient } from "@aws-sdk/client-lambda";
import { closeConnections, invokeLambda } from "../lib/aws/lambda-invoke";
import { startLambdaPeer } from "../local/lambda-peer";
import { median } from "./stats";

const { values: options } = parseArgs({ options: { calls: { type: "string", default: "200" } } });
const CALLS = Number(options.calls);
const ROUND = 20;

const credentials = {
  accessKeyId: "AKIDBENCH",
  secretAccessKey: "bench-secret",
  sessionToken: "bench-token",
};
const event = { tool: "TasksApi.GetUserProjects", input: {}, connection: "alice", via: "mcp" };
const peer = await startLambdaPeer({ "fn-tasks": () => ({ tool: event.tool, result: [] }) }, { credentials });
const env = {
  AWS_REGION: "us-east-1",
  AWS_ACCESS_KEY_ID: credentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  AWS_SESSION_TOKEN: credentials.sessionToken,
  AWS_ENDPOINT_URL_LAMBDA: peer.endpoint,
};
const payload = JSON.stringify(event);

// The SDK warns once about Node < 22 (the functions run on nodejs22.x): not part of the measure.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
const sdk = new LambdaClient({ region: "us-east-1", endpoint: peer.endpoint, credentials });
const floorAgent = new Agent({ keepAlive: true });
const url = new URL(peer.endpoint);

const variants: Record<string, () => Promise<unknown>> = {
  // What any invoke must pay here: one keep-alive POST and its answer (the peer refuses it unsigned).
  "unsigned node:http POST (floor)": () =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          hostname: url.hostname,
          port: url.port,
          method: "POST",
          path: "/2015-03-31/functions/fn-tasks/invocations",
          agent: floorAgent,
        },
        (res) => {
          res.resume();
          res.on("end", resolve);
        },
      );
      req.on("error", reject);
      req.end(payload);
    }),
  "signed invoke (lib/aws/lambda-invoke.ts)": async () => {
    const answer = await invokeLambda("fn-tasks", payload, { env });
    JSON.parse(answer.payload);
  },
  "@aws-sdk/client-lambda InvokeCommand": async () => {
    const output = await sdk.send(
      new InvokeCommand({ FunctionName: "fn-tasks", Payload: new TextEncoder().encode(payload) }),
    );
    JSON.parse(new TextDecoder().decode(output.Payload));
  },
};

const times = new Map<string, number[]>(Object.keys(variants).map((name) => [name, []]));
// CPU time (user + system) of the whole process per call: the caller's and the peer's side both,
// but steady when other processes load the machine, where wall time is not.
const cpu = new Map<string, number>(Object.keys(variants).map((name) => [name, 0]));
for (const run of Object.values(variants)) for (let i = 0; i < ROUND; i++) await run(); // warm
for (let done = 0; done < CALLS; done += ROUND) {
  for (const [name, run] of Object.entries(variants)) {
    const cpuStart = process.cpuUsage();
    for (let i = 0; i < ROUND; i++) {
      const started = performance.now();
      await run();
      times.get(name)?.push(performance.now() - started);
    }
    const used = process.cpuUsage(cpuStart);
    cpu.set(name, (cpu.get(name) ?? 0) + (used.user + used.system) / 1000);
  }
}

const ms = (value: number) => value.toFixed(3).padStart(8);
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? 0;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
process.stdout.write(
  `warm invokes against the local Lambda peer: ${CALLS} each, interleaved in rounds of ${ROUND} (Node ${process.version})\n\n` +
    `${"variant".padEnd(44)}${"median".padStart(8)}${"mean".padStart(9)}${"p90".padStart(9)}${"CPU".padStart(9)}  ms per call\n`,
);
for (const [name, values] of times) {
  const cpuPerCall = (cpu.get(name) ?? 0) / values.length;
  process.stdout.write(
    `${name.padEnd(44)}${ms(median(values))} ${ms(mean(values))} ${ms(p90(values))} ${ms(cpuPerCall)}\n`,
  );
}
process.stdout.write(`\nsigned requests the peer verified: ${peer.invocations.length}\n`);

sdk.destroy();
floorAgent.destroy();
closeConnections();
await peer.close();
