// A principal is the person an access token acts for, named after the identity they signed in
// with: the sign-in provider's issuer and subject, hashed into a valid connection name, so the
// principal's token sets live at `<prefix>ledger/<principal>` and `<prefix>tasks/<principal>`.
import { createHash } from "node:crypto";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

function base32(bytes: Uint8Array, length: number): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** `u-` and 26 base32 characters (130 bits) of SHA-256(issuer, subject). */
export function principalOf(issuer: string, subject: string): string {
  const digest = createHash("sha256")
    .update(JSON.stringify([issuer, subject]))
    .digest();
  return `u-${base32(digest, 26)}`;
}
