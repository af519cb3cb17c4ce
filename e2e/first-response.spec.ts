// The server's first response is the page (issue 10): readable and navigable with JavaScript off,
// taken over by the app without a request to the API and without anything running that an
// editor typed.
import type { Page } from "@playwright/test";
import type { RecordModel } from "pocketbase";
import { appTookOver } from "./support/app";
import { quietLiveUpdates } from "./support/page-alone";
import { expect, test } from "./support/page-guards";
import { screenshotPath } from "./support/screenshots";
import { everyRoute, siteData } from "./support/site-data";
import { superuser } from "./support/superuser";

/** How long the network must have been quiet before the app loads what can wait (web/src/app/background/background-work.ts). */
const NETWORK_QUIET_MS = 1000;
const HOSTILE_TITLE = `Hostile "quotes" </title><script>window.__pwned="title"</script><img src=x onerror="window.__pwned='img'"> </script>`;
const HOSTILE_BODY = `<p>Ordinary words stay.</p><img src=x onerror="window.__pwned='body-img'"><script>window.__pwned='body-script'</script><a href="javascript:window.__pwned='link'">a link</a><p id="__clobbered">An id that would be a global.</p><form name="__clobberedForm"></form>`;
/** A long article whose first paragraph links to a heading far below, as an editor writes a table of contents. */
const ANCHORED_BODY = `<p><a href="#approach">How we worked</a></p>${"<p>Filler paragraph that keeps the heading out of view.</p>".repeat(60)}<h2 id="approach">Approach</h2><p>The end.</p>`;

/** When React first replaced the server's markup in #app, on the page's own clock (ms), or null. */
/**
 * The moment the app takes the server's page over: React marks `#app` as its root when it starts hydrating it
 * (decision 072). Watched every frame and task from the document's start.
 */
async function watchTakeover(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __takeover: number | null };
    w.__takeover = null;
    const look = () => {
      const app = document.getElementById("app");
      if (app && Object.keys(app).some((key) => key.startsWith("__reactContainer$"))) {
        w.__takeover = performance.now();
        return;
      }
      setTimeout(look, 5);
    };
    look();
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor reads an article, reaching it from the home page through News", async ({ page, baseURL, isMobile }) => {
    const [article] = (await siteData(baseURL).news()).items;
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("We make");
    // On a phone the menu's button opens it with no script: the browser's own popover (issue 33).
    if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "News" }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    await page.getByRole("link", { name: article?.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/news/${article?.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article?.title ?? "");
    await expect(page.locator("main")).toContainText(article?.excerpt ?? "");
    await expect(page.locator("main article img").first()).toBeVisible();
  });

  test("every page has its content, one h1 and its styles; pictures of each for people to look at", async ({
    page,
    baseURL,
  }, info) => {
    const routes = await everyRoute(baseURL);
    // A page, its checks and a full-page picture each: on CI's two busy cores a few seconds apiece.
    test.setTimeout(30_000 + routes.length * 3_000);
    for (const { name, path } of routes) {
      if (name === "test") continue;
      await page.goto(path);
      await expect(page.locator("h1"), path).toHaveCount(1);
      await expect(page.locator("main"), path).not.toBeEmpty();
      // Every page is reachable from every page: the footer lists them all, menu or no menu.
      for (const to of ["/work", "/news", "/office", "/contact"])
        await expect(page.locator(`footer nav a[href="${to}"]`), path).toBeVisible();
      // Styled: the one stylesheet reached this page too (the body's font is not the browser's default).
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), path).toContain("Inter");
      await page.screenshot({ path: screenshotPath(`no-js-${name}-${info.project.name}`), fullPage: true });
    }
  });
});

