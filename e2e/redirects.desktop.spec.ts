import { type Page, test as plain } from "@playwright/test";
import { addLinkToArticle, followLinkInArticle, openArticle as openArchiveArticle } from "./support/article-link";
import { EXTERNAL_HOST } from "./support/hosts";
import { expect, test } from "./support/page-guards";
import { writeRedirectsPastTheHooks } from "./support/raw-redirects";
import { superuser } from "./support/superuser";

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
    // A source, a target and a code: nothing else to tick.
    await admin.collection("redirects").create({ source, target: "/office", status_code: "302" });
    await page.goto(source);
    await expect(page).toHaveURL("/office");
    await openArchiveArticle(page, baseURL);
    await followLinkInArticle(page, source);
    await expect(page).toHaveURL("/office");
  });
});

test.describe("redirects written into the database past the checks (issue 12)", () => {
  const notFound = (page: Page) => page.getByRole("heading", { level: 1, name: "Page Not Found" });

  test("a loop shows the not-found page, on a full load and in the app, never a redirect error", async ({
    page,
    baseURL,
  }, info) => {
    const ring = `/e2e-ring-${info.project.name}`;
    await writeRedirectsPastTheHooks([
      [`${ring}-a`, `${ring}-b`],
      [`${ring}-b`, `${ring}-a`],
    ]);
    // Before, Chromium gave up with net::ERR_TOO_MANY_REDIRECTS, and goto threw.
    const response = await page.goto(`${ring}-a`);
    expect(response?.status()).toBe(404);
    await expect(notFound(page)).toBeVisible();
    await expect(page).toHaveURL(`${ring}-a`);

    await openArchiveArticle(page, baseURL);
    await followLinkInArticle(page, `${ring}-b`);
    await expect(page).toHaveURL(`${ring}-b`);
    await expect(notFound(page)).toBeVisible();
  });

  // Each target is another spelling of its source for Go's decoded path (/a%3Fb read as /a?b), for the router's
  // pathname (%20 decoded, then trimmed), or for the browser (a backslash is a slash): each looped before.
  const spellings: [string, (name: string) => [source: string, target: string]][] = [
    ["an escaped ?", (name) => [`/e2e-q-${name}`, `/e2e-q-${name}%3Fy`]],
    ["an escaped space", (name) => [`/e2e-sp-${name}`, `/e2e-sp-${name}%20`]],
    ["a backslash", (name) => [`/e2e-bs-${name}/x`, `/e2e-bs-${name}\\x`]],
  ];
  for (const [what, rule] of spellings) {
    test(`a target with ${what} ends on a page, on a full load and in the app`, async ({ page, baseURL }, info) => {
      const [source, target] = rule(info.project.name);
      await writeRedirectsPastTheHooks([[source, target]]);
      const response = await page.goto(source);
      expect(response?.status()).toBe(404);
      await expect(notFound(page)).toBeVisible();

      await openArchiveArticle(page, baseURL);
      await followLinkInArticle(page, source);
      await expect(notFound(page)).toBeVisible();
    });
  }
});

test.describe("hits count visits", () => {
  test("hovering a link counts nothing; following it counts once", async ({ page, baseURL }, info) => {
    // An address the site no longer has (a redirect from a live page is refused: issue 22, item 10), linked from an
    // old article's body as an editor would have written it.
    const source = `/e2e-old-story-${info.project.name}`;
    const admin = await superuser(baseURL);
    const rule = await admin.collection("redirects").create({ source, target: "/office", status_code: "302" });
    const hits = async () => (await admin.collection("redirects").getOne(rule.id)).hits;
    try {
      // Preloading on hover is the app's (openArchiveArticle waits for it).
      await openArchiveArticle(page, baseURL);
      const link = await addLinkToArticle(page, source, "the old story");
      const lookup = page.waitForResponse((r) => r.url().includes(`/api/redirects/lookup?path=${encodeURIComponent(source)}`));
      await link.hover();
      await lookup;
      expect(await hits(), "after a hover").toBe(0);
      await link.click();
      await expect(page).toHaveURL("/office");
      await expect.poll(hits, { message: "after following the link" }).toBe(1);
    } finally {
      await admin.collection("redirects").delete(rule.id);
    }
  });

  test("a full page load of a removed page counts once", async ({ page, baseURL }, info) => {
    const source = `/e2e-removed-${info.project.name}`;
    const admin = await superuser(baseURL);
    const rule = await admin.collection("redirects").create({ source, status_code: "410" });
    // The page carries its rules (inline data): the app neither asks for them nor counts the visit again.
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/redirects/lookup")) asked.push(request.url());
    });
    const response = await page.goto(source);
    expect(response?.status()).toBe(410);
    await expect(page.getByText(`Page Not Found: ${source}`)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-scroll-triggers", /\d+/);
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    expect((await admin.collection("redirects").getOne(rule.id)).hits).toBe(1);
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
    await admin.collection("redirects").create({ source, target, status_code: "302" });

    await page.goto(source);
    await expect(page).toHaveURL(target);

    await openArchiveArticle(page, baseURL);
    await followLinkInArticle(page, source);
    await expect(page).toHaveURL(target);
  });

  plain("a javascript: target can never be stored, and a script link never navigates", async ({ page, baseURL }) => {
    const admin = await superuser(baseURL);
    await expect(
      admin.collection("redirects").create({ source: "/e2e-script", target: "javascript:alert(1)", status_code: "302" }),
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

test.describe("the 404 log", () => {
  test("a broken link followed inside the site is logged once, as a link from this site, and a fix takes it off", async ({
    page,
    baseURL,
  }, info) => {
    const path = `/e2e-broken-${info.project.name}-${Date.now()}`;
    const admin = await superuser(baseURL);
    await openArchiveArticle(page, baseURL);
    await followLinkInArticle(page, path);
    await expect(page.getByTestId("error-page")).toHaveAttribute("data-status", "404");
    const logged = async () =>
      (await admin.collection("not_found_log").getList(1, 1, { filter: admin.filter("path = {:path}", { path }) })).items[0];
    await expect.poll(async () => (await logged())?.hits, { timeout: 10_000 }).toBe(1);
    expect((await logged())?.referrer_host).toBe(new URL(baseURL ?? "").hostname);
    // The editor's one step: the entry becomes a redirect, and the address leads somewhere.
    await admin.collection("not_found_log").update((await logged())?.id ?? "", { redirect_to: "/work" });
    expect(await logged()).toBeUndefined();
    await page.goto(path);
    await expect(page).toHaveURL("/work");
  });
});
