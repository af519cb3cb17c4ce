import { transitionComplete } from "./support/motion";
import { expect, test } from "./support/page-guards";
import { pagePicture } from "./support/screenshots";
import { everyRoute } from "./support/site-data";
import { horizontalOverflow, PHONES } from "./support/viewport";

// A page wider than the phone lets the visitor drag it sideways, and everything wobbles. Each route is loaded once and
// read at each phone width in turn (the layout follows a resize as it follows a phone turned sideways), which costs a
// third of loading it at each. Each width also leaves a picture of the route, for people to look at.
test(`no route scrolls sideways at ${PHONES.map((size) => size.width).join(", ")} px`, async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const { name, path } of await everyRoute(baseURL)) {
    await page.setViewportSize(PHONES[0]);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await transitionComplete(page);
    for (const size of PHONES) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      // Read on the way down as well: an entrance that has not played yet, or is playing, is still laid out.
      let worst = await horizontalOverflow(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = size.height / 2; y < height; y += size.height / 2) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        worst = Math.max(worst, await horizontalOverflow(page));
      }
      if (worst > 0) found.push(`${path} at ${size.width} px: ${worst} px wider than the screen`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await pagePicture(page, `${name}-${size.width}`);
    }
  }
  expect(found).toEqual([]);
});

// A list's page links on a phone (news.css): the numbers on a row of their own, previous and next on the row under
// them at each side, every link 44 px or more. In one row, a deep page of a long list (1 … 41 42 43 … 754 between the
// arrows) needed 400 px and the next arrow wrapped alone.
test("a list's page links keep the numbers on one row and the arrows under them, at 320 and 390 px", async ({ page }) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/news?page=2");
    const pager = page.getByRole("navigation", { name: "News pages" });
    await pager.scrollIntoViewIfNeeded();
    const numbers = await pager
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(numbers).size, `numbers on one row at ${width} px`).toBe(1);
    const previous = await pager.getByRole("link", { name: /previous/i }).boundingBox();
    const next = await pager.getByRole("link", { name: /next/i }).boundingBox();
    const box = await pager.boundingBox();
    if (!previous || !next || !box) throw new Error("The pager or its arrows are not laid out");
    expect(previous.y, "the arrows under the numbers").toBeGreaterThan((numbers[0] ?? 0) + 40);
    expect(Math.round(previous.y)).toBe(Math.round(next.y));
    expect(previous.x - box.x).toBeLessThan(2);
    expect(box.x + box.width - (next.x + next.width)).toBeLessThan(2);
    for (const link of await pager.getByRole("link").all()) {
      const size = await link.boundingBox();
      expect(Math.min(size?.width ?? 0, size?.height ?? 0)).toBeGreaterThanOrEqual(44);
    }
  }
});
