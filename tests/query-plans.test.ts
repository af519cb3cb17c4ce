// Issue 34: every list and lookup the app and the server make reads an index that serves its filter, the visitor rule
// and its sort. A data dir of years of content (the scale fixture, scaled down: scripts/fixtures/scale-plan.ts) is
// served in PocketBase's dev mode, which prints each statement it runs; every page kind is drawn in every language, the
// app's own reads are sent as the app sends them (tests/fixtures/app-reads.*.json, pinned by the app's list-reads
// test), and so are search, the sitemap, the feed, redirects and the content version. Each SELECT is then asked of
// SQLite's planner inside PocketBase, its values bound as PocketBase binds them (tests/support/sql-log.ts).
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SCALE_LANGUAGES } from "../scripts/fixtures/scale-plan";
import { makeScaleFixture } from "../scripts/lib/scale-fixture";
import { RECORD_PAGES } from "../shared/site-registry";
import { startTestServerWithProbe, type TestServer } from "./support/pocketbase";
import { readSitemap } from "./support/sitemap";
import { selectsIn, shapeOf, tablesOf, withParameters } from "./support/sql-log";
import { templateFor } from "./support/templates";

/** The fixture's sizes here: enough rows that SQLite's statistics are a studio's, made in about half a minute. */
const SIZES = { articles: 1_200, projects: 120 };
/**
 * The tables that grow with a studio's years: the collections with a page per record, a page's sections, the
 * redirects renamed addresses leave, the search index, and the rows kept apart per record. The others hold what editors keep few (languages, offices,
 * the menus, the site's settings).
 */
const GROWING = new Set([
  ...Object.keys(RECORD_PAGES),
  "sections",
  "redirects",
  "search_index",
  "search_rows",
  // A row per record (shared/schema/kept-apart.ts): every read of the app's expands a record's images' sizes.
  "record_image_sizes",
  "preview_tokens",
]);
const ENV = { SEED_DEMO: "true" };

