import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "./fixtures/app-reads.en.json";
import pt from "./fixtures/app-reads.pt.json";
import { createNews, createProject } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

/**
 * A visitor's list read of news or projects is answered from what was kept for the content version, as the server
 * render's reader made it (pb_hooks/src/lib/serving/kept-lists.ts; issue 34). It must answer what PocketBase answers:
 * each of the app's own reads (tests/fixtures/app-reads.*.json, its ids made real) is compared with PocketBase's own
 * answer to the same read, which a parameter the reader does not know (`x=1`) leaves to PocketBase.
 */
let site: TestServer;
let admin: PocketBase;

interface AppRead {
  collection: string;
  query: Record<string, string>;
}

beforeAll(async () => {
  // Its SQL printed, to tell a kept answer (no statement) from PocketBase's.
  site = await startTestServer({}, undefined, undefined, { sqlLog: true });
  admin = await site.superuser();
});
afterAll(async () => {
  await site?.stop();
});

const raw = (collection: string, query: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}/api/collections/${collection}/records?${query}`, { headers });

/** The kept answer and PocketBase's own, each parsed, with their statuses. */
async function both(collection: string, query: string) {
  const kept = await raw(collection, query);
  const own = await raw(collection, `${query}&x=1`);
  return { kept: { status: kept.status, body: await kept.json() }, own: { status: own.status, body: await own.json() } };
}

describe("a kept list answers as PocketBase does", () => {
  it("for every read of news and projects the app makes, in both languages, missed and then kept", async () => {
    const serviceId = (await admin.collection("services").create({ name: "Kept film", summary: "Film work." })).id;
    const projects = [];
    for (let n = 0; n < 4; n++)
      projects.push(await createProject(admin, { title: `Kept project ${n}`, services: serviceId, featured: n === 0 }));
    const pages = [];
    for (let n = 0; n < 14; n++)
      pages.push(await createNews(admin, { title: `Kept article ${n}`, tags: "brand identity", excerpt: `Excerpt ${n}` }));
    // The Portuguese reads' records: a page and a bit of articles, and a few projects.
    await admin.collection("languages").create({ code: "pt", name: "Português", dir: "ltr", live: true, sort_order: 20 });
    for (let n = 0; n < 3; n++)
      await createProject(admin, {
        title: `Projeto ${n}`,
        language: "pt",
        services: serviceId,
        translation_of: projects[n]?.id,
      });
    for (let n = 0; n < 13; n++)
      await createNews(admin, { title: `Artigo ${n}`, language: "pt", tags: "brand identity", translation_of: pages[n]?.id });
    const [project, other] = projects;
    const [article] = pages;
    // The fixture's ids and slugs, made the records above.
    const real: [RegExp, string][] = [
      [/rec0000000000002/g, serviceId],
      [/rec0000000000003/g, String(other?.id)],
      [/rec0000000000001/g, String(article?.id)],
      [/"a-project"/g, `"${project?.slug}"`],
      [/"a-story"/g, `"${article?.slug}"`],
    ];
    // The pages that make these reads, drawn by the server first: its render teaches their shapes quick (only a
    // render does: serving/quick-reads.ts), as a visitor's browser reads after the page it was sent.
    const service = await admin.collection("services").getOne(serviceId);
    for (const prefix of ["", "/pt"])
      for (const page of [
        "/",
        "/work",
        "/work?page=2",
        `/work?service=${encodeURIComponent(service.slug)}`,
        "/news",
        "/news?page=2",
        `/news?tag=${encodeURIComponent("brand identity")}`,
        `/news/${article?.slug}`,
        `/project/${other?.slug}`,
      ])
        expect((await fetch(`${site.url}${prefix}${page}`)).status, `${prefix}${page}`).toBeLessThan(500);
    const reads = [...(en as AppRead[]), ...(pt as AppRead[])].filter((read) => ["news", "projects"].includes(read.collection));
    expect(reads.length).toBeGreaterThan(20);
    let nonEmpty = 0;
    for (const read of reads) {
      const query = new URLSearchParams(
        Object.entries(read.query).map(([name, value]) => [
          name,
          real.reduce((text, [from, to]) => text.replace(from, to), value),
        ]),
      ).toString();
      // Taught quick, read and kept, gzipped once, then answered as kept (kept-lists.ts).
      for (const round of ["in a slot", "missed", "gzipped", "kept", "kept again"]) {
        const { kept, own } = await both(read.collection, query);
        expect(kept, `${round}: ${read.collection}?${decodeURIComponent(query)}`).toEqual(own);
        expect(kept.status).toBe(200);
      }
      if ((await (await raw(read.collection, query)).json()).items.length > 0) nonEmpty++;
    }
    // Compared with records in them, not only empty pages.
    expect(nonEmpty).toBeGreaterThan(reads.length * 0.6);
  }, 90_000);

  it("answers a kept read without a statement of SQL", async () => {
    // The news list's second page as the app reads it; only the server's render of a page teaches a read's shape
    // quick, by a read under 10 ms (serving/quick-reads.ts), and only a read in the quick lane is kept: a cold page
    // of the list drawn each time, as on a busy machine the first may not teach.
    const list = (en as AppRead[]).find((read) => read.collection === "news" && read.query.page === "2");
    expect(list?.query.perPage).toBe("12");
    const query = new URLSearchParams(list?.query).toString();
    let statements: string[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await fetch(`${site.url}/news?page=${1 + (attempt % 9)}`)).status).toBeLessThan(500);
      await (await raw("news", query)).arrayBuffer();
      // A statement of PocketBase's own to find in its log (its SQL, printed as it runs; the request's own log line is
      // printed later, in a batch), then the read.
      const marker = `marker-${attempt}-${Math.random().toString(36).slice(2)}`;
      await (
        await raw("news", `perPage=1&skipTotal=1&filter=${encodeURIComponent(`language = "en" && slug = "${marker}"`)}&x=1`)
      ).arrayBuffer();
      await (await raw("news", query)).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const log = site.server.output();
      statements = log
        .slice(log.lastIndexOf(`'${marker}'`))
        .split("\n")
        .slice(1)
        .filter((line) => line.includes("FROM `news`"));
      if (statements.length === 0) break;
    }
    expect(statements).toEqual([]);
  });

  it("follows a save at once, and shows a superuser what visitors are not shown", async () => {
    const draft = await createNews(admin, { title: "Kept draft", tags: "kept-save", status: "draft", published_at: "" });
    const shown = await createNews(admin, { title: "Kept before", tags: "kept-save" });
    const query = `page=1&perPage=10&filter=${encodeURIComponent('tags ~ "kept-save"')}&fields=id,title&sort=-published_at`;
    const titles = async (headers: Record<string, string> = {}) =>
      ((await (await raw("news", query, headers)).json()).items as { title: string }[]).map((item) => item.title).sort();
    expect(await titles()).toEqual(["Kept before"]);
    expect(await titles()).toEqual(["Kept before"]);
    await admin.collection("news").update(shown.id, { title: "Kept after" });
    expect(await titles()).toEqual(["Kept after"]);
    expect(await titles({ Authorization: admin.authStore.token })).toEqual(["Kept after", "Kept draft"]);
    await admin.collection("news").update(draft.id, { status: "published", published_at: shown.published_at });
    expect(await titles()).toEqual(["Kept after", "Kept draft"]);
  });

  it("forgets what it kept when a collection changes: a field hidden since is shown no more", async () => {
    await createNews(admin, { title: "Kept author", author_name: "An author" });
    const query = `page=1&perPage=5&sort=-published_at&filter=${encodeURIComponent('language = "en"')}&fields=id,author_name`;
    for (let n = 0; n < 6; n++) await (await raw("news", query)).arrayBuffer();
    const before = await both("news", query);
    expect(before.kept).toEqual(before.own);
    expect(before.kept.body.items).toContainEqual({ id: expect.any(String), author_name: "An author" });
    const news = await admin.collections.getOne("news");
    const hide = (hidden: boolean) =>
      admin.collections.update("news", {
        fields: news.fields.map((field) => (field.name === "author_name" ? { ...field, hidden } : field)),
      });
    await hide(true);
    try {
      const after = await both("news", query);
      expect(after.kept).toEqual(after.own);
      expect(after.kept).not.toEqual(before.kept);
    } finally {
      await hide(false);
    }
  });

  it("leaves to PocketBase a read of a hidden field, a request's data or a modifier, which it answers as before", async () => {
    await createNews(admin, { title: "Kept hidden" });
    const reads = [
      `page=1&perPage=5&filter=${encodeURIComponent('translations != ""')}`,
      `page=1&perPage=5&sort=translations`,
      `page=1&perPage=5&filter=${encodeURIComponent('@request.headers.x = ""')}`,
      "page=1&perPage=5&fields=id,title:excerpt(3)",
      "page=1&perPage=5&fields=*",
      "page=1&perPage=5&page=2",
      "page=0&perPage=5",
      `page=1&perPage=5&filter=${encodeURIComponent("title ~~ broken")}`,
    ];
    for (const query of reads) {
      const { kept, own } = await both("news", query);
      expect(kept, query).toEqual(own);
    }
  });
});
