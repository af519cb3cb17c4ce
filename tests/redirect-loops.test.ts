/**
 * Redirects that cannot loop, and slug redirects that never tell where an unpublished page went (issue 12, items
 * 1 and 2). Each case of the issue's "Why" is here: refused on save, and, written behind the hooks' back, answered
 * with the not-found page instead of a loop.
 */
import { request } from "node:http";
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
  (await (await fetch(`${site.url}/api/redirects/lookup?path=${encodeURIComponent(address)}`)).json()) as {
    redirect: { to: string } | null;
    notFound: boolean;
  };

/** One GET with the path exactly as given, byte for byte (fetch would respell it). */
function rawGet(path: string): Promise<{ status: number; location: string }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, path, method: "GET" }, (incoming) => {
      incoming.resume();
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, location: String(incoming.headers.location ?? "") }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/**
 * Follows redirects as a browser does: each Location read by the WHATWG URL parser (which turns a backslash into a
 * slash, escapes a space, resolves dots) and sent as it spells it. Gives up after 10, as no page should need that.
 */
async function followAsBrowser(start: string): Promise<{ status: number; hops: string[] }> {
  let at = new URL(start, site.url);
  const hops: string[] = [];
  for (;;) {
    const answer = await rawGet(`${at.pathname}${at.search}`);
    if (answer.status < 300 || answer.status >= 400 || hops.length === 10) return { status: answer.status, hops };
    at = new URL(answer.location, at);
    hops.push(`${at.pathname}${at.search}`);
  }
}

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

describe("every spelling is read as the browser sends it", () => {
  // Go hands the hooks /a%3Fb as /a?b and /a%2Fb as /a/b: read that way, each of these came back to its source.
  it.each([
    ["an escaped ?", "/q-loop", "/q-loop%3Fy"],
    ["an escaped #", "/h-loop", "/h-loop%23y"],
    ["an escaped slash", "/s/loop", "/s%2Floop"],
    ["an escaped space", "/sp-loop", "/sp-loop%20"],
    ["an escaped tab", "/tab-loop", "/tab-loop%09"],
  ])("a target with %s is another address: one redirect, then not found", async (_, source, target) => {
    await admin.collection("redirects").create({ source, target, status_code: "302" });
    const visit = await followAsBrowser(source);
    expect(visit).toEqual({ status: 404, hops: [target.toLowerCase()] });
  });

  it.each([
    ["with a backslash for a slash", "/bs/loop", "/bs\\loop"],
    ["in Unicode escapes beside a stray byte", "/caf%C3%A9%C3", "/café%C3"],
    ["with a parent segment after an empty one, as a browser reads it", "/dd", "/dd//.."],
  ])("a target that is its source %s is refused", async (_, source, target) => {
    const refused = await refusal(admin.collection("redirects").create({ source, target, status_code: "302" }));
    expect(refused.status).toBe(400);
    expect(refused.data.target?.message).toBe("The target is the source itself, so this redirect would loop forever.");
  });

  it("a source with an escaped % answers a full page load, as it answers the app", async () => {
    await admin.collection("redirects").create({ source: "/pct%25", target: "/office", status_code: "302" });
    expect(await rules("/pct%25")).toMatchObject({ redirect: { to: "/office" } });
    expect(await followAsBrowser("/pct%25")).toEqual({ status: 200, hops: ["/office"] });
  });
});

describe("a chain longer than 5 redirects is refused on save", () => {
  const save = (source: string, target: string) => admin.collection("redirects").create({ source, target, status_code: "301" });

  beforeAll(async () => {
    // /chain-1 → … → /chain-6: five hops, as many as the site follows.
    for (let n = 1; n <= 5; n++) await save(`/chain-${n}`, `/chain-${n + 1}`);
  });

  it.each([
    ["in front of it", "/chain-0", "/chain-1", "/chain-0 → /chain-1 → /chain-2 → /chain-3 → /chain-4 → /chain-5 → /chain-6"],
    ["after it", "/chain-6", "/chain-7", "/chain-1 → /chain-2 → /chain-3 → /chain-4 → /chain-5 → /chain-6 → /chain-7"],
  ])("a rule %s, naming the chain", async (_, source, target, chain) => {
    const refused = await refusal(save(source, target));
    expect(refused.status).toBe(400);
    expect(refused.data.target?.message).toBe(
      `This would make a chain of more than 5 redirects (${chain}), and the site follows at most 5. Point the first of them straight at the page the chain ends on.`,
    );
  });

  it("a chain of 5 sends the visitor once, straight to its end", async () => {
    expect(await followAsBrowser("/chain-1")).toEqual({ status: 404, hops: ["/chain-6"] });
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

  it("is logged with every address in it", async () => {
    await page("/ring-b");
    await expect
      .poll(
        async () =>
          (await admin.logs.getList(1, 20, { filter: 'message ~ "A redirect loop"' })).items.map((log) => log.data.chain),
        { timeout: 15_000, interval: 500 },
      )
      .toContain("/ring-b → /ring-a → /ring-b");
  });

  it("a new rule that would lead into it is refused, with the chain", async () => {
    const refused = await refusal(
      admin.collection("redirects").create({ source: "/into-ring", target: "/ring-a", status_code: "301" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.target?.message).toBe(
      "This would lead into a loop between other redirects: /into-ring → /ring-a → /ring-b → /ring-a.",
    );
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

  it("renamed again while hidden: once published, the first address leads to the newest one and never names the one between", async () => {
    const stamp = Math.random().toString(36).slice(2, 8);
    const article = await createNews(admin, { slug: `first-${stamp}` });
    await admin.collection("news").update(article.id, { slug: `between-${stamp}`, status: "draft", published_at: "" });
    await admin.collection("news").update(article.id, { slug: `last-${stamp}` });

    const hidden = await page(`/news/first-${stamp}`);
    expect(hidden.status).toBe(404);
    const said = `${hidden.headers.get("location")} ${await hidden.text()} ${JSON.stringify(await rules(`/news/first-${stamp}`))}`;
    expect(said).not.toContain(`between-${stamp}`);
    expect(said).not.toContain(`last-${stamp}`);

    await admin.collection("news").update(article.id, { status: "published", published_at: PAST() });
    const back = await page(`/news/first-${stamp}`);
    expect(back.status).toBe(301);
    expect(back.headers.get("location")).toBe(`/news/last-${stamp}`);
  });
});
