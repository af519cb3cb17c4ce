import { expect, type Locator, type Page } from "@playwright/test";

/** The admin's list of collections, down its side. */
export const adminSidebar = (page: Page): Locator => page.locator(".page-sidebar");

/**
 * Signs in to PocketBase's admin as the superuser the e2e server is started with (playwright.config.ts). The site
 * allows 2 sign-ins per 3 s per address, and both workers share one: a refused sign-in is tried again after a wait, as
 * the SDK's sign-in does (support/superuser.ts).
 */
export async function signInToAdmin(page: Page): Promise<void> {
  await page.goto("/_/");
  await page.getByLabel("Email").fill("e2e@example.com");
  await page.getByLabel("Password", { exact: true }).fill("e2e-superuser-password");
  for (let attempt = 1; ; attempt++) {
    await page.getByRole("button", { name: /login/i }).click();
    try {
      await expect(adminSidebar(page)).toBeVisible({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      await page.waitForTimeout(1600 * attempt);
    }
  }
}
