import AxeBuilder from "@axe-core/playwright";
import { type Page, test as plain } from "@playwright/test";
import { appTookOver } from "./support/app";
import { expect, test } from "./support/page-guards";
import { screenshotPath } from "./support/screenshots";
import { PHONES } from "./support/viewport";

// Below 768 px the navigation sits behind a menu button; from 768 px it is in the header.
const menu = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuButton = (page: Page) => page.getByRole("button", { name: "Menu" });

async function openMenuOnWork(page: Page) {
  await page.goto("/work");
  // The menu button is the app's: on the server's page alone, the footer lists every page.
  await appTookOver(page);
  await menuButton(page).click();
  await expect(page.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");
}

/** Waits for a number of frames: smooth scrolling moves the page on every frame if it is going to. */
const frames = (page: Page, count: number) =>
  page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise(requestAnimationFrame);
  }, count);

test("the menu opens and closes with the keyboard", async ({ page }) => {
  await page.goto("/");
  await appTookOver(page);
  const toggle = menuButton(page);
  await expect(menu(page).getByRole("link", { name: "News" })).toBeHidden();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");
  const news = menu(page).getByRole("link", { name: "News" });
  await expect(news).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menuButton(page)).toBeFocused();
  await expect(news).toBeHidden();

  await menuButton(page).click();
  await menu(page).getByRole("link", { name: "News" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
});

for (const size of PHONES) {
  test(`at ${size.width} px the open menu covers the whole screen, above the page`, async ({ page }) => {
    await page.setViewportSize(size);
    await openMenuOnWork(page);
    const viewport = await page.evaluate(() => ({
      x: 0,
      y: 0,
      width: document.documentElement.clientWidth,
      height: window.innerHeight,
    }));
    expect(await menu(page).boundingBox()).toEqual(viewport);
    // The lower middle of the screen is where the page used to show through a short panel.
    const lowerMiddle = await page.evaluate(
      () => document.elementFromPoint(window.innerWidth / 2, window.innerHeight * 0.8)?.closest("#site-menu") != null,
    );
    expect(lowerMiddle, "the lower middle of the screen belongs to the menu").toBe(true);
    for (const link of await menu(page).getByRole("link").all()) {
      const topmost = await link.evaluate((a) => {
        const box = a.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest("a") === a;
      });
      expect(topmost, `“${await link.textContent()}” is the topmost element at its centre`).toBe(true);
    }
    // Opaque: the page must not show through.
    expect(await menu(page).evaluate((nav) => getComputedStyle(nav).backgroundColor)).toMatch(/^rgb\(/);
    await page.screenshot({ path: screenshotPath(`menu-open-${size.width}`) });
  });
}

test("while the menu is open the page behind neither scrolls nor takes focus", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/work");
  await appTookOver(page);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  await menuButton(page).click();
  await expect(page.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");

  await page.mouse.move(195, 700);
  await page.mouse.wheel(0, 600);
  await page.keyboard.press("End");
  await frames(page, 30);
  expect(await page.evaluate(() => window.scrollY), "the page's scroll position").toBe(300);

  // Tab and Shift+Tab go round the header (and out to the browser), never into the page behind it.
  for (const key of [...Array(8).fill("Tab"), ...Array(8).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    const outside = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused && focused !== document.body && !focused.closest(".site-header") ? focused.outerHTML.slice(0, 80) : null;
    });
    expect(outside, `focus after ${key}`).toBeNull();
  }
});

test("the open menu offers the page in the other language, after its links and search", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/news/we-are-opening-a-studio-in-tokyo");
  await appTookOver(page);
  const languages = page.getByRole("navigation", { name: "Language" });
  await expect(languages).toBeHidden();
  await menuButton(page).click();
  const portuguese = languages.getByRole("link", { name: "PT" });
  await expect(portuguese).toBeVisible();
  await expect(portuguese).toHaveAttribute("href", "/pt/news/vamos-abrir-um-estudio-em-toquio");
  // A bar along the sheet's foot, on top of it, clear of the menu's last link.
  const topmost = await portuguese.evaluate((a) => {
    const box = a.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest("a") === a;
  });
  expect(topmost, "the link is the topmost element at its centre").toBe(true);
  const bar = await languages.boundingBox();
  const last = await menu(page).getByRole("link").last().boundingBox();
  expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  // The keyboard reaches it after the menu's links and search.
  await menu(page).getByRole("link").last().focus();
  await page.keyboard.press("Tab");
  await expect(page.locator(".search-toggle")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(portuguese).toBeFocused();
  await portuguese.click();
  await expect(page).toHaveURL(/\/pt\/news\/vamos-abrir-um-estudio-em-toquio$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("navigation", { name: "Idioma" })).toBeHidden();
});

test("a phone on its side scrolls the menu, not the page behind it", async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 320 });
  await openMenuOnWork(page);
  const contact = menu(page).getByRole("link", { name: "Contact" });
  await expect(contact).not.toBeInViewport({ ratio: 1 });
  await page.mouse.move(320, 250);
  await page.mouse.wheel(0, 600);
  await expect(contact).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY), "the page's scroll position").toBe(0);
});

test("the close button closes the menu, hands focus back to the menu button and gives the page back", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openMenuOnWork(page);
  await page.getByRole("button", { name: "Close" }).click();
  await expect(menuButton(page)).toBeFocused();
  await expect(menu(page).getByRole("link", { name: "News" })).toBeHidden();
  await page.mouse.move(187, 600);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator("main a").first().focus();
  await expect(page.locator("main a").first()).toBeFocused();
});

test("from 768 px the navigation is in the header, and a menu left open gives the page back", async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 1024 });
  await openMenuOnWork(page);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByRole("button", { name: /Menu|Close/ })).toBeHidden();
  for (const name of ["Work", "News", "Office", "Contact"]) {
    await expect(menu(page).getByRole("link", { name })).toBeVisible();
  }
  await expect(page.locator("main")).toHaveJSProperty("inert", false);
  await page.mouse.move(384, 800);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("a tap on the menu before the app has taken over opens the menu once it has", async ({ page }) => {
  // The app's code arrives late, as on a slow phone: the visitor taps the server page's button meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/work");
  await expect(page.locator("html")).not.toHaveAttribute("data-scroll-triggers", /\d+/);
  await menuButton(page).click();
  release();
  await appTookOver(page);
  await expect(page.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");
  await expect(menu(page).getByRole("link", { name: "News" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-menu-asked");
});

// Without the page guards: the scripts' failures are this test's own console errors.
plain("with every script of the site failing, the menu opens, shows its links and closes at 390 px", async ({ page }) => {
  // A proxy that strips scripts, or an outage of the built files: boot, the app and every chunk fail alike.
  const failed: string[] = [];
  await page.route(/\/assets\/.+\.js(\?.*)?$/, (route) => {
    failed.push(new URL(route.request().url()).pathname);
    return route.abort();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  expect(failed.length, "the page asked for its scripts, which all failed").toBeGreaterThan(0);
  const news = menu(page).getByRole("link", { name: "News" });
  await expect(news).toBeHidden();
  await menuButton(page).click();
  for (const name of ["Work", "News", "Office", "Contact"]) await expect(menu(page).getByRole("link", { name })).toBeVisible();
  // The sheet covers the screen, its links on top.
  expect(await menu(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath("menu-no-script-at-all-390") });
  // The browser's sheet, open, as accessible as the app's.
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await menu(page).getByRole("button", { name: "Close" }).click();
  await expect(news).toBeHidden();
  await expect(menuButton(page)).toBeVisible();
  // And it follows its links: a plain link to the page.
  await menuButton(page).click();
  await news.click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
});
