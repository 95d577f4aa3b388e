// Whether a host name leads only to the public internet: a client metadata document is fetched from
// a URL anyone may name, and the fetch must not become a probe of the deployment's own network
// (private, loopback, link-local, carrier-grade NAT, multicast, reserved ranges). document-fetch.ts
// checks the resolved addresses and connects to exactly those.
import { lookup } from "node:dns/promises";
import { BlockList } from "node:net";

export type AddressLookup = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127], // unspecified and loopback
  ["64:ff9b::", 96], // NAT64: may lead to any IPv4 address
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
// An IPv4-mapped IPv6 address (::ffff:10.0.0.5) is checked against the IPv4 ranges by BlockList itself.

export function isPublicAddress(address: string, family: number): boolean {
  return !NOT_PUBLIC.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** The system resolver, every address of the name in the order it gives them. */
export const systemLookup: AddressLookup = (hostname) => lookup(hostname, { all: true, verbatim: true });
