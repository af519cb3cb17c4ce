import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWS_PAGE_SIZE } from "../shared/pages/list-params";
import { ARTICLE_LINK_FIELDS, FEATURED_ORDER, listOptions, newsCards, projectCards } from "../shared/pages/lists";
import { HOME_NEWS, PAGE_DATA_ID, type QueryKey, queryKeys } from "../shared/pages/view";
import { HOME_PROJECTS } from "../shared/sections/home";
import { appCollection } from "./support/app-reads";
import { at, createNews, createProject } from "./support/fixtures";
import { startTestServerWithProbe, type TestServer } from "./support/pocketbase";

/**
 * Lists ask for what their cards show (issue 11, decision 072), and the server's first response holds exactly
 * what the app's own requests return, or the app would ask again on first load. The published news list is
 * read from its index: SQLite's plan is asked of the SQLite inside PocketBase (a test-only probe beside a
 * copy of the built hooks, tests/support/query-plan-probe.pb.js), so nothing test-only ships in pb_hooks/.
 */
let site: TestServer;
let admin: PocketBase;
let visitor: PocketBase;
const HOUR = 3_600_000;
const ARTICLES = 2 * NEWS_PAGE_SIZE + 3;

beforeAll(async () => {
  site = await startTestServerWithProbe("query-plan-probe.pb.js");
  admin = await site.superuser();
  visitor = site.visitor();
  const [film, brand] = await Promise.all(
    ["Film", "Brand"].map((name) => admin.collection("services").create({ name, summary: `${name} work.` })),
  );
  await createProject(admin, { title: "Lean one", body: "<p>A long project body.</p>", featured: true, services: film?.id });
  await createProject(admin, { title: "Lean two", body: "<p>Another body.</p>", services: brand?.id });
  for (let n = 0; n < ARTICLES; n++) {
    await createNews(admin, {
      title: `Lean article ${n}`,
      excerpt: `Excerpt ${n}`,
      body: `<p>The whole article ${n}, which no card shows.</p>`,
      tags: "lean",
      published_at: at(-(n + 1) * HOUR),
    });
  }
});
afterAll(async () => {
  await site?.stop();
});

/** The query cache entries a full page load carries, by key. */
async function inlineData(address: string): Promise<Map<string, unknown>> {
  const response = await fetch(`${site.url}${address}`);
  const html = await response.text();
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  const json = html.match(new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}"[^>]*>(.*?)</script>`, "s"))?.[1];
  const { queries } = JSON.parse(json ?? "{}") as { queries: [QueryKey, unknown][] };
  return new Map(queries.map(([key, value]) => [JSON.stringify(key), value]));
}

const key = (k: QueryKey) => JSON.stringify(k);

// The API read as the app reads it (tests/support/app-reads.ts): with its records' images' sizes brought along.
describe("the first response holds what the app's requests return", () => {
  it("/: project cards, featured first, and the latest news, without counts or bodies", async () => {
    const data = await inlineData("/");
    const projects = (
      await appCollection(visitor, "projects").getList(1, HOME_PROJECTS, {
        ...listOptions(projectCards),
        sort: FEATURED_ORDER,
        skipTotal: true,
      })
    ).items;
    const latest = await appCollection(visitor, "news").getList(1, HOME_NEWS, { ...listOptions(newsCards), skipTotal: true });
    expect(data.get(key(queryKeys.featuredProjects(HOME_PROJECTS, "")))).toEqual(projects);
    expect(data.get(key(queryKeys.latestNews()))).toEqual(latest.items);
    expect(latest.totalItems).toBe(-1);
    expect(projects.find((p) => p.title === "Lean one")).toEqual({
      id: expect.any(String),
      collectionId: expect.any(String),
      collectionName: "projects",
      slug: expect.any(String),
      title: "Lean one",
      client: "",
      year: 0,
      cover: expect.any(String),
      // The cover's own size, so the card offers no thumb wider than the original (decision 081).
      image_sizes: {
        [String(projects.find((p) => p.title === "Lean one")?.cover)]: { width: expect.any(Number), height: expect.any(Number) },
      },
      featured: true,
      services: [expect.any(String)],
      expand: { services: [{ name: "Film" }] },
    });
    expect(Object.keys(latest.items[0] ?? {}).sort()).toEqual([...newsCards.fields].sort());
  });

  it("/news?page=2: one page of news cards with its totals", async () => {
    const data = await inlineData("/news?page=2");
    const page = await appCollection(visitor, "news").getList(2, NEWS_PAGE_SIZE, listOptions(newsCards));
    expect(page.totalItems).toBe(ARTICLES);
    expect(data.get(key(queryKeys.newsPage(2)))).toEqual(page);
    expect(JSON.stringify(page)).not.toContain("which no card shows");
  });

  it("/news?page=3, the last page, and /news?page=4 past it, counted as the API counts", async () => {
    const data = await inlineData("/news?page=3");
    expect(data.get(key(queryKeys.newsPage(3)))).toEqual(
      await appCollection(visitor, "news").getList(3, NEWS_PAGE_SIZE, listOptions(newsCards)),
    );
    expect((await fetch(`${site.url}/news?page=4`)).status).toBe(404);
  });

  it("an article: its neighbours as id, slug and title", async () => {
    const middle = await admin.collection("news").getFirstListItem('title = "Lean article 5"');
    const data = await inlineData(`/news/${middle.slug}`);
    const neighbour = async (filter: string, sort: string) =>
      (
        await visitor.collection("news").getList(1, 1, {
          filter: visitor.filter(filter, { at: middle.published_at }),
          sort,
          fields: ARTICLE_LINK_FIELDS.join(","),
          skipTotal: true,
        })
      ).items[0];
    expect(data.get(key(queryKeys.articleNeighbours(middle.slug)))).toEqual({
      older: await neighbour("published_at < {:at}", "-published_at"),
      newer: await neighbour("published_at > {:at}", "published_at"),
    });
  });
});

