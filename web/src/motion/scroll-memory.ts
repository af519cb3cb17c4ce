/**
 * Where the reader was on each history entry (issue 22, item 2): Back and Forward land where they left, as browsers
 * do, while a new navigation starts at the top (or its hash). The router's own restoration is off (app/router.tsx):
 * scrolling belongs to the page transition, which asks here after the leave, before the enter.
 *
 * Positions are kept per history entry (the router's key in `history.state`), in memory as the reader scrolls and in
 * sessionStorage when the document goes, so a full load of an entry (Back past a full page load) lands there too.
 * At most MAX_ENTRIES are kept, the oldest let go.
 */

const STORAGE_KEY = "scroll-positions";
export const MAX_ENTRIES = 50;

export type Positions = Map<string, number>;

/** The history entry's key, as @tanstack/history writes it into `history.state`. */
export function entryKey(state: unknown): string | undefined {
  const s = state as { __TSR_key?: unknown; key?: unknown } | null | undefined;
  const key = s?.__TSR_key ?? s?.key;
  return typeof key === "string" && key !== "" ? key : undefined;
}

/** Sets one entry's position, newest last, letting the oldest go past `max`. */
export function remember(positions: Positions, key: string, y: number, max = MAX_ENTRIES): void {
  positions.delete(key);
  positions.set(key, Math.max(0, Math.round(y)));
  while (positions.size > max) {
    const oldest = positions.keys().next().value;
    if (oldest === undefined) break;
    positions.delete(oldest);
  }
}

/** Positions as stored; anything unreadable reads as none. */
export function parsePositions(text: string | null, max = MAX_ENTRIES): Positions {
  const positions: Positions = new Map();
  try {
    const stored = JSON.parse(text ?? "[]") as unknown;
    if (!Array.isArray(stored)) return positions;
    for (const pair of stored.slice(-max)) {
      if (Array.isArray(pair) && typeof pair[0] === "string" && typeof pair[1] === "number" && Number.isFinite(pair[1]))
        positions.set(pair[0], pair[1]);
    }
  } catch {
    // A hand-edited or foreign value: start afresh.
  }
  return positions;
}

const positions: Positions =
  typeof sessionStorage === "undefined" ? new Map() : parsePositions(safely(() => sessionStorage.getItem(STORAGE_KEY)));

function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null; // storage refused (a private window's quota, a sandbox)
  }
}

/** The key of the entry whose page is on screen: set by the transition as a page enters. */
let shown: string | undefined;

/** Says which history entry the page on screen belongs to; scrolling from now on is its own. */
export function showing(key: string | undefined): void {
  shown = key;
}

/** The position to land on for an entry Back or Forward returned to, if one was kept. */
export function positionOf(key: string | undefined): number | undefined {
  return key === undefined ? undefined : positions.get(key);
}

/** Keeps the current position for the page on screen (called before it leaves, and as the reader scrolls). */
export function keepPosition(): void {
  if (shown !== undefined) remember(positions, shown, window.scrollY);
}

/** Whether this document was opened by Back or Forward (a full load of a history entry). */
export function loadedByTraversal(): boolean {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === "back_forward";
}

if (typeof window !== "undefined") {
  let frame = 0;
  window.addEventListener(
    "scroll",
    () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        keepPosition();
      });
    },
    { passive: true },
  );
  window.addEventListener("pagehide", () => {
    keepPosition();
    safely(() => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions])));
  });
}
