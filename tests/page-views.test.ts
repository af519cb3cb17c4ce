import { JSDOM } from "jsdom";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastDays, utcDay, type ViewsSummary } from "../shared/views-summary";
import { createNews, publishing, refusal } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

// First-party page views (docs/decisions/040-first-party-page-views.md), against the real server. Each scenario
// reports from an address of its own (the server trusts X-Forwarded-For from 127.0.0.1 here, as behind a proxy) and names a referring
// site of its own, so that counts and the rate limit are each scenario's alone.

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let site: TestServer;
let admin: PocketBase;
let article: RecordModel;
let draft: RecordModel;
let nextAddress = 1;
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}.example`;

beforeAll(async () => {
  site = await startTestServer({ TRUSTED_PROXY_HEADERS: "X-Forwarded-For", TRUSTED_PROXY_IPS: "127.0.0.1" });
  admin = await site.superuser();
  const settings = await admin.collection("site").getFirstListItem("");
  await admin.collection("site").update(settings.id, { analytics_enabled: true });
  article = await createNews(admin);
  draft = await createNews(admin, publishing("draft"));
});
afterAll(() => site.stop());

/** A report as the app's beacon sends it (form-encoded), from a browser at an address of its own unless given one. */
function report(
  body: Record<string, string> | string,
  headers: Record<string, string> = {},
  address = `198.51.100.${nextAddress++}`,
): Promise<Response> {
  const json = typeof body === "string";
  return fetch(`${site.url}/api/views`, {
    method: "POST",
    headers: {
      "User-Agent": BROWSER,
      "X-Forwarded-For": address,
      ...(json ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    body: json ? body : new URLSearchParams(body),
  });
}

const rows = (filter: string) => admin.collection("page_views").getFullList({ filter, sort: "day,path" });
const viewsOf = async (path: string, host: string) =>
  (await rows(admin.filter("path = {:path} && referrer_host = {:host}", { path, host }))).reduce(
    (sum, row) => sum + row.views,
    0,
  );

describe("counting", () => {
  it("keeps one count per day, page and referring site", async () => {
    const referrer = unique("www.Search");
    const host = referrer.toLowerCase().replace(/^www\./, "");
    const before = utcDay(Date.now());
    for (const path of ["/work", "/work/", "/News/", `/news/${article.slug}`]) {
      const answer = await report({ path, referrer: `https://${referrer}/results?q=meridian` });
      expect(await answer.json()).toEqual({ recorded: true });
    }
    // The same page from no site, and from this site itself (a full page load after a link): one count, no referrer.
    const path = `/news/${article.slug}`;
    const direct = await viewsOf(path, "");
    await report({ path, referrer: "" });
    await report({ path, referrer: `${site.url}/news` });
    await report(JSON.stringify({ path }));

    const counted = await rows(admin.filter("referrer_host = {:host}", { host }));
    expect(counted.map((row) => [row.path, row.views])).toEqual([
      ["/news", 1],
      [path, 1],
      ["/work", 2],
    ]);
    expect([before, utcDay(Date.now())]).toContain(counted[0]?.day);
    expect(await viewsOf(path, "")).toBe(direct + 3);
  });

  it("adds today's views to today's count, never to another day's", async () => {
    const host = unique("yesterday");
    const [yesterday = ""] = lastDays(Date.now(), 2);
    const earlier = await admin
      .collection("page_views")
      .create({ day: yesterday, path: "/office", referrer_host: host, views: 5 });
    await report({ path: "/office", referrer: `https://${host}/` });
    await report({ path: "/office", referrer: `https://${host}/` });
    const counted = await rows(admin.filter("referrer_host = {:host}", { host }));
    expect(counted.map((row) => [row.day === yesterday ? "yesterday" : "today", row.views])).toEqual([
      ["yesterday", 5],
      ["today", 2],
    ]);
    expect((await admin.collection("page_views").getOne(earlier.id)).views).toBe(5);
  });

  it("stores nothing that tells who visited: no address, browser, cookie or time of day", async () => {
    const host = unique("private");
    const address = "203.0.113.77";
    const answer = await report({ path: "/contact", referrer: `https://${host}/a?email=someone@example.com` }, {}, address);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const [row] = await rows(admin.filter("referrer_host = {:host}", { host }));
    expect(Object.keys(row ?? {}).sort()).toEqual([
      "collectionId",
      "collectionName",
      "day",
      "id",
      "path",
      "referrer_host",
      "views",
    ]);
    expect(row).toMatchObject({ path: "/contact", referrer_host: host, views: 1 });
    const everything = JSON.stringify(await admin.collection("page_views").getFullList());
    for (const trace of [address, "Chrome/131", "someone@example.com", "/a?"]) expect(everything).not.toContain(trace);

    // Nor does PocketBase's request log keep a counted view (it would hold the address and the browser). A refused
    // report is logged like any failed request, so once it shows, the log has caught up with this test's requests.
    const refused = await report({ path: "/no-such-page" }, {}, address);
    expect(refused.status).toBe(400);
    await expect
      .poll(async () => (await admin.logs.getList(1, 1, { filter: 'data.url ~ "/api/views" && data.status = 400' })).totalItems, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const logged = await admin.logs.getList(1, 50, { filter: 'data.url ~ "/api/views" && data.status = 200' });
    expect(logged.totalItems).toBe(0);
  });
});

