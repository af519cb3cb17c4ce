/**
 * The items of the server render's reads, kept across saves that cannot change them (issue 34). Every save makes a
 * new content version and empties the page cache, so the next visitor of each page draws it cold; yet a save of one
 * article leaves the projects of /work, the offices and menus of every page's frame, as they were, and reading them
 * again (rows, expands, Go's JSON parsed by the engine) was most of a cold /work's loaders.
 *
 * A read is kept at the content version it was made at, with the collections its items come from: its own and those
 * its expands reach. A record's save carries the reads that reach none of its collection to the new version
 * (total-carry.ts afterSave); a new version with no record saved (a scheduled time come due, the settings, a
 * collection's rules or fields) carries nothing, so every read is made anew. The read's key is its whole filter (the
 * visitor rule and the live languages in it), sort, page and asked fields and expands: a rule or language that
 * changes makes another key.
 *
 * At most READ_PLACES kept, in the app's store for every engine (a read has one place, by its key's hash), each at
 * most READ_MAX_CHARS of JSON: a longer one (an article's body) is read each time. A preview's reads are never kept.
 */
export const READ_PLACES = 64;
export const READ_MAX_CHARS = 64 * 1024;

/** What the kept reads need of PocketBase's store (a Map-backed stand-in in unit tests). */
export interface ReadStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  setFunc(key: string, fn: (old: unknown) => unknown): void;
}

/** The store's key of place `n` of READ_PLACES. */
export const readPlaceAt = (n: number) => `keptReads|${n}`;

/** A read's place among READ_PLACES (FNV-1a over its key). */
function placeOf(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return readPlaceAt((hash >>> 0) % READ_PLACES);
}

/**
 * What a place holds, one part per line: the version, the collections (comma-separated), the key (JSON: one line),
 * then the items as JSON.
 */
const lineOf = (version: string, collections: readonly string[], key: string, json: string) =>
  `${version}\n${collections.join(",")}\n${key}\n${json}`;

/** A read's key: the collection and the terms that make its items, as one line of JSON. */
export const readKey = (collection: string, terms: Record<string, unknown>) => JSON.stringify([collection, terms]);

/** The items kept for `key` at `version`, or undefined. */
export function keptRead(store: ReadStore, key: string, version: string): unknown[] | undefined {
  const line = store.get(placeOf(key));
  if (typeof line !== "string" || !line.startsWith(`${version}\n`)) return undefined;
  const afterVersion = version.length + 1;
  const keyAt = line.indexOf("\n", afterVersion) + 1;
  const jsonAt = line.indexOf("\n", keyAt) + 1;
  if (keyAt === 0 || jsonAt === 0 || line.slice(keyAt, jsonAt - 1) !== key) return undefined;
  return JSON.parse(line.slice(jsonAt)) as unknown[];
}

/**
 * Whether a value's texts alone pass `budget` characters, read without writing it out: an article's 1 MB body is not
 * made into JSON to be thrown away. Stops at the first text past what is left.
 */
function textsPass(value: unknown, budget: number): boolean {
  let left = budget;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === "string") left -= next.length;
    else if (Array.isArray(next)) stack.push(...next);
    else if (next !== null && typeof next === "object") stack.push(...Object.values(next));
    if (left < 0) return true;
  }
  return false;
}

/** Keeps a read's items made at `version`, from `collections`; a read past READ_MAX_CHARS is not kept. */
export function keepRead(store: ReadStore, key: string, version: string, collections: readonly string[], items: unknown[]): void {
  if (textsPass(items, READ_MAX_CHARS)) return;
  const json = JSON.stringify(items);
  if (json.length > READ_MAX_CHARS || key.includes("\n") || collections.some((name) => /[,\n]/.test(name))) return;
  store.set(placeOf(key), lineOf(version, collections, key, json));
}

/**
 * After a save of a record of `saved` that made version `to` from `from`: each read kept at `from` that reaches no
 * record of that collection, kept at `to` as well. A read kept meanwhile in its place is left as it is. How many.
 */
export function carryReads(store: ReadStore, from: string, to: string, saved: string): number {
  let carried = 0;
  for (let n = 0; n < READ_PLACES; n++) {
    const place = readPlaceAt(n);
    const line = store.get(place);
    if (typeof line !== "string" || !line.startsWith(`${from}\n`)) continue;
    const collectionsAt = from.length + 1;
    const collections = line.slice(collectionsAt, line.indexOf("\n", collectionsAt)).split(",");
    if (collections.includes(saved)) continue;
    const moved = `${to}${line.slice(from.length)}`;
    store.setFunc(place, (old) => (old === line ? moved : old));
    carried++;
  }
  return carried;
}
