// A CDN in front (decision 083), against the real binary: what CDN_MODE=on lets a shared cache keep, and the purge
// webhook, called by a real HTTP server that records each call and can refuse or hang.
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ASSET_CACHE, CDN_FILE_CACHE, CDN_PAGE_CACHE, NEVER_KEPT } from "../shared/serving/cdn";
import { at, createNews, createProject, publishing } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";
import { type RecordedCall, startRecordingServer } from "./support/recording-server";

let site: TestServer;
let admin: PocketBase;
let cdn: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  cdn = await startRecordingServer();
  site = await startTestServer({
    CDN_MODE: "on",
    CDN_PURGE_URL: `${cdn.url}/zones/main/purge`,
    CDN_PURGE_METHOD: "PUT",
    CDN_PURGE_HEADERS: JSON.stringify({ Authorization: "Bearer purge-token" }),
    CDN_PURGE_BODY: '{"files":{{urls}},"paths":{{paths}},"why":{{reason}}}',
    CDN_PURGE_TIMEOUT: "3",
  });
  admin = await site.superuser();
});
afterAll(async () => {
  await site?.stop();
  await cdn?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(site.url + path, { headers, redirect: "manual" });
const bodyOf = (call: RecordedCall) => JSON.parse(call.body) as { files: string[]; paths: string[]; why: string };

/** The first `count` calls from `from` on whose reason starts with `why`, waiting for them. */
async function callsFor(why: string, from: number, count: number): Promise<RecordedCall[]> {
  for (let total = from + count; ; total++) {
    // Purges due together go in one call, their reasons joined by "; ".
    const found = (await cdn.next(total)).slice(from).filter((call) =>
      bodyOf(call)
        .why.split("; ")
        .some((reason) => reason.startsWith(why)),
    );
    if (found.length >= count) return found.slice(0, count);
  }
}
const callFor = async (why: string, from: number) => (await callsFor(why, from, 1))[0] as RecordedCall;

/** The purges written so far for a reason, newest first. */
const purgesFor = async (why: string) =>
  admin.collection("cdn_purges").getFullList({ filter: admin.filter("reason ~ {:why}", { why }), sort: "-created" });

describe("the first start", () => {
  it("sends the purges the migrations wrote when the server first answers, together, in one call", async () => {
    // Nothing saved yet but by the migrations, before the server listened.
    const written = await admin.collection("cdn_purges").getFullList({ sort: "next_attempt" });
    expect(written.length).toBeGreaterThan(1);
    await expect
      .poll(async () => (await admin.collection("cdn_purges").getFullList({ filter: 'state != "sent"' })).length, {
        timeout: 10_000,
      })
      .toBe(0);
    expect(cdn.calls).toHaveLength(1);
    const call = bodyOf(cdn.calls[0] as RecordedCall);
    expect(call.paths).toEqual(["/*"]);
    expect(call.why.split("; ").sort()).toEqual(written.map((purge) => purge.reason).sort());
  });
});

describe("CDN_MODE=on", () => {
  it("lets the edge keep a page for a minute and revalidate it by its ETag", async () => {
    const article = await createNews(admin);
    const page = await get(`/news/${article.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe(CDN_PAGE_CACHE);
    const etag = page.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`/news/${article.slug}`, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    // A page that is not found is kept as briefly: a page published at that address shows within the minute.
    expect((await get("/news/no-such-article")).headers.get("cache-control")).toBe(CDN_PAGE_CACHE);
  });

  it("never lets a shared cache keep a preview, the editors' page, the API or the admin", async () => {
    const draft = await createNews(admin, publishing("draft"));
    const preview = String((await admin.collection("news").getOne(draft.id)).preview_url);
    const previewPath = preview.slice(preview.indexOf("/news/"));
    const answers = {
      preview: (await get(previewPath)).headers.get("cache-control"),
      stats: (await get("/stats")).headers.get("cache-control"),
      records: (await get("/api/collections/news/records")).headers.get("cache-control"),
      health: (await get("/api/health")).headers.get("cache-control"),
      missingApi: (await get("/api/no-such-endpoint")).headers.get("cache-control"),
      icons: (await get("/api/icons/ph.json?icons=compass")).headers.get("cache-control"),
      admin: (await get("/_/")).headers.get("cache-control"),
    };
    expect(answers).toEqual({
      preview: "private, no-store",
      stats: "no-store",
      records: NEVER_KEPT,
      health: NEVER_KEPT,
      missingApi: NEVER_KEPT,
      icons: "private, max-age=3600",
      admin: NEVER_KEPT,
    });
  });

  it("lets the edge keep a published record's files, revalidated each minute; never with a token", async () => {
    const project = await createProject(admin);
    const file = `/api/files/${project.collectionId}/${project.id}/${project.cover}`;
    const image = await get(file);
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toBe(CDN_FILE_CACHE);
    const token = await admin.files.getToken();
    expect((await get(`${file}?token=${token}`)).headers.get("cache-control")).toBe(NEVER_KEPT);
  });

  it("lets the editor's browser keep the admin's assets, never a shared cache", async () => {
    const html = await (await get("/_/")).text();
    const asset = /(?:src|href)="\.?\/?((?:_\/)?(?:\.\/)?(?:assets|images)\/[^"]+)"/.exec(html)?.[1] ?? "";
    expect(asset).not.toBe("");
    const path = `/_/${asset.replace(/^_\//, "").replace(/^\.\//, "")}`;
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe(ADMIN_ASSET_CACHE);
  });
});

describe("the purge webhook", () => {
  it("joins purges due together into one call, a prefix covering what it names", async () => {
    const from = cdn.calls.length;
    const paths = [["/joined-a", "/api/files/c/r/*"], ["/joined-b", "/api/files/c/r/photo.jpg", "/joined-a"], ["/joined-c"]];
    for (const [n, each] of paths.entries()) {
      await admin
        .collection("cdn_purges")
        .create({ reason: `joined ${n}`, paths: each, state: "waiting", attempts: 0, next_attempt: at(-1000 + n) });
    }
    await admin.crons.run("cdn-purges");
    const call = await callFor("joined 0", from);
    expect(bodyOf(call).why).toBe("joined 0; joined 1; joined 2");
    expect(bodyOf(call).paths).toEqual(["/joined-a", "/api/files/c/r/*", "/joined-b", "/joined-c"]);
    expect(cdn.calls.slice(from).filter((each) => bodyOf(each).why.includes("joined"))).toHaveLength(1);
  });

  it("is called when an article is published, with the configured method, headers, and the paths in the template", async () => {
    const from = cdn.calls.length;
    const draft = await createNews(admin, { ...publishing("draft"), slug: "purge-me" });
    // A draft no visitor saw: nothing to purge.
    expect(await purgesFor("news purge-me created")).toHaveLength(0);
    await admin.collection("news").update(draft.id, publishing("published"));
    const call = await callFor("news purge-me updated", from);
    expect(call.method).toBe("PUT");
    expect(call.url).toBe("/zones/main/purge");
    expect(call.headers.authorization).toBe("Bearer purge-token");
    expect(call.headers["content-type"]).toBe("application/json");
    const paths = ["/news/purge-me", "/", "/news", "/feed.xml", "/sitemap.xml", `/api/files/${draft.collectionId}/${draft.id}/*`];
    expect(bodyOf(call)).toEqual({ paths, files: paths.map((path) => site.url + path), why: "news purge-me updated" });
    const [purge] = await purgesFor("news purge-me updated");
    await expect.poll(async () => (await admin.collection("cdn_purges").getOne(purge?.id ?? "")).state).toBe("sent");
  });

  it("names the old and the new address when a published article's slug changes, and the page when it is withdrawn", async () => {
    const article = await createNews(admin, { slug: "before-rename" });
    let from = cdn.calls.length;
    await admin.collection("news").update(article.id, { slug: "after-rename" });
    expect(bodyOf(await callFor("news after-rename updated", from)).paths.slice(0, 2)).toEqual([
      "/news/before-rename",
      "/news/after-rename",
    ]);
    from = cdn.calls.length;
    await admin.collection("news").update(article.id, publishing("draft"));
    // Withdrawn: the purge names the page it had, so the edge stops showing it.
    const withdrawn = await callFor("news after-rename updated", from);
    expect(bodyOf(withdrawn).paths[0]).toBe("/news/after-rename");
    from = cdn.calls.length;
    await admin.collection("news").update(article.id, publishing("published"));
    await admin.collection("news").delete(article.id);
    expect(bodyOf(await callFor("news after-rename deleted", from)).paths[0]).toBe("/news/after-rename");
  });

  it("names a redirect's sources, and every page for the site's settings", async () => {
    let from = cdn.calls.length;
    const rule = await admin.collection("redirects").create({ source: "/old-purge", target: "/work", status_code: "301" });
    expect(bodyOf(await callFor("redirects /old-purge created", from)).paths).toEqual(["/old-purge"]);
    from = cdn.calls.length;
    await admin.collection("redirects").update(rule.id, { source: "/older-purge" });
    expect(bodyOf(await callFor("redirects /older-purge updated", from)).paths).toEqual(["/old-purge", "/older-purge"]);
    from = cdn.calls.length;
    const settings = await admin.collection("site").getFirstListItem("");
    await admin.collection("site").update(settings.id, { tagline: "Purged everywhere." });
    expect(bodyOf(await callFor("site", from)).paths).toEqual(["/*"]);
  });

  it("retries a refused call, and logs each try", async () => {
    cdn.answerNext({ status: 503 });
    const from = cdn.calls.length;
    await createNews(admin, { slug: "refused-once" });
    const [first, second] = await callsFor("news refused-once created", from, 2);
    expect(second?.body).toBe(first?.body);
    // The retry waits its turn (2 s), not a moment.
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(1900);
    const [purge] = await purgesFor("news refused-once created");
    await expect
      .poll(async () => (await admin.collection("cdn_purges").getOne(purge?.id ?? "")).state, { timeout: 10_000 })
      .toBe("sent");
    const done = await admin.collection("cdn_purges").getOne(purge?.id ?? "");
    expect(done.attempts).toBe(2);
    await expect
      .poll(async () => (await admin.logs.getList(1, 50, { filter: 'message ~ "CDN purge failed; will retry"' })).items.length, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    const [retried] = (await admin.logs.getList(1, 50, { filter: 'message ~ "CDN purge failed; will retry"' })).items;
    expect(retried?.data.error).toContain("The CDN answered 503");
  });

  it("never makes the editor's save wait for a CDN that hangs; the hung call times out and is tried again", async () => {
    cdn.answerNext("hang");
    const from = cdn.calls.length;
    await createNews(admin, { slug: "hung-cdn" });
    const savedAt = Date.now();
    const hung = await callFor("news hung-cdn created", from);
    // The save came back while the CDN still held the call, which it never answers: the call ends at its timeout (3 s).
    await expect.poll(() => hung.closedAt, { timeout: 10_000 }).toBeGreaterThan(savedAt);
    expect(hung.receivedAt).toBeLessThan((hung.closedAt ?? 0) - 2000);
    const [purge] = await purgesFor("news hung-cdn created");
    await expect
      .poll(async () => (await admin.collection("cdn_purges").getOne(purge?.id ?? "")).state, { timeout: 15_000 })
      .toBe("sent");
    const done = await admin.collection("cdn_purges").getOne(purge?.id ?? "");
    expect(done.attempts).toBe(2);
    expect(done.last_error).toBe("");
  });

  it("purges a page published for later when its time comes, not before", async () => {
    const from = cdn.calls.length;
    const due = Date.now() + 4000;
    await createNews(admin, { slug: "comes-due", status: "published", published_at: at(4000) });
    const call = await callFor("news comes-due comes due", from);
    expect(call.receivedAt).toBeGreaterThanOrEqual(due - 5);
    expect(bodyOf(call).paths[0]).toBe("/news/comes-due");
    // Saved while nobody could see it: no purge then.
    expect(await purgesFor("news comes-due created")).toHaveLength(0);
  });

  it("sends from the minute's cron a purge whose nudge was lost (a restart, a save during migrations)", async () => {
    const from = cdn.calls.length;
    // As a save leaves it when the nudge never arrived: waiting, due, unclaimed.
    await admin
      .collection("cdn_purges")
      .create({ reason: "lost nudge", paths: ["/lost"], state: "waiting", attempts: 0, next_attempt: at(-1000) });
    await admin.crons.run("cdn-purges");
    expect(bodyOf(await callFor("lost nudge", from)).paths).toEqual(["/lost"]);
  });

  it("refuses a nudge from anyone but the server itself", async () => {
    const answer = await fetch(`${site.url}/api/cdn/purges/run`, { method: "POST", headers: { "X-Purge-Nudge": "guess" } });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toBe(
      "Only this server runs its CDN purges; they run by themselves every minute.",
    );
  });
});

describe("without a purge webhook", () => {
  it("writes no purges and sends pages as revalidate-always", async () => {
    const plain = await startTestServer();
    try {
      const pb = await plain.superuser();
      const article = await createNews(pb);
      expect(await pb.collection("cdn_purges").getFullList()).toHaveLength(0);
      expect((await fetch(`${plain.url}/news/${article.slug}`)).headers.get("cache-control")).toBe("no-cache");
      expect((await fetch(`${plain.url}/api/health`)).headers.get("cache-control")).toBeNull();
    } finally {
      await plain.stop();
    }
  });

  it("stops the start on a typo, naming the variable", async () => {
    await expect(startTestServer({ CDN_MODE: "yes" })).rejects.toThrow('CDN_MODE must be "on" or "off", not "yes"');
  });
});