describe("refusing what is not a page", () => {
  it.each([
    ["a path no route has", { path: "/no/such/page" }, "/no/such/page is not a page of this site"],
    ["the editors' own page", { path: "/stats" }, "/stats is not a page of this site"],
    ["an article that does not exist", { path: "/news/no-such-article" }, "/news/no-such-article is not a page of this site"],
    ["a draft's address", () => ({ path: `/news/${draft.slug}` }), "is not a page of this site"],
    ["a path that is not one", { path: "work" }, "Send the page's path"],
    ["no path", { referrer: "https://example.com/" }, "Send the page's path"],
    ["a path of 501 characters", { path: `/${"a".repeat(500)}` }, "Send the page's path"],
    ["a referrer of 2,001 characters", { path: "/work", referrer: `https://example.com/${"a".repeat(1981)}` }, "at most 2000"],
  ] as const)("%s: 400", async (_, body, message) => {
    const answer = await report(typeof body === "function" ? body() : body);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain(message);
  });

  it("refuses a path that is not text", async () => {
    const answer = await report(JSON.stringify({ path: 42 }));
    expect(answer.status).toBe(400);
  });
});

describe("counting nothing", () => {
  it.each([
    ["Do Not Track", { DNT: "1" }, "/work", "asks not to be tracked"],
    ["Global Privacy Control", { "Sec-GPC": "1" }, "/work", "asks not to be tracked"],
    [
      "a search engine's crawler",
      { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      "/work",
      "bot",
    ],
    ["headless Chromium", { "User-Agent": BROWSER.replace("Chrome/", "HeadlessChrome/") }, "/work", "bot"],
    ["a preview link (the page's address)", { Referer: "https://site.example/news/a-draft?preview=abc.def" }, "/work", "preview"],
    ["a preview link (the reported path)", {}, "/work?preview=abc.def", "preview"],
  ])("for %s", async (_, headers, path, reason) => {
    const host = unique("ignored");
    const answer = await report({ path, referrer: `https://${host}/` }, headers);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { reason: string }).reason).toContain(reason);
    expect(await rows(admin.filter("referrer_host = {:host}", { host }))).toEqual([]);
  });

  it("while the site's analytics setting is off", async () => {
    const settings = await admin.collection("site").getFirstListItem("");
    await admin.collection("site").update(settings.id, { analytics_enabled: false });
    try {
      const host = unique("switched-off");
      const answer = await report({ path: "/work", referrer: `https://${host}/` });
      expect(await answer.json()).toEqual({ recorded: false, reason: "Analytics is off: the site's analytics_enabled setting." });
      expect(await rows(admin.filter("referrer_host = {:host}", { host }))).toEqual([]);
    } finally {
      await admin.collection("site").update(settings.id, { analytics_enabled: true });
    }
  });
});

