// The fields every CMS gives editors (issue 22, items 15–18), against a real PocketBase: alt text, a share image,
// noindex, an unpublish time, and revisions with restore. Each is read where visitors and crawlers meet it: the page,
// its inline data, its head, the sitemap, the feed, search and the API.
import { JSDOM } from "jsdom";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_DATA_ID } from "../shared/pages/view";
import { at, createNews, jpegBlob, PAST, refusal } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";
import { readSitemap } from "./support/sitemap";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer();
  admin = await site.superuser();
});
afterAll(() => site.stop());

async function page(path: string) {
  const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
  const html = await response.text();
  const doc = new JSDOM(html).window.document;
  return { response, html, doc, data: doc.getElementById(PAGE_DATA_ID)?.textContent ?? "" };
}
const meta = (doc: Document, property: string) =>
  doc.querySelector(`meta[property="${property}"], meta[name="${property}"]`)?.getAttribute("content") ?? null;
const text = async (path: string) => (await fetch(`${site.url}${path}`)).text();

/** A published article with a cover: the form an editor sends from the admin. */
function articleForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ status: "published", published_at: PAST(), ...fields })) form.append(key, value);
  form.append("cover", jpegBlob(1600, 900), "harbour.jpg");
  return form;
}

describe("alt text (item 15)", () => {
  it("a published article with a cover and no alt text cannot be saved; the message names the picture", async () => {
    const refused = await refusal(admin.collection("news").create(articleForm({ title: "No alt" })));
    expect(refused.status).toBe(400);
    expect(refused.data.cover_alt?.message).toMatch(/^The cover \(harbour\.jpg\) needs alt text to publish/);

    // Nor can a cover be added to a published article without one, nor its alt text emptied.
    const plain = await createNews(admin, { title: "Plain" });
    const upload = new FormData();
    upload.append("cover", jpegBlob(1600, 900), "later.jpg");
    expect((await refusal(admin.collection("news").update(plain.id, upload))).data.cover_alt?.message).toContain("later.jpg");
    const described = await admin.collection("news").create(articleForm({ title: "Described", cover_alt: "A harbour." }));
    expect((await refusal(admin.collection("news").update(described.id, { cover_alt: " " }))).status).toBe(400);
    // A draft may wait for it.
    expect((await admin.collection("news").create(articleForm({ title: "Draft", status: "draft" }))).status).toBe("draft");
  });

  it("alt text of nothing but zero-width characters is none (issue 32)", async () => {
    const refused = await refusal(
      admin.collection("news").create(articleForm({ title: "Invisible alt", cover_alt: "\u200b\u200d" })),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.cover_alt?.message).toMatch(/^The cover \(harbour\.jpg\) needs alt text to publish/);
  });

  it("a project's gallery needs a line per picture; the message names the one missing", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: "Gallery",
      status: "published",
      published_at: PAST(),
      cover_alt: "The cover.",
      gallery_alt: "The first view.",
    }))
      form.append(key, value);
    form.append("cover", jpegBlob(), "cover.jpg");
    form.append("gallery", jpegBlob(), "one.jpg");
    form.append("gallery", jpegBlob(), "two.jpg");
    const refused = await refusal(admin.collection("projects").create(form));
    expect(refused.data.gallery_alt?.message).toMatch(/^Gallery picture 2 of 2 \(two\.jpg\) needs alt text/);
    form.set("gallery_alt", "The first view.\nThe second view.");
    const project = await admin.collection("projects").create(form);
    const { doc } = await page(`/project/${project.slug}`);
    expect([...doc.querySelectorAll("main img")].map((img) => img.getAttribute("alt"))).toEqual([
      "The cover.",
      "The first view.",
      "The second view.",
    ]);
  });

  it("with alt text set, the page's img, its inline data and og:image:alt carry it", async () => {
    const alt = "Boats in the harbour at dawn, seen from the studio's window";
    const article = await admin.collection("news").create(articleForm({ title: "Harbour", cover_alt: alt }));
    const { doc, data } = await page(`/news/${article.slug}`);
    expect(doc.querySelector("main img")?.getAttribute("alt")).toBe(alt);
    expect(JSON.parse(data).data?.record?.cover_alt ?? data).toContain(alt);
    expect(meta(doc, "og:image:alt")).toBe(alt);
  });
});

describe("share image and noindex (item 16)", () => {
  it("a share image is the page's og:image; without one, the cover", async () => {
    const form = articleForm({ title: "Shared", cover_alt: "A cover." });
    form.append("share_image", jpegBlob(1200, 630), "card.jpg");
    const shared = await admin.collection("news").create(form);
    const image = meta((await page(`/news/${shared.slug}`)).doc, "og:image") ?? "";
    expect(image).toContain(`/api/files/`);
    expect(image).toContain(shared.share_image as string);
    const plain = await admin.collection("news").create(articleForm({ title: "Unshared", cover_alt: "A cover." }));
    expect(meta((await page(`/news/${plain.slug}`)).doc, "og:image")).toContain(plain.cover as string);
  });

  it("noindex gives the meta tag and X-Robots-Tag, and drops the page from the sitemap and the feed", async () => {
    const article = await createNews(admin, { title: "Quietly here" });
    const path = `/news/${article.slug}`;
    expect((await readSitemap(site.url)).text).toContain(path);
    expect(await text("/feed.xml")).toContain(path);
    await admin.collection("news").update(article.id, { noindex: true });
    const { response, doc } = await page(path);
    expect(response.status).toBe(200);
    expect(meta(doc, "robots")).toContain("noindex");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect((await readSitemap(site.url)).text).not.toContain(path);
    expect(await text("/feed.xml")).not.toContain(path);
    // Still a page visitors can open and find in the list.
    expect((await page("/news")).html).toContain(path);
  });
});

