import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMigrations } from "../scripts/lib/build-server";
import { viewRule } from "../shared/content/publishing";
import { liftImageSizes, sizesRelation, withImageSizes } from "../shared/images/sizes-read";
import { KEPT_APART, KEPT_APART_FIELDS } from "../shared/schema/kept-apart";
import { having } from "../shared/site-registry";
import { createNews, createProject, jpegBlob, publishing } from "./support/fixtures";
import { startTestServer, startTestServerWithProbe, type TestServer } from "./support/pocketbase";

// Editors' forms show what editors write (issue 33): PocketBase's admin draws every field of a collection, hidden ones
// too, and every editor is a superuser. So the values the server derives or keeps secret for a record (its images'
// sizes, its preview tokens and their expiries) live in collections of their own (shared/schema/kept-apart.ts), and
// visitors' pages, the app's reads (by an expand, shared/images/sizes-read.ts) and preview links read them as before.

let site: TestServer;
beforeAll(async () => {
  site = await startTestServerWithProbe("query-plan-probe.pb.js");
});
afterAll(() => site.stop());

/** The collections editors fill whose records carry such values: news, projects, the site, and every flagged one. */
const FORMS = [...new Set(["news", "projects", "site", ...having((c) => c.images), ...having((c) => c.preview)])];

describe("the forms editors fill", () => {
  it("are checked against the names of every value kept apart", () => {
    expect([...KEPT_APART_FIELDS].sort()).toEqual(
      ["image_sizes", "preview_expires", "preview_previous_expires", "preview_token", "preview_token_previous"].sort(),
    );
  });

  it.each(FORMS)("%s has no field that holds a token, an expiry or a derived value", async (name) => {
    const admin = await site.superuser();
    const fields = (await admin.collections.getOne(name)).fields as { name: string }[];
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.map((field) => field.name).filter((field) => KEPT_APART_FIELDS.includes(field))).toEqual([]);
  });

  it.each(KEPT_APART.map((kept) => kept.name))("%s is the server's to write, and no visitor lists it", async (name) => {
    const collection = await (await site.superuser()).collections.getOne(name);
    expect([collection.listRule, collection.createRule, collection.updateRule, collection.deleteRule]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect((await fetch(`${site.url}/api/collections/${name}/records`)).status).toBe(403);
  });

  it("tokens are for superusers alone; sizes are read through a record visitors may read, by its row's id", async () => {
    const admin = await site.superuser();
    expect((await admin.collections.getOne("preview_tokens")).viewRule).toBeNull();
    expect((await admin.collections.getOne("record_image_sizes")).viewRule).toBe("");
  });
});

describe("image sizes, kept apart", () => {
  it("reach the API, the server's page and its srcset as before, and go with their record", async () => {
    const admin = await site.superuser();
    const project = await createProject(admin);
    const form = new FormData();
    form.append("cover", jpegBlob(700, 400), "wide.jpg");
    const saved = await admin.collection("projects").update(project.id, form);
    const sizes = { [saved.cover]: { width: 700, height: 400 } };
    // In their own row, in the admin's answer to the save, and in a visitor's list and view read as the app reads.
    const [row] = await admin.collection("record_image_sizes").getFullList({ filter: `projects = "${project.id}"` });
    expect(row?.image_sizes).toEqual(sizes);
    expect(saved.image_sizes).toEqual(sizes);
    const visitor = site.visitor();
    const viewed = await visitor.collection("projects").getOne(project.id, withImageSizes("projects", {}));
    expect(viewed.expand?.[sizesRelation("projects")]).toMatchObject({ image_sizes: sizes });
    expect(liftImageSizes("projects", {}, viewed).image_sizes).toEqual(sizes);
    const options = { filter: `id = "${project.id}"`, fields: "id,cover,image_sizes", skipTotal: true };
    const listed = await visitor.collection("projects").getList(1, 10, withImageSizes("projects", options));
    expect(liftImageSizes("projects", options, listed).items).toEqual([
      { id: project.id, cover: saved.cover, image_sizes: sizes },
    ]);
    // The server's own page offers no thumbnail wider than the original (700 px: 360 and 480, then the original).
    const html = await (await fetch(`${site.url}/project/${saved.slug}`)).text();
    const srcset = /<img[^>]*srcset="([^"]*wide[^"]*)"/i.exec(html)?.[1] ?? "";
    expect(srcset).toContain(" 700w");
    expect(srcset).not.toContain(" 720w");
    expect(srcset).not.toContain(" 1600w");
    // Deleted, the record takes its row with it.
    await admin.collection("projects").delete(project.id);
    expect(await admin.collection("record_image_sizes").getFullList({ filter: `projects = "${project.id}"` })).toEqual([]);
  });

  it("are reached from their record by an index on each relation, unique where set", async () => {
    // PocketBase expands a back-relation by `SELECT id FROM record_image_sizes WHERE news = ?` per record
    // (core/record_query_expand.go in 0.39), and reads it as one record where a unique index covers the relation. The
    // view rule's join to a record's tokens searches the same kind of index. Whether SQLite uses it depends on the
    // table's statistics (PocketBase's periodic `PRAGMA optimize`): on this test's few rows it rightly scans them;
    // tests/query-plans.test.ts asks the planner on years of content.
    const admin = await site.superuser();
    for (const [name, collections] of [
      ["record_image_sizes", having((c) => c.images)],
      ["preview_tokens", having((c) => c.preview)],
    ] as const) {
      const indexes = ((await admin.collections.getOne(name)).indexes as string[]).join("\n");
      for (const collection of collections) {
        expect(indexes).toContain(`CREATE INDEX idx_${name}_${collection}_lookup ON ${name} (${collection})`);
        expect(indexes).toContain(
          `CREATE UNIQUE INDEX idx_${name}_${collection} ON ${name} (${collection}) WHERE ${collection} != ''`,
        );
      }
    }
  });
});

