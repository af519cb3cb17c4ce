import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { adminSidebar, signInToAdmin } from "./support/admin";
import { exclusive } from "./support/exclusive";
import { superuser } from "./support/superuser";

// Issue 33: an editor composes a page in the real admin at 1440 px, as they would, with no JSON: three sections of
// different kinds made from the page's own form, two of them reordered by dragging, the page published and added to
// the header's menu; the page then answers at its address with its sections in that order, its link in the header.

const shots = path.join(import.meta.dirname, ".artifacts/screenshots");
const run = Math.random().toString(36).slice(2, 8);
const TITLE = `How we work ${run}`;
const ADDRESS = `how-we-work-${run}`;
const LABEL = `Process ${run}`;

/** Fills a text field of the open form, found by its name as the admin labels it. */
async function fill(form: Locator, name: string, value: string): Promise<void> {
  await form.getByLabel(name, { exact: true }).fill(value);
}

/** Chooses an option of a select field of the open form: opens its list, clicks the option. */
async function choose(form: Locator, name: string, option: string): Promise<void> {
  await form.getByLabel(name, { exact: true }).click();
  await form
    .page()
    .locator(".dropdown-item.select-option")
    .filter({ hasText: new RegExp(`^\\s*${option}\\s*$`) })
    .first()
    .click();
}

/** Opens a collection from the sidebar and a new record's form in it. */
async function newRecord(page: Page, collection: string): Promise<Locator> {
  await adminSidebar(page).getByText(collection, { exact: true }).click();
  await page
    .getByRole("button", { name: /new record/i })
    .first()
    .click();
  return topForm(page);
}

/** The topmost open form: the page's, or a section's opened from the page's picker. */
const topForm = (page: Page) => page.locator(".modal.record-upsert-modal").filter({ visible: true }).last();

/** A relation field of the open form, by its name. */
const relationField = (form: Locator, name: string) =>
  form.locator(".record-field-input.field-type-relation").filter({
    has: form
      .page()
      .locator("label")
      .filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) }),
  });

/** The picker a relation field opened. */
const picker = (page: Page) => page.locator(".records-picker-modal").filter({ visible: true }).last();

/** The three sections, as an editor fills them in, each with words of its own to find it by. */
const SECTIONS = [
  {
    kind: "quote",
    fields: { words: `We listen first ${run}`, person: "Ana Lima", role: "Founder" },
    shows: `We listen first ${run}`,
  },
  {
    kind: "figures",
    fields: { heading: `In numbers ${run}`, figures: "120 | projects delivered\n9 | years" },
    shows: `In numbers ${run}`,
  },
  {
    kind: "call",
    fields: {
      heading: `Start a project ${run}`,
      lead: "Tell us what you are making.",
      link_label: "Write to us",
      link_url: "/contact",
    },
    shows: `Start a project ${run}`,
  },
] as const;

test("an editor composes a page of three sections, reorders two, publishes it and puts it in the header", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInToAdmin(page);
  const form = await newRecord(page, "pages");
  await fill(form, "title", TITLE);
  await fill(form, "slug", ADDRESS);
  await fill(form, "language", "en");

  // Three sections, each made from the page's own picker, then chosen in the order made.
  const sectionsField = relationField(form, "sections");
  await sectionsField.getByRole("button", { name: "Open records picker" }).click();
  for (const section of SECTIONS) {
    await picker(page).getByRole("button", { name: "Add new record" }).click();
    const sectionForm = page.locator(".modal.record-upsert-modal").filter({ visible: true }).nth(1);
    await choose(sectionForm, "kind", section.kind);
    for (const [name, value] of Object.entries(section.fields)) await fill(sectionForm, name, value);
    await sectionForm.getByRole("button", { name: "Create", exact: true }).click();
    // Saved: its form closes, the page's stays open under the picker.
    await expect(page.locator(".modal.record-upsert-modal").filter({ visible: true })).toHaveCount(1);
    // The picker lists the chosen ones first, then the newest; a quote shows no heading there, so the row is found by
    // its place.
    const made = picker(page).locator(".records-picker-list > [tabindex]").nth(SECTIONS.indexOf(section));
    await expect(made).toContainText(section.kind);
    await made.click();
    await expect(picker(page)).toContainText(`Selected (${SECTIONS.indexOf(section) + 1} of max 40)`);
  }
  await page.screenshot({ path: path.join(shots, "admin-compose-picker.png") });
  await picker(page).getByRole("button", { name: "Set selection" }).click();
  const chosen = sectionsField.locator(".list-item").filter({ visible: true });
  await expect(chosen).toHaveCount(3);
  // The call to action dragged above the quote: call, quote, figures.
  await chosen.nth(2).dragTo(chosen.nth(0));
  await expect(chosen.nth(0)).toContainText(SECTIONS[2].shows);
  await choose(form, "status", "published");
  await page.screenshot({ path: path.join(shots, "admin-compose-page.png") });
  await form.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.locator(".modal.record-upsert-modal").filter({ visible: true })).toHaveCount(0);

  // The header's menu is the whole site's: held alone while the link is there (menus.mobile.spec.ts holds it too).
  const pb = await superuser(baseURL);
  await exclusive("menus", async () => {
    try {
      const link = await newRecord(page, "menu_links");
      await fill(link, "label", LABEL);
      await choose(link, "menu", "header");
      await relationField(link, "editor_page").getByRole("button", { name: "Open records picker" }).click();
      await picker(page).locator(".records-picker-list > [tabindex]").filter({ hasText: TITLE }).click();
      await picker(page).getByRole("button", { name: "Set selection" }).click();
      await expect(relationField(link, "editor_page")).toContainText(TITLE);
      await fill(link, "sort_order", "90");
      await fill(link, "language", "en");
      await page.screenshot({ path: path.join(shots, "admin-compose-menu-link.png") });
      await link.getByRole("button", { name: "Create", exact: true }).click();
      await expect(page.locator(".modal.record-upsert-modal").filter({ visible: true })).toHaveCount(0);

      // The page at its address, its sections in the order the editor left them, its link in the header.
      await page.goto(`/${ADDRESS}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(TITLE);
      const words = await page.locator("main").innerText();
      const at = SECTIONS.map((section) => words.indexOf(section.shows));
      expect(at.every((place) => place >= 0)).toBe(true);
      // call, then quote, then figures.
      expect([at[2], at[0], at[1]]).toEqual([...at].sort((a, b) => a - b));
      const headerLink = page.locator("header").getByRole("link", { name: LABEL });
      await expect(headerLink).toBeVisible();
      await expect(headerLink).toHaveAttribute("href", `/${ADDRESS}`);
      await page.screenshot({ path: path.join(shots, "admin-compose-page-on-site.png"), fullPage: true });
    } finally {
      // What this editor made goes again, so that no later test meets it in the menu, the lists or search.
      for (const link of await pb
        .collection("menu_links")
        .getFullList({ filter: pb.filter("label = {:label}", { label: LABEL }) }))
        await pb.collection("menu_links").delete(link.id);
      for (const made of await pb.collection("pages").getFullList({ filter: pb.filter("slug = {:slug}", { slug: ADDRESS }) })) {
        await pb.collection("pages").delete(made.id);
        for (const id of made.sections as string[]) await pb.collection("sections").delete(id);
      }
    }
  });
});
