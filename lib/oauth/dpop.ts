// Sender-constrained tokens (DPoP, RFC 9449). A client that sends a `DPoP` proof with its token
// request gets tokens bound to its key (`cnf.jkt`); each later use must come with a fresh proof
// signed by that key. Both sides use this module: the token endpoint (verifyDpopProof) and the
// resource server (checkSenderConstraint). Crypto is `jose`'s; this module holds only the rules.
// It imports no AWS SDK (the store is a type): the functions that check proofs load it cheaply.
import { createHash, timingSafeEqual } from "node:crypto";
import {
  calculateJwkThumbprint,
  decodeProtectedHeader,
  EmbeddedJWK,
  errors,
  type JWK,
  jwtVerify,
} from "jose";
import { DPOP_SIGNING_ALGS } from "./dpop-algs";
import type { OAuthStore } from "./store";

/** The proof algorithms we accept and advertise, in their own jose-free module (dpop-algs.ts). */
export { DPOP_SIGNING_ALGS };

/** How far a proof's `iat` may be from our clock, either way (RFC 9449 §4.3 item 11, §11.1). */
export const DPOP_IAT_WINDOW_SECONDS = 60;

/** Longer than any honest proof (an RSA-4096 key in the header is about 1.5 KB): refused unparsed. */
const MAX_PROOF_LENGTH = 8192;
const MAX_JTI_LENGTH = 256;
/** JWK members that only a private or symmetric key has (RFC 7518 §6). */
const PRIVATE_JWK_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "oth", "k"];

/**
 * Why a proof was refused, fit for `error_description` (never the proof itself). `error` is the
 * OAuth error code: `use_dpop_nonce` when only the server's nonce was missing or stale (§8).
 */
export class InvalidDpopProof extends Error {
  constructor(
    message: string,
    readonly error: "invalid_dpop_proof" | "use_dpop_nonce" = "invalid_dpop_proof",
  ) {
    super(message);
    this.name = "InvalidDpopProof";
  }
}

/**
 * Remembers proof ids until they could no longer pass the `iat` check: true when already seen. `id`
 * is `<jkt>:<jti>`, `jkt` the proof key's thumbprint (a memory may bound what one key holds). A
 * memory that cannot take the proof throws InvalidDpopProof, which refuses it.
 */
export interface DpopReplayCheck {
  seen(id: string, untilEpochSeconds: number, jkt: string): Promise<boolean>;
}

export interface DpopExpectation {
  /** The request's method, as received. */
  method: string;
  /** The URL the client addressed (the public one, not an internal host); query and fragment are ignored. */
  url: string;
  /** When the proof accompanies an access token: `ath` must be its hash (§4.3 item 12). */
  accessToken?: string;
  /** When the server has issued a nonce: the proof must carry it (§8). */
  nonce?: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Checks one DPoP proof (RFC 9449 §4.3) and returns the thumbprint (RFC 7638, SHA-256) of its key.
 * `now` gives epoch seconds. Throws InvalidDpopProof. The replay check comes last, so a forged
 * proof costs no write.
 */
export async function verifyDpopProof(
  proof: string,
  expect: DpopExpectation,
  replay: DpopReplayCheck,
  now: () => number = nowSeconds,
): Promise<{ jkt: string }> {
  // Item 1-2: exactly one well-formed JWT (two headers joined by a comma fail here).
  if (proof.length > MAX_PROOF_LENGTH || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(proof)) {
    throw new InvalidDpopProof("The DPoP proof is not a single signed JWT.");
  }
  const jwk = checkHeader(proof);
  const at = now();
  let payload: Record<string, unknown>;
  try {
    // Items 4-6: the signature verifies with the header's own public key, under an alg we list.
    ({ payload } = await jwtVerify(proof, EmbeddedJWK, {
      typ: "dpop+jwt",
      algorithms: [...DPOP_SIGNING_ALGS],
      currentDate: new Date(at * 1000),
    }));
  } catch (error) {
    if (error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired) {
      throw new InvalidDpopProof(`The DPoP proof's ${error.claim} claim is not valid now.`);
    }
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      throw new InvalidDpopProof("The DPoP proof's signature does not verify with its key.");
    }
    throw new InvalidDpopProof("The DPoP proof's key, alg or payload is not usable.");
  }
  const { jti, iat } = checkClaims(payload, expect, at);
  const jkt = await calculateJwkThumbprint(jwk, "sha256");
  if (await replay.seen(`${jkt}:${jti}`, iat + DPOP_IAT_WINDOW_SECONDS, jkt)) {
    throw new InvalidDpopProof("The DPoP proof has been used before (jti).");
  }
  return { jkt };
}

/** Items 3-5 before any crypto: typ, an asymmetric alg we list, and a public JWK. */
function checkHeader(proof: string): JWK {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(proof);
  } catch {
    throw new InvalidDpopProof("The DPoP proof's header is not valid JSON.");
  }
  if (header.typ !== "dpop+jwt") throw new InvalidDpopProof('The DPoP proof\'s typ must be "dpop+jwt".');
  if (!(DPOP_SIGNING_ALGS as readonly unknown[]).includes(header.alg)) {
    throw new InvalidDpopProof(`The DPoP proof's alg must be one of ${DPOP_SIGNING_ALGS.join(", ")}.`);
  }
  const jwk = header.jwk;
  if (typeof jwk !== "object" || jwk === null || Array.isArray(jwk)) {
    throw new InvalidDpopProof("The DPoP proof's header has no jwk.");
  }
  if (PRIVATE_JWK_MEMBERS.some((member) => member in jwk)) {
    throw new InvalidDpopProof("The DPoP proof's jwk must be a public key (it carries private members).");
  }
  return jwk;
}

