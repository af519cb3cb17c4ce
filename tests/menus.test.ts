// The header's and the footer's menus are records (issue 33; decision 076): what editors add, reorder and remove shows
// on the next page drawn, in the header (which is the phone's menu) and the footer's lists (which visitors without
// scripts read); a link to a record visitors cannot open is left out, and the admin's `menu_link_problems` names it
// with the reason. The two are held to the same answer here.
import type { default as PocketBase, RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer({ SEED_DEMO: "true" });
  admin = await site.superuser();
}, 60_000);
afterAll(() => site?.stop());

const page = async (path = "/") => {
  const response = await fetch(`${site.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
/** The links of one part of the page, as [label, address]. */
const linksIn = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([^<]*)/g)].map(
    (match) => [match[2] ?? "", /\bhref="([^"]*)"/.exec(match[1] ?? "")?.[1] ?? ""] as const,
  );
/** The header's link marked as the current page, if any. */
const currentInHeader = (html: string) =>
  [...(/id="site-menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "").matchAll(/<a\b([^>]*)>/g)]
    .filter((match) => match[1]?.includes('aria-current="page"'))
    .map((match) => /\bhref="([^"]*)"/.exec(match[1] ?? "")?.[1]);
const header = (html: string) => linksIn(/id="site-menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "");
const footer = (html: string) => linksIn(/class="footer-menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "");
const footerHeadings = (html: string) =>
  [...(/class="footer-menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "").matchAll(/<h2 class="footer-heading">([^<]*)/g)].map(
    (match) => match[1],
  );
const problems = async () =>
  (await admin.collection("menu_link_problems").getFullList({ sort: "label" })).map((row) => [row.label, row.problem]);

const TODAY_EN = [
  ["Work", "/work"],
  ["News", "/news"],
  ["Office", "/office"],
  ["Contact", "/contact"],
];

describe("the demo's menus", () => {
  it("are today's links, in English and in Portuguese, in the header and the footer", async () => {
    const home = await page("/");
    expect(header(home)).toEqual(TODAY_EN);
    expect(footer(home)).toEqual(TODAY_EN);
    expect(footerHeadings(home)).toEqual(["Pages"]);
    const pt = await page("/pt/");
    const todayPt = [
      ["Trabalho", "/pt/work"],
      ["Notícias", "/pt/news"],
      ["Estúdios", "/pt/office"],
      ["Contacto", "/pt/contact"],
    ];
    expect(header(pt)).toEqual(todayPt);
    expect(footer(pt)).toEqual(todayPt);
  });

  it("mark the current page in the header, a project's page under Work", async () => {
    expect(currentInHeader(await page("/work"))).toEqual(["/work"]);
    const project = await site.visitor().collection("projects").getFirstListItem('language = "en"');
    expect(currentInHeader(await page(`/project/${project.slug}`))).toEqual(["/work"]);
    expect(currentInHeader(await page("/"))).toEqual([]);
  });
});

describe("editors change the menus", () => {
  let added: RecordModel;

  it("a link added shows on / in its place, in the header and the footer", async () => {
    added = await admin
      .collection("menu_links")
      .create({ label: "Studio", menu: "header", page: "/office", sort_order: 15, language: "en" });
    await admin
      .collection("menu_links")
      .create({ label: "Journal", menu: "footer", heading: "Elsewhere", url: "https://example.org/journal", language: "en" });
    const home = await page("/");
    expect(header(home).map(([label]) => label)).toEqual(["Work", "Studio", "News", "Office", "Contact"]);
    expect(footerHeadings(home)).toEqual(["Elsewhere", "Pages"]);
    expect(footer(home)[0]).toEqual(["Journal", "https://example.org/journal"]);
    // Marked as leading elsewhere, for the eye and for screen readers; it opens as any link does.
    const journal = /<a href="https:\/\/example.org\/journal"[^>]*>[\s\S]*?<\/a>/.exec(home)?.[0] ?? "";
    expect(journal).toContain('rel="noopener noreferrer"');
    expect(journal).not.toContain("target=");
    expect(journal).toContain('class="outside-mark" aria-hidden="true"');
    expect(journal).toMatch(/class="visually-hidden">[^<]*(<!-- -->)?\(another site\)/);
    // Not in Portuguese: each language has its own menus.
    expect(header(await page("/pt/")).map(([label]) => label)).not.toContain("Studio");
  });

  it("a link moved takes its new place, and a link removed goes", async () => {
    await admin.collection("menu_links").update(added.id, { sort_order: 100 });
    expect(header(await page("/")).map(([label]) => label)).toEqual(["Work", "News", "Office", "Contact", "Studio"]);
    await admin.collection("menu_links").delete(added.id);
    expect(header(await page("/"))).toEqual(TODAY_EN);
  });
});

/** A minute ago, as PocketBase writes a time. */
const A_MINUTE_AGO = new Date(Date.now() - 60_000).toISOString().replace("T", " ");

describe("a link to a record visitors cannot open", () => {
  let article: RecordModel;
  let link: RecordModel;

  beforeAll(async () => {
    article = await admin
      .collection("news")
      .getFirstListItem('language = "en" && status = "published" && published_at <= @now && unpublish_at = ""', {
        sort: "-published_at",
      });
    link = await admin
      .collection("menu_links")
      .create({ label: "Our story", menu: "header", article: article.id, sort_order: 50, language: "en" });
  });

  const inHeader = async () => header(await page("/")).some(([label]) => label === "Our story");

  it("shows while the record is public, at its page", async () => {
    expect(header(await page("/")).at(-1)).toEqual(["Our story", `/news/${article.slug}`]);
    expect(await problems()).toEqual([]);
  });

  it.each([
    ["a draft", { status: "draft" }, "is a draft."],
    [
      "scheduled",
      { published_at: "2099-01-01 09:00:00.000Z" },
      "is scheduled: it is published at 2099-01-01 09:00:00.000Z (UTC).",
    ],
    ["taken down", { unpublish_at: A_MINUTE_AGO }, `was taken down at ${A_MINUTE_AGO} (UTC).`],
  ])("is left out while it is %s, and the admin names it with why", async (_state, change, why) => {
    const before = { status: article.status, published_at: article.published_at, unpublish_at: article.unpublish_at };
    await admin.collection("news").update(article.id, change);
    try {
      expect(await inHeader()).toBe(false);
      expect(await problems()).toEqual([["Our story", `The article “${article.title}” ${why}`]]);
    } finally {
      await admin.collection("news").update(article.id, before);
    }
    expect(await inHeader()).toBe(true);
    expect(await problems()).toEqual([]);
  });

  it("is left out once its record is deleted, and named as leading nowhere", async () => {
    // A published project with no translation, which may be deleted.
    const translated = new Set(
      (await admin.collection("projects").getFullList({ filter: 'translation_of != ""' })).map((p) => p.translation_of),
    );
    const project = (
      await admin
        .collection("projects")
        .getFullList({ filter: 'language = "en" && status = "published" && published_at <= @now' })
    ).find((candidate) => !translated.has(candidate.id));
    if (!project) throw new Error("the demo has a project without a translation");
    const toProject = await admin
      .collection("menu_links")
      .create({ label: "Case", menu: "footer", project: project.id, language: "en" });
    expect(footer(await page("/"))).toContainEqual(["Case", `/project/${project.slug}`]);
    await admin.collection("projects").delete(project.id);
    expect(footer(await page("/")).map(([label]) => label)).not.toContain("Case");
    expect(await problems()).toEqual([["Case", expect.stringContaining("It leads nowhere")]]);
    await admin.collection("menu_links").delete(toProject.id);
  });

  it("is named to superusers only", async () => {
    await expect(site.visitor().collection("menu_link_problems").getList()).rejects.toMatchObject({ status: 403 });
  });

  afterAll(() => admin.collection("menu_links").delete(link.id));
});

describe("a save that would break a menu is refused, saying why", () => {
  const create = (fields: Record<string, unknown>) =>
    admin.collection("menu_links").create({ label: "A link", menu: "header", language: "en", ...fields });
  const refusal = async (fields: Record<string, unknown>) => {
    try {
      await create(fields);
    } catch (error) {
      return (error as { response: { message: string } }).response.message;
    }
    throw new Error("the save passed");
  };

  it("a link with no target, or with two", async () => {
    expect(await refusal({})).toMatch(/^Choose where the link leads/);
    expect(await refusal({ page: "/work", url: "https://example.org/" })).toMatch(/has a page and an outside address/);
  });

  it("a link to a record of another language, or in a language the site lacks", async () => {
    const pt = await admin.collection("news").getFirstListItem('language = "pt"');
    expect(await refusal({ article: pt.id })).toContain(`is in “pt”, and this link is in “en”'s menu`);
    expect(await refusal({ page: "/", language: "fr" })).toMatch(/^There is no language “fr” on this site/);
  });

  it("a heading on a header link, and a thirteenth link in the header", async () => {
    expect(await refusal({ page: "/", heading: "More" })).toMatch(/^Only the footer lists its links under headings/);
    const extra: RecordModel[] = [];
    for (let n = 0; n < 8; n++) extra.push(await create({ page: "/news", sort_order: 200 + n }));
    try {
      expect(await refusal({ page: "/" })).toBe(
        "The header holds at most 12 links in “en”, and has 12: remove one before adding another.",
      );
    } finally {
      for (const record of extra) await admin.collection("menu_links").delete(record.id);
    }
  });
});
