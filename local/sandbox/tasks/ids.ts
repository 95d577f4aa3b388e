// Ids and etags in TickTick's shapes.
import { randomBytes } from "node:crypto";

const LOWER_ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";

/** 8 random lowercase alphanumerics, like TickTick's etags and errorId prefixes. */
export function randomTag(length = 8): string {
  return Array.from(randomBytes(length), (byte) => LOWER_ALNUM[byte % LOWER_ALNUM.length]).join("");
}

/** A 24-hex ObjectId: 4 bytes of seconds since epoch, then 8 random bytes. */
export function newObjectId(nowMs = Date.now()): string {
  const seconds = Math.floor(nowMs / 1000)
    .toString(16)
    .padStart(8, "0")
    .slice(-8);
  return seconds + randomBytes(8).toString("hex");
}
