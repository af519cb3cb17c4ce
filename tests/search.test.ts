// Site search (issue 14): the FTS5 index in PocketBase's own database, its hooks and /api/search, against a real
// PocketBase. Each test uses words of its own, so the tests do not see each other's records.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { JSDOM } from "jsdom";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildMigrations } from "../scripts/lib/build-server";
import { PAGE_DATA_ID, type PageData, queryKeys } from "../shared/pages/view";
import { MAX_QUERY_LENGTH, QUERY_PROBLEMS } from "../shared/search/query";
import type { SearchResults } from "../shared/search/results";
import { BOUNDS } from "../shared/serving/bounds";
import { at, createNews, createProject, publishing } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer();
  admin = await site.superuser();
  // Many searches from one address: the API's per-address limit is not what these tests are about.
  await admin.settings.update({ rateLimits: { enabled: false } });
});
afterAll(() => site.stop());

/** A word no other record has. */
const word = (label: string) => `${label}${Math.random().toString(36).slice(2, 8)}`;

async function search(q: string): Promise<{ status: number; body: SearchResults & { message?: string }; headers: Headers }> {
  const response = await fetch(`${site.url}/api/search?q=${encodeURIComponent(q)}`);
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const found = async (q: string) => (await search(q)).body.hits.map((hit) => hit.id);

describe("what search finds", () => {
  it("a word unique to a published article finds it, the word marked in its snippet", async () => {
    const unique = word("zephyr");
    const article = await createNews(admin, { title: "A plain title", excerpt: `Notes on ${unique} and other things.` });
    const { status, body, headers } = await search(unique);
    expect(status).toBe(200);
    expect(body.query).toBe(unique);
    expect(body.hits).toEqual([
      {
        kind: "article",
        id: article.id,
        slug: article.slug,
        title: ["A plain title"],
        snippet: ["Notes on ", unique, " and other things."],
        published_at: article.published_at,
      },
    ]);
    expect(body.more).toBe(false);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("x-robots-tag")).toBe("noindex");
  });

  it("the same word in a draft or a scheduled article finds nothing", async () => {
    const unique = word("quokka");
    for (const state of ["draft", "scheduled"] as const)
      await createNews(admin, { title: `The ${state} ${unique}`, ...publishing(state) });
    await createProject(admin, { title: `The ${unique} project`, ...publishing("draft") });
    expect(await found(unique)).toEqual([]);
    // Published with no publish time is published now (issue 22, item 8): found at once.
    const now = await createNews(admin, { title: `The ${unique} again`, status: "published", published_at: "" });
    expect(await found(unique)).toEqual([now.id]);
  });

  it("a scheduled article is found from its publish time on, with nothing written then", async () => {
    const unique = word("vireo");
    const soon = await createNews(admin, { title: `The ${unique}`, published_at: at(1500) });
    expect(await found(unique)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await found(unique)).toEqual([soon.id]);
  });

  it("finds projects (by title, client, body) and services, and ranks a title match first", async () => {
    const unique = word("kestrel");
    const inBody = await createProject(admin, { title: "Harbour", body: `<p>We met the ${unique} team.</p>` });
    const inTitle = await createProject(admin, { title: `${unique} rebrand` });
    const byClient = await createProject(admin, { title: "Other", client: `${unique} Ltd` });
    const service = await admin.collection("services").create({ name: `${unique} audits`, summary: "We look closely." });
    const ids = await found(unique);
    expect(new Set(ids)).toEqual(new Set([inBody.id, inTitle.id, byClient.id, service.id]));
    // Titles weigh most, then keywords (a client), then the text.
    expect(ids.indexOf(inBody.id)).toBe(ids.length - 1);
    const kinds = Object.fromEntries((await search(unique)).body.hits.map((hit) => [hit.id, hit.kind]));
    expect(kinds[service.id]).toBe("service");
    expect(kinds[inTitle.id]).toBe("project");
  });

  it("folds case and accents, and takes the last word as the start of a longer one", async () => {
    const unique = word("cafe");
    const article = await createNews(admin, { title: `Le Café ${unique} de l'été` });
    expect(await found(`CAFÉ ${unique.toUpperCase()}`)).toEqual([article.id]);
    expect(await found(`ete ${unique.slice(0, -2)}`)).toEqual([article.id]);
  });

  it("a word as typed finds every word it starts, read from the index's vocabulary or, past its bound, as a prefix", async () => {
    const stem = word("heron");
    const [longer, other, itself] = [
      await createNews(admin, { title: `The ${stem}ry` }),
      await createNews(admin, { title: `A ${stem}s2 story` }),
      await createNews(admin, { title: `Just ${stem.toUpperCase()}` }),
    ];
    expect((await found(stem)).sort()).toEqual([longer.id, other.id, itself.id].sort());
    expect(await found(`${stem}r`)).toEqual([longer.id]);
    expect(await found(`story ${stem}S`)).toEqual([other.id]);
    expect(await found(`${stem}x`)).toEqual([]);
    // A word of punctuation only is no word, as FTS5 reads it beside the others.
    expect(await found(`* - ${stem}r`)).toEqual([longer.id]);
    // More words start with it than the vocabulary is read for: every one is still found, by FTS5's prefix.
    const many = word("egret");
    const most = BOUNDS.searchTypedWords.default;
    for (let i = 0; i <= most; i++) await createNews(admin, { title: `${many}${i.toString(36)}q` });
    const { body } = await search(many);
    expect(body.hits).toHaveLength(20);
    expect(body.more).toBe(true);
    expect(await found(`${many}w`)).toHaveLength(1);
  });

  it("reads editors' HTML as words: tags are not searched, text inside them is", async () => {
    const unique = word("ibis");
    const article = await createNews(admin, {
      title: "Markup",
      body: `<p>The <strong>${unique}</strong><script>${unique}x</script></p>`,
    });
    expect(await found(unique)).toEqual([article.id]);
    expect(await found("strong")).not.toContain(article.id);
    expect(await found(`${unique}x`)).toEqual([]);
  });

  it("sets a body's heading apart from the words after it in a snippet", async () => {
    const unique = word("heron");
    const article = await createNews(admin, {
      title: "Headed",
      body: `<h2>Our ${unique} approach</h2><p>We design slowly.</p><h3>Why?</h3><p>Because.</p>`,
    });
    const [hit] = (await search(unique)).body.hits;
    expect(hit?.id).toBe(article.id);
    expect(hit?.snippet.join("")).toBe(`Our ${unique} approach — We design slowly. Why? Because.`);
  });

  it("says there are more when more match than it shows", async () => {
    const unique = word("plover");
    for (let i = 0; i < 21; i++) await createNews(admin, { title: `${unique} ${i}` });
    const { body } = await search(unique);
    expect(body.hits).toHaveLength(20);
    expect(body.more).toBe(true);
  });
});

