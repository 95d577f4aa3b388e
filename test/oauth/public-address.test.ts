// Which addresses a client metadata document may be fetched from: the public internet only. A
// table of every form that reaches the deployment's own network (or cannot be told from one), and
// public addresses that must stay reachable. document-fetch.ts refuses a host name when any of its
// addresses is refused here (resource-and-clients.test.ts fetches through it).
import { describe, expect, it } from "vitest";
import { isPublicAddress } from "../../lib/oauth/public-address";

const NOT_PUBLIC: readonly [address: string, why: string][] = [
  // IPv4
  ["0.0.0.0", "unspecified"],
  ["10.1.2.3", "private"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["169.254.169.254", "link-local (cloud metadata)"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.0.0.8", "IETF protocol assignments"],
  ["192.0.2.1", "documentation"],
  ["192.168.1.1", "private"],
  ["198.18.0.1", "benchmarking"],
  ["198.51.100.7", "documentation"],
  ["203.0.113.9", "documentation"],
  ["224.0.0.1", "multicast"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "broadcast"],
  // IPv6
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:10.0.0.5", "IPv4-mapped private"],
  ["::ffff:8.8.8.8", "IPv4-mapped (the host's stack decides where it goes)"],
  ["::127.0.0.1", "IPv4-compatible loopback"],
  ["::a9fe:a9fe", "IPv4-compatible link-local"],
  ["64:ff9b::7f00:1", "NAT64 (RFC 6052) to loopback"],
  ["64:ff9b::808:808", "NAT64 (RFC 6052): the translator is the deployment's"],
  ["64:ff9b:1::a00:5", "local-use NAT64 (RFC 8215)"],
  ["2002:7f00:1::1", "6to4 of 127.0.0.1"],
  ["2002:a00:5::1", "6to4 of 10.0.0.5"],
  ["2002:a9fe:a9fe::", "6to4 of 169.254.169.254"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
  ["2001:2::1", "benchmarking"],
  ["2001:db8::1", "documentation"],
  ["3fff::1", "documentation (RFC 9637)"],
  ["100::1", "discard-only"],
  ["fc00::1", "unique local"],
  ["fd12:3456:789a::1", "unique local"],
  ["fe80::1", "link-local"],
  ["fe80::1%eth0", "link-local with a zone"],
  ["fec0::1", "site-local (deprecated)"],
  ["ff02::1", "multicast"],
  // not an address at all
  ["localhost", "a name"],
  ["127.1", "a short form only some parsers read"],
  ["", "empty"],
];

const PUBLIC: readonly string[] = [
  "8.8.8.8",
  "1.1.1.1",
  "93.184.215.14",
  "2606:4700:4700::1111",
  "2a00:1450:4001:82a::200e",
  "2002:808:808::1", // 6to4 of a public address
];

describe("isPublicAddress", () => {
  it.each(NOT_PUBLIC)("refuses %s (%s)", (address) => {
    const family = address.includes(":") ? 6 : 4;
    expect(isPublicAddress(address, family)).toBe(false);
  });

  it.each(PUBLIC.map((address) => [address]))("accepts %s", (address) => {
    expect(isPublicAddress(address, address.includes(":") ? 6 : 4)).toBe(true);
  });

  it("refuses an address whose family the resolver got wrong", () => {
    expect(isPublicAddress("8.8.8.8", 6)).toBe(false);
    expect(isPublicAddress("2606:4700:4700::1111", 4)).toBe(false);
  });
});
