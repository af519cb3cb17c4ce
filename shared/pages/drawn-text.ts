import type { QueryKey } from "./view";

/**
 * A rich text carried once (issue 32): an article's body is on the page as the server drew it, and the page's data
 * block holds an empty text in its place with where to find it. The data block was the body's second copy: a 2 MB
 * article's page was 4.3 MB, and that copy was a third of its draw. The browser reads the body back from the drawn
 * element before it hydrates (app/start/page-data.ts); a payload reads it from the kept page (pb_hooks payload.ts).
 * Either way the app holds the text the server drew: the editor's body sanitised, which the app sanitises again.
 */

/** The attribute of every element a rich text is drawn into (lib/rich-text.tsx), empty, in the browser too. */
export const DRAWN_TEXT_ATTRIBUTE = "data-drawn-text";
const DRAWN_TEXT_MARK = `${DRAWN_TEXT_ATTRIBUTE}=""`;

/** Where a text left out of the page's data stood, and where it is drawn. */
export interface DrawnText {
  /** The query's place in the data block's list, and the text's place in that query's data. */
  query: number;
  path: (string | number)[];
  /** The drawn element's place among the page's elements with the attribute, in document order. */
  element: number;
  /** The drawn text's length, in UTF-16 units (as the server's markup holds it). */
  length: number;
}

/** A rich text as the server drew it: the editor's text, and the sanitised HTML on the page. */
export interface DrawnRichText {
  given: string;
  drawn: string;
}

/** How many elements of the markup carry the attribute. */
function marksIn(markup: string): number[] {
  const found: number[] = [];
  for (let at = markup.indexOf(DRAWN_TEXT_MARK); at >= 0; at = markup.indexOf(DRAWN_TEXT_MARK, at + 1)) found.push(at);
  return found;
}

/**
 * The queries with each text the page drew replaced by an empty one, and where each was. The texts are the ones
 * the render drew, in document order; when the markup's marked elements are not exactly those (a body whose own words
 * spell the attribute), nothing is left out.
 */
export function withoutDrawnTexts(
  queries: [QueryKey, unknown][],
  texts: readonly DrawnRichText[],
  markup: string,
): { queries: [QueryKey, unknown][]; drawn: DrawnText[] } {
  const unchanged = { queries, drawn: [] };
  if (texts.length === 0 || marksIn(markup).length !== texts.length) return unchanged;
  const elementOf = new Map<string, number>();
  texts.forEach(({ given }, element) => {
    if (given !== "" && !elementOf.has(given)) elementOf.set(given, element);
  });
  if (elementOf.size === 0) return unchanged;
  const drawn: DrawnText[] = [];
  // The way to the value at hand, copied only for a text found: a page's data has thousands of values.
  const path: (string | number)[] = [];
  // Copied along the way to each text, never changed in place: the values may be shared with the reads' own caches.
  const strip = (value: unknown, query: number): unknown => {
    if (typeof value === "string") {
      const element = value === "" ? undefined : elementOf.get(value);
      if (element === undefined) return value;
      drawn.push({ query, path: [...path], element, length: (texts[element] as DrawnRichText).drawn.length });
      return "";
    }
    if (value === null || typeof value !== "object") return value;
    let copy: Record<string | number, unknown> | undefined;
    const visit = (key: string | number, item: unknown) => {
      path.push(key);
      const next = strip(item, query);
      path.pop();
      if (next === item) return;
      copy ??= (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
      copy[key] = next;
    };
    // An array by its indexes, with no [index, item] pair made per item.
    if (Array.isArray(value)) for (let index = 0; index < value.length; index++) visit(index, value[index]);
    else for (const key of Object.keys(value)) visit(key, (value as Record<string, unknown>)[key]);
    return copy ?? value;
  };
  const stripped = queries.map(([key, data], query): [QueryKey, unknown] => [key, strip(data, query)]);
  return drawn.length === 0 ? unchanged : { queries: stripped, drawn };
}

/**
 * The queries with each text read back (`read`: the drawn element's HTML, or undefined when it is not there). A query
 * whose text cannot be read is left out, for the app to load as usual. Changes the parsed data in place.
 */
export function withDrawnTexts(
  queries: [QueryKey, unknown][],
  drawn: readonly DrawnText[],
  read: (text: DrawnText) => string | undefined,
): [QueryKey, unknown][] {
  const missing = new Set<number>();
  for (const text of drawn) {
    const value = read(text);
    const entry = queries[text.query];
    if (value === undefined || !entry || !setAt(entry, [1, ...text.path], value)) missing.add(text.query);
  }
  return missing.size === 0 ? queries : queries.filter((_, query) => !missing.has(query));
}

/** Sets the value at a path of containers that exist; false when one does not. */
function setAt(root: unknown, path: (string | number)[], value: string): boolean {
  let container = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) {
    const next = container?.[step];
    if (next === null || typeof next !== "object") return false;
    container = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1] as string | number;
  if (typeof container?.[last] !== "string") return false;
  container[last] = value;
  return true;
}

/**
 * Reads drawn texts back from a page's markup (the kept document, as text): each is the `length` units after the start
 * tag of its marked element. Undefined when the markup is not what the render wrote.
 */
export function drawnTextReader(markup: string): (text: DrawnText) => string | undefined {
  const marks = marksIn(markup);
  return ({ element, length }) => {
    const at = marks[element];
    if (at === undefined) return undefined;
    const start = markup.indexOf(">", at) + 1;
    if (start <= 0 || !markup.startsWith("</", start + length)) return undefined;
    return markup.slice(start, start + length);
  };
}
