import type { Page } from "@playwright/test";
import { en } from "../shared/languages/words/en";
import { pt } from "../shared/languages/words/pt";
import { appTookOver } from "./support/app";
import { exclusive } from "./support/exclusive";
import { expect, test } from "./support/page-guards";
import { superuser } from "./support/superuser";

// The site in Portuguese beside English (issue 24), as a visitor uses it: addresses that stay in the language, the
// language said after each navigation, a switcher to the same page's translation, and no word of the English interface
// on a Portuguese page.

const PT_ARTICLE = "/pt/news/vamos-abrir-um-estudio-em-toquio";
const EN_ARTICLE = "/news/we-are-opening-a-studio-in-tokyo";

/**
 * The English catalogue's phrases that Portuguese says otherwise, cut at their placeholders, as whole words: what
 * must not show on a Portuguese page. Fragments under five letters ("By", "Mon") are left out: too short to tell
 * from a name or a word of the content.
 */
function englishPhrases(): RegExp[] {
  const found = new Set<string>();
  const walk = (english: unknown, portuguese: unknown) => {
    if (typeof english === "string") {
      if (english === portuguese) return;
      for (const part of english.split(/\{\w+\}/)) {
        const fragment = part
          .trim()
          .replace(/^[,.:;–—-]+|[,.:;*–—-]+$/g, "")
          .trim();
        if (fragment.replace(/[^A-Za-z]/g, "").length >= 5) found.add(fragment);
      }
    } else if (english && typeof english === "object")
      for (const [key, value] of Object.entries(english)) walk(value, (portuguese as Record<string, unknown>)?.[key]);
  };
  walk(en, pt);
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [...found].map((phrase) => new RegExp(`(?<![\\p{L}\\p{N}])${literal(phrase)}(?![\\p{L}\\p{N}])`, "u"));
}

// The browser here prefers English, so a Portuguese page would offer English in a note at the screen's foot, over the
// footer's links these tests follow: answered once, as a visitor would (its own test has a browser of its own).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("language-suggestion", "dismissed"));
});

async function englishOn(page: Page): Promise<string[]> {
  const text = await page.locator("body").innerText();
  return englishPhrases()
    .filter((phrase) => phrase.test(text))
    .map(String);
}

test("a Portuguese page says its language, keeps its links in Portuguese and shows no English interface", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of [
    "/pt/",
    "/pt/work",
    "/pt/news",
    "/pt/office",
    "/pt/contact",
    "/pt/search?q=marca",
    PT_ARTICLE,
    "/pt/project/torrefacao-northwind",
    "/pt/project/aplicacao-atlas-saude",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await appTookOver(page);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "pt");
    expect(await englishOn(page), path).toEqual([]);
    // Every link of the page's own stays in /pt/, but the switcher's, which leads to the other language.
    const escaped = await page
      .locator('main a[href^="/"], footer nav a[href^="/"]')
      .evaluateAll((links) =>
        links.map((a) => a.getAttribute("href") ?? "").filter((href) => !href.startsWith("/pt/") && !href.startsWith("/api/")),
      );
    expect(escaped, path).toEqual([]);
  }
  const missing = await page.goto("/pt/news/nao-existe");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pt.errors.notFound);
  expect(await englishOn(page)).toEqual([]);
});

