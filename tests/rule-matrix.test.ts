/**
 * The visitor rule matrix (issue 12): for every collection the running site has, what a visitor (no auth) may do,
 * checked by doing it. A collection that exists but is not in the matrix fails the test: a new collection must be
 * given its row here and in docs/security.md.
 */

import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_BATCH } from "../shared/pages/lists";
import { createNews, createProject, publishing } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

type Access = "published" | "all" | "none";
interface Row {
  list: Access;
  view: Access;
  /**
   * A visitor's create: "form" is the contact form's own pipeline (it answers 400 to an empty body); "view" a view
   * collection, which PocketBase writes to for no one (400, as to an update or a delete).
   */
  create: "form" | "none" | "view";
}

/** One row per collection, as docs/security.md states it. Update and delete are superusers' only, everywhere. */
const MATRIX: Record<string, Row> = {
  projects: { list: "published", view: "published", create: "none" },
  news: { list: "published", view: "published", create: "none" },
  services: { list: "all", view: "all", create: "none" },
  offices: { list: "all", view: "all", create: "none" },
  site: { list: "all", view: "all", create: "none" },
  redirects: { list: "none", view: "none", create: "none" },
  contact: { list: "none", view: "none", create: "form" },
  page_views: { list: "none", view: "none", create: "none" },
  not_found_log: { list: "none", view: "none", create: "none" },
  cdn_purges: { list: "none", view: "none", create: "none" },
  content_changes: { list: "all", view: "all", create: "none" },
  site_secrets: { list: "none", view: "none", create: "none" },
  revisions: { list: "none", view: "none", create: "none" },
  preview_links: { list: "none", view: "none", create: "none" },
  // Kept off the editors' forms (issue 33). Images' sizes are read through a record visitors may read (an expand,
  // shared/images/sizes-read.ts), as sections are: by id alone. Preview tokens are the server's alone.
  record_image_sizes: { list: "none", view: "all", create: "none" },
  preview_tokens: { list: "none", view: "none", create: "none" },
  // Live languages only, as "published": the sample is a language switched off (issue 24).
  languages: { list: "published", view: "published", create: "none" },
  site_translations: { list: "all", view: "all", create: "none" },
  office_translations: { list: "all", view: "all", create: "none" },
  // The menus (issue 33): every link is public; one to a record visitors cannot open is left out when the menu is drawn.
  menu_links: { list: "all", view: "all", create: "none" },
  // Editors' pages (issue 33), as articles; their sections are read through a page visitors may read: by id alone.
  pages: { list: "published", view: "published", create: "none" },
  sections: { list: "none", view: "all", create: "none" },
  // The admin's list of links left out of the menus (a view, decision 076).
  menu_link_problems: { list: "none", view: "none", create: "view" },
};

let site: TestServer;
let admin: PocketBase;
let visitor: PocketBase;
/** A record of each collection: a draft where a collection has drafts. */
const sample: Record<string, string> = {};
let collections: string[] = [];

beforeAll(async () => {
  site = await startTestServer({ SEED_DEMO: "true" });
  admin = await site.superuser();
  visitor = site.visitor();
  collections = (await admin.collections.getFullList({ fields: "name,system" }))
    .filter((collection) => !collection.system)
    .map((collection) => collection.name as string);
  sample.projects = (await createProject(admin, publishing("draft"))).id;
  sample.news = (await createNews(admin, publishing("draft"))).id;
  sample.pages = (await admin.collection("pages").create({ title: "A draft page", language: "en", status: "draft" })).id;
  sample.languages = (await admin.collection("languages").create({ code: "xx", name: "Test", dir: "ltr", live: false })).id;
  for (const name of collections.filter((name) => !(name in sample))) {
    const [first] = (await admin.collection(name).getList(1, 1, { fields: "id" })).items;
    if (first) sample[name] = first.id;
  }
}, 60_000);
afterAll(() => site?.stop());

const status = async (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: { status: number }) => error.status,
  );

it("names every collection the site has", () => {
  expect(collections.filter((name) => !(name in MATRIX))).toEqual([]);
  expect(Object.keys(MATRIX).filter((name) => !collections.includes(name))).toEqual([]);
});

describe.each(Object.entries(MATRIX))("a visitor and %s", (name, row) => {
  it(`lists: ${row.list}`, async () => {
    // A visitor's page of records is at most the app's batch (issue 32): the SDK's own is 1,000.
    const listed = visitor.collection(name).getFullList({ fields: "id", batch: LIST_BATCH });
    if (row.list === "none") {
      // Superusers-only lists answer a visitor with an empty list or a refusal; never a row.
      const answer = await listed.catch((error: { status: number }) => error.status);
      if (Array.isArray(answer)) expect(answer).toEqual([]);
      else expect([403, 404]).toContain(answer);
      return;
    }
    const ids = (await listed).map((record) => record.id);
    const id = sample[name];
    if (row.list === "published") expect(ids).not.toContain(id);
    else if (id) expect(ids).toContain(id);
  });

  it(`views one: ${row.view}`, async () => {
    const id = sample[name];
    if (!id) return expect(row.view).not.toBe("all");
    const answer = await status(visitor.collection(name).getOne(id));
    // The sample is a draft where there are drafts: "published" means a visitor does not get it (404, as if it did
    // not exist); a superusers-only collection refuses outright (403).
    if (row.view === "all") expect(answer).toBe(200);
    else expect(answer).toBe(row.view === "published" ? 404 : 403);
  });

  it(`creates: ${row.create}`, async () => {
    const answer = await status(visitor.collection(name).create({}));
    expect(answer).toBe(row.create === "none" ? 403 : 400);
  });

  it("updates and deletes: never", async () => {
    const id = sample[name] ?? "missing00000000";
    const refusals = row.create === "view" ? [400] : [403, 404];
    expect(refusals).toContain(await status(visitor.collection(name).update(id, {})));
    expect(refusals).toContain(await status(visitor.collection(name).delete(id)));
  });
});
