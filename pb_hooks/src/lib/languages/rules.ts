import { LANGUAGE_CODE_PATTERN } from "../../../../shared/languages/codes";
import { languageCollections, PAGES, RECORD_PAGES } from "../../../../shared/site-registry";
import { fieldError } from "../editors/field-error";

/**
 * The first segments of the site's own addresses, which no language's code may be (its prefix would hide a page):
 * derived from the registry's pages and record pages, so a new page kind reserves its segment itself.
 */
export const reservedSegments = (): Set<string> =>
  new Set(
    [
      "api",
      "_",
      ...PAGES.map((page) => page.path.split("/")[1] ?? ""),
      ...Object.values(RECORD_PAGES).map((page) => page.prefix.split("/")[1] ?? ""),
    ].filter(Boolean),
  );

/** How many records are written in a language, over every translated collection and the site's own words. */
function recordsIn(app: CoreApp, code: string): number {
  return languageCollections().reduce(
    (sum, collection) => sum + app.findRecordsByFilter(collection, "language = {:code}", "", 0, 0, { code }).length,
    0,
  );
}

const recordsCount = (count: number) => (count === 1 ? "1 record is" : `${count} records are`);

/**
 * A language as editors save it (issue 24): its code lower case and free of the site's own segments, and exactly one
 * default language, always live. The default is chosen once: every translation points to its records, so changing it
 * would orphan them, and the message says so. A code that records are written in is not renamed under them.
 */
export function checkLanguage(app: CoreApp, record: core.Record, isNew: boolean): void {
  const code = record.getString("code").trim().toLowerCase();
  record.set("code", code);
  if (!new RegExp(LANGUAGE_CODE_PATTERN).test(code))
    throw fieldError(
      "code",
      `“${code.slice(0, 20)}” is no language code: use lower case, a language and an optional region, e.g. pt or pt-br.`,
    );
  const [same] = app.findRecordsByFilter("languages", "code = {:code} && id != {:id}", "", 1, 0, { code, id: record.id });
  if (same) throw fieldError("code", `The site has the language “${code}” already (${same.getString("name")}).`, "not_unique");
  if (reservedSegments().has(code))
    throw fieldError("code", `“${code}” begins addresses of the site's own pages (/${code}…): choose another code.`);
  const others = app
    .findRecordsByFilter("languages", "id != {:id}", "", 0, 0, { id: record.id })
    .filter((r): r is core.Record => Boolean(r));
  const currentDefault = others.find((other) => other.getBool("is_default"));
  if (record.getBool("is_default")) {
    if (currentDefault)
      throw fieldError(
        "is_default",
        `“${currentDefault.getString("name")}” is the default language, and every translation points to its records: the default is not changed once chosen.`,
      );
    if (!record.getBool("live")) throw fieldError("live", "The default language is always live: its pages are the site's own.");
  } else if (!currentDefault) {
    throw fieldError(
      "is_default",
      "The site needs one default language: this is it, unless you first make another one the default.",
    );
  }
  if (!isNew) {
    const before = record.original().getString("code");
    if (before !== code && recordsIn(app, before) > 0)
      throw fieldError(
        "code",
        `${recordsCount(recordsIn(app, before))} written in “${before}”: its code stays. Add a language with the new code and move them to it instead.`,
      );
  }
}

/** A language is deleted only when it is not the default and no record is written in it. */
export function checkLanguageDelete(app: CoreApp, record: core.Record): void {
  if (record.getBool("is_default"))
    throw new BadRequestError("The default language cannot be deleted: every translation points to its records.");
  const count = recordsIn(app, record.getString("code"));
  if (count > 0)
    throw new BadRequestError(
      `${recordsCount(count)} written in “${record.getString("code")}”. Delete or move them first, or switch the language off instead (untick live).`,
    );
}

/**
 * Each collection of a language's words: where the default language's own words are edited, the relation naming whose
 * words they are (one record per language and owner; the site has one), and what a second one is told.
 */
const WORDS: Record<string, { own: string; whose?: string; twice: string }> = {
  site_translations: {
    own: "The default language's words are the site's own: edit them on the site record.",
    twice: "The site already has its words in this language: edit those.",
  },
  office_translations: {
    own: "The default language's words are the office's own: edit them on the office.",
    whose: "office",
    twice: "This office already has its words in this language: edit those.",
  },
};

/**
 * A language's words for the site or an office name a language the site has, other than the default (whose words are
 * the site's or the office's own), and are the only ones for it in that language.
 */
export function checkLanguageWords(app: CoreApp, record: core.Record): void {
  const code = record.getString("language").trim().toLowerCase();
  record.set("language", code);
  const [language] = app.findRecordsByFilter("languages", "code = {:code}", "", 1, 0, { code });
  if (!language)
    throw fieldError("language", `There is no language “${code.slice(0, 20)}” on this site. Add it under languages first.`);
  const words = WORDS[record.collection().name];
  if (language.getBool("is_default"))
    throw fieldError("language", words?.own ?? "The default language's words are the record's own.");
  if (!words) return;
  const whose = words.whose;
  const filter = `language = {:code} && id != {:id}${whose ? ` && ${whose} = {:whose}` : ""}`;
  const params = { code, id: record.id, whose: whose ? record.getString(whose) : "" };
  if (app.findRecordsByFilter(record.collection(), filter, "", 1, 0, params).length > 0)
    throw fieldError("language", words.twice);
}
