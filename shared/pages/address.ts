import { PREVIEW_PARAM } from "../content/preview";
import { splitAddress } from "../languages/addresses";
import type { Language, PageLanguage } from "../languages/languages";
import { parseQuery, type Query, readParams } from "./list-params";
import { matchPage, type PageMatch } from "./match";
import { tookStep } from "./steps";

/**
 * A page request's address, worked out once (issue 31): the server's first middleware makes it, and every later step
 * (the kept page's key, the redirect rules, the render, the head, the 404 log) takes it instead of reading the address
 * again. No header enters it: a page is the same page for every visitor.
 */
export interface PageAddress {
  /** The path as the browser spelt it ("/pt/news/caf%C3%A9"): what the redirect rules and the page's key read. */
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
  const { language, path: within } = splitAddress(path, languages(preview !== undefined));
  const page = matchPage(within);
  return {
    address: escapedPath,
    path,
    language,
    within,
    page,
    query: page?.kind === "fixed" && rawQuery !== "" ? readParams(page.page, query) : "",
    ...(preview === undefined ? {} : { preview }),
  };
}

/** The address a page is drawn at and kept under: its spelling and the query it reads ("/pt/news?page=2"). */
export const readAddress = ({ address, query }: Pick<PageAddress, "address" | "query">) =>
  query === "" ? address : `${address}?${query}`;