test.describe("with JavaScript on", () => {
  test("a full load of an article asks the API nothing before the app's first render, and ends with one h1", async ({
    page,
    baseURL,
  }) => {
    const [article] = (await siteData(baseURL).news()).items;
    await watchTakeover(page);
    // Written as a visitor might: the route rules' key is the normalised path on both sides.
    await page.goto(`/News/${article?.slug}/`);
    await page.waitForFunction(() => (window as unknown as { __takeover: number | null }).__takeover !== null);
    await expect(page.locator("html")).toHaveAttribute("data-scroll-triggers", /\d+/);
    const { takeover, api } = await page.evaluate(() => ({
      takeover: (window as unknown as { __takeover: number }).__takeover,
      api: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/api/") && !entry.name.includes("/api/files/"))
        .map((entry) => ({ url: entry.name, at: entry.startTime })),
    }));
    expect(api.filter((request) => request.at < takeover)).toEqual([]);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(article?.title ?? "");
  });

  test("the app's code is asked for only once the page has loaded and painted its first content", async ({ page, baseURL }) => {
    const [project] = await siteData(baseURL).projects();
    for (const path of ["/", `/project/${project?.slug}`]) {
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("data-scroll-triggers", /\d+/);
      const app = (await page.locator("script[data-app]").getAttribute("data-app")) ?? "";
      expect(app, path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      const order = await page.evaluate((appPath) => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const appRequest = performance.getEntriesByType("resource").find((entry) => new URL(entry.name).pathname === appPath);
        return {
          load: navigation?.loadEventStart ?? Number.NaN,
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
          app: appRequest?.startTime ?? Number.NaN,
        };
      }, app);
      // Ordering on the page's own clock, not durations: the pictures and fonts had the connection to themselves.
      expect(order.app, `${path}: ${JSON.stringify(order)}`).toBeGreaterThan(order.load);
      expect(order.app, `${path}: ${JSON.stringify(order)}`).toBeGreaterThan(order.firstPaint);
    }
  });

  test("the home page fetches none of the code the JS budget counts as on demand only, and what it counts as after the network is quiet only then", async ({
    page,
    isMobile,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // The viewport's preloads of linked pages run (they fetch those pages' payloads, no code: web/src/app/router.tsx).
    await quietLiveUpdates(page);
    await page.goto("/");
    await appTookOver(page);
    // Live updates are on once the server has greeted the page's subscription: their code has loaded by then.
    await expect(page.locator("html")).toHaveAttribute("data-realtime", "connected");
    // scripts/lib/js-budget.ts ON_DEMAND_ONLY: Draggable, InertiaPlugin, the search dialog, the hourly build check, the
    // language suggestion (a browser that prefers English on an English page) and the SDK (live updates speak
    // PocketBase's realtime protocol themselves, issue 25).
    expect(
      scripts.filter((script) =>
        /\/(Draggable|InertiaPlugin|search-dialog|build-check|language-suggestion|pocketbase\.es)[.-]/.test(script),
      ),
    ).toEqual([]);
    // Nor the modules of the section kinds the home page's composition does not use (issue 33).
    expect(
      scripts.filter((script) => /\/(kind-modules|\w+-sections?)-/.test(script) && !script.includes("/home-sections-")),
    ).toEqual([]);
    // WHEEL_ONLY: Lenis, for a mouse or trackpad. A phone (touch alone) never asks for it, and scrolls as the browser does.
    expect(
      scripts.some((script) => script.startsWith("/assets/lenis-")),
      scripts.join(" "),
    ).toBe(!isMobile);
    await expect(page.locator("html")).toHaveAttribute("data-smooth-scroll", isMobile ? "off" : "on");
    // AFTER_NETWORK_QUIET: asked for once every fetch before them had ended NETWORK_QUIET_MS earlier (on the page's clock).
    const timing = await page.evaluate(() => {
      const names = ["after-quiet"];
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const nameOf = (entry: PerformanceResourceTiming) =>
        names.find((name) => new URL(entry.name).pathname.startsWith(`/assets/${name}-`));
      const late = entries.filter(nameOf);
      const start = Math.min(...late.map((entry) => entry.startTime));
      const before = entries.filter((entry) => !late.includes(entry) && entry.startTime < start);
      return { late: late.map(nameOf).sort(), start, lastEnd: Math.max(...before.map((entry) => entry.responseEnd)) };
    });
    expect(timing.late).toEqual(["after-quiet"]);
    expect(timing.start - timing.lastEnd, JSON.stringify(timing)).toBeGreaterThanOrEqual(NETWORK_QUIET_MS);
  });

  test("content on screen at load stays visible while the app takes over: nothing above the fold is hidden to animate in", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __hidden: string[] };
      w.__hidden = [];
      const check = () => {
        for (const element of document.querySelectorAll<HTMLElement>("main h1, main .lede, main .hero-actions, main .eyebrow")) {
          const box = element.getBoundingClientRect();
          if (box.top < window.innerHeight && Number(getComputedStyle(element).opacity) < 1)
            w.__hidden.push(`${element.className || element.tagName}: ${getComputedStyle(element).opacity}`);
        }
        if (performance.now() < 4000) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto("/");
    await page.waitForTimeout(4500);
    expect(await page.evaluate(() => (window as unknown as { __hidden: string[] }).__hidden)).toEqual([]);
  });
});

