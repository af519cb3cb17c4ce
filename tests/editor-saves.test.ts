// Saves that used to hide or break a page (issue 22, items 8–13), against a real PocketBase: each is now refused with
// a message under its field, or made safe by the server. Every case here failed on the code before.
import { JSDOM } from "jsdom";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowManySubmissions, deliverNow, formToken, genuine, send } from "./support/contact";
import { createNews, refusal } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";
import { readSitemap } from "./support/sitemap";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  // No SMTP settings at all: PocketBase falls back to a sendmail the machine does not have.
  site = await startTestServer({ CONTACT_MIN_FILL_SECONDS: "0" });
  admin = await site.superuser();
});
afterAll(() => site.stop());

const load = (path: string) => fetch(`${site.url}${path}`, { redirect: "manual", headers: { "User-Agent": BROWSER } });

describe("item 8: published without a date", () => {
  it("is published now, and visitors see it at once", async () => {
    const before = Date.now();
    const article = await createNews(admin, { status: "published", published_at: "" });
    const when = Date.parse(String(article.published_at).replace(" ", "T"));
    expect(when).toBeGreaterThanOrEqual(before - 1000);
    expect(when).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await load(`/news/${article.slug}`)).status).toBe(200);
    expect((await site.visitor().collection("news").getOne(article.id)).title).toBe(article.title);
  });

  it("a draft keeps no date, and a date set by the editor is kept", async () => {
    const draft = await createNews(admin, { status: "draft", published_at: "" });
    expect(draft.published_at).toBe("");
    const dated = await createNews(admin, { status: "published", published_at: "2026-01-02 03:04:05.000Z" });
    expect(dated.published_at).toBe("2026-01-02 03:04:05.000Z");
  });
});

describe("item 9: a typo in app_middleware", () => {
  it("is refused, naming the names the app knows, and the page stays up", async () => {
    const refused = await refusal(admin.collection("redirects").create({ source: "/work", app_middleware: "noindx" }));
    expect(refused.status).toBe(400);
    expect(refused.data.app_middleware?.message).toBe("“noindx” is not an app middleware the site knows: noindex.");
    expect(await admin.collection("redirects").getFullList({ filter: 'source = "/work"' })).toHaveLength(0);
    expect((await load("/work")).status).toBe(200);
    // A known name, in any case and spacing, is kept, tidied.
    const kept = await admin.collection("redirects").create({ source: "/work", app_middleware: " NoIndex " });
    expect(kept.app_middleware).toBe("noindex");
    await admin.collection("redirects").delete(kept.id);
  });
});