// The visitors' list rule as PocketBase 0.39 writes it in SQL (read from its --dev query log), for a page of
// /news in the list's order, the list API's count, and the server's "is there a record at this offset?", each in
// one language, as every list is (issue 24).
const rule = (table: string) =>
  `\`${table}\`.\`status\` = 'published' AND (\`${table}\`.\`published_at\` IS NOT '' AND \`${table}\`.\`published_at\` IS NOT NULL) AND \`${table}\`.\`published_at\` <= {:now} AND ((\`${table}\`.\`unpublish_at\` = '' OR \`${table}\`.\`unpublish_at\` IS NULL) OR \`${table}\`.\`unpublish_at\` > {:now})) AND (\`${table}\`.\`language\` = {:language}`;
const PUBLISHED = rule("news");
const NEWS_INDEX = "idx_news_published \\(language=\\? AND status=\\? AND published_at<\\?\\)";
const QUERIES: Record<string, [sql: string, plan: RegExp]> = {
  "page 100 of the list": [
    `SELECT \`news\`.* FROM \`news\` WHERE (${PUBLISHED}) ORDER BY \`news\`.\`published_at\` DESC, \`news\`.\`created\` DESC LIMIT 12 OFFSET 1188`,
    new RegExp(`^SEARCH news USING INDEX ${NEWS_INDEX}$`),
  ],
  // The rule's every field is in the index, `unpublish_at` the last (issue 34): a count reads no row, whose body
  // comes before `unpublish_at` in the table (with 10,000 articles, 7 ms of CPU a count before, 1.4 after). Either
  // of the two that hold them: the list's order, or the narrow one kept for counts (idx_news_counted).
  "the count": [
    `SELECT COUNT(DISTINCT \`news\`.\`_rowid_\`) FROM \`news\` WHERE (${PUBLISHED})`,
    /^SEARCH news USING COVERING INDEX idx_news_(published|counted) \(language=\? AND status=\? AND published_at<\?\)$/,
  ],
  "a record at an offset": [
    `SELECT \`news\`.* FROM \`news\` WHERE (${PUBLISHED}) LIMIT 1 OFFSET 1024`,
    new RegExp(`^SEARCH news USING INDEX ${NEWS_INDEX}$`),
  ],
  // The portfolio (projectCards' order): read in order from its index, with no sort of its own.
  "the portfolio": [
    `SELECT \`projects\`.* FROM \`projects\` WHERE (${rule("projects")}) ORDER BY \`projects\`.\`sort_order\` ASC, \`projects\`.\`published_at\` DESC`,
    /^SEARCH projects USING INDEX idx_projects_portfolio \(language=\? AND status=\?\)$/,
  ],
  "the count of a language's projects": [
    `SELECT COUNT(DISTINCT \`projects\`.\`_rowid_\`) FROM \`projects\` WHERE (${rule("projects")})`,
    // Either of the two that hold the rule's every field (the portfolio's order, or a section's, featured first).
    /^SEARCH projects USING COVERING INDEX idx_projects_(portfolio|featured) \(language=\? AND status=\?\)$/,
  ],
};

describe("the published lists read their indexes", () => {
  it.each(Object.entries(QUERIES))("%s: from its index, with no sort of its own", async (_name, [sql, expected]) => {
    const plan = (await admin.send("/test/query-plan", {
      method: "POST",
      body: { sql, params: { now: at(0), language: "en" } },
    })) as { detail: string }[];
    const details = plan.map((row) => row.detail);
    expect(details.join("\n")).toMatch(expected);
  });
});
