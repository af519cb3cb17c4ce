import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withImageSizes } from "../shared/images/sizes-read";
import { NEWS_PAGE_SIZE, WORK_PAGE_SIZE } from "../shared/pages/list-params";
import { TOTAL_HEADER, TOTAL_IN_HEADER, TOTAL_PARAM, withTotalFrom, withTotalInHeader } from "../shared/pages/list-total";
import { listOptions, newsCards, projectCards } from "../shared/pages/lists";
import { at, createNews } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

/**
 * The app's own list reads are answered by the middleware and kept until the content changes (pb_hooks/src/lib/
 * serving/kept-lists.ts; issue 34): every one must be PocketBase's own answer to the same read, cold and kept, gzipped
 * or not, and a save must show in the next one.
 */
let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer({ SEED_DEMO: "true" });
  admin = await site.superuser();
});
afterAll(async () => {
  await site?.stop();
});

type Query = Record<string, string>;

/** A list read's query as the SDK sends it (skipTotal as `true`). */
function queryOf(page: number, perPage: number, options: Record<string, unknown>): Query {
  const query: Query = { page: String(page), perPage: String(perPage) };
  for (const [key, value] of Object.entries(options)) if (value !== undefined) query[key] = String(value);
  return query;
}

/** The app's read of a list page, as the wrapper makes it (web/src/lib/pocketbase.ts). */
const appRead = (collection: string, page: number, perPage: number, options: Record<string, unknown>) =>
  queryOf(page, perPage, withTotalInHeader(withImageSizes(collection, options)));

/** The same read without the header's total: PocketBase's handler answers it, counting. */
function pocketBaseRead(query: Query): Query {
  const { [TOTAL_PARAM]: _total, skipTotal: _skip, ...plain } = query;
  return plain;
}