test("moving around inside /pt/ stays in Portuguese, with the language said after each navigation", async ({ page }) => {
  await page.goto("/pt/");
  await appTookOver(page);
  const footer = page.getByRole("navigation", { name: pt.footer.label });
  for (const [name, path, heading] of [
    [pt.nav.work, "/pt/work", pt.nav.work],
    [pt.nav.news, "/pt/news", pt.nav.news],
    [pt.nav.office, "/pt/office", pt.office.title],
  ] as const) {
    await footer.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("pt");
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/pt\/news$/);
  await page.getByRole("link", { name: "Vamos abrir um estúdio em Tóquio" }).first().click();
  await expect(page).toHaveURL(new RegExp(`${PT_ARTICLE}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vamos abrir um estúdio em Tóquio");
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("pt");
});

test("the switcher goes to the same page's translation, else to the language's home; the head names both", async ({ page }) => {
  await page.goto(PT_ARTICLE);
  await appTookOver(page);
  const languages = page.locator(".language-list");
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("href", EN_ARTICLE);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new RegExp(`${EN_ARTICLE}$`));
  await languages.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(new RegExp(`${EN_ARTICLE}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We are opening a studio in Tokyo");
  await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveAttribute("href", new RegExp(`${PT_ARTICLE}$`));

  // An article with no Portuguese translation: the switcher offers Portuguese's home, and no alternate names it.
  await page.goto("/news/how-we-run-a-project-retrospective");
  await appTookOver(page);
  await expect(page.locator(".language-list").getByRole("link", { name: "Português" })).toHaveAttribute("href", "/pt/");
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);

  // After an in-app navigation the switcher follows the page: the news list's Portuguese is /pt/news.
  await page.locator("footer").getByRole("link", { name: "News", exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator(".language-list").getByRole("link", { name: "Português" })).toHaveAttribute("href", "/pt/news");
});

test("a browser that prefers Portuguese is offered it once, never sent there", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "pt-PT" });
  const page = await context.newPage();
  const response = await page.goto(EN_ARTICLE);
  // No redirect by guesswork: the address answers what it answers for everyone.
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(EN_ARTICLE);
  const note = page.locator(".language-suggestion");
  await expect(note).toBeVisible({ timeout: 15_000 });
  await expect(note.getByRole("link")).toHaveAttribute("href", PT_ARTICLE);
  await note.getByRole("button", { name: en.language.dismiss }).click();
  await expect(note).toHaveCount(0);
  await page.reload();
  await appTookOver(page);
  // Remembered in the browser alone: no cookie was set.
  await page.waitForTimeout(2500);
  await expect(note).toHaveCount(0);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});

test("a right-to-left language lays out mirrored, with no sideways scroll", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await superuser(baseURL);
  await exclusive("languages", async () => {
    const arabic = await admin
      .collection("languages")
      .create({ code: "ar", name: "العربية", dir: "rtl", live: true, sort_order: 90 });
    try {
      for (const width of [320, 390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto("/ar/");
        expect(response?.status()).toBe(200);
        await appTookOver(page);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
        // Mirrored: the brand, first in the header, stands at its right.
        const brand = await page.locator(".brand").boundingBox();
        expect((brand?.x ?? 0) + (brand?.width ?? 0), `${width} px`).toBeGreaterThan(width / 2);
        for (const path of ["/ar/work", "/ar/contact"]) {
          await page.goto(path);
          const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(sideways, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        }
      }
    } finally {
      await admin.collection("languages").delete(arabic.id);
    }
  });
});

test("an office's words in Portuguese show on an open /pt/ page as an editor saves them, without a reload", async ({
  page,
  baseURL,
}) => {
  const admin = await superuser(baseURL);
  const tokyo = await admin.collection("offices").getFirstListItem('email = "tokyo@meridian.example"');
  const words = await admin.collection("office_translations").getFirstListItem(`office = "${tokyo.id}" && language = "pt"`);
  await page.goto("/pt/contact");
  const heading = page.locator("main .office-name", { hasText: "Tóquio" });
  await expect(heading).toHaveCount(1);
  await appTookOver(page);
  await expect(page.locator("html")).toHaveAttribute("data-realtime", "connected");
  // Gone if the page were loaded again.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await exclusive("office-words", async () => {
    try {
      // The browser reads the offices again, with the language's words (features/offices/office-words.ts).
      await admin.collection("office_translations").update(words.id, { city: "Tóquio, Shibuya" });
      await expect(page.locator("main .office-name", { hasText: "Tóquio, Shibuya" })).toHaveCount(1, { timeout: 5000 });
      await expect(page.locator("main .office-name", { hasText: "Lisboa" })).toHaveCount(1);
      expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    } finally {
      await admin.collection("office_translations").update(words.id, { city: words.city });
    }
  });
});
