// Token grants per burst of 50 concurrent first calls to one Xero Custom Connection in a cold
// container (docs/tokens.md, "Custom Connections"): each round a fresh container's token source
// against the sandbox on 127.0.0.1; prints the grants the sandbox answered per burst.
import { createCustomConnectionTokens } from "../lib/upstream-tokens/custom-connection";
import { startLedgerSandbox } from "../local/sandbox/ledger/index";

const BURST = 50;
const ROUNDS = 5;
const sandbox = await startLedgerSandbox();
try {
  const { clientId, clientSecret } = sandbox.oauth.customConnection;
  const perBurst: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    sandbox.reset();
    const source = createCustomConnectionTokens().sourceFor({
      source: "bench",
      label: "Xero",
      client: { clientId, clientSecret },
      tokenEndpoint: sandbox.oauth.tokenUrl,
    });
    const started = performance.now();
    await Promise.all(Array.from({ length: BURST }, () => source.get()));
    perBurst.push(sandbox.oauth.clientCredentialsGrants());
    process.stdout.write(
      `burst ${round + 1}: ${BURST} concurrent first calls, ${perBurst.at(-1)} token grant(s), ${(performance.now() - started).toFixed(1)} ms\n`,
    );
  }
  process.stdout.write(`token grants per burst of ${BURST}: ${perBurst.join(", ")}\n`);
} finally {
  await sandbox.close();
}