let dataDir: string;
let site: TestServer;
let visitor: PocketBase;
let log = "";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "pb-plans-"));
  const template = templateFor(inject("dataDirTemplates"), ENV);
  if (template) await cp(template, dataDir, { recursive: true });
  await makeScaleFixture({ bin: inject("pocketbaseBin"), dataDir, sizes: SIZES, env: ENV });
  site = await startTestServerWithProbe("query-plan-probe.pb.js", ENV, dataDir, { sqlLog: true });
  site.server.process.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  visitor = site.visitor();
}, 240_000);
afterAll(async () => {
  await site?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function get(address: string): Promise<number> {
  const response = await fetch(`${site.url}${address}`, { redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

/** A published record's slug in a language (the newest, or the one at `offset` in publication order). */
async function slugOf(collection: string, language: string, offset = 0): Promise<string> {
  const list = await visitor.collection(collection).getList(offset + 1, 1, {
    filter: visitor.filter("language = {:language}", { language }),
    sort: collection === "projects" ? "sort_order,-published_at" : "-published_at,-created",
    fields: "slug",
    skipTotal: true,
  });
  const slug = list.items[0]?.slug;
  if (typeof slug !== "string") throw new Error(`No published ${collection} in ${language}`);
  return slug;
}

/** Every address a visitor or a crawler reads, in every language of the fixture. */
async function visitEverything(): Promise<void> {
  for (const language of SCALE_LANGUAGES) {
    const prefix = language.code === "en" ? "" : `/${language.code}`;
    const article = await slugOf("news", language.code, 40);
    const project = await slugOf("projects", language.code, 10);
    const [service] = (
      await visitor.collection("services").getList(1, 1, {
        filter: visitor.filter("language = {:language}", { language: language.code }),
        skipTotal: true,
      })
    ).items;
    const addresses = [
      "/",
      "/work",
      `/work?service=${service?.slug ?? ""}`,
      "/news",
      "/news?page=2",
      "/news?page=20",
      "/news?tag=design",
      "/news?tag=studio%20life&page=2",
      `/news/${article}`,
      `/project/${project}`,
      "/office",
      "/contact",
      "/search?q=harbour",
      "/news/no-such-article",
      "/no-such-page",
    ];
    for (const address of addresses) {
      const status = await get(`${prefix}${address}`);
      expect(status, `${prefix}${address}`).toBeLessThan(500);
    }
  }
  for (const address of [
    "/sitemap.xml",
    "/feed.xml",
    "/api/search?q=harbour",
    "/api/search?q=shelv",
    "/api/search?q=studio",
    "/api/redirects/lookup?path=%2Fold-work",
    "/api/content/version",
  ]) {
    expect(await get(address), address).toBeLessThan(500);
  }
  // The sitemap's every file (the index names them).
  for (const file of (await readSitemap(site.url)).files) expect(await get(file), file).toBe(200);
  // An editor's saves: an article's words, a renamed address (which leaves a redirect), a translation, a redirect.
  const admin = await site.superuser();
  const [article] = (await admin.collection("news").getList(1, 1, { filter: 'language = "en"', skipTotal: true })).items;
  if (!article) throw new Error("The fixture has no English article");
  await admin.collection("news").update(article.id, { title: "A title changed", body: "<p>A body changed.</p>" });
  await admin.collection("news").update(article.id, { slug: "an-address-changed" });
  const [translation] = (await admin.collection("news").getList(1, 1, { filter: 'language = "pt"', skipTotal: true })).items;
  if (translation) await admin.collection("news").update(translation.id, { excerpt: "Uma frase mudada." });
  await admin.collection("redirects").create({ source: "/old-work", target: "/work", status_code: "301" });
  // The app's own reads, as it sends them in each language (web/src/app/list-reads.test.ts pins these files).
  for (const code of ["en", "pt"]) {
    const reads = JSON.parse(await readFile(path.join(import.meta.dirname, `fixtures/app-reads.${code}.json`), "utf8")) as {
      collection: string;
      query: Record<string, string>;
    }[];
    for (const read of reads) {
      const address = `/api/collections/${read.collection}/records?${new URLSearchParams(read.query)}`;
      expect(await get(address), address).toBe(200);
    }
  }
}

interface Plan {
  sql: string;
  tables: string[];
  details: string[];
}

async function planOf(statement: string): Promise<Plan> {
  const admin = await site.superuser();
  const { sql, params } = withParameters(statement);
  try {
    const rows = await admin.send<{ detail: string }[]>("/test/query-plan", { method: "POST", body: { sql, params } });
    return { sql: statement, tables: tablesOf(statement), details: rows.map((row) => row.detail) };
  } catch (error) {
    const answer = (error as { response?: { message?: string } }).response?.message ?? String(error);
    return { sql: statement, tables: tablesOf(statement), details: [`NOT PLANNED: ${answer}`] };
  }
}

/**
 * The one whole read of a growing table the site makes on purpose: a redirect an editor saves is checked for loops and
 * chains against every other rule (pb_hooks/src/lib/redirects/rule-checks.ts), once per save of a redirect.
 */
const WHOLE_READS = new Set(["SELECT `redirects`.* FROM `redirects`"]);

/**
 * What makes a plan grow with the table: a full scan of a growing table, or a sort of its own; or a subquery run for
 * each row that reads a range of a growing table rather than looking rows up by equality. The sitemap's translations
 * did, on the scale fixture once SQLite had its statistics (22 s a file); planned here without them, they did not, so
 * this holds the shape their rewrite gave them (two lookups by equality).
 */
function problemsOf(plan: Plan): string[] {
  if (WHOLE_READS.has(plan.sql.trim())) return [];
  // An OR of lookups (`id = … || translation_of = …`) read by both indexes is a plan SQLite makes only while its
  // statistics say so: with those of a smaller table (a site that grew since its last analysis) it read every published
  // article by its publish time instead, 50–70 ms of each article's render with 2,000 of them. Two reads, then.
  const ored = plan.details.some((detail) => detail === "MULTI-INDEX OR") && plan.tables.some((table) => GROWING.has(table));
  if (ored) return ["MULTI-INDEX OR"];
  return plan.details.filter((detail, n) => {
    // "SEARCH t" with no index named is how SQLite plans a min() or max() it reads by scanning every row.
    const scanned = /^(?:SCAN|SEARCH) (\w+)(?: AS \w+)?$/.exec(detail)?.[1];
    const perRow = /^CORRELATED /.test(plan.details[n - 1] ?? "");
    const ranged = /^SEARCH (\w+)(?: AS \w+)? USING .*[<>]\?/.exec(detail)?.[1];
    return (
      (scanned !== undefined && GROWING.has(scanned)) ||
      (perRow && ranged !== undefined && GROWING.has(ranged)) ||
      /USE TEMP B-TREE|^NOT PLANNED/.test(detail)
    );
  });
}

describe("every list and lookup reads an index (issue 34)", () => {
  let plans: Plan[] = [];

  beforeAll(async () => {
    await visitEverything();
    // The log arrives on the process's pipe: give its last lines a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const shapes = new Map<string, string>();
    for (const statement of selectsIn(log)) {
      if (!tablesOf(statement).some((table) => GROWING.has(table))) continue;
      shapes.set(shapeOf(statement), statement);
    }
    plans = [];
    for (const statement of shapes.values()) plans.push(await planOf(statement));
  }, 240_000);

  it("sees the statements of every growing table it reads", () => {
    const read = new Set(plans.flatMap((plan) => plan.tables));
    for (const table of ["news", "projects", "pages", "sections", "redirects", "search_index"])
      expect(read, `no statement read ${table}`).toContain(table);
    expect(plans.length).toBeGreaterThan(30);
  });

  it("scans no growing table and sorts nothing of its own", () => {
    const failing = plans
      .map((plan) => ({ sql: plan.sql.slice(0, 600), problems: problemsOf(plan), plan: plan.details }))
      .filter((plan) => plan.problems.length > 0);
    expect(failing).toEqual([]);
  });

  it("draws a sitemap file's lines, their translations and originals, from indexes alone, never a row", () => {
    // Right after a save, each row read was a 4 KB page PocketBase's SQLite allocated again (issue 34).
    const files = plans.filter((plan) => plan.sql.includes("group_concat(line"));
    expect(files.length).toBeGreaterThanOrEqual(Object.keys(RECORD_PAGES).length);
    const rowReads = files.flatMap((plan) =>
      plan.details.filter((detail) => /^SEARCH /.test(detail) && !/COVERING INDEX/.test(detail)),
    );
    expect(rowReads).toEqual([]);
  });
});
