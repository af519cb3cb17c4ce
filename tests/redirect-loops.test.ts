/**
 * Redirects that cannot loop, and slug redirects that never tell where an unpublished page went (issue 12, items
 * 1 and 2). Each case of the issue's "Why" is here: refused on save, and, written behind the hooks' back, answered
 * with the not-found page instead of a loop.
 */
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNews, FUTURE, PAST, refusal } from "./support/fixtures";
import { startTestServerWithProbe, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServerWithProbe("raw-write-probe.pb.js");
  admin = await site.superuser();
});
afterAll(() => site?.stop());

const page = (address: string) => fetch(`${site.url}${address}`, { redirect: "manual" });
const rules = async (address: string) =>
  (await (await fetch(`${site.url}/api/route-rules?path=${encodeURIComponent(address)}`)).json()) as {
    redirect: { to: string } | null;
    notFound: boolean;
  };

describe("a redirect that would loop is refused on save, with the chain", () => {
  it.each([
    ["through the site's own /projects → /work", "/work", "/projects", "/work → /projects → /work"],
    [
      "through the site's own /content/contact → /contact",
      "/contact",
      "/content/contact",
      "/contact → /content/contact → /contact",
    ],
    ["to its own address, escaped", "/enc-loop", "/enc%2Dloop", "itself"],
    ["to its own address, in Unicode escapes", "/café", "/caf%C3%A9", "itself"],
    ["to its own address, with a dot segment", "/dot2", "/./dot2", "itself"],
    ["to its own address, through a parent segment", "/dot-loop", "/x/../dot-loop", "itself"],
  ])("%s", async (_, source, target, chain) => {
    const refused = await refusal(admin.collection("redirects").create({ source, target, status_code: "301" }));
    expect(refused.status).toBe(400);
    expect(refused.data.target?.message).toContain(chain);
  });
});

describe("a loop written behind the hooks' back", () => {
  beforeAll(async () => {
    const write = (source: string, target: string) =>
      admin.send("/test/raw-write", {
        method: "POST",
        body: {
          sql: "INSERT INTO redirects (id, source, target, status_code, paused, app_middleware, hits) VALUES ({:id}, {:source}, {:target}, '301', 0, '', 0)",
          params: { id: `raw${Math.random().toString(36).slice(2, 14)}`.slice(0, 15), source, target },
        },
      });
    await write("/work", "/projects");
    await write("/ring-a", "/ring-b");
    await write("/ring-b", "/ring-a");
    for (let n = 1; n <= 7; n++) await write(`/hop-${n}`, `/hop-${n + 1}`);
  });

  it.each(["/work", "/projects", "/ring-a"])("%s answers the not-found page, not a redirect", async (address) => {
    const response = await page(address);
    expect(response.status).toBe(404);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toContain("Page Not Found");
    expect(await rules(address)).toMatchObject({ redirect: null, notFound: true });
  });

  it("a chain longer than 5 hops answers not found; a shorter one is followed to its end in one redirect", async () => {
    expect((await page("/hop-1")).status).toBe(404);
    const short = await page("/hop-4");
    expect(short.status).toBe(301);
    // /hop-4 → /hop-5 → /hop-6 → /hop-7 → /hop-8: the visitor is sent once, to the last address.
    expect(short.headers.get("location")).toBe("/hop-8");
  });
});

describe("an unpublished page's new address stays secret", () => {
  it.each([
    ["made a draft", { status: "draft", published_at: "" }],
    ["scheduled for later", { status: "published", published_at: FUTURE() }],
  ])("renamed and %s in one save: the old address answers 404, and the rule comes back on publishing", async (_, hidden) => {
    const stamp = Math.random().toString(36).slice(2, 8);
    const article = await createNews(admin, { slug: `public-${stamp}` });
    await admin.collection("news").update(article.id, { slug: `secret-${stamp}`, ...hidden });

    const old = await page(`/news/public-${stamp}`);
    expect(old.status).toBe(404);
    expect(old.headers.get("location")).toBeNull();
    expect(await old.text()).not.toContain(`secret-${stamp}`);
    const lookup = await rules(`/news/public-${stamp}`);
    expect(JSON.stringify(lookup)).not.toContain(`secret-${stamp}`);
    expect(lookup.notFound).toBe(true);

    await admin.collection("news").update(article.id, { status: "published", published_at: PAST() });
    const back = await page(`/news/public-${stamp}`);
    expect(back.status).toBe(301);
    expect(back.headers.get("location")).toBe(`/news/secret-${stamp}`);
  });
});
