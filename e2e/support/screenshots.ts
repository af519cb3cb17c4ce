import path from "node:path";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { settle } from "./motion";
import { PHONES } from "./viewport";

/** Where the run leaves its pictures of every page and state, for people to look at. */
const SCREENSHOTS = path.join(import.meta.dirname, "../.artifacts/screenshots");

export const screenshotPath = (name: string) => path.join(SCREENSHOTS, `${name}.png`);

/**
 * Whether the run leaves full-page pictures (`E2E_PICTURES=on|off`): on by default, off under CI, where no one looks at
 * them and the scroll-through, wait and full-page capture of each came to about a minute of the run (decision 084).
 */
const PAGE_PICTURES = (process.env.E2E_PICTURES ?? (process.env.CI ? "off" : "on")) === "on";

/** A full-page picture as a visitor would see it after scrolling through: entrances finished, lazy images and fonts in. */
export async function pagePicture(page: Page, name: string) {
  if (!PAGE_PICTURES) return;
  await settle(page);
  await page.evaluate(async () => {
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? null : new Promise((resolve) => img.addEventListener("load", resolve, { once: true })),
      ),
    );
    await document.fonts.ready;
  });
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** Pictures of one part of the page in its current state: at each phone width in the mobile project, else at 1440 px. */
export async function statePictures(page: Page, part: Locator, name: string, info: TestInfo) {
  const widths = info.project.name === "mobile" ? PHONES.map((phone) => phone.width) : [1440];
  const height = page.viewportSize()?.height ?? 900;
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    // A part taller than the screen is captured in one piece, over which the fixed header (and the skip link
    // above it) would be drawn where a visitor never sees them.
    // Hidden through the CSSOM: Playwright's `style` option adds a <style> element, which the site's CSP refuses.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>(".site-header, .skip-link"))
        element.style.visibility = "hidden";
    });
    await part.screenshot({ path: screenshotPath(`${name}-${width}`), animations: "disabled" });
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>(".site-header, .skip-link")) element.style.visibility = "";
    });
  }
}
