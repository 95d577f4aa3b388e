// Four OS processes (each its own token broker, SDK clients and cache: four Lambda containers) on one
// Xero connection, sharing one Secrets Manager fake, one dynalite and one token endpoint that refuses
// a replaced refresh token at once. They call together with an expired access token, then twice
// together after a 401, while Secrets Manager refuses every write for the first two rotations.
// Exactly one refresh per rotation, each with the refresh token the previous one issued; no refresh
// token refused; every call gets the rotation's token; no token in any process's output.
import { type ChildProcess, fork } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureOutput } from "../support/captured-output";
import { CLIENT, FIRST_REFRESH_TOKEN, startTokenPeers, xeroTokenSet } from "../support/token-peers";

const SECRET_ID = "agent-tools/ledger/processes";
const PROCESSES = 4;

interface Answer {
  id: number;
  ok: boolean;
  token?: string;
  type?: string;
  message?: string;
}

interface Peer {
  child: ChildProcess;
  output: string[];
  pending: Map<number, (answer: Answer) => void>;
}

let peers: Awaited<ReturnType<typeof startTokenPeers>>;
const processes: Peer[] = [];
let asked = 0;

function start(): Promise<Peer> {
  const child = fork(new URL("../support/token-peer-process.ts", import.meta.url), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, PEER_SECRET_ID: SECRET_ID, LOG_LEVEL: "debug", NODE_NO_WARNINGS: "1" },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  const peer: Peer = { child, output: [], pending: new Map() };
  child.stdout?.on("data", (chunk: Buffer) => peer.output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => peer.output.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`peer process exited (${code}): ${peer.output.join("")}`)));
    child.on("message", (message: Answer & { ready?: boolean }) => {
      if (message.ready) return resolve(peer);
      peer.pending.get(message.id)?.(message);
      peer.pending.delete(message.id);
    });
  });
}

function ask(peer: Peer, op: "get" | "refresh", refused?: string): Promise<Answer> {
  const id = ++asked;
  return new Promise((resolve) => {
    peer.pending.set(id, resolve);
    peer.child.send({ id, op, refused });
  });
}

/** Every process at once; the answers and how long the slowest took. */
async function together(op: "get" | "refresh", refused?: string) {
  const started = performance.now();
  const answers = await Promise.all(processes.map((peer) => ask(peer, op, refused)));
  return { answers, ms: Math.round(performance.now() - started) };
}

beforeAll(async () => {
  peers = await startTokenPeers();
  processes.push(...(await Promise.all(Array.from({ length: PROCESSES }, start))));
}, 60_000);
afterAll(async () => {
  for (const peer of processes) {
    peer.child.removeAllListeners("exit");
    peer.child.disconnect();
  }
  await peers.close();
});

const metricLines = (name: string) =>
  processes
    .flatMap((peer) => peer.output.join("").split("\n"))
    .filter((line) => line.startsWith('{"_aws"') && line.includes(`"Name":"${name}"`));

describe("four processes on one connection, Secrets Manager refusing writes at first", () => {
  it("one refresh per rotation, none refused, every call served", { timeout: 60_000 }, async ({
    annotate,
  }) => {
    const local = captureOutput();
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-expired", -60_000));
    peers.oauth.state.graceOpen = false;
    peers.secrets.faults.failPuts = true;
    const access = (n: number) => peers.oauth.accessToken(n);
    const refreshToken = (n: number) => peers.oauth.calls[n]?.form.refresh_token;

    // Rotation 1: all four find the stored token expired.
    const first = await together("get");
    expect(first.answers.map((answer) => answer.token)).toEqual(Array(PROCESSES).fill(access(1)));
    expect(peers.oauth.calls.map((call) => call.outcome)).toEqual(["ok"]);
    expect(refreshToken(0)).toBe(FIRST_REFRESH_TOKEN);
    const heldFirst = Number((await peers.leaseRecord(SECRET_ID))?.held_issued?.N);
    expect(heldFirst).toBeGreaterThan(0);

    // Rotation 2: Xero answers 401 to access-1 everywhere; Secrets Manager still refuses.
    const second = await together("refresh", access(1));
    expect(second.answers.map((answer) => answer.token)).toEqual(Array(PROCESSES).fill(access(2)));
    expect(peers.oauth.calls.map((call) => call.outcome)).toEqual(["ok", "ok"]);
    expect(refreshToken(1)).toBe("xero-refresh-1");
    expect(Number((await peers.leaseRecord(SECRET_ID))?.held_issued?.N)).toBeGreaterThan(heldFirst);
    const failedWhileDown = peers.secrets.failed("PutSecretValue");
    expect(JSON.parse(peers.secrets.secrets[SECRET_ID] ?? "{}").access_token).toBe("xero-access-0-expired");

    // Secrets Manager is back. Rotation 3: the held set is written, then refreshed once more.
    peers.secrets.faults.failPuts = false;
    const third = await together("refresh", access(2));
    expect(third.answers.map((answer) => answer.token)).toEqual(Array(PROCESSES).fill(access(3)));
    expect(peers.oauth.calls.map((call) => call.outcome)).toEqual(["ok", "ok", "ok"]);
    expect(refreshToken(2)).toBe("xero-refresh-2");
    expect(JSON.parse(peers.secrets.secrets[SECRET_ID] ?? "{}")).toMatchObject({
      access_token: access(3),
      refresh_token: "xero-refresh-3",
    });
    expect(await peers.leaseRecord(SECRET_ID)).toBeUndefined();

    // The two sets Secrets Manager refused, one metric line each; no reauthorisation needed.
    expect(metricLines("TokenSetWriteFailed")).toHaveLength(2);
    expect(metricLines("ConnectionNeedsReauthorisation")).toHaveLength(0);
    const everything = processes.map((peer) => peer.output.join("")).join("") + local.text();
    for (const secret of [
      FIRST_REFRESH_TOKEN,
      CLIENT.secret,
      ...[1, 2, 3].flatMap((n) => [access(n), `xero-refresh-${n}`]),
    ]) {
      expect(everything).not.toContain(secret);
    }
    local.restore();
    const puts = peers.secrets.count("PutSecretValue", SECRET_ID);
    await annotate(
      `rotation ms: ${first.ms}, ${second.ms}, ${third.ms}; PutSecretValue ${puts} (${failedWhileDown} refused while down); GetSecretValue ${peers.secrets.count("GetSecretValue", SECRET_ID)}`,
    );
  });
});
