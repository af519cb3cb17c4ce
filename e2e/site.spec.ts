import type { Page } from "@playwright/test";
import { expect, test } from "./support/page-guards";
import { pagePicture } from "./support/screenshots";
import { siteData } from "./support/site-data";
import { literally } from "./support/text";
import { horizontalOverflow } from "./support/viewport";

async function expectNoHorizontalScroll(page: Page) {
  expect(await horizontalOverflow(page), "horizontal overflow in px").toBeLessThanOrEqual(0);
}

/** The head names the news feed, and the feed is there. */
async function expectFeedLink(page: Page) {
  const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(link).toHaveAttribute("href", "/feed.xml");
  const feed = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
}

test.describe("every route shows its content from the database", () => {
  test("home", async ({ page, baseURL }, info) => {
    const data = siteData(baseURL);
    const [site, projects, news, offices] = await Promise.all([data.site(), data.projects(), data.news(), data.offices()]);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(site.hero_words.split("\n")[0]);
    await expect(page.getByText(site.tagline)).toBeVisible();
    const featured = projects.filter((p) => p.featured)[0] ?? projects[0];
    await expect(page.getByRole("heading", { level: 3, name: featured?.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: news.items[0]?.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: offices[0]?.city, exact: true })).toBeVisible();
    await expectFeedLink(page);
    await expectNoHorizontalScroll(page);
    await pagePicture(page, `home-${info.project.name}`);
  });

  test("work, and its service filter", async ({ page, baseURL }, info) => {
    const data = siteData(baseURL);
    const [projects, services] = await Promise.all([data.projects(), data.services()]);
    await page.goto("/work");
    await expect(page.getByRole("heading", { level: 1, name: "Work" })).toBeVisible();
    await expect(page.locator(".project-card")).toHaveCount(projects.length);
    const service = services[0];
    await page.getByRole("link", { name: service?.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`service=${service?.slug}`));
    const expected = projects.filter((p) => p.services.includes(service?.id));
    await expect(page.locator(".project-card")).toHaveCount(expected.length);
    await expectNoHorizontalScroll(page);
    await pagePicture(page, `work-${info.project.name}`);
    // A filter that names no service is a 404: errors.desktop.spec.ts.
  });

  test("a project", async ({ page, baseURL }, info) => {
    const [project] = await siteData(baseURL).projects();
    await page.goto(`/project/${project?.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: project?.title })).toBeVisible();
    await expect(page.getByText(project?.client, { exact: true }).first()).toBeVisible();
    await expect(page.locator(".gallery img")).toHaveCount(project?.gallery.length ?? 0);
    await expect(page.getByRole("link", { name: /Next project/ })).toBeVisible();
    // Search engines and link previews get the project's own title and card.
    await expect(page).toHaveTitle(`${project?.seo_title || project?.title} · ${(await siteData(baseURL).site()).site_name}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /thumb=1200x630/);
    // Responsive images come from PocketBase's thumbnails, up to the original itself (1600 px in the demo); the cover's
    // are cut to its 16:9 frame, the gallery's are whole.
    const srcset = await page.locator(".media img").first().getAttribute("srcset");
    expect(srcset).toMatch(/thumb=360x203 360w, .*thumb=720x405 720w, .*thumb=1080x608 1080w, [^ ]+\.jpg 1600w$/);
    // PocketBase makes the cut one (a thumbnail its field does not list would be the original, 1600 × 1000).
    const cut =
      srcset
        ?.split(", ")
        .find((candidate) => candidate.endsWith(" 720w"))
        ?.split(" ")[0] ?? "";
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, cut);
    expect(size).toEqual([720, 405]);
    expect(await page.locator(".gallery img").first().getAttribute("srcset")).toMatch(/thumb=360x0 360w/);
    await expectNoHorizontalScroll(page);
    await pagePicture(page, `project-${info.project.name}`);
  });

  test("a project's video loads nothing until asked", async ({ page, baseURL }) => {
    const withVideo = (await siteData(baseURL).projects()).find((p) => p.video_url.includes("vimeo"));
    expect(withVideo, "the demo has a project with a Vimeo film").toBeDefined();
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto(`/project/${withVideo?.slug}`);
    await expect(page.getByRole("button", { name: "Play the film" })).toBeVisible();
    expect(requests.filter((url) => url.includes("vimeo"))).toEqual([]);
  });

  test("news, with pages in the URL", async ({ page, baseURL }, info) => {
    const data = siteData(baseURL);
    const [first, second] = await Promise.all([data.news(1), data.news(2)]);
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: first.items[0]?.title })).toBeVisible();
    await expect(page.locator(".news-card")).toHaveCount(first.items.length);
    await expectFeedLink(page);
    await expectNoHorizontalScroll(page);
    await pagePicture(page, `news-${info.project.name}`);
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.getByRole("heading", { level: 3, name: second.items[0]?.title })).toBeVisible();
  });

  test("an article", async ({ page, baseURL }, info) => {
    const { items } = await siteData(baseURL).news();
    const article = items[1];
    await page.goto(`/news/${article?.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: article?.title })).toBeVisible();
    await expect(page.getByText(`By ${article?.author_name}`)).toBeVisible();
    await expect(page).toHaveTitle(`${article?.seo_title || article?.title} · ${(await siteData(baseURL).site()).site_name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      article?.seo_description || article?.excerpt,
    );
    await expect(page.getByRole("link", { name: new RegExp(`Next\\s*${literally(items[0]?.title)}`) })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`Previous\\s*${literally(items[2]?.title)}`) })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await pagePicture(page, `article-${info.project.name}`);
  });

  test("office", async ({ page, baseURL }, info) => {
    const offices = await siteData(baseURL).offices();
    await page.goto("/office");
    for (const office of offices) {
      const card = page.locator(`#office-${office.id}`);
      await expect(card.getByRole("heading", { name: office.city })).toBeVisible();
      await expect(card.getByRole("link", { name: office.phone })).toHaveAttribute("href", /^tel:\+/);
      await expect(card.getByRole("link", { name: office.email })).toHaveAttribute("href", `mailto:${office.email}`);
      await expect(card.getByRole("link", { name: "Open in OpenStreetMap" })).toHaveAttribute("href", /openstreetmap\.org/);
      await expect(card.getByText(/\d\d:\d\d local time/)).toBeVisible();
    }
    await expectNoHorizontalScroll(page);
    await pagePicture(page, `office-${info.project.name}`);
  });

  test("contact", async ({ page, baseURL }, info) => {
    const offices = await siteData(baseURL).offices();
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    await expect(page.getByLabel("Your name *")).toBeVisible();
    await expect(page.getByRole("link", { name: offices[0]?.email })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await pagePicture(page, `contact-${info.project.name}`);
  });

  test("test page", async ({ page }, info) => {
    await page.goto("/test");
    await expect(page.getByRole("heading", { level: 1, name: "Motion style guide" })).toBeVisible();
    await pagePicture(page, `test-${info.project.name}`);
  });
});
