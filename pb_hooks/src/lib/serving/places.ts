/**
 * Numbered places in the app's store, shared by every engine of the hooks: a list read's slot (list-reads.ts), an
 * answer gzipped on the fly and a page waiting for one (every-request.ts). A place is a key `<kind>|<n>` holding its
 * holder's token, `<taken at ms>:<random>`; the holder removes it when done.
 */

type Store = Pick<ReturnType<CoreApp["store"]>, "getOrSet" | "set">;

/** A token for a holder, which says when it was taken. */
export const placeToken = (now: number) => `${now}:${Math.random()}`;

/**
 * A free place of `kind`, of `count`, taken for `token`: its key, or undefined when none is free. With
 * `reclaimAfterMs`, a place held longer than that is taken over (its request died without letting it go).
 */
export function takePlace(store: Store, kind: string, count: number, token: string, reclaimAfterMs?: number): string | undefined {
  for (let n = 0; n < count; n++) {
    const key = `${kind}|${n}`;
    const holder = String(store.getOrSet(key, () => token));
    if (holder === token) return key;
    if (reclaimAfterMs !== undefined && Date.now() - Number(holder.split(":")[0]) > reclaimAfterMs) {
      store.set(key, token);
      return key;
    }
  }
  return undefined;
}

/**
 * `take` tried every `stepMs` until it gives a place or `until` (ms since the epoch) passes; undefined then, or as soon
 * as `stop` says waiting is no longer needed. Each look wakes the engine that waits, so a step is not made too short.
 */
export function waitForPlace(
  take: () => string | undefined,
  until: number,
  stepMs: number,
  stop: () => boolean = () => false,
): string | undefined {
  while (Date.now() < until) {
    sleep(stepMs);
    if (stop()) return undefined;
    const place = take();
    if (place !== undefined) return place;
  }
  return undefined;
}
