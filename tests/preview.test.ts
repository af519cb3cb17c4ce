// Draft preview links (issue 13, item 2; docs/decisions/archive/038-draft-preview-links.md), against a real PocketBase: the
// link every project and article gets on save, what it shows and with which headers, what refuses it, and that no
// visitor ever sees one.

import { createHmac } from "node:crypto";
import { JSDOM } from "jsdom";
import type { default as PocketBase, RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPreview, previewExpiry, type Signer, signPreview } from "../pb_hooks/src/lib/pages/preview-token";
import { LIST_BATCH } from "../shared/pages/lists";
import { PAGE_DATA_ID, type PageData, queryKeys } from "../shared/pages/view";
import { createNews, createProject, jpegBlob, PAST, publishing } from "./support/fixtures";
import { startTestServerWithProbe, type TestServer } from "./support/pocketbase";
import { readSitemap } from "./support/sitemap";

// PocketBase's $security.hs256, in Node: the test makes tokens the server must refuse (expired ones above all).
const signer: Signer = {
  hmac: (text, secret) => createHmac("sha256", secret).update(text).digest("hex"),
  equal: (a, b) => a === b,
};
const LINK = /^(http:\/\/127\.0\.0\.1:\d+)(\/[a-z]+\/[a-z0-9-]+)\?preview=(\d+\.[0-9a-f]{32})$/;

let site: TestServer;
let admin: PocketBase;
let secret: string;
let draft: RecordModel;
let otherDraft: RecordModel;
let draftProject: RecordModel;
let published: RecordModel;

/** A record's link, read as the admin reads it (the superuser sees hidden fields). */
const linkOf = async (collection: string, id: string) => (await admin.collection(collection).getOne(id)).preview_url as string;
const parts = (link: string) => {
  const [, origin = "", path = "", token = ""] = LINK.exec(link) ?? [];
  return { origin, path, token };
};

async function page(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(address.startsWith("http") ? address : `${site.url}${address}`, { headers, redirect: "manual" });
  const html = await response.text();
  const doc = new JSDOM(html).window.document;
  const data = JSON.parse(doc.getElementById(PAGE_DATA_ID)?.textContent ?? "{}") as PageData;
  return { response, html, doc, data };
}

type LogData = Record<string, string>;

/** The log entry PocketBase wrote for a refused link (written in batches, so asked until it is there). */
async function refusal(which: (data: LogData) => boolean): Promise<LogData> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const logs = await admin.logs.getList(1, 200, { filter: 'message = "Preview link refused"' });
    const found = logs.items.map((item) => item.data as LogData).find(which);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no such "Preview link refused" entry in the log');
}

beforeAll(async () => {
  // The raw-write probe stores a token as an earlier save would have, to stand in for the days that pass between saves.
  site = await startTestServerWithProbe("raw-write-probe.pb.js");
  admin = await site.superuser();
  secret = (await admin.collection("site_secrets").getFirstListItem("")).preview_secret as string;
  const cover = new FormData();
  for (const [key, value] of Object.entries({
    title: "Unpublished studio news zqdraft",
    excerpt: "Not yet.",
    ...publishing("draft"),
  }))
    cover.append(key, value);
  cover.append("cover", jpegBlob(1200, 750), "cover.jpg");
  draft = await admin.collection("news").create(cover);
  otherDraft = await createNews(admin, { title: "Another draft zqother", ...publishing("draft") });
  draftProject = await createProject(admin, { title: "Secret project zqproject", ...publishing("draft") });
  published = await createNews(admin, { title: "Public article zqpublic", ...publishing("published") });
});
afterAll(() => site.stop());

