// How many clients one source may register: 20 an hour, counted in the store (one counter item
// per source and hour, gone with the hour), so every function instance sees the same count.
// API Gateway's throttle on POST /register (infra) bounds the rate; this bounds the total.
import ipaddr from "ipaddr.js";
import type { OAuthStore } from "./store";

export const REGISTRATIONS_PER_SOURCE_PER_HOUR = 20;
const HOUR_SECONDS = 3600;

/**
 * Whom a request is counted against: an IPv4 address, or an IPv6 address's /64 (one subscriber
 * gets at least a /64, so counting single IPv6 addresses would count nothing).
 */
export function sourceKey(sourceIp: string | undefined): string {
  if (!sourceIp || !ipaddr.isValid(sourceIp)) return "unknown";
  let address = ipaddr.parse(sourceIp);
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one registration from `sourceIp`; refused once the source's hour holds `limit`. */
export async function countRegistration(
  store: Pick<OAuthStore, "increment">,
  sourceIp: string | undefined,
  options: { limit?: number; nowMs?: number } = {},
): Promise<Allowance> {
  const now = Math.floor((options.nowMs ?? Date.now()) / 1000);
  const hour = Math.floor(now / HOUR_SECONDS);
  const untilNextHour = (hour + 1) * HOUR_SECONDS - now;
  const count = await store.increment(
    "registrations",
    `${sourceKey(sourceIp)}#${hour}`,
    "count",
    untilNextHour,
  );
  return count <= (options.limit ?? REGISTRATIONS_PER_SOURCE_PER_HOUR)
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: untilNextHour };
}
