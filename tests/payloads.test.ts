import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_DATA_ID } from "../shared/pages/view";
import { createNews, createProject, publishing } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

/**
 * A page's payload (seed spec §7; shared/pages/payload.ts), as the app's preloads ask for it: the query cache the
 * page's loaders filled, the same data its document carries, answered from the page kept, with no read of the records
 * API, revalidated by its ETag; nothing to preload (204) for a page that is not found, moved or private.
 */
let site: TestServer;
let admin: PocketBase;
let articleSlug = "";
let projectSlug = "";

beforeAll(async () => {
  site = await startTestServer();
  admin = await site.superuser();
  articleSlug = (await createNews(admin, { title: "Payload article" })).slug as string;
  projectSlug = (await createProject(admin, { title: "Payload project" })).slug as string;
  await createNews(admin, { title: "Payload draft", slug: "payload-draft", ...publishing("draft") });
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

/** The queries a page's document carries in its data block. */
async function documentQueries(address: string): Promise<unknown> {
  const html = await (await fetch(`${site.url}${address}`)).text();
  const block = new RegExp(`id="${PAGE_DATA_ID}"[^>]*>([^<]*)</script>`).exec(html)?.[1] ?? "";
  return (JSON.parse(block) as { queries: unknown }).queries;
}

describe("a page's payload", () => {
  it.each([
    ["/", "/_payload.json"],
    ["/work", "/work/_payload.json"],
    ["/news?page=1", "/news/_payload.json"],
    ["/contact", "/contact/_payload.json"],
  ])("%s: %s holds the queries of its document, as JSON kept from search engines", async (page, payload) => {
    const response = await fetch(`${site.url}${payload}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const body = (await response.json()) as { queries: unknown; words?: unknown };
    expect(body.words).toBeUndefined();
    expect(body.queries).toEqual(await documentQueries(page.replace("?page=1", "")));
  });

  it("for a record's page, its record; in a language, as its page answers", async () => {
    for (const [address, title] of [
      [`/news/${articleSlug}`, "Payload article"],
      [`/project/${projectSlug}`, "Payload project"],
    ]) {
      const body = (await (await fetch(`${site.url}${address}/_payload.json`)).json()) as { queries: [unknown, unknown][] };
      expect(JSON.stringify(body.queries)).toContain(title);
    }
    // Portuguese is live only where the site declares it: the payload has data exactly when the page is found.
    const [page, payload] = await Promise.all([fetch(`${site.url}/pt/work`), fetch(`${site.url}/pt/work/_payload.json`)]);
    expect(payload.status).toBe(page.status === 200 ? 200 : 204);
  });

  it("for a long body, carries it once: the page draws it and its data says where; the payload has it back", async () => {
    // A body with markup the server's sanitiser rewrites (an editor's h1, a link opening a new tab).
    const paragraph = '<h1>Part</h1><p>Words <a href="https://example.com" target="_blank">out</a> &amp; more.</p>';
    const body = paragraph.repeat(200);
    const slug = (await createNews(admin, { title: "Payload long body", body })).slug as string;
    const html = await (await fetch(`${site.url}/news/${slug}`)).text();
    const drawn = /data-drawn-text="">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
    expect(drawn).toContain('<h2>Part</h2><p>Words <a href="https://example.com" target="_blank" rel="noopener noreferrer">');
    // The page holds the body once: in the element, not again in the data block.
    expect(html.split("Words <a").length - 1).toBe(200);
    const block = new RegExp(`id="${PAGE_DATA_ID}"[^>]*>([^<]*)</script>`).exec(html)?.[1] ?? "";
    expect(block).not.toContain("Words");
    const data = JSON.parse(block) as { queries: [unknown, { body?: string }][]; drawn?: { path: string[] }[] };
    expect(data.drawn).toEqual([expect.objectContaining({ path: ["body"], length: drawn.length })]);
    const payload = (await (await fetch(`${site.url}/news/${slug}/_payload.json`)).json()) as {
      queries: [unknown, { body?: string }][];
    };
    const bodies = payload.queries.map(([, value]) => value?.body).filter((text) => text !== undefined);
    expect(bodies).toEqual([drawn]);
  });

  it("is revalidated by its ETag, which changes with the content", async () => {
    const first = await fetch(`${site.url}/news/_payload.json`);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/-payload-/);
    const again = await fetch(`${site.url}/news/_payload.json`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    await createNews(admin, { title: "Payload after" });
    const changed = await fetch(`${site.url}/news/_payload.json`, { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(await changed.json())).toContain("Payload after");
  });

  it.each([
    ["a page that is not found", "/no/such/_payload.json"],
    ["a draft", "/news/payload-draft/_payload.json"],
    ["a list page past the last", "/news/_payload.json?page=99"],
    ["a page known by another address", "/news/_payload.json?page=1&page=1"],
  ])("has nothing to preload for %s: 204", async (_, address) => {
    const response = await fetch(`${site.url}${address}`, { redirect: "manual" });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });

  it("is a page's only: under the API or the admin, the name is no payload", async () => {
    const api = await fetch(`${site.url}/api/collections/news/records/_payload.json`);
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toContain("application/json");
    expect(((await api.json()) as { message?: string }).message).toBeTruthy();
  });

  it("leaks no draft: a draft's payload is as empty as a missing page's, and no list's payload names it", async () => {
    const news = await (await fetch(`${site.url}/news/_payload.json`)).text();
    expect(news).not.toContain("Payload draft");
  });
});
