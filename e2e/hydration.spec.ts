import { expect, test } from "./support/page-guards";
import { everyRoute } from "./support/site-data";

/**
 * Issue 23, item 2: the app hydrates the page the server drew with the same components (decision 072). The main
 * landmark, the heading and the first picture present when the document is parsed are the very nodes on screen 3 s
 * after load, and React reports no hydration error (page-guards fails the test on any console error).
 */
const FOUND = ["home", "work", "project", "news", "article", "office", "contact"] as const;

// One test per page, so the two workers share the 3 s waits.
for (const name of FOUND) {
  test(`the app keeps the server's main, heading and first picture on ${name}`, async ({ page, baseURL }) => {
    const route = (await everyRoute(baseURL)).find((candidate) => candidate.name === name);
    if (!route) throw new Error(`everyRoute has no ${name} page`);
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const mark = window as unknown as { __drawn: (Element | null)[] };
        mark.__drawn = [document.querySelector("main"), document.querySelector("main h1"), document.querySelector("main img")];
      });
    });
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") requests.push(request.url());
    });
    await page.goto(route.path, { waitUntil: "load" });
    await page.waitForTimeout(3_000);
    const kept = await page.evaluate(() => {
      const drawn = (window as unknown as { __drawn: (Element | null)[] }).__drawn;
      const now = [document.querySelector("main"), document.querySelector("main h1"), document.querySelector("main img")];
      return {
        present: drawn.map((node) => node !== null),
        same: drawn.map((node, index) => node === now[index]),
        connected: drawn.map((node) => node?.isConnected ?? false),
      };
    });
    expect(kept.present.slice(0, 2), `${route.path}: the server drew main and h1`).toEqual([true, true]);
    expect(kept.same, `${route.path}: the same nodes after hydration`).toEqual([true, true, true]);
    expect(kept.connected.slice(0, 2), `${route.path}: still in the document`).toEqual([true, true]);
    // The first picture is fetched once: hydration reuses the server's <img>, it does not draw another.
    const first = await page.evaluate(() => document.querySelector<HTMLImageElement>("main img")?.currentSrc ?? "");
    if (first)
      expect(
        requests.filter((url) => url === first),
        `${route.path}: ${first} fetched once`,
      ).toHaveLength(1);
  });
}
