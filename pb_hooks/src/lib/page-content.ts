import { matchPage } from "../../../shared/app-routes";
import { NEWS_PAGE_SIZE, parseQuery, type Query, readPageParam, readServiceParam } from "../../../shared/list-params";
import type { ProjectWithServices } from "../../../shared/page-view";
import { HOME_NEWS, type ListPage, type Neighbours, type PageContent } from "../../../shared/page-view";
import type { NewsArticle, Office, Service, SiteSettings } from "../../../shared/records";

/**
 * What a full page load of an address gets: a page's content (a not-found one included), or a
 * permanent move to the address the page is known by (/news, not /news?page=1).
 */
export type PageLoad = { content: PageContent } | { status: 301; location: string };

interface ListOptions {
  filter?: string;
  params?: Record<string, unknown>;
  sort?: string;
  limit?: number;
  offset?: number;
  expand?: string[];
}

const NOT_FOUND: PageLoad = { content: { kind: "not-found", status: 404 } };

/** The collection's own list rule (the API's), or undefined when visitors may not list it at all. */
function visitorRule(app: CoreApp, collection: string): string | undefined {
  // A Go *string: null for superusers only; String() reads the text behind the pointer.
  const rule = app.findCollectionByNameOrId(collection).listRule as unknown;
  return rule === null || rule === undefined ? undefined : String(rule).trim();
}

function find(app: CoreApp, collection: string, options: ListOptions): core.Record[] {
  const rule = visitorRule(app, collection);
  if (rule === undefined) return [];
  const filter = [rule, options.filter ?? ""]
    .filter(Boolean)
    .map((part) => `(${part})`)
    .join(" && ");
  const records = app
    // An empty filter is refused; a rule of "" (anyone) lists every record.
    .findRecordsByFilter(
      collection,
      filter || "id != ''",
      options.sort ?? "",
      options.limit ?? 0,
      options.offset ?? 0,
      options.params ?? {},
    )
    .filter((record): record is core.Record => Boolean(record));
  if (options.expand && records.length > 0) app.expandRecords(records, options.expand, null as unknown as core.ExpandFetchFunc);
  return records;
}

/**
 * A collection's records as a visitor's list request would get them: its list rule and the
 * filter, serialised exactly as the API serialises them (hidden fields left out, expand included).
 * The app's query cache is seeded with these, so they must be what its own requests would return.
 */
export function visibleRecords<T>(app: CoreApp, collection: string, options: ListOptions = {}): T[] {
  return find(app, collection, options).map((record) => JSON.parse(JSON.stringify(record)) as T);
}

/** One page of a list, as the list API answers `?page=&perPage=`. */
function listPage<T>(app: CoreApp, collection: string, page: number, perPage: number, sort: string): ListPage<T> {
  const totalItems = find(app, collection, {}).length;
  return {
    page,
    perPage,
    totalItems,
    totalPages: Math.ceil(totalItems / perPage),
    items: visibleRecords<T>(app, collection, { sort, limit: perPage, offset: (page - 1) * perPage }),
  };
}

// The same lists, in the same order, as the app's queries (web/src/features/*/…-query.ts).
const projects = (app: CoreApp) =>
  visibleRecords<ProjectWithServices>(app, "projects", { sort: "sort_order,-published_at", expand: ["services"] });
const services = (app: CoreApp) => visibleRecords<Service>(app, "services", { sort: "sort_order,name" });
const newsPage = (app: CoreApp, page: number, perPage: number) =>
  listPage<NewsArticle>(app, "news", page, perPage, "-published_at,-created");

export const siteSettings = (app: CoreApp) => visibleRecords<SiteSettings>(app, "site", { limit: 1 })[0];
export const offices = (app: CoreApp) => visibleRecords<Office>(app, "offices", { sort: "sort_order,name" });

/** The articles just before and after one in publication order: id, slug and title, as the app asks for them. */
function neighbours(app: CoreApp, at: string): Neighbours {
  const pick = (filter: string, sort: string) => {
    const [record] = visibleRecords<NewsArticle>(app, "news", { filter, params: { at }, sort, limit: 1 });
    return record ? { id: record.id, slug: record.slug, title: record.title } : undefined;
  };
  const older = pick("published_at < {:at}", "-published_at");
  const newer = pick("published_at > {:at}", "published_at");
  return { ...(older ? { older } : {}), ...(newer ? { newer } : {}) };
}

/** The query string without one parameter, e.g. "?utm_source=mail", or "" when nothing is left. */
function without(query: Query, name: string): string {
  const pairs = Object.entries(query)
    .filter(([key]) => key !== name)
    .flatMap(([key, values]) =>
      (Array.isArray(values) ? values : [values]).map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`),
    );
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

/** The fixed pages, by the router's paths; lists read their parameters as the app does (shared/list-params.ts). */
const FIXED: Record<string, (app: CoreApp, query: Query) => PageLoad> = {
  "/": (app) => ({
    content: { kind: "home", projects: projects(app), services: services(app), news: newsPage(app, 1, HOME_NEWS) },
  }),
  "/work": (app, query) => {
    const request = readServiceParam(query.service);
    if (request === "no-page") return NOT_FOUND;
    const all = services(app);
    if (request.service && !all.some((s) => s.slug === request.service)) return NOT_FOUND;
    return { content: { kind: "work", projects: projects(app), services: all, selected: request.service } };
  },
  "/news": (app, query) => {
    const request = readPageParam(query.page);
    if (request === "first-page-alias") return { status: 301, location: `/news${without(query, "page")}` };
    if (request === "no-page") return NOT_FOUND;
    const news = newsPage(app, request.page, NEWS_PAGE_SIZE);
    // Page 1 is there even when empty ("No news yet"); a later page needs an article of its own.
    if (request.page > 1 && news.items.length === 0) return NOT_FOUND;
    return { content: { kind: "news", news } };
  },
  "/office": () => ({ content: { kind: "office" } }),
  "/contact": () => ({ content: { kind: "contact" } }),
  "/test": () => ({ content: { kind: "style-guide" } }),
};

/** The content of the page at an address, read with the visitor's rules. */
export function loadPageContent(app: CoreApp, path: string, queryString: string): PageLoad {
  const page = matchPage(path);
  if (!page) return NOT_FOUND;
  if (page.kind === "fixed") return FIXED[page.page]?.(app, parseQuery(queryString)) ?? NOT_FOUND;
  const params = { slug: page.slug };
  if (page.collection === "news") {
    const [article] = visibleRecords<NewsArticle>(app, "news", { filter: "slug = {:slug}", params, limit: 1 });
    return article ? { content: { kind: "article", article, neighbours: neighbours(app, article.published_at) } } : NOT_FOUND;
  }
  if (page.collection === "projects") {
    const [project] = visibleRecords<ProjectWithServices>(app, "projects", {
      filter: "slug = {:slug}",
      params,
      limit: 1,
      expand: ["services"],
    });
    return project ? { content: { kind: "project", project, projects: projects(app) } } : NOT_FOUND;
  }
  return NOT_FOUND;
}
