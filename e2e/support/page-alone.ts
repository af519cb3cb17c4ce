// What a page costs by itself, apart from what other pages and other tests make it do (e2e/first-response.spec.ts,
// e2e/phone-budget.mobile.spec.ts).
import type { Page } from "@playwright/test";

/**
 * The spec's preloads of linked pages (§7) fetch those pages' code and data, the SDK with the first: what a page costs
 * by itself is measured without them, as a browser that asks to save data gets it (web/src/app/background/preload-queue.ts).
 */
export async function withoutPreloads(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { configurable: true, value: { saveData: true, effectiveType: "4g" } }),
  );
}

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
