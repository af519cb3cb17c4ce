import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWS_PAGE_SIZE } from "../shared/pages/list-params";
import { TOTAL_HEADER, TOTAL_IN_HEADER, TOTAL_PARAM, withTotalFrom } from "../shared/pages/list-total";
import { at, createNews } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

/**
 * A visitor's list total is kept per content version (pb_hooks/src/lib/pages/list-totals.ts; issue 34): the app's
 * reads (told it in a header, shared/pages/list-total.ts) and the server's render answer the kept total, never an old
 * one, and it is PocketBase's own count. Each save, and each scheduled record coming due, makes
 * a new version, so the next read counts again.
 */
let site: TestServer;
let admin: PocketBase;
let visitor: PocketBase;

beforeAll(async () => {
  site = await startTestServer();
  admin = await site.superuser();
  visitor = site.visitor();
});
afterAll(async () => {
  await site?.stop();
});

const FILTER = 'language = "en" && tags ~ "totals"';

/** A read as the app makes it: no count by PocketBase, the total asked for in the header. */
async function appRead(
  collection: string,
  filter: string,
  headers: Record<string, string> = {},
  more: Record<string, string> = {},
) {
  const query = new URLSearchParams({
    page: "1",
    perPage: "2",
    filter,
    skipTotal: "true",
    [TOTAL_PARAM]: TOTAL_IN_HEADER,
    ...more,
  });
  const response = await fetch(`${site.url}/api/collections/${collection}/records?${query}`, { headers });
  const body = (await response.json()) as { totalItems: number; totalPages: number };
  const told = response.headers.get(TOTAL_HEADER);
  // What the app's SDK reads: the total told in the header put in the body (shared/pages/list-total.ts).
  const seen = withTotalFrom(body, told);
  return { status: response.status, told, body: [body.totalItems, body.totalPages], seen: [seen.totalItems, seen.totalPages] };
}

/**
 * The total a visitor's read answers (PocketBase's count), with its pages, and how many records the filter really lets
 * through; the total told to the app's read of the same list is the same.
 */
async function totals(filter = FILTER) {
  const page = await visitor.collection("news").getList(1, 2, { filter });
  const all = await visitor.collection("news").getList(1, 100, { filter, skipTotal: true });
  // Answered by PocketBase with the total in the header, or whole by the middleware, kept (serving/kept-lists.ts).
  expect(await appRead("news", filter)).toMatchObject({ status: 200, seen: [page.totalItems, page.totalPages] });
  // A read it leaves to PocketBase (a field modifier): its total told in the header, or counted by PocketBase in the
  // body when read in a list slot (serving/list-reads.ts), never both, and the same total.
  const left = await appRead("news", filter, {}, { fields: "id,title:excerpt(5)" });
  expect(left).toMatchObject({ status: 200, seen: [page.totalItems, page.totalPages] });
  expect(left.body).toEqual(left.told === null ? [page.totalItems, page.totalPages] : [-1, -1]);
  return { total: page.totalItems, pages: page.totalPages, counted: all.items.length };
}

describe("a kept list total", () => {
  it("follows every save and a scheduled record's time", async () => {
    for (let n = 0; n < 3; n++) await createNews(admin, { title: `Totals ${n}`, tags: "totals" });
    expect(await totals()).toEqual({ total: 3, pages: 2, counted: 3 });
    // Read again: the kept total, the same.
    expect(await totals()).toEqual({ total: 3, pages: 2, counted: 3 });

    const fourth = await createNews(admin, { title: "Totals 3", tags: "totals" });
    expect(await totals()).toEqual({ total: 4, pages: 2, counted: 4 });
    await admin.collection("news").update(fourth.id, { status: "draft" });
    expect(await totals()).toEqual({ total: 3, pages: 2, counted: 3 });

    // Due in a few seconds: left out until then, counted from then on without a save.
    await createNews(admin, { title: "Totals scheduled", tags: "totals", published_at: at(3_000) });
    expect(await totals()).toEqual({ total: 3, pages: 2, counted: 3 });
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(await totals()).toEqual({ total: 4, pages: 2, counted: 4 });
  }, 30_000);

  it("is each filter's own, and the count of a read that asks for none stays none", async () => {
    await createNews(admin, { title: "Other totals", tags: "other-totals" });
    const other = await totals('language = "en" && tags ~ "other-totals"');
    expect(other).toEqual({ total: 1, pages: 1, counted: 1 });
    const skipped = await visitor.collection("news").getList(1, 2, { filter: FILTER, skipTotal: true });
    expect([skipped.totalItems, skipped.totalPages]).toEqual([-1, -1]);
  });

  it("is PocketBase's own count in the body where the middleware may not tell it", async () => {
    // Another collection's list, and a superuser's read (drafts counted), are PocketBase's to count.
    const languages = (await visitor.collection("languages").getList(1, 100, { skipTotal: true })).items.length;
    expect(languages).toBeGreaterThan(0);
    expect(await appRead("languages", "")).toMatchObject({
      status: 200,
      told: null,
      body: [languages, Math.ceil(languages / 2)],
    });
    const everyOne = await admin.collection("news").getList(1, 2, { filter: FILTER });
    expect(everyOne.totalItems).toBeGreaterThan(0);
    expect(await appRead("news", FILTER, { Authorization: admin.authStore.token })).toMatchObject({
      status: 200,
      told: null,
      body: [everyOne.totalItems, everyOne.totalPages],
    });
    // A filter PocketBase cannot read is refused by it, as without the header.
    expect(await appRead("news", 'language = "en" &&')).toMatchObject({ status: 400, told: null });
  });

  it("is the one the server's /news draws its pages from", async () => {
    const all = await visitor.collection("news").getList(1, 1, { filter: 'language = "en"' });
    const last = Math.ceil(all.totalItems / NEWS_PAGE_SIZE);
    expect((await fetch(`${site.url}/news?page=${last}`)).status).toBe(200);
    expect((await fetch(`${site.url}/news?page=${last + 1}`)).status).toBe(404);
    // One more article is one more on the last page, or a new page.
    for (let n = 0; n < NEWS_PAGE_SIZE; n++) await createNews(admin, { title: `Filler ${n}` });
    expect((await fetch(`${site.url}/news?page=${last + 1}`)).status).toBe(200);
  }, 30_000);
});
