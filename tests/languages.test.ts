import type { default as PocketBase, RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNews, refusal } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";
import { readSitemap } from "./support/sitemap";

// Languages (issue 24) against a real PocketBase: a language an editor adds answers on its prefix at once, one switched
// off leaves; translations are records with their own slugs, named by each other's head and by the sitemap; search and
// feeds keep to one language; and every save that would break that is refused with its reason.

let site: TestServer;
let admin: PocketBase;
let german: RecordModel;
let original: RecordModel;
let translation: RecordModel;
let englishOnly: RecordModel;

const get = async (path: string) => {
  const response = await fetch(`${site.url}${path}`);
  return { status: response.status, text: await response.text() };
};
const hreflangs = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [lang, href]);

beforeAll(async () => {
  site = await startTestServer();
  admin = await site.superuser();
  german = await admin.collection("languages").create({ code: "de", name: "Deutsch", dir: "ltr", live: true, sort_order: 20 });
  original = await createNews(admin, { title: "Harbour lights", excerpt: "An English article." });
  translation = await createNews(admin, {
    title: "Hafenlichter über der Stadt",
    excerpt: "Ein deutscher Artikel.",
    language: "de",
    translation_of: original.id,
  });
  englishOnly = await createNews(admin, { title: "Only in English" });
});
afterAll(() => site.stop());

