import type { Page } from "@playwright/test";
import { expect, test } from "./support/page-guards";
import { statePictures } from "./support/screenshots";

// The contact form when sending fails, pictured for people to look at. The failures are real: the browser's own
// network error, and the real server refusing what reached it. (The sent state and problems beside the fields are
// pictured in contact.spec.ts; no test here sends, as the server allows a visitor 3 messages a minute.)

const RECORDS = "**/api/collections/contact/records";

async function fillIn(page: Page) {
  await page.goto("/contact");
  await page.getByLabel("Your name *").fill("Ada Lovelace");
  await page.getByLabel("Email *").fill("ada@example.com");
  await page.getByLabel("Message *").fill("We would like to talk about a new website.");
  await page.getByLabel(/I agree that you store my message/).check();
}

/** Takes the console errors a failure is meant to log off the page guard, after checking they are there. */
function expectLogged(consoleErrors: string[], ...expected: RegExp[]) {
  for (const pattern of expected) {
    expect(
      consoleErrors.some((text) => pattern.test(text)),
      String(pattern),
    ).toBe(true);
  }
  consoleErrors.length = 0;
}

test("with the network gone, the form says so and keeps what was typed", async ({ page, guards }, info) => {
  await fillIn(page);
  await page.route(RECORDS, (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Send message" }).click();
  const notice = page.getByTestId("contact-error");
  await expect(notice).toContainText("We could not reach the site. Please check your connection and try again.");
  await expect(page.getByLabel("Message *")).toHaveValue("We would like to talk about a new website.");
  // The warning sign keeps its size beside a long message (1.1em of 16 px or more).
  expect((await notice.locator("svg").boundingBox())?.width).toBeGreaterThanOrEqual(17);
  await statePictures(page, page.locator("form.contact-form"), "contact-offline", info);
  expectLogged(guards.consoleErrors, /ERR_INTERNET_DISCONNECTED/, /Something went wrong/);
});

test("when the server refuses the message, the form shows the server's words", async ({ page, guards }, info) => {
  await fillIn(page);
  // Refused before the rate limit counts it: a body past the server's 64 KB limit.
  await page.route(RECORDS, (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), message: "x".repeat(70_000) }) }),
  );
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-error")).toContainText("The submission is too large.");
  await expect(page.getByLabel("Message *")).toHaveValue("We would like to talk about a new website.");
  await statePictures(page, page.locator("form.contact-form"), "contact-refused", info);
  expectLogged(guards.consoleErrors, /status of 413/, /Something went wrong/);
});