describe("preview links, their tokens kept apart", () => {
  it("open the draft, its API record and its files with the token, and nothing without it", async () => {
    const admin = await site.superuser();
    const form = new FormData();
    for (const [key, value] of Object.entries({ title: "Kept apart draft", ...publishing("draft") })) form.append(key, value);
    form.append("cover", jpegBlob(640, 400), "draft.jpg");
    const draft = await admin.collection("news").create(form);
    const token = new URL(String(draft.preview_url)).searchParams.get("preview") ?? "";
    const [row] = await admin.collection("preview_tokens").getFullList({ filter: `news = "${draft.id}"` });
    expect(row?.preview_token).toBe(token);
    expect(Date.parse(String(row?.preview_expires).replace(" ", "T"))).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    // The rule the collection has is the one declared, over the row.
    expect((await admin.collections.getOne("news")).viewRule).toBe(viewRule("news"));

    expect((await fetch(String(draft.preview_url))).status).toBe(200);
    const record = `${site.url}/api/collections/news/records/${draft.id}`;
    expect((await fetch(`${record}?preview=${token}`)).status).toBe(200);
    expect((await fetch(record)).status).toBe(404);
    const file = `${site.url}/api/files/news/${draft.id}/${draft.cover}`;
    expect((await fetch(`${file}?preview=${token}`)).status).toBe(200);
    expect((await fetch(file)).status).toBe(404);
    // The API answer carries the sizes where the read expands them, and neither the token nor its expiry.
    const expand = `expand=${sizesRelation("news")}`;
    const viewed = (await (await fetch(`${record}?preview=${token}&${expand}`)).json()) as Record<string, unknown>;
    expect(liftImageSizes("news", {}, viewed).image_sizes).toEqual({ [draft.cover]: { width: 640, height: 400 } });
    for (const name of KEPT_APART_FIELDS.filter((field) => field !== "image_sizes")) expect(viewed).not.toHaveProperty(name);

    // Deleted, the draft takes its tokens with it.
    await admin.collection("news").delete(draft.id);
    expect(await admin.collection("preview_tokens").getFullList({ filter: `news = "${draft.id}"` })).toEqual([]);
  });

  it("are not a revision's to keep or bring back", async () => {
    const admin = await site.superuser();
    const article = await createNews(admin, { title: "Revised once", ...publishing("draft") });
    await admin.collection("news").update(article.id, { title: "Revised twice" });
    const [revision] = await admin
      .collection("revisions")
      .getFullList({ filter: `record_id = "${article.id}"`, sort: "-created" });
    expect(revision?.data).toMatchObject({ title: "Revised once" });
    for (const name of KEPT_APART_FIELDS) expect(revision?.data).not.toHaveProperty(name);
  });
});

describe("the migration that moves them (1795950700)", () => {
  const MIGRATION = "1795950700_forms_hold_what_editors_write.js";

  it("moves each record's values over: a link shared before the upgrade keeps working, its sizes still read", async () => {
    // A data dir as the release before made it: every migration before this one.
    const older = await mkdtemp(path.join(tmpdir(), "pb-migrations-"));
    await buildMigrations(older, MIGRATION);
    const before = await startTestServerWithProbe("raw-write-probe.pb.js", {}, undefined, { migrationsDir: older });
    let after: TestServer | undefined;
    try {
      const admin = await before.superuser();
      const draft = await admin.collection("news").create({ title: "Shared before the upgrade", ...publishing("draft") });
      const token = new URL(String(draft.preview_url)).searchParams.get("preview") ?? "";
      const expires = new Date(Number(token.split(".")[0]) * 1000).toISOString().replace("T", " ");
      const sizes = { "shared.jpg": { width: 500, height: 300 } };
      // The values as that release's save wrote them, into the record's own fields.
      await admin.send("/test/raw-write", {
        method: "POST",
        body: {
          sql: "UPDATE news SET preview_token = {:token}, preview_expires = {:expires}, image_sizes = {:sizes} WHERE id = {:id}",
          params: { token, expires, sizes: JSON.stringify(sizes), id: draft.id },
        },
      });
      await before.stop({ keepData: true });

      after = await startTestServer({}, before.dataDir);
      const upgraded = await after.superuser();
      const [moved] = await upgraded.collection("preview_tokens").getFullList({ filter: `news = "${draft.id}"` });
      expect([moved?.preview_token, moved?.preview_expires, moved?.preview_token_previous]).toEqual([token, expires, ""]);
      const upgradedDraft = await upgraded.collection("news").getOne(draft.id, withImageSizes("news", {}));
      expect(liftImageSizes("news", {}, upgradedDraft).image_sizes).toEqual(sizes);
      const link = new URL(String(draft.preview_url));
      expect((await fetch(`${after.url}${link.pathname}${link.search}`)).status).toBe(200);
      // The view rule reads the moved token: the draft opens by the API with it, and not without.
      const record = `${after.url}/api/collections/news/records/${draft.id}`;
      expect((await fetch(`${record}?preview=${token}`)).status).toBe(200);
      expect((await fetch(record)).status).toBe(404);
      const fields = ((await upgraded.collections.getOne("news")).fields as { name: string }[]).map((field) => field.name);
      expect(fields.filter((field) => KEPT_APART_FIELDS.includes(field))).toEqual([]);
    } finally {
      await (after ?? before).stop();
      await rm(older, { recursive: true, force: true });
    }
  }, 120_000);
});
