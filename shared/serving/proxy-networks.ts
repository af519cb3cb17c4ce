/**
 * Which senders may speak for a visitor (decision 082), pure so the environment's settings (settings-from-env.ts) and
 * the hooks' middleware (pb_hooks/src/lib/security/trusted-proxy.ts) read one definition. PocketBase believes its trusted proxy
 * headers (settings.trustedProxy.headers) from whoever sends them: a visitor who
 * reaches the process directly could name any IP and get a fresh rate-limit bucket per request. The site believes them
 * only from the addresses ops list in TRUSTED_PROXY_IPS (decision 082); from anyone else the headers are removed before
 * PocketBase's rate limiter, logger and our own hooks read them.
 */

/** An address or a network: the first `bits` bits of `bytes` (16 bytes; IPv4 as IPv4-mapped IPv6). */
export interface ProxyNetwork {
  bytes: number[];
  bits: number;
}

/** Headers a proxy speaks for the visitor with, beyond the ones named in the settings (site-origin.ts reads these). */
const FORWARDED_PLACE_HEADERS = ["X-Forwarded-Proto", "X-Forwarded-Host"] as const;

function ipv4Bytes(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.map(Number);
}

function groupBytes(groups: string[]): number[] | null {
  const bytes: number[] = [];
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    const value = Number.parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  return bytes;
}

function ipv6Bytes(text: string): number[] | null {
  // A dotted IPv4 tail (::ffff:10.0.0.1) stands for the last two groups.
  let groupsText = text;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(":");
  if (text.slice(lastColon + 1).includes(".")) {
    const v4 = ipv4Bytes(text.slice(lastColon + 1));
    if (!v4) return null;
    tail = v4;
    groupsText = text.slice(0, lastColon + 1);
    if (!groupsText.endsWith("::")) groupsText = groupsText.slice(0, -1);
  }
  const halves = groupsText.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string) => groupBytes(half === "" ? [] : half.split(":"));
  const before = groups(halves[0] ?? "");
  const after = groups(halves[1] ?? "");
  if (!before || !after) return null;
  const missing = 16 - before.length - after.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 2) return null;
  return [...before, ...new Array<number>(missing).fill(0), ...after, ...tail];
}

/** The address as 16 bytes (an IPv4 address as ::ffff:a.b.c.d, as Go's netip sees it), or null when it is none. */
export function addressBytes(text: string): number[] | null {
  const address = text.trim().replace(/^\[(.*)\]$/, "$1");
  if (!address.includes(":")) {
    const v4 = ipv4Bytes(address);
    return v4 ? [...new Array<number>(10).fill(0), 0xff, 0xff, ...v4] : null;
  }
  return ipv6Bytes(address);
}

/**
 * Reads TRUSTED_PROXY_IPS: addresses or networks (CIDR), separated by commas. Throws a message naming the entry that is
 * neither, so a typo stops the start instead of silently trusting no one.
 */
export function parseProxyNetworks(list: string): ProxyNetwork[] {
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [address = "", prefix, ...rest] = entry.split("/");
      const bytes = addressBytes(address);
      const isV4 = !address.includes(":");
      const width = isV4 ? 32 : 128;
      const bits = prefix === undefined ? width : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
      if (!bytes || rest.length || !(bits >= 0 && bits <= width)) {
        throw new Error(
          `TRUSTED_PROXY_IPS must list IP addresses or networks such as 172.31.240.2 or 10.0.0.0/8, not "${entry}"`,
        );
      }
      return { bytes, bits: isV4 ? bits + 96 : bits };
    });
}

function inNetwork(address: number[], network: ProxyNetwork): boolean {
  for (let bit = 0; bit < network.bits; bit++) {
    const mask = 0x80 >> (bit % 8);
    const index = Math.floor(bit / 8);
    if (((address[index] ?? 0) & mask) !== ((network.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

/** Whether the connection's own address (PocketBase's e.remoteIP()) is one of the listed proxies. */
export function isTrustedProxy(remoteIp: string, networks: readonly ProxyNetwork[]): boolean {
  const address = addressBytes(remoteIp);
  return address !== null && networks.some((network) => inNetwork(address, network));
}

/** The headers to remove from a request that did not come through a listed proxy. */
export function untrustedHeaders(configured: readonly string[]): string[] {
  return [...configured, ...FORWARDED_PLACE_HEADERS];
}
