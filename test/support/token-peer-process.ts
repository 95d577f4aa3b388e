// One container in an OS process of its own (forked with tsx by
// test/upstream-tokens/token-processes.test.ts): its own token broker, SDK clients and cache, talking
// to the parent's Secrets Manager fake, dynalite and token endpoint through the environment. The
// parent asks over IPC:
//   {id, op: "get"}             -> the access token TokenSource.get() gives
//   {id, op: "refresh", refused} -> the one TokenSource.refresh(refused) gives (a 401 on `refused`)
// and gets {id, ok: true, token} or {id, ok: false, type, message}. Logs and metric lines go to
// stdout and stderr, which the parent reads.

import { ledgerApi } from "../../lib/upstream/ledger-api";
import { connectionConfig } from "../../lib/upstream-tokens/index";
import { createTokenBroker } from "../../lib/upstream-tokens/token-broker";

interface Ask {
  id: number;
  op: "get" | "refresh";
  refused?: string;
}

const secretId = process.env.PEER_SECRET_ID ?? "";
const source = createTokenBroker().sourceFor(connectionConfig(ledgerApi, secretId, process.env));

// Loaded before the parent's burst, so the processes start their calls together.
await Promise.all([import("@aws-sdk/client-secrets-manager"), import("@aws-sdk/client-dynamodb")]);

process.on("message", async (ask: Ask) => {
  try {
    const token = ask.op === "get" ? await source.get() : await source.refresh?.(ask.refused ?? "");
    process.send?.({ id: ask.id, ok: true, token });
  } catch (error) {
    const { type, message } = error as { type?: string; message: string };
    process.send?.({ id: ask.id, ok: false, type, message });
  }
});
process.on("disconnect", () => process.exit(0));
process.send?.({ ready: true });
