import { parseQuery } from "../../../../shared/pages/list-params";
import { readBound } from "../../../../shared/serving/bounds";
import { listReadProblem, readShape } from "../../../../shared/serving/list-reads";
import { isInLanguages, languageVisibility, liveLanguageFilter } from "../languages/dark-languages";
import { gzipKeptPage } from "../pages/answer";
import { answerWithKeptTotal, type ListedCollection } from "../pages/list-totals";
import { answerKeptList, fillKeptList, keptListKey, keptListRead } from "./kept-lists";
import { placeToken, takePlace, waitForPlace } from "./places";
import { foundQuickSince, learnFromSlot, QUICK_UNDER_MS, readsQuickly } from "./quick-reads";
import type { RequestFacts } from "./request-facts";
import { answerRefusal, type Refusal } from "./request-limits";

/**
 * A visitor's read of a collection's records (GET /api/collections/<name>/records; issue 32), in the one middleware,
 * before PocketBase's handler reads a row: asked within what the app asks for (shared/serving/list-reads.ts: 400
 * with why), and read in one of LIST_READ_SLOTS slots, so that slow reads cannot take every database connection
 * (DB_CONNECTIONS) from the pages and the contact form. A read waits up to SLOT_WAIT_MS for a slot, then answers 503.
 * A read of a shape the server's own render lately read quickly (the app's own lists, a few milliseconds each) takes
 * the quick lane instead: no slot, so the app's reads are as concurrent as the database's connections allow
 * (quick-reads.ts).
 * A superuser's read (the admin's) is not asked or counted.
 */

type Store = ReturnType<CoreApp["store"]>;

const LIST_PATH = /^\/api\/collections\/([^/]+)\/records\/?$/;
/** Whether a request is a list read of the records API. */
export const isListRead = (method: string, path: string) => (method === "GET" || method === "HEAD") && LIST_PATH.test(path);

/** How long a read waits for a slot before it is refused, and how long a slot may be held before another takes it. */
const SLOT_WAIT_MS = 2000;
const SLOT_REST_MAX_MS = 1000;
/**
 * How often a read waiting for a slot looks again; each look wakes an engine. Under the flood of
 * tests/list-reads-flood.alone.test.ts (eleven waiting), a cold page ran at 1.3–1.8× its time with a look every 5 ms,
 * 1.0–1.4× every 25 ms. With a dozen waiting, one looks within a few milliseconds of the slot's freeing.
 */
const SLOT_POLL_MS = 25;
/**
 * A read quicker than QUICK_UNDER_MS does not rest its slot: the app's own reads take a few milliseconds, and resting
 * after each halved the list API's rate (bench: 186 req/s against the stock binary's 912). A flood of reads just under
 * it keeps at most one core per slot busy; slower ones rest three times as long as they took.
 */
const SLOT_REST_FACTOR = 3;
const SLOT_HELD_MAX_MS = 30_000;

const BUSY: Refusal = {
  status: 503,
  title: "Busy",
  message: "The site is answering many list requests at once right now; please try again in a moment.",
};

/** Whether the request carries a superuser's token: PocketBase loads auth after this middleware, so it is read here. */
export function fromSuperuser(app: CoreApp, facts: RequestFacts): boolean {
  const header = facts.header("Authorization");
  if (header === "") return false;
  try {
    return app.findAuthRecordByToken(header.replace(/^Bearer\s+/i, ""), "auth").isSuperuser();
  } catch {
    // An expired or forged token reads as a visitor's.
    return false;
  }
}

/**
 * The collection a list read's path names, looked up once for the whole read (its name, however the path spelt it,
 * and its list rule), when visitors may list it at all: one they may not (contact messages, the site's secrets)
 * PocketBase refuses before reading a row, saying so, as an unknown one.
 */
function listedCollection(app: CoreApp, path: string): ListedCollection | undefined {
  try {
    const found = app.findCachedCollectionByNameOrId(LIST_PATH.exec(path)?.[1] ?? "");
    return found.listRule === null ? undefined : { name: found.name, rule: String(found.listRule ?? "") };
  } catch {
    return undefined;
  }
}

/** Every value of a parameter, as Go reads the query (the first one counts, but none may pass the bounds). */
const valuesOf = (value: string | string[] | undefined) => (value === undefined ? [undefined] : ([] as string[]).concat(value));

function problemOf(query: ReturnType<typeof parseQuery>): string | undefined {
  for (const perPage of valuesOf(query.perPage))
    for (const sort of valuesOf(query.sort))
      for (const filter of valuesOf(query.filter)) {
        const problem = listReadProblem({ perPage, sort, filter });
        if (problem) return problem;
      }
  return undefined;
}

/**
 * A list read of a collection in languages, while a language is dark: its filter is made `(live languages) && (the
 * visitor's filter)`, in the request PocketBase's handler reads next (languages/dark-languages.ts). The filter it reads
 * with, either way.
 */
