import { LANGUAGE_CODE_PATTERN } from "../languages/codes";
import { bool, collection, number, relation, select, text, timestamps } from "./fields";
import { originalsIndex } from "./names";

const DIRECTIONS = ["ltr", "rtl"] as const;

/** What editors read under a language's `code`; the hook's message names the same rule (shared/languages/codes.ts). */
const LANGUAGE_CODE_HELP =
  "Lower case: the language, and a region if you need one (pt, pt-br). It becomes the start of the language's addresses (/pt/work). Not a word the site's own addresses begin with (work, news, api…).";

/**
 * The site's languages (issue 24; decision 074): editors add, name and switch them on here, and pages follow without a
 * restart. Exactly one is the default, whose pages keep their addresses without a prefix (a hook holds that).
 * Visitors may list live ones only.
 */
export const languages = collection({
  name: "languages",
  fields: [
    text("code", { required: true, max: 12, pattern: LANGUAGE_CODE_PATTERN, presentable: true, help: LANGUAGE_CODE_HELP }),
    text("name", { required: true, max: 60, help: "The language's name in itself, as its readers know it: Português, 日本語." }),
    select("dir", DIRECTIONS, {
      required: true,
      help: "rtl for a language written right to left (Arabic, Hebrew): pages mirror.",
    }),
    bool("is_default", {
      help: "The site's first language: its pages have no prefix, and translations point to its records. Exactly one.",
    }),
    bool("live", { help: "Off: the language's pages answer 404 and leave the sitemap; editors can prepare it meanwhile." }),
    number("sort_order", { onlyInt: true, help: "Lower numbers come first in the language switcher." }),
    ...timestamps,
  ],
  indexes: ["CREATE UNIQUE INDEX idx_languages_code ON languages (code)"],
  listRule: "live = true",
  viewRule: "live = true",
  createRule: null,
  updateRule: null,
  deleteRule: null,
});

const LANGUAGE_HELP =
  "The code of the language this record is written in (en, pt). A record in another language than the default is a translation: set “translation of” too.";
const TRANSLATION_OF_HELP =
  "For a translation: the default language's record it translates. Empty on a record in the default language. Each record has at most one translation per language.";

const TRANSLATIONS_HELP =
  "Written by the site on each save: this record's translations by language, with their status, and the languages it has none in yet (or, on a translation, what it translates).";

/**
 * The fields every translated collection has: its records' language, the default language's record they translate,
 * and the site's note of the translations (pb_hooks/src/lib/languages/translation-note.ts). Hidden from visitors, as it names
 * draft translations' titles: the admin blurs it until an editor clicks it.
 */
export const translationFields = (self: string) =>
  [
    text("language", { required: true, max: 12, pattern: LANGUAGE_CODE_PATTERN, help: LANGUAGE_HELP }),
    relation("translation_of", self, { help: TRANSLATION_OF_HELP }),
    text("translations", { max: 2000, hidden: true, help: TRANSLATIONS_HELP }),
  ] as const;

/**
 * One translation per record and language; and a record's translations found from their index whatever the query (issue
 * 34). The unique index is partial (an original's `translation_of` is empty), and SQLite reads a partial index only when
 * the query's own text repeats its condition: PocketBase binds `translation_of = {:id}` as a parameter, so every save and
 * every article's translations read scanned the whole table. `shown`: what a sitemap line reads of its kin
 * (TRANSLATION_SHOWN), after the translations' keys and after an original's id, so both lookups read an index alone.
 */
export const translationIndexes = (name: string, shown: readonly string[] = []) => [
  `CREATE UNIQUE INDEX idx_${name}_translation ON ${name} (translation_of, language) WHERE translation_of != ''`,
  `CREATE INDEX idx_${name}_translations ON ${name} (${["translation_of", "language", ...shown].join(", ")})`,
  ...(shown.length > 0 ? [`CREATE INDEX ${originalsIndex(name)} ON ${name} (${["id", "language", ...shown].join(", ")})`] : []),
];

/**
 * The site's words in a language other than the default (issue 24): its name, tagline, hero words and descriptions.
 * The settings themselves (the contact address, analytics, the site's address) stay one, on `site`.
 */
export const siteTranslations = collection({
  name: "site_translations",
  fields: [
    text("language", { required: true, max: 12, pattern: LANGUAGE_CODE_PATTERN, presentable: true, help: LANGUAGE_HELP }),
    text("site_name", { max: 80, help: "Empty: the site's own name." }),
    text("tagline", { max: 160 }),
    text("hero_words", {
      max: 600,
      help: "Phrases typed one after another, one per line: the home page took its hero's from here; edit them now in Pages → home, its hero section.",
    }),
    text("seo_description", { max: 160 }),
    ...timestamps,
  ],
  indexes: ["CREATE UNIQUE INDEX idx_site_translations_language ON site_translations (language)"],
  listRule: "",
  viewRule: "",
  createRule: null,
  updateRule: null,
  deleteRule: null,
});

/**
 * An office's words in a language other than the default: its name, city and country as that language's readers know
 * them (Lisboa, Japão). The rest of an office (its address as on the envelope, phone, hours, map) is one for every
 * language, so a phone number is changed once. A word left empty is the office's own; removing the office removes
 * its words.
 */
export const officeTranslations = collection({
  name: "office_translations",
  fields: [
    relation("office", "offices", { required: true, cascadeDelete: true, help: "The office these words are for." }),
    text("language", {
      required: true,
      max: 12,
      pattern: LANGUAGE_CODE_PATTERN,
      presentable: true,
      help: "The code of the language these words are in (pt): a language of the site other than the default.",
    }),
    text("name", { max: 80, help: "Empty: the office's own name." }),
    text("city", { max: 80, help: "Empty: the office's own city." }),
    text("country", { max: 80, help: "Empty: the office's own country." }),
    ...timestamps,
  ],
  indexes: ["CREATE UNIQUE INDEX idx_office_translations_language ON office_translations (language, office)"],
  listRule: "",
  viewRule: "",
  createRule: null,
  updateRule: null,
  deleteRule: null,
});
