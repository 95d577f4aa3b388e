// Xero's webhook signature: `x-xero-signature` is base64(HMAC-SHA256(webhook key, raw body bytes)).
// Checked over the bytes exactly as they arrived (re-encoding parsed JSON would change them), and
// compared in constant time on buffers of equal length, so neither the comparison's time nor a
// thrown length error tells a prober how much of a guess was right. The key is never logged.
import { createHmac, timingSafeEqual } from "node:crypto";

/** The header Xero signs every delivery with (lower case, as API Gateway and Node hand headers on). */
export const XERO_SIGNATURE_HEADER = "x-xero-signature";

/** base64(HMAC-SHA256(key, body)): what Xero sends for `body` under `key`. */
export function xeroSignatureOf(body: Uint8Array, key: string): string {
  return createHmac("sha256", key).update(body).digest("base64");
}

/**
 * Whether `signature` is Xero's signature of `body` under `key`. An absent or empty signature or
 * key is never valid. The header's text is compared with the expected base64 text, not decoded:
 * Node's base64 decoder skips characters outside the alphabet, which would let a header with
 * extra characters pass.
 */
export function verifyXeroSignature(body: Uint8Array, signature: string | undefined, key: string): boolean {
  if (!signature || !key) return false;
  const expected = Buffer.from(xeroSignatureOf(body, key), "utf8");
  const given = Buffer.from(signature, "utf8");
  // Another length cannot match; comparing only equal lengths keeps timingSafeEqual from throwing.
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}
