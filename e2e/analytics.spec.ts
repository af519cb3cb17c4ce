import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type PocketBase from "pocketbase";
import { appTookOver } from "./support/app";
import { exclusive } from "./support/exclusive";
import { footerLink, settle, transitionComplete } from "./support/motion";
import { expect, test } from "./support/page-guards";
import { screenshotPath } from "./support/screenshots";
import { superuser } from "./support/superuser";
import { horizontalOverflow } from "./support/viewport";

// First-party analytics (issue 13, docs/decisions/040): the acceptance lines, in a real Chromium against the real
// server. The analytics setting is the whole site's: each test that needs it on or off holds it alone (both projects run
// this file) and leaves it off, as it was. Each visit arrives from a referring site of its own, so its counts are its own.

const EDITOR = { email: "e2e@example.com", password: "e2e-superuser-password" };

/** Runs `visit` with the site's analytics setting on or off, then puts it back as it was. */
async function withAnalytics(baseURL: string | undefined, on: boolean, visit: (pb: PocketBase) => Promise<void>) {
  await exclusive("analytics-setting", async () => {
    const pb = await superuser(baseURL);
    const site = await pb.collection("site").getFirstListItem("");
    await pb.collection("site").update(site.id, { analytics_enabled: on });
    try {
      await visit(pb);
    } finally {
      await pb.collection("site").update(site.id, { analytics_enabled: site.analytics_enabled });
    }
  });
}

/** A referring site no other visit comes from. */
const referringSite = () => `e2e-${Math.random().toString(36).slice(2, 10)}.example`;

/** The views counted for visits from that site, by page. */
async function viewsFrom(pb: PocketBase, host: string): Promise<Record<string, number>> {
  const rows = await pb.collection("page_views").getFullList({ filter: pb.filter("referrer_host = {:host}", { host }) });
  return Object.fromEntries(rows.map((row) => [row.path, row.views]));
}

/** Every page view report the page sends, and every cookie any answer tries to set. */
function watch(page: Page) {
  const reports: string[] = [];
  const cookies: string[] = [];
  page.on("request", (request) => {
    // The beacon's Blob body is not shown to Playwright; its type is.
    if (new URL(request.url()).pathname === "/api/views") reports.push(request.headers()["content-type"] ?? "");
  });
  page.on("response", async (response) => {
    // An answer still arriving when the test ends finds the page closed (a CI failure): nothing to read then, and the
    // context's own cookie jar, read below, holds whatever any answer set.
    const cookie = await response.headerValue("set-cookie").catch(() => null);
    if (cookie) cookies.push(`${response.url()}: ${cookie}`);
  });
  return { reports, cookies };
}

/** Loads / from another site, follows the footer's link to /work inside the app, and goes back. */
async function visitHomeWorkAndBack(page: Page, host: string) {
  await page.goto("/", { referer: `https://${host}/a/page?q=1` });
  await appTookOver(page);
  await footerLink(page, "Work");
  await expect(page).toHaveURL(/\/work$/);
  await expect(page.getByRole("heading", { level: 1, name: "Work" })).toBeVisible();
  await transitionComplete(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await transitionComplete(page);
}

test.describe("counting page views", () => {
  test.setTimeout(120_000);

  test("with analytics on, loading /, clicking to /work, then going Back records 3 views, and no cookie is set", async ({
    page,
    context,
    baseURL,
  }) => {
    const seen = watch(page);
    const host = referringSite();
    await withAnalytics(baseURL, true, async (pb) => {
      await visitHomeWorkAndBack(page, host);
      await expect.poll(() => viewsFrom(pb, host)).toEqual({ "/": 2, "/work": 1 });
      // One report per view: the first load, the push and the pop.
      // Three beacons, each JSON (the server counts nothing else); what each named is the counts above.
      expect(seen.reports).toEqual(["application/json", "application/json", "application/json"]);
    });
    expect(seen.cookies).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });

  test("with analytics off, the same visit records none and reports nothing", async ({ page, context, baseURL }) => {
    const seen = watch(page);
    const host = referringSite();
    await withAnalytics(baseURL, false, async (pb) => {
      await visitHomeWorkAndBack(page, host);
      expect(seen.reports).toEqual([]);
      expect(await viewsFrom(pb, host)).toEqual({});
    });
    expect(seen.cookies).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });

  test.describe("a browser that sends Sec-GPC: 1", () => {
    test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });

    test("records none, although analytics is on", async ({ page, context, baseURL }) => {
      const seen = watch(page);
      const answers: Promise<unknown>[] = [];
      page.on("response", (response) => {
        if (new URL(response.url()).pathname === "/api/views") answers.push(response.json());
      });
      const host = referringSite();
      await withAnalytics(baseURL, true, async (pb) => {
        await visitHomeWorkAndBack(page, host);
        // The app cannot read GPC in Chromium, so it reports; the server reads the header and counts nothing.
        await expect.poll(() => answers.length).toBe(3);
        for (const answer of await Promise.all(answers)) expect(answer).toMatchObject({ recorded: false });
        expect(await viewsFrom(pb, host)).toEqual({});
      });
      expect(seen.cookies).toEqual([]);
      expect(await context.cookies()).toEqual([]);
    });
  });
});

