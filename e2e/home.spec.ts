import { expect, test } from "./support/page-guards";

test("the home page renders the app with data from PocketBase", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("backend-status")).toHaveText("API is healthy.");
});

test("the admin is served at /_/", async ({ page }) => {
  await page.goto("/_/");
  await expect(page.getByRole("button", { name: /login/i })).toBeVisible();
});
