import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWS_PAGE_SIZE } from "../shared/pages/list-params";
import { at, createNews } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

/**
 * A visitor's list total is kept per content version (pb_hooks/src/lib/pages/list-totals.ts; issue 34): the API and
 * the server's render answer the kept total, never an old one. Each save, and each scheduled record coming due, makes
 * a new version, so the next read counts again.
 */
let site: TestServer;
let admin: PocketBase;
let visitor: PocketBase;

beforeAll(async () => {
  // Its SQL printed, to tell a total counted from a total carried over a save (carryTotals).
  site = await startTestServer({}, undefined, undefined, { sqlLog: true });
  admin = await site.superuser();
  visitor = site.visitor();
});
afterAll(async () => {
  await site?.stop();
});

const FILTER = 'language = "en" && tags ~ "totals"';

/** The total a visitor's read answers, with its pages, and how many records the filter really lets through. */
async function totals(filter = FILTER) {
  const page = await visitor.collection("news").getList(1, 2, { filter });
  const all = await visitor.collection("news").getList(1, 100, { filter, skipTotal: true });
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

  it("is carried over a save that leaves what it counts as it was, and counted again after one that does not", async () => {
    const filter = 'language = "en" && tags ~ "carried"';
    const [first] = [
      await createNews(admin, { title: "Carried 0", tags: "carried" }),
      await createNews(admin, { title: "Carried 1", tags: "carried" }),
    ];
    /** The total a visitor's read answers after `save`, and whether PocketBase counted for it (its SQL, in its log). */
    const readAfter = async (save: () => Promise<unknown>) => {
      await save();
      const marker = `marker-${Math.random().toString(36).slice(2)}`;
      await visitor.collection("news").getList(1, 1, { filter: `slug = "${marker}"`, skipTotal: true });
      const { total } = await totals(filter);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const log = site.server.output();
      const counted = log
        .slice(log.lastIndexOf(`'${marker}'`))
        .split("\n")
        .some((line) => line.includes("COUNT(") && line.includes("'%carried%'"));
      return { total, counted };
    };
    expect(await readAfter(async () => undefined)).toEqual({ total: 2, counted: true });
    expect(await readAfter(() => admin.collection("news").update(String(first?.id), { title: "Carried, retitled" }))).toEqual({
      total: 2,
      counted: false,
    });
    expect(await readAfter(() => admin.collection("news").update(String(first?.id), { tags: "elsewhere" }))).toEqual({
      total: 1,
      counted: true,
    });
    expect(await readAfter(() => createNews(admin, { title: "Carried 2", tags: "carried" }))).toEqual({
      total: 2,
      counted: true,
    });
    const service = () => admin.collection("services").create({ name: "Carried film", summary: "Film work." });
    expect(await readAfter(service)).toEqual({ total: 2, counted: false });
  }, 30_000);

  it("is counted again after a save once a scheduled record has come due, whatever the save changed", async () => {
    const filter = 'language = "en" && tags ~ "due-carried"';
    await createNews(admin, { title: "Due carried 0", tags: "due-carried" });
    const other = await createNews(admin, { title: "Due carried, elsewhere", tags: "elsewhere" });
    await createNews(admin, { title: "Due carried, scheduled", tags: "due-carried", published_at: at(2_000) });
    expect(await totals(filter)).toEqual({ total: 1, pages: 1, counted: 1 });
    // Due with no request between: the retitle's new version is the first made since.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await admin.collection("news").update(other.id, { title: "Due carried, retitled" });
    expect(await totals(filter)).toEqual({ total: 2, pages: 1, counted: 2 });
  }, 30_000);

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