/** Takes the console errors a failure is meant to log off the page guard, after checking they are there. */
function expectLogged(consoleErrors: string[], ...expected: RegExp[]) {
  for (const pattern of expected)
    expect(
      consoleErrors.some((text) => pattern.test(text)),
      String(pattern),
    ).toBe(true);
  consoleErrors.length = 0;
}

/**
 * Signs in on /stats with the keyboard. The site allows two sign-ins in three seconds per address, which the other
 * tests share: a refused attempt ("Too many attempts", logged as such) waits and tries again.
 */
async function signIn(page: Page, consoleErrors: string[], password = EDITOR.password) {
  for (let attempt = 1; ; attempt++) {
    await page.getByLabel("Email").fill(EDITOR.email);
    await page.getByLabel("Password").fill(password);
    await page.getByLabel("Password").press("Enter");
    const outcome = page.getByRole("alert").or(page.getByRole("img", { name: /^Page views per day/ }));
    await expect(outcome.first()).toBeVisible();
    if (attempt === 4 || !(await page.getByText("Too many attempts").isVisible())) return;
    expectLogged(consoleErrors, /status of 429/, /Signing in failed/);
    await page.waitForTimeout(1500 * attempt);
  }
}

/** A month of counts, so that the chart has something to draw (kept if another test made them first). */
async function aMonthOfViews(pb: PocketBase) {
  const DAY = 86_400_000;
  const pages = ["/", "/work", "/news", "/contact"];
  const referrers = ["", "search.example", "newsletter.example"];
  const rows = [];
  for (let d = 0; d < 30; d++) {
    const day = new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
    for (const [i, path] of pages.entries())
      for (const [j, referrer_host] of referrers.entries()) {
        const views = ((d * 7 + i * 5 + j * 3) % 11) + (d % 7 < 5 ? 4 : 1);
        if ((d + i + j) % 3 !== 0) rows.push({ day, path, referrer_host, views });
      }
  }
  for (let i = 0; i < rows.length; i += 20) {
    await Promise.all(
      rows.slice(i, i + 20).map((row) =>
        pb
          .collection("page_views")
          .create(row)
          .catch(() => undefined),
      ),
    );
  }
}

test.describe("/stats, the editors' page", () => {
  test.setTimeout(120_000);

  test("refuses an anonymous visitor: the sign-in form, no figures, and the API says no", async ({
    page,
    context,
    guards,
  }, info) => {
    const seen = watch(page);
    const response = await page.goto("/stats");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await appTookOver(page);
    await expect(page.getByRole("heading", { level: 1, name: "Site statistics" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeEditable();
    await expect(page.getByRole("img", { name: /^Page views per day/ })).toHaveCount(0);
    expect((await page.request.get("/api/views/summary")).status()).toBe(401);

    // A wrong password is said in words, and the form keeps what was typed.
    await signIn(page, guards.consoleErrors, "not-the-password");
    await expect(page.getByRole("alert")).toContainText("do not match an editor's account");
    expectLogged(guards.consoleErrors, /status of 400/, /Signing in failed/);
    await expect(page.getByLabel("Email")).toHaveValue(EDITOR.email);
    await expect(page.getByRole("img", { name: /^Page views per day/ })).toHaveCount(0);

    if (info.project.name === "mobile") await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: screenshotPath(`stats-sign-in-${info.project.name === "mobile" ? 390 : "desktop"}`),
      fullPage: true,
    });
    expect(seen.cookies).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });

  test("draws the chart for a superuser, who is then counted as no visitor", async ({ page, context, baseURL, guards }, info) => {
    const seen = watch(page);
    if (info.project.name === "mobile") await page.setViewportSize({ width: 390, height: 844 });
    await withAnalytics(baseURL, true, async (pb) => {
      await aMonthOfViews(pb);
      await page.goto("/stats");
      await appTookOver(page);
      await signIn(page, guards.consoleErrors);
      const chart = page.getByRole("img", { name: /^Page views per day, \d+ \w+ to \d+ \w+$/ });
      await expect(chart).toBeVisible();
      await expect(chart.locator(".views-chart-bar")).toHaveCount(30);
      await expect(page.getByRole("heading", { level: 2, name: "Top pages" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Top referrers" })).toBeVisible();
      await expect(page.locator(".stats-list").last()).toContainText("search.example");
      // The numbers behind the chart, for anyone who cannot see it: a table, a keypress away.
      await page.getByText("The numbers, day by day").press("Enter");
      await expect(page.getByRole("table").getByRole("row")).toHaveCount(31);

      await settle(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await page.screenshot({
        path: screenshotPath(`stats-${info.project.name === "mobile" ? 390 : "desktop"}`),
        fullPage: true,
      });

      // Signed in here, the editor looks at the site: no view is reported for them.
      const host = referringSite();
      await page.goto("/", { referer: `https://${host}/` });
      await appTookOver(page);
      await footerLink(page, "Work");
      await expect(page).toHaveURL(/\/work$/);
      await transitionComplete(page);
      expect(seen.reports).toEqual([]);
      expect(await viewsFrom(pb, host)).toEqual({});
    });

    // Signing out forgets the session: the form again.
    await page.goto("/stats");
    await appTookOver(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByLabel("Email")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("pocketbase_auth"))).toBeNull();
    expect(seen.cookies).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });
});
