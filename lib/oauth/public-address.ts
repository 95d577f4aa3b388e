// Whether an address is on the public internet: a client metadata document is fetched from a URL
// anyone may name, and the fetch must not become a probe of the deployment's own network.
// document-fetch.ts checks every resolved address and connects to exactly those.
//
// IPv6 is judged by what is public, not by a list of what is not: only global unicast (2000::/3)
// can be, which leaves out at once every form that carries an IPv4 address a router or the host
// may turn into a private one: IPv4-mapped (::ffff:127.0.0.1) and -compatible (::127.0.0.1),
// NAT64 (64:ff9b::/96, 64:ff9b:1::/48), and the loopback, unique-local, link-local, site-local and
// multicast ranges. Within 2000::/3, Teredo and the other IETF protocol assignments (2001::/23) and
// the documentation ranges are refused; 6to4 (2002::/16) is judged by the IPv4 address it embeds.

import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

export type AddressLookup = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const cidr4 = (text: string) => ipaddr.IPv4.parseCIDR(text);
const cidr6 = (text: string) => ipaddr.IPv6.parseCIDR(text);

/** IPv4 ranges that are not public beyond ipaddr.js's own (private, loopback, link-local, CGNAT, ...). */
const IPV4_ALSO_NOT_PUBLIC = [cidr4("198.18.0.0/15")]; // benchmarking (RFC 2544)

const IPV6_GLOBAL_UNICAST = cidr6("2000::/3");
const IPV6_NOT_PUBLIC = [
  cidr6("2001::/23"), // IETF protocol assignments: Teredo (2001::/32), benchmarking, ORCHID
  cidr6("2001:db8::/32"), // documentation
  cidr6("3fff::/20"), // documentation (RFC 9637)
];
const IPV6_6TO4 = cidr6("2002::/16");

function isPublicV4(address: IPv4): boolean {
  return address.range() === "unicast" && !IPV4_ALSO_NOT_PUBLIC.some((range) => address.match(range));
}

/** The IPv4 address a 6to4 address routes to: its bits 16..47. */
function embedded6to4(address: IPv6): IPv4 {
  const [, high = 0, low = 0] = address.parts;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function isPublicV6(address: IPv6): boolean {
  if (address.zoneId || !address.match(IPV6_GLOBAL_UNICAST)) return false;
  if (IPV6_NOT_PUBLIC.some((range) => address.match(range))) return false;
  if (address.match(IPV6_6TO4)) return isPublicV4(embedded6to4(address));
  return true;
}

/**
 * Whether the address (as a resolver or a URL gives it: dotted IPv4 or IPv6 text) is public. Any
 * other text is not; `family`, when given, must agree with the address.
 */
export function isPublicAddress(address: string, family?: number): boolean {
  const kind = isIP(address);
  if (kind === 0 || (family !== undefined && family !== kind)) return false;
  let parsed: IPv4 | IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    // Text Node reads as an address and ipaddr.js does not (::127.0.0.1): nothing to vouch for.
    return false;
  }
  return parsed.kind() === "ipv4" ? isPublicV4(parsed as IPv4) : isPublicV6(parsed as IPv6);
}

/** The system resolver, every address of the name in the order it gives them. */
export const systemLookup: AddressLookup = (hostname) => lookup(hostname, { all: true, verbatim: true });
