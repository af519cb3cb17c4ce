import path from "node:path";
import { expect, test } from "@playwright/test";

// Editors run the site from PocketBase's admin: every collection is there, in a
// readable order, and images show as previews.

const shots = path.join(import.meta.dirname, ".artifacts/screenshots");

test("the admin lists every collection and previews images", async ({ page }) => {
  await page.goto("/_/");
  await page.getByLabel("Email").fill("e2e@example.com");
  await page.getByLabel("Password", { exact: true }).fill("e2e-superuser-password");
  await page.getByRole("button", { name: /login/i }).click();

  const sidebar = page.locator(".page-sidebar");
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
  // Drafts and scheduled projects too: their files are hidden from visitors, not from editors (decision 030).
  for (const title of ["Project Nimbus", "Verde Mobility"]) {
    const draft = page.locator("tbody tr", { hasText: title }).locator("img").first();
    await draft.scrollIntoViewIfNeeded();
    await expect.poll(() => draft.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  await page.locator("tbody tr").first().click();
  await expect(page.getByText("The address of the page. Left empty, it is made from the title.")).toBeVisible();
  await page.screenshot({ path: path.join(shots, "admin-project-edit.png") });
});
