import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNews, createProject, publishing } from "./support/fixtures";
import { BEHIND_A_PROXY, startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  // Each visit comes from a visitor of its own (X-Forwarded-For, believed from 127.0.0.1 here, as behind a proxy): one
  // visitor counts once a minute per rule.
  site = await startTestServer(BEHIND_A_PROXY);
  admin = await site.superuser();
  // A source, a target and a code are all an editor gives: the redirect works at once.
  const create = (fields: Record<string, unknown>) => admin.collection("redirects").create(fields);
  await create({ source: "/old-work", target: "/work", status_code: "301" });
  await create({ source: "/elsewhere", target: "https://example.com/away", status_code: "302" });
  await create({ source: "/removed", target: "", status_code: "410" });
  await create({ source: "/quiet", target: "", status_code: "", app_middleware: "noindex, NoIndex" });
  await create({ source: "/switched-off", target: "/news", status_code: "301", paused: true });
});
afterAll(() => site.stop());

const rules = async (path: string) => (await fetch(`${site.url}/api/redirects/lookup?path=${encodeURIComponent(path)}`)).json();
let visitors = 0;
const visitor = () => ({ "X-Forwarded-For": `203.0.113.${++visitors % 250}`, "Sec-Fetch-Site": "same-origin" });
const load = (path: string, headers: Record<string, string> = visitor()) =>
  fetch(`${site.url}${path}`, { redirect: "manual", headers });
/** What the app sends once it has followed a path's rule in the browser. */
const report = (path: string, headers: Record<string, string> = visitor()) =>
  fetch(`${site.url}/api/redirects/hits?path=${encodeURIComponent(path)}`, { method: "POST", headers });

describe("GET /api/redirects/lookup", () => {
  it.each([
    ["/projects", { to: "/work", statusCode: 301, external: false }],
    ["/content/about", { to: "/contact", statusCode: 301, external: false }],
    ["/content/contact", { to: "/contact", statusCode: 301, external: false }],
    ["/Old-Work/", { to: "/work", statusCode: 301, external: false }],
    ["/elsewhere", { to: "https://example.com/away", statusCode: 302, external: true }],
  ])("%s redirects", async (path, redirect) => {
    expect(await rules(path)).toMatchObject({ redirect, gone: false });
  });

  it("reports a removed page", async () => {
    expect(await rules("/removed")).toMatchObject({ redirect: null, gone: true });
  });

  it("names a path's app middlewares", async () => {
    expect(await rules("/quiet")).toMatchObject({ redirect: null, appMiddleware: ["noindex", "noindex"] });
  });

  it.each(["/switched-off", "/nothing-here"])("has no rules for %s", async (path) => {
    expect(await rules(path)).toMatchObject({ redirect: null, gone: false, appMiddleware: [] });
  });

  it("asks for a path", async () => {
    const response = await fetch(`${site.url}/api/redirects/lookup?path=nope`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Give the page's path, e.g. /api/redirects/lookup?path=/old-page.",
    );
  });
});

describe("hits count visits only", () => {
  const hitsOf = async (source: string) => (await admin.collection("redirects").getFirstListItem(`source = "${source}"`)).hits;

  it.each([
    ["a lookup (before a page, or while preloading a hovered link)", 0, rules],
    ["the app's report that it followed the rule", 1, report],
    ["a full page load, which the server answers with the rule", 1, load],
  ] as const)("%s adds %i", async (_, added, visit) => {
    for (const source of ["/elsewhere", "/removed"]) {
      const before = await hitsOf(source);
      await visit(source);
      expect(await hitsOf(source), source).toBe(before + added);
    }
  });

  it("counts one visitor once a minute per rule, however often they ask", { timeout: 30_000 }, async () => {
    // The minute is the epoch's (the server shares this machine's clock): not started in its last seconds.
    if (Date.now() % 60_000 > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 50));
    const before = await hitsOf("/elsewhere");
    const one = visitor();
    for (let n = 0; n < 5; n++) {
      expect((await report("/elsewhere", one)).status).toBe(204);
      await load("/elsewhere", one);
    }
    expect(await hitsOf("/elsewhere")).toBe(before + 1);
    for (let n = 0; n < 5; n++) await report("/elsewhere");
    expect(await hitsOf("/elsewhere")).toBe(before + 6);
  });

  it("takes no report from another site's page", async () => {
    const before = await hitsOf("/elsewhere");
    const crossSite: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      // An older browser says only Origin.
      { "Sec-Fetch-Site": "", Origin: "https://evil.example" },
    ];
    for (const headers of crossSite) expect((await report("/elsewhere", { ...visitor(), ...headers })).status).toBe(403);
    expect(await hitsOf("/elsewhere")).toBe(before);
  });

  it("keeps the time of the last visit", async () => {
    await report("/old-work");
    expect((await admin.collection("redirects").getFirstListItem('source = "/old-work"')).last_hit_at).not.toBe("");
  });

  it.each(["/quiet", "/switched-off", "/nothing-here", "/projects"])("a report for %s changes nothing", async (path) => {
    const before = await admin.collection("redirects").getFullList({ fields: "source,hits" });
    const response = await report(path);
    expect(response.status).toBe(204);
    expect(await admin.collection("redirects").getFullList({ fields: "source,hits" })).toEqual(before);
  });

  it("asks for a path", async () => {
    const response = await fetch(`${site.url}/api/redirects/hits`, { method: "POST" });
    expect(response.status).toBe(400);
  });
});