describe("a language an editor adds", () => {
  it("answers on its prefix at once, in its language, and every page names it", async () => {
    const home = await get("/de/");
    expect(home.status).toBe(200);
    expect(home.text).toMatch(/<html lang="de" dir="ltr"/);
    // No catalogue ships for German: its content, with English's interface.
    expect(home.text).toContain('href="/de/news"');
    const english = await get("/");
    expect(hreflangs(english.text)).toEqual([
      ["en", `${site.url}/`],
      ["de", `${site.url}/de/`],
      ["x-default", `${site.url}/`],
    ]);
  });

  it("lists its own records only, at their own slugs", async () => {
    const list = await get("/de/news");
    expect(list.text).toContain(`/de/news/${translation.slug}`);
    expect(list.text).not.toContain(englishOnly.slug);
    const englishList = await get("/news");
    expect(englishList.text).not.toContain(translation.slug);
  });

  it("has a translation and its original name each other; an untranslated article names no other language", async () => {
    expect(translation.slug).toBe("hafenlichter-uber-der-stadt");
    const german = await get(`/de/news/${translation.slug}`);
    expect(german.status).toBe(200);
    expect(german.text).toContain("<h1>Hafenlichter über der Stadt</h1>");
    const pair = [
      ["en", `${site.url}/news/${original.slug}`],
      ["de", `${site.url}/de/news/${translation.slug}`],
      ["x-default", `${site.url}/news/${original.slug}`],
    ];
    expect(hreflangs(german.text)).toEqual(pair);
    expect(hreflangs((await get(`/news/${original.slug}`)).text)).toEqual(pair);
    expect(hreflangs((await get(`/news/${englishOnly.slug}`)).text)).toEqual([]);
    // No translation, no address in that language.
    expect((await get(`/de/news/${englishOnly.slug}`)).status).toBe(404);
    expect((await get(`/news/${translation.slug}`)).status).toBe(404);
  });

  it("is in the sitemap with alternates both ways, and has its own feed of its own articles", async () => {
    const sitemap = (await readSitemap(site.url)).text;
    expect(sitemap).toContain(`<loc>${site.url}/de/</loc>`);
    // Each page once, in each language: x-default is one of a page's alternates, not an entry of its own.
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs.filter((loc, at) => locs.indexOf(loc) !== at)).toEqual([]);
    const entry = sitemap.split("<url>").find((url) => url.includes(`<loc>${site.url}/news/${original.slug}</loc>`)) ?? "";
    expect(entry).toContain(`hreflang="de" href="${site.url}/de/news/${translation.slug}"`);
    const feed = await get("/de/feed.xml");
    expect(feed.status).toBe(200);
    expect(feed.text).toContain("<language>de</language>");
    expect(feed.text).toContain(translation.title);
    expect(feed.text).not.toContain(englishOnly.title);
    expect((await get("/feed.xml")).text).not.toContain(translation.title);
  });

  it("is searched on its own: a German word finds the German article, not in English", async () => {
    const german = (await (await fetch(`${site.url}/api/search?q=hafenlichter&lang=de`)).json()) as { hits: { slug: string }[] };
    expect(german.hits.map((hit) => hit.slug)).toEqual([translation.slug]);
    // Diacritics folded: "uber" finds "über".
    const folded = (await (await fetch(`${site.url}/api/search?q=uber&lang=de`)).json()) as { hits: { slug: string }[] };
    expect(folded.hits.map((hit) => hit.slug)).toContain(translation.slug);
    const english = (await (await fetch(`${site.url}/api/search?q=hafenlichter`)).json()) as { hits: unknown[] };
    expect(english.hits).toEqual([]);
    const unknown = await fetch(`${site.url}/api/search?q=hafen&lang=xx`);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toContain('no language "xx"');
  });

  it("a draft translation has its own preview link, under its language's prefix", async () => {
    const draft = await createNews(admin, {
      title: "Ein Entwurf",
      language: "de",
      translation_of: englishOnly.id,
      status: "draft",
      published_at: "",
    });
    const link = String((await admin.collection("news").getOne(draft.id)).preview_url);
    expect(new URL(link).pathname).toBe(`/de/news/${draft.slug}`);
    const preview = await get(`${new URL(link).pathname}${new URL(link).search}`);
    expect(preview.status).toBe(200);
    expect(preview.text).toMatch(/<html lang="de"/);
    expect(preview.text).toContain("<h1>Ein Entwurf</h1>");
    expect((await get(`/de/news/${draft.slug}`)).status).toBe(404);
    await admin.collection("news").delete(draft.id);
  });

  it("switched off, answers 404 on its prefix and leaves the sitemap and the alternates, without a restart", async () => {
    await admin.collection("languages").update(german.id, { live: false });
    try {
      expect((await get("/de/")).status).toBe(404);
      expect((await get(`/de/news/${translation.slug}`)).status).toBe(404);
      expect((await get("/de/feed.xml")).status).toBe(404);
      expect((await readSitemap(site.url)).text).not.toContain("/de/");
      expect(hreflangs((await get(`/news/${original.slug}`)).text)).toEqual([]);
    } finally {
      await admin.collection("languages").update(german.id, { live: true });
    }
    expect((await get("/de/")).status).toBe(200);
  });
});

