// Tag pages (issue 14): /news?tag= lists the published articles that carry a tag, page by page, with the server's first
// response and the app's own request agreeing; a tag nobody carries, or written otherwise than links write it, is a 404.
import { JSDOM } from "jsdom";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tagFilter } from "../shared/content/tags";
import { NEWS_PAGE_SIZE } from "../shared/pages/list-params";
import { listOptions, newsCards } from "../shared/pages/lists";
import { PAGE_DATA_ID, type PageData, queryKeys } from "../shared/pages/view";
import { appCollection } from "./support/app-reads";
import { createNews, publishing } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;
/** A tag of this run's own, carried by more articles than one page holds. */
const TAG = `tag${Math.random().toString(36).slice(2, 8)}`;
const tagged: string[] = [];

beforeAll(async () => {
  site = await startTestServer();
  admin = await site.superuser();
  // Newest first on the page: article i was published i minutes before the last one.
  for (let i = NEWS_PAGE_SIZE; i >= 0; i--) {
    const stamp = new Date(Date.now() - 3_600_000 - i * 60_000).toISOString().replace("T", " ");
    const article = await createNews(admin, { title: `Tagged ${i}`, tags: `Culture, ${TAG}`, published_at: stamp });
    tagged.unshift(article.id);
  }
  // Neighbours that only look alike, and tagged records visitors may not see.
  await createNews(admin, { title: "Longer tag", tags: `${TAG}s, web ${TAG}` });
  await createNews(admin, { title: "Tagged draft", tags: TAG, ...publishing("draft") });
  await createNews(admin, { title: "Tagged, scheduled", tags: TAG, ...publishing("scheduled") });
  await createNews(admin, { title: "Only a draft's tag", tags: `${TAG}-draft`, ...publishing("draft") });
  await createNews(admin, { title: "Snake", tags: "snake_case, other" });
  await createNews(admin, { title: "Not snake", tags: "snakexcase, other" });
});
afterAll(() => site.stop());

async function page(address: string) {
  const response = await fetch(`${site.url}${address}`, { redirect: "manual" });
  const doc = new JSDOM(await response.text()).window.document;
  const data = JSON.parse(doc.getElementById(PAGE_DATA_ID)?.textContent ?? '{"queries":[]}') as PageData;
  return { response, doc, data };
}

/**
 * What the app's own request for a tag's page returns (web/src/features/news/news-page-query.ts), through the SDK as
 * the app reads it (with its cards' images' sizes: tests/support/app-reads.ts).
 */
async function appList(tag: string, pageNumber = 1) {
  const visitor = site.visitor();
  const { filter, params } = tagFilter(tag);
  return appCollection(visitor, "news").getList(pageNumber, NEWS_PAGE_SIZE, {
    ...listOptions(newsCards),
    filter: visitor.filter(filter, params),
  });
}

describe("a tag's page", () => {
  it("lists the published articles carrying the tag, newest first, titled and canonical as the tag's page", async () => {
    const { response, doc } = await page(`/news?tag=${TAG}`);
    expect(response.status).toBe(200);
    expect(doc.title).toMatch(new RegExp(`^News tagged “${TAG}” · `));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${site.url}/news?tag=${TAG}`);
    expect(doc.querySelector("main h1")?.textContent).toBe(`Tagged “${TAG}”`);
    expect(doc.querySelector("main .lede")?.textContent).toBe(`${NEWS_PAGE_SIZE + 1} articles carry this tag.`);
    const titles = [...doc.querySelectorAll("main .news-card h3")].map((h) => h.textContent);
    expect(titles).toEqual(Array.from({ length: NEWS_PAGE_SIZE }, (_, i) => `Tagged ${i}`));
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("pages within the tag: page 2 holds the rest, and every page link keeps the tag", async () => {
    const { response, doc } = await page(`/news?tag=${TAG}&page=2`);
    expect(response.status).toBe(200);
    expect(doc.title).toMatch(new RegExp(`^News tagged “${TAG}”, page 2 · `));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${site.url}/news?tag=${TAG}&page=2`);
    expect([...doc.querySelectorAll("main .news-card h3")].map((h) => h.textContent)).toEqual([`Tagged ${NEWS_PAGE_SIZE}`]);
    const pageLinks = [...doc.querySelectorAll("main .pagination a")].map((a) => a.getAttribute("href"));
    expect(pageLinks).toEqual([`/news?tag=${TAG}`, `/news?tag=${TAG}`, `/news?tag=${TAG}&page=2`]);
  });

  it("carries in its inline data exactly what the app's own request returns, under the app's key", async () => {
    for (const pageNumber of [1, 2]) {
      const { data } = await page(`/news?tag=${TAG}${pageNumber > 1 ? `&page=${pageNumber}` : ""}`);
      const entry = data.queries.find(([key]) => JSON.stringify(key) === JSON.stringify(queryKeys.newsPage(pageNumber, TAG)));
      const expected = await appList(TAG, pageNumber);
      expect(entry?.[1]).toEqual(JSON.parse(JSON.stringify(expected)));
    }
  });

  it("matches the tag as a whole entry: not a longer tag, not one containing it, and LIKE's _ as itself", async () => {
    expect((await appList(TAG)).totalItems).toBe(NEWS_PAGE_SIZE + 1);
    expect((await appList(`${TAG}s`)).items.map((a) => a.title)).toEqual(["Longer tag"]);
    expect((await appList(`web ${TAG}`)).items.map((a) => a.title)).toEqual(["Longer tag"]);
    expect((await appList("snake_case")).items.map((a) => a.title)).toEqual(["Snake"]);
    const { doc } = await page("/news?tag=snake_case");
    expect([...doc.querySelectorAll("main .news-card h3")].map((h) => h.textContent)).toEqual(["Snake"]);
  });

  it("every tag on an article and on a news card links to its page", async () => {
    const article = await admin.collection("news").getOne(tagged[0] ?? "");
    const { doc } = await page(`/news/${article.slug}`);
    expect([...doc.querySelectorAll("main .article-meta a.tag")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["culture", "/news?tag=culture"],
      [TAG, `/news?tag=${TAG}`],
    ]);
    const list = await page("/news");
    expect(list.doc.querySelector(`main .news-card-meta a.tag[href="/news?tag=${TAG}"]`)).not.toBeNull();
    const spaced = await page(`/news?tag=web+${TAG}`);
    expect(spaced.response.status).toBe(200);
    expect(spaced.doc.querySelector(`main a.tag[href="/news?tag=web+${TAG}"]`)).not.toBeNull();
  });
});

describe("what is no tag's page: 404, noindex", () => {
  it.each([
    ["a tag no article carries", () => `/news?tag=${TAG}-nobody`],
    ["a tag only a draft carries", () => `/news?tag=${TAG}-draft`],
    ["a tag written otherwise than it is stored", () => `/news?tag=${TAG.toUpperCase()}`],
    ["an empty tag", () => "/news?tag="],
    ["a tag given twice", () => `/news?tag=${TAG}&tag=culture`],
    ["a page past the tag's last", () => `/news?tag=${TAG}&page=3`],
  ])("%s", async (_, address) => {
    const { response, doc } = await page(address());
    expect(response.status).toBe(404);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("page 1 of a tag moves to the tag's own address", async () => {
    const { response } = await page(`/news?tag=${TAG}&page=1`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/news?tag=${TAG}`);
  });
});