describe("full page loads of redirected paths", () => {
  it.each([
    ["/projects", 301, "/work"],
    ["/old-work", 301, "/work"],
    ["/elsewhere", 302, "https://example.com/away"],
  ])("%s answers %i to %s", async (path, status, location) => {
    const response = await load(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("location")).toBe(location);
  });

  it("answers a removed page with 410 and the app", async () => {
    const response = await load("/removed");
    expect(response.status).toBe(410);
    expect(await response.text()).toContain('<div id="app">');
  });

  it("leaves a path whose redirect is paused to the app", async () => {
    const response = await load("/switched-off");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="app">');
  });
});

describe("full page loads answer with the page's status", () => {
  let project: string;
  let article: string;
  beforeAll(async () => {
    project = (await createProject(admin)).slug;
    article = (await createNews(admin)).slug;
  });

  it.each(["/", "/work", "/work/", "/news", "/office", "/contact", "/test"])("%s is 200", async (path) => {
    expect((await load(path)).status).toBe(200);
  });

  it("a published project and article are 200", async () => {
    expect((await load(`/project/${project}`)).status).toBe(200);
    expect((await load(`/news/${article}`)).status).toBe(200);
  });

  it.each([
    ["a draft project", () => createProject(admin, publishing("draft")), "/project/"],
    ["a scheduled article", () => createNews(admin, publishing("scheduled")), "/news/"],
  ])("%s is 404 with the app, which shows its not-found page", async (_, create, prefix) => {
    const response = await load(`${prefix}${(await create()).slug}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain('<div id="app">');
  });

  it.each(["/no/such/page", "/project/no-such-project", "/news/no-such-article", "/project"])("%s is 404", async (path) => {
    expect((await load(path)).status).toBe(404);
  });
});

describe("a list's pages and filters answer like pages", () => {
  let service: string;
  beforeAll(async () => {
    // 13 published articles make two pages of 12; drafts and scheduled ones make none.
    for (let i = 0; i < 13; i++) await createNews(admin);
    for (let i = 0; i < 12; i++) await createNews(admin, publishing(i % 2 ? "draft" : "scheduled"));
    service = (await admin.collection("services").create({ name: `Service ${Math.random().toString(36).slice(2, 8)}` })).slug;
  });

  it.each(["/news", "/news?page=2", "/news?page=2&utm_source=mail", "/work", `/work?service=SERVICE`])(
    "%s is 200",
    async (path) => {
      expect((await load(path.replace("SERVICE", service))).status).toBe(200);
    },
  );

  it.each([
    "/news?page=3",
    "/news?page=99",
    "/news?page=0",
    "/news?page=-1",
    "/news?page=abc",
    "/news?page=1.5",
    "/news?page=02",
    "/news?page=",
    "/news?page=2&page=3",
    "/news?page=99999999999999999999",
    "/work?service=no-such-service",
    "/work?service=Not_A_Slug",
    "/work?service=",
  ])("%s is 404 with the app, which shows its not-found page", async (path) => {
    const response = await load(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="app">');
  });

  it.each([
    ["/news?page=1", "/news"],
    // Parameters the page does not read are no part of its address (decision 082): one answer serves every such link.
    ["/news/?page=1&utm_source=mail", "/news"],
    ["/news?tag=design&page=1&utm_source=mail", "/news?tag=design"],
  ])("%s is the first page's other address: 301 to %s", async (path, location) => {
    const response = await load(path);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(location);
  });
});
