import { pbDate } from "../../../../shared/content/pb-date";
import { readTagParam, tagFilter } from "../../../../shared/content/tags";
import { type IconAnswer, iconNamesIn, iconPrefixesIn } from "../../../../shared/icons/editor-icons";
import { splitAddress } from "../../../../shared/languages/addresses";
import { TRANSLATION_FIELDS, type Translatable, withSiteWords } from "../../../../shared/languages/alternates";
import type { PageLanguage } from "../../../../shared/languages/languages";
import { NEWS_PAGE_SIZE, parseQuery, type Query, readPageParam, readServiceParam } from "../../../../shared/pages/list-params";
import {
  ARTICLE_LINK_FIELDS,
  type ArticleLink,
  fieldPaths,
  type ListDescription,
  type NewsCard,
  newsCards,
  type ProjectCard,
  projectCards,
} from "../../../../shared/pages/lists";
import { matchPage } from "../../../../shared/pages/match";
import { pickFields } from "../../../../shared/pages/pick-fields";
import type { ProjectWithServices } from "../../../../shared/pages/view";
import { HOME_NEWS, type ListPage, type Neighbours, type PageContent } from "../../../../shared/pages/view";
import type { NewsArticle, Office, Service, SiteSettings } from "../../../../shared/schema/records";
import { readSearchParam } from "../../../../shared/search/query";
import { type FixedPath, translatedCollections } from "../../../../shared/site-registry";
import { findIcons } from "../editors/icons";
import { liveLanguages } from "../languages/languages";
import { searchSite } from "../search/search";

/**
 * What a full page load of an address gets: a page's content (a not-found one included), or a
 * permanent move to the address the page is known by (/news, not /news?page=1).
 */
export type PageLoad = { content: PageContent } | { status: 301; location: string };

interface ListOptions {
  /** The language of a translated collection's records (shared/site-registry.ts TRANSLATED): every read of one names it. */
  language?: string;
  /** Reads every language's records (a record's translations). */
  anyLanguage?: true;
  filter?: string;
  params?: Record<string, unknown>;
  sort?: string;
  limit?: number;
  offset?: number;
  expand?: string[];
}

const TRANSLATED = new Set<string>(translatedCollections());

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
  if (TRANSLATED.has(collection) && options.language === undefined && !options.anyLanguage)
    throw new Error(`A read of ${collection}, whose records are translated, names no language`);
  const language = options.language === undefined ? "" : "language = {:language}";
  const filter = [rule, options.filter ?? "", language]
    .filter(Boolean)
    .map((part) => `(${part})`)
    .join(" && ");
  const records = app
    // An empty filter is refused; a rule of "" (anyone) lists every record.
    .findRecordsByFilter(collection, filter || "id != ''", options.sort ?? "", options.limit ?? 0, options.offset ?? 0, {
      ...options.params,
      ...(options.language === undefined ? {} : { language: options.language }),
    })
    .filter((record): record is core.Record => Boolean(record));
  if (options.expand && records.length > 0) app.expandRecords(records, options.expand, null as unknown as core.ExpandFetchFunc);
  return records;
}

/** A record as the API serialises it (hidden fields left out, expand included). */
const asJson = <T>(record: core.Record) => JSON.parse(JSON.stringify(record)) as T;

/**
 * A collection's records as a visitor's list request would get them: its list rule and the
 * filter, serialised exactly as the API serialises them (hidden fields left out, expand included).
 * The app's query cache is seeded with these, so they must be what its own requests would return.
 */
export function visibleRecords<T>(app: CoreApp, collection: string, options: ListOptions = {}): T[] {
  return find(app, collection, options).map((record) => asJson<T>(record));
}

/**
 * How many records a visitor's list holds, as the list API counts them (the list rule). PocketBase's
 * JS has no filter-to-SQL, and reading every record to count them is what made every /news page
 * slow. So: is there a record at this offset (one row, limit 1)? Doubling, then halving: about
 * 2·log2(n) lookups, each of which skips index entries only (news: idx_news_published). See decision 026.
 */
