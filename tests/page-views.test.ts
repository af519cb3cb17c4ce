import { request } from "node:http";
import { JSDOM } from "jsdom";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastDays, utcDay, type ViewsSummary } from "../shared/analytics/views-summary";
import { createNews, publishing, refusal } from "./support/fixtures";
import { BEHIND_A_PROXY, startTestServer, type TestServer } from "./support/pocketbase";
import { readSitemap } from "./support/sitemap";

// First-party page views (docs/decisions/archive/040-first-party-page-views.md), against the real server. Each scenario
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
  site = await startTestServer(BEHIND_A_PROXY);
  admin = await site.superuser();
  const settings = await admin.collection("site").getFirstListItem("");
  await admin.collection("site").update(settings.id, { analytics_enabled: true });
  article = await createNews(admin);
  draft = await createNews(admin, publishing("draft"));
});
afterAll(() => site.stop());

/**
 * A report as the app's beacon sends it (JSON, from the site's own page), from a browser at an address of its own
 * unless given one. A string body is sent as written.
 */
function report(
  body: Record<string, string> | string,
  headers: Record<string, string> = {},
  address = `198.51.100.${nextAddress++}`,
  url = site.url,
): Promise<Response> {
  return fetch(`${url}/api/views`, {
    method: "POST",
    headers: {
      "User-Agent": BROWSER,
      "X-Forwarded-For": address,
      "Content-Type": "application/json",
      "Sec-Fetch-Site": "same-origin",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
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

describe("refusing what no page of the site sends (issue 21)", () => {
  it.each([
    ["another site's page (Sec-Fetch-Site)", { "Sec-Fetch-Site": "cross-site" }],
    ["a page of a sibling site (Sec-Fetch-Site)", { "Sec-Fetch-Site": "same-site" }],
    ["another origin (an older browser's Origin)", { "Sec-Fetch-Site": "", Origin: "https://evil.example" }],
  ])("from %s: 403, nothing counted", async (_, headers) => {
    const host = unique("cross");
    const answer = await report({ path: "/work", referrer: `https://${host}/` }, headers);
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toContain("the site's own pages only");
    expect(await rows(admin.filter("referrer_host = {:host}", { host }))).toEqual([]);
  });

  it("a form post (what another site can send without asking): 415, nothing counted", async () => {
    const host = unique("form");
    const answer = await fetch(`${site.url}/api/views`, {
      method: "POST",
      headers: { "User-Agent": BROWSER, "X-Forwarded-For": `198.51.100.${nextAddress++}` },
      body: new URLSearchParams({ path: "/work", referrer: `https://${host}/` }),
    });
    expect(answer.status).toBe(415);
    expect(await rows(admin.filter("referrer_host = {:host}", { host }))).toEqual([]);
  });

  it("no answer of the API carries Access-Control-Allow-Origin for another site, a write's least of all", async () => {
    const preflight = await fetch(`${site.url}/api/views`, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const read = await fetch(`${site.url}/api/collections/news/records`, { headers: { Origin: "https://evil.example" } });
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("counts nothing when a DNT: 1 comes beside a DNT: 0", async () => {
    const host = unique("dnt");
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(site.url);
      const body = JSON.stringify({ path: "/work", referrer: `https://${host}/` });
      const sent = request(
        {
          host: url.hostname,
          port: url.port,
          method: "POST",
          path: "/api/views",
          // As a list: the one way to send a header twice. Node then adds no Host of its own.
          headers: [
            "Host",
            url.host,
            "Content-Type",
            "application/json",
            "User-Agent",
            BROWSER,
            "X-Forwarded-For",
            `198.51.100.${nextAddress++}`,
            "DNT",
            "0",
            "DNT",
            "1",
          ],
        },
        (answer) => {
          answer.resume();
          answer.on("end", () => resolve(answer.statusCode ?? 0));
        },
      );
      sent.on("error", reject);
      sent.end(body);
    });
    expect(status).toBe(200);
    expect(await rows(admin.filter("referrer_host = {:host}", { host }))).toEqual([]);
    const joined = await report({ path: "/work", referrer: `https://${host}/` }, { DNT: "0, 1" });
    expect(((await joined.json()) as { reason: string }).reason).toContain("asks not to be tracked");
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
    expect((await readSitemap(site.url)).text).not.toContain("/stats");
  });
});

describe("referring sites in a day (REFERRERS_PER_DAY)", () => {
  let capped: TestServer;
  beforeAll(async () => {
    capped = await startTestServer({
      ...BEHIND_A_PROXY,
      REFERRERS_PER_DAY: "20",
    });
    const cappedAdmin = await capped.superuser();
    const settings = await cappedAdmin.collection("site").getFirstListItem("");
    await cappedAdmin.collection("site").update(settings.id, { analytics_enabled: true });
    await cappedAdmin.settings.update({ rateLimits: { enabled: false } });
  }, 60_000);
  afterAll(() => capped?.stop());

  it("10,000 made-up referrers leave the day 20 rows by name and one for the rest", async () => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < 10_000) {
          const n = next++;
          const answer = await report(
            { path: "/work", referrer: `https://spam-${n}.example/` },
            {},
            `10.1.${n >> 8}.${n & 255}`,
            capped.url,
          );
          expect(answer.status).toBe(200);
        }
      }),
    );
    const cappedAdmin = await capped.superuser();
    const day = await cappedAdmin.collection("page_views").getFullList({ filter: `day = "${utcDay(Date.now())}"` });
    expect(day.length).toBeLessThanOrEqual(21);
    expect(day.filter((row) => row.referrer_host === "(other)")).toHaveLength(1);
    expect(day.reduce((sum, row) => sum + row.views, 0)).toBe(10_000);
  }, 120_000);
});