function keepToLiveLanguages(
  e: core.RequestEvent,
  facts: RequestFacts,
  query: ReturnType<typeof parseQuery>,
  collection: string,
): string {
  const asked = ([] as string[]).concat(query.filter ?? [])[0] ?? "";
  const visibility = languageVisibility(facts.app);
  if (!visibility.anyDark || isInLanguages(facts.app, collection) === undefined) return asked;
  const filter =
    asked.trim() === "" ? liveLanguageFilter(visibility.live) : `(${liveLanguageFilter(visibility.live)}) && (${asked})`;
  const others = facts.rawQuery.split("&").filter((pair) => pair !== "" && !/^filter(=|$)/i.test(pair));
  const url = e.request?.url;
  if (url) url.rawQuery = [...others, `filter=${encodeURIComponent(filter)}`].join("&");
  return filter;
}

/** LIST_READ_SLOTS, read once per VM. */
let slots: number | undefined;

/** Takes a free slot (or one held past SLOT_HELD_MAX_MS: its request died); its key, or undefined when none is free. */
function takeSlot(store: Store, token: string): string | undefined {
  slots ??= readBound("listReadSlots", (name) => $os.getenv(name));
  return takePlace(store, "listReads|slot", slots, token, SLOT_HELD_MAX_MS);
}

/** A list read not yet kept, as it was answered: the kept list's key, what was found under it, and the query. */
interface Unkept {
  key: string;
  found: "gzip" | "miss";
  query: ReturnType<typeof parseQuery>;
}

/** After a quick read: its kept answer gzipped, or the list kept for the reads after it (kept-lists.ts). */
function keepList(facts: RequestFacts, collection: ListedCollection, unkept: Unkept | undefined): void {
  if (unkept?.found === "gzip") gzipKeptPage(facts.app, unkept.key);
  else if (unkept?.found === "miss") {
    const terms = keptListRead(facts.app, collection.name, unkept.query);
    if (terms) fillKeptList(facts, collection.name, unkept.key, terms);
  }
}

/**
 * A visitor's list read: refused with why when it asks past what the app asks for, answered 503 when no slot frees in
 * SLOT_WAIT_MS, else `read` (PocketBase's handler) in a slot, let go when it has answered.
 */
export function readListWithinBounds(e: core.RequestEvent, facts: RequestFacts, read: () => void): void {
  const collection = listedCollection(facts.app, facts.path);
  if (!collection || fromSuperuser(facts.app, facts)) {
    read();
    return;
  }
  // Kept for this content version: answered before anything else is worked out (kept-lists.ts).
  const keptKey = keptListKey(facts, collection);
  const found = keptKey === undefined ? undefined : answerKeptList(e, facts, keptKey);
  if (found === "answered") return;
  // The query read once: its bounds, its live languages and its kept total all read the same parse.
  const query = parseQuery(facts.rawQuery);
  const problem = problemOf(query);
  if (problem) {
    answerRefusal(e, { status: 400, title: "Bad Request", message: problem }, true);
    return;
  }
  const shape = readShape(collection.name, facts.rawQuery);
  answerWithKeptTotal(e, collection, query, keepToLiveLanguages(e, facts, query, collection.name));
  const store = facts.app.store();
  const arrived = Date.now();
  // Kept only after a quick read: the app's own reads (the quick lane), or one quick in a slot, not a flood of slow
  // ones, each of which it would make twice.
  const unkept = keptKey === undefined || found === undefined ? undefined : { key: keptKey, found, query };
  if (readsQuickly(store, shape, arrived)) {
    read();
    keepList(facts, collection, unkept);
    return;
  }
  const token = placeToken(arrived);
  // Found quick by the read that held the slot: no need to wait for it.
  const foundQuick = () => foundQuickSince(store, shape, arrived);
  const slot =
    takeSlot(store, token) ?? waitForPlace(() => takeSlot(store, token), arrived + SLOT_WAIT_MS, SLOT_POLL_MS, foundQuick);
  if (slot === undefined) {
    if (foundQuick()) read();
    else answerRefusal(e, BUSY, true);
    return;
  }
  const started = Date.now();
  let took: number | undefined;
  try {
    read();
    took = Date.now() - started;
    if (took < QUICK_UNDER_MS) keepList(facts, collection, unkept);
  } finally {
    // A slow read's slot rests three times as long as the read took before the next may take it: slow reads from
    // visitors use at most a quarter of one core per slot however they are made. Resting as long as the read took left
    // a cold page at 1.2–1.6× its time under tests/list-reads-flood.alone.test.ts's flood; twice as long, 1.1–1.35×
    // here but 2.07× on a busier machine. An ordinary read (a few milliseconds) does not rest.
    took ??= Date.now() - started;
    learnFromSlot(store, shape, started, started + took);
    if (took >= QUICK_UNDER_MS) sleep(Math.min(SLOT_REST_FACTOR * took, SLOT_REST_MAX_MS));
    if (store.get(slot) === token) store.remove(slot);
  }
}
