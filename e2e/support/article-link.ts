import { expect, type Page } from "@playwright/test";
import { appTookOver } from "./app";
import { superuser } from "./superuser";

/** An old article whose body links to the previous site's addresses (pb_migrations/src/demo/news.ts). */
const ARCHIVE = "Lisbon studio turns five";

export async function openArticle(page: Page, baseURL: string | undefined, title = ARCHIVE) {
  // By its title, which a visitor's list may not filter on (issue 32): the editors' read.
  const article = await (await superuser(baseURL)).collection("news").getFirstListItem(`title = "${title}"`);
  await page.goto(`/news/${article.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The heading shows from the server's page at once; the app replaces that markup when it takes over. Only then
  // is what a test adds to the page its own.
  await appTookOver(page);
}

/** Adds a link to the open article's body, as if an editor had written it; the link, to hover or follow. */
export async function addLinkToArticle(page: Page, href: string, text = "a link an editor wrote") {
  await page.evaluate(
    ({ target, words }) => {
      const link = document.createElement("a");
      link.href = target;
      link.textContent = words;
      document.querySelector(".prose")?.append(link);
    },
    { target: href, words: text },
  );
  return page.getByRole("link", { name: text });
}

/** Adds a link to the open article's body, as if an editor had written it, and follows it in the app. */
export async function followLinkInArticle(page: Page, href: string) {
  await (await addLinkToArticle(page, href)).click();
}
