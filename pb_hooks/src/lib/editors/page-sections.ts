import { RESERVED_SEGMENTS } from "../../../../shared/pages/match";
import { addressOf, addressProblem, tidyAddress } from "../../../../shared/sections/address";
import { publishingProblem, type SectionValues, sectionsProblem } from "../../../../shared/sections/checks";
import { SECTION_KINDS, type SectionField, type SectionKindName } from "../../../../shared/sections/kinds";
import { fieldError } from "./field-error";

/**
 * Editors' pages and their sections on save (issue 33): a page's address checked against the site's own, its sections
 * checked in their order (always their number and kinds; for a published page, each one's required fields, alt text
 * and headings), and a section's change checked against every published page that holds it, so that no save of one
 * section can break a page that is live.
 */

const FIELDS: readonly SectionField[] = [
  ...new Set(Object.values(SECTION_KINDS).flatMap((kind) => kind.uses as readonly SectionField[])),
];

/** A section record as the checks read it. */
function valuesOf(section: core.Record): SectionValues {
  const values: SectionValues = { kind: section.getString("kind") };
  for (const field of FIELDS) {
    const raw = section.get(field) as unknown;
    values[field] =
      field === "gallery" ? section.getStringSlice(field) : field === "count" ? section.getInt(field) || "" : String(raw ?? "");
  }
  return values;
}

/** A page's sections in its relation's order (a section deleted meanwhile is left out, as the page shows it). */
function sectionsOf(app: CoreApp, page: core.Record, replaced?: core.Record): SectionValues[] {
  const ids = page.getStringSlice("sections");
  if (ids.length === 0) return [];
  const found = new Map<string, core.Record>();
  for (const record of app.findRecordsByIds("sections", ids)) if (record) found.set(record.id, record);
  if (replaced) found.set(replaced.id, replaced);
  return ids.flatMap((id) => {
    const record = found.get(id);
    return record ? [valuesOf(record)] : [];
  });
}

/** The languages' prefixes no address may begin with. */
function languageCodes(app: CoreApp): string[] {
  return (app.findRecordsByFilter("languages", "", "", 0, 0) as core.Record[]).flatMap((language) =>
    language ? [language.getString("code").toLowerCase()] : [],
  );
}

/** Tidies a page's address (made from its title when empty) and refuses one the site answers already. */
export function preparePageAddress(app: CoreApp, page: core.Record): void {
  let address = tidyAddress(page.getString("slug"));
  if (address === "") address = addressOf(page.getString("title"));
  page.set("slug", address);
  const problem = addressProblem(address, { routes: RESERVED_SEGMENTS, languages: languageCodes(app) });
  if (problem) throw fieldError("slug", problem);
  const prefix = page.getString("language");
  const [redirect] = app.findRecordsByFilter("redirects", "source = {:plain} || source = {:prefixed}", "", 1, 0, {
    plain: `/${address}`,
    prefixed: `/${prefix}/${address}`,
  }) as core.Record[];
  // A redirect the site made when this very page was renamed back is its own to take over (record-saves.ts).
  if (redirect && !redirect.getString("note").startsWith("Created when the slug of")) {
    throw fieldError(
      "slug",
      `/${address} is a redirect's source (to ${redirect.getString("target")}), so visitors would never reach this page. Choose another address, or delete that redirect first.`,
    );
  }
}

/** Refuses a page whose sections it cannot be saved with, or (published) published with. */
export function checkPageSections(app: CoreApp, page: core.Record): void {
  const sections = sectionsOf(app, page);
  const problem = page.getString("status") === "published" ? publishingProblem(sections) : sectionsProblem(sections);
  if (problem) throw fieldError("sections", problem);
}

/** Refuses a change to a section that would leave a published page holding it unfit to be published. */
export function checkSectionInPages(app: CoreApp, section: core.Record): void {
  if (section.isNew()) return;
  const holders = app.findRecordsByFilter("pages", "sections ~ {:id} && status = 'published'", "", 0, 0, {
    id: section.id,
  }) as core.Record[];
  for (const page of holders) {
    if (!page) continue;
    const problem = publishingProblem(sectionsOf(app, page, section));
    if (problem)
      throw fieldError(
        firstFieldNamed(problem),
        `On the published page “${page.getString("title")}”: ${problem} Fill it in, or unpublish the page first.`,
      );
  }
}

/** The field a message is about, for the admin to show it under: the kind's first required one, else `kind`. */
function firstFieldNamed(message: string): string {
  const kind = Object.entries(SECTION_KINDS).find(([, declared]) => message.includes(`, ${declared.noun},`));
  const required = kind ? (SECTION_KINDS[kind[0] as SectionKindName].required as readonly string[]) : [];
  return required[0] ?? "kind";
}

/** The ids of the pages that hold a section. */
export function pagesHolding(app: CoreApp, section: string): string[] {
  return (app.findRecordsByFilter("pages", "sections ~ {:id}", "", 0, 0, { id: section }) as core.Record[]).flatMap((page) =>
    page ? [page.id] : [],
  );
}
