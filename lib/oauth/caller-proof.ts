// The DPoP proof of a call with a DPoP-bound token (RFC 9449 §7.1), checked where the whole request
// is seen: the family functions' HTTP path, the mcp function and the local gateway. The authorizer
// (a TOKEN authorizer: it sees only the Authorization header, and its answer is cached) verified the
// token and passed on its key's thumbprint (`jkt`); here the `DPoP` header must be a fresh proof by
// that key over this method, URL and token. Loaded only for bound tokens: bearer calls never load jose.

import { functionName } from "../runtime/call-metrics";
import { putMetric } from "../runtime/metric";
import { OAuthRefusal } from "./caller-refusal";
import { checkSenderConstraint, type DpopReplayCheck, InvalidDpopProof } from "./dpop";

/** Most live proof ids one container remembers, all keys together (docs/dpop.md, "Replay at the resource"). */
export const MAX_REMEMBERED = 20_000;
/** Most live proof ids of one key (`jkt`): one client cannot fill the memory for everyone. */
export const MAX_REMEMBERED_PER_KEY = 2_000;
/** Each refusal of a proof the memory had no room for (dimension Function; `reason`: `key` or `container`). */
export const DPOP_REPLAY_MEMORY_FULL_METRIC = "DpopReplayMemoryFull";
/**
 * An entry outlives its window by this much: the proof check reads the clock in whole seconds (a
 * proof whose window ends at second `until` still passes at until + 0.9), and a moment before the
 * memory reads it.
 */
const GRACE_SECONDS = 1;

/**
 * Proof ids seen by this container, each kept while its proof could still pass the iat check, and
 * never forgotten sooner: a full memory refuses a new proof (401 invalid_dpop_proof, counted) rather
 * than drop a live one. One key holds at most MAX_REMEMBERED_PER_KEY of them. The resource functions
 * hold no table to share them in (RFC 9449 §11.1 leaves replay tracking to the resource server): a
 * proof replayed to another container passes within its window, for the same method, URL and token
 * only. `now` gives epoch seconds.
 */
export function containerReplayMemory(now: () => number = () => Date.now() / 1000): DpopReplayCheck {
  /** By key thumbprint: each proof id and the second from which it is forgotten. */
  const byKey = new Map<string, Map<string, number>>();
  let size = 0;
  /** The earliest second any entry is forgotten: nothing needs sweeping before it. */
  let nextForget = Number.POSITIVE_INFINITY;

  const sweep = (at: number) => {
    nextForget = Number.POSITIVE_INFINITY;
    for (const [jkt, ids] of byKey) {
      for (const [id, forgetAt] of ids) {
        if (forgetAt > at) {
          nextForget = Math.min(nextForget, forgetAt);
        } else {
          ids.delete(id);
          size -= 1;
        }
      }
      if (ids.size === 0) byKey.delete(jkt);
    }
  };

  return {
    async seen(id, until, jkt) {
      const at = now();
      if (at >= nextForget) sweep(at);
      const ids = byKey.get(jkt);
      // Every entry left is live: one past its second would have been swept.
      if (ids?.has(id)) return true;
      if ((ids?.size ?? 0) >= MAX_REMEMBERED_PER_KEY) throw noRoom("key", at, ids);
      if (size >= MAX_REMEMBERED) throw noRoom("container", at);
      const forgetAt = Math.floor(until) + 1 + GRACE_SECONDS;
      if (ids) ids.set(id, forgetAt);
      else byKey.set(jkt, new Map([[id, forgetAt]]));
      size += 1;
      nextForget = Math.min(nextForget, forgetAt);
      return false;
    },
  };

  /** The refusal, saying when a new proof would find room: when the soonest entry is forgotten. */
  function noRoom(reason: "key" | "container", at: number, ids?: Map<string, number>): InvalidDpopProof {
    putMetric({
      name: DPOP_REPLAY_MEMORY_FULL_METRIC,
      dimensions: { Function: functionName() },
      properties: { reason },
    });
    const soonest = ids ? Math.min(...ids.values()) : nextForget;
    const wait = Math.max(1, Math.ceil(soonest - at));
    return new InvalidDpopProof(
      reason === "key"
        ? `This key has ${MAX_REMEMBERED_PER_KEY} DPoP proofs still in their window here, the most one key may have: send this request again with a new proof in ${wait} s.`
        : `This server holds ${MAX_REMEMBERED} DPoP proofs still in their window, the most it remembers: send this request again with a new proof in ${wait} s.`,
    );
  }
}

const replay = containerReplayMemory();

/** What the proof is checked against: the request as the client addressed it. */
export interface ProvedRequest {
  method: string;
  /** The public URL: the resource's base (from the authorizer's metadata URL) and the route's path. */
  url: string;
  authorization: string | undefined;
  dpop: string | undefined;
}

/** The refusal (401, DPoP challenge naming the resource metadata) when the proof does not hold. */
export async function proofRefusal(
  jkt: string,
  request: ProvedRequest,
  resourceMetadata: string,
): Promise<OAuthRefusal | undefined> {
  const checked = await checkSenderConstraint({ jkt }, request, replay);
  if (checked.ok) return undefined;
  return new OAuthRefusal(
    "AuthError",
    checked.message,
    `${checked.wwwAuthenticate}, resource_metadata="${resourceMetadata}"`,
  );
}

/** The public base URL a metadata URL `<base>/.well-known/oauth-protected-resource/<resource>` names. */
export function baseUrlOf(resourceMetadata: string): string {
  const at = resourceMetadata.indexOf("/.well-known/");
  return at < 0 ? resourceMetadata : resourceMetadata.slice(0, at);
}
