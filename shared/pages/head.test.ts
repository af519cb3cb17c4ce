import { describe, expect, it } from "vitest";
import { pageLanguage } from "../languages/addresses";
import { ENGLISH } from "../languages/languages";
import { en } from "../languages/words/en";
import { pt } from "../languages/words/pt";
import type { NewsArticle, Office, Service, SiteSettings } from "../schema/records";
import { canonicalUrl } from "./canonical-url";
import { type PageHead, pageHead, renderHead } from "./head";
import { pageAddress } from "./match";
import type { PageContent, PageView, ProjectWithServices } from "./view";

const ORIGIN = "https://meridian.example";
const ONE_LANGUAGE = pageLanguage([ENGLISH], "en");

const site: SiteSettings = {
  id: "site1",
  collectionId: "pbc_site",
  collectionName: "site",
  site_name: "Meridian",
  tagline: "Brand, product and motion",
  hero_words: "",
  social_links: [{ label: "Instagram", url: "https://www.instagram.com/meridian" }],
  site_url: ORIGIN,
  analytics_enabled: false,
  icon_fallback: false,
  seo_description: "An independent studio.",
  seo_image: "card.png",
  image_sizes: { "card.png": { width: 1200, height: 630 } },
  created: "2026-01-01 00:00:00.000Z",
  updated: "2026-01-01 00:00:00.000Z",
};

const service: Service = {
  id: "svc1",
  collectionId: "pbc_services",
  collectionName: "services",
  name: "Branding",
  slug: "branding",
  summary: "Names, marks and voices.",
} as Service;

const article: NewsArticle = {
  id: "art1",
  language: "en",
  translation_of: "",
  collectionId: "pbc_news",
  collectionName: "news",
  title: "We moved",
  slug: "we-moved",
  excerpt: "A new studio in Lisbon.",
  body: "<p>Hello</p>",
  cover: "cover.jpg",
  image_sizes: { "cover.jpg": { width: 1200, height: 750 } },
  tags: "studio",
  author_name: "Ana Lima",
  status: "published",
  published_at: "2026-03-12 09:00:00.000Z",
  seo_title: "",
  seo_description: "",
  cover_alt: "The new studio's door on a sunny street",
  share_image: "",
  noindex: false,
  unpublish_at: "",
  after_unpublish: "",
  created: "2026-03-01 09:00:00.000Z",
  updated: "2026-03-13 10:00:00.000Z",
};

const project: ProjectWithServices = {
  id: "prj1",
  language: "en",
  translation_of: "",
  collectionId: "pbc_projects",
  collectionName: "projects",
  title: "Harbour",
  slug: "harbour",
  client: "Port of Lisbon",
  year: 2025,
  services: ["svc1"],
  summary: "A identity for a port.",
  body: "",
  cover: "harbour.jpg",
  gallery: [],
  image_sizes: { "harbour.jpg": { width: 1600, height: 1000 } },
  video_url: "",
  featured: true,
  sort_order: 1,
  status: "published",
  published_at: "2026-02-01 09:00:00.000Z",
  seo_title: "Harbour, a port's identity",
  seo_description: "",
  cover_alt: "Cranes at dusk over the harbour",
  gallery_alt: "",
  share_image: "",
  noindex: false,
  unpublish_at: "",
  after_unpublish: "",
  created: "2026-02-01 09:00:00.000Z",
  updated: "2026-02-02 09:00:00.000Z",
  expand: { services: [service] },
};

const office: Office = {
  id: "off1",
  collectionId: "pbc_offices",
  collectionName: "offices",
  name: "Lisbon",
  city: "Lisbon",
  country: "Portugal",
  address: "Rua das Flores 12\n2nd floor",
  postcode: "1200-195",
  location: { lat: 38.71, lon: -9.14 },
  phone: "+351 21 000 0000",
  email: "lisbon@meridian.example",
  opening_hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "18:00" }],
  time_zone: "Europe/Lisbon",
  image: "",
  sort_order: 1,
  created: "2026-01-01 00:00:00.000Z",
  updated: "2026-01-01 00:00:00.000Z",
} as Office;

const newsPage = { page: 1, perPage: 9, totalItems: 1, totalPages: 1, items: [article] };
/** A first page of /work holding these projects. */
const pageOf = <T>(items: T[]) => ({ page: 1, perPage: 24, totalItems: items.length, totalPages: 1, items });

