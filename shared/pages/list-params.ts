/**
 * The query parameters of the site's lists, read the same way by the server (the status of a
 * full page load) and by the app (which shows its not-found page): a value that names no page
 * is a 404, never an empty list or a quiet fallback to another page (see decision 077).
 *
 *   /news?page=n     n a whole number from 2, written plainly, up to the last page; "1" is the
 *                    first page's other address and goes to /news.
 *   /work?service=s  s the slug of a service.
 */

import { SLUG_PATTERN } from "../content/slug";
import { PAGES, type PageDeclaration } from "../site-registry";

/** Articles on one page of /news. */
export const NEWS_PAGE_SIZE = 12;
/** Projects on a page of /work (issue 34: a portfolio of years is read and drawn a page at a time). */
export const WORK_PAGE_SIZE = 24;

/** A query string's values by name, as the address holds them: a name given twice has two. */
export type Query = Record<string, string | string[]>;

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
};

/**
 * "?page=2&tag=a+b" → { page: "2", tag: "a b" }. The app's router reads its search with this
 * too, so both sides see the same values (PocketBase's JS engine has no URLSearchParams).
 * Linear in the query's length however often a name repeats (a name given 16,000 times once took
 * minutes, copying its list on every repeat), and a name such as `__proto__` is only a name.
 */
export function parseQuery(queryString: string): Query {
  const query: Query = Object.create(null);
  const text = queryString.startsWith("?") ? queryString.slice(1) : queryString;
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const cut = pair.indexOf("=");
    const name = decode(cut < 0 ? pair : pair.slice(0, cut));
    const value = cut < 0 ? "" : decode(pair.slice(cut + 1));
    const earlier = query[name];
    if (earlier === undefined) query[name] = value;
    else if (Array.isArray(earlier)) earlier.push(value);
    else query[name] = [earlier, value];
  }
  return query;
}

/**
 * A name or value as URLSearchParams writes it (form encoding), without URLSearchParams, which PocketBase's JS engine
 * lacks: spaces become "+", and `!'()~` are escaped too, where encodeURIComponent leaves them (a tag may hold them).
 */
const formEncode = (value: string): string =>
  encodeURIComponent(value)
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");

/** { page: "2", tag: "a b" } → "?page=2&tag=a+b" (or "" for nothing): the app's links and the server's, one spelling. */
export function stringifyQuery(query: Readonly<Record<string, unknown>>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined) pairs.push(`${formEncode(name)}=${formEncode(String(one))}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

/**
 * The query parameters each fixed page reads (shared/site-registry.ts, `params`); every other parameter (`utm_source`, a
 * cache-buster) changes nothing on the page. The server keeps a page under these alone, and the app's routes keep
 * exactly these in their search (web/src/app/pages.test.ts holds the two together).
 */
export const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  PAGES.flatMap((page: PageDeclaration) => (page.params ? [[page.path, page.params]] : [])),
);

/**
 * The part of a query a page reads, written one way: its parameters in PAGE_PARAMS order, each value encoded as
 * `encodeURIComponent` writes it, repeats kept in their order ("?utm=x&page=2&tag=a+b" on /news → "tag=a%20b&page=2").
 * "" when the page reads none of what the query holds.
 */
export function readParams(page: string, query: Query): string {
  const pairs: string[] = [];
  for (const name of PAGE_PARAMS[page] ?? []) {
    const values = query[name];
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values])
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return pairs.join("&");
}

/** What ?page= asks for: a page (the caller checks the list is that long), the first page's other address, or nothing. */
export type PageRequest = { page: number } | "first-page-alias" | "no-page";

export function readPageParam(value: string | string[] | undefined): PageRequest {
  if (value === undefined) return { page: 1 };
  if (typeof value !== "string" || !/^[1-9][0-9]*$/.test(value)) return "no-page";
  const page = Number(value);
  if (page === 1) return "first-page-alias";
  return Number.isSafeInteger(page) ? { page } : "no-page";
}

/** What ?service= asks for: every project, one service's (the caller checks it exists), or nothing. */
export type ServiceRequest = { service: string | undefined } | "no-page";

export function readServiceParam(value: string | string[] | undefined): ServiceRequest {
  if (value === undefined) return { service: undefined };
  return typeof value === "string" && SLUG_PATTERN.test(value) ? { service: value } : "no-page";
}
