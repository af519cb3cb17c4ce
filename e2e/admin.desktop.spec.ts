import path from "node:path";
import { expect, test } from "@playwright/test";
import { adminSidebar, signInToAdmin } from "./support/admin";
import { superuser } from "./support/superuser";

// Editors run the site from PocketBase's admin: every collection is there, in a
// readable order, and images show as previews.

const shots = path.join(import.meta.dirname, ".artifacts/screenshots");

const COVER_HELP = "What the cover shows, for people who cannot see it (and for link previews). Needed to publish.";

test("the admin lists every collection and previews images", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signInToAdmin(page);

  const sidebar = adminSidebar(page);
  for (const name of ["projects", "news", "offices", "services", "contact", "redirects", "site"]) {
    await expect(sidebar.getByText(name, { exact: true })).toBeVisible();
  }

  await sidebar.getByText("projects", { exact: true }).click();
  // Columns follow the declaration: what an editor needs first comes first.
  await expect(page.locator("thead th").nth(2)).toBeVisible();
  const columns = (await page.locator("thead th").allInnerTexts()).map((t) => t.trim());
  const order = ["title", "slug", "client", "year", "services", "summary"].map((name) => columns.indexOf(name));
  expect(order.every((at) => at >= 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  const preview = page.locator("tbody img").first();
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: path.join(shots, "admin-projects.png") });
  // Drafts and scheduled projects too: their files are hidden from visitors, not from editors (decision 082).
  for (const title of ["Project Nimbus", "Verde Mobility"]) {
    const draft = page.locator("tbody tr", { hasText: title }).locator("img").first();
    await draft.scrollIntoViewIfNeeded();
    await expect.poll(() => draft.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  await page.locator("tbody tr").first().click();
  await expect(page.getByText("The address of the page. Left empty, it is made from the title.")).toBeVisible();
  await page.screenshot({ path: path.join(shots, "admin-project-edit.png") });

  // An article's form (issue 22): its alt text, share image, noindex, unpublish time and the schedule in the studios'
  // own time are fields an editor sees; the site's secrets are not on the site's form.
  // The project's panel closes and the news table replaces the projects' before a row is chosen: clicking the first
  // row while the old table is still drawn opened a project (a CI failure).
  // The admin's panel leaves an Escape pressed in a field to the field (its form may have just focused one, the title):
  // pressed again until the panel goes, as an editor would (a CI failure on a fast machine).
  const slugHelp = page.getByText("The address of the page. Left empty, it is made from the title.");
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(slugHelp).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await sidebar.getByText("news", { exact: true }).click();
  await expect(page.locator("thead th", { hasText: /^\s*client\s*$/ })).toHaveCount(0);
  await expect(page.locator("thead th", { hasText: /^\s*excerpt\s*$/ }).first()).toBeAttached();
  // The article's form opens with its rich-text editor, loaded on first use: on a busy machine that took past the 5 s
  // a check waits (a CI failure). A row clicked while the projects' rows were still drawn opens a project: the panel
  // is closed and the first row clicked again.
  let attempts = 0;
  await expect(async () => {
    if (attempts++ > 0) await page.keyboard.press("Escape");
    await page.locator("tbody tr").first().click();
    await expect(page.getByText(COVER_HELP)).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 45_000 });
  for (const help of [
    COVER_HELP,
    "Keep this page out of search engines, the sitemap and the feed. It stays public to anyone with its link.",
  ])
    await expect(page.getByText(help)).toBeVisible();
  for (const field of ["cover_alt", "share_image", "noindex", "unpublish_at", "after_unpublish", "schedule"])
    await expect(
      page
        .locator("label")
        .filter({ hasText: new RegExp(`^\\s*${field}\\s*$`) })
        .first(),
    ).toBeAttached();
  await page.screenshot({ path: path.join(shots, "admin-article-edit.png") });
  for (const [field, help] of [
    ["cover_alt", "What the cover shows"],
    ["schedule", "Written by the site on each save"],
  ] as const) {
    await page.getByText(help).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, `admin-article-edit-${field}.png`) });
  }

  // Every draft's preview link in the clear (the record's own field is blurred: it is hidden from visitors).
  // The demo's records were loaded before any save: a draft's link is made by its first save.
  const admin = await superuser(baseURL);
  const [draft] = await admin.collection("projects").getFullList({ filter: 'status = "draft"' });
  await admin.collection("projects").update(draft?.id ?? "", { summary: draft?.summary });
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(page.getByText(COVER_HELP)).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await sidebar.getByText("preview_links", { exact: true }).click();
  await expect(page.locator("tbody tr").first()).toContainText("?preview=");
  await page.screenshot({ path: path.join(shots, "admin-preview-links.png") });
});