/** A page's view as the server's render makes it: its address read as its page reads it (shared/pages/address.ts). */
function view(address: string, content: PageContent, overrides: Partial<PageView> = {}): PageView {
  const language = overrides.language ?? ONE_LANGUAGE;
  const [pathname = "/", search = ""] = address.split("?");
  const within =
    language.prefix && pathname.startsWith(language.prefix) ? pathname.slice(language.prefix.length) || "/" : pathname;
  const read = pageAddress(within, search);
  const path = `${language.prefix}${read === "/" && language.prefix ? "/" : read}`;
  return {
    path,
    within,
    canonical: canonicalUrl(ORIGIN, path, content.kind, language.prefix),
    origin: ORIGIN,
    site,
    offices: [office],
    content,
    rules: { path, redirect: null, gone: false, notFound: false, appMiddleware: [] },
    language: ONE_LANGUAGE,
    ...overrides,
  };
}

const meta = (head: PageHead, key: string) =>
  head.meta.filter((m) => ("name" in m ? m.name : m.property) === key).map((m) => m.content);
const one = (head: PageHead, key: string) => {
  const found = meta(head, key);
  expect(found, key).toHaveLength(1);
  return found[0];
};
const types = (head: PageHead) => head.jsonLd.map((data) => data["@type"]);

