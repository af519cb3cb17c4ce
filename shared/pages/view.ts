import type { Preview, Previewed } from "../content/preview";
import type { Translatable } from "../languages/alternates";
import type { PageLanguage } from "../languages/languages";
import type { Words } from "../languages/words/en";
import type { RedirectLookup } from "../redirects/rules";
import type { NewsArticle, Office, Project, Section, Service, SiteSettings } from "../schema/records";
import type { SearchRequest } from "../search/query";
import { PAGES, type PageDeclaration, type RecordKind } from "../site-registry";
import type { DrawnText } from "./drawn-text";
import type { ArticleLink, NewsCard, ProjectCard } from "./lists";

/**
 * What one page shows, whoever draws it: the server's first response (head, readable body,
 * inline data) and the app (its routes' heads). The server builds it from the database with
 * the published rule; the app from its query cache, filled by the same queries.
 */

/** A project as its page reads it: with its services expanded. Lists read cards (shared/pages/lists.ts). */
export type ProjectWithServices = Project & { expand?: { services?: Service[] } };

/** One page of a list, as PocketBase's list API answers it, totals counted (the pagination shows them). */
interface ListPage<T> {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: T[];
}

/** The articles published just before and just after one (only id, slug and title). */
export interface Neighbours {
  older?: ArticleLink;
  newer?: ArticleLink;
}

/** How many of the latest articles the home page shows. */
export const HOME_NEWS = 3;

/**
 * The keys of the app's query cache. The server's inline data is keyed by the same keys, so the
 * app finds on a full page load exactly the entries its loaders would have fetched.
 */
export const queryKeys = {
  /**
   * The start of every key that holds a collection's records: its name (shared/site-registry.ts, `refreshes`), so that
   * a change to one of them refetches every query that holds it. A collection without keys of its own below uses it.
   */
  records: (collection: string, ...rest: (string | number)[]): QueryKey => [collection, ...rest],
  site: () => ["site"] as const,
  offices: () => ["offices"] as const,
  /** The header's and the footer's menus of the document's language, resolved (shared/pages/menus.ts). */
  menus: () => ["menu_links"] as const,
  services: () => ["services"] as const,
  /** One record's page, by its slug: apart from the collection's lists (a slug may be any word, "latest" too). */
  record: (collection: string, slug: string) => [collection, "record", slug] as const,
  /** The home page: the editors' page at the address home, or none (shared/sections/home.ts). */
  home: () => ["pages", "home"] as const,
  /** The portfolio's cards, and the start of every project's key: invalidating it reaches them all. */
  projects: () => ["projects"] as const,
  project: (slug: string) => ["projects", "record", slug] as const,
  /** One page of /work, or of one service's projects (/work?service=, by the service's id). */
  projectsPage: (page: number, service = ""): QueryKey => ["projects", "page", page, service],
  /** A projects section's few: featured first, as many as it shows, of one service's or of all. */
  featuredProjects: (count: number, service: string) => ["projects", "featured", count, service] as const,
  /** The project after one in portfolio order, by the id of the one before. */
  nextProject: (id: string) => ["projects", "next", id] as const,
  /** The start of every news key (list pages, the latest, articles, their neighbours). */
  news: () => ["news"] as const,
  /** One page of /news, or of one tag's articles (/news?tag=). */
  newsPage: (page: number, tag?: string): QueryKey => (tag === undefined ? ["news", "page", page] : ["news", "page", page, tag]),
  /** The latest articles, or one tag's: as many as a list shows (the home page's three by default). */
  latestNews: (count: number = HOME_NEWS, tag?: string): QueryKey => [
    "news",
    "latest",
    ...(count === HOME_NEWS ? [] : [count]),
    ...(tag === undefined ? [] : [tag]),
  ],
  article: (slug: string) => ["news", "record", slug] as const,
  articleNeighbours: (slug: string) => ["news", "record", slug, "neighbours"] as const,
  /** A record's original and its translations (shared/languages/languages.ts), under its collection's key: its changes refetch them. */
  translations: (collection: string, original: string) => [collection, "translations", original] as const,
  redirectLookup: (path: string) => ["redirect-lookup", path] as const,
  /** The preview the document was opened with, if any (shared/content/preview.ts): only the server's inline data fills it. */
  preview: () => ["preview"] as const,
  /** The results of one search, by its normalised query (shared/search/query.ts). */
  search: (query: string) => ["search", query] as const,
  /** Icons editors chose, of one set: its prefix and the names, sorted (shared/icons/editor-icons.ts iconNamesIn). */
  icons: (prefix: string, names: readonly string[]) => ["icons", prefix, names.join(",")] as const,
};

export type QueryKey = readonly (string | number)[];

/**
 * What a page is, as its route's loader returns it (web/src/routes): the one description of a page's content, read by
 * its head (shared/pages/head.ts) and by the server's answer (its status, noindex, whether any cache may keep it). The
 * records it names are the ones the loader put in the query cache; the screen reads them from there.
 */
export type PageContent =
  /**
   * The home page: the editors' page at the address home, or null while there is none; then `sections`, the composition
   * it started from (shared/sections/home.ts), is drawn.
   */
  | { kind: "home"; page: (PageRecord & { excerpt?: string }) | null; sections?: Section[] }
  /** /work, or one service's projects (/work?service=), a page at a time. */
  | { kind: "work"; projects: ListPage<ProjectCard>; services: Service[]; selected?: string }
  /** /news, or one tag's articles (/news?tag=). */
  | { kind: "news"; news: ListPage<NewsCard>; tag?: string }
  | RecordPage
  /** /office: its offices are the frame's (every page's footer has them). */
  | { kind: "office" }
  /** /search?q=: what was asked (its results are in the query cache, unless the search failed: the app then asks again). */
  | { kind: "search"; request: SearchRequest }
  /**
   * A page whose head is its title alone (contact, the style guide, the editors' page, a new page); a new paged list
   * carries the page it shows (docs/guides/new-page.md), which its component reads.
   */
  | { kind: PlainKind; title: string; page?: number }
  /** No page here: 404 (never was, or a record not published) or 410 (removed on purpose). */
  | { kind: "not-found"; status: 404 | 410 };

