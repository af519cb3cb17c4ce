import { footerLink as go, transitionComplete } from "./support/motion";
import { expect, test } from "./support/page-guards";

// Issue 5's acceptance: "the number of live scroll triggers is the same after 10 round trips between two pages". At
// one width: each trip waits out two whole transitions (50 s in all), and the triggers a phone's pages make are the
// same code, set up and killed by the same page lifecycle (web/src/motion).
test("no scroll trigger outlives its page: ten round trips leave the count unchanged", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await transitionComplete(page);
  // The trips start once the motion code has set up the first page (it loads after the first render): a trip taken
  // before it met pages entered with no motion at all, whose count is not yet said ("missing"), which is no leak.
  await expect(page.locator("html")).toHaveAttribute("data-scroll-triggers", /^\d+$/, { timeout: 15_000 });
  const counts: string[] = [];
  for (let trip = 0; trip < 10; trip++) {
    await go(page, "News");
    await expect(page).toHaveURL("/news");
    await transitionComplete(page);
    await go(page, "Work");
    await expect(page).toHaveURL("/work");
    await transitionComplete(page);
    counts.push((await page.locator("html").getAttribute("data-scroll-triggers")) ?? "missing");
  }
  expect(new Set(counts).size, counts.join(",")).toBe(1);
});