test.describe("hostile titles and bodies", () => {
  let hostile: RecordModel;
  test.beforeAll(async ({ baseURL }) => {
    const admin = await superuser(baseURL);
    // Long ago, so it sits on no list another test reads first.
    hostile = await admin.collection("news").create({
      title: HOSTILE_TITLE,
      // Each worker and project makes its own (a beforeAll runs in every worker).
      slug: `hostile-${Math.random().toString(36).slice(2, 10)}`,
      excerpt: HOSTILE_TITLE,
      body: HOSTILE_BODY,
      status: "published",
      published_at: "2001-01-01 10:00:00.000Z",
    });
  });
  test.afterAll(async ({ baseURL }) => {
    await (await superuser(baseURL)).collection("news").delete(hostile.id);
  });

  for (const javaScriptEnabled of [false, true]) {
    test(`are shown as text and nothing runs (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL });
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`/news/${hostile.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOSTILE_TITLE);
      await expect(page.locator("main")).toContainText("Ordinary words stay.");
      expect(await page.title()).toContain(HOSTILE_TITLE.slice(0, 20));
      await expect(page.locator("main [onerror], main script")).toHaveCount(0);
      if (javaScriptEnabled) {
        await expect(page.locator("html")).toHaveAttribute("data-scroll-triggers", /\d+/);
        expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
        // Editors' ids and names carry a prefix, so none becomes a global (DOM clobbering).
        expect(
          await page.evaluate(() => ["__clobbered", "__clobberedForm"].filter((name) => name in window || name in document)),
        ).toEqual([]);
      }
      expect(dialogs).toEqual([]);
      await context.close();
    });
  }
});

test.describe("an editor's in-page links", () => {
  let article: RecordModel;
  test.beforeAll(async ({ baseURL }) => {
    article = await (await superuser(baseURL)).collection("news").create({
      title: "An article with a table of contents",
      slug: `anchored-${Math.random().toString(36).slice(2, 10)}`,
      body: ANCHORED_BODY,
      status: "published",
      published_at: "2001-01-02 10:00:00.000Z",
    });
  });
  test.afterAll(async ({ baseURL }) => {
    await (await superuser(baseURL)).collection("news").delete(article.id);
  });

  for (const javaScriptEnabled of [false, true]) {
    test(`reach their heading (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto(`/news/${article.slug}`);
      if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-scroll-triggers", /\d+/);
      const heading = page.getByRole("heading", { name: "Approach" });
      await expect(heading).not.toBeInViewport();
      await page.getByRole("link", { name: "How we worked" }).click();
      await expect(heading).toBeInViewport();
      expect(new URL(page.url()).hash).toBe("#user-content-approach");
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
