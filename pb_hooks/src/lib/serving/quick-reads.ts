/**
 * Shapes of visitors' list reads (shared/serving/list-reads.ts readShape) known to be quick, with when they were found
 * so, kept in the app's store for every VM: a read of a known quick shape takes no slot (list-reads.ts, its quick lane),
 * so the app's own reads are as concurrent as the database's connections allow. Only the server's own render of a page
 * teaches a shape (pages/visitor-reads.ts: the app's loaders, which ask what the app in the browser then asks; quick
 * there under whatever load, quick alone), so a page the server drew, and the records a page links to, are read by the
 * browser without queueing for a slot. A read in a slot only keeps a shape a render taught: once any quick read there
 * taught a shape too, and one of 100 whole articles sorted in full, 20–35 ms among others but under 10 ms alone now and
 * then, let a flood of it into the quick lane twelve at a time (each then took 7 s, and a cold page 1.2 s; stop 59).
 * A shape is quick for QUICK_FOR_MS; then one read of it goes through a slot again, so a shape that grew slow with the
 * content is found out, while the others keep the quick lane for RETEST_MS (the slot's wait, and a read's time in it).
 * At most QUICK_SHAPES kept: a shape has one of that many places (by its hash), and a new one takes its place.
 */

type Store = ReturnType<CoreApp["store"]>;

/** Under this a read is quick; past it a read in a slot rests the slot (list-reads.ts) and its shape is not quick. */
export const QUICK_UNDER_MS = 20;
/**
 * Only a read under this teaches that its shape is quick: half the bar, so that a shape read near it is not let into
 * the quick lane by one lucky read. A read of 100 whole articles deep in years of them takes 20–35 ms alone; when one
 * took 19, a flood of it ran twelve at a time with no slot, held every database connection, and a cold page went from
 * 40 ms to 2.7 s (tests/list-reads-flood.alone.test.ts). The app's own reads take a few milliseconds.
 */
export const QUICK_FOUND_UNDER_MS = QUICK_UNDER_MS / 2;
const QUICK_SHAPES = 256;
const QUICK_FOR_MS = 60_000;
const RETEST_MS = 3000;

/** A shape's place among QUICK_SHAPES (FNV-1a). */
function placeOf(shape: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < shape.length; i++) hash = Math.imul(hash ^ shape.charCodeAt(i), 0x01000193);
  return `listReads|quick|${(hash >>> 0) % QUICK_SHAPES}`;
}

/** When the shape was last found quick (kept as "<ms>\n<shape>"), or undefined. */
function foundAt(store: Store, place: string, shape: string): number | undefined {
  const kept = store.get(place) as string | undefined | null;
  if (typeof kept !== "string" || !kept.endsWith(`\n${shape}`)) return undefined;
  return Number(kept.slice(0, kept.indexOf("\n")));
}

/**
 * Whether a read of this shape takes the quick lane now. The first read after QUICK_FOR_MS is told no (it tests the
 * shape in a slot) and keeps the shape quick for the others while it does.
 */
export function readsQuickly(store: Store, shape: string, now: number): boolean {
  const place = placeOf(shape);
  const at = foundAt(store, place, shape);
  if (at === undefined) return false;
  if (now - at < QUICK_FOR_MS) return true;
  store.set(place, `${now - QUICK_FOR_MS + RETEST_MS}\n${shape}`);
  return false;
}

/** Whether a read found the shape quick at `since` or after (one in a slot, while this read waited for it). */
export function foundQuickSince(store: Store, shape: string, since: number): boolean {
  const at = foundAt(store, placeOf(shape), shape);
  return at !== undefined && at >= since;
}

/**
 * What a read in a slot that began at `started` taught about a shape a render taught: it is quick still (under
 * QUICK_FOUND_UNDER_MS), or (at QUICK_UNDER_MS or more) no longer, unless another read found it quick meanwhile (this
 * one ran beside the reads that then took the quick lane). A read between the two, or of a shape no render taught,
 * teaches nothing.
 */
export function learnFromSlot(store: Store, shape: string, started: number, now: number): void {
  const place = placeOf(shape);
  const at = foundAt(store, place, shape);
  if (at === undefined) return;
  if (now - started < QUICK_FOUND_UNDER_MS) store.set(place, `${now}\n${shape}`);
  else if (now - started >= QUICK_UNDER_MS && at <= started) store.remove(place);
}

/** A read of the server's own render that took `took` ms: a quick one teaches its shape; a slower one teaches nothing. */
export function learnFromRender(store: Store, shape: string, took: number, now: number): void {
  if (took < QUICK_FOUND_UNDER_MS) store.set(placeOf(shape), `${now}\n${shape}`);
}
