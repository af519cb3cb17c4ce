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
