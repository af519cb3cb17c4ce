import { matchPage } from "../../../shared/app-routes";
import { NEWS_PAGE_SIZE, parseQuery, type Query, readPageParam, readServiceParam } from "../../../shared/list-params";
import { PUBLISHED_RULE } from "../../../shared/publishing";

/**
 * How a full page load of an address is answered: the app, with status 200 when it shows a
 * page and 404 when it will show its not-found page (so search engines never index a page
 * that is not there), or a permanent move to the address the page is known by.
 */
export type PageAnswer = { status: 200 | 404 } | { status: 301; location: string };

const PAGE: PageAnswer = { status: 200 };
const NO_PAGE: PageAnswer = { status: 404 };

const exists = (app: CoreApp, collection: string, filter: string, offset: number, params: Record<string, unknown> = {}) =>
  app.findRecordsByFilter(collection, filter, "", 1, offset, params).length > 0;

/** The query string without one parameter, e.g. "?utm_source=mail", or "" when nothing is left. */
function without(query: Query, name: string): string {
  const pairs = Object.entries(query)
    .filter(([key]) => key !== name)
    .flatMap(([key, values]) =>
      (Array.isArray(values) ? values : [values]).map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`),
    );
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

/** The lists whose query parameters name pages (pb_hooks/src/lib/list-params.ts; the app reads them alike). */
const LISTS: Record<string, (app: CoreApp, query: Query) => PageAnswer> = {
  "/news": (app, query) => {
    const request = readPageParam(query.page);
    if (request === "first-page-alias") return { status: 301, location: `/news${without(query, "page")}` };
    if (request === "no-page") return NO_PAGE;
    // Page 1 is there even when empty ("No news yet"); a later page needs an article of its own.
    return request.page === 1 || exists(app, "news", PUBLISHED_RULE, (request.page - 1) * NEWS_PAGE_SIZE) ? PAGE : NO_PAGE;
  },
  "/work": (app, query) => {
    const request = readServiceParam(query.service);
    if (request === "no-page") return NO_PAGE;
    return !request.service || exists(app, "services", "slug = {:slug}", 0, { slug: request.service }) ? PAGE : NO_PAGE;
  },
};

export function answerPageLoad(app: CoreApp, path: string, queryString: string): PageAnswer {
  const page = matchPage(path);
  if (!page) return NO_PAGE;
  if (page.kind === "fixed") return LISTS[page.page]?.(app, parseQuery(queryString)) ?? PAGE;
  return exists(app, page.collection, `slug = {:slug} && (${PUBLISHED_RULE})`, 0, { slug: page.slug }) ? PAGE : NO_PAGE;
}
