// The server's first response is the page: what a crawler, a link preview or a visitor
// without JavaScript gets from one GET (issue 10). Raw HTML, no browser.
import { JSDOM } from "jsdom";
import type { default as PocketBase, RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_DATA_ID, queryKeys } from "../shared/pages/view";
import { createNews, createProject, jpegBlob, publishing } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";
import { readSitemap } from "./support/sitemap";

let site: TestServer;
let admin: PocketBase;
let article: RecordModel;
let project: RecordModel;
let office: RecordModel;
let service: RecordModel;
const hidden: string[] = [];
const HOSTILE = `"Quotes" </title><script>alert("title")</script><img src=x onerror=alert(1)> </script>`;
const HOSTILE_BODY = `<p>Safe words</p><img src=x onerror="alert(2)"><script>alert(3)</script><a href="javascript:alert(4)">link</a>`;

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${path}`, { headers, redirect: "manual" });
  const html = await response.text();
  const doc = new JSDOM(html).window.document;
  const meta = (key: string) =>
    doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? undefined;
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
    const value = JSON.parse(s.textContent ?? "") as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : ((value["@graph"] as Record<string, unknown>[] | undefined) ?? [value]);
  });
  const types = jsonLd.flatMap((item) => item["@type"]);
  const main = doc.querySelector("main");
  const links = [...doc.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? "");
  return { response, html, doc, meta, jsonLd, types, main, links };
}

beforeAll(async () => {
  site = await startTestServer();
  admin = await site.superuser();
  const siteRecord = await admin.collection("site").getFirstListItem("");
  await admin.collection("site").update(siteRecord.id, {
    site_name: "Test Studio",
    seo_description: "The site's own description.",
    hero_words: "brands people remember\nproducts people enjoy",
  });
  service = await admin.collection("services").create({ name: "Brand Strategy", summary: "Positioning and naming." });
  project = await createProject(admin, {
    title: `Project ${HOSTILE}`,
    summary: "A project summary that describes it.",
    body: `<p>The project's own words.</p>${HOSTILE_BODY}`,
    services: service.id,
  });
  article = await createNews(admin, {
    title: `Article ${HOSTILE}`,
    excerpt: "An article's excerpt for the description.",
    body: `<p>The article's own words.</p>${HOSTILE_BODY}`,
    author_name: "Ana Autor",
  });
  const cover = new FormData();
  cover.append("cover", jpegBlob(1600, 900), "cover.jpg");
  cover.append("cover_alt", "A grey test picture.");
  article = await admin.collection("news").update(article.id, cover);
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: "Lisbon studio",
    city: "Lisbon",
    country: "Portugal",
    address: "Rua das Flores 12",
    postcode: "1200-195",
    phone: "+351 21 000 0000",
    time_zone: "Europe/Lisbon",
    location: JSON.stringify({ lat: 38.71, lon: -9.14 }),
    opening_hours: JSON.stringify([{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "18:00" }]),
  }))
    form.append(key, value);
  office = await admin.collection("offices").create(form);
  for (const state of ["draft", "scheduled"] as const) {
    const title = `Hidden ${state} article zq${state}`;
    await createNews(admin, { title, ...publishing(state) });
    hidden.push(title);
    const projectTitle = `Hidden ${state} project zq${state}`;
    await createProject(admin, { title: projectTitle, ...publishing(state) });
    hidden.push(projectTitle);
  }
});
afterAll(() => site.stop());

const ROUTES = () => [
  { path: "/", title: /Test Studio/, jsonLd: ["Organization", "WebSite"] },
  { path: "/work", title: /^Work · Test Studio$/, jsonLd: [] },
  { path: "/news", title: /^News · Test Studio$/, jsonLd: [] },
  { path: "/office", title: /^Office · Test Studio$/, jsonLd: ["LocalBusiness"] },
  { path: "/contact", title: /^Contact · Test Studio$/, jsonLd: [] },
  { path: `/news/${article.slug}`, title: /^Article .* · Test Studio$/, jsonLd: ["NewsArticle", "BreadcrumbList"] },
  { path: `/project/${project.slug}`, title: /^Project .* · Test Studio$/, jsonLd: ["CreativeWork", "BreadcrumbList"] },
];

