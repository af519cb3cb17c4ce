import { test as plain } from "@playwright/test";
import { expect, test } from "./support/page-guards";

test.describe("not found", () => {
  for (const path of ["/project/no-such-project", "/news/no-such-article", "/no/such/page"]) {
    test(`${path} shows 'Page Not Found: ${path}'`, async ({ page }) => {
      const response = await page.goto(path);
      // The server says so too, so search engines never index the not-found page.
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
    });
  }
});

plain.describe("fatal errors", () => {
  plain("a failed route validity check is a fatal 404", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/project/Not_A_Slug");
    await expect(page.getByTestId("error-page")).toHaveAttribute("data-status", "404");
    await expect(page.getByText("Page Not Found: /project/Not_A_Slug")).toBeVisible();
    expect(errors.join("\n")).toContain("Page error (404)");
  });

  plain("a thrown error shows the server-error page", async ({ page }) => {
    await page.goto("/test?fail=render");
    await expect(page.getByRole("heading", { level: 1, name: "Internal Server Error" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  plain("a crawler gets no error page; the error is only logged", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      baseURL,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/test?fail=render");
    await expect.poll(() => errors.join("\n")).toContain("Page error (500)");
    await expect(page.getByTestId("error-page")).toHaveCount(0);
    await expect(page.getByText("Internal Server Error")).toHaveCount(0);
    await context.close();
  });
});
