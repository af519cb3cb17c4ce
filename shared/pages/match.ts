import { ADDRESS_SEGMENTS, SERVER_SEGMENTS } from "../sections/segments";
import { PAGES } from "../site-registry";
import { parseQuery, readParams } from "./list-params";
import { PUBLIC_PATH_PREFIX, publicPath } from "./public-paths";
import { tookStep } from "./steps";

/**
 * The app's pages that show no record, by the router's own paths (web/src/routes; web/src/app/pages.test.ts keeps
 * the two the same), from the registry (shared/site-registry.ts). A list whose records have pages below it is the
 * router's index route, "/news/". A record's page is its collection's public path prefix plus a slug.
 */
export const FIXED_PAGES: readonly string[] = PAGES.map(({ path }) =>
  Object.values(PUBLIC_PATH_PREFIX).includes(`${path}/`) ? `${path}/` : path,
);

const trimSlashes = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
const fixedPages = new Set<string>(FIXED_PAGES.map(trimSlashes));
/** One person's pages (the editors' page views): never counted. */
const privatePages = new Set<string>(PAGES.filter((page) => "private" in page && page.private).map((page) => page.path));

/**
 * The first segments an editor's page may not take (shared/sections/address.ts): the fixed pages', the record pages'
 * prefixes' and the server's own.
 */
export const RESERVED_SEGMENTS: readonly string[] = /* @__PURE__ */ (() =>
  [
    ...new Set([
      ...FIXED_PAGES.map((path) => path.split("/")[1] ?? ""),
      ...Object.values(PUBLIC_PATH_PREFIX).map((prefix) => prefix.split("/")[1] ?? ""),
      ...SERVER_SEGMENTS,
    ]),
  ].filter((segment) => segment !== ""))();
const reserved = /* @__PURE__ */ (() => new Set(RESERVED_SEGMENTS))();
/** A path an editor's page could be at, in any case: one to three segments of letters, digits and hyphens. */
const EDITOR_ADDRESS = /* @__PURE__ */ (() => new RegExp(`^(?:/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*){1,${ADDRESS_SEGMENTS}}$`))();

export type PageMatch = { kind: "fixed"; page: string } | { kind: "record"; collection: string; slug: string } | null;

/** Which page a path names: a fixed one (by its path, e.g. "/news"), one record's, or none (the app will show its not-found page). */
export function matchPage(rawPath: string): PageMatch {
  tookStep("match", rawPath);
  const path = trimSlashes(rawPath);
  // The router ignores case in its fixed segments; a slug is taken as written, as the app does.
  if (fixedPages.has(path.toLowerCase())) return { kind: "fixed", page: path.toLowerCase() };
  let root: string | undefined;
  for (const [collection, prefix] of Object.entries(PUBLIC_PATH_PREFIX)) {
    if (prefix === "/") {
      root = collection;
      continue;
    }
    if (!path.toLowerCase().startsWith(prefix)) continue;
    const slug = path.slice(prefix.length);
    if (slug !== "" && !slug.includes("/")) return { kind: "record", collection, slug };
  }
  // Editors' pages (issue 33) take what is left that could be an address: the whole path is the slug.
  if (root !== undefined && EDITOR_ADDRESS.test(path) && !reserved.has((path.split("/")[1] ?? "").toLowerCase()))
    return { kind: "record", collection: root, slug: path.slice(1) };
  return null;
}

/**
 * The page a path's views are counted under, as its route names it ("/news" for "/News/", "/project/harbour-lights"),
 * or undefined when the path is no page of the site, or is the editors' own (pb_hooks/src/lib/analytics/page-views.ts).
 */
export const countedPath = (path: string): string | undefined => countedPathOf(matchPage(path));

/** The page a matched page's views are counted under (countedPath), from its match. */
export function countedPathOf(page: PageMatch): string | undefined {
  if (!page) return undefined;
  if (page.kind === "record") return publicPath(page.collection, page.slug);
  return privatePages.has(page.page) ? undefined : page.page;
}

/**
 * A path within its language and its query as the page reads them: the path, and only the query parameters that page
 * reads (list-params.ts, PAGE_PARAMS), in their one order. "/news?utm_source=x&page=2" → "/news?page=2";
 * "/nothing?a=1" → "/nothing". What the app's not-found page names; the server reads a request's address once, with
 * the same rule (address.ts).
 */
export function pageAddress(path: string, search: string): string {
  if (search === "" || search === "?") return path;
  // Only a fixed page reads query parameters: the app's own matching stops there (what it carries in its entry).
  const fixed = trimSlashes(path).toLowerCase();
  const query = fixedPages.has(fixed) ? readParams(fixed, parseQuery(search)) : "";
  return query === "" ? path : `${path}?${query}`;
}
