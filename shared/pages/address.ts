import { PREVIEW_PARAM } from "../content/preview";
import { splitAddress } from "../languages/addresses";
import { inLanguage, type Language, type PageLanguage } from "../languages/languages";
import { parseQuery, type Query, readParams } from "./list-params";
import { matchPage, type PageMatch } from "./match";
import { publicPath } from "./public-paths";
import { tookStep } from "./steps";

/**
 * A page request's address, worked out once (issue 31): the server's first middleware makes it, and every later step
 * (the kept page's key, the redirect rules, the render, the head, the 404 log) takes it instead of reading the address
 * again. No header enters it: a page is the same page for every visitor.
 */
export interface PageAddress {
  /**
   * The path as the browser spelt it ("/pt/news/caf%C3%A9"): what the redirect rules and the page's key read. A page's
   * own address with a trailing slash is read without it.
   */
  address: string;
  /** The same path, decoded. */
  path: string;
  /** The language the address is in, and the path within that language: "/pt/work" is pt and "/work". */
  language: PageLanguage;
  within: string;
  /** The page the path names (a fixed page, or a record's), or null: the app's not-found page. */
  page: PageMatch;
  /**
   * The query parameters the page reads (shared/site-registry.ts PAGES, `params`), in one order and spelling
   * ("tag=a%20b&page=2"); "" when it reads none. Anything else a link adds (utm_source, a cache-buster) is no part of
   * the page.
   */
  query: string;
  /** A preview link's token (`?preview=`): the page is one person's, drawn for each request. */
  preview?: string;
  /**
   * The page's own address with the query it reads, when the request spelt it otherwise (issue 32): another case
   * (`/NEWS/a`, `/PT/work`), an escaped letter (`/n%65ws/a`), a doubled slash (`/news//a`; Go's router cleans it
   * first), the language's home without its slash (`/pt`). A trailing slash alone (`/work/`) is read as the page's own
   * address instead: it answers 200 as it always did, from the same render. The server answers such a spelling with a 301 to this address, where
   * a page lives there (for a record's, when visitors can open the record), so only that one is drawn and kept.
   */
  own?: string;
}

/** The address as spelt, its decoded path and its query, as the server's request holds them. */
export interface SpeltAddress {
  path: string;
  escapedPath: string;
  rawQuery: string;
}

const NO_QUERY: Query = Object.freeze(Object.create(null));

/**
 * A request's address, worked out: its query read once, its language split off once, its page matched once.
 * `languages` are the languages an address may be in: the live ones, or for a preview link every declared one (a
 * translation is previewed before its language goes live).
 */
export function resolveAddress(
  { path, escapedPath, rawQuery }: SpeltAddress,
  languages: (preview: boolean) => readonly Language[],
): PageAddress {
  tookStep("address", escapedPath);
  const query = rawQuery === "" ? NO_QUERY : parseQuery(rawQuery);
  // Named at all, even empty, the address is a preview link's: it is judged as one (and refused), never kept.
  const token = query[PREVIEW_PARAM];
  const preview = Array.isArray(token) ? token[0] : token;
  // A doubled slash is one: /news//a is /news/a's page, spelt otherwise.
  const { language, path: within } = splitAddress(path.replace(DOUBLED_SLASHES, "/"), languages(preview !== undefined));
  const page = matchPage(within);
  const read = page?.kind === "fixed" && rawQuery !== "" ? readParams(page.page, query) : "";
  const own = preview === undefined ? ownAddress(language, page) : undefined;
  // A trailing slash alone (/work/) is the page itself, as it always answered: drawn and kept at its own address.
  const slashed = own !== undefined && escapedPath === `${own}/`;
  return {
    address: slashed ? own : escapedPath,
    path,
    language,
    within,
    page,
    query: read,
    ...(preview === undefined ? {} : { preview }),
    ...(own !== undefined && own !== escapedPath && !slashed ? { own: readAddress({ address: own, query: read }) } : {}),
  };
}

const DOUBLED_SLASHES = /\/{2,}/g;
/** What a page's own address is made of: the site's addresses are lower-case letters, digits, hyphens and slashes. */
const PLAIN_ADDRESS = /^[a-z0-9/-]+$/;

/**
 * The address a matched page is known by: its language's prefix and its path, in lower case, without a trailing slash
 * (a language's home is its prefix and a slash: /pt/). Undefined for no page, or a slug that could be no record's.
 */
function ownAddress(language: PageLanguage, page: PageMatch): string | undefined {
  if (!page) return undefined;
  const path = page.kind === "fixed" ? page.page : publicPath(page.collection, page.slug.toLowerCase());
  if (path === undefined || !PLAIN_ADDRESS.test(path)) return undefined;
  return inLanguage(language.prefix, path);
}

/** The address a page is drawn at and kept under: its spelling and the query it reads ("/pt/news?page=2"). */
export const readAddress = ({ address, query }: Pick<PageAddress, "address" | "query">) =>
  query === "" ? address : `${address}?${query}`;
