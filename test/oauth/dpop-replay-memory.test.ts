// The resource side's DPoP replay memory (lib/oauth/caller-proof.ts), with real jose keys and
// proofs: a live entry (one whose proof could still pass the iat check) is never evicted, however
// many proofs come (review finding L6: 10,200 fresh proofs in 58 s flushed the old memory, and the
// captured proof was then taken again). When the memory is full of live entries, or one key holds
// its share, a new proof is refused with a message saying when to send it, and counted.
import { createHash } from "node:crypto";
import { type CryptoKey, calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  containerReplayMemory,
  MAX_REMEMBERED,
  MAX_REMEMBERED_PER_KEY,
  proofRefusal,
} from "../../lib/oauth/caller-proof";
import { checkSenderConstraint, DPOP_IAT_WINDOW_SECONDS } from "../../lib/oauth/dpop";
import { captureOutput } from "../support/captured-output";

const BASE = "https://abc123.execute-api.eu-west-1.amazonaws.com/v1";
const URL_CALLED = `${BASE}/tools/TasksApi.CreateProjectInTasks`;
const METADATA = `${BASE}/.well-known/oauth-protected-resource/tools`;
const TOKEN = "header.claims.signature";
const ATH = createHash("sha256").update(TOKEN).digest("base64url");
const nowSeconds = () => Math.floor(Date.now() / 1000);

interface Key {
  privateKey: CryptoKey;
  jwk: JWK;
  jkt: string;
}

async function newKey(): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const jwk = await exportJWK(publicKey);
  return { privateKey, jwk, jkt: await calculateJwkThumbprint(jwk, "sha256") };
}

let jtiCounter = 0;
/** A proof for POST URL_CALLED with TOKEN, by `key`, issued at `iat` (now by default). */
function proofBy(key: Key, iat = nowSeconds()): Promise<string> {
  return new SignJWT({ jti: `jti-${++jtiCounter}`, htm: "POST", htu: URL_CALLED, ath: ATH, iat })
    .setProtectedHeader({ alg: "ES256", typ: "dpop+jwt", jwk: key.jwk })
    .sign(key.privateKey);
}

const request = (dpop: string) => ({
  method: "POST",
  url: URL_CALLED,
  authorization: `DPoP ${TOKEN}`,
  dpop,
});

let keys: Key[];
beforeAll(async () => {
  keys = await Promise.all(Array.from({ length: 13 }, newKey));
});

let output: ReturnType<typeof captureOutput> | undefined;
afterEach(() => {
  output?.restore();
  output = undefined;
});

describe("L6: the replay memory the functions and the local gateway use (proofRefusal)", () => {
  it("evicts no live entry: after 10,200 fresh proofs by 12 keys within the window, the captured proof is still refused", {
    timeout: 120_000,
  }, async () => {
    const victim = keys[0] as Key;
    const captured = await proofBy(victim);
    expect(await proofRefusal(victim.jkt, request(captured), METADATA)).toBeUndefined();

    // The flood: 850 proofs by each of 12 other keys, all within the 60 s window.
    const flooders = keys.slice(1);
    let served = 0;
    for (let round = 0; round < 850; round++) {
      const proofs = await Promise.all(flooders.map((key) => proofBy(key)));
      const refusals = await Promise.all(
        proofs.map((proof, at) => proofRefusal((flooders[at] as Key).jkt, request(proof), METADATA)),
      );
      served += refusals.filter((refusal) => refusal === undefined).length;
    }
    // Honest traffic of this size is below both bounds: every flood proof was served.
    expect(served).toBe(10_200);

    // The replay (a proof covers no body, so it would carry any body the attacker likes).
    const replayed = await proofRefusal(victim.jkt, request(captured), METADATA);
    expect(replayed?.message).toMatch(/used before/);
    expect(replayed?.wwwAuthenticate).toMatch(/^DPoP algs="[^"]+", error="invalid_dpop_proof"/);
    expect(replayed?.wwwAuthenticate).toContain(`resource_metadata="${METADATA}"`);
  });
});

