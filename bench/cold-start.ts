// Cold start to the first answer (prints numbers; not a test): for every family function and the
// mcp function, a new Node process imports the built bundle and answers one realistic event against
// loopback upstreams (bench/cold-start-upstream.ts), timed from spawn to exit, against a bare Node
// process doing one node:http GET of the same Xero list and parsing it. All variants run
// interleaved, one of each per round, so they share the machine's noise; medians are compared.
//   npm run bench:cold-start                      21 rounds
//   npm run bench:cold-start -- --runs 41         more rounds
//   npm run bench:cold-start -- --only mcp,tasks  some functions
//   npm run bench:cold-start -- --compare <dir>   also run another build (<dir>/<function>/index.mjs)
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { ALL_FAMILIES } from "../infra/families";
import { AccessTokens } from "../lib/oauth/access-token";
import { buildFunction } from "../scripts/build";
import { childEnv } from "./cold-import";
import {
  OAUTH_BASE_URL,
  SIGNING_KEY_SECRET_ID,
  type UpstreamInfo,
  type Variant,
  variants,
} from "./cold-start-cases";
import { median } from "./stats";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "21" },
    only: { type: "string" },
    compare: { type: "string" },
  },
});
const RUNS = Number(options.runs);
const FUNCTIONS = [...ALL_FAMILIES, "mcp", "authorizer", "oauth"].filter(
  (name) => !options.only || options.only.split(",").includes(name),
);

// --- bundles, as npm run build makes them ------------------------------------------------------
const bundles: Record<string, string> = {};
const startBytes: Record<string, number> = {};
for (const name of FUNCTIONS) {
  const built = await buildFunction(join("functions", `${name}.ts`), "dist/cold-start");
  bundles[name] = built.file;
  startBytes[name] = built.bytes;
}

// --- the upstreams, in a process of their own --------------------------------------------------
const peers = spawn(process.execPath, ["--import", "tsx", "bench/cold-start-upstream.ts"], {
  stdio: ["ignore", "pipe", "inherit"],
});
const upstream = JSON.parse(
  await new Promise<string>((resolve) => createInterface({ input: peers.stdout }).once("line", resolve)),
) as UpstreamInfo;

const token = await new AccessTokens(upstream.signingKey, OAUTH_BASE_URL).issue({
  principal: "alice",
  clientId: "cold-start-bench",
  scopes: ["tools:read", "tools:write"],
  resource: `${OAUTH_BASE_URL}/mcp`,
});

// What each function gets in Lambda, with tokens given directly as the local stack gives them.
const env = childEnv({
  LOG_LEVEL: "info",
  TASKS_API_BASE_URL: upstream.tasks.url,
  TASKS_API_ACCESS_TOKEN: upstream.tasks.token,
  LEDGER_API_BASE_URL: upstream.ledger.url,
  LEDGER_API_ACCESS_TOKEN: upstream.ledger.token,
  FAMILIES: ALL_FAMILIES.join(","),
  FAMILY_FUNCTIONS: JSON.stringify(
    Object.fromEntries(ALL_FAMILIES.map((family) => [family, `fn-${family}`])),
  ),
  TOOL_FILTER: "",
  OAUTH_BASE_URL,
  OAUTH_SIGNING_KEY_SECRET_ID: SIGNING_KEY_SECRET_ID,
  AWS_REGION: "us-east-1",
  AWS_ACCESS_KEY_ID: upstream.aws.accessKeyId,
  AWS_SECRET_ACCESS_KEY: upstream.aws.secretAccessKey,
  AWS_ENDPOINT_URL_LAMBDA: upstream.lambda,
  AWS_ENDPOINT_URL_SECRETS_MANAGER: upstream.secretsManager,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
});
for (const name of ["TASKS_TOKEN_SECRET_ID", "LEDGER_TOKEN_SECRET_ID", "IDEMPOTENCY_TABLE"]) delete env[name];

const measured: Variant[] = variants(bundles, upstream, token);
if (options.compare) {
  const other = Object.fromEntries(
    FUNCTIONS.map((name) => [name, join(options.compare as string, name, "index.mjs")]).filter(([, file]) =>
      existsSync(file as string),
    ),
  );
  for (const variant of variants(other, upstream, token)) {
    // An older build may not speak protocol 2026-07-28 (issue 28): only the requests both answer.
    if (variant.functionName && !variant.name.includes("2026-07-28"))
      measured.push({ ...variant, name: `${variant.name} [compare]` });
  }
}

function timeNode(variant: Variant): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, variant.args, {
    env: { ...env, ...variant.env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const elapsed = performance.now() - started;
  if (result.status !== 0) {
    throw new Error(`${variant.name}: exited ${result.status}: ${result.stderr.toString().slice(0, 2000)}`);
  }
  return elapsed;
}

// --- interleaved rounds ------------------------------------------------------------------------
const times = new Map<Variant, number[]>(measured.map((variant) => [variant, []]));
try {
  for (const variant of measured) timeNode(variant); // one unmeasured round: files into the page cache
  for (let round = 0; round < RUNS; round++) {
    for (const variant of measured) times.get(variant)?.push(timeNode(variant));
  }
} finally {
  peers.kill("SIGTERM");
}

const bare = median(times.get(measured[0] as Variant) ?? []);
const ms = (value: number) => value.toFixed(1).padStart(7);
process.stdout.write(
  `cold start to the first answer: ${RUNS} interleaved rounds, ms from spawn to exit (Node ${process.version})\n\n` +
    `${"variant".padEnd(56)}${"start KiB".padStart(10)}${"min".padStart(8)}${"median".padStart(8)}${"max".padStart(8)}  vs bare\n`,
);
for (const [variant, values] of times) {
  const bytes =
    variant.functionName && !variant.name.endsWith("[compare]")
      ? startBytes[variant.functionName]
      : undefined;
  const kib = bytes === undefined ? "" : (bytes / 1024).toFixed(1);
  const ratio = median(values) / bare;
  const name = `${variant.name}${variant.extra ? " *" : ""}`;
  process.stdout.write(
    `${name.padEnd(56)}${kib.padStart(10)}${ms(Math.min(...values))} ${ms(median(values))} ${ms(Math.max(...values))}  ${ratio.toFixed(2)}x\n`,
  );
}
process.stdout.write(
  "\nvs bare: median of the variant / median of the bare node:http GET + JSON.parse.\n" +
    "Targets: every family's API Gateway call <= 1.60x; mcp tools/list <= 2.00x (issue 15); oauth metadata <= 2.00x (issue 27).\n" +
    "* not a target: other entry points, tools/call, the authorizer, a token read from Secrets Manager.\n",
);
