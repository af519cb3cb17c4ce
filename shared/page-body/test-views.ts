// Page views for the page body's tests (and the app's parity test): one of each kind, with values an editor
// might type, hostile ones included.
import { fieldPaths, type ListDescription, type NewsCard, newsCards, type ProjectCard, projectCards } from "../lists";
import { canonicalUrl, type ListPage, type PageContent, type PageView, type ProjectWithServices } from "../page-view";
import { pickFields } from "../pick-fields";
import type { NewsArticle, Office, Service, SiteSettings } from "../records";
import type { SearchResults } from "../search-results";

/** A value that breaks out of an attribute, a `<title>` and a `<script>` if anything forgets to escape it. */
export const HOSTILE = `"><img src=x onerror=alert(1)></title></script>`;

const stamps = { created: "2026-01-01 09:00:00.000Z", updated: "2026-02-01 09:00:00.000Z" };

export const site: SiteSettings = {
  id: "site000000000001",
  collectionId: "pbc_site",
  collectionName: "site",
  site_name: "Meridian",
  tagline: "A design studio in three cities.",
  hero_words: "brands people remember\nproducts people love",
  social_links: [
    { label: "Instagram", url: "https://instagram.com/meridian" },
    { label: "Mastodon", url: "https://example.social/@meridian" },
  ],
  site_url: "https://example.com",
  analytics_enabled: false,
  icon_fallback: false,
  seo_description: "Meridian makes brands and products.",
  seo_image: "",
  image_sizes: null,
  ...stamps,
};

export const services: Service[] = [
  {
    id: "svc000000000001",
    collectionId: "pbc_services",
    collectionName: "services",
    name: "Branding",
    slug: "branding",
    summary: "Names, marks and voices.",
    sort_order: 1,
    icon: "",
    ...stamps,
  },
  {
    id: "svc000000000002",
    collectionId: "pbc_services",
    collectionName: "services",
    name: "Film",
    slug: "film",
    summary: "Stories that move.",
    sort_order: 2,
    icon: "",
    ...stamps,
  },
];

export function project(n: number, overrides: Partial<ProjectWithServices> = {}): ProjectWithServices {
  return {
    id: `prj00000000000${n}`,
    collectionId: "pbc_projects",
    collectionName: "projects",
    title: `Project ${n}`,
    slug: `project-${n}`,
    client: `Client ${n}`,
    year: 2020 + n,
    services: [services[n % 2]?.id ?? ""],
    summary: `What project ${n} was about.`,
    body: `<p>The story of project ${n}.</p>`,
    cover: `cover_${n}.jpg`,
    gallery: [],
    image_sizes: { [`cover_${n}.jpg`]: { width: 1600, height: 1000 } },
    video_url: "",
    featured: n <= 2,
    sort_order: n,
    status: "published",
    published_at: `2026-0${n}-10 09:00:00.000Z`,
    seo_title: "",
    seo_description: "",
    cover_alt: `What cover ${n} shows`,
    gallery_alt: "",
    share_image: "",
    noindex: false,
    unpublish_at: "",
    after_unpublish: "",
    expand: { services: [services[n % 2] as Service] },
    ...stamps,
    ...overrides,
  };
}

export function article(n: number, overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    id: `nws00000000000${n}`,
    collectionId: "pbc_news",
    collectionName: "news",
    title: `Article ${n}`,
    slug: `article-${n}`,
    excerpt: `A short summary of article ${n}.`,
    body: `<p>Body of article ${n}.</p>`,
    cover: n % 2 ? `news_${n}.jpg` : "",
    image_sizes: n % 2 ? { [`news_${n}.jpg`]: { width: 1200, height: 750 } } : {},
    tags: "design, culture",
    author_name: "Ana Silva",
    status: "published",
    published_at: `2026-03-1${n} 09:00:00.000Z`,
    seo_title: "",
    seo_description: "",
    cover_alt: n % 2 ? `What the picture of article ${n} shows` : "",
    share_image: "",
    noindex: false,
    unpublish_at: "",
    after_unpublish: "",
    ...stamps,
    ...overrides,
  };
}

export function office(n: number, overrides: Partial<Office> = {}): Office {
  return {
    id: `off00000000000${n}`,
    collectionId: "pbc_offices",
    collectionName: "offices",
    name: `Studio ${n}`,
    city: ["Lisbon", "Montréal", "Tokyo"][n - 1] ?? `City ${n}`,
    country: "Portugal",
    address: `Rua ${n}\n2nd floor`,
    postcode: `100${n}-00${n}`,
    location: { lat: 38.7 + n, lon: -9.1 },
    phone: `+351 21 000 000${n}`,
    email: `studio${n}@example.com`,
    opening_hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "18:00" }],
    time_zone: "Europe/Lisbon",
    time_zone_offsets: null,
    image: `office_${n}.jpg`,
    image_sizes: { [`office_${n}.jpg`]: { width: 1200, height: 800 } },
    sort_order: n,
    ...stamps,
    ...overrides,
  };
}

