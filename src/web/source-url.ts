// Which user-given URLs a balance source may fetch. Deployed: https only, never an internal address written in
// the URL (loopback, private, link-local, or IPv6 forms that embed one); locally (LOCAL_DEVELOPMENT) loopback
// too. The URL as written is judged here; a name resolving inward is fetch-source.ts's to answer.
import { fail, ok, type Result } from "../result";

export interface UrlPolicy {
  /** The sandbox on loopback: set only by local development, never in a deployment. */
  localDevelopment: boolean;
}

/** Longest URL accepted from a user. */
const MAX_URL_CHARS = 2048;
/** Host names that mean this machine or its network, whatever they resolve to. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/;

/** The URL when the policy allows fetching it, or why not (the reason never repeats the URL). */
export function checkSourceUrl(raw: string, policy: UrlPolicy): Result<URL> {
  if (raw.length > MAX_URL_CHARS) return fail(`the URL is longer than ${MAX_URL_CHARS} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail("not an absolute URL");
  }
  if (url.username !== "" || url.password !== "") return fail("the URL must not carry credentials (user:password@)");
  if (url.protocol !== "https:" && url.protocol !== "http:") return fail("only https URLs are fetched");
  if (policy.localDevelopment && isLoopback(url.hostname)) return ok(url);
  if (url.protocol === "https:") return isLocalHost(url.hostname) ? fail("the URL points to a local or private address") : ok(url);
  return fail(
    policy.localDevelopment ? "plain http is allowed only to loopback (127.0.0.1, ::1, localhost)" : "only https URLs are fetched",
  );
}

/** Loopback, private, link-local, shared, multicast, unspecified or reserved; or a local name. */
export function isLocalHost(hostname: string): boolean {
  // Every trailing dot: "127.0.0.1.." is no dotted quad to the parser, and reaches 127.0.0.1 all the same.
  const host = hostname.replace(/\.+$/, "").toLowerCase();
  if (host.startsWith("[")) return ipv6IsLocal(host.slice(1, -1));
  const v4 = ipv4(host);
  if (v4 !== null) return ipv4IsLocal(v4);
  return LOCAL_NAME.test(host) || !host.includes(".");
}

export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/\.+$/, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host === "[::1]") return true;
  const v4 = ipv4(host);
  return v4 !== null && v4 >>> 24 === 127;
}

/** [base, prefix length] of the IPv4 blocks that are not the public internet. */
const LOCAL_V4: readonly [number, number][] = [
  [0x00000000, 8], // 0.0.0.0/8 "this network"
  [0x0a000000, 8], // 10/8 private
  [0x64400000, 10], // 100.64/10 carrier-grade NAT
  [0x7f000000, 8], // 127/8 loopback
  [0xa9fe0000, 16], // 169.254/16 link-local (cloud metadata)
  [0xac100000, 12], // 172.16/12 private
  [0xc0000000, 24], // 192.0.0/24 protocol assignments
  [0xc0a80000, 16], // 192.168/16 private
  [0xc6120000, 15], // 198.18/15 benchmarking
  [0xe0000000, 3], // 224/4 multicast and 240/4 reserved, broadcast
];

function ipv4IsLocal(addr: number): boolean {
  return LOCAL_V4.some(([base, bits]) => addr >>> (32 - bits) === base >>> (32 - bits));
}

/** A dotted quad as a 32-bit unsigned number, or null. */
function ipv4(host: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return parts.reduce((a, p) => a * 256 + p, 0);
}

function ipv6IsLocal(host: string): boolean {
  const g = ipv6Groups(host);
  if (!g) return true; // unreadable: refuse rather than guess
  const [first] = g;
  if (g.slice(0, 6).every((x) => x === 0)) return true; // ::, ::1 and ::/96 (IPv4-compatible, never routed)
  // 64:ff9b:1::/48, local-use NAT64 (RFC 8215): a network's own translator, which may embed an IPv4 at any of RFC
  // 6052's offsets; never a public destination.
  if (first === 0x64 && g[1] === 0xff9b && g[2] === 1) return true;
  const embedded = embeddedIpv4(g);
  if (embedded.some(ipv4IsLocal)) return true;
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0 || (first & 0xff00) === 0xff00;
}

/**
 * The IPv4 addresses an IPv6 transition form carries, which a gateway or tunnel may deliver to: a refused
 * IPv4 is refused in any of them.
 */
function embeddedIpv4(g: Groups): number[] {
  const v4 = (hi: number, lo: number) => (hi * 0x10000 + lo) >>> 0;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const out: number[] = [];
  if (zeros(0, 5) && g[5] === 0xffff) out.push(v4(g[6], g[7])); // ::ffff:a.b.c.d, IPv4-mapped
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) out.push(v4(g[6], g[7])); // ::ffff:0:a.b.c.d, IPv4-translated (RFC 2765)
  if (g[0] === 0x64 && g[1] === 0xff9b) out.push(v4(g[6], g[7])); // 64:ff9b::/96 NAT64, and 64:ff9b:1::/48 local-use NAT64
  if (g[0] === 0x2002) out.push(v4(g[1], g[2])); // 2002::/16 6to4: the tunnel's IPv4 endpoint
  if (g[0] === 0x2001 && g[1] === 0) out.push(v4(g[2], g[3]), v4(g[6] ^ 0xffff, g[7] ^ 0xffff)); // Teredo: server, and the client (obfuscated)
  return out;
}

/** Eight 16-bit groups of an IPv6 address as the URL parser serializes it (hex, "::" compressed). */
/** An IPv6 address's eight 16-bit groups. */
type Groups = readonly [number, number, number, number, number, number, number, number];

const isEight = (groups: readonly number[]): groups is Groups => groups.length === 8;

function ipv6Groups(host: string): Groups | null {
  const [head = "", tail, extra] = host.split("::");
  if (extra !== undefined) return null;
  const read = (s: string) => (s === "" ? [] : s.split(":").map((x) => (/^[0-9a-f]{1,4}$/.test(x) ? parseInt(x, 16) : NaN)));
  const a = read(head);
  const b = tail === undefined ? [] : read(tail);
  const fill = 8 - a.length - b.length;
  if ((tail === undefined && fill !== 0) || fill < 0) return null;
  const groups = [...a, ...Array<number>(fill).fill(0), ...b];
  return groups.some(Number.isNaN) || !isEight(groups) ? null : groups;
}
