/**
 * Counts per visitor in fixed windows (page loads per 10 s, log entries per minute, a redirect's hit per minute), kept
 * in a table of fixed size in the app's store: however many addresses send requests, it holds at most TABLE_SIZE
 * entries per kind. Each entry is a slot found by hashing the visitor (and four slots after it, should another
 * visitor hold one in the same window). When all five are taken, the visitor is not counted (`undefined`): only a
 * crowd of more than TABLE_SIZE senders in one window fills the table, and a limit per address could not stop that
 * crowd anyway.
 */

export const TABLE_SIZE = 16_384;
const PROBES = 5;

/** What the counts need of PocketBase's store (a Map in unit tests). */
export interface CountStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/** FNV-1a, 32 bits: spreads addresses over the table. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) {
    value ^= text.charCodeAt(at);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value >>> 0;
}

/**
 * Who a count belongs to: the address, except that an IPv6 address counts by its /64 network, which one home or
 * server is given whole (rotating addresses inside it would otherwise escape any limit).
 */
export function visitorOf(ip: string): string {
  if (!ip.includes(":")) return ip.slice(0, 45);
  const groups = ip.toLowerCase().split("::");
  const head = (groups[0] ?? "").split(":").filter(Boolean);
  const tail = groups.length > 1 ? (groups[1] ?? "").split(":").filter(Boolean) : [];
  const full = [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill("0"), ...tail];
  return `${full.slice(0, 4).join(":")}::/64`;
}

/**
 * Counts one more for `who` in the current window of `windowMs` and returns the count so far in this window, 1 for
 * the first; `undefined` when the table has no room for them.
 */
export function countOne(store: CountStore, kind: string, who: string, windowMs: number, now: number): number | undefined {
  const window = Math.floor(now / windowMs);
  const start = hash(who);
  for (let probe = 0; probe < PROBES; probe++) {
    const key = `count|${kind}|${(start + probe) % TABLE_SIZE}`;
    const held = String(store.get(key) ?? "");
    const [heldWindow = "", count = "0", ...owner] = held.split("|");
    const ownerText = owner.join("|");
    if (held !== "" && heldWindow === String(window) && ownerText !== who) continue;
    const next = held !== "" && heldWindow === String(window) ? Number(count) + 1 : 1;
    store.set(key, `${window}|${next}|${who}`);
    return next;
  }
  return undefined;
}
