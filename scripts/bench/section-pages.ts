// Pages of sections (issue 33): a page with one section of every kind, for Lighthouse and the bytes a phone fetches,
// and a page of forty sections (the most a page may hold), for its cold render and for how long the admin takes to
// open its form. Made through the API as an editor's saves are, every hook running.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { MAX_SECTIONS, SECTION_KIND_NAMES, type SectionKindName } from "../../shared/sections/kinds";
import { projectDirs } from "../lib/pocketbase-process";
import { type BenchServer, SUPERUSER } from "./bench-server";
import { CHROMIUM } from "./devices";
import { median } from "./stats";

export const EVERY_KIND_PATH = "/bench-every-kind";
const FORTY_SLUG = "bench-forty";
const ROUNDS = 7;
const ADMIN_ROUNDS = 5;

/** What each kind is given: its required fields and the usual others, words only (pictures are sent apart). */
const FIELDS: Record<SectionKindName, Record<string, string | number>> = {
  hero: {
    heading: "Every kind of section",
    phrases: "on one page\nfor the bench",
    lead: "One of each.",
    link_label: "Work",
    link_url: "/work",
  },
  text: {
    heading: "Some text",
    body: "<p>A paragraph of text, as an editor writes it.</p><h3>A smaller heading</h3><p>More.</p>",
  },
  picture: { image_alt: "A picture of the studio", caption: "A caption", width: "wide" },
  gallery: { heading: "A gallery", gallery_alt: "The first picture\nThe second picture" },
  quote: { words: "They asked better questions than our board did.", person: "A client", role: "Founder" },
  call: { heading: "Have a project in mind?", lead: "Write to us.", link_label: "Contact", link_url: "/contact" },
  figures: { heading: "In numbers", figures: "120 | projects\n3 | studios\n14 | years" },
  questions: {
    heading: "Questions",
    questions: "Do you work remotely?\nYes, with every client.\n\nHow long does a brand take?\nTwelve weeks.",
  },
  projects: { heading: "Some projects", count: 3 },
  articles: { heading: "Some news", count: 3 },
  services: { heading: "What we do" },
  offices: { heading: "Our studios" },
  contact: { heading: "Write to us", lead: "We answer within a day." },
  video: { heading: "A film", video_url: "https://vimeo.com/76979871", caption: "Our reel" },
};

const PICTURES: Partial<Record<SectionKindName, string[]>> = { picture: ["news-1.jpg"], gallery: ["news-2.jpg", "news-3.jpg"] };

async function makeSection(server: BenchServer, kind: SectionKindName, heading?: string): Promise<string> {
  const form = new FormData();
  form.set("kind", kind);
  for (const [field, value] of Object.entries(FIELDS[kind])) form.set(field, String(value));
  if (heading) form.set(kind === "quote" ? "words" : "heading", heading);
  for (const file of PICTURES[kind] ?? []) {
    const bytes = await readFile(path.join(projectDirs.hooks, "demo-images", file));
    form.append(kind === "gallery" ? "gallery" : "image", new Blob([bytes], { type: "image/jpeg" }), file);
  }
  return ((await server.upload("POST", "/api/collections/sections/records", form)) as { id: string }).id;
}

async function makePage(server: BenchServer, slug: string, title: string, sections: string[]): Promise<string> {
  const page = (await server.admin("POST", "/api/collections/pages/records", {
    title,
    slug,
    language: "en",
    status: "published",
    published_at: new Date(Date.now() - 60_000).toISOString().replace("T", " "),
    sections,
  })) as { id: string };
  return page.id;
}

/** The page with one section of every kind, published at EVERY_KIND_PATH. */
export async function makeEveryKindPage(server: BenchServer): Promise<void> {
  const sections: string[] = [];
  for (const kind of SECTION_KIND_NAMES) sections.push(await makeSection(server, kind));
  await makePage(server, EVERY_KIND_PATH.slice(1), "Every kind", sections);
}

export interface FortyFigures {
  path: string;
  /** Median of one request right after a change to one of its sections emptied the page cache (ms). */
  coldRender: number;
  /** Median time from a click on its row in the admin's list of pages to its form showing its forty sections (ms). */
  adminForm: number;
}

/** A page of MAX_SECTIONS sections: a hero, then the kinds that need no picture, in turn, each with words of its own. */
export async function fortySections(server: BenchServer, progress: (line: string) => void): Promise<FortyFigures> {
  progress(`making a page of ${MAX_SECTIONS} sections`);
  const cycle: SectionKindName[] = ["text", "quote", "figures", "questions", "call"];
  const sections = [await makeSection(server, "hero")];
  for (let i = 1; i < MAX_SECTIONS; i++)
    sections.push(await makeSection(server, cycle[(i - 1) % cycle.length] ?? "text", `Section ${i + 1}`));
  await makePage(server, FORTY_SLUG, "Forty sections", sections);
  const pagePath = `/${FORTY_SLUG}`;

  const cold: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    progress(`cold render of ${pagePath}, round ${round + 1}/${ROUNDS}`);
    // A section's change empties the page cache (it shows on pages no list names).
    await server.admin("PATCH", `/api/collections/sections/records/${sections[1]}`, { heading: `Section 2, edit ${round}` });
    const started = performance.now();
    const response = await fetch(`${server.url}${pagePath}`);
    const html = await response.text();
    cold.push(performance.now() - started);
    if (response.status !== 200 || !html.includes("Section 40"))
      throw new Error(`${pagePath} answered ${response.status} without its sections`);
  }
  progress(`the admin opens ${pagePath}'s form, ${ADMIN_ROUNDS} times`);
  return { path: pagePath, coldRender: median(cold), adminForm: await adminFormTime(server) };
}

/** Signs in to the admin at 1440 px and opens the page's form from the list of pages, as an editor would. */
async function adminFormTime(server: BenchServer): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/_/`);
    await page.getByLabel("Email").fill(SUPERUSER.email);
    await page.getByLabel("Password", { exact: true }).fill(SUPERUSER.password);
    await page.getByRole("button", { name: /login/i }).click();
    await page.locator(".page-sidebar").waitFor();
    const times: number[] = [];
    await page.locator(".page-sidebar").getByText("pages", { exact: true }).click();
    for (let round = 0; round < ADMIN_ROUNDS; round++) {
      const row = page.locator("tbody tr").filter({ hasText: "Forty sections" }).first();
      await row.waitFor();
      const form = page.locator(".modal.record-upsert-modal").filter({ visible: true }).last();
      const started = performance.now();
      await row.click();
      const listed = form
        .locator(".record-field-input.field-type-relation")
        .filter({ has: page.locator("label").filter({ hasText: /^\s*sections\s*$/ }) })
        .locator(".list-item.highlight");
      await listed.nth(MAX_SECTIONS - 1).waitFor();
      times.push(performance.now() - started);
      await page.keyboard.press("Escape");
      await form.waitFor({ state: "hidden" });
    }
    return median(times);
  } finally {
    await browser.close();
  }
}
