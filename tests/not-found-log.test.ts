// Redirects editors can grow (issue 13, item 4), against a real PocketBase: wildcard sources and their precedence,
// `*` filled in from the address, the 404 log's counting and pruning, and one step from a log entry to a redirect.
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNews, publishing } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const MAX_ENTRIES = 5;

let site: TestServer;
let admin: PocketBase;
/** A published article's slug: a redirect leads to an article only while visitors can see it. */
let slug: string;

beforeAll(async () => {
  site = await startTestServer({ NOT_FOUND_LOG_MAX: String(MAX_ENTRIES) });
  admin = await site.superuser();
  slug = (await createNews(admin, publishing("published"))).slug as string;
  const create = (fields: Record<string, unknown>) => admin.collection("redirects").create(fields);
  await create({ source: "/blog/*", target: "/news/*", status_code: "301" });
  await create({ source: "/blog/2019/*", target: "/news", status_code: "302" });
  await create({ source: "/blog/hello", target: "/work", status_code: "308" });
  await create({ source: "/old/*", target: "https://old.example.com/pages/*", status_code: "301" });
  await create({ source: "/gone/*", target: "", status_code: "410" });
});
afterAll(() => site.stop());

/** A full page load, as a visitor's browser makes it. */
const load = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { redirect: "manual", headers: { "User-Agent": BROWSER, ...headers } });
const entries = () => admin.collection("not_found_log").getFullList({ sort: "path" });
const entry = async (path: string) => (await entries()).find((record) => record.path === path);

describe("wildcard redirects", () => {
  it.each([
    ["/blog/{slug}", 301, "/news/{slug}"],
    ["/Blog/{slug}/", 301, "/news/{slug}"],
    ["/blog/deep/path", 301, "/news/deep/path"],
    ["/blog/2019/old-post", 302, "/news"],
    ["/blog/hello", 308, "/work"],
    ["/old/x", 301, "https://old.example.com/pages/x"],
  ])(
    "%s answers %i to %s: exact over wildcard, the longer wildcard over the shorter, * filled in",
    async (address, status, target) => {
      const [path, to] = [address.replace("{slug}", slug), target.replace("{slug}", slug)];
      const answer = await load(path);
      expect(answer.status).toBe(status);
      expect(new URL(answer.headers.get("location") ?? "", site.url).href).toBe(new URL(to, site.url).href);
    },
  );

  it("answers the same from the lookup the app makes", async () => {
    const lookup = await (await fetch(`${site.url}/api/redirects/lookup?path=${encodeURIComponent("/blog/x/y")}`)).json();
    expect(lookup.redirect).toEqual({ to: "/news/x/y", statusCode: 301, external: false });
    const gone = await (await fetch(`${site.url}/api/redirects/lookup?path=/gone/anything`)).json();
    expect(gone).toMatchObject({ gone: true, redirect: null });
  });

  it("leaves the wildcard's own path alone, and leads nowhere a visitor may not go", async () => {
    expect((await load("/blog")).status).toBe(404);
    // /news/no-such-article is no article visitors can see: not found, and nothing said of where it led.
    const hidden = await load("/blog/no-such-article");
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get("location")).toBeNull();
  });

  it("never takes a visitor to another host through the filled-in rest", async () => {
    const answer = await load("/old/@evil.example/x");
    expect(new URL(answer.headers.get("location") ?? "").host).toBe("old.example.com");
  });

  it.each([
    [{ source: "/*", target: "/news" }, "source", "A wildcard needs a path before /*"],
    [{ source: "/a/*/b", target: "/news" }, "source", "A * may only end the path"],
    [{ source: "/plain", target: "/news/*" }, "target", "Only a wildcard source"],
    [{ source: "/x/*", target: "https://example.com*" }, "target", "after the slash that ends its host"],
    [{ source: "/deep/*", target: "/deep/er/*" }, "target", "below the source"],
    [{ source: "/news/*", target: "/blog/*" }, "target", "loop"],
  ])("refuses %j on save, under its %s", async (fields, field, message) => {
    const refused = await admin
      .collection("redirects")
      .create({ ...fields, status_code: "301" })
      .catch((error: { status: number; response: { data: Record<string, { message: string }> } }) => error);
    expect((refused as { status: number }).status).toBe(400);
    expect((refused as { response: { data: Record<string, { message: string }> } }).response.data[field]?.message).toContain(
      message,
    );
  });
});

