import { describe, expect, it } from "vitest";
import { type HostReach, hostReach } from "./ai-host-reach.js";

/** Host as typed in the AI server panel -> what the Worker's fetch would reach. */
const table: [string, HostReach][] = [
  // Loopback, in every spelling the URL parser turns into 127.0.0.1 or ::1.
  ["127.0.0.1", "loopback"],
  ["127.255.0.9", "loopback"],
  ["127.1", "loopback"],
  ["0x7f000001", "loopback"],
  ["2130706433", "loopback"],
  ["0177.0.0.1", "loopback"],
  ["0x7F.0.0.1", "loopback"],
  ["[::1]", "loopback"],
  ["[0:0:0:0:0:0:0:1]", "loopback"],
  ["[::ffff:127.0.0.1]", "loopback"],
  ["[::ffff:7f00:1]", "loopback"],
  // Private networks, carrier-grade NAT, IPv6 unique-local, and IPv4 reached through IPv6 forms.
  ["10.0.0.2", "private"],
  ["012.0.0.1", "private"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.168.1.20", "private"],
  ["3232235796", "private"],
  ["100.64.0.1", "private"],
  ["100.127.255.255", "private"],
  ["[fd12:3456::1]", "private"],
  ["[fc00::1]", "private"],
  ["[::ffff:10.0.0.1]", "private"],
  ["[64:ff9b::10.0.0.1]", "private"],
  ["[2002:c0a8:0101::1]", "private"],
  // Link-local: cloud metadata services live here.
  ["169.254.169.254", "link-local"],
  ["0xa9fea9fe", "link-local"],
  ["[fe80::1]", "link-local"],
  ["[::ffff:169.254.169.254]", "link-local"],
  // "This network", multicast, broadcast, documentation and benchmarking ranges.
  ["0.0.0.0", "reserved"],
  ["0", "reserved"],
  ["0.1.2.3", "reserved"],
  ["224.0.0.1", "reserved"],
  ["239.255.255.250", "reserved"],
  ["255.255.255.255", "reserved"],
  ["192.0.2.10", "reserved"],
  ["198.18.0.1", "reserved"],
  ["[::]", "reserved"],
  ["[ff02::1]", "reserved"],
  ["[2001:db8::1]", "reserved"],
  ["[::10.0.0.1]", "reserved"],
  // Names that only resolve on the machine or its network.
  ["localhost", "local-name"],
  ["LOCALHOST", "local-name"],
  ["sd.localhost", "local-name"],
  ["sd.local", "local-name"],
  ["metadata.google.internal", "local-name"],
  ["webui.home.arpa", "local-name"],
  // The open internet, including neighbours of the blocks above.
  ["8.8.8.8", "public"],
  ["0x08080808", "public"],
  ["172.15.255.255", "public"],
  ["172.32.0.1", "public"],
  ["100.128.0.1", "public"],
  ["169.253.255.255", "public"],
  ["11.0.0.1", "public"],
  ["223.255.255.255", "public"],
  ["[2606:4700:4700::1111]", "public"],
  ["[::ffff:8.8.8.8]", "public"],
  ["sd.example.com", "public"],
  ["local.example.com", "public"],
  ["localhost.example.com", "public"],
  ["internal-ai.example.org", "public"],
  // What the URL parser refuses, or what could carry a user, path or port of its own.
  ["999999999999", "invalid"],
  ["256.0.0.1", "invalid"],
  ["1.2.3.4.5", "invalid"],
  ["[::1", "invalid"],
  ["user@127.0.0.1", "invalid"],
  ["evil.example/x", "invalid"],
  ["", "invalid"],
];

describe("hostReach", () => {
  it.each(table)("%s is %s", (host, reach) => {
    expect(hostReach(host)).toBe(reach);
  });
});