describe("unpublish at a set time (item 17)", () => {
  it("past it, the page answers 410 (or 404 by choice) and leaves lists, sitemap, feed, search and the API", async () => {
    const gone = await createNews(admin, { title: "Leaving soon zebra", unpublish_at: at(-60_000) });
    const notFound = await createNews(admin, { title: "Leaving too", unpublish_at: at(-60_000), after_unpublish: "not-found" });
    const staying = await createNews(admin, { title: "Staying zebra", unpublish_at: at(3_600_000) });
    expect((await page(`/news/${gone.slug}`)).response.status).toBe(410);
    expect((await page(`/news/${notFound.slug}`)).response.status).toBe(404);
    expect((await page(`/news/${staying.slug}`)).response.status).toBe(200);
    const list = (await page("/news")).html;
    expect(list).not.toContain(gone.slug as string);
    expect(list).toContain(staying.slug as string);
    for (const path of ["/sitemap.xml", "/feed.xml"]) {
      const body = path === "/sitemap.xml" ? (await readSitemap(site.url)).text : await text(path);
      expect(body, path).not.toContain(gone.slug as string);
      expect(body, path).toContain(staying.slug as string);
    }
    const found = (await page("/search?q=zebra")).html;
    expect(found).not.toContain(gone.slug as string);
    expect(found).toContain(staying.slug as string);
    expect((await refusal(site.visitor().collection("news").getOne(gone.id))).status).toBe(404);
  });

  it("open pages hear of it: the content version turns over when the time passes, with no save", async () => {
    const version = async () => ((await (await fetch(`${site.url}/api/content/version`)).json()) as { version: string }).version;
    const article = await createNews(admin, { title: "Gone in three", unpublish_at: at(3_000) });
    const before = await version();
    expect((await page(`/news/${article.slug}`)).response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(await version()).not.toBe(before);
    expect((await page(`/news/${article.slug}`)).response.status).toBe(410);
  });

  it("refuses an unpublish time before the publish time", async () => {
    const refused = await refusal(
      createNews(admin, { title: "Backwards", published_at: at(3_600_000), unpublish_at: at(60_000) }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.unpublish_at?.message).toBeTruthy();
  });
});

describe("go-live times in the studios' own time (item 14)", () => {
  it("a scheduled article's save says when it goes live and leaves in each studio's time, and so does its preview bar", async () => {
    for (const [name, city, time_zone] of [
      ["Lisbon studio", "Lisbon", "Europe/Lisbon"],
      ["Tokyo studio", "Tokyo", "Asia/Tokyo"],
    ]) {
      await admin.collection("offices").create({ name, city, country: "Somewhere", time_zone, sort_order: 1 });
    }
    const article = await createNews(admin, {
      title: "Launch day",
      published_at: "2027-01-15 09:00:00.000Z",
      unpublish_at: "2027-07-01 22:30:00.000Z",
    });
    const stored = await admin.collection("news").getOne(article.id);
    expect(stored.schedule).toContain("Goes live Fri 15 Jan 2027, 09:00 UTC: 09:00 in Lisbon, 18:00 in Tokyo.");
    // Summer time in Lisbon, and the next day in Tokyo.
    expect(stored.schedule).toContain("Leaves the site Thu 1 Jul 2027, 22:30 UTC: 23:30 in Lisbon, Fri 2 Jul, 07:30 in Tokyo.");
    // Not an editor's to set: a typed one is replaced on save.
    const live = await createNews(admin, { unpublish_at: "2027-07-01 22:30:00.000Z" });
    expect(live.schedule).toMatch(/^Leaves the site/);
    // Nothing secret in it: visitors may read it of a public record (the admin blurs hidden fields, editors read this).
    expect((await site.visitor().collection("news").getOne(live.id)).schedule).toBe(live.schedule);
    const typed = await admin.collection("news").update(article.id, { schedule: "whenever" });
    expect(typed.schedule).toBe(stored.schedule);

    const { doc } = await page(new URL(String(stored.preview_url)).pathname + new URL(String(stored.preview_url)).search);
    expect(doc.querySelector(".preview-bar .preview-schedule")?.textContent).toContain("18:00 in Tokyo");
  });
});

describe("revisions (item 18)", () => {
  it("two edits then a restore bring the first title back and leave three revisions", async () => {
    const article = await createNews(admin, { title: "First title" });
    await admin.collection("news").update(article.id, { title: "Second title" });
    await admin.collection("news").update(article.id, { title: "Third title", excerpt: "Changed too." });
    const revisions = () =>
      admin.collection("revisions").getFullList({ filter: `record_id = "${article.id}"`, sort: "created,id" });
    const [first, second] = await revisions();
    expect(first).toMatchObject({ record_collection: "news", editor: "tests@example.com", changed: "title" });
    expect((first?.data as { title?: string } | undefined)?.title).toBe("First title");
    expect(String(second?.changed).split(", ").sort()).toEqual(["excerpt", "title"]);
    expect(first?.label).toContain("Article “Second title”");

    await admin.collection("revisions").update(first?.id ?? "", { restore: true });
    expect((await admin.collection("news").getOne(article.id)).title).toBe("First title");
    const after = await revisions();
    expect(after).toHaveLength(3);
    expect((after[2]?.data as { title?: string } | undefined)?.title).toBe("Third title");
    expect(after.every((revision) => revision.restore === false)).toBe(true);
    expect((await page(`/news/${article.slug}`)).doc.querySelector("h1")?.textContent).toBe("First title");

    // Restoring what is already there says so, and keeps nothing more.
    const again = await refusal(admin.collection("revisions").update(first?.id ?? "", { restore: true }));
    expect(again.data.restore?.message).toContain("current one");
    expect(await revisions()).toHaveLength(3);
    // The past is not rewritten: a revision's version, its record or its collection cannot be edited, and none can be
    // made up by hand. Sent back as the admin sends it (every field, restore ticked), a revision still restores.
    for (const edit of [{ data: { title: "Forged" } }, { record_id: "aaaaaaaaaaaaaaa" }, { record_collection: "projects" }]) {
      const forged = await refusal(admin.collection("revisions").update(first?.id ?? "", { ...edit, restore: true }));
      expect(forged.status, JSON.stringify(edit)).toBe(400);
      expect(Object.values(forged.data)[0]?.message).toContain("cannot be edited");
    }
    const made = await refusal(
      admin.collection("revisions").create({ record_collection: "news", record_id: article.id, data: { title: "Made up" } }),
    );
    expect(made.status).toBe(400);
    const [, secondNow] = await revisions();
    const asTheAdminSends = Object.fromEntries(
      ["label", "record_collection", "record_id", "editor", "changed", "data"].map((name) => [name, secondNow?.[name]]),
    );
    await admin.collection("revisions").update(secondNow?.id ?? "", { ...asTheAdminSends, restore: true });
    expect((await admin.collection("news").getOne(article.id)).title).toBe(second?.data?.title);
    expect(await revisions()).toHaveLength(4);
  });

  it("a deleted article's version is not brought back onto a new one made with its id (issue 32)", async () => {
    const gone = await createNews(admin, { title: "Deleted since" });
    await admin.collection("news").update(gone.id, { title: "Deleted since, edited" });
    const [version] = await admin.collection("revisions").getFullList({ filter: `record_id = "${gone.id}"` });
    await admin.collection("news").delete(gone.id);
    // Made a moment later, so its creation time is after the version's.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const taken = await createNews(admin, { id: gone.id, title: "A new article with the old id" });
    const refused = await refusal(admin.collection("revisions").update(version?.id ?? "", { restore: true }));
    expect(refused.status).toBe(400);
    expect(refused.data.restore?.message).toBe(
      "Its record has been deleted, and a new record has its id now: this version is not brought back onto another record.",
    );
    expect((await admin.collection("news").getOne(taken.id)).title).toBe("A new article with the old id");
  });

  it("every collection editors revise keeps its versions: the site's words in another language too", async () => {
    // A language of its own, so that the site's words can be written in it (issue 24).
    await admin.collection("languages").create({ code: "fr", name: "Français", dir: "ltr", live: false, sort_order: 9 });
    const words = await admin.collection("site_translations").create({ language: "fr", site_name: "Méridien" });
    await admin.collection("site_translations").update(words.id, { site_name: "Méridien Studio" });
    const kept = await admin.collection("revisions").getFullList({ filter: `record_id = "${words.id}"` });
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ record_collection: "site_translations", changed: "site_name" });
    expect((kept[0]?.data as { site_name?: string } | undefined)?.site_name).toBe("Méridien");
  });

  it("keeps the last 50 per record, for superusers only", async () => {
    const office = await admin
      .collection("offices")
      .create({ name: "Studio 0", city: "Porto", country: "Portugal", time_zone: "Europe/Lisbon" });
    for (let n = 1; n <= 53; n++) await admin.collection("offices").update(office.id, { name: `Studio ${n}` });
    const kept = await admin.collection("revisions").getFullList({ filter: `record_id = "${office.id}"`, sort: "created,id" });
    expect(kept).toHaveLength(50);
    expect((kept[0]?.data as { name?: string } | undefined)?.name).toBe("Studio 3");
    expect((await refusal(site.visitor().collection("revisions").getFullList())).status).toBe(403);
  });
});