describe("pageHead, by kind", () => {
  it("home: the site's own title, its SEO defaults and card, the feed, Organization and WebSite", () => {
    const head = pageHead(view("/", { kind: "home", page: null }), en);
    expect(head.title).toBe("Meridian");
    expect(one(head, "description")).toBe("An independent studio.");
    expect(one(head, "og:type")).toBe("website");
    expect(one(head, "og:title")).toBe("Meridian");
    expect(one(head, "og:url")).toBe(`${ORIGIN}/`);
    expect(one(head, "og:image")).toBe(`${ORIGIN}/api/files/pbc_site/site1/card.png?thumb=1200x630`);
    expect(one(head, "twitter:card")).toBe("summary_large_image");
    expect(head.links).toContainEqual({ rel: "canonical", href: `${ORIGIN}/` });
    expect(head.links).toContainEqual(
      expect.objectContaining({ rel: "alternate", type: "application/rss+xml", href: "/feed.xml" }),
    );
    expect(types(head)).toEqual(["Organization", "WebSite"]);
    expect(head.jsonLd[0]).toMatchObject({ name: "Meridian", url: `${ORIGIN}/`, sameAs: ["https://www.instagram.com/meridian"] });
    expect(meta(head, "robots")).toEqual([]);
  });

  it("work: 'Work · Meridian', and a service's own title and summary when the list is filtered", () => {
    expect(pageHead(view("/work", { kind: "work", projects: pageOf([project]), services: [service] }), en).title).toBe(
      "Work · Meridian",
    );
    const filtered = pageHead(
      view("/work?service=branding", { kind: "work", projects: pageOf([project]), services: [service], selected: "branding" }),
      en,
    );
    expect(filtered.title).toBe("Work: Branding · Meridian");
    expect(one(filtered, "description")).toBe("Names, marks and voices.");
    expect(filtered.links).toContainEqual({ rel: "canonical", href: `${ORIGIN}/work?service=branding` });
    expect(filtered.links.some((link) => link.rel === "alternate")).toBe(false);
  });

  it("work: its page number in the title and canonical (issue 34)", () => {
    const projects = { ...pageOf([project]), page: 3, totalItems: 60, totalPages: 3 };
    const head = pageHead(
      view("/work?service=branding&page=3", { kind: "work", projects, services: [service], selected: "branding" }),
      en,
    );
    expect(head.title).toBe("Work: Branding, page 3 · Meridian");
    expect(head.links).toContainEqual({ rel: "canonical", href: `${ORIGIN}/work?service=branding&page=3` });
  });

  it("news: its page number in the title and canonical, and the feed", () => {
    const head = pageHead(view("/news?page=2", { kind: "news", news: { ...newsPage, page: 2, totalPages: 2 } }), en);
    expect(head.title).toBe("News, page 2 · Meridian");
    expect(head.links).toContainEqual({ rel: "canonical", href: `${ORIGIN}/news?page=2` });
    expect(head.links.filter((link) => link.rel === "alternate")).toHaveLength(1);
    expect(head.jsonLd).toEqual([]);
  });

  it("a tag's news: 'News tagged “…”', its page, and both in the canonical (tag first, as links write them)", () => {
    const first = pageHead(view("/news?tag=web+design", { kind: "news", news: newsPage, tag: "web design" }), en);
    expect(first.title).toBe("News tagged “web design” · Meridian");
    expect(first.links).toContainEqual({ rel: "canonical", href: `${ORIGIN}/news?tag=web%20design` });
    const second = pageHead(
      view("/news?page=2&tag=motion", { kind: "news", news: { ...newsPage, page: 2, totalPages: 2 }, tag: "motion" }),
      en,
    );
    expect(second.title).toBe("News tagged “motion”, page 2 · Meridian");
    expect(second.links).toContainEqual({ rel: "canonical", href: `${ORIGIN}/news?tag=motion&page=2` });
  });

  it("search: the query in the title, noindex, and /search as the one canonical address", () => {
    const results = pageHead(
      view("/search?q=brand&utm_source=x", {
        kind: "search",
        request: { kind: "search", query: "brand" },
      }),
      en,
    );
    expect(results.title).toBe("Search: brand · Meridian");
    expect(meta(results, "robots")).toEqual(["noindex"]);
    expect(results.links).toContainEqual({ rel: "canonical", href: `${ORIGIN}/search` });
    const blank = pageHead(view("/search", { kind: "search", request: { kind: "blank" } }), en);
    expect(blank.title).toBe("Search · Meridian");
    expect(meta(blank, "robots")).toEqual(["noindex"]);
  });

  it("article: its title, excerpt, cover card, article facts, NewsArticle and breadcrumbs", () => {
    const head = pageHead(view("/news/we-moved", { kind: "article", record: article }), en);
    expect(head.title).toBe("We moved · Meridian");
    expect(one(head, "description")).toBe("A new studio in Lisbon.");
    expect(one(head, "og:type")).toBe("article");
    expect(one(head, "og:title")).toBe("We moved");
    const card = `${ORIGIN}/api/files/pbc_news/art1/cover.jpg?thumb=1200x630`;
    expect(one(head, "og:image")).toBe(card);
    expect(one(head, "og:image:width")).toBe("1200");
    expect(one(head, "og:image:height")).toBe("630");
    expect(one(head, "og:image:alt")).toBe("The new studio's door on a sunny street");
    expect(one(head, "article:published_time")).toBe("2026-03-12T09:00:00.000Z");
    expect(types(head)).toEqual(["NewsArticle", "BreadcrumbList"]);
    expect(head.jsonLd[0]).toMatchObject({
      headline: "We moved",
      datePublished: "2026-03-12T09:00:00.000Z",
      dateModified: "2026-03-13T10:00:00.000Z",
      author: { "@type": "Person", name: "Ana Lima" },
      image: [card],
      publisher: { "@type": "Organization", name: "Meridian" },
    });
    expect(head.jsonLd[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: `${ORIGIN}/` },
        { position: 2, name: "News", item: `${ORIGIN}/news` },
        { position: 3, name: "We moved", item: `${ORIGIN}/news/we-moved` },
      ],
    });
  });

  it("article: the editor's SEO title and description win; with no cover, the site's card", () => {
    const seo = { ...article, seo_title: "Moving day", seo_description: "Why Lisbon.", cover: "" };
    const head = pageHead(view("/news/we-moved", { kind: "article", record: seo }), en);
    expect(head.title).toBe("Moving day · Meridian");
    expect(one(head, "description")).toBe("Why Lisbon.");
    expect(one(head, "og:image")).toContain("/api/files/pbc_site/site1/card.png");
    expect(head.jsonLd[0]).not.toHaveProperty("image");
  });

  it("article: with no excerpt, the site's SEO description", () => {
    const bare = { ...article, excerpt: "" };
    expect(one(pageHead(view("/news/we-moved", { kind: "article", record: bare }), en), "description")).toBe(
      "An independent studio.",
    );
  });

  it("project: its SEO title, summary, cover card, CreativeWork and breadcrumbs", () => {
    const head = pageHead(view("/project/harbour", { kind: "project", record: project }), en);
    expect(head.title).toBe("Harbour, a port's identity · Meridian");
    expect(one(head, "description")).toBe("A identity for a port.");
    expect(one(head, "og:image")).toBe(`${ORIGIN}/api/files/pbc_projects/prj1/harbour.jpg?thumb=1200x630`);
    expect(types(head)).toEqual(["CreativeWork", "BreadcrumbList"]);
    expect(head.jsonLd[0]).toMatchObject({ name: "Harbour", dateCreated: "2025", keywords: "Branding" });
  });

  it("office: one ProfessionalService per office, with address, geo, hours and telephone", () => {
    const head = pageHead(view("/office", { kind: "office" }), en);
    expect(head.title).toBe("Office · Meridian");
    expect(types(head)).toEqual(["ProfessionalService"]);
    expect(head.jsonLd[0]).toMatchObject({
      address: {
        "@type": "PostalAddress",
        streetAddress: "Rua das Flores 12, 2nd floor",
        postalCode: "1200-195",
        addressLocality: "Lisbon",
        addressCountry: "Portugal",
      },
      geo: { "@type": "GeoCoordinates", latitude: 38.71, longitude: -9.14 },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`),
          opens: "09:00",
          closes: "18:00",
        },
      ],
      telephone: "+351 21 000 0000",
    });
  });

  it("office: a studio with no location gets no geo", () => {
    const nowhere = { ...office, location: { lat: 0, lon: 0 } };
    expect(pageHead(view("/office", { kind: "office" }, { offices: [nowhere] }), en).jsonLd[0]).not.toHaveProperty("geo");
  });

  it("contact: 'Contact · Meridian' and the site's description", () => {
    const head = pageHead(view("/contact", { kind: "contact", title: en.contact.title }), en);
    expect(head.title).toBe("Contact · Meridian");
    expect(one(head, "description")).toBe("An independent studio.");
    expect(head.jsonLd).toEqual([]);
  });

  for (const status of [404, 410] as const) {
    it(`not found (${status}): 'Page not found', noindex, and nothing to preview or point at`, () => {
      const head = pageHead(view("/gone", { kind: "not-found", status }), en);
      expect(head.title).toBe("Page not found · Meridian");
      expect(one(head, "robots")).toBe("noindex");
      expect(meta(head, "og:title")).toEqual([]);
      expect(head.links).toEqual([]);
      expect(head.jsonLd).toEqual([]);
    });
  }

  it("a page whose route rules name the noindex middleware asks to stay out of the index", () => {
    const rules = { path: "/contact", redirect: null, gone: false, notFound: false, appMiddleware: ["noindex"] };
    expect(one(pageHead(view("/contact", { kind: "contact", title: en.contact.title }, { rules }), en), "robots")).toBe(
      "noindex",
    );
  });

  it("a preview link's page asks to stay out of the index, and still names the page's own address as canonical", () => {
    const preview = { path: "/contact", token: "1767225600.0123456789abcdef0123456789abcdef", expires: 0, published: false };
    const head = pageHead(view("/contact?preview=x", { kind: "contact", title: en.contact.title }, { preview }), en);
    expect(one(head, "robots")).toBe("noindex");
    expect(head.links.find((link) => link.rel === "canonical")?.href).not.toContain("preview");
    expect(meta(pageHead(view("/contact", { kind: "contact", title: en.contact.title }), en), "robots")).toEqual([]);
  });

  it("a site with no card image gets the small card", () => {
    const head = pageHead(
      view("/contact", { kind: "contact", title: en.contact.title }, { site: { ...site, seo_image: "" } }),
      en,
    );
    expect(meta(head, "og:image")).toEqual([]);
    expect(one(head, "twitter:card")).toBe("summary");
  });
});

describe("renderHead", () => {
  const HOSTILE = [
    `"><img src=x onerror=alert(1)>`,
    "</title><script>alert(1)</script>",
    "</script><script>alert(1)</script>",
    `Tom & Jerry's "quoted" <!-- comment`,
  ];

  /** Every ld+json block's text, as a parser would read it. */
  const ldBlocks = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ""));

  for (const hostile of HOSTILE) {
    it(`escapes ${JSON.stringify(hostile)} in the title, attributes and JSON-LD`, () => {
      const evil = { ...article, title: hostile, excerpt: hostile, author_name: hostile };
      const head = pageHead(
        view("/news/we-moved", { kind: "article", record: evil }, { site: { ...site, site_name: hostile } }),
        en,
      );
      const html = renderHead(head);
      // Nothing the editor typed opens or closes an element, or leaves an attribute's quotes.
      expect(html).not.toContain("<img");
      expect(html).not.toContain("<script>");
      expect(html.match(/<\/title>/g)).toHaveLength(1);
      expect(html.match(/<\/script>/g)).toHaveLength(head.jsonLd.length);
      expect(html).not.toContain("<!--");
      expect(html).not.toMatch(/content="[^"]*"[^\s>]/);
      // Each JSON-LD block parses back to what the editor typed.
      const [data] = ldBlocks(html);
      expect(data.headline).toBe(hostile);
      expect(data.author.name).toBe(hostile);
      expect(data.publisher.name).toBe(hostile);
    });
  }

  it("writes each entry once, in order: title, meta, links, JSON-LD", () => {
    const html = renderHead({
      title: "A & B",
      meta: [
        { name: "description", content: `say "hi"` },
        { property: "og:title", content: "A & B" },
      ],
      links: [{ rel: "alternate", type: "application/rss+xml", title: "News", href: "/feed.xml" }],
      jsonLd: [{ "@type": "Thing", name: "</script>" }],
    });
    expect(html.split("\n").map((line) => line.trim())).toEqual([
      "<title>A &amp; B</title>",
      '<meta name="description" content="say &quot;hi&quot;">',
      '<meta property="og:title" content="A &amp; B">',
      '<link rel="alternate" type="application/rss+xml" title="News" href="/feed.xml">',
      '<script type="application/ld+json">{"@type":"Thing","name":"\\u003c/script\\u003e"}</script>',
    ]);
  });
});

