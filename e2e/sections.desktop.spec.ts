import AxeBuilder from "@axe-core/playwright";
import type PocketBase from "pocketbase";
import { SECTION_KIND_NAMES } from "../shared/sections/kinds";
import { appTookOver } from "./support/app";
import { settle } from "./support/motion";
import { expect, test } from "./support/page-guards";
import { pagePicture } from "./support/screenshots";
import { superuser } from "./support/superuser";

/**
 * Issue 33: a page with one section of every kind, made through the API as an editor makes it, is drawn by the server
 * and hydrated with the same nodes at a phone's and a desktop's width, passes axe, and reads with scripts off. Its
 * pictures are left in e2e/.artifacts/screenshots for a person to look at.
 */
const ADDRESS = "every-kind-of-section";

// One worker makes the page and reads it: two would each make it.
test.describe.configure({ mode: "serial" });

/** A published project's cover, as an editor's upload. */
async function picture(pb: PocketBase): Promise<Blob> {
  const [project] = (await pb.collection("projects").getList(1, 1, { filter: "cover != ''" })).items;
  if (!project) throw new Error("the demo has no project with a cover");
  return (await fetch(pb.files.getURL(project, project.cover, { token: await pb.files.getToken() }))).blob();
}

async function everyKindPage(baseURL: string | undefined): Promise<void> {
  const pb = await superuser(baseURL);
  const existing = await pb.collection("pages").getList(1, 1, { filter: `slug = "${ADDRESS}"` });
  if (existing.items.length > 0) return;
  const image = await picture(pb);
  const withPicture = (fields: Record<string, string>, files: Record<string, number>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const [key, count] of Object.entries(files))
      for (let i = 0; i < count; i++) form.append(key, image, `picture-${i + 1}.jpg`);
    return pb.collection("sections").create(form);
  };
  const [service] = (await pb.collection("services").getList(1, 1, { filter: 'language = "en"' })).items;
  const made = [
    await withPicture(
      {
        kind: "hero",
        heading: "Every kind",
        phrases: "of section\nin one page",
        lead: "Drawn by the server.",
        image_alt: "A cover",
        link_label: "Work",
        link_url: "/work",
        link2_label: "Elsewhere",
        link2_url: "https://example.com/",
      },
      { image: 1 },
    ),
    await pb
      .collection("sections")
      .create({ kind: "text", heading: "Text", body: "<p>Plain words.</p><h3>A smaller heading</h3><p>More.</p>" }),
    await withPicture({ kind: "picture", image_alt: "A wide picture", caption: "A caption", width: "wide" }, { image: 1 }),
    await withPicture({ kind: "gallery", heading: "Gallery", gallery_alt: "First\nSecond" }, { gallery: 2 }),
    await pb.collection("sections").create({ kind: "quote", words: "Every kind, once.", person: "An editor", role: "Somewhere" }),
    await pb.collection("sections").create({ kind: "figures", heading: "Figures", figures: "14 | kinds\n1 | page" }),
    await pb
      .collection("sections")
      .create({ kind: "questions", heading: "Questions", questions: "Does it need a script?\nNo.\n\nIs it one page?\nYes." }),
    await pb.collection("sections").create({ kind: "projects", heading: "Projects", count: 2, service: service?.id ?? "" }),
    await pb.collection("sections").create({ kind: "articles", heading: "Articles", count: 3 }),
    await pb.collection("sections").create({ kind: "services", heading: "Services" }),
    await pb.collection("sections").create({ kind: "offices", heading: "Offices" }),
    await pb
      .collection("sections")
      .create({ kind: "video", heading: "Video", video_url: "https://vimeo.com/76979871", caption: "A film" }),
    await pb
      .collection("sections")
      .create({ kind: "call", heading: "Call to action", lead: "One thing to do.", link_label: "Write", link_url: "/contact" }),
    await pb.collection("sections").create({ kind: "contact", heading: "Contact", lead: "Write to us." }),
  ];
  expect(new Set(made.map((section) => section.kind))).toEqual(new Set(SECTION_KIND_NAMES));
  await pb.collection("pages").create({
    title: "Every kind of section",
    slug: ADDRESS,
    language: "en",
    status: "published",
    sections: made.map((section) => section.id),
  });
}

test.beforeAll(async ({ baseURL }) => {
  await everyKindPage(baseURL);
});

for (const width of [390, 1440]) {
  test(`every kind of section, drawn and hydrated with the same nodes at ${width} px, passes axe`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const mark = window as unknown as { __drawn: Element[] };
        mark.__drawn = [...document.querySelectorAll("main section, main figure, main h1, main h2")];
      });
    });
    await page.goto(`/${ADDRESS}`, { waitUntil: "load" });
    await appTookOver(page);
    await settle(page);
    const kept = await page.evaluate(() => {
      const drawn = (window as unknown as { __drawn: Element[] }).__drawn;
      return { count: drawn.length, connected: drawn.filter((node) => node.isConnected).length };
    });
    expect(kept.count).toBeGreaterThan(14);
    expect(kept.connected, "every node the server drew is the one on screen").toBe(kept.count);
    const wcag = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const headings = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
    const violations = [...wcag.violations, ...headings.violations].map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
    expect(violations, violations.join("\n")).toEqual([]);
    await pagePicture(page, `every-kind-of-section-${width}`);
  });
}

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });
  test("every section reads: headings, words, questions that open", async ({ page }) => {
    await page.goto(`/${ADDRESS}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Every kind");
    for (const heading of [
      "Text",
      "Gallery",
      "Figures",
      "Questions",
      "Projects",
      "Articles",
      "Services",
      "Offices",
      "Call to action",
      "Contact",
    ])
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    await expect(page.getByText("Every kind, once.")).toBeVisible();
    await page.getByText("Does it need a script?").click();
    await expect(page.getByText("No.", { exact: true })).toBeVisible();
  });
});
