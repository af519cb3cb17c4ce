import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNews, createProject } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

/**
 * The server render's reads are kept across saves that cannot change them (pb_hooks/src/lib/pages/kept-reads.ts;
 * issue 34): after an article's save, /work is drawn again without reading its projects; after a save of a project,
 * or of a service its cards show, or of an office in every page's footer, the page shows the change at once.
 */
let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  // Its SQL printed, to tell a read made from a read kept.
  site = await startTestServer({}, undefined, undefined, { sqlLog: true });
  admin = await site.superuser();
});
afterAll(async () => {
  await site?.stop();
});

/** /work as a visitor gets it right after `save`, and whether the server read the projects table for it (its SQL). */
async function workAfter(save: () => Promise<unknown>): Promise<{ html: string; readProjects: boolean }> {
  await save();
  const marker = `marker-${Math.random().toString(36).slice(2)}`;
  await site
    .visitor()
    .collection("news")
    .getList(1, 1, { filter: `slug = "${marker}"`, skipTotal: true });
  const response = await fetch(`${site.url}/work`);
  expect(response.status).toBe(200);
  const html = await response.text();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const log = site.server.output();
  const readProjects = log
    .slice(log.lastIndexOf(`'${marker}'`))
    .split("\n")
    .some((line) => /FROM `projects`/.test(line));
  return { html, readProjects };
}

describe("a render's kept reads", () => {
  it("are drawn again without a query after a save of another collection, and follow each save of their own", async () => {
    const service = await admin.collection("services").create({ name: "Kept film", summary: "Film work.", language: "en" });
    const project = await createProject(admin, { title: "Kept harbour", services: service.id, language: "en" });
    const office = await admin
      .collection("offices")
      .create({ name: "Kept studio", city: "Porto", country: "Portugal", time_zone: "Europe/Lisbon", sort_order: 1 });

    const first = await workAfter(async () => undefined);
    expect(first.html).toContain("Kept harbour");
    expect(first.html).toContain("Kept film");
    expect(first.html).toContain(">Porto</a>");

    // An article's save: the projects, their services and the footer's offices are as they were.
    const article = await createNews(admin, { title: "Kept reads article" });
    const afterArticle = await workAfter(() => admin.collection("news").update(article.id, { author_name: "Someone else" }));
    expect(afterArticle).toEqual({ html: expect.stringContaining("Kept harbour"), readProjects: false });
    expect(afterArticle.html).toContain("Kept film");

    // A project's save: read anew, the new title drawn.
    const retitled = await workAfter(() => admin.collection("projects").update(project.id, { title: "Kept harbour, retitled" }));
    expect(retitled).toEqual({ html: expect.stringContaining("Kept harbour, retitled"), readProjects: true });

    // A service's save reaches the cards through their expand: read anew.
    const renamed = await workAfter(() => admin.collection("services").update(service.id, { name: "Kept animation" }));
    expect(renamed.readProjects).toBe(true);
    expect(renamed.html).toContain("Kept animation");
    expect(renamed.html).not.toContain("Kept film");

    // An office's save: the footer of every page shows it, the projects stay kept.
    const name = `Kept office ${Math.random().toString(36).slice(2, 6)}`;
    const moved = await workAfter(() => admin.collection("offices").update(office.id, { city: name }));
    expect(moved).toEqual({ html: expect.stringContaining(`>${name}</a>`), readProjects: false });
  }, 30_000);

  it("are read anew after a change of a collection's rules, which no record's save tells of", async () => {
    await workAfter(async () => undefined);
    const projects = await admin.collections.getOne("projects");
    const rule = projects.listRule;
    try {
      await admin.collections.update("projects", { listRule: `${rule} && title != "Kept harbour, retitled"` });
      const hidden = await workAfter(async () => undefined);
      expect(hidden.readProjects).toBe(true);
      expect(hidden.html).not.toContain("Kept harbour, retitled");
    } finally {
      await admin.collections.update("projects", { listRule: rule });
    }
    expect((await workAfter(async () => undefined)).html).toContain("Kept harbour, retitled");
  }, 30_000);
});
