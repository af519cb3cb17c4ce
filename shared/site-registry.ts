import type { PageContent } from "./pages/view";

/**
 * The site's pages and the collections they show, declared once (decision 070). Every list that names a page or a
 * collection is derived from here: the server's page matching (shared/pages/match.ts, public-paths.ts), the sitemap
 * (pb_hooks/src/lib/pages/crawl-files.ts), live pages (realtime.ts, web/src/app/background/live-pages.ts), CDN purges (cdn.ts), the
 * content version, and the collections the hook entries register on (HOOK_COLLECTIONS, inlined into each hook entry
 * by the build from shared/hook-collections.ts, since an entry may import nothing). What must stay a literal elsewhere (the router's route files, the
 * lint fences, the schema) is held to this file by site-registry.test.ts and web/src/app/pages.test.ts.
 * How to add a page or a field: docs/guides/new-page.md, docs/guides/new-field.md.
 */

/** A page that shows no one record, by the router's path (a file in web/src/routes). */
export interface PageDeclaration {
  path: string;
  /** The page's content kind (shared/pages/view.ts PageContent), which its route's loader returns and its head reads. */
  kind: string;
  /** The collections whose records it lists: its sitemap date is their newest change, and their changes purge it. */
  lists: readonly CollectionName[];
  /** Listed in /sitemap.xml. */
  sitemap: boolean;
  /** Kept out of search engines' index (the style guide, a page per search, the editors' figures). */
  noindex?: boolean;
  /** One person's page: no cache keeps it and its views are never counted (the editors' figures). */
  private?: boolean;
  /** Left out of the e2e checks "on every route" (e2e/support/site-data.ts), with a comment saying why. */
  notEveryRoute?: true;
  /**
   * The query parameters the page reads, in the order its address writes them (/news?tag=a&page=2): the page is kept
   * and drawn under these alone, and its canonical address keeps them (shared/pages/list-params.ts).
   */
  params?: readonly string[];
}

/** A collection visitors see: its records' own page, and what an open page refetches when one changes. */
export interface CollectionView {
  /** Each record's own page: its address prefix (plus the slug) and its page view's content kind. */
  page?: { prefix: string; kind: string };
  /** The roots of the app's query keys (shared/pages/view.ts queryKeys) that hold its records: what a live page refetches. */
  refreshes: readonly string[];
  /** Has the publishing fields (status, published_at, unpublish_at): it can be a draft, scheduled or taken down. */
  scheduled?: boolean;
  /**
   * Has images whose sizes are kept with the record (`image_sizes`, decision 081): the app reads its records with their
   * sizes (shared/images/sizes-read.ts), and the server keeps them.
   */
  images?: boolean;
}

/** What the server does when one of a collection's records changes: the purges, the sitemap and the hooks. */
export interface CollectionUpkeep {
  /** Every page shows it, in the header or the footer. */
  frame?: boolean;
  /**
   * What a change purges at the CDN: `lists`, its own pages, the pages that list it, the feed and the sitemap;
   * `every page`, when it shows on pages no list names (a service's name on a project's page); `sources`, a redirect's
   * own addresses.
   */
  purges: "lists" | "every page" | "sources";
  /** In the news feed (/feed.xml). */
  feed?: boolean;
  /** What the admin and the server's messages call one record ("Project"); none for records no editor revises. */
  noun?: string;
  /** Has a slug made from its title (hooks content.pb.ts): unique, and a renamed page leaves a redirect. */
  slug?: boolean;
  /** Has a preview link on each save (decision 076). */
  preview?: boolean;
  /** In the site search's index (decision 078). */
  searched?: boolean;
  /** Its records are each in one language, a translation linked to its original (issue 24; decision 074). */
  translated?: boolean;
  /**
   * Its records are each in one language (a `language` field): the translated collections and the site's words. A
   * language not live keeps its records from visitors (issue 32).
   */
  inLanguage?: boolean;
  /**
   * Its records are a language's own words for the site or another collection's records: each in a language the site
   * has, never the default, whose words are the records' own (hooks languages.pb.ts).
   */
  words?: boolean;
}

