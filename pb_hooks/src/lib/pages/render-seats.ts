/**
 * Which JS engines keep the app's screens built between renders (decision 072). Built, the screens are about 1.6 MB
 * of objects in an engine (3.7 MB before the build trimmed them); with every engine of the pool (HOOKS_POOL, 50 then)
 * keeping them, the heap passed the memory limit after the bench's loads and the collector ran without pause. A few
 * seats are kept in the app's store, shared by every engine: an engine that holds one keeps its screens, any other
 * builds them for the render and lets them go. The pool lends its first free engine, so at ordinary traffic the
 * engines that render are the seated ones.
 */

/** What the seats need of PocketBase's store (a Map-backed stand-in in unit tests). */
export interface SeatStore {
  get(key: string): unknown;
  /** Replaces a key's value with `fn(old)`, atomically. */
  setFunc(key: string, fn: (old: unknown) => unknown): void;
}

/** A seat unused this long is free for another engine; the engine that had it lets its screens go at its next render. */
export const SEAT_IDLE_MS = 10 * 60_000;

const seatKey = (seat: number) => `render|seat|${seat}`;

/** A seat's value: the engine that holds it and when it last rendered, `engine|ms`. */
const holderOf = (value: unknown) => {
  const text = typeof value === "string" ? value : "";
  const at = text.lastIndexOf("|");
  return at < 0 ? undefined : { engine: text.slice(0, at), used: Number(text.slice(at + 1)) };
};

/**
 * Whether this engine may keep its screens built: it holds a seat (used now, so it stays its own), or it takes a free
 * or idle one at its second draw or later (`draws`, this one counted). An engine made for one request beyond the pool
 * (HOOKS_POOL) draws once and is dropped, and a seat it took sat idle for SEAT_IDLE_MS: after a burst of 89 cold
 * pages at once, every seat was such an engine's and each page drawn after it built the screens anew, 10 minutes
 * long. At most `seats` store keys read per render.
 */
export function takeSeat(store: SeatStore, engine: string, now: number, seats: number, draws: number): boolean {
  if (draws < 2) return false;
  const mine = `${engine}|${now}`;
  for (let seat = 0; seat < seats; seat++) {
    if (holderOf(store.get(seatKey(seat)))?.engine !== engine) continue;
    store.setFunc(seatKey(seat), (old) => (holderOf(old)?.engine === engine ? mine : old));
    return store.get(seatKey(seat)) === mine;
  }
  for (let seat = 0; seat < seats; seat++) {
    const key = seatKey(seat);
    const holder = holderOf(store.get(key));
    if (holder && now - holder.used < SEAT_IDLE_MS) continue;
    store.setFunc(key, (old) => {
      const current = holderOf(old);
      return current && now - current.used < SEAT_IDLE_MS ? old : mine;
    });
    if (store.get(key) === mine) return true;
  }
  return false;
}