describe("every page's raw HTML", () => {
  it("has its own title, description, canonical, Open Graph and Twitter tags, and parseable JSON-LD", async () => {
    for (const route of ROUTES()) {
      const { response, doc, meta, types } = await page(route.path);
      expect(response.status, route.path).toBe(200);
      expect(doc.title, route.path).toMatch(route.title);
      expect(doc.querySelectorAll("title"), route.path).toHaveLength(1);
      expect(meta("description"), route.path).toBeTruthy();
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href"), route.path).toBe(
        `${site.url}${route.path === "/" ? "/" : route.path}`,
      );
      expect(meta("og:title"), route.path).toBeTruthy();
      expect(meta("og:url"), route.path).toBe(`${site.url}${route.path === "/" ? "/" : route.path}`);
      expect(meta("twitter:card"), route.path).toBeTruthy();
      for (const type of route.jsonLd) {
        // A LocalBusiness subtype counts as one.
        expect(
          types.some(
            (t) => t === type || (type === "LocalBusiness" && typeof t === "string" && /Business|Service|Store/.test(t)),
          ),
          `${route.path} has ${type} in ${types.join(", ")}`,
        ).toBe(true);
      }
      expect(doc.querySelector('meta[name="robots"]'), route.path).toBeNull();
      expect(response.headers.get("x-robots-tag"), route.path).toBeNull();
    }
  });

  it("gives an article a specific description, an absolute 1200x630 og:image that answers with an image, and NewsArticle data", async () => {
    const { meta, jsonLd } = await page(`/news/${article.slug}`);
    expect(meta("description")).toBe("An article's excerpt for the description.");
    const image = meta("og:image") ?? "";
    expect(image).toMatch(new RegExp(`^${site.url}/api/files/.+thumb=1200x630$`));
    const answer = await fetch(image);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^image\//);
    const news = jsonLd.find((item) => item["@type"] === "NewsArticle") ?? {};
    expect(news.headline).toBe(article.title);
    expect(news.datePublished).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(news.dateModified).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(news.author)).toContain("Ana Autor");
    expect(JSON.stringify(news.image)).toContain("thumb=1200x630");
  });

  it("describes each office as a local business with address, geo, hours and telephone", async () => {
    const { jsonLd } = await page("/office");
    const business = jsonLd.find((item) => JSON.stringify(item).includes("Rua das Flores 12")) ?? {};
    expect(JSON.stringify(business.address)).toContain("Lisbon");
    expect(business.telephone).toBe("+351 21 000 0000");
    expect(JSON.stringify(business.geo)).toContain("38.71");
    expect(JSON.stringify(business.openingHoursSpecification)).toContain("09:00");
  });

  it("carries the page's own text in the body, with links to every listed item", async () => {
    const home = await page("/");
    expect(home.main?.textContent).toContain("brands people remember");
    expect(home.links).toEqual(
      expect.arrayContaining(["/work", "/news", "/office", "/contact", `/news/${article.slug}`, `/office#office-${office.id}`]),
    );

    const work = await page("/work");
    expect(work.main?.querySelector("h1")?.textContent).toBe("Work");
    expect(work.links).toContain(`/project/${project.slug}`);
    expect(work.links).toContain(`/work?service=${service.slug}`);

    const news = await page("/news");
    expect(news.links).toContain(`/news/${article.slug}`);

    const officePage = await page("/office");
    expect(officePage.main?.textContent).toContain("Rua das Flores 12");

    const articlePage = await page(`/news/${article.slug}`);
    expect(articlePage.main?.querySelectorAll("h1")).toHaveLength(1);
    expect(articlePage.main?.querySelector("h1")?.textContent).toBe(article.title);
    expect(articlePage.main?.textContent).toContain("The article's own words.");
    expect(articlePage.links).toContain("/news");

    const projectPage = await page(`/project/${project.slug}`);
    expect(projectPage.main?.querySelector("h1")?.textContent).toBe(project.title);
    expect(projectPage.main?.textContent).toContain("The project's own words.");
  });

  it("preloads a detail page's cover with high priority and puts the app's data in an inline JSON block", async () => {
    const { doc } = await page(`/news/${article.slug}`);
    const preload = doc.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute("imagesrcset")).toContain(article.cover);
    expect(preload?.getAttribute("fetchpriority")).toBe("high");
    const block = doc.getElementById(PAGE_DATA_ID);
    expect(block?.getAttribute("type")).toBe("application/json");
    const data = JSON.parse(block?.textContent ?? "") as { queries: [unknown[], unknown][] };
    const keys = data.queries.map(([key]) => JSON.stringify(key));
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(["site"]),
        JSON.stringify(["offices"]),
        JSON.stringify(queryKeys.article(article.slug)),
        JSON.stringify(["redirect-lookup", `/news/${article.slug}`]),
      ]),
    );
    // What visitors never receive stays out of the page too.
    expect(block?.textContent).not.toMatch(/form_secret|contact_email/);
  });
});