function countVisible(
  app: CoreApp,
  collection: string,
  filter: Pick<ListOptions, "filter" | "params" | "language"> = {},
): number {
  const exists = (offset: number) => find(app, collection, { ...filter, limit: 1, offset }).length > 0;
  if (!exists(0)) return 0;
  // Invariant: low <= count <= high (there is a record at every offset below the count, none from it on).
  let low = 1;
  let high = 1;
  while (exists(high)) {
    low = high + 1;
    high *= 2;
  }
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (exists(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A list's records as a `fields=` request returns them (shared/pages/lists.ts). */
function listRecords<T>(app: CoreApp, collection: string, list: ListDescription, options: ListOptions = {}): T[] {
  const fields = fieldPaths(list);
  const expand = Object.keys(list.expand ?? {});
  return visibleRecords<unknown>(app, collection, { ...options, sort: list.sort, ...(expand.length > 0 ? { expand } : {}) }).map(
    (record) => pickFields(record, fields) as T,
  );
}

/** One page of a list with its totals, as the list API answers `?page=&perPage=&fields=` (and `filter=`). */
function listPage<T>(
  app: CoreApp,
  collection: string,
  list: ListDescription,
  page: number,
  perPage: number,
  filter: Pick<ListOptions, "filter" | "params" | "language"> = {},
): ListPage<T> {
  const totalItems = countVisible(app, collection, filter);
  return {
    page,
    perPage,
    totalItems,
    totalPages: Math.ceil(totalItems / perPage),
    items: listRecords<T>(app, collection, list, { ...filter, limit: perPage, offset: (page - 1) * perPage }),
  };
}

// The same lists, in the same order, with the same fields, as the app's queries (web/src/features/*/…-query.ts).
const projects = (app: CoreApp, language: string) => listRecords<ProjectCard>(app, "projects", projectCards, { language });
/** The icons the services name, one answer per set, as GET /api/icons answers them (and an empty one for a set not there). */
function iconsOf(app: CoreApp, shown: Service[]): IconAnswer[] {
  const values = shown.map((service) => service.icon);
  return iconPrefixesIn(values).map((prefix) => {
    const names = iconNamesIn(values, prefix);
    const found = findIcons(app, prefix, names);
    if (!found) return { prefix, icons: {}, not_found: names };
    const { busy: _busy, ...answer } = found;
    return answer;
  });
}

const services = (app: CoreApp, language: string) =>
  visibleRecords<Service>(app, "services", { sort: "sort_order,name", language });
/** A page of /news, or of one tag's articles, filtered as the app's request is (shared/content/tags.ts). */
const newsPage = (app: CoreApp, language: string, page: number, tag: string | undefined) =>
  listPage<NewsCard>(app, "news", newsCards, page, NEWS_PAGE_SIZE, { language, ...(tag === undefined ? {} : tagFilter(tag)) });
/** The home page's latest articles, asked for without a count (skipTotal): only the items are kept. */
const latestNews = (app: CoreApp, language: string) =>
  listRecords<NewsCard>(app, "news", newsCards, { limit: HOME_NEWS, language });

/**
 * The site's settings, with its words in a language other than the default from `site_translations` (issue 24): a
 * word left empty there is the default's.
 */
export function siteSettings(app: CoreApp, language?: string): SiteSettings | undefined {
  const site = visibleRecords<SiteSettings>(app, "site", { limit: 1 })[0];
  if (!site || language === undefined || !app.hasTable("site_translations")) return site;
  const [words] = visibleRecords<Partial<SiteSettings>>(app, "site_translations", {
    filter: "language = {:language}",
    params: { language },
    limit: 1,
  });
  return withSiteWords(site, words);
}
export const offices = (app: CoreApp) => visibleRecords<Office>(app, "offices", { sort: "sort_order,name" });

/** The articles just before and after one in publication order: id, slug and title, as the app asks for them. */
function neighbours(app: CoreApp, language: string, at: string): Neighbours {
  const pick = (filter: string, sort: string) => {
    const [record] = visibleRecords<NewsArticle>(app, "news", { filter, params: { at }, sort, limit: 1, language });
    return record ? (pickFields(record, ARTICLE_LINK_FIELDS) as ArticleLink) : undefined;
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

/**
 * The fixed pages, by the router's paths; lists read their parameters as the app does (shared/pages/list-params.ts). Keyed by
 * the registry's paths (shared/site-registry.ts), so the type checker asks for a page declared there and refuses one
 * that is not.
 */
const FIXED: Record<FixedPath, (app: CoreApp, query: Query, lang: PageLanguage) => PageLoad> = {
  "/": (app, _query, lang) => {
    const shown = services(app, lang.code);
    return {
      content: {
        kind: "home",
        projects: projects(app, lang.code),
        services: shown,
        news: latestNews(app, lang.code),
        icons: iconsOf(app, shown),
      },
    };
  },
  "/work": (app, query, lang) => {
    const request = readServiceParam(query.service);
    if (request === "no-page") return NOT_FOUND;
    const all = services(app, lang.code);
    if (request.service && !all.some((s) => s.slug === request.service)) return NOT_FOUND;
    return { content: { kind: "work", projects: projects(app, lang.code), services: all, selected: request.service } };
  },
  "/news": (app, query, lang) => {
    const request = readPageParam(query.page);
    const tagged = readTagParam(query.tag);
    if (request === "first-page-alias") return { status: 301, location: `${lang.prefix}/news${without(query, "page")}` };
    if (request === "no-page" || tagged === "no-page") return NOT_FOUND;
    const news = newsPage(app, lang.code, request.page, tagged.tag);
    // Page 1 is there even when empty ("No news yet"); a later page, or a tag, needs an article of its own.
    if ((request.page > 1 || tagged.tag !== undefined) && news.items.length === 0) return NOT_FOUND;
    return { content: { kind: "news", news, ...(tagged.tag !== undefined ? { tag: tagged.tag } : {}) } };
  },
  "/office": () => ({ content: { kind: "office" } }),
  "/contact": () => ({ content: { kind: "contact" } }),
  "/test": () => ({ content: { kind: "style-guide" } }),
  "/stats": () => ({ content: { kind: "stats" } }),
  "/search": (app, query, lang) => {
    const request = readSearchParam(query.q);
    if (request === "no-page") return NOT_FOUND;
    if (request.kind !== "search") return { content: { kind: "search", request } };
    try {
      return { content: { kind: "search", request, results: searchSite(app, request.query, lang.code) } };
    } catch (error) {
      // The page still answers, saying search failed; the app asks the API again when it takes over.
      app.logger().error("Search: the results page could not search", "query", request.query, "error", String(error));
      return { content: { kind: "search", request } };
    }
  },
};

/**
 * A preview link's page: the record it opens, whatever its status, drawn as its page will be once published (its
 * neighbours are those of its publish time, or of now when it has none yet), with the link's token on the record so
 * its images' addresses carry it too (shared/images/images.ts). The rest of the page is what visitors see.
 */
export function previewContent(
  app: CoreApp,
  record: core.Record,
  token: string,
  now: Date,
): { content: PageContent; published: boolean } {
  const collection = record.collection().name;
  const language = record.getString("language");
  const published = find(app, collection, { filter: "id = {:id}", params: { id: record.id }, limit: 1, language }).length > 0;
  // Images are asked for with the token this page was opened with, which the view rule knows while it lives: the page
  // never hands its holder a newer token that would outlive theirs (decision 057).
  const imageToken = token;
  if (collection === "news") {
    const article = { ...asJson<NewsArticle>(record), previewToken: imageToken };
    return {
      content: {
        kind: "article",
        article,
        neighbours: neighbours(app, language, article.published_at || pbDate(now.getTime())),
        translations: translationsOf(app, "news", article),
      },
      published,
    };
  }
  app.expandRecords([record], ["services"], null as unknown as core.ExpandFetchFunc);
  const project = { ...asJson<ProjectWithServices>(record), previewToken: imageToken };
  return {
    content: {
      kind: "project",
      project,
      projects: projects(app, language),
      translations: translationsOf(app, "projects", project),
    },
    published,
  };
}

/** The content of the page at an address, read with the visitor's rules. */
export function loadPageContent(app: CoreApp, path: string, queryString: string, lang: PageLanguage): PageLoad {
  const page = matchPage(path);
  if (!page) return NOT_FOUND;
  if (page.kind === "fixed") return FIXED[page.page as FixedPath]?.(app, parseQuery(queryString), lang) ?? NOT_FOUND;
  const params = { slug: page.slug };
  const language = lang.code;
  if (page.collection === "news") {
    const [article] = visibleRecords<NewsArticle>(app, "news", { filter: "slug = {:slug}", params, limit: 1, language });
    return article
      ? {
          content: {
            kind: "article",
            article,
            neighbours: neighbours(app, language, article.published_at),
            translations: translationsOf(app, "news", article),
          },
        }
      : unpublishedAt(app, "news", page.slug, language);
  }
  if (page.collection === "projects") {
    const [project] = visibleRecords<ProjectWithServices>(app, "projects", {
      filter: "slug = {:slug}",
      params,
      limit: 1,
      expand: ["services"],
      language,
    });
    return project
      ? {
          content: {
            kind: "project",
            project,
            projects: projects(app, language),
            translations: translationsOf(app, "projects", project),
          },
        }
      : unpublishedAt(app, "projects", page.slug, language);
  }
  return NOT_FOUND;
}

/**
 * A record's original and the original's translations that visitors can see, the record itself among them: the
 * language and slug of each, in one read (shared/languages/languages.ts alternatesOf makes the page's alternates of them).
 */
function translationsOf(app: CoreApp, collection: string, record: Translatable): Translatable[] {
  const original = record.translation_of || record.id;
  return visibleRecords<Translatable>(app, collection, {
    filter: "id = {:original} || translation_of = {:original}",
    params: { original },
    anyLanguage: true,
    sort: "language",
  }).map((found) => pickFields(found, TRANSLATION_FIELDS) as Translatable);
}

/** The content at an address in whichever language its prefix names (/pt/work), or the default's (issue 24). */
export function loadAddress(app: CoreApp, address: string, queryString: string): PageLoad {
  const { language, path } = splitAddress(address, liveLanguages(app));
  return loadPageContent(app, path, queryString, language);
}

const GONE: PageLoad = { content: { kind: "not-found", status: 410 } };

/**
 * What the address of a record visitors cannot see answers: 410 Gone when it was published and its unpublish time has
 * passed (unless its editor chose 404), else 404 (a draft, a scheduled record, or none at all). Issue 22, item 17.
 */
function unpublishedAt(app: CoreApp, collection: string, slug: string, language: string): PageLoad {
  const [left] = app.findRecordsByFilter(
    collection,
    'language = {:language} && slug = {:slug} && status = "published" && unpublish_at != "" && unpublish_at <= @now',
    "",
    1,
    0,
    { slug, language },
  );
  return left && left.getString("after_unpublish") !== "not-found" ? GONE : NOT_FOUND;
}