/** The fixed pages whose content is their title alone (shared/site-registry.ts PAGES). */
type PlainKind = Exclude<(typeof PAGES)[number]["kind"], "home" | "work" | "news" | "office" | "search">;

/**
 * A record's own page (shared/site-registry.ts, a collection's `page`): the record, and its original and translations
 * visitors can see (their language and slug: the page's alternates). A project's record has its services expanded.
 */
export type RecordPage =
  | { kind: "article"; record: Previewed<NewsArticle>; translations?: Translatable[] }
  | { kind: "project"; record: Previewed<ProjectWithServices>; translations?: Translatable[] }
  /** A record page declared later: its head is drawn from the fields every page has (shared/pages/head.ts). */
  | { kind: Exclude<RecordKind, "article" | "project">; record: Previewed<PageRecord>; translations?: Translatable[] };

/**
 * What every record with a page of its own holds, as its head reads it: a title and a slug, and the fields every page
 * has (shared/schema/publishing.ts, pageFields), with a summary or an excerpt when it has one.
 */
export type PageRecord = Pick<
  NewsArticle,
  "id" | "collectionId" | "collectionName" | "slug" | "title" | "language" | "translation_of"
> &
  Partial<
    Pick<
      NewsArticle,
      | "seo_title"
      | "seo_description"
      | "share_image"
      | "noindex"
      | "published_at"
      | "updated"
      | "cover"
      | "cover_alt"
      | "image_sizes"
    >
  > & { summary?: string; excerpt?: string };

export interface PageView {
  /** The address as read, path and query: "/news/some-slug", "/pt/news?page=2" (shared/pages/address.ts). */
  path: string;
  /** The same path within its language ("/news" for "/pt/news"). */
  within: string;
  /** The page's canonical address, absolute (site_url, else the server's configured origin), with the list's page if any. */
  canonical: string;
  /** "https://example.com": where absolute links (og:image, JSON-LD) point. */
  origin: string;
  site: SiteSettings;
  offices: Office[];
  content: PageContent;
  rules: RedirectLookup;
  /** The language the page is in, and the site's other live languages (shared/languages/languages.ts). */
  language: PageLanguage;
  /** The page is a preview link's: the record is shown whatever its status, under a bar that says so. */
  preview?: Preview;
}

/** A record page's content, or undefined for any other page. */
export const recordOf = (content: PageContent): RecordPage["record"] | undefined =>
  "record" in content ? content.record : undefined;

/**
 * Whether the page asks search engines to keep it out of their index: a record its editor marked noindex, no page,
 * the style guide, search results (a page per query, of other pages' words), the editors' figures, a preview link's
 * page, or the `noindex` route middleware.
 */
export const isNoindex = (view: Pick<PageView, "content" | "rules" | "preview">) =>
  Boolean(recordOf(view.content)?.noindex) ||
  view.content.kind === "not-found" ||
  pageKinds((page) => page.noindex).has(view.content.kind) ||
  view.rules.appMiddleware.includes("noindex") ||
  Boolean(view.preview);

/** Whether no cache, the browser's included, may keep the page: the editors' page, which shows their figures. */
export const isPrivatePage = (view: Pick<PageView, "content">) => pageKinds((page) => page.private).has(view.content.kind);

/** The content kinds of the fixed pages a flag of their declaration (shared/site-registry.ts) is set on. */
const pageKinds = (flag: (page: PageDeclaration) => boolean | undefined): ReadonlySet<string> =>
  new Set(PAGES.filter((page: PageDeclaration) => flag(page)).map((page) => page.kind));

/**
 * The id of the inline data block: `<script type="application/json" id="page-data" data-content-version="…">`, the
 * attribute naming the content version the page was read at (decision 073).
 */
export const PAGE_DATA_ID = "page-data";

/** What the inline data block holds. */
export interface PageData {
  /** The query cache entries, by the keys above. */
  queries: [QueryKey, unknown][];
  /** The rich texts left out of the entries, drawn on the page (drawn-text.ts); none when absent. */
  drawn?: DrawnText[];
  /** The language the document is in (shared/languages/languages.ts), and its interface's words (shared/languages/words). */
  language: PageLanguage;
  words: Words;
}

/** What a `<script>` element cannot hold as it is, each with its JSON escape. */
const SCRIPT_UNSAFE = [
  ["<", "\\u003c"],
  [">", "\\u003e"],
  ["&", "\\u0026"],
  ["\u2028", "\\u2028"],
  ["\u2029", "\\u2029"],
] as const;

/**
 * JSON that is safe inside a `<script>` element of any type: no `<` (so no `</script>` or `<!--`),
 * and no line separators that old parsers take for line ends. Still the same JSON once parsed.
 */
export function scriptSafeJson(value: unknown): string {
  let json = JSON.stringify(value);
  // By replaceAll with a text, not a regular expression (PocketBase's JS engine copies the whole text into characters
  // for each expression) nor split and join (an array of every piece): a long article's page data is megabytes.
  for (const [character, escaped] of SCRIPT_UNSAFE) if (json.includes(character)) json = json.replaceAll(character, escaped);
  return json;
}