describe("the index follows every change", () => {
  it("an edit: the old word finds nothing, the new word finds the record", async () => {
    const before = word("heron");
    const after = word("egret");
    const article = await createNews(admin, { title: `The ${before}` });
    expect(await found(before)).toEqual([article.id]);
    await admin.collection("news").update(article.id, { title: `The ${after}` });
    expect(await found(before)).toEqual([]);
    expect(await found(after)).toEqual([article.id]);
  });

  it("unpublishing hides a record, publishing again shows it; a renamed slug is the one results link to", async () => {
    const unique = word("lapwing");
    const project = await createProject(admin, { title: `The ${unique}` });
    await admin.collection("projects").update(project.id, { status: "draft" });
    expect(await found(unique)).toEqual([]);
    await admin.collection("projects").update(project.id, { status: "published", slug: `${unique}-renamed` });
    const { body } = await search(unique);
    expect(body.hits.map((hit) => [hit.id, hit.slug])).toEqual([[project.id, `${unique}-renamed`]]);
  });

  it("a delete: the record is gone from the index", async () => {
    const unique = word("curlew");
    const article = await createNews(admin, { title: `The ${unique}` });
    const service = await admin.collection("services").create({ name: `${unique} service` });
    expect(new Set(await found(unique))).toEqual(new Set([article.id, service.id]));
    await admin.collection("news").delete(article.id);
    await admin.collection("services").delete(service.id);
    expect(await found(unique)).toEqual([]);
  });

  it("a save that fails leaves the index as it was", async () => {
    const unique = word("dunlin");
    const article = await createNews(admin, { title: `The ${unique}` });
    // Another article's slug: refused by the slug check, after which nothing of the save may remain.
    const other = await createNews(admin, { title: word("other") });
    await expect(admin.collection("news").update(article.id, { title: "Renamed", slug: other.slug })).rejects.toThrow();
    expect(await found(unique)).toEqual([article.id]);
  });
});

