// Benchmark of token reads (prints numbers; not a test): Secrets Manager requests per 1000
// invocations of the bundled ledger-read handler whose token lives in a secret, counted at the
// Secrets Manager protocol fake (the real SDK client talks to it), for one container and for a
// fleet of containers, each with its own caches.
import { pathToFileURL } from "node:url";
import { lambdaContext } from "../local/lambda-context";
import { LEDGER_STARTING_DATA, startLedgerSandbox } from "../local/sandbox/ledger/index";
import { startSecretsManagerFake } from "../local/secrets-manager";
import { buildFunction } from "../scripts/build";

const INVOCATIONS = Number(process.env.BENCH_INVOCATIONS ?? 1000);
const CONTAINERS = Number(process.env.BENCH_CONTAINERS ?? 10);
const SECRET_ID = "agent-tools/ledger/default";

const sandbox = await startLedgerSandbox();
const secrets = await startSecretsManagerFake({
  [SECRET_ID]: JSON.stringify({
    access_token: sandbox.token,
    // Far from expiry: this measures steady-state reads, not refreshes.
    expires_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
  }),
});
Object.assign(process.env, {
  AWS_REGION: "us-east-1",
  AWS_ACCESS_KEY_ID: secrets.credentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: secrets.credentials.secretAccessKey,
  AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
  LEDGER_API_BASE_URL: sandbox.url,
  LEDGER_TOKEN_SECRET_ID: SECRET_ID,
  LOG_LEVEL: "warn",
});
delete process.env.LEDGER_API_ACCESS_TOKEN;

const { file } = await buildFunction("functions/ledger-read.ts", "dist/bench");
type Handler = (event: unknown, context: unknown) => Promise<unknown>;
async function container(name: string): Promise<Handler> {
  // Another query string is another module instance: a separate container with empty caches.
  return ((await import(`${pathToFileURL(file).href}?container=${name}`)) as { handler: Handler }).handler;
}
const call = {
  tool: "LedgerApi.GetBrandingThemes",
  input: { ledger_tenant_id: LEDGER_STARTING_DATA.primary.tenantId },
};
const context = lambdaContext("bench-secrets", 60_000);
const reads = () => secrets.calls.filter((entry) => entry.target.endsWith("GetSecretValue")).length;

const single = await container("single");
let before = reads();
for (let i = 0; i < INVOCATIONS; i++) await single(call, context);
process.stdout.write(
  `one container: ${reads() - before} GetSecretValue for ${INVOCATIONS} invocations (cache period ${process.env.TOKEN_CACHE_TTL_SECONDS ?? 300} s)\n`,
);

const fleet = await Promise.all(Array.from({ length: CONTAINERS }, (_, i) => container(`fleet-${i}`)));
before = reads();
await Promise.all(
  fleet.map(async (handler) => {
    for (let i = 0; i < INVOCATIONS / CONTAINERS; i++) await handler(call, context);
  }),
);
process.stdout.write(
  `${CONTAINERS} containers: ${reads() - before} GetSecretValue for ${INVOCATIONS} invocations (one per container per cache period)\n`,
);

await Promise.all([sandbox.close(), secrets.close()]);
