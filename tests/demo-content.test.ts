import { rm } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { LIST_BATCH } from "../shared/pages/lists";
import { appCollection } from "./support/app-reads";
import { createProject } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

const started: TestServer[] = [];
async function start(env: NodeJS.ProcessEnv, dataDir?: string) {
  const server = await startTestServer(env, dataDir);
  started.push(server);
  return server;
}
afterEach(async () => {
  for (const server of started.splice(0)) await server.stop({ keepData: true });
  // Data dirs outlive a restart within a test; remove them all at the end of it.
  await Promise.all([...new Set(dirs.splice(0))].map((dir) => rm(dir, { recursive: true, force: true })));
});
const dirs: string[] = [];

async function publicCounts(server: TestServer) {
  const visitor = server.visitor();
  const count = async (collection: string) => (await visitor.collection(collection).getList(1, 1)).totalItems;
  return {
    projects: await count("projects"),
    news: await count("news"),
    offices: await count("offices"),
    services: await count("services"),
  };
}

describe("the demo agency", () => {
  it("loads into a fresh data dir with SEED_DEMO=true: real volume, hidden draft and scheduled items", async () => {
    const server = await start({ SEED_DEMO: "true" });
    dirs.push(server.dataDir);
    const counts = await publicCounts(server);
    expect(counts.projects).toBeGreaterThanOrEqual(8);
    expect(counts.news).toBeGreaterThanOrEqual(40);
    expect(counts.offices).toBe(3);
    expect(counts.services).toBeGreaterThanOrEqual(4);

    const admin = await server.superuser();
    for (const collection of ["projects", "news"]) {
      const hidden = await admin.collection(collection).getFullList({ filter: 'status = "draft" || published_at > @now' });
      expect(hidden.map((r) => (r.status === "draft" ? "draft" : "scheduled")).sort()).toEqual(["draft", "scheduled"]);
    }
    const zones = (await admin.collection("offices").getFullList()).map((o) => o.time_zone);
    expect(new Set(zones).size).toBe(3);
    expect((await admin.collection("redirects").getList(1, 1)).totalItems).toBeGreaterThanOrEqual(3);

    // No made-up address (issue 22, item 13): links are on the address the server was started on, and every
    // published picture is described.
    expect((await admin.collection("site").getFirstListItem("")).site_url).toBe("");
    const html = await (await fetch(`${server.url}/news`)).text();
    expect(html).not.toContain("//meridian.example");
    expect(html).toContain(`canonical" href="${server.url}/news"`);
    for (const collection of ["projects", "news"]) {
      const undescribed = await admin.collection(collection).getFullList({ filter: 'cover != "" && cover_alt = ""' });
      expect(undescribed.map((record) => record.title)).toEqual([]);
    }

    // Loaded past the hooks, the demo's records get their preview links and schedules once the data is there (the
    // minute's job, run now as the minute would).
    await admin.crons.run("complete-unsaved-records");
    // The job runs beside the request that asked for it: its result shows shortly after.
    await expect
      .poll(async () => (await admin.collection("projects").getFirstListItem('status = "draft"')).preview_url, {
        timeout: 10_000,
      })
      .not.toBe("");
    const draft = await admin.collection("projects").getFirstListItem('status = "draft"');
    expect(draft.preview_url).toMatch(new RegExp(`^${server.url}/project/${draft.slug}\\?preview=`));
    const links = await admin.collection("preview_links").getFullList();
    expect(links.map((link) => link.url)).toContain(draft.preview_url);
    const scheduledNews = () => admin.collection("news").getFirstListItem('status = "published" && published_at > @now');
    await expect
      .poll(async () => (await scheduledNews()).schedule, { timeout: 10_000 })
      .toMatch(/^Goes live .+ UTC: .+ in Lisbon/);
    const scheduled = await scheduledNews();
    // A second run finds nothing left to do.
    const before = (await admin.collection("news").getOne(scheduled.id)).updated;
    await admin.crons.run("complete-unsaved-records");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await admin.collection("news").getOne(scheduled.id)).updated).toBe(before);
  });

  it("uses every service, gives each project a cover and a gallery, and serves their thumbnails", async () => {
    const server = await start({ SEED_DEMO: "true" });
    dirs.push(server.dataDir);
    const visitor = server.visitor();
    // A visitor's page of records is at most the app's batch (issue 32): the SDK's own is 1,000.
    // As the app reads them: with their images' sizes (shared/images/sizes-read.ts).
    const projects = await appCollection(visitor, "projects").getFullList({ batch: LIST_BATCH });
    const services = await visitor.collection("services").getFullList({ batch: LIST_BATCH });
    // In each language, its projects name its own services (issue 24): English's use every English service.
    const english = (record: { [field: string]: unknown }) => record.language === "en";
    expect(new Set(projects.filter(english).flatMap((p) => p.services))).toEqual(
      new Set(services.filter(english).map((s) => s.id)),
    );
    const servicesOf = new Map(services.map((s) => [s.id, s.language]));
    for (const project of projects) for (const id of project.services) expect(servicesOf.get(id)).toBe(project.language);
    for (const project of projects) {
      expect(project.cover).toMatch(/\.jpg$/);
      expect(project.gallery.length).toBeGreaterThan(0);
      // Each picture's size, kept so pages never ask for a thumbnail wider than it (the demo draws them 1600×1000).
      for (const file of [project.cover, ...project.gallery])
        expect(project.image_sizes[file]).toEqual({ width: 1600, height: 1000 });
    }
    const [first] = projects;
    const response = await fetch(visitor.files.getURL(first as never, first?.cover, { thumb: "480x0" }));
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it("stays out with SEED_DEMO=false", async () => {
    const server = await start({ SEED_DEMO: "false" });
    dirs.push(server.dataDir);
    expect(await publicCounts(server)).toEqual({ projects: 0, news: 0, offices: 0, services: 0 });
  });

  it("never loads twice", async () => {
    const first = await start({ SEED_DEMO: "true" });
    dirs.push(first.dataDir);
    const before = await publicCounts(first);
    await first.stop({ keepData: true });
    const again = await start({ SEED_DEMO: "true" }, first.dataDir);
    expect(await publicCounts(again)).toEqual(before);
  });

  it("never loads over real content", async () => {
    const real = await start({ SEED_DEMO: "false" });
    dirs.push(real.dataDir);
    await createProject(await real.superuser(), { title: "Our real work" });
    await real.stop({ keepData: true });
    const later = await start({ SEED_DEMO: "true" }, real.dataDir);
    expect(await publicCounts(later)).toEqual({ projects: 1, news: 0, offices: 0, services: 0 });
  });
});