export const listPage = <T>(items: T[], page = 1, totalPages = 1): ListPage<T> => ({
  page,
  perPage: 12,
  totalItems: totalPages * 12,
  totalPages,
  items,
});

/** Records as a list of cards holds them: only the card's fields (shared/lists.ts). */
const cards = <T>(records: readonly unknown[], list: ListDescription) => records.map((r) => pickFields(r, fieldPaths(list)) as T);

export const offices = [office(1), office(2)];
export const projects = [
  project(1),
  project(2),
  project(3, { gallery: ["g_1.jpg", "g_2.jpg"], video_url: "https://vimeo.com/76979871" }),
];
export const articles = [article(1), article(2), article(3)];
export const projectList = cards<ProjectCard>(projects, projectCards);
export const newsList = cards<NewsCard>(articles, newsCards);

/** One of each kind of result, words marked as the index marks them; the service's name matched at its start. */
export const searchResults: SearchResults = {
  query: "brand",
  more: false,
  hits: [
    {
      kind: "service",
      id: "svc000000000001",
      slug: "branding",
      title: ["", "Brand", "ing"],
      snippet: ["Names, marks and voices."],
      published_at: "2026-01-01 09:00:00.000Z",
    },
    {
      kind: "article",
      id: "nws000000000002",
      slug: "article-2",
      title: ["A ", "brand", " is a promise"],
      snippet: ["…what a ", "brand", " says, and what the ", "brand", "’s people do…"],
      published_at: "2026-03-12 09:00:00.000Z",
    },
    {
      kind: "project",
      id: "prj000000000001",
      slug: "project-1",
      title: ["Project 1"],
      snippet: ["A new ", "brand", " for a coffee roaster."],
      published_at: "2026-01-10 09:00:00.000Z",
    },
  ],
};

/** A page view of the given content, at the given path. */
export function view(path: string, content: PageContent, overrides: Partial<PageView> = {}): PageView {
  return {
    path,
    canonical: canonicalUrl("https://example.com", path, content),
    origin: "https://example.com",
    site,
    offices,
    content,
    rules: { path, redirect: null, gone: false, notFound: false, appMiddleware: [] },
    ...overrides,
  };
}

/** One view of each kind, by name. */
export const views = {
  home: () => view("/", { kind: "home", projects: projectList, services, news: newsList }),
  work: () => view("/work", { kind: "work", projects: projectList, services }),
  workFiltered: () => view("/work", { kind: "work", projects: projectList, services, selected: "film" }),
  news: () => view("/news", { kind: "news", news: listPage(newsList, 2, 3) }),
  /** Deep in a long list (2,000 articles): the page links are capped, with gaps. */
  newsDeep: () => view("/news?page=100", { kind: "news", news: listPage(newsList, 100, 167) }),
  article: () =>
    view("/news/article-2", {
      kind: "article",
      article: article(2, { cover: "news_2.jpg", image_sizes: { "news_2.jpg": { width: 1200, height: 750 } } }),
      neighbours: {
        older: { id: "nws000000000001", slug: "article-1", title: "Article 1" },
        newer: { id: "nws000000000003", slug: "article-3", title: "Article 3" },
      },
    }),
  project: () =>
    view("/project/project-3", { kind: "project", project: projects[2] as ProjectWithServices, projects: projectList }),
  office: () => view("/office", { kind: "office" }),
  contact: () => view("/contact", { kind: "contact" }),
  stats: () => view("/stats", { kind: "stats" }),
  /** The second page of one tag's articles. */
  newsTagged: () => view("/news?tag=design&page=2", { kind: "news", news: listPage(newsList, 2, 3), tag: "design" }),
  search: () => view("/search?q=brand", { kind: "search", request: { kind: "search", query: "brand" }, results: searchResults }),
  searchBlank: () => view("/search", { kind: "search", request: { kind: "blank" } }),
  searchNothing: () =>
    view("/search?q=zebra", {
      kind: "search",
      request: { kind: "search", query: "zebra" },
      results: { query: "zebra", hits: [], more: false },
    }),
  searchTooLong: () =>
    view(`/search?q=${"a".repeat(201)}`, {
      kind: "search",
      request: { kind: "problem", problem: "That search is too long: use at most 200 characters.", query: "a".repeat(201) },
    }),
  notFound: () => view("/no-such-page", { kind: "not-found", status: 404 }),
  gone: () => view("/old-page", { kind: "not-found", status: 410 }),
};
