import AxeBuilder from "@axe-core/playwright";
import { appTookOver } from "./support/app";
import { settle } from "./support/motion";
import { expect, test } from "./support/page-guards";
import { everyRoute } from "./support/site-data";

test("axe finds no WCAG 2.1 A/AA violation (nor a skipped heading level) on any route", async ({ page, baseURL }) => {
  // Every route in turn, each scrolled through: 53-80 s on a quiet run, past 90 s twice beside the other workers.
  test.setTimeout(180_000);
  const failures: string[] = [];
  for (const { path } of await everyRoute(baseURL)) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await appTookOver(page);
    // Audited as a reader sees it: scrolled through, every entrance finished (mid-fade text has no contrast to speak of).
    await settle(page);
    const wcag = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const headings = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
    const violations = [...wcag.violations, ...headings.violations];
    for (const v of violations) {
      failures.push(`${path}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
    }
  }
  expect(failures, failures.join("\n")).toEqual([]);
});

test("the skip link takes keyboard users to the content", async ({ page }) => {
  await page.goto("/work");
  await expect(page.getByRole("heading", { level: 1, name: "Work" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("focus on the server's page stays where it was when the app takes over", async ({ page }) => {
  // The page's code arrives late, so the visitor tabs on the server's page first.
  await page.route(/\/assets\/work-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/work");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  // Taken over: motion is set up only after the app's first render.
  await expect(page.locator("html")).toHaveAttribute("data-scroll-triggers", /\d+/);
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
});

test("after navigating, focus is on the new page's main heading", async ({ page }) => {
  await page.goto("/");
  // Focus is the app's to move: before it takes over, the link is a full page load, as without JavaScript.
  await appTookOver(page);
  await page.getByRole("link", { name: "See our work" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Work" })).toBeFocused();
});
