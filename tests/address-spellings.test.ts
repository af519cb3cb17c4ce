// One spelling per address (issue 32): a page asked for in another case, with an escaped letter, a doubled or a
// trailing slash, or its language's prefix spelt otherwise answers a 301 to its own address, where alone it is drawn
// and kept. Every spelling was once a page of its own, drawn and kept apart: 13 a second from one address kept both
// cores busy.
import type { default as PocketBase, RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNews } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;
let article: RecordModel;
let draft: RecordModel;

beforeAll(async () => {
  site = await startTestServer({ SEED_DEMO: "true" });
  admin = await site.superuser();
  article = await createNews(admin, { title: "Spelt many ways" });
  draft = await createNews(admin, { title: "Spelt but unpublished", status: "draft" });
  await admin.collection("redirects").create({ source: "/old-spelling", target: "/work", status_code: "301" });
});
afterAll(() => site?.stop());

const ask = (address: string) => fetch(`${site.url}${address}`, { redirect: "manual" });

describe("another spelling of a page", () => {
  it.each([
    ["/NEWS/<slug>", () => `/NEWS/${article.slug}`, () => `/news/${article.slug}`],
    ["/n%65ws/<slug>", () => `/n%65ws/${article.slug}`, () => `/news/${article.slug}`],
    ["/news/<SLUG>", () => `/news/${article.slug.toUpperCase()}`, () => `/news/${article.slug}`],
    ["/PT/work", () => "/PT/work", () => "/pt/work"],
    ["/pt", () => "/pt", () => "/pt/"],
    ["/News/?page=2&utm_source=…", () => "/News/?page=2&utm_source=mail", () => "/news?page=2"],
  ])("%s answers 301 to the page's own address", async (_, spelt, own) => {
    const response = await ask(spelt());
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(own());
    // The page's own address is the page.
    expect((await ask(own())).status).toBe(200);
  });

  it("/news//<slug> answers a redirect to the page's own address before any hook runs: Go's router's 307", async () => {
    // PocketBase's router is Go's ServeMux, which sends a path with a doubled slash or a dot segment to its clean
    // spelling (a 307, not our 301) before any middleware of ours runs; nothing is drawn for it either way.
    const response = await ask(`/news//${article.slug}`);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(`/news/${article.slug}`);
  });

  it("leaves a page's own spelling, with parameters it does not read, as it is", async () => {
    for (const address of ["/", "/work?utm_source=mail", `/news/${article.slug}`, "/pt/", "/pt/work"])
      expect((await ask(address)).status, address).toBe(200);
    // A trailing slash alone is the page too, as it always was: the same render, kept once.
    for (const address of ["/work/", `/news/${article.slug}/`]) expect((await ask(address)).status, address).toBe(200);
  });

  it("answers 404, not a 301 that would tell it is there, for another spelling of an unpublished article's address", async () => {
    expect((await ask(`/NEWS/${draft.slug}`)).status).toBe(404);
    expect((await ask(`/news/${draft.slug}`)).status).toBe(404);
  });

  it("answers 404 for another spelling of no page at all", async () => {
    for (const address of ["/NEWS/no-such-story", "/Nothing/Here", "/PT/nothing"]) {
      const response = await ask(address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get("location"), address).toBeNull();
    }
  });

  it("leaves an editor's redirect to its rule, whatever its spelling", async () => {
    const response = await ask("/OLD-Spelling/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/work");
  });
});
