import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORK_PAGE_SIZE } from "../shared/pages/list-params";
import { at, createProject } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

/**
 * A portfolio of years (issue 34): /work is read and drawn a page at a time, a projects section reads the few it
 * shows, featured first, and a project page reads the one project after it. None reads the whole portfolio.
 */
let site: TestServer;
let admin: PocketBase;
const PROJECTS = WORK_PAGE_SIZE + 2;
const FILMED = 3;
const HOUR = 3_600_000;
let filmSlug = "";

beforeAll(async () => {
  site = await startTestServer();
  admin = await site.superuser();
  const film = await admin.collection("services").create({ name: "Film", summary: "Moving pictures." });
  filmSlug = film.slug as string;
  for (let n = 0; n < PROJECTS; n++)
    await createProject(admin, {
      title: `Portfolio ${String(n).padStart(2, "0")}`,
      slug: `portfolio-${n}`,
      sort_order: n,
      published_at: at(-(n + 1) * HOUR),
      ...(n >= PROJECTS - FILMED ? { services: film.id } : {}),
      ...(n === PROJECTS - 1 ? { featured: true } : {}),
    });
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

async function page(address: string) {
  const response = await fetch(`${site.url}${address}`, { redirect: "manual" });
  const html = await response.text();
  const titles = [...html.matchAll(/<h3 class="project-card-title">([^<]*)<\/h3>/g)].map((match) => match[1]);
  return { status: response.status, location: response.headers.get("location"), html, titles };
}

describe("/work, a page at a time", () => {
  it("draws its first page's projects in portfolio order, and links the next page", async () => {
    const first = await page("/work");
    expect(first.status).toBe(200);
    expect(first.titles).toEqual(Array.from({ length: WORK_PAGE_SIZE }, (_, n) => `Portfolio ${String(n).padStart(2, "0")}`));
    expect(first.html).toMatch(/<nav class="pagination" aria-label="Pages of work">/);
    expect(first.html).toContain('href="/work?page=2"');
  });

  it("draws the last page with what is left, its number in the title; past it is 404, page 1's other address 301", async () => {
    const last = await page("/work?page=2");
    expect(last.status).toBe(200);
    expect(last.titles).toEqual([`Portfolio ${WORK_PAGE_SIZE}`, `Portfolio ${WORK_PAGE_SIZE + 1}`]);
    expect(last.html).toContain("<title>Work, page 2");
    expect((await page("/work?page=3")).status).toBe(404);
    expect(await page("/work?page=1")).toMatchObject({ status: 301, location: "/work" });
  });

  it("keeps a service's filter a page at a time too", async () => {
    const filmed = await page(`/work?service=${filmSlug}`);
    expect(filmed.status).toBe(200);
    expect(filmed.titles).toEqual([23, 24, 25].map((n) => `Portfolio ${n}`));
    expect(filmed.html).not.toContain('class="pagination"');
    expect((await page(`/work?service=${filmSlug}&page=2`)).status).toBe(404);
  });
});

describe("a project page's next project", () => {
  it("is the one after it in portfolio order, and after the last, the first", async () => {
    const next = (html: string) =>
      /<a[^>]*class="next-project"[^>]*href="\/project\/([^"]+)"|<a[^>]*href="\/project\/([^"]+)"[^>]*class="next-project"/.exec(
        html,
      );
    const slugOf = (match: RegExpExecArray | null) => match?.[1] ?? match?.[2];
    expect(slugOf(next((await page("/project/portfolio-4")).html))).toBe("portfolio-5");
    expect(slugOf(next((await page(`/project/portfolio-${PROJECTS - 1}`)).html))).toBe("portfolio-0");
  });
});

describe("a projects section", () => {
  it("reads the few it shows, featured first, never the whole portfolio", async () => {
    const home = await page("/");
    expect(home.status).toBe(200);
    expect(home.titles[0]).toBe(`Portfolio ${PROJECTS - 1}`);
    expect(home.titles.slice(1)).toEqual(home.titles.slice(1).map((_, n) => `Portfolio ${String(n).padStart(2, "0")}`));
    expect(home.titles.length).toBeLessThan(WORK_PAGE_SIZE);
  });
});