describe("containerReplayMemory", () => {
  it("keeps an entry to the last second its proof passes the iat check, and one second more", async () => {
    const key = keys[0] as Key;
    const iat = 1_800_000_000;
    const end = iat + DPOP_IAT_WINDOW_SECONDS;
    let clock = iat;
    const memory = containerReplayMemory(() => clock);
    const proof = await proofBy(key, iat);
    const check = (at: number) => checkSenderConstraint({ jkt: key.jkt }, request(proof), memory, () => at);

    expect(await check(iat)).toEqual({ ok: true });
    // The proof check reads whole seconds: at end + 0.5 it still passes it, so the memory must refuse.
    for (clock of [end, end + 0.5, end + 0.999, end + 1.5]) {
      expect(await check(end), `memory's clock at ${clock}`).toMatchObject({
        ok: false,
        message: expect.stringMatching(/used before/),
      });
    }
    // Past the window the proof fails its own iat check, remembered or not.
    clock = end + 1;
    expect(await check(end + 1)).toMatchObject({ ok: false, message: expect.stringMatching(/iat/) });
  });

  it(`one key cannot fill it: its proof past ${MAX_REMEMBERED_PER_KEY} live ones is refused (401, counted); another key is served`, async () => {
    const [hog, other] = keys as [Key, Key];
    let clock = nowSeconds();
    const memory = containerReplayMemory(() => clock);
    for (let n = 0; n < MAX_REMEMBERED_PER_KEY; n++) {
      expect(await memory.seen(`${hog.jkt}:filler-${n}`, clock + DPOP_IAT_WINDOW_SECONDS, hog.jkt)).toBe(
        false,
      );
    }
    output = captureOutput();
    const refused = await checkSenderConstraint(
      { jkt: hog.jkt },
      request(await proofBy(hog, clock)),
      memory,
      () => clock,
    );
    expect(refused).toMatchObject({ ok: false, status: 401 });
    if (refused.ok) throw new Error("unreachable");
    expect(refused.message).toBe(
      `This key has ${MAX_REMEMBERED_PER_KEY} DPoP proofs still in their window here, the most one key may have: send this request again with a new proof in 62 s.`,
    );
    expect(refused.wwwAuthenticate).toMatch(
      /^DPoP algs="[^"]+", error="invalid_dpop_proof", error_description="This key has/,
    );
    const [metric] = output.metrics("DpopReplayMemoryFull");
    expect(metric).toMatchObject({ DpopReplayMemoryFull: 1, Function: "local", reason: "key" });
    expect(JSON.stringify(output.lines())).not.toContain(hog.jkt);

    // Another key is served meanwhile; the hog again once its entries have ended.
    expect(
      await checkSenderConstraint(
        { jkt: other.jkt },
        request(await proofBy(other, clock)),
        memory,
        () => clock,
      ),
    ).toEqual({
      ok: true,
    });
    clock += DPOP_IAT_WINDOW_SECONDS + 2;
    expect(
      await checkSenderConstraint({ jkt: hog.jkt }, request(await proofBy(hog, clock)), memory, () => clock),
    ).toEqual({
      ok: true,
    });
  });

  it(`full of ${MAX_REMEMBERED} live entries it refuses every new proof, evicts none, and takes new ones as entries end`, async () => {
    const newcomer = keys[12] as Key;
    let clock = nowSeconds();
    const memory = containerReplayMemory(() => clock);
    const fillers = Array.from({ length: MAX_REMEMBERED / MAX_REMEMBERED_PER_KEY }, (_, n) => `key-${n}`);
    for (const [n, jkt] of fillers.entries()) {
      // The entries end one second apart per key: the first key's first.
      for (let m = 0; m < MAX_REMEMBERED_PER_KEY; m++) {
        expect(await memory.seen(`${jkt}:${m}`, clock + 30 + n, jkt)).toBe(false);
      }
    }
    output = captureOutput();
    const refused = await checkSenderConstraint(
      { jkt: newcomer.jkt },
      request(await proofBy(newcomer, clock)),
      memory,
      () => clock,
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 401,
      message: `This server holds ${MAX_REMEMBERED} DPoP proofs still in their window, the most it remembers: send this request again with a new proof in 32 s.`,
    });
    expect(output.metrics("DpopReplayMemoryFull")[0]).toMatchObject({ reason: "container" });
    // Nothing was evicted: every filler is still remembered.
    for (const jkt of fillers) expect(await memory.seen(`${jkt}:0`, clock + 60, jkt)).toBe(true);

    clock += 32;
    expect(
      await checkSenderConstraint(
        { jkt: newcomer.jkt },
        request(await proofBy(newcomer, clock)),
        memory,
        () => clock,
      ),
    ).toEqual({ ok: true });
    // The first key's entries have ended; the second key's are still live.
    expect(await memory.seen(`${fillers[1]}:0`, clock + 60, fillers[1] as string)).toBe(true);
  });
});
