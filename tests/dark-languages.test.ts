// A language switched off is private (issue 32): editors prepare its records in the admin, and no visitor reads them,
// by the records API (lists, one record, its files), the search or a page. `/pt/…` already answered 404, while
// `?filter=language="pt"` listed the Portuguese titles, slugs and bodies.
import type { default as PocketBase, RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/pocketbase";
import { readSitemap } from "./support/sitemap";

let site: TestServer;
let admin: PocketBase;
let portuguese: RecordModel;
let ptArticle: RecordModel;
let ptProject: RecordModel;

beforeAll(async () => {
  site = await startTestServer({ SEED_DEMO: "true" });
  admin = await site.superuser();
  portuguese = await admin.collection("languages").getFirstListItem('code = "pt"');
  ptArticle = await admin.collection("news").getFirstListItem('language = "pt" && status = "published"');
  ptProject = await admin.collection("projects").getFirstListItem('language = "pt" && status = "published" && cover != ""');
  await admin.collection("languages").update(portuguese.id, { live: false });
}, 60_000);
afterAll(() => site?.stop());

const api = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${site.url}${path}`, { headers });
  return { status: response.status, text: await response.text() };
};
const items = (text: string) => (JSON.parse(text) as { items?: { language: string }[] }).items ?? [];
const inPortuguese = encodeURIComponent('language = "pt"');

describe("with Portuguese switched off, a visitor", () => {
  it.each(["news", "projects", "services", "site_translations", "office_translations"])(
    "lists no Portuguese %s, asked for them or not",
    async (collection) => {
      const asked = await api(`/api/collections/${collection}/records?filter=${inPortuguese}`);
      expect(asked.status).toBe(200);
      expect(items(asked.text)).toEqual([]);
      const all = await api(`/api/collections/${collection}/records?perPage=100`);
      expect(all.status).toBe(200);
      expect(items(all.text).some((item) => item.language === "pt")).toBe(false);
      // The site's and the offices' words exist only in the other languages: English's are the records' own.
      if (!collection.endsWith("_translations")) expect(items(all.text).length).toBeGreaterThan(0);
    },
  );

  it("gets no Portuguese article or project by its id, nor the project's cover", async () => {
    expect((await api(`/api/collections/news/records/${ptArticle.id}`)).status).toBe(404);
    expect((await api(`/api/collections/projects/records/${ptProject.id}`)).status).toBe(404);
    const cover = await api(`/api/files/projects/${ptProject.id}/${ptProject.cover}`);
    expect(cover.status).toBe(404);
    expect(cover.text).not.toContain(ptProject.title);
  });

  it("finds no Portuguese page, search result, sitemap entry or feed", async () => {
    expect((await api(`/pt/news/${ptArticle.slug}`)).status).toBe(404);
    expect((await api("/api/search?q=estudio&lang=pt")).status).toBe(400);
    const sitemap = await readSitemap(site.url);
    expect(sitemap.text).not.toContain("/pt/");
    expect(sitemap.text).not.toContain(ptArticle.slug);
    expect((await api("/pt/feed.xml")).status).toBe(404);
  });

  it("gets no Portuguese record through an English page's data (its translations' links)", async () => {
    const english = await admin.collection("news").getOne(ptArticle.translation_of);
    const page = await api(`/news/${english.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain(ptArticle.slug);
    expect(page.text).not.toContain(ptArticle.title);
  });
});

describe("with Portuguese switched off, editors", () => {
  it("still read every Portuguese record, its files and its preview", async () => {
    const token = { Authorization: admin.authStore.token };
    expect(items((await api(`/api/collections/news/records?filter=${inPortuguese}`, token)).text).length).toBeGreaterThan(0);
    expect((await api(`/api/collections/news/records/${ptArticle.id}`, token)).status).toBe(200);
    const fileToken = await admin.files.getToken();
    expect((await api(`/api/files/projects/${ptProject.id}/${ptProject.cover}?token=${fileToken}`)).status).toBe(200);
    const link = new URL(String((await admin.collection("news").getOne(ptArticle.id)).preview_url));
    const preview = await api(`${link.pathname}${link.search}`);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain(ptArticle.title);
    const byPreview = await api(`/api/collections/news/records/${ptArticle.id}${link.search}`);
    expect(byPreview.status).toBe(200);
  });

  it("open it to visitors again by switching it on", async () => {
    await admin.collection("languages").update(portuguese.id, { live: true });
    try {
      expect((await api(`/api/collections/news/records/${ptArticle.id}`)).status).toBe(200);
      expect(items((await api(`/api/collections/news/records?filter=${inPortuguese}`)).text).length).toBeGreaterThan(0);
      expect((await api(`/api/files/projects/${ptProject.id}/${ptProject.cover}`)).status).toBe(200);
    } finally {
      await admin.collection("languages").update(portuguese.id, { live: false });
    }
  });
});
