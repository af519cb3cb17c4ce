// Pages editors make (issue 33), against a real PocketBase: composed of sections in their order, drawn by the server
// at their address, refused with a message that names the section, moved with a 301, taken down with a 410,
// scheduled, and restored from a revision with their sections' content and order.
import { JSDOM } from "jsdom";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegBlob, PAST, refusal } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";
import { readSitemap } from "./support/sitemap";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer({ SEED_DEMO: "true" });
  admin = await site.superuser();
});
afterAll(() => site.stop());

async function page(path: string) {
  const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
  const html = await response.text();
  return { response, html, doc: new JSDOM(html).window.document };
}

const section = (fields: Record<string, unknown>) => admin.collection("sections").create(fields);
let made = 0;
async function newPage(fields: Record<string, unknown>, sections: Record<string, unknown>[]) {
  const ids = [];
  for (const fieldsOf of sections) ids.push((await section(fieldsOf)).id);
  made += 1;
  return admin
    .collection("pages")
    .create({ title: `Page ${made}`, language: "en", status: "published", published_at: PAST(), sections: ids, ...fields });
}

describe("the demo's pages", () => {
  it.each([
    ["/about", "A studio of", ["hero", "How we work", "In numbers", "They asked better questions"]],
    ["/join-us", "Work with us", ["How we hire", "Can I work remotely?", "Write to us"]],
    ["/services/brand-strategy", "Brand strategy", ["A positioning workshop", "Brand strategy projects", "Have a brand"]],
    ["/pt/sobre", "Um estúdio de", ["Como trabalhamos", "Em números"]],
  ])("%s is drawn by the server with its sections in order", async (path, heading, inOrder) => {
    const { response, html, doc } = await page(path);
    expect(response.status).toBe(200);
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(doc.querySelector("h1")?.textContent).toContain(heading);
    const main = doc.querySelector("main")?.textContent ?? html;
    const places = inOrder.filter((words) => words !== "hero").map((words) => main.indexOf(words));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
  });

  it("a questions section is a disclosure the browser draws, with no script", async () => {
    const { doc } = await page("/join-us");
    const questions = doc.querySelectorAll(".section-questions details summary");
    expect([...questions].map((q) => q.textContent)).toEqual([
      "Can I work remotely?",
      "Do you sponsor visas?",
      "What if no role fits me?",
    ]);
  });

  it("tells search engines what it is: a WebPage, its breadcrumbs, and an FAQ of its questions", async () => {
    const jsonLd = (doc: Document) =>
      [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
        const parsed = JSON.parse(script.textContent ?? "null") as unknown;
        return (Array.isArray(parsed) ? parsed : [parsed]) as { "@type": string; mainEntity?: { name: string }[] }[];
      });
    const careers = jsonLd((await page("/join-us")).doc);
    expect(careers.map((node) => node["@type"])).toEqual(expect.arrayContaining(["WebPage", "BreadcrumbList", "FAQPage"]));
    expect(careers.find((node) => node["@type"] === "FAQPage")?.mainEntity?.map((q) => q.name)).toEqual([
      "Can I work remotely?",
      "Do you sponsor visas?",
      "What if no role fits me?",
    ]);
    const about = jsonLd((await page("/about")).doc).map((node) => node["@type"]);
    expect(about).toContain("WebPage");
    expect(about).not.toContain("FAQPage");
  });

  it("a list of projects by service shows that service's projects", async () => {
    const { doc } = await page("/services/brand-strategy");
    expect(doc.querySelectorAll(".project-card").length).toBeGreaterThan(0);
  });
});