/** 50 queries a visitor, a bot or a fuzzer might send: FTS5's syntax, broken syntax, SQL, control characters, sizes. */
const HOSTILE_QUERIES: string[] = [
  '"',
  '""',
  '"unbalanced',
  'un"balanced',
  "*",
  "**",
  "a*",
  "*a",
  "OR",
  "a OR",
  "OR b",
  "a OR b",
  "AND",
  "NOT",
  "NOT a",
  "a NOT",
  "NEAR",
  "NEAR(",
  "NEAR(a b",
  "NEAR(a b, 2)",
  "(",
  ")",
  "((a)",
  "a)) OR ((b",
  "title:x",
  "{title body}: x",
  "^start",
  "+plus",
  "-minus",
  ":",
  "a:b:c",
  "' OR 1=1 --",
  "'); DROP TABLE search_index; --",
  "{:q}",
  "\\",
  '\\"',
  "%",
  "_",
  "\u0000",
  "a\u0000b",
  "\u0007\u0008\u001b[31m",
  "\u0085\u2028\u2029",
  "\ue000marked\ue001",
  "\ufeff\u200b",
  "😀🙃 中文 ελληνικά",
  "x".repeat(MAX_QUERY_LENGTH),
  "x ".repeat(MAX_QUERY_LENGTH / 2),
  "y".repeat(MAX_QUERY_LENGTH + 1),
  "z".repeat(100_00),
  " ",
];

describe("hostile queries", () => {
  it("there are 50 of them, all different", () => {
    expect(new Set(HOSTILE_QUERIES).size).toBe(50);
  });

  it.each(HOSTILE_QUERIES.map((q) => [JSON.stringify(q).slice(0, 40), q]))(
    "%s: the API answers 200 or 400, never 5xx, and the page 200",
    async (_, q) => {
      const api = await fetch(`${site.url}/api/search?q=${encodeURIComponent(q)}`);
      // An address past 8 KB is refused before any work, the search's too (shared/serving/bounds.ts).
      if (`/api/search?q=${encodeURIComponent(q)}`.length > BOUNDS.addressBytes.default) {
        expect(api.status).toBe(414);
        expect((await fetch(`${site.url}/search?q=${encodeURIComponent(q)}`)).status).toBe(414);
        return;
      }
      expect([200, 400]).toContain(api.status);
      const body = (await api.json()) as { message?: string; hits?: unknown[] };
      if (api.status === 400) expect(Object.values(QUERY_PROBLEMS)).toContain(body.message);
      else expect(Array.isArray(body.hits)).toBe(true);
      const page = await fetch(`${site.url}/search?q=${encodeURIComponent(q)}`);
      expect(page.status).toBe(200);
    },
  );

  it("raw, malformed query strings too", async () => {
    for (const raw of ["q=%", "q=%ZZ", "q=%E0%A4%A", "q", "q=&q=", "q=a&q=b", "q=%00", "q=%ED%A0%80", `q=${"%22".repeat(300)}`]) {
      const api = await fetch(`${site.url}/api/search?${raw}`);
      expect([200, 400], raw).toContain(api.status);
      const page = await fetch(`${site.url}/search?${raw}`);
      expect([200, 404], raw).toContain(page.status);
    }
  });

  it("an empty or too long query is a 400 that says what to do", async () => {
    expect(await search("   ")).toMatchObject({ status: 400, body: { message: QUERY_PROBLEMS.empty } });
    const none = await fetch(`${site.url}/api/search`);
    expect(none.status).toBe(400);
    expect(await search("y".repeat(MAX_QUERY_LENGTH + 1))).toMatchObject({
      status: 400,
      body: { message: QUERY_PROBLEMS.tooLong },
    });
  });
});

