// Confirmation tokens: what a destructive call answers first, and what its repeat must carry.
// `ct1.<claims>.<mac>`: the claims (tool, a hash of the principal, a hash of the exact arguments,
// the expiry) in base64url JSON, and HMAC-SHA256 over them with the deployment's key. The claims are
// readable so a refusal can name its reason; only the key can make a MAC that matches them.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { ToolError } from "../runtime/errors";
import { canonicalJson } from "./canonical";

/** The clock tokens are issued and checked by; tests move it to expire a token. */
export const confirmationClock = { now: () => Date.now() };

/** How long a token may be used: long enough to ask a person, short enough to go stale quickly. */
export const CONFIRMATION_TTL_MS = 5 * 60_000;

const PREFIX = "ct1";
/** Far above a real token (~200 characters): longer input is refused before any parsing. */
const MAX_TOKEN_CHARS = 1024;
const TOKEN_SHAPE = /^ct1\.([A-Za-z0-9_-]{1,900})\.([A-Za-z0-9_-]{43})$/;

/** What a token binds: the call as the family function sees it. */
export interface ConfirmedCall {
  tool: string;
  /** call.connection; "" for the function's default connection. */
  principal: string;
  input: Record<string, unknown>;
  /** The key from the header or `_meta` (a key parameter is part of `input`). */
  idempotencyKey?: string;
}

interface Claims {
  t: string;
  p: string;
  a: string;
  e: number;
}

export type RefusalReason =
  | "malformed"
  | "signature"
  | "expired"
  | "other-tool"
  | "other-principal"
  | "other-arguments";

const REFUSALS: Record<RefusalReason, string> = {
  malformed: "is not a confirmation token",
  signature: "was not issued by this deployment or was altered",
  expired: "has expired",
  "other-tool": "was issued for another tool",
  "other-principal": "was issued to another person or connection",
  "other-arguments": "was issued for other arguments (or another idempotency key)",
};

/** The typed refusal; the message names the reason and never repeats the token. */
export function refusal(reason: RefusalReason, tool: string): ToolError {
  return new ToolError(
    "Forbidden",
    `Confirmation refused (${reason}): the confirmation token ${REFUSALS[reason]}. Nothing was changed. ` +
      `Call ${tool} again exactly as before without a token to get a new one, and confirm with that.`,
    { details: { confirmation: reason } },
  );
}

const digest = (text: string) => createHash("sha256").update(text).digest("base64url");
const mac = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest();

function argumentsHash(call: ConfirmedCall): string {
  return digest(canonicalJson({ input: call.input, idempotencyKey: call.idempotencyKey ?? null }));
}

/** A token for this call, signed with the first key, valid until `now + CONFIRMATION_TTL_MS`. */
export function issueToken(call: ConfirmedCall, keys: readonly Buffer[], now: number) {
  const expiresAt = now + CONFIRMATION_TTL_MS;
  const claims: Claims = {
    t: call.tool,
    p: digest(call.principal),
    a: argumentsHash(call),
    e: Math.floor(expiresAt / 1000),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  const signature = mac(keys[0] as Buffer, `${PREFIX}.${payload}`).toString("base64url");
  return { token: `${PREFIX}.${payload}.${signature}`, expiresAt: new Date(claims.e * 1000).toISOString() };
}

function claimsOf(payload: string): Claims | undefined {
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<Claims>;
    const strings = [claims.t, claims.p, claims.a].every((value) => typeof value === "string");
    return strings && Number.isInteger(claims.e) ? (claims as Claims) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Undefined when the token confirms exactly this call now, else the reason it does not. Every key
 * is tried (the current one first, then a previous one during a rotation), in constant time each.
 */
export function checkToken(
  token: string,
  call: ConfirmedCall,
  keys: readonly Buffer[],
  now: number,
): RefusalReason | undefined {
  const match = token.length <= MAX_TOKEN_CHARS ? TOKEN_SHAPE.exec(token) : null;
  if (!match) return "malformed";
  const [, payload = "", signature = ""] = match;
  const given = Buffer.from(signature, "base64url");
  const signed = keys.some((key) => {
    const expected = mac(key, `${PREFIX}.${payload}`);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!signed) return "signature";
  const claims = claimsOf(payload);
  if (!claims) return "malformed";
  if (claims.e * 1000 <= now) return "expired";
  if (claims.t !== call.tool) return "other-tool";
  if (claims.p !== digest(call.principal)) return "other-principal";
  if (claims.a !== argumentsHash(call)) return "other-arguments";
  return undefined;
}