describe("the home page", () => {
  const home = async (language: string) =>
    admin.collection("pages").getFirstListItem(`slug = "home" && language = "${language}"`, { expand: "sections" });
  const headings = (doc: Document) => [...doc.querySelectorAll("main h2[id]")].map((h2) => h2.textContent);

  it("is the page at the address home in each language, composed as / was drawn, and its own address moves to /", async () => {
    const [en, pt] = [await home("en"), await home("pt")];
    expect(en.expand?.sections.map((section: { kind: string }) => section.kind)).toEqual([
      "hero",
      "projects",
      "services",
      "articles",
      "offices",
    ]);
    expect(pt.translation_of).toBe(en.id);
    const { doc } = await page("/");
    expect(doc.querySelector("main .eyebrow")?.textContent).toBe("Meridian Studio");
    expect(doc.querySelector("h1")?.textContent).toContain("We make");
    expect(headings(doc)).toEqual(["Selected work", "What we do", "Latest news", "Studios in 3 time zones"]);
    expect(doc.querySelector("#latest-news")?.textContent).toBe("Latest news");
    expect((await page("/pt/")).doc.querySelector("h1")?.textContent).toContain("Fazemos");
    for (const [own, root] of [
      ["/home", "/"],
      ["/pt/home", "/pt/"],
    ]) {
      const moved = await page(own ?? "");
      expect(moved.response.status).toBe(301);
      expect(moved.response.headers.get("location")).toBe(root);
    }
    // Not twice in the sitemap: / is its entry.
    const sitemap = (await readSitemap(site.url)).text;
    expect(sitemap).not.toContain("/home<");
  });

  it("an editor changes its hero's heading and reorders two of its sections through the API, and / shows both", async () => {
    const en = await home("en");
    const [hero, projects, services, ...rest] = en.sections as string[];
    try {
      await admin.collection("sections").update(hero ?? "", { heading: "We build" });
      await admin.collection("pages").update(en.id, { sections: [hero, services, projects, ...rest] });
      const { doc } = await page("/");
      expect(doc.querySelector("h1")?.textContent).toContain("We build");
      expect(headings(doc).slice(0, 2)).toEqual(["What we do", "Selected work"]);
    } finally {
      await admin.collection("sections").update(hero ?? "", { heading: "We make" });
      await admin.collection("pages").update(en.id, { sections: en.sections });
    }
    expect((await page("/")).doc.querySelector("h1")?.textContent).toContain("We make");
  });

  it("a draft of the home page opens at / by its preview link, under the bar, while visitors see the composition it started from", async () => {
    const en = await home("en");
    const [hero] = en.expand?.sections ?? [];
    await admin.collection("pages").update(en.id, { status: "draft", title: "Home, redrawn" });
    try {
      const link = new URL((await admin.collection("pages").getOne(en.id)).preview_url);
      expect(link.pathname).toBe("/");
      await admin.collection("sections").update(hero.id, { heading: "We are redrawing" });
      const preview = await page(`${link.pathname}${link.search}`);
      expect(preview.response.status).toBe(200);
      expect(preview.doc.querySelector(".preview-bar")?.textContent).toContain("not published");
      expect(preview.doc.querySelector("h1")?.textContent).toContain("We are redrawing");
      const visitors = await page("/");
      expect(visitors.doc.querySelector(".preview-bar")).toBeNull();
      expect(visitors.doc.querySelector("h1")?.textContent).toContain("We make");
    } finally {
      await admin.collection("sections").update(hero.id, { heading: hero.heading });
      await admin.collection("pages").update(en.id, { status: "published", title: en.title });
    }
  });

  it("without a page at the address home, / draws the composition it started from; a page given that address becomes /", async () => {
    const en = await home("en");
    await admin.collection("pages").update(en.id, { slug: "old-home" });
    try {
      // The root leaves no redirect behind when its page takes another address.
      expect(await admin.collection("redirects").getList(1, 1, { filter: 'source = "/"' })).toMatchObject({ totalItems: 0 });
      const { doc } = await page("/");
      expect(doc.querySelector("h1")?.textContent).toContain("We make");
      expect(headings(doc)).toEqual(["Selected work", "What we do", "Latest news", "Studios in 3 time zones"]);
      const other = await newPage({ slug: "home", title: "Another home" }, [
        { kind: "text", heading: "Hello", body: "<p>Hi</p>" },
      ]);
      const drawn = await page("/");
      expect(drawn.doc.querySelector("h1")?.textContent).toBe("Another home");
      expect(headings(drawn.doc)).toEqual(["Hello"]);
      await admin.collection("pages").delete(other.id);
    } finally {
      await admin.collection("pages").update(en.id, { slug: "home" });
    }
    expect(headings((await page("/")).doc)).toEqual(["Selected work", "What we do", "Latest news", "Studios in 3 time zones"]);
  });
});

