/** What a host names, seen from the Worker: the open internet, or one of the kinds of local address. */
export type HostReach = "public" | "loopback" | "private" | "link-local" | "reserved" | "local-name" | "invalid";

/** Only what an IP address or host name is made of, so the URL parser cannot read a user or path in. */
const hostChars = /^[a-z0-9.:[\]-]+$/i;

const ipv4Text = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/;
const ipv4 = (text: string) => {
  const parts = ipv4Text.exec(text);
  return parts ? parts.slice(1).reduce((n, part) => n * 256 + Number(part), 0) : null;
};

/** IPv4 blocks that are not the open internet (IANA special-purpose registry), as [start, prefix, kind]. */
const ipv4Blocks = (
  [
    ["0.0.0.0", 8, "reserved"],
    ["10.0.0.0", 8, "private"],
    ["100.64.0.0", 10, "private"], // carrier-grade NAT
    ["127.0.0.0", 8, "loopback"],
    ["169.254.0.0", 16, "link-local"], // also where cloud metadata services answer
    ["172.16.0.0", 12, "private"],
    ["192.0.0.0", 24, "reserved"],
    ["192.0.2.0", 24, "reserved"],
    ["192.168.0.0", 16, "private"],
    ["198.18.0.0", 15, "reserved"],
    ["198.51.100.0", 24, "reserved"],
    ["203.0.113.0", 24, "reserved"],
    ["224.0.0.0", 4, "reserved"], // multicast
    ["240.0.0.0", 4, "reserved"], // future use and broadcast
  ] as const
).map(([start, prefix, kind]) => ({ start: ipv4(start) ?? 0, size: 2 ** (32 - prefix), kind }));

function ipv4Reach(address: number): HostReach {
  const block = ipv4Blocks.find(({ start, size }) => address >= start && address < start + size);
  return block?.kind ?? "public";
}

/** The eight groups of a canonical (URL-serialised, so hex-only and well formed) IPv6 address. */
function ipv6Groups(text: string): number[] {
  const [head = "", tail] = text.split("::");
  const groups = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  if (tail === undefined) return groups(head);
  const left = groups(head);
  const right = groups(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function ipv6Reach(text: string): HostReach {
  const g = ipv6Groups(text);
  const embeddedIpv4 = (high: number, low: number) => ipv4Reach(high * 65536 + low);
  const zeroUpTo = (end: number) => g.slice(0, end).every((group) => group === 0);
  if (zeroUpTo(7) && g[7] === 1) return "loopback";
  // IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::) reach an IPv4 host.
  if (zeroUpTo(5) && g[5] === 0xffff) return embeddedIpv4(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((group) => group === 0)) {
    return embeddedIpv4(g[6] ?? 0, g[7] ?? 0);
  }
  if (g[0] === 0x2002) return embeddedIpv4(g[1] ?? 0, g[2] ?? 0);
  const first = g[0] ?? 0;
  if ((first & 0xfe00) === 0xfc00) return "private"; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfec0) return "private"; // old site-local fec0::/10
  if ((first & 0xffc0) === 0xfe80) return "link-local";
  if ((first & 0xff00) === 0xff00 || first < 0x100) return "reserved"; // multicast; ::/8 (unspecified, IPv4-compatible)
  if (first === 0x2001 && g[1] === 0x0db8) return "reserved"; // documentation
  return "public";
}

/** Names that resolve on the machine or its LAN, never through public DNS. */
const localSuffixes = ["localhost", "local", "internal", "home.arpa"];

/**
 * Where a host typed into the AI server panel would send the Worker's request. It is judged in the URL
 * parser's canonical form because that is what fetch connects to: 0x7f000001, 2130706433, 0177.0.0.1 and
 * 127.1 all become 127.0.0.1, and [::ffff:127.0.0.1] becomes [::ffff:7f00:1]. A host name is judged by
 * name only (its DNS answer is not known here). "invalid" is a host the URL parser refuses.
 */
export function hostReach(host: string): HostReach {
  if (!hostChars.test(host)) return "invalid";
  let name: string;
  try {
    name = new URL(`http://${host}/`).hostname;
  } catch {
    return "invalid";
  }
  if (name.startsWith("[")) return ipv6Reach(name.slice(1, -1));
  const address = ipv4(name);
  if (address !== null) return ipv4Reach(address);
  const bare = name.replace(/\.$/, "");
  return localSuffixes.some((suffix) => bare === suffix || bare.endsWith(`.${suffix}`)) ? "local-name" : "public";
}
