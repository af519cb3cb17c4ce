// What a page costs by itself, apart from what other pages and other tests make it do (e2e/first-response.spec.ts,
// e2e/phone-budget.mobile.spec.ts).
import type { Page } from "@playwright/test";

/**
 * Live updates connected, but deaf to other tests' saves: the subscription is answered without being made, and the
 * content version asked is the page's own. A change heard would make the page refetch through the SDK, which is what a
 * change costs, not what the page does by itself.
 */
export async function quietLiveUpdates(page: Page): Promise<void> {
  await page.route("**/api/realtime", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 204 }) : route.continue(),
  );
  await page.route("**/api/content/version", async (route) => {
    const version = await page.evaluate(() => document.getElementById("page-data")?.dataset.contentVersion ?? "");
    await route.fulfill({ json: { version } });
  });
}