describe("the rate limit", () => {
  it("answers one address 429 past 30 reports in 10 seconds, and others still count", async () => {
    const address = "192.0.2.30";
    const statuses: number[] = [];
    for (let i = 0; i < 40 && !statuses.includes(429); i++) statuses.push((await report({ path: "/" }, {}, address)).status);
    // The window opens with the first report; 30 quick ones all fit in it.
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.at(-1)).toBe(429);
    expect((await report({ path: "/" }, {}, "192.0.2.31")).status).toBe(200);
  });
});

describe("who may read the counts", () => {
  it.each([
    ["list", (pb: PocketBase) => pb.collection("page_views").getList(1, 1)],
    ["create", (pb: PocketBase) => pb.collection("page_views").create({ day: "2026-01-01", path: "/", views: 1 })],
  ])("a visitor may not %s them", async (_, call) => {
    expect((await refusal(call(site.visitor()))).status).toBe(403);
  });

  it.each(["view", "update", "delete"] as const)("a visitor may not %s one", async (action) => {
    const [row] = await admin
      .collection("page_views")
      .getList(1, 1)
      .then((list) => list.items);
    const records = site.visitor().collection("page_views");
    const call =
      action === "view"
        ? records.getOne(row?.id ?? "")
        : action === "update"
          ? records.update(row?.id ?? "", { views: 1000 })
          : records.delete(row?.id ?? "");
    expect([403, 404]).toContain((await refusal(call)).status);
  });

  it("refuses the figures to a visitor", async () => {
    const answer = await fetch(`${site.url}/api/views/summary`);
    expect(answer.status).toBe(401);
  });

  it("gives a superuser the last 30 days, the top pages and the top referrers, as the counts add up", async () => {
    const summary = (await admin.send("/api/views/summary", {})) as ViewsSummary;
    const days = lastDays(Date.now(), 30);
    expect(summary.days.map((d) => d.day)).toEqual(days);
    expect(summary.counting).toBe(true);

    const all = await admin.collection("page_views").getFullList({ filter: admin.filter("day >= {:from}", { from: days[0] }) });
    const sum = (rows: typeof all) => rows.reduce((total, row) => total + row.views, 0);
    const byDay = (day: string) => sum(all.filter((row) => row.day === day));
    expect(summary.days.map((d) => d.views)).toEqual(days.map(byDay));
    expect(summary.total).toBe(sum(all));
    expect(summary.direct).toBe(sum(all.filter((row) => row.referrer_host === "")));

    const totals = (key: "path" | "referrer_host") => {
      const by = new Map<string, number>();
      for (const row of all) if (row[key]) by.set(row[key], (by.get(row[key]) ?? 0) + row.views);
      return [...by].map(([name, views]) => ({ name, views })).sort((a, b) => b.views - a.views || (a.name < b.name ? -1 : 1));
    };
    expect(summary.pages).toEqual(totals("path").slice(0, 10));
    expect(summary.referrers).toEqual(totals("referrer_host").slice(0, 10));
    expect(summary.referrers.map((r) => r.name)).not.toContain("");
  });
});

describe("the editors' page, /stats, on a full page load", () => {
  it("is the sign-in form alone: no figures, noindex, and no cache may keep it", async () => {
    await report({ path: "/work", referrer: `https://${unique("figures")}/` });
    for (const attempt of ["first", "again, from the rendered pages' cache"]) {
      const response = await fetch(`${site.url}/stats`);
      expect(response.status, attempt).toBe(200);
      expect(response.headers.get("cache-control"), attempt).toBe("no-store");
      expect(response.headers.get("etag"), attempt).toBeNull();
      expect(response.headers.get("x-robots-tag"), attempt).toBe("noindex");
      const doc = new JSDOM(await response.text()).window.document;
      expect(doc.title).toMatch(/^Site statistics · /);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
      const form = doc.querySelector("main form.sign-in-form");
      expect([...(form?.querySelectorAll("input") ?? [])].map((input) => [input.name, input.type, input.autocomplete])).toEqual([
        ["email", "email", "username"],
        ["password", "password", "current-password"],
      ]);
      // Nothing of the counts, in the page or in its inline data.
      expect(doc.querySelector(".views-chart, .stats-list")).toBeNull();
      expect(doc.getElementById("page-data")?.textContent).not.toContain('/work","views');
    }
  });

  it("is no page of the sitemap", async () => {
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).not.toContain("/stats");
  });
});
