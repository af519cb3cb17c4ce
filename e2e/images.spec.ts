import type { Page } from "@playwright/test";
import { expect, test } from "./support/page-guards";
import { everyRoute, siteData } from "./support/site-data";

// Images sized to the screen (docs/decisions/archive/025-images-sized-to-the-screen.md). Layout is deterministic: these
// read widths the browser laid out, never timings.

const PAGES = ["home", "work", "project", "news", "article", "office", "contact"];

/** Each shown picture's laid-out width beside the width its `sizes` attribute promises at this viewport. */
function widths(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>("main img[sizes]")]
      .filter((img) => img.clientWidth > 0)
      .map((img) => {
        const sizes = img.getAttribute("sizes") ?? "";
        // Split on the commas between entries, not those inside a condition or calc().
        const entries = sizes.split(/,\s*(?![^()]*\))/);
        const chosen =
          entries
            .map((entry) => entry.match(/^(\([^)]*\))\s+(.+)$/) ?? [entry, "", entry])
            .find(([, condition]) => !condition || matchMedia(condition).matches)?.[2] ?? "100vw";
        const probe = document.createElement("div");
        probe.style.cssText = `position:absolute;width:${chosen}`;
        document.body.append(probe);
        const promised = probe.getBoundingClientRect().width;
        probe.remove();
        return { src: img.currentSrc || img.src, shown: img.clientWidth, promised };
      }),
  );
}

test("every picture's sizes attribute matches its laid-out width at each breakpoint", async ({ page, baseURL }, info) => {
  test.setTimeout(120_000); // seven pages at five widths
  const routes = (await everyRoute(baseURL)).filter((route) => PAGES.includes(route.name));
  const viewports = info.project.name === "mobile" ? [320, 360, 390, 430] : [768, 1024, 1280, 1440, 1920];
  for (const width of viewports) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of routes) {
      await page.goto(route.path);
      const shown = await widths(page);
      expect(shown.length, `${route.path} at ${width} px shows pictures`).toBeGreaterThan(0);
      for (const image of shown) {
        // Within a pixel or two of rounding, and never less than shown (a smaller promise picks a blurry candidate).
        expect(image.promised, `${route.path} at ${width} px: ${image.src}`).toBeGreaterThanOrEqual(image.shown - 1);
        expect(image.promised, `${route.path} at ${width} px: ${image.src}`).toBeLessThanOrEqual(image.shown * 1.02 + 2);
      }
    }
  }
});

test("no thumbnail asked for is wider than its original, on a 3× phone and a 2× wide screen", async ({
  browser,
  baseURL,
}, info) => {
  const data = siteData(baseURL);
  const [projects, news, offices] = await Promise.all([data.projects(), data.news(), data.offices()]);
  const originals = new Map<string, number>();
  for (const record of [...projects, ...news.items, ...offices])
    for (const [file, size] of Object.entries((record.image_sizes ?? {}) as Record<string, { width: number }>))
      originals.set(file, size.width);

  const phone = info.project.name === "mobile";
  const context = await browser.newContext({
    baseURL,
    viewport: phone ? { width: 390, height: 844 } : { width: 1920, height: 1080 },
    deviceScaleFactor: phone ? 3 : 2,
  });
  const page = await context.newPage();
  const thumbs: { file: string; width: number }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const thumb = url.searchParams.get("thumb")?.match(/^(\d+)x0$/);
    if (thumb) thumbs.push({ file: decodeURIComponent(url.pathname.split("/").pop() ?? ""), width: Number(thumb[1]) });
  });
  for (const path of ["/", `/project/${projects[0]?.slug}`, "/news"]) {
    await page.goto(path);
    // Every lazy picture on the page is asked for.
    await page.evaluate(() => {
      for (const img of document.querySelectorAll("img")) img.loading = "eager";
    });
    await page.waitForLoadState("networkidle");
  }
  await context.close();
  expect(thumbs.length).toBeGreaterThan(0);
  for (const thumb of thumbs) expect(thumb.width, thumb.file).toBeLessThan(originals.get(thumb.file) ?? 0);
});