describe("hostile titles and bodies", () => {
  it("come out escaped in the head, the body and the JSON-LD; the editor's script never reaches the page", async () => {
    for (const path of [`/news/${article.slug}`, `/project/${project.slug}`, "/", "/work", "/news"]) {
      const { html, doc } = await page(path);
      // Exactly the scripts we put there: the app's module, the JSON-LD and the data block.
      for (const script of doc.querySelectorAll("script")) {
        expect(["module", "application/ld+json", "application/json"], `${path}: ${script.outerHTML.slice(0, 80)}`).toContain(
          script.getAttribute("type"),
        );
      }
      expect(html, path).not.toContain("<script>alert");
      expect(html, path).not.toContain("<img src=x onerror");
      expect(html, path).not.toContain('href="javascript:');
      expect(doc.querySelectorAll("[onerror]"), path).toHaveLength(0);
    }
    const { doc, jsonLd } = await page(`/news/${article.slug}`);
    expect(doc.title).toBe(`${article.title} · Test Studio`);
    expect(jsonLd.find((item) => item["@type"] === "NewsArticle")?.headline).toBe(article.title);
  });
});

describe("drafts and scheduled records", () => {
  it("appear in no page, head, inline data, sitemap or feed", async () => {
    const bodies = await Promise.all(
      [
        "/",
        "/work",
        "/news",
        "/office",
        "/contact",
        `/news/${article.slug}`,
        `/project/${project.slug}`,
        "/sitemap.xml",
        "/feed.xml",
      ].map(async (path) =>
        path === "/sitemap.xml" ? (await readSitemap(site.url)).text : (await fetch(`${site.url}${path}`)).text(),
      ),
    );
    for (const title of hidden) for (const body of bodies) expect(body).not.toContain(title.split(" ").at(-1));
  });
});

describe("pages that are not there", () => {
  it("answer 404 with their own head (Page not found, noindex), the readable not-found body and X-Robots-Tag", async () => {
    for (const path of ["/no/such/page", "/news/no-such-article", "/news?page=99"]) {
      const { response, doc } = await page(path);
      expect(response.status, path).toBe(404);
      expect(doc.title, path).toMatch(/^Page not found/);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content"), path).toContain("noindex");
      expect(response.headers.get("x-robots-tag"), path).toContain("noindex");
      expect(doc.querySelector("main h1")?.textContent, path).toMatch(/not found/i);
      expect(doc.querySelector("main .lede")?.textContent, path).toBe(`Page Not Found: ${path}`);
      expect(doc.querySelector('main a[href="/"]'), path).not.toBeNull();
    }
  });

  it("a removed page answers 410 with the same not-found head and body", async () => {
    await admin.collection("redirects").create({ source: "/old-campaign", status_code: "410" });
    const { response, doc } = await page("/old-campaign");
    expect(response.status).toBe(410);
    expect(doc.title).toMatch(/^Page not found/);
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
  });

  it("a page an editor marked noindex keeps its content but tells search engines to leave it out", async () => {
    await admin.collection("redirects").create({ source: "/contact", app_middleware: "noindex" });
    const { response, doc } = await page("/contact");
    expect(response.status).toBe(200);
    expect(doc.querySelector("main h1")?.textContent).toBe("Contact");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
  });
});

describe("caching and compression", () => {
  it("gzips the page when asked, answers If-None-Match with 304, and shows an edit at once", async () => {
    const path = `/news/${article.slug}`;
    const first = await fetch(`${site.url}${path}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(first.headers.get("vary")).toContain("Accept-Encoding");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    await first.arrayBuffer();
    const again = await fetch(`${site.url}${path}`, { headers: { "Accept-Encoding": "gzip", "If-None-Match": etag } });
    expect(again.status).toBe(304);
    await admin.collection("news").update(article.id, { excerpt: "An edited excerpt, shown at once." });
    const edited = await fetch(`${site.url}${path}`, { headers: { "Accept-Encoding": "gzip", "If-None-Match": etag } });
    expect(edited.status).toBe(200);
    expect(await edited.text()).toContain("An edited excerpt, shown at once.");
  });

  it("shows a scheduled article once its time has come, though nothing was written then", async () => {
    const soon = await createNews(admin, {
      title: "Due in a moment zqsoon",
      status: "published",
      published_at: new Date(Date.now() + 3_000).toISOString().replace("T", " "),
    });
    expect(await (await fetch(`${site.url}/news`)).text()).not.toContain("zqsoon");
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(await (await fetch(`${site.url}/news`)).text()).toContain("zqsoon");
    expect((await fetch(`${site.url}/news/${soon.slug}`)).status).toBe(200);
  });
});