describe("every project and article has a preview link", () => {
  it("made on save: the page's address on the server the editor used, with a token for that record, valid 7 days", async () => {
    for (const [collection, record, prefix] of [
      ["news", draft, "/news/"],
      ["projects", draftProject, "/project/"],
      ["news", published, "/news/"],
    ] as const) {
      const link = await linkOf(collection, record.id);
      const { origin, path, token } = parts(link);
      expect(link, collection).toMatch(LINK);
      expect(origin).toBe(site.url);
      expect(path).toBe(`${prefix}${record.slug}`);
      const check = checkPreview({ collection, id: record.id }, token, Date.now(), secret, signer);
      expect(check.ok && check.expires * 1000 - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
      expect(check.ok && check.expires * 1000 - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    }
  });

  it("made again on every save, whatever the save sent for it, in the same single write (no save loops)", async () => {
    const renamed = await admin
      .collection("news")
      .update(otherDraft.id, { slug: "another-draft-renamed", preview_url: "https://elsewhere.example/x?preview=1.2" });
    // The answer to the save itself carries the new link: it was written with the save, not by a second one.
    expect(parts(renamed.preview_url).path).toBe("/news/another-draft-renamed");
    expect(parts(renamed.preview_url).origin).toBe(site.url);
    expect(await linkOf("news", otherDraft.id)).toBe(renamed.preview_url);
    expect((await admin.collection("news").getOne(otherDraft.id)).updated).toBe(renamed.updated);
    otherDraft = renamed;
  });

  it("starts with the site's address when the editors have set one", async () => {
    const siteRecord = await admin.collection("site").getFirstListItem("");
    await admin.collection("site").update(siteRecord.id, { site_url: "https://meridian.example/" });
    try {
      const saved = await admin.collection("news").update(otherDraft.id, { excerpt: "Edited." });
      expect(saved.preview_url).toMatch(/^https:\/\/meridian\.example\/news\/another-draft-renamed\?preview=\d+\.[0-9a-f]{32}$/);
    } finally {
      await admin.collection("site").update(siteRecord.id, { site_url: "" });
      otherDraft = await admin.collection("news").update(otherDraft.id, { excerpt: "" });
    }
  });
});

describe("visitors never see a link or the secret", () => {
  it("not in the records API, nor by filtering on it", async () => {
    const visitor = site.visitor();
    expect(Object.keys(await visitor.collection("news").getOne(published.id))).not.toContain("preview_url");
    const list = await visitor.collection("news").getFullList({ fields: "id,preview_url", batch: LIST_BATCH });
    expect(JSON.stringify(list)).not.toContain("preview");
    const filtered = await fetch(
      `${site.url}/api/collections/news/records?filter=${encodeURIComponent("preview_url ~ 'preview'")}`,
    ).then((r) => r.json() as Promise<{ items?: unknown[] }>);
    expect(filtered.items ?? []).toEqual([]);
    expect(Object.keys(await visitor.collection("site").getFirstListItem(""))).not.toContain("preview_secret");
  });

  it("not in a published page, the sitemap or the feed", async () => {
    const token = parts(await linkOf("news", published.id)).token;
    for (const address of [`/news/${published.slug}`, "/news", "/", "/sitemap.xml", "/feed.xml"]) {
      const body =
        address === "/sitemap.xml" ? (await readSitemap(site.url)).text : await (await fetch(`${site.url}${address}`)).text();
      expect(body, address).not.toContain("preview=");
      expect(body, address).not.toContain("preview_url");
      expect(body, address).not.toContain(token.split(".")[1]);
      expect(body, address).not.toContain(secret);
    }
  });
});

describe("opening a link", () => {
  it("shows the draft as its page will look, under the bar, kept out of search engines and out of every cache", async () => {
    const link = await linkOf("news", draft.id);
    const { response, doc, data, html } = await page(link, { "If-None-Match": "*" });
    expect(response.status).toBe(200);
    expect(doc.querySelector("h1")?.textContent).toBe(draft.title);
    const bar = doc.querySelector('section.preview-bar[aria-label="Preview"]');
    expect(bar?.textContent).toContain("Preview: not published");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
    // The app starts from the page's own data: the draft under the article's key, and the preview.
    const entries = new Map(data.queries.map(([key, value]) => [JSON.stringify(key), value]));
    expect((entries.get(JSON.stringify(queryKeys.article(draft.slug))) as { title?: string }).title).toBe(draft.title);
    expect(entries.get(JSON.stringify(["preview"]))).toMatchObject({ path: `/news/${draft.slug}`, published: false });
    // Its images carry the token, so files can be judged by it too.
    const { token } = parts(link);
    const cover = doc.querySelector("main img")?.getAttribute("src") ?? "";
    expect(cover).toContain(`/api/files/`);
    expect(cover).toContain(`preview=${token}`);
    expect(html).not.toContain("preview_url");
    expect(html).not.toContain("preview_token");
  });

  it("opens the draft's images for its page (files are protected, decision 082), and for nobody else", async () => {
    const { doc } = await page(await linkOf("news", draft.id));
    const cover = new URL(doc.querySelector("main img")?.getAttribute("src") ?? "", site.url);
    expect(cover.searchParams.get("thumb")).not.toBeNull();
    const answer = await fetch(cover);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/jpeg");
    const original = new URL(cover);
    original.searchParams.delete("thumb");
    expect((await fetch(original)).status).toBe(200);
    // Without the token, with another record's, or with an altered one: the draft's file is not found.
    const other = parts(await linkOf("news", otherDraft.id)).token;
    const token = cover.searchParams.get("preview") ?? "";
    for (const value of [null, other, `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`, ""]) {
      const asked = new URL(cover);
      if (value === null) asked.searchParams.delete("preview");
      else asked.searchParams.set("preview", value);
      expect((await fetch(asked)).status, `preview=${value}`).toBe(404);
    }
    // The record itself, by the API: the same rule, so the token opens it there too, and nothing else does.
    expect((await fetch(`${site.url}/api/collections/news/records/${draft.id}?preview=${other}`)).status).toBe(404);
    const viewed = await fetch(`${site.url}/api/collections/news/records/${draft.id}?preview=${token}`);
    expect(viewed.status).toBe(200);
    expect(Object.keys((await viewed.json()) as object)).not.toContain("preview_token");
    // A list is never widened by it.
    const listed = await fetch(
      `${site.url}/api/collections/news/records?preview=${token}&filter=${encodeURIComponent(`id="${draft.id}"`)}`,
    );
    expect(((await listed.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it("shows a draft project, and a published record with its own wording", async () => {
    const project = await page(await linkOf("projects", draftProject.id));
    expect(project.response.status).toBe(200);
    expect(project.doc.querySelector("h1")?.textContent).toBe(draftProject.title);
    const open = await page(await linkOf("news", published.id));
    expect(open.doc.querySelector(".preview-bar")?.textContent).toContain("Preview: published");
  });

  it("leaves the visitors' page as it was: the draft's own address is still not found", async () => {
    await page(await linkOf("news", draft.id));
    expect((await page(`/news/${draft.slug}`)).response.status).toBe(404);
  });
});

describe("a link that does not open the page gives the normal not-found page, and a line in the log", () => {
  const flip = (token: string) => `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`;
  const cases: [string, () => Promise<string>][] = [
    ["a tampered token", async () => `/news/${draft.slug}?preview=${flip(parts(await linkOf("news", draft.id)).token)}`],
    ["a token for another record", async () => `/news/${draft.slug}?preview=${parts(await linkOf("news", otherDraft.id)).token}`],
    [
      "a token for the same id in another collection",
      async () =>
        `/news/${draft.slug}?preview=${signPreview({ collection: "projects", id: draft.id }, previewExpiry(Date.now()), secret, signer)}`,
    ],
    [
      "an expired token",
      async () =>
        `/news/${draft.slug}?preview=${signPreview({ collection: "news", id: draft.id }, Math.floor(Date.now() / 1000) - 60, secret, signer)}`,
    ],
    ["no token at all", async () => `/news/${draft.slug}?preview=`],
    ["a token where no record lives", async () => `/news/no-such-article?preview=${parts(await linkOf("news", draft.id)).token}`],
  ];

  it.each(cases)("%s: 404, not found, noindex, no-store, nothing of the draft", async (_, address) => {
    const { response, doc, html } = await page(await address());
    expect(response.status).toBe(404);
    expect(doc.title).toMatch(/^Page not found/);
    expect(doc.querySelector(".preview-bar")).toBeNull();
    expect(html).not.toContain(draft.title);
    expect(html).not.toContain("Not yet.");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("logs each refusal in one entry that says why, never with the whole token", async () => {
    const tampered = flip(parts(await linkOf("news", draft.id)).token);
    await page(`/news/${draft.slug}?preview=${tampered}`);
    const entry = await refusal((data) => data.token === `${tampered.slice(0, 17)}…`);
    expect(entry).toMatchObject({ path: `/news/${draft.slug}`, record: `news/${draft.id}` });
    expect(entry.reason).toBe("signed for another record, or altered");
    expect(JSON.stringify(entry)).not.toContain(tampered.split(".")[1]);
    expect(await refusal((data) => data.reason === "expired")).toMatchObject({ record: `news/${draft.id}` });
    expect(await refusal((data) => data.path === "/news/no-such-article")).toMatchObject({
      record: "none",
      reason: "no project or article at this address",
    });
  });

  it("stops every link at once when the secret is changed, until the record is saved again", async () => {
    const link = await linkOf("news", draft.id);
    const secrets = await admin.collection("site_secrets").getFirstListItem("");
    const cover = new URL((await page(link)).doc.querySelector("main img")?.getAttribute("src") ?? "", site.url);
    expect((await fetch(cover)).status).toBe(200);
    await admin.collection("site_secrets").update(secrets.id, { preview_secret: "c".repeat(64) });
    try {
      expect((await page(link)).response.status).toBe(404);
      // The images' token stops with the links.
      expect((await fetch(cover)).status).toBe(404);
      const saved = await admin.collection("news").update(draft.id, { published_at: PAST(), status: "draft" });
      expect((await page(saved.preview_url)).response.status).toBe(200);
    } finally {
      await admin.collection("site_secrets").update(secrets.id, { preview_secret: secret });
      await admin.collection("news").update(draft.id, { published_at: "" });
    }
  });

  it("keep their secret off the site's form: in its own record, for superusers alone", async () => {
    expect(Object.keys(await admin.collection("site").getFirstListItem(""))).not.toContain("preview_secret");
    // Superusers only: a visitor's list is refused outright.
    expect(
      await site
        .visitor()
        .collection("site_secrets")
        .getFullList()
        .catch((error: { status: number }) => error.status),
    ).toBe(403);
  });
});

describe("an older link (decision 082)", () => {
  /** A token for the record, as a save `daysLeft` days before its expiry would have made it. */
  const tokenExpiringIn = (collection: string, id: string, ms: number) => {
    const expires = Math.floor((Date.now() + ms) / 1000);
    return { token: signPreview({ collection, id }, expires, secret, signer), expires };
  };
  /** Stores `token` as the record's newest, past every hook: what a save that many days ago left. */
  const storeAsNewest = async (id: string, { token, expires }: { token: string; expires: number }) =>
    admin.send("/test/raw-write", {
      method: "POST",
      body: {
        // The record's tokens are its row in preview_tokens (issue 33).
        sql: "UPDATE preview_tokens SET preview_token = {:token}, preview_expires = {:expires}, preview_token_previous = '' WHERE news = {:id}",
        params: { token, expires: new Date(expires * 1000).toISOString().replace("T", " "), id },
      },
    });

  it("keeps working after a later save, and its page carries its own token alone, never the newer one", async () => {
    const record = await createNews(admin, { title: "Draft seen by a client zqolder", ...publishing("draft") });
    const older = tokenExpiringIn("news", record.id, 2 * 86_400_000);
    await storeAsNewest(record.id, older);
    // A save with less than half the link's life left makes a newer link; the older one lives on to its own expiry.
    const saved = await admin.collection("news").update(record.id, { excerpt: "Edited after the link was shared." });
    const newer = parts(saved.preview_url).token;
    expect(newer).not.toBe(older.token);
    const opened = await page(`/news/${record.slug}?preview=${older.token}`);
    expect(opened.response.status).toBe(200);
    expect(opened.html).toContain(older.token);
    expect(opened.html).not.toContain(newer);
    expect(opened.html).not.toContain(newer.split(".")[1]);
    const viewed = await fetch(`${site.url}/api/collections/news/records/${record.id}?preview=${older.token}`);
    expect(viewed.status).toBe(200);
    const fromNewer = await page(`/news/${record.slug}?preview=${newer}`);
    expect(fromNewer.html).toContain(newer);
    expect(fromNewer.html).not.toContain(older.token);
  });

  it("lapses at its expiry, whatever is saved later: the page and the record are not found", async () => {
    const record = await createNews(admin, { title: "Short-lived link zqlapse", ...publishing("draft") });
    const shortLived = tokenExpiringIn("news", record.id, 3000);
    await storeAsNewest(record.id, shortLived);
    await admin.collection("news").update(record.id, { excerpt: "Saved while the link still lived." });
    expect((await page(`/news/${record.slug}?preview=${shortLived.token}`)).response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    for (let save = 0; save < 2; save++) {
      const lapsed = await page(`/news/${record.slug}?preview=${shortLived.token}`);
      expect(lapsed.response.status, `after save ${save}`).toBe(404);
      const viewed = await fetch(`${site.url}/api/collections/news/records/${record.id}?preview=${shortLived.token}`);
      expect(viewed.status, `after save ${save}`).toBe(404);
      await admin.collection("news").update(record.id, { excerpt: `Saved again, ${save}.` });
    }
  });
});
