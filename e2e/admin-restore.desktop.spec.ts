import { expect, test } from "@playwright/test";
import { adminSidebar, signInToAdmin } from "./support/admin";
import { superuser } from "./support/superuser";

// An editor brings an earlier version back from the admin (issue 22, item 18): the admin sends the whole revision
// back with `restore` ticked, which the server takes, while an edit of what the revision recorded is refused.
test("a revision restored from the admin brings the earlier title back", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const admin = await superuser(baseURL);
  const title = `Restore me ${Math.random().toString(36).slice(2, 8)}`;
  const article = await admin.collection("news").create({ title, status: "draft" });
  try {
    await admin.collection("news").update(article.id, { title: `${title}, edited` });

    await signInToAdmin(page);
    await adminSidebar(page).getByText("revisions", { exact: true }).click();
    // The records' filter box (a code editor, with no placeholder attribute), not the sidebar's collection search.
    const search = page.getByRole("textbox").and(page.locator(':not([placeholder="Search collections..."])')).first();
    await search.click();
    await page.keyboard.type(`record_id = "${article.id}"`);
    await page.keyboard.press("Enter");
    const row = page.locator("tbody tr").filter({ hasText: article.id });
    await expect(row).toHaveCount(1);
    await row.click();
    // The panel draws its fields in steps; a tick given while it does may be drawn away, so it is given until it holds.
    const restore = page.getByRole("checkbox", { name: "restore" });
    await expect(async () => {
      await restore.check({ force: true, timeout: 2_000 });
      await expect(restore).toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    // With the settings' hideControls on, the admin asks for one more click before a save.
    const unlock = page.getByRole("button", { name: "Unlock to save" });
    await expect(unlock.or(page.getByRole("button", { name: /^Save/ }).first())).toBeVisible();
    if (await unlock.isVisible()) await unlock.click();
    await page.getByRole("button", { name: /^Save/ }).first().click();
    await expect(page.getByText(/Successfully updated/)).toBeVisible();

    await expect.poll(async () => (await admin.collection("news").getOne(article.id)).title).toBe(title);
    const kept = await admin.collection("revisions").getFullList({ filter: `record_id = "${article.id}"` });
    expect(kept.map((revision) => (revision.data as { title?: string }).title).sort()).toEqual(
      [title, `${title}, edited`].sort(),
    );
  } finally {
    await admin.collection("news").delete(article.id);
  }
});
