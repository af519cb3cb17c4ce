// Draft preview links (issue 13, item 2; docs/decisions/archive/038-draft-preview-links.md). Acceptance: a draft's preview_url
// shows the draft with the preview bar. A tampered token shows not-found. The preview HTML has noindex and no-store.
import type { Page } from "@playwright/test";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { appTookOver } from "./support/app";
import { expect, test } from "./support/page-guards";
import { screenshotPath } from "./support/screenshots";
import { superuser } from "./support/superuser";
import { horizontalOverflow } from "./support/viewport";

/** A draft article of its own, with the demo draft's cover, saved through the API as the admin saves it. */
async function newDraft(admin: PocketBase, name: string): Promise<RecordModel> {
  const [demo] = await admin.collection("news").getFullList({ filter: 'status = "draft" && cover != ""' });
  if (!demo) throw new Error("The demo content has no draft article with a cover");
  const file = await fetch(admin.files.getURL(demo, demo.cover as string, { token: await admin.files.getToken() }));
  const form = new FormData();
  form.append("title", `Preview ${name} ${Math.random().toString(36).slice(2, 8)}`);
  form.append("excerpt", "A studio story that is not out yet.");
  form.append("body", "<p>Words the editor is still working on.</p>");
  form.append("status", "draft");
  form.append("cover", await file.blob(), demo.cover as string);
  return admin.collection("news").create(form);
}

/**
 * Where a link points on the server under test: the link starts with the site's address (the demo's site_url, a name
 * this machine cannot reach), which must be that origin, followed by the page's path and the token.
 */
async function onThisServer(link: string, baseURL: string | undefined): Promise<string> {
  const siteUrl = ((await (await superuser(baseURL)).collection("site").getFirstListItem("")).site_url as string) || `${baseURL}`;
  const url = new URL(link);
  expect(url.origin).toBe(new URL(siteUrl).origin);
  return `${url.pathname}${url.search}`;
}

/** Requests the app makes to the records API for one article (its loader's and its neighbours'). */
function articleRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/collections/news/records")) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const drafts: RecordModel[] = [];
test.afterAll(async ({ baseURL }) => {
  const admin = await superuser(baseURL);
  // A draft another test of this run removed already is gone as wanted (404).
  await Promise.all(
    drafts.map((draft) =>
      admin
        .collection("news")
        .delete(draft.id)
        .catch((error: { status?: number }) => {
          if (error.status !== 404) throw error;
        }),
    ),
  );
});

test("a draft's preview_url shows the draft with the preview bar; the app takes over from the page and keeps it", async ({
  page,
  baseURL,
}) => {
  const draft = await newDraft(await superuser(baseURL), "shown");
  drafts.push(draft);
  const link = await onThisServer(draft.preview_url as string, baseURL);
  expect(link).toMatch(new RegExp(`^/news/${draft.slug}\\?preview=\\d+\\.[0-9a-f]{32}$`));
  const requests = articleRequests(page);

  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  // The preview HTML has noindex and no-store.
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  expect(await response?.text()).toContain('<meta name="robots" content="noindex">');
  const bar = page.getByRole("region", { name: "Preview" });
  await expect(bar).toContainText("Preview: not published");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(draft.title);

  // The app takes over from the page's own data: the draft and its bar stay, nothing asks the API for the draft.
  await appTookOver(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(draft.title);
  await expect(bar).toBeVisible();
  await expect(page.locator("main .article-cover img")).toHaveAttribute("src", /preview=\d+\.[0-9a-f]{32}/);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);

  // Leaving in the app leaves preview mode; Back is the same document's preview again. While the draft's page is
  // still on screen, at the new address with /news loading, open pages hear of a change to the news (another editor
  // publishing): the draft is not asked for then either (the API would answer 404). What /news needs is held until
  // the change has come.
  await expect(page.locator("html")).toHaveAttribute("data-realtime", "connected");
  const admin = await superuser(baseURL);
  let holding = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*", async (route) => {
    if (holding) await released;
    await route.continue();
  });
  await page.locator("main .eyebrow").getByRole("link", { name: "News" }).click();
  holding = true;
  await expect(page).toHaveURL(/\/news$/);
  await admin.collection("content_changes").create({ collections: ["news"], in_ms: 0 });
  // A change heard refetches what is on screen within moments; the draft must not be among it.
  await page
    .waitForRequest((request) => request.url().includes(encodeURIComponent(draft.slug)), { timeout: 2000 })
    .catch(() => undefined);
  release();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(draft.title);
  await expect(bar).toBeVisible();
  expect(requests.filter((request) => request.includes(encodeURIComponent(draft.slug)))).toEqual([]);
});

test("a tampered token shows not-found", async ({ page, baseURL }) => {
  const draft = await newDraft(await superuser(baseURL), "tampered");
  drafts.push(draft);
  const link = await onThisServer(draft.preview_url as string, baseURL);
  const tampered = `${link.slice(0, -1)}${link.endsWith("0") ? "1" : "0"}`;

  const response = await page.goto(tampered);
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await appTookOver(page);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Preview" })).toHaveCount(0);
  await expect(page.getByText(draft.title)).toHaveCount(0);
});

test("the bar at a phone's width: whole, on screen, over nothing it hides for good (picture at 390 px)", async ({
  page,
  baseURL,
}, info) => {
  const draft = await newDraft(await superuser(baseURL), "phone");
  drafts.push(draft);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await onThisServer(draft.preview_url as string, baseURL));
  await appTookOver(page);
  const bar = page.getByRole("region", { name: "Preview" });
  await expect(bar).toBeInViewport({ ratio: 1 });
  const box = await bar.boundingBox();
  expect(box?.y ?? 0).toBeGreaterThan(844 / 2);
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
  expect(await horizontalOverflow(page)).toBe(0);
  // The page ends above the bar: scrolled to the end, the footer's last line is not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () => {
      const footer = await page.locator("footer.site-footer").boundingBox();
      const shown = await bar.boundingBox();
      return (footer?.y ?? 0) + (footer?.height ?? 0) <= (shown?.y ?? 0) + 1;
    })
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(`preview-bar-390-${info.project.name}`) });
});
