import AxeBuilder from "@axe-core/playwright";
import { type Page, test as plain } from "@playwright/test";
import { appTookOver } from "./support/app";
import { exclusive } from "./support/exclusive";
import { expect, test } from "./support/page-guards";
import { superuser } from "./support/superuser";

// The menus are records editors change (issue 33; decision 076): a link added, moved and removed in the admin shows on
// `/` at 390 px in the phone's menu (the app's, and the browser's own with every script failing) and in the footer's
// list that visitors without scripts read.

const phoneMenu = (page: Page) => page.getByRole("navigation", { name: "Main" });
const footerMenu = (page: Page) => page.getByRole("navigation", { name: "Footer" });
const labels = async (nav: ReturnType<typeof phoneMenu>) =>
  (await nav.getByRole("link").allTextContents()).map((text) => text.trim());

/** The phone menu's links, opened as a visitor with the app opens it. */
async function phoneMenuLinks(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await appTookOver(page);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");
  return labels(phoneMenu(page));
}

test("a link editors add, move and remove shows in the phone's menu and the footer, and leaves them", async ({
  page,
  baseURL,
}) => {
  const admin = await superuser(baseURL);
  await exclusive("menus", async () => {
    const links = admin.collection("menu_links");
    const header = await links.create({ label: "Careers", menu: "header", page: "/contact", sort_order: 1, language: "en" });
    const footer = await links.create({
      label: "Our journal",
      menu: "footer",
      heading: "Elsewhere",
      url: "https://example.org/journal",
      sort_order: 1,
      language: "en",
    });
    try {
      expect(await phoneMenuLinks(page)).toEqual(["Careers", "Work", "News", "Office", "Contact"]);
      // Another site's link is marked so, for the eye and for screen readers, and opens in place.
      const journal = footerMenu(page).getByRole("link", { name: "Our journal (another site)" });
      await expect(journal).toHaveAttribute("href", "https://example.org/journal");
      await expect(journal).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(journal).not.toHaveAttribute("target", /./);
      await expect(journal.locator(".outside-mark")).toBeVisible();
      await expect(footerMenu(page).getByRole("heading", { name: "Elsewhere" })).toBeVisible();
      const axe = await new AxeBuilder({ page })
        .include("footer")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);

      await links.update(header.id, { sort_order: 100 });
      expect(await phoneMenuLinks(page)).toEqual(["Work", "News", "Office", "Contact", "Careers"]);
      // The current page stays marked: Work on /work.
      await phoneMenu(page).getByRole("link", { name: "Work" }).click();
      await expect(page).toHaveURL(/\/work$/);
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(phoneMenu(page).getByRole("link", { name: "Work" })).toHaveAttribute("aria-current", "page");
    } finally {
      await links.delete(header.id);
      await links.delete(footer.id);
    }
    expect(await phoneMenuLinks(page)).toEqual(["Work", "News", "Office", "Contact"]);
    await expect(footerMenu(page).getByRole("link", { name: /Our journal/ })).toHaveCount(0);
  });
});

// Without the page guards: the scripts' failures are this test's own console errors.
plain("with every script failing, the phone's menu and the footer show the links editors saved", async ({ page, baseURL }) => {
  const admin = await superuser(baseURL);
  await page.route(/\/assets\/.+\.js(\?.*)?$/, (route) => route.abort());
  await page.setViewportSize({ width: 390, height: 844 });
  await exclusive("menus", async () => {
    const links = admin.collection("menu_links");
    const added = await links.create({ label: "Studio life", menu: "footer", page: "/office", sort_order: 5, language: "en" });
    const inHeader = await links.create({ label: "Studio life", menu: "header", page: "/office", sort_order: 5, language: "en" });
    try {
      await page.goto("/");
      await expect(footerMenu(page).getByRole("link", { name: "Studio life" })).toHaveAttribute("href", "/office");
      expect(await labels(footerMenu(page))).toEqual(["Studio life", "Work", "News", "Office", "Contact"]);
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(phoneMenu(page).getByRole("link", { name: "Studio life" })).toBeVisible();
      expect(await labels(phoneMenu(page))).toEqual(["Studio life", "Work", "News", "Office", "Contact"]);
    } finally {
      await links.delete(added.id);
      await links.delete(inHeader.id);
    }
    await page.goto("/");
    await expect(footerMenu(page).getByRole("link", { name: "Studio life" })).toHaveCount(0);
    await expect(phoneMenu(page).getByRole("link", { name: "Studio life" })).toHaveCount(0);
  });
});

test("an open page shows a link editors add, with no reload", async ({ page, baseURL }) => {
  const admin = await superuser(baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await appTookOver(page);
  await exclusive("menus", async () => {
    const link = await admin
      .collection("menu_links")
      .create({ label: "Live link", menu: "footer", page: "/news", sort_order: 3, language: "en" });
    try {
      await expect(footerMenu(page).getByRole("link", { name: "Live link" })).toBeVisible({ timeout: 15_000 });
      expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    } finally {
      await admin.collection("menu_links").delete(link.id);
    }
    await expect(footerMenu(page).getByRole("link", { name: "Live link" })).toHaveCount(0, { timeout: 15_000 });
  });
});