async function get(collection: string, query: Query, encoding = "gzip") {
  const response = await fetch(`${site.url}/api/collections/${collection}/records?${new URLSearchParams(query)}`, {
    headers: { "Accept-Encoding": encoding },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const gzipped = response.headers.get("Content-Encoding") === "gzip";
  // Node's fetch leaves a body it was not told how to read as it came: read it here either way.
  const text = (gzipped && bytes[0] === 0x1f ? gunzipSync(bytes) : bytes).toString();
  const headers = ["Content-Type", "X-Frame-Options", "X-Content-Type-Options"].map((name) => response.headers.get(name));
  // As the app's SDK reads it: a total told in the header (a read PocketBase answered with a kept total) put in the body.
  return {
    status: response.status,
    headers,
    gzipped,
    body: withTotalFrom(JSON.parse(text) as unknown, response.headers.get(TOTAL_HEADER)),
  };
}

/** The reads of the app's, each in both languages, with values the demo has. */
async function appReads(): Promise<{ collection: string; query: Query }[]> {
  const service = (await admin.collection("services").getList(1, 1, { filter: 'language = "en"' })).items[0];
  const reads = [];
  for (const language of ["en", "pt"]) {
    const news = (filter = "") => ({ ...listOptions(newsCards), filter: `language = "${language}"${filter}` });
    const work = (filter = "") => ({ ...listOptions(projectCards), filter: `language = "${language}"${filter}` });
    reads.push(
      { collection: "news", query: appRead("news", 1, NEWS_PAGE_SIZE, news()) },
      { collection: "news", query: appRead("news", 2, NEWS_PAGE_SIZE, news()) },
      { collection: "news", query: appRead("news", 1, NEWS_PAGE_SIZE, news(' && tags ~ "design"')) },
      { collection: "news", query: appRead("news", 1, 5, news()) },
      { collection: "projects", query: appRead("projects", 1, WORK_PAGE_SIZE, work()) },
      { collection: "projects", query: appRead("projects", 1, 4, work(` && services ~ "${service?.id}"`)) },
    );
  }
  return reads;
}

describe("a list the app reads, kept as answered", () => {
  it("is read at once by a fresh server's engines, none refused as busy", async () => {
    // First in this file: the server's engines have loaded nothing yet. Thirty-two lists, none kept, asked at once.
    const reads = ["en", "pt"].flatMap((language) =>
      [1, 2, 3, 4, 5, 6, 7, 8].flatMap((page) => [
        {
          collection: "news",
          query: appRead("news", page, 3, { ...listOptions(newsCards), filter: `language = "${language}"` }),
        },
        {
          collection: "projects",
          query: appRead("projects", page, 2, { ...listOptions(projectCards), filter: `language = "${language}"` }),
        },
      ]),
    );
    const answers = await Promise.all(reads.map(({ collection, query }) => get(collection, query)));
    expect(answers.map((answer) => answer.status)).toEqual(reads.map(() => 200));
  });

  it("is PocketBase's own answer to the same read, cold and kept, gzipped or not", async () => {
    const reads = await appReads();
    let items = 0;
    for (const { collection, query } of reads) {
      const theirs = await get(collection, pocketBaseRead(query));
      expect(theirs.status, JSON.stringify(query)).toBe(200);
      const cold = await get(collection, query);
      const kept = await get(collection, query);
      const plain = await get(collection, query, "identity");
      for (const ours of [cold, kept, plain]) {
        expect(ours.status).toBe(200);
        expect(ours.headers).toEqual(theirs.headers);
        expect(ours.headers[0]).toBe("application/json");
        expect(ours.body, `${collection} ${JSON.stringify(query)}`).toEqual(theirs.body);
      }
      expect(plain.gzipped).toBe(false);
      items += (theirs.body as { items: unknown[] }).items.length;
    }
    // The demo's lists are not empty: the comparison compared records.
    expect(items).toBeGreaterThan(30);
  });

  it("is the app's every read that asks for its total (the pinned reads)", async () => {
    for (const file of ["en", "pt"]) {
      const pinned = JSON.parse(await readFile(`tests/fixtures/app-reads.${file}.json`, "utf8")) as {
        collection: string;
        query: Query;
      }[];
      const totals = pinned.filter((read) => read.query[TOTAL_PARAM] === TOTAL_IN_HEADER);
      expect(totals.length).toBeGreaterThanOrEqual(4);
      for (const { collection, query } of totals)
        expect((await get(collection, query)).body, JSON.stringify(query)).toEqual(
          (await get(collection, pocketBaseRead(query))).body,
        );
    }
  });

  it("shows a save in the next read", async () => {
    const query = appRead("news", 1, NEWS_PAGE_SIZE, { ...listOptions(newsCards), filter: 'language = "en"' });
    const before = (await get("news", query)).body as { totalItems: number; items: { title: string }[] };
    const article = await createNews(admin, { title: "Kept lists follow saves", published_at: at(-1000) });
    const after = (await get("news", query)).body as { totalItems: number; items: { title: string }[] };
    expect(after.totalItems).toBe(before.totalItems + 1);
    expect(after.items[0]?.title).toBe("Kept lists follow saves");
    await admin.collection("news").update(article.id, { status: "draft" });
    expect((await get("news", query)).body).toEqual(before);
  });

  it("never expands what the API would not: a draft behind a relation stays hidden", async () => {
    const draft = await createNews(admin, { title: "A draft original, kept hidden", status: "draft", published_at: "" });
    await createNews(admin, {
      title: "Uma tradução publicada",
      language: "pt",
      translation_of: draft.id,
      published_at: at(-1000),
    });
    for (const query of [
      appRead("news", 1, 5, { filter: 'language = "pt"', expand: "translation_of" }),
      appRead("news", 1, 5, { filter: 'language = "pt"', expand: "translation_of", fields: "*,expand.translation_of.title" }),
    ]) {
      // Twice: the first is read in a slot by PocketBase, the next in the quick lane by the render's reads.
      await get("news", query);
      const ours = await get("news", query);
      expect(JSON.stringify(ours.body)).toContain("Uma tradução publicada");
      expect(JSON.stringify(ours.body)).not.toContain("A draft original");
      // Left to PocketBase (its total told in the header): the same records.
      expect(ours.body).toMatchObject({ items: ((await get("news", pocketBaseRead(query))).body as { items: unknown[] }).items });
    }
  });

  it("leaves to PocketBase a read it cannot answer as PocketBase would, which says why", async () => {
    const bad = appRead("news", 1, 5, { filter: 'language = "en" &&' });
    const answer = await get("news", bad);
    expect(answer.status).toBe(400);
    const odd = { ...appRead("news", 1, 5, { filter: 'language = "en"' }), fields: "id,excerpt:excerpt(20)" };
    const theirs = await get("news", pocketBaseRead(odd));
    expect((await get("news", odd)).body).toMatchObject({ items: (theirs.body as { items: unknown[] }).items });
  });
});
