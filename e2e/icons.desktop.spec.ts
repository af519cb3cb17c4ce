import { appTookOver } from "./support/app";
import { exclusive } from "./support/exclusive";
import { transitionComplete } from "./support/motion";
import { expect, test } from "./support/page-guards";
import { statePictures } from "./support/screenshots";
import { superuser } from "./support/superuser";

/**
 * Icons editors choose (issue 14, item 4) in Chromium: a service whose icon names an installed icon shows it, from our
 * own server only (the page guards fail any request to another host); an unknown name shows nothing and says so in
 * one console line.
 */
test("a service's icon shows from the installed set; an unknown one shows nothing and logs one line", async ({
  page,
  baseURL,
}, info) => {
  // It may wait for the other project's run of it to let go of the services (exclusive waits up to 90 s).
  test.setTimeout(120_000);
  const admin = await superuser(baseURL);
  const [first, second] = await admin.collection("services").getFullList({ sort: "sort_order,name", filter: 'language = "en"' });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  // The services are the whole site's: one test at a time sets their icons, across projects and workers.
  await exclusive("service-icons", async () => {
    await admin.collection("services").update(first?.id ?? "", { icon: "ph:compass" });
    await admin.collection("services").update(second?.id ?? "", { icon: "ph:no-such-icon" });
    try {
      await page.goto("/");
      const items = page.locator(".services-list li");
      // The server's page has it before any script runs…
      await expect(items.filter({ hasText: first?.name }).locator("svg.editor-icon path")).toBeAttached();
      await appTookOver(page);
      // …and the app draws the same from the page's data, asking nothing.
      await expect(items.filter({ hasText: first?.name }).locator("svg.editor-icon")).toBeVisible();
      await expect(items.filter({ hasText: second?.name }).locator("svg")).toHaveCount(0);
      await page
        .getByRole("link", { name: /^Work$/ })
        .first()
        .click();
      await expect(page).toHaveURL("/work");
      await page.goBack();
      // Back plays the page transition: the list is drawn anew, so wait for it to finish before touching it.
      await expect(page).toHaveURL("/");
      await transitionComplete(page);
      await expect(items.filter({ hasText: first?.name }).locator("svg.editor-icon")).toBeVisible();
      expect(warnings.filter((text) => text.includes("Icon not found: ph:no-such-icon"))).toHaveLength(1);
      // For people to look at: the list with an icon and without, at each phone width (and 1440 px).
      const list = page.locator(".services-list");
      await list.scrollIntoViewIfNeeded();
      await expect(list).toHaveAttribute("data-animate-state", "done");
      await statePictures(page, page.locator(".services-band"), "services-icons", info);
    } finally {
      await admin.collection("services").update(first?.id ?? "", { icon: "" });
      await admin.collection("services").update(second?.id ?? "", { icon: "" });
    }
  });
});
