// Every page, every motion effect, the video consent step, the contact form and the pages' inline data work under
// the site's Content-Security-Policy (decision 082) with not one violation: each is counted as the browser reports
// it, from before any of the page's own code runs, and from the console's CSP messages too.
import { type Page, test as plain } from "@playwright/test";
import { allowManySubmissions } from "../tests/support/contact";
import { appTookOver } from "./support/app";
import { expect, test } from "./support/page-guards";
import { everyRoute, siteData } from "./support/site-data";
import { superuser } from "./support/superuser";

async function countViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])),
    ...console,
  ];
}

test("every route, and the motion on it, runs with no CSP violation", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const violations = await countViolations(page);
  const [service] = await siteData(baseURL).services();
  const routes = [
    ...(await everyRoute(baseURL)),
    { name: "work, filtered", path: `/work?service=${service?.slug}` },
    { name: "news, page 2", path: "/news?page=2" },
    // The demo's removed page.
    { name: "gone (410)", path: "/press-kit" },
  ];
  for (const { name, path } of routes) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"], name).toContain("script-src 'self'");
    await appTookOver(page);
    // Scrolled to the end, so every entrance, parallax and pin has run.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    expect(await violations(), `${name} (${path})`).toEqual([]);
  }
});

// Unguarded: the visitor asks for the player, another site's page (answered here, so nothing leaves the machine).
for (const [video, player] of [
  ["vimeo.com", "https://player.vimeo.com"],
  ["youtube.com", "https://www.youtube-nocookie.com"],
] as const) {
  plain(`the video consent step opens ${video}'s player, and only then, with no CSP violation`, async ({ page, baseURL }) => {
    const violations = await countViolations(page);
    const withVideo = (await siteData(baseURL).projects()).find((p) => p.video_url.includes(video));
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL ?? "")) foreign.push(new URL(request.url()).origin);
    });
    await page.route(`${player}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<p>player</p>" }));
    await page.goto(`/project/${withVideo?.slug}`);
    await appTookOver(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Before consent, nothing from the player's host, although the policy would allow its frame.
    expect(foreign).toEqual([]);
    await page.getByRole("button", { name: "Play the film" }).click();
    await expect(page.locator(`iframe[src^="${player}/"]`)).toBeAttached();
    await page.waitForTimeout(300);
    expect(await violations()).toEqual([]);
    expect([...new Set(foreign)]).toEqual([player]);
  });
}

test("the contact form sends with no CSP violation", async ({ page, baseURL }, info) => {
  await allowManySubmissions(await superuser(baseURL));
  const violations = await countViolations(page);
  const name = `CSP check (${info.project.name})`;
  await page.goto("/contact");
  await page.getByLabel("Your name *").fill(name);
  await page.getByLabel("Email *").fill("csp@example.com");
  await page.getByLabel("Message *").fill("Checking that the form works under the site's policy.");
  await page.getByLabel(/I agree that you store my message/).check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-success")).toContainText(`Thank you, ${name}.`);
  expect(await violations()).toEqual([]);
});

test("/test?fail=render is the style guide: production builds have no test hooks", async ({ page }) => {
  await page.goto("/test?fail=render");
  await appTookOver(page);
  await expect(page.getByRole("heading", { level: 1, name: "Motion style guide" })).toBeVisible();
  await expect(page.getByTestId("error-page")).toHaveCount(0);
});