/** A collection's whole declaration: what its pages show of it, and what the server does with its changes. */
export type CollectionDeclaration = CollectionView & CollectionUpkeep;

/**
 * The collections pages show, in the order live pages name them, in two halves under the same names: what the app
 * reads (VIEWS), and what only the server does with a change (UPKEEP). The app's entry carries the first only, within
 * its JS budget (tests/js-budget.test.ts); the type checker holds the second to the first's names. The schema
 * (shared/schema) declares their fields; site-registry.test.ts holds the flags to it.
 */
export const VIEWS = {
  site: { refreshes: ["site"], images: true },
  offices: { refreshes: ["offices"], images: true },
  // The portfolio's cards name their services, so a service's change refetches the projects too.
  services: { refreshes: ["services", "projects"] },
  // A menu may link to a project or an article: shown while the record is (shared/pages/menus.ts).
  projects: {
    page: { prefix: "/project/", kind: "project" },
    refreshes: ["projects", "menu_links"],
    scheduled: true,
    images: true,
  },
  news: { page: { prefix: "/news/", kind: "article" }, refreshes: ["news", "menu_links"], scheduled: true, images: true },
  // The site's own redirects: pages show none of it, but a rule changes what a page's address answers.
  redirects: { refreshes: [] },
  // The site's languages (issue 24): which prefixes are pages. An open page stays in the language it was opened in.
  languages: { refreshes: [] },
  // The site's words in the other languages: read with the site's settings.
  site_translations: { refreshes: ["site"] },
  // The offices' words in the other languages: read with the offices.
  office_translations: { refreshes: ["offices"] },
  // Editors' pages (issue 33): the address is the whole path (shared/sections/address.ts), so the prefix is the root,
  // matched after every other page. Their sections are read with them.
  pages: { page: { prefix: "/", kind: "page" }, refreshes: ["pages", "menu_links"], scheduled: true, images: true },
  sections: { refreshes: ["pages"], images: true },
  // The header's and the footer's links (issue 33).
  menu_links: { refreshes: ["menu_links"] },
} as const satisfies Record<string, CollectionView>;

export type CollectionName = keyof typeof VIEWS;

export const UPKEEP = {
  site: { frame: true, purges: "every page", noun: "Site settings" },
  offices: { frame: true, purges: "every page", noun: "Office" },
  services: { purges: "every page", noun: "Service", slug: true, searched: true, translated: true, inLanguage: true },
  projects: {
    purges: "lists",
    noun: "Project",
    slug: true,
    preview: true,
    searched: true,
    translated: true,
    inLanguage: true,
  },
  news: {
    purges: "lists",
    feed: true,
    noun: "Article",
    slug: true,
    preview: true,
    searched: true,
    translated: true,
    inLanguage: true,
  },
  redirects: { purges: "sources" },
  languages: { purges: "every page" },
  site_translations: { frame: true, purges: "every page", noun: "Site words", inLanguage: true, words: true },
  office_translations: { frame: true, purges: "every page", noun: "Office words", inLanguage: true, words: true },
  pages: {
    purges: "lists",
    noun: "Page",
    slug: true,
    preview: true,
    searched: true,
    translated: true,
    inLanguage: true,
  },
  // A section shows on the pages that hold it, which no list names: its change purges every page.
  sections: { purges: "every page", noun: "Section" },
  menu_links: { frame: true, purges: "every page", inLanguage: true },
} as const satisfies { [name in CollectionName]: CollectionUpkeep };

type WholeDeclarations = { [name in CollectionName]: (typeof VIEWS)[name] & (typeof UPKEEP)[name] };
const wholeDeclarations = (): WholeDeclarations =>
  Object.fromEntries(
    Object.keys(VIEWS).map((name) => [name, { ...VIEWS[name as CollectionName], ...UPKEEP[name as CollectionName] }]),
  ) as WholeDeclarations;