describe("the results page's first response", () => {
  it("lists the results, marked and escaped, answers noindex, and carries them under the app's query key", async () => {
    const unique = word("godwit");
    const article = await createNews(admin, { title: `The ${unique} <b>bold</b> claim` });
    const response = await fetch(`${site.url}/search?q=${encodeURIComponent(`  ${unique} `)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(doc.title).toMatch(new RegExp(`^Search: ${unique} · `));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${site.url}/search`);
    expect(doc.querySelector<HTMLInputElement>("main input[name=q]")?.value).toBe(unique);
    const title = doc.querySelector(`main .search-result-title a[href="/news/${article.slug}"]`);
    expect(title?.innerHTML).toBe(`The <mark>${unique}</mark> &lt;b&gt;bold&lt;/b&gt; claim`);
    expect(doc.querySelector("main .search-summary")?.textContent).toBe(`1 result for “${unique}”`);
    // The app's first render reads this, so it asks the API nothing (e2e/first-response.spec.ts).
    const data = JSON.parse(doc.getElementById(PAGE_DATA_ID)?.textContent ?? "{}") as PageData;
    const entry = data.queries.find(([key]) => JSON.stringify(key) === JSON.stringify(queryKeys.search(unique)));
    expect(entry?.[1]).toEqual((await search(unique)).body);
  });

  it("without a query, prompts; with one too long, says so; q given twice is no page", async () => {
    const blank = new JSDOM(await (await fetch(`${site.url}/search`)).text()).window.document;
    expect(blank.querySelector("main .search-prompt")?.textContent).toContain("Type a word or two");
    const long = await fetch(`${site.url}/search?q=${"y".repeat(MAX_QUERY_LENGTH + 1)}`);
    expect(long.status).toBe(200);
    expect(await long.text()).toContain(QUERY_PROBLEMS.tooLong);
    expect((await fetch(`${site.url}/search?q=a&q=b`)).status).toBe(404);
  });
});

describe("a data dir made before search", () => {
  const scratch: string[] = [];
  let upgraded: TestServer | undefined;
  afterAll(async () => {
    await upgraded?.stop();
    await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("gets its index filled with the records already there, drafts still hidden", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "pb-test-"));
    const migrations = await mkdtemp(path.join(tmpdir(), "pb-before-search-"));
    const hooks = await mkdtemp(path.join(tmpdir(), "pb-no-hooks-"));
    scratch.push(migrations, hooks);
    // The first two migrations, folded as the build folds them all.
    await buildMigrations(migrations, "1763708000_redirects_active_unless_paused.js");
    // Editors' articles, written as the release before search left them (no hooks, no index).
    await writeFile(
      path.join(migrations, "1763700200_editors_articles.js"),
      `migrate((app) => {
        const news = app.findCollectionByNameOrId("news");
        for (const [title, status] of [["The earlier sandpiper", "published"], ["The hidden sandpiper", "draft"]]) {
          const record = new Record(news);
          record.set("title", title);
          record.set("slug", title.toLowerCase().replace(/ /g, "-"));
          record.set("status", status);
          record.set("published_at", status === "published" ? "2026-01-01 10:00:00.000Z" : "");
          app.save(record);
        }
      });`,
    );
    await promisify(execFile)(
      inject("pocketbaseBin"),
      ["migrate", "up", `--dir=${dataDir}`, `--migrationsDir=${migrations}`, `--hooksDir=${hooks}`],
      { env: { ...process.env, SEED_DEMO: "false" } },
    );
    upgraded = await startTestServer({}, dataDir);
    const response = await fetch(`${upgraded.url}/api/search?q=sandpiper`);
    const body = (await response.json()) as SearchResults;
    expect(body.hits.map((hit) => hit.slug)).toEqual(["the-earlier-sandpiper"]);
  });
});