describe("what a save refuses, naming the section", () => {
  it("a second top heading", async () => {
    const refused = await refusal(
      newPage({}, [
        { kind: "text", body: "<p>Hello</p>" },
        { kind: "hero", heading: "Late hero" },
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.sections?.message).toBe(
      "Section 2, a hero, is a second top heading: a page has one, and only its first section may be a hero. Move it to the top, or make it a call to action.",
    );
  });

  it("a heading level skipped, or a second top heading inside a text", async () => {
    const skipped = await refusal(newPage({}, [{ kind: "text", heading: "Intro", body: "<h4>Deep</h4><p>x</p>" }]));
    expect(skipped.data.sections?.message).toBe(
      "Section 1, a text, jumps from a level 2 heading to a level 4 one: make it level 3, so that headings go in order.",
    );
    const top = await refusal(newPage({}, [{ kind: "text", body: "<h1>Another</h1><p>x</p>" }]));
    expect(top.data.sections?.message).toBe(
      "Section 1, a text, has a top heading (Heading 1) in its text: the page has its one already. Make it Heading 2.",
    );
  });

  it("a section missing a required field, or a picture's alt text, at publish", async () => {
    const quote = await refusal(
      newPage({}, [
        { kind: "text", body: "<p>x</p>" },
        { kind: "quote", person: "Ana" },
      ]),
    );
    expect(quote.data.sections?.message).toBe("Section 2, a quote, needs its words.");
    const form = new FormData();
    form.append("kind", "picture");
    form.append("image", jpegBlob(800, 600), "wall.jpg");
    const picture = await admin.collection("sections").create(form);
    const refused = await refusal(
      admin.collection("pages").create({ title: "Pictured", language: "en", status: "published", sections: [picture.id] }),
    );
    expect(refused.data.sections?.message).toBe(
      "Section 1, a picture, needs alt text for its picture: what it shows, for people who cannot see it.",
    );
    // A draft may be incomplete.
    const draft = await admin
      .collection("pages")
      .create({ title: "Pictured draft", language: "en", status: "draft", sections: [picture.id] });
    expect(draft.slug).toBe("pictured-draft");
  });

  it("an empty page is not published", async () => {
    const refused = await refusal(newPage({}, []));
    expect(refused.data.sections?.message).toBe(
      "A page needs at least one section to be published. Add one, or keep it a draft.",
    );
  });

  it("more than 40 sections", async () => {
    const ids = [];
    for (let i = 0; i < 41; i++) ids.push((await section({ kind: "text", body: `<p>${i}</p>` })).id);
    const refused = await refusal(
      admin.collection("pages").create({ title: "Long", language: "en", status: "draft", sections: ids }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data.sections)).toMatch(/40/);
  });

  it("a change to a section that would break a published page", async () => {
    const made = await newPage({}, [{ kind: "quote", words: "Kept", person: "Ana" }]);
    const refused = await refusal(admin.collection("sections").update(made.sections[0], { words: "" }));
    expect(refused.status).toBe(400);
    expect(refused.data.words?.message).toBe(
      `On the published page “${made.title}”: Section 1, a quote, needs its words. Fill it in, or unpublish the page first.`,
    );
  });
});

describe("addresses", () => {
  it.each([
    ["work", "/work is one of the site's own pages, so no page can live at /work. Choose another address, such as about-work."],
    [
      "news/extra",
      "/news is one of the site's own pages, so no page can live at /news/extra. Choose another address, such as about-news.",
    ],
    ["api/x", "/api is one of the site's own pages, so no page can live at /api/x. Choose another address, such as about-api."],
    [
      "pt",
      "/pt is the start of the site in a language, so no page can live at /pt. Choose another address; a page in that language is a translation of this one.",
    ],
    ["a/b/c/d", "The address has 4 parts; a page's has one to 3, such as services/brand-strategy."],
    [
      "caf%C3%A9",
      "“caf%c3%a9” cannot be part of an address: use lowercase letters, digits and single hyphens between slashes, such as services/brand-strategy.",
    ],
    ["about", "Another page, “About”, is at /about already. Choose a different address."],
  ])("%s is refused", async (slug, message) => {
    const refused = await refusal(newPage({ slug }, [{ kind: "text", body: "<p>x</p>" }]));
    expect(refused.status).toBe(400);
    expect(refused.data.slug?.message).toBe(message);
  });

  it("a redirect's source is refused", async () => {
    await admin.collection("redirects").create({ source: "/old-team", target: "/about", status_code: "301" });
    const refused = await refusal(newPage({ slug: "old-team" }, [{ kind: "text", body: "<p>x</p>" }]));
    expect(refused.data.slug?.message).toBe(
      "/old-team is a redirect's source (to /about), so visitors would never reach this page. Choose another address, or delete that redirect first.",
    );
  });

  it("a typed address is tidied: slashes at its ends and capitals", async () => {
    const made = await newPage({ slug: "/Studio/Team/" }, [{ kind: "text", body: "<p>Team</p>" }]);
    expect(made.slug).toBe("studio/team");
    expect((await page("/studio/team")).response.status).toBe(200);
    expect((await page("/Studio/Team")).response.headers.get("location")).toBe("/studio/team");
  });

  it("a changed address answers 301 from the old one", async () => {
    const made = await newPage({ slug: "moving" }, [{ kind: "text", body: "<p>Moving</p>" }]);
    expect((await page("/moving")).response.status).toBe(200);
    await admin.collection("pages").update(made.id, { slug: "moved" });
    const old = await page("/moving");
    expect(old.response.status).toBe(301);
    expect(old.response.headers.get("location")).toBe("/moved");
    expect((await page("/moved")).response.status).toBe(200);
  });

  it("a draft opens by its preview link under the preview bar, and is no page without it", async () => {
    const draft = await newPage({ slug: "a-previewed-draft", status: "draft" }, [{ kind: "text", body: "<p>Not yet</p>" }]);
    const link = new URL((await admin.collection("pages").getOne(draft.id)).preview_url);
    expect(link.pathname).toBe("/a-previewed-draft");
    const preview = await page(`${link.pathname}${link.search}`);
    expect(preview.response.status).toBe(200);
    expect(preview.doc.querySelector(".preview-bar")?.textContent).toContain("not published");
    expect(preview.doc.querySelector("main")?.textContent).toContain("Not yet");
    expect((await page(link.pathname)).response.status).toBe(404);
  });

  it("unpublished: gone (410); a draft is no page (404); scheduled: shown at its time with no save", async () => {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString().replace("T", " ");
    const gone = await newPage({ slug: "leaving", published_at: ago(86_400_000) }, [{ kind: "text", body: "<p>Bye</p>" }]);
    await admin.collection("pages").update(gone.id, { unpublish_at: ago(60_000) });
    expect((await page("/leaving")).response.status).toBe(410);
    await newPage({ slug: "a-draft", status: "draft" }, [{ kind: "text", body: "<p>Soon</p>" }]);
    expect((await page("/a-draft")).response.status).toBe(404);
    const soon = new Date(Date.now() + 3000).toISOString().replace("T", " ");
    await newPage({ slug: "soon", published_at: soon }, [{ kind: "text", body: "<p>Soon</p>" }]);
    expect((await page("/soon")).response.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect((await page("/soon")).response.status).toBe(200);
  });
});

describe("revisions", () => {
  it("a restore brings back the sections' content and order", async () => {
    const made = await newPage({ slug: "revised" }, [
      { kind: "text", heading: "First", body: "<p>One</p>" },
      { kind: "quote", words: "Second words", person: "Ana" },
    ]);
    const [first, second] = made.sections;
    await admin.collection("sections").update(first, { heading: "First, edited" });
    await admin.collection("pages").update(made.id, { sections: [second, first] });
    const after = await page("/revised");
    const main = after.doc.querySelector("main")?.textContent ?? "";
    expect(main.indexOf("Second words")).toBeLessThan(main.indexOf("First, edited"));

    // The oldest of the page's revisions: before the section's edit, in the first order.
    const [revision] = (
      await admin.collection("revisions").getList(1, 1, { filter: `record_id = "${made.id}"`, sort: "created" })
    ).items;
    expect(revision).toBeDefined();
    await admin.collection("revisions").update(revision?.id ?? "", { restore: true });
    const restored = await page("/revised");
    const text = restored.doc.querySelector("main")?.textContent ?? "";
    expect(text.indexOf("First")).toBeLessThan(text.indexOf("Second words"));
    expect(text).toContain("First");
    expect(text).not.toContain("First, edited");
  });
});

describe("search", () => {
  it("finds a page by its sections' words, and again after a section's words change", async () => {
    const search = async (q: string) =>
      (await (await fetch(`${site.url}/api/search?q=${encodeURIComponent(q)}`)).json()) as {
        hits: { kind: string; slug: string }[];
      };
    const found = async (q: string) => (await search(q)).hits.filter((hit) => hit.kind === "page").map((hit) => hit.slug);
    await expect.poll(() => found("sponsor visas"), { timeout: 10_000 }).toContain("join-us");
    const made = await newPage({ slug: "searched" }, [{ kind: "quote", words: "Zanzibar flamingos", person: "Ana" }]);
    await expect.poll(() => found("flamingos"), { timeout: 10_000 }).toContain("searched");
    await admin.collection("sections").update(made.sections[0], { words: "Quokka parade" });
    await expect.poll(() => found("quokka"), { timeout: 10_000 }).toContain("searched");
    expect(await found("flamingos")).not.toContain("searched");
  });

  it("a result's snippet sets a section's heading apart from its text, as the page does", async () => {
    const snippet = async (q: string) =>
      (
        (await (await fetch(`${site.url}/api/search?q=${encodeURIComponent(q)}`)).json()) as {
          hits: { kind: string; slug: string; snippet: string[] }[];
        }
      ).hits
        .find((hit) => hit.slug === "headed")
        ?.snippet.join("") ?? "";
    await newPage({ slug: "headed" }, [{ kind: "text", heading: "Our wombat approach", body: "<p>We listen first.</p>" }]);
    await expect.poll(() => snippet("wombat"), { timeout: 10_000 }).toContain("Our wombat approach — We listen first.");
  });
});

describe("menus", () => {
  const headerLinks = async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const nav = /id="site-menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    return [...nav.matchAll(/<a\b([^>]*)>([^<]*)/g)].map((match) => [
      match[2] ?? "",
      /\bhref="([^"]*)"/.exec(match[1] ?? "")?.[1] ?? "",
    ]);
  };
  const problems = async () =>
    (await admin.collection("menu_link_problems").getFullList()).map((row) => [row.label, row.problem]);

  it("link to an editor's page while it is public; a draft is left out and the admin names it", async () => {
    const made = await newPage({ slug: "the-people", title: "The team" }, [{ kind: "text", body: "<p>Us</p>" }]);
    await admin
      .collection("menu_links")
      .create({ label: "Team", menu: "header", editor_page: made.id, sort_order: 60, language: "en" });
    expect(await headerLinks()).toContainEqual(["Team", "/the-people"]);
    await admin.collection("pages").update(made.id, { status: "draft" });
    expect((await headerLinks()).map(([label]) => label)).not.toContain("Team");
    expect(await problems()).toContainEqual(["Team", "The page “The team” is a draft."]);
  });
});