describe("the 404 log", () => {
  it("counts a full page load that is not found, with its first and last time and the linking page's host", async () => {
    await load("/missing-page", { Referer: "https://partner.example/links" });
    await load("/Missing-Page/", { Referer: "https://other.example/" });
    const logged = await entry("/missing-page");
    expect(logged).toMatchObject({ hits: 2, referrer_host: "other.example" });
    expect(Date.parse(logged?.last_seen ?? "")).toBeGreaterThanOrEqual(Date.parse(logged?.first_seen ?? ""));
  });

  it("counts a draft's address, which answers not found, but no bot, file, found page, redirect or removed page", async () => {
    const draft = await createNews(admin, publishing("draft"));
    await load(`/news/${draft.slug}`);
    await load("/missing-asset.png");
    await load("/wp-login.php");
    await load("/assets/app-123.js");
    await load("/bot-only", { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await load("/work");
    await load(`/blog/${slug}`);
    await load("/gone/removed");
    const paths = (await entries()).map((record) => record.path);
    expect(paths).toContain(`/news/${draft.slug}`);
    for (const path of [
      "/missing-asset.png",
      "/wp-login.php",
      "/assets/app-123.js",
      "/bot-only",
      "/work",
      `/blog/${slug}`,
      "/gone/removed",
    ])
      expect(paths).not.toContain(path);
  });

  it("counts what the app reports only when the server finds no page there either", async () => {
    const send = (path: string) =>
      fetch(`${site.url}/api/not-found`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": BROWSER },
        body: JSON.stringify({ path, referrer: site.url }),
      });
    const sent = await send("/broken-inside-link");
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ logged: true });
    expect(await entry("/broken-inside-link")).toMatchObject({ hits: 1, referrer_host: "127.0.0.1" });
    const found = await send("/work");
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({
      logged: false,
      reason: "/work is found on this site: only addresses that are not are logged.",
    });
    // A list's page past its end is a miss of its own, logged with the query its page reads (issue 22, item 10).
    expect(await (await send("/news?page=99&utm_source=x")).json()).toMatchObject({ logged: true });
    expect(await entry("/news?page=99")).toMatchObject({ hits: 1 });
    expect(await entry("/news")).toBeUndefined();
    expect((await send("not-a-path")).status).toBe(400);
    expect(await entry("/work")).toBeUndefined();
  });

  it(`keeps at most NOT_FOUND_LOG_MAX entries (here ${MAX_ENTRIES}), removing those seen least recently`, async () => {
    await load("/missing-page");
    for (let n = 0; n < 8; n++) await load(`/flood-${n}`);
    // Seen again after the flood: the most recent, so it stays.
    await load("/missing-page");
    const paths = (await entries()).map((record) => record.path);
    expect(paths).toHaveLength(MAX_ENTRIES);
    expect(paths).toContain("/missing-page");
    expect(paths).toEqual(expect.arrayContaining(["/flood-5", "/flood-6", "/flood-7"]));
    expect(paths).not.toContain("/flood-0");
  });

  it("is for superusers only", async () => {
    const visitor = site.visitor();
    const listed = await visitor
      .collection("not_found_log")
      .getList(1, 10)
      .then(
        (list) => list.items.length,
        (error: { status: number }) => error.status,
      );
    expect([0, 403]).toContain(listed);
  });
});

describe("from a log entry to a redirect", () => {
  let logged: RecordModel | undefined;

  beforeAll(async () => {
    await load("/old-team-page");
    logged = await entry("/old-team-page");
  });

  it("filling in redirect_to makes the redirect and removes the entry", async () => {
    expect(logged).toBeDefined();
    await admin.collection("not_found_log").update(logged?.id ?? "", { redirect_to: "/contact" });
    expect(await entry("/old-team-page")).toBeUndefined();
    const made = await admin.collection("redirects").getFirstListItem('source = "/old-team-page"');
    expect(made).toMatchObject({ target: "/contact", status_code: "301" });
    const answer = await load("/old-team-page");
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/contact");
  });

  it("a refused target is told under redirect_to, and the entry stays as it was", async () => {
    await load("/another-miss");
    const missing = await entry("/another-miss");
    const refused = await admin
      .collection("not_found_log")
      .update(missing?.id ?? "", { redirect_to: "javascript:alert(1)" })
      .catch((error: { status: number; response: { data: Record<string, { message: string }> } }) => error);
    expect((refused as { status: number }).status).toBe(400);
    expect((refused as { response: { data: Record<string, { message: string }> } }).response.data.redirect_to?.message).toContain(
      "“javascript:” targets are not allowed",
    );
    expect(await entry("/another-miss")).toMatchObject({ redirect_to: "" });
    expect(await admin.collection("redirects").getList(1, 1, { filter: 'source = "/another-miss"' })).toMatchObject({
      totalItems: 0,
    });
  });

  it("a redirect made in the redirects collection clears the log below it too", async () => {
    await load("/retired/a");
    await load("/retired/b/c");
    expect(await entry("/retired/a")).toBeDefined();
    await admin.collection("redirects").create({ source: "/retired/*", target: "/work", status_code: "301" });
    expect(await entry("/retired/a")).toBeUndefined();
    expect(await entry("/retired/b/c")).toBeUndefined();
  });
});
