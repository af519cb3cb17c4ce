import { test as plain } from "@playwright/test";
import { EXTERNAL_HOST } from "./support/hosts";
import { expect, test } from "./support/page-guards";
import { siteData } from "./support/site-data";
import { superuser } from "./support/superuser";

const ARCHIVE = "Lisbon studio turns five";

async function openArchiveArticle(page: import("@playwright/test").Page, baseURL: string | undefined) {
  const article = await siteData(baseURL).pb.collection("news").getFirstListItem(`title = "${ARCHIVE}"`);
  await page.goto(`/news/${article.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: ARCHIVE })).toBeVisible();
}

/** Adds a link to an article's body, as if an editor had written it, and follows it in the app. */
async function followLinkInArticle(page: import("@playwright/test").Page, href: string) {
  await page.evaluate((target) => {
    const link = document.createElement("a");
    link.href = target;
    link.textContent = "a link an editor wrote";
    document.querySelector(".prose")?.append(link);
  }, href);
  await page.getByRole("link", { name: "a link an editor wrote" }).click();
}

test.describe("the site's own redirects", () => {
  for (const [from, to] of [
    ["/projects", "/work"],
    ["/content/about", "/contact"],
    ["/content/contact", "/contact"],
  ] as const) {
    test(`${from} goes to ${to} on a full page load`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("/projects goes to /work inside the app", async ({ page, baseURL }) => {
    await openArchiveArticle(page, baseURL);
    await page.getByRole("link", { name: "projects page" }).click();
    await expect(page).toHaveURL("/work");
    await expect(page.getByRole("heading", { level: 1, name: "Work" })).toBeVisible();
  });
});

test.describe("redirects editors create", () => {
  test("an internal one navigates in the app", async ({ page, baseURL }) => {
    await openArchiveArticle(page, baseURL);
    await page.getByRole("link", { name: "the old about page" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  });

  test("a new one takes effect without a deploy", async ({ page, baseURL }, info) => {
    const source = `/e2e-studios-${info.project.name}`;
    const admin = await superuser(baseURL);
    await admin.collection("redirects").create({ source, target: "/office", status_code: "302", enabled: true });
    await page.goto(source);
    await expect(page).toHaveURL("/office");
    await openArchiveArticle(page, baseURL);
    await followLinkInArticle(page, source);
    await expect(page).toHaveURL("/office");
  });
});

test("a removed page answers 410 and shows not-found", async ({ page }) => {
  const response = await page.goto("/press-kit");
  expect(response?.status()).toBe(410);
  await expect(page.getByText("Page Not Found: /press-kit")).toBeVisible();
});

plain.describe("leaving the site", () => {
  plain("an external target navigates the browser there, from a full load and from the app", async ({ page, baseURL }, info) => {
    const source = `/e2e-elsewhere-${info.project.name}`;
    const port = new URL(baseURL ?? "").port;
    // Chromium resolves this host to our own server (see playwright.config.ts): a real other origin.
    const target = `http://${EXTERNAL_HOST}:${port}/landing`;
    const admin = await superuser(baseURL);
    await admin.collection("redirects").create({ source, target, status_code: "302", enabled: true });

    await page.goto(source);
    await expect(page).toHaveURL(target);

    await openArchiveArticle(page, baseURL);
    await followLinkInArticle(page, source);
    await expect(page).toHaveURL(target);
  });

  plain("a javascript: target can never be stored, and a script link never navigates", async ({ page, baseURL }) => {
    const admin = await superuser(baseURL);
    await expect(
      admin
        .collection("redirects")
        .create({ source: "/e2e-script", target: "javascript:alert(1)", status_code: "302", enabled: true }),
    ).rejects.toMatchObject({
      status: 400,
    });
    let dialog = false;
    page.on("dialog", (d) => {
      dialog = true;
      void d.dismiss();
    });
    await openArchiveArticle(page, baseURL);
    const before = page.url();
    await followLinkInArticle(page, "javascript:alert(1)");
    await page.waitForTimeout(300);
    expect(dialog).toBe(false);
    expect(page.url()).toBe(before);
  });
});
