import { expect, type Page } from "@playwright/test";

/**
 * Waits until the app has taken over the server's page (it starts once the page has loaded and painted, decision
 * 027) and set its motion up. Before that, the page is the server's: a click on a link is a full page load, as it
 * would be without JavaScript. A test of what the app does (in-app navigation, focus, transitions, its errors)
 * waits for this first.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-scroll-triggers", /\d+/);
}
