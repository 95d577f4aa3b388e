// Random values and their comparison, from node:crypto only.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, base64url: codes, tokens, consent ids, CSRF values. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Compares secrets without leaking where they differ through timing. */
export function sameSecret(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== "string") return false;
  const a = createHash("sha256").update(expected).digest();
  const b = createHash("sha256").update(given).digest();
  return timingSafeEqual(a, b);
}