describe("a page in a language other than the default (issue 24)", () => {
  const languages = [ENGLISH, { code: "pt", name: "Português", dir: "ltr" as const, is_default: false }];
  const portuguese = pageLanguage(languages, "pt");
  const translated = { ...article, id: "art2", language: "pt", translation_of: article.id, slug: "mudamos" };
  const translations = [
    { id: article.id, language: "en", slug: article.slug },
    { id: "art2", language: "pt", translation_of: article.id, slug: "mudamos" },
  ];

  it("names itself and its translation in hreflang, with the default's as x-default, and says its locale", () => {
    const head = pageHead(
      view("/pt/news/mudamos", { kind: "article", record: translated, translations }, { language: portuguese }),
      pt,
    );
    expect(head.links.filter((link) => link.hreflang)).toEqual([
      { rel: "alternate", hreflang: "en", href: `${ORIGIN}/news/${article.slug}` },
      { rel: "alternate", hreflang: "pt", href: `${ORIGIN}/pt/news/mudamos` },
      { rel: "alternate", hreflang: "x-default", href: `${ORIGIN}/news/${article.slug}` },
    ]);
    expect(one(head, "og:locale")).toBe("pt");
    expect(meta(head, "og:locale:alternate")).toEqual(["en"]);
    expect(head.links).toContainEqual(expect.objectContaining({ type: "application/rss+xml", href: "/pt/feed.xml" }));
    const [news, trail] = head.jsonLd;
    expect(news?.inLanguage).toBe("pt");
    expect(JSON.stringify(trail)).toContain(`"name":"Notícias","item":"${ORIGIN}/pt/news"`);
  });

  it("an article with no translation names no other language", () => {
    const head = pageHead(
      view(
        "/news/x",
        { kind: "article", record: article, translations: [translations[0] as never] },
        {
          language: pageLanguage(languages, "en"),
        },
      ),
      en,
    );
    expect(head.links.filter((link) => link.hreflang)).toEqual([]);
    expect(meta(head, "og:locale:alternate")).toEqual([]);
  });

  it("a fixed page is in every live language; a not-found page in none", () => {
    const work = pageHead(view("/pt/work", { kind: "work", projects: pageOf([]), services: [] }, { language: portuguese }), pt);
    expect(work.links.filter((link) => link.hreflang).map((link) => link.href)).toEqual([
      `${ORIGIN}/work`,
      `${ORIGIN}/pt/work`,
      `${ORIGIN}/work`,
    ]);
    expect(work.title).toBe("Trabalho · Meridian");
    const missing = pageHead(view("/pt/x", { kind: "not-found", status: 404 }, { language: portuguese }), pt);
    expect(missing.links).toEqual([]);
    expect(missing.title).toBe("Página não encontrada · Meridian");
  });
});