/** Items 7-12: jti, htm, htu, iat, nonce and ath. */
function checkClaims(
  payload: Record<string, unknown>,
  expect: DpopExpectation,
  at: number,
): { jti: string; iat: number } {
  const { jti, htm, htu, iat, ath, nonce } = payload;
  if (typeof jti !== "string" || jti.length === 0 || jti.length > MAX_JTI_LENGTH) {
    throw new InvalidDpopProof(`The DPoP proof needs a jti of 1 to ${MAX_JTI_LENGTH} characters.`);
  }
  if (htm !== expect.method) throw new InvalidDpopProof("The DPoP proof is for another method (htm).");
  if (
    typeof htu !== "string" ||
    comparableUrl(htu) === undefined ||
    comparableUrl(htu) !== comparableUrl(expect.url)
  ) {
    throw new InvalidDpopProof("The DPoP proof is for another URL (htu).");
  }
  if (typeof iat !== "number" || !Number.isFinite(iat) || Math.abs(at - iat) > DPOP_IAT_WINDOW_SECONDS) {
    throw new InvalidDpopProof(
      `The DPoP proof's iat is missing or more than ${DPOP_IAT_WINDOW_SECONDS} s from the server's clock.`,
    );
  }
  if (expect.nonce !== undefined && !sameText(nonce, expect.nonce)) {
    throw new InvalidDpopProof("The DPoP proof must carry the server's current nonce.", "use_dpop_nonce");
  }
  if (expect.accessToken !== undefined) {
    const hash = createHash("sha256").update(expect.accessToken).digest("base64url");
    if (!sameText(ath, hash)) throw new InvalidDpopProof("The DPoP proof is for another access token (ath).");
  }
  return { jti, iat };
}

/**
 * The URL as §4.3 item 9 compares it: without query and fragment, scheme and host lower-cased,
 * default port dropped, dot segments resolved (WHATWG URL parsing does the RFC 3986 §6.2.2-6.2.3
 * normalisation). Undefined when it is not an absolute http(s) URL.
 */
export function comparableUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  return `${url.origin}${url.pathname}`;
}

function sameText(actual: unknown, expected: string): boolean {
  if (typeof actual !== "string") return false;
  const a = Buffer.from(actual);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The replay check on the OAuth store: one item per proof (kind "dpop", keyed by a hash), created
 * only if absent, kept until the proof's iat window has passed.
 */
export function dpopReplayStore(
  store: Pick<OAuthStore, "create">,
  now: () => number = nowSeconds,
): DpopReplayCheck {
  return {
    async seen(jti, untilEpochSeconds) {
      const ttl = Math.max(1, untilEpochSeconds - now() + 1);
      const id = createHash("sha256").update(jti).digest("base64url");
      return !(await store.create("dpop", id, {}, ttl));
    },
  };
}

/** No replay memory: a proof is then good for its iat window (the resource server's choice, §11.1). */
const NO_REPLAY_CHECK: DpopReplayCheck = { seen: async () => false };

/** A `WWW-Authenticate` challenge for the DPoP scheme (§7.1), naming the algorithms we accept. */
export function dpopChallenge(error?: string, description?: string): string {
  const params = [`algs="${DPOP_SIGNING_ALGS.join(" ")}"`];
  if (error) params.push(`error="${error}"`);
  if (description) params.push(`error_description="${description.replace(/["\\]/g, "")}"`);
  return `DPoP ${params.join(", ")}`;
}

export type SenderCheck = { ok: true } | { ok: false; status: 401; wwwAuthenticate: string; message: string };

export interface PresentedRequest {
  method: string;
  /** The public URL the client addressed. */
  url: string;
  /** The `Authorization` header. */
  authorization?: string;
  /** The `DPoP` header. */
  dpop?: string;
}

/**
 * The resource server's side (§7.1), after the token itself has verified: a token bound to a key
 * (`jkt`) must come as `Authorization: DPoP <token>` with a proof by that key over this request
 * and this token; an unbound token must come as Bearer. `replay` is optional here (§11.1): without
 * it a proof can be replayed within its iat window, for the same method, URL and token only.
 */
export async function checkSenderConstraint(
  access: { jkt?: string },
  request: PresentedRequest,
  replay: DpopReplayCheck = NO_REPLAY_CHECK,
  now: () => number = nowSeconds,
): Promise<SenderCheck> {
  const match = /^(\S+) +(\S+)$/.exec(request.authorization?.trim() ?? "");
  const scheme = match?.[1]?.toLowerCase();
  const token = match?.[2];
  const refuse = (error: string, message: string): SenderCheck => ({
    ok: false,
    status: 401,
    wwwAuthenticate: dpopChallenge(error, message),
    message,
  });
  if (!token) return refuse("invalid_token", "No access token was presented.");
  if (access.jkt === undefined) {
    return scheme === "bearer"
      ? { ok: true }
      : refuse("invalid_token", "This access token is not DPoP-bound: present it as Bearer.");
  }
  if (scheme !== "dpop") {
    return refuse("invalid_token", "This access token is DPoP-bound: present it as DPoP, with a proof.");
  }
  if (!request.dpop) return refuse("invalid_dpop_proof", "A DPoP proof is required with this access token.");
  let jkt: string;
  try {
    ({ jkt } = await verifyDpopProof(
      request.dpop,
      { method: request.method, url: request.url, accessToken: token },
      replay,
      now,
    ));
  } catch (error) {
    if (error instanceof InvalidDpopProof) return refuse(error.error, error.message);
    throw error;
  }
  if (!sameText(jkt, access.jkt)) {
    return refuse("invalid_token", "This access token is bound to another key than the DPoP proof's.");
  }
  return { ok: true };
}
