// Deterministic ids for derived records (journals, journal lines, published reports): a hash of what
// the record is derived from, shaped as a UUID, so deriving twice yields the same ids.
import { hash } from "node:crypto";

export function stableUuid(...parts: readonly string[]): string {
  // The one-shot hash: no Hash object per id, which the large starting data makes by the hundred thousand.
  const hex = hash("sha1", parts.join("|"), "hex");
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