describe("item 10: the 404 log and redirects over live pages", () => {
  it("logs a missing page of the news with its query", async () => {
    expect((await load("/news?page=99")).status).toBe(404);
    let paths: string[] = [];
    for (let attempt = 0; attempt < 50 && !paths.includes("/news?page=99"); attempt++) {
      paths = (await admin.collection("not_found_log").getFullList()).map((entry) => entry.path as string);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(paths).toContain("/news?page=99");
    expect(paths).not.toContain("/news");
  });

  it("refuses a redirect from a page that exists, by hand or from the log, and /news still answers", async () => {
    for (const source of ["/news", "/News/", "/work/*", "/news/*"]) {
      const refused = await refusal(admin.collection("redirects").create({ source, target: "/contact", status_code: "301" }));
      expect(refused.status, source).toBe(400);
      expect(refused.data.source?.message, source).toMatch(/^(The page \/news is on the site|This would redirect every page)/);
    }
    const article = await createNews(admin);
    const onArticle = await refusal(
      admin.collection("redirects").create({ source: `/news/${article.slug}`, target: "/work", status_code: "302" }),
    );
    expect(onArticle.data.source?.message).toContain(`The page /news/${article.slug} is on the site`);

    const [entry] = await admin.collection("not_found_log").getFullList({ filter: 'path = "/news?page=99"' });
    const fromLog = await refusal(admin.collection("not_found_log").update(entry?.id ?? "", { redirect_to: "/work" }));
    expect(fromLog.status).toBe(400);
    expect(fromLog.data.redirect_to?.message).toBeTruthy();
    const news = await load("/news");
    expect(news.status).toBe(200);
    expect(news.headers.get("location")).toBeNull();
  });

  it("a rule saved over a scheduled article's address gives way to the article once it is live", async () => {
    const inAMinute = new Date(Date.now() + 60_000).toISOString().replace("T", " ");
    const article = await createNews(admin, { published_at: inAMinute });
    const path = `/news/${article.slug}`;
    // Not a page yet: the rule is taken, and sends visitors on.
    const rule = await admin.collection("redirects").create({ source: path, target: "/contact", status_code: "301" });
    try {
      expect((await load(path)).status).toBe(301);
      // Live (here by a save; the scheduled time passing gives the same): the article answers, not the rule.
      await admin
        .collection("news")
        .update(article.id, { published_at: new Date(Date.now() - 1000).toISOString().replace("T", " ") });
      const page = await load(path);
      expect(page.status).toBe(200);
      expect(page.headers.get("location")).toBeNull();
      const lookup = (await (await fetch(`${site.url}/api/redirects/lookup?path=${encodeURIComponent(path)}`)).json()) as {
        redirect: unknown;
      };
      expect(lookup.redirect).toBeNull();
      // Unpublished again, the rule is back in force.
      await admin.collection("news").update(article.id, { status: "draft" });
      expect((await load(path)).status).toBe(301);
    } finally {
      await admin.collection("redirects").delete(rule.id);
    }
  });

  it("still takes a redirect from an address with no page, and a middleware-only rule on a live page", async () => {
    const moved = await admin.collection("redirects").create({ source: "/old-news", target: "/news", status_code: "301" });
    expect((await load("/old-news")).status).toBe(301);
    await admin.collection("redirects").delete(moved.id);
    const quiet = await admin.collection("redirects").create({ source: "/contact", app_middleware: "noindex" });
    expect((await load("/contact")).status).toBe(200);
    await admin.collection("redirects").delete(quiet.id);
  });
});

describe("item 11: mail that is not set up", () => {
  it("says so in plain words, with where to set it", async () => {
    await allowManySubmissions(admin);
    const settings = await admin.collection("site").getFirstListItem("");
    await admin.collection("site").update(settings.id, { contact_email: "studio@example.com" });
    const token = await formToken(site.url);
    const sent = await send(site.url, { ...genuine, form_token: token, website: "" });
    expect(sent.status).toBe(200);
    expect(await deliverNow(admin)).toEqual({ attempted: 1, sent: 0 });
    const stored = await admin.collection("contact").getOne(String(sent.body.id));
    expect(stored.notify_error).toMatch(/^Mail is not set up, so this message could not be sent to you\./);
    expect(stored.notify_error).toContain("(Settings → Mail) or with the SMTP_HOST");
    expect(stored.notify_error).not.toMatch(/sendmail/i);
  });
});

describe("item 12: secrets and derived values", () => {
  it("keep the site's secrets off the form editors fill, for superusers only, in one record", async () => {
    const settings = await admin.collection("site").getFirstListItem("");
    expect(settings).not.toHaveProperty("form_secret");
    expect(settings).not.toHaveProperty("preview_secret");
    const siteFields = (await admin.collections.getOne("site")).fields.map((field: { name: string }) => field.name);
    expect(siteFields).not.toContain("form_secret");
    expect(siteFields).not.toContain("preview_secret");

    const secrets = await admin.collection("site_secrets").getFullList();
    expect(secrets).toHaveLength(1);
    expect(String(secrets[0]?.form_secret)).toMatch(/^.{32,}$/);
    expect((await refusal(admin.collection("site_secrets").create({}))).status).toBe(400);
    expect((await refusal(site.visitor().collection("site_secrets").getFullList())).status).toBe(403);
  });

  it("rewrite a preview token or image sizes an editor typed", async () => {
    const draft = await createNews(admin, { status: "draft" });
    const typed = await admin
      .collection("news")
      .update(draft.id, { preview_token: "mine", preview_expires: "2099-01-01 00:00:00.000Z", image_sizes: { x: 1 } });
    // The tokens live in preview_tokens now (issue 33), off the form: read there.
    const [tokens] = await admin.collection("preview_tokens").getFullList({ filter: `news = "${draft.id}"` });
    expect(tokens?.preview_token).not.toBe("mine");
    expect(tokens?.preview_expires).not.toBe("2099-01-01 00:00:00.000Z");
    expect(typed.image_sizes).not.toEqual({ x: 1 });
    expect(String(typed.preview_url)).toContain(`?preview=${tokens?.preview_token}`);
  });

  it("show each record's preview link in preview_links, for superusers only, rewritten on save, gone with the record", async () => {
    const draft = await createNews(admin, { status: "draft", title: "Linked draft" });
    const link = async () =>
      (await admin.collection("preview_links").getFullList({ filter: `record_id = "${draft.id}"` })).map((row) => ({
        label: row.label,
        url: row.url,
      }));
    expect(await link()).toEqual([{ label: "Article “Linked draft” (draft)", url: draft.preview_url }]);
    const saved = await admin.collection("news").update(draft.id, { title: "Renamed draft" });
    expect(await link()).toEqual([{ label: "Article “Renamed draft” (draft)", url: saved.preview_url }]);
    expect((await refusal(site.visitor().collection("preview_links").getFullList())).status).toBe(403);
    // The record's own field stays hidden: visitors can neither read it nor filter on it.
    const fields = (await admin.collections.getOne("news")).fields as { name: string; hidden: boolean }[];
    expect(fields.find((field) => field.name === "preview_url")?.hidden).toBe(true);
    await admin.collection("news").delete(draft.id);
    expect(await link()).toEqual([]);
  });
});

describe("item 13: no site URL set", () => {
  it("gives absolute links on the address the server was started on", async () => {
    const article = await createNews(admin);
    const html = await (await load(`/news/${article.slug}`)).text();
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${site.url}/news/${article.slug}`);
    expect((await readSitemap(site.url, { "User-Agent": BROWSER })).text).toContain(
      `<loc>${site.url}/news/${article.slug}</loc>`,
    );
  });
});

describe("item 7: a visitor's typo", () => {
  it.each(["/rss.xml", "/llms.txt", "/favicon-32.png", "/news/feed.json"])(
    "%s gets the site's not-found page, not JSON",
    async (path) => {
      const response = await load(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/html");
      const doc = new JSDOM(await response.text()).window.document;
      expect(doc.querySelector("main h1")?.textContent).toMatch(/not found/i);
    },
  );

  it("only /api/… answers JSON", async () => {
    const response = await load("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("an article's head names the RSS feed, as / and /news do", async () => {
    const article = await createNews(admin);
    for (const path of ["/", "/news", `/news/${article.slug}`]) {
      const doc = new JSDOM(await (await load(path)).text()).window.document;
      expect(doc.querySelector('link[rel="alternate"][type="application/rss+xml"]'), path).not.toBeNull();
    }
  });
});
