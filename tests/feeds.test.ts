import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { default as PocketBase, RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_PATH } from "../shared/pages/public-paths";
import { at, createNews, createProject, publishing, type Visibility } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";
import { readSitemap } from "./support/sitemap";

let site: TestServer;
let admin: PocketBase;
type Shown = { slug: string; title: string };
const shown = (record: RecordModel): Shown => ({ slug: record.slug, title: record.title });
const records: Record<"projects" | "news", Record<Visibility, Shown>> = {
  projects: {} as never,
  news: {} as never,
};
const MINUTE = 60_000;
const HOSTILE = `</title><script>alert("x")</script> & 'single' "double"`;

const parser = new XMLParser({
  ignoreAttributes: false,
  htmlEntities: true,
  isArray: (name) => name === "url" || name === "item",
});
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${path}`, { headers });
  return { response, text: await response.text() };
}
async function xml(path: string, headers: Record<string, string> = {}) {
  const { response, text } = await get(path, headers);
  expect(response.status).toBe(200);
  expect(XMLValidator.validate(text)).toBe(true);
  return { response, text, doc: parser.parse(text) };
}
/** Every address of every file the sitemap's index names (issue 34), each file valid XML. */
async function sitemapUrls(headers: Record<string, string> = {}) {
  const urls: { loc: string; lastmod?: string }[] = [];
  for (const file of (await readSitemap(site.url, headers)).files)
    urls.push(...[(await xml(file, headers)).doc.urlset.url ?? []].flat());
  return urls;
}
const sitemapLocs = async (headers: Record<string, string> = {}) => (await sitemapUrls(headers)).map((u) => u.loc);
const feedItems = async () =>
  (await xml(FEED_PATH)).doc.rss.channel.item as { title: string; link: string; guid: { "#text": string }; pubDate: string }[];

beforeAll(async () => {
  site = await startTestServer({ TRUSTED_PROXY_IPS: "127.0.0.1" });
  admin = await site.superuser();
  for (const state of ["published", "draft", "scheduled"] as const) {
    records.projects[state] = shown(await createProject(admin, { title: `Project ${state}`, ...publishing(state) }));
    records.news[state] = shown(await createNews(admin, { title: `Article ${state}`, ...publishing(state) }));
  }
  // More than a feed's worth, each a minute older than the last; the hostile one is the newest.
  for (let i = 1; i <= 21; i++) {
    await createNews(admin, { title: `Older article ${i}`, status: "published", published_at: at(-i * MINUTE) });
  }
  await createNews(admin, { title: HOSTILE, excerpt: `<b>${HOSTILE}</b>`, status: "published", published_at: at(-30_000) });
});
afterAll(() => site.stop());

describe("robots.txt", () => {
  it("keeps crawlers out of the admin and the API and names the sitemap on the request's host", async () => {
    const { response, text } = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(text.split("\n")).toEqual(
      expect.arrayContaining(["User-agent: *", "Disallow: /_/", "Disallow: /api/", `Sitemap: ${site.url}/sitemap.xml`]),
    );
  });
});

describe("sitemap.xml", () => {
  it("lists the fixed pages and every published project and article, each with a W3C lastmod", async () => {
    const { response } = await xml("/sitemap.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const urls = await sitemapUrls();
    const locs = urls.map((u) => u.loc);
    for (const page of ["/", "/work", "/news", "/office", "/contact"]) expect(locs).toContain(`${site.url}${page}`);
    expect(locs).not.toContain(`${site.url}/test`);
    expect(locs).toContain(`${site.url}/project/${records.projects.published.slug}`);
    expect(locs).toContain(`${site.url}/news/${records.news.published.slug}`);
    expect(locs.filter((l) => l.includes("/news/older-article-"))).toHaveLength(21);
    for (const url of urls) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // Each page once: a page's alternates (x-default among them) are links inside its entry, not entries.
    expect(locs.filter((loc, at) => locs.indexOf(loc) !== at)).toEqual([]);
  });

  it.each(["draft", "scheduled"] as const)("leaves out %s projects and articles", async (state) => {
    const { index, text } = await readSitemap(site.url);
    expect(index.status).toBe(200);
    expect(text).toContain(records.news.published.slug);
    expect(text).not.toContain(records.projects[state].slug);
    expect(text).not.toContain(records.news[state].slug);
  });
});

describe("the news feed", () => {
  it("is RSS 2.0 of the latest 20 published articles, newest first, with permalinks", async () => {
    const { response, doc } = await xml(FEED_PATH);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(doc.rss["@_version"]).toBe("2.0");
    expect(doc.rss.channel).toMatchObject({
      title: "Meridian Studio",
      link: `${site.url}/news`,
      "atom:link": { "@_href": `${site.url}${FEED_PATH}`, "@_rel": "self" },
    });
    const items = doc.rss.channel.item as { title: string; link: string; guid: { "#text": string }; pubDate: string }[];
    expect(items).toHaveLength(20);
    const times = items.map((item) => Date.parse(item.pubDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items[0]?.title).toBe(HOSTILE);
    expect(items.slice(1, 4).map((item) => item.title)).toEqual(["Older article 1", "Older article 2", "Older article 3"]);
    for (const item of items) expect(item.guid["#text"]).toBe(item.link);
    expect(items[0]?.link).toMatch(new RegExp(`^${site.url}/news/[a-z0-9-]+$`));
  });

  it("keeps a hostile title and excerpt as text, so the XML still parses", async () => {
    const { text, doc } = await xml(FEED_PATH);
    expect(text).not.toContain("<script>");
    expect(doc.rss.channel.item[0]).toMatchObject({ title: HOSTILE, description: `<b>${HOSTILE}</b>` });
  });

  it.each(["draft", "scheduled"] as const)("leaves out the %s article", async (state) => {
    const { response, text } = await get(FEED_PATH);
    expect(response.status).toBe(200);
    expect(text).toContain("<title>Older article 1</title>");
    expect(text).not.toContain(records.news[state].title);
    expect(text).not.toContain(records.news[state].slug);
  });
});

describe("a scheduled article", () => {
  it("enters the sitemap and the feed once its time has come, with no write at that moment", async () => {
    const due = Date.now() + 2000;
    const article = await createNews(admin, { title: "Due in two seconds", status: "published", published_at: at(2000) });
    expect(await sitemapLocs()).not.toContain(`${site.url}/news/${article.slug}`);
    expect((await feedItems()).map((item) => item.title)).not.toContain(article.title);
    // Waits for the publish time itself (PocketBase's @now has whole seconds), not for any timing under test.
    await new Promise((resolve) => setTimeout(resolve, due - Date.now() + 1200));
    expect(await sitemapLocs()).toContain(`${site.url}/news/${article.slug}`);
    expect((await feedItems())[0]?.title).toBe(article.title);
  });
});

describe("absolute addresses", () => {
  const forwarded = { "X-Forwarded-Host": "studio.example", "X-Forwarded-Proto": "https" };

  it("never take their host from the request, behind a declared proxy or not (decision 082)", async () => {
    const junk = { ...forwarded, Host: "evil.example" };
    expect((await get("/robots.txt", junk)).text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(await sitemapLocs(junk)).toContain(`${site.url}/`);
    await admin.settings.update({ trustedProxy: { headers: ["X-Forwarded-For"] } });
    try {
      expect((await get("/robots.txt", junk)).text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
      expect((await sitemapLocs(junk)).every((loc) => loc.startsWith(`${site.url}/`))).toBe(true);
    } finally {
      await admin.settings.update({ trustedProxy: { headers: [] } });
    }
  });

  it("use the Application URL ops set, when the site has no site_url", async () => {
    await admin.settings.update({ meta: { appURL: "https://studio.example" } });
    try {
      expect((await get("/robots.txt", forwarded)).text).toContain("Sitemap: https://studio.example/sitemap.xml");
      expect(await sitemapLocs()).toContain("https://studio.example/news");
    } finally {
      await admin.settings.update({ meta: { appURL: "http://localhost:8090" } });
    }
  });

  it("use the site's site_url when it is set, whatever the request says", async () => {
    const settings = await admin.collection("site").getFirstListItem("");
    await admin.collection("site").update(settings.id, { site_url: "https://meridian.example/" });
    try {
      expect((await get("/robots.txt", forwarded)).text).toContain("Sitemap: https://meridian.example/sitemap.xml");
      const locs = await sitemapLocs();
      expect(locs.every((loc) => loc.startsWith("https://meridian.example/"))).toBe(true);
      const { doc } = await xml(FEED_PATH);
      expect(doc.rss.channel["atom:link"]["@_href"]).toBe(`https://meridian.example${FEED_PATH}`);
      expect(doc.rss.channel.item[0].link).toMatch(/^https:\/\/meridian\.example\/news\//);
    } finally {
      await admin.collection("site").update(settings.id, { site_url: "" });
    }
  });
});
