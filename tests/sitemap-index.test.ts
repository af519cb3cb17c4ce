// Issue 34: /sitemap.xml is an index of files per language and kind, none over SITEMAP_URLS addresses (here 5, so the
// demo's lists split in many), and every page a visitor can open is in exactly one file, no draft in any.
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PATH_PREFIX, publicPath } from "../shared/pages/public-paths";
import { createNews, publishing } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";
import { locsIn, readSitemap } from "./support/sitemap";

const PER_FILE = 5;
let site: TestServer;
let admin: PocketBase;
let draftSlug = "";
let scheduledSlug = "";

beforeAll(async () => {
  site = await startTestServer({ SEED_DEMO: "true", SITEMAP_URLS: String(PER_FILE) });
  admin = await site.superuser();
  draftSlug = String((await createNews(admin, { title: "A draft for no file", ...publishing("draft") })).slug);
  scheduledSlug = String((await createNews(admin, { title: "Scheduled for no file", ...publishing("scheduled") })).slug);
});
afterAll(() => site.stop());

/** Every page a visitor can open, by its address: each record page visitors may read (the API's own rule), fixed pages aside. */
async function visiblePages(): Promise<string[]> {
  const visitor = site.visitor();
  const languages = await visitor.collection("languages").getFullList<{ code: string; is_default: boolean }>({ batch: 100 });
  const prefix = (code: string) => (languages.find((l) => l.code === code)?.is_default ? "" : `/${code}`);
  const pages: string[] = [];
  for (const collection of Object.keys(PUBLIC_PATH_PREFIX)) {
    const records = await visitor
      .collection(collection)
      .getFullList<{ slug: string; language: string; noindex: boolean }>({ fields: "slug,language,noindex", batch: 100 });
    for (const record of records) {
      const path = publicPath(collection, record.slug);
      if (path && path !== "/" && !record.noindex) pages.push(`${site.url}${prefix(record.language)}${path}`);
    }
  }
  return pages;
}

describe("the sitemap as an index (issue 34)", () => {
  it("names one file per language and kind, split at SITEMAP_URLS, each valid and within it", async () => {
    const { index, files } = await readSitemap(site.url);
    const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(new XMLParser().parse(xml).sitemapindex).toBeDefined();
    expect(files).toContain("/sitemaps/en/site-1.xml");
    expect(files).toContain("/sitemaps/pt/site-1.xml");
    expect(files).toContain("/sitemaps/en/news-1.xml");
    expect(files).toContain("/sitemaps/en/news-2.xml");
    for (const file of files) {
      const response = await fetch(`${site.url}${file}`);
      const text = await response.text();
      expect(response.status, file).toBe(200);
      expect(response.headers.get("cache-control"), file).toBe("public, max-age=300");
      expect(XMLValidator.validate(text), file).toBe(true);
      // The fixed pages, as many as the app has routes, are one file (site-2 is none: below); each collection's split.
      if (!/\/site-\d+\.xml$/.test(file)) expect(locsIn(text).length, file).toBeLessThanOrEqual(PER_FILE);
      expect(locsIn(text).length, file).toBeGreaterThan(0);
    }
  });

  it("holds every page a visitor can open in exactly one file, and no draft or scheduled record in any", async () => {
    const { text } = await readSitemap(site.url);
    const locs = locsIn(text);
    expect(locs.filter((loc, at) => locs.indexOf(loc) !== at)).toEqual([]);
    const pages = await visiblePages();
    expect(pages.length).toBeGreaterThan(40);
    for (const page of pages) expect(locs, page).toContain(page);
    for (const fixed of ["/", "/work", "/news", "/pt/", "/pt/work"]) expect(locs).toContain(`${site.url}${fixed}`);
    expect(locs.filter((loc) => /\/(news|project)\//.test(loc)).sort()).toEqual(
      pages.filter((page) => /\/(news|project)\//.test(page)).sort(),
    );
    expect(text).not.toContain(draftSlug);
    expect(text).not.toContain(scheduledSlug);
  });

  it("answers 404 for a file it does not name: past the last, an unknown kind, a language not live", async () => {
    const { files } = await readSitemap(site.url);
    const last = Math.max(
      ...files.filter((f) => f.startsWith("/sitemaps/en/news-")).map((f) => Number(/-(\d+)\.xml$/.exec(f)?.[1])),
    );
    for (const file of [
      `/sitemaps/en/news-${last + 1}.xml`,
      "/sitemaps/en/site-2.xml",
      "/sitemaps/en/secrets-1.xml",
      "/sitemaps/de/news-1.xml",
      "/sitemaps/en/news-0.xml",
    ]) {
      const response = await fetch(`${site.url}${file}`);
      expect(response.status, file).toBe(404);
      expect(await response.text(), file).toContain("/sitemap.xml names the files there are");
    }
  });

  it("sends each crawl file gzipped, as kept, to a client that takes gzip, and the same text to one that does not", async () => {
    const raw = (path: string, encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        request(`${site.url}${path}`, { headers: { "Accept-Encoding": encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          response.on("error", reject);
        })
          .on("error", reject)
          .end();
      });
    // A save makes every file anew: the gzip client's request makes each, the plain one reads it kept and unzipped.
    await createNews(admin, { title: "Makes the crawl files anew" });
    for (const path of ["/sitemap.xml", "/sitemaps/en/news-1.xml", "/feed.xml", "/pt/feed.xml", "/robots.txt"]) {
      const zipped = await raw(path, "gzip, deflate, br");
      const plain = await raw(path, "identity");
      expect(zipped.headers["content-encoding"], path).toBe("gzip");
      expect(Number(zipped.headers["content-length"]), path).toBe(zipped.body.length);
      expect(String(zipped.headers.vary), path).toContain("Accept-Encoding");
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      if (path !== "/robots.txt") expect(plain.body.length, path).toBeGreaterThan(zipped.body.length);
      expect(gunzipSync(zipped.body).toString("utf8"), path).toBe(plain.body.toString("utf8"));
    }
  });

  it("follows a new article into its file at once", async () => {
    const article = await createNews(admin, { title: "Fresh for the sitemap" });
    expect(locsIn((await readSitemap(site.url)).text)).toContain(`${site.url}/news/${article.slug}`);
  });
});