/**
 * Each collection's whole declaration (VIEWS and UPKEEP together), for the server and the tests. Marked pure, so that
 * a bundle that never reads it (the app's entry) drops it, and UPKEEP with it.
 */
export const COLLECTIONS = /* @__PURE__ */ wholeDeclarations();

/** The fixed pages, in the order the sitemap lists them. */
export const PAGES = [
  // The home page is the editors' page at the address home (shared/sections/home.ts), listing what its sections list.
  { path: "/", kind: "home", lists: ["pages", "projects", "news", "services"], sitemap: true },
  { path: "/work", kind: "work", lists: ["projects", "services"], sitemap: true, params: ["service", "page"] },
  { path: "/news", kind: "news", lists: ["news"], sitemap: true, params: ["tag", "page"] },
  { path: "/office", kind: "office", lists: [], sitemap: true },
  { path: "/contact", kind: "contact", lists: [], sitemap: true },
  {
    path: "/search",
    kind: "search",
    lists: [],
    sitemap: false,
    noindex: true,
    params: ["q"],
    // e2e/search.spec.ts walks it, with a query.
    notEveryRoute: true,
  },
  { path: "/test", kind: "style-guide", lists: [], sitemap: false, noindex: true },
  {
    path: "/stats",
    kind: "stats",
    lists: [],
    sitemap: false,
    noindex: true,
    private: true,
    // A sign-in form; e2e/analytics.spec.ts walks it.
    notEveryRoute: true,
  },
] as const satisfies readonly PageDeclaration[];

/**
 * Every content kind (shared/pages/view.ts) but not-found is a page the registry declares: a new kind fails to type-check
 * here ("does not satisfy the constraint 'never'") until it is declared.
 */
// biome-ignore lint/correctness/noUnusedVariables: a check the type checker makes where it is declared; nothing uses it
type EveryKindDeclared = Declared<Exclude<PageContent["kind"], "not-found" | (typeof PAGES)[number]["kind"] | RecordKind>>;
type Declared<Undeclared extends never> = Undeclared;
/** The content kinds of the records' own pages (VIEWS, `page`). */
export type RecordKind = {
  [name in CollectionName]: (typeof VIEWS)[name] extends { page: { kind: infer K } } ? K : never;
}[CollectionName];

export const names = Object.keys(VIEWS) as CollectionName[];
const declared = (name: CollectionName): CollectionDeclaration => COLLECTIONS[name];
export const having = (flag: (c: CollectionDeclaration) => unknown) => names.filter((name) => Boolean(flag(declared(name))));

/** Collections with a page per record, and that page's address prefix ({ projects: "/project/", news: "/news/" }). */
export const RECORD_PAGES: Readonly<Record<string, { prefix: string; kind: RecordKind }>> = Object.fromEntries<{
  prefix: string;
  kind: RecordKind;
}>(
  names.flatMap((name) => {
    const page = (VIEWS[name] as CollectionView).page;
    return page ? [[name, page as { prefix: string; kind: RecordKind }]] : [];
  }),
);

/** The collections pages show: whose changes open pages follow. */
export const shownCollections = () => names.filter((name) => VIEWS[name].refreshes.length > 0);
/** The collections whose records a future publication time schedules. */
export const scheduledCollections = () => names.filter((name) => (VIEWS[name] as CollectionView).scheduled);

/** The collections whose records are translated, each record in one language. */
export const translatedCollections = () => having((c) => c.translated);
/** The collections whose records are each in one language: the translated ones and the site's words. */
export const languageCollections = () => having((c) => c.inLanguage);

/** The fixed pages that list a collection, in PAGES order. */
export const pagesListing = (collection: string): string[] =>
  PAGES.filter((page) => (page.lists as readonly string[]).includes(collection)).map((page) => page.path);