describe("the note editors read of a record's translations", () => {
  it("names an original's translations and the languages it has none in, and a translation's original", async () => {
    const note = async (id: string) => String((await admin.collection("news").getOne(id)).translations);
    expect(await note(original.id)).toBe(`Translated into Deutsch (de): “${translation.title}”, published.`);
    expect(await note(englishOnly.id)).toBe("No translation yet in Deutsch (de).");
    expect(await note(translation.id)).toBe("A translation of “Harbour lights” (English, en).");
    // Hidden from visitors: it names drafts.
    const visitor = (await (await fetch(`${site.url}/api/collections/news/records/${original.id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(visitor.translations).toBeUndefined();
  });
});

describe("page views", () => {
  it("are counted under their language's addresses, and the editors' figures can keep to one language", async () => {
    const day = new Date().toISOString().slice(0, 10);
    for (const [path, views] of [
      ["/de/", 3],
      [`/de/news/${translation.slug}`, 2],
      ["/news", 5],
    ] as const)
      await admin.collection("page_views").create({ day, path, referrer_host: "", views });
    const figures = async (lang = "") =>
      (await admin.send("/api/views/summary", { query: lang ? { lang } : {} })) as { total: number; pages: { name: string }[] };
    expect((await figures()).total).toBe(10);
    const german = await figures("de");
    expect(german.total).toBe(5);
    expect(german.pages.map((page) => page.name).sort()).toEqual(["/de/", `/de/news/${translation.slug}`]);
    expect((await figures("en")).pages.map((page) => page.name)).toEqual(["/news"]);
    expect(await refusal(admin.send("/api/views/summary", { query: { lang: "xx" } }))).toMatchObject({ status: 400 });
  });
});

describe("saves that would break languages are refused, with the reason under the field", () => {
  it("a second default language, or the default switched off", async () => {
    const english = await admin.collection("languages").getFirstListItem('code = "en"');
    const second = await refusal(admin.collection("languages").update(german.id, { is_default: true }));
    expect(second.status).toBe(400);
    expect(second.data.is_default?.message).toContain("is the default language");
    const off = await refusal(admin.collection("languages").update(english.id, { live: false }));
    expect(off.data.live?.message).toContain("always live");
    const gone = await refusal(admin.collection("languages").delete(english.id));
    expect(gone.status).toBe(400);
  });

  it("a code that begins the site's own addresses, or one that is no language's form", async () => {
    const reserved = await refusal(admin.collection("languages").create({ code: "api", name: "API", dir: "ltr", live: true }));
    expect(reserved.data.code?.message).toContain("begins addresses of the site's own pages");
    const malformed = await refusal(admin.collection("languages").create({ code: "Deutsch!", name: "x", dir: "ltr" }));
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.data)).toContain("code");
  });

  it("a language in use is neither renamed nor deleted", async () => {
    const renamed = await refusal(admin.collection("languages").update(german.id, { code: "ge" }));
    expect(renamed.data.code?.message).toMatch(/(records are|record is) written in “de”/);
    const deleted = await refusal(admin.collection("languages").delete(german.id));
    expect(deleted.status).toBe(400);
  });

  it("a translation without its original, of a translation, twice in one language, or in an undeclared language", async () => {
    const orphan = await refusal(createNews(admin, { title: "Ohne Original", language: "de" }));
    expect(orphan.data.translation_of?.message).toContain("choose it under “translation of”");
    const ofTranslation = await refusal(createNews(admin, { title: "Zweite", language: "de", translation_of: translation.id }));
    expect(ofTranslation.data.translation_of?.message).toContain("in the default language");
    const twice = await refusal(createNews(admin, { title: "Noch einmal", language: "de", translation_of: original.id }));
    expect(twice.data.translation_of?.message).toContain("already has a translation");
    const undeclared = await refusal(createNews(admin, { title: "Bonjour", language: "fr", translation_of: original.id }));
    expect(undeclared.data.language?.message).toContain("There is no language “fr”");
    const originalMarked = await refusal(createNews(admin, { title: "Mixed", translation_of: original.id }));
    expect(originalMarked.data.translation_of?.message).toContain("leave “translation of” empty");
  });

  it("a translation may share its original's slug; two records of one language may not", async () => {
    const same = await createNews(admin, { title: "Harbour lights", language: "de", translation_of: englishOnly.id });
    expect(same.slug).toBe(original.slug);
    const clash = await refusal(createNews(admin, { title: "Harbour lights", slug: original.slug }));
    expect(clash.data.slug?.message).toContain("already uses the slug");
  });

  it("an original with translations is not deleted from under them", async () => {
    const refused = await admin
      .collection("news")
      .delete(original.id)
      .then(
        () => undefined,
        (error: { status: number; message: string }) => error,
      );
    expect(refused?.status).toBe(400);
    expect(refused?.message).toContain(`This article has translations: “${translation.title}” (de). Delete them first`);
  });

  it("a renamed translation leaves a redirect in its own language's addresses", async () => {
    const renamed = await admin.collection("news").update(translation.id, { slug: "hafenlichter" });
    const moved = await fetch(`${site.url}/de/news/${translation.slug}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/de/news/${renamed.slug}`);
    translation = renamed;
  });
});
