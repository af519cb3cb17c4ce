import { expect, test } from "./support/page-guards";

test("the home page renders the site's name and tagline from PocketBase", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Meridian Studio" })).toBeVisible();
  await expect(page.getByText("Brand, digital product and motion for people who care how things feel.")).toBeVisible();
});

test("the admin is served at /_/", async ({ page }) => {
  await page.goto("/_/");
  await expect(page.getByRole("button", { name: /login/i })).toBeVisible();
});
