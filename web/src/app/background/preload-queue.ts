/**
 * One queue for every preload (issue 14; seed spec §7): links that come into view and links a visitor points at,
 * focuses or touches. A preload is the linked page's code and its loader's data, run by the router; this queue
 * decides when. At most MAX_IN_FLIGHT at once; each starts PRELOAD_DELAY_MS after it was asked for (at once on a
 * `slow-2g` connection, as §7 has it); none at all when the browser asks to save data; none for an address preloaded
 * within FRESH_MS (its data is still fresh in the cache) or already waiting. Nothing runs before `start()`: the page's
 * own loading comes first (web/src/app/background/background-work.ts starts it once the network is quiet).
 */

export const MAX_IN_FLIGHT = 4;
export const PRELOAD_DELAY_MS = 1000;
/** As long as the lists' and records' queries stay fresh (their staleTime): a preload sooner would fetch nothing new. */
export const FRESH_MS = 60_000;

/** The part of the Network Information API the queue reads (Chromium has it; elsewhere it is undefined). */
export interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
}

const browserClock: Clock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
};

const browserConnection = () => (navigator as Navigator & { connection?: Connection }).connection;

export interface PreloadQueue {
  /**
   * Asks for `href` to be preloaded by `run`, unless the rules above say otherwise; `key` names the preload when one
   * address has more than one (its data as it comes into view, its code too when a visitor points at it).
   */
  ask(href: string, run: () => Promise<unknown>, key?: string): void;
  /** Lets preloads run: those asked for before start once their delay has passed. */
  start(): void;
}

/** Names how many preloads are in flight on `<html data-preloads>`, for whoever watches the page (the e2e tests). */
const showInFlight = (count: number) => {
  document.documentElement.dataset.preloads = String(count);
};

export function createPreloadQueue(
  connection: () => Connection | undefined = browserConnection,
  clock = browserClock,
  onChange: (inFlight: number) => void = showInFlight,
): PreloadQueue {
  let started = false;
  /** Asked for and delayed: each address's preload and the time it may start. */
  const waiting = new Map<string, { href: string; run: () => Promise<unknown>; at: number }>();
  const inFlight = new Set<string>();
  /** When each preload ended. */
  const ended = new Map<string, number>();
  /** When a failed preload of each address was last said. */
  const warned = new Map<string, number>();

  const pump = () => {
    if (!started) return;
    const now = clock.now();
    for (const [key, { href, run, at }] of waiting) {
      if (inFlight.size >= MAX_IN_FLIGHT) return;
      if (at > now) continue;
      waiting.delete(key);
      inFlight.add(key);
      onChange(inFlight.size);
      run()
        .catch((error: unknown) => {
          // Once for an address, however many of its preloads failed (its data in view, then its page when pointed at).
          const last = warned.get(href);
          if (last !== undefined && clock.now() - last < FRESH_MS) return;
          warned.set(href, clock.now());
          console.warn(`Error preloading payload for ${href}`, error);
        })
        .finally(() => {
          inFlight.delete(key);
          onChange(inFlight.size);
          ended.set(key, clock.now());
          pump();
        });
    }
  };

  return {
    ask(href, run, key = href) {
      const link = connection();
      if (link?.saveData || waiting.has(key) || inFlight.has(key)) return;
      const last = ended.get(key);
      if (last !== undefined && clock.now() - last < FRESH_MS) return;
      const delay = link?.effectiveType === "slow-2g" ? 0 : PRELOAD_DELAY_MS;
      waiting.set(key, { href, run, at: clock.now() + delay });
      clock.setTimeout(pump, delay);
    },
    start() {
      started = true;
      pump();
    },
  };
}
